/* labwin.c - the bias lab in a window: the histogram of the 192 trees of
 * 3 x 3 rooms fills in live as the mazes are made, under the HUD's line of
 * figures. SPDX-License-Identifier: MIT */
#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <string.h>

#include "hud.h"
#include "lab.h"
#include "lang.h"
#include "window.h"

enum { LAB_W = 960, LAB_H = 600, LAB_PAD = 24 };
/* Each frame makes mazes for about this long, so the window stays
 * responsive and the histogram grows visibly. */
#define LAB_FRAME_MS 12.0

typedef struct labwin {
    SDL_Window *win;
    SDL_Renderer *ren;
    hud hud;
    io_lab lab;
    uint64_t target; /* --samples */
    uint64_t batch;  /* mazes a frame: grown or shrunk to fill LAB_FRAME_MS */
    bool running;
} labwin;

static void set_rgb(SDL_Renderer *ren, uint32_t rgb)
{
    SDL_SetRenderDrawColor(ren, (Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, 255);
}

/* The HUD: where the count is, the figures, the keys. */
static void set_hud(labwin *w)
{
    io_lab_figures f;
    io_lab_figures_of(&w->lab, &f);
    char line[HUD_TEXT_MAX];
    snprintf(line, sizeof line, _("bias lab: %s  seed %llu  mazes %llu/%llu  trees %d/%d"),
             w->lab.gen->name, (unsigned long long)w->lab.seed, (unsigned long long)w->lab.made,
             (unsigned long long)w->target, f.seen, MZ_BIAS_TREES);
    hud_set(&w->hud, 0, line, false);
    snprintf(line, sizeof line, _("chi-square %.1f (%d df)  p = %.3g: %s   red: uniform   Q: quit"),
             f.chi2, f.df, f.p,
             w->lab.made < w->target ? _("counting")
             : f.uniform             ? _("uniform")
                                     : _("biased"));
    hud_set(&w->hud, 1, line, w->lab.made == w->target);
}

/* The bars under the HUD: the ten made most orange, the ten least blue. */
static void draw(labwin *w)
{
    int ww, wh;
    SDL_GetRendererOutputSize(w->ren, &ww, &wh);
    set_rgb(w->ren, 0x000000);
    SDL_RenderClear(w->ren);
    io_lab_figures f;
    int order[MZ_BIAS_TREES];
    io_lab_figures_of(&w->lab, &f);
    io_lab_order(&w->lab, order);
    double top = (double)w->lab.counts[order[0]];
    top = (top > f.expected ? top : f.expected) * 1.1 + 1;
    int x0 = LAB_PAD, y0 = w->hud.height + LAB_PAD, y1 = wh - LAB_PAD;
    double bw = (double)(ww - 2 * LAB_PAD) / MZ_BIAS_TREES;
    for (int t = 0; t < MZ_BIAS_TREES; t++) {
        int h = (int)((y1 - y0) * (double)w->lab.counts[t] / top + 0.5);
        uint32_t c = 0x00c000;
        for (int i = 0; i < 10 && w->lab.made; i++)
            c = order[i] == t ? 0xff9030 : order[MZ_BIAS_TREES - 1 - i] == t ? 0x4090ff : c;
        set_rgb(w->ren, c);
        int bx = x0 + (int)(t * bw), bx2 = x0 + (int)((t + 1) * bw);
        SDL_Rect r = {bx, y1 - h, bx2 - bx > 1 ? bx2 - bx - 1 : 1, h};
        SDL_RenderFillRect(w->ren, &r);
    }
    set_rgb(w->ren, 0xff0000);
    int uy = y1 - (int)((y1 - y0) * f.expected / top + 0.5);
    SDL_Rect line = {x0, uy - 1, ww - 2 * LAB_PAD, 2};
    SDL_RenderFillRect(w->ren, &line);
    set_rgb(w->ren, 0xe0e0e0);
    SDL_RenderDrawLine(w->ren, x0, y1, ww - LAB_PAD, y1);
    set_hud(w);
    hud_draw(&w->hud, ww);
    SDL_RenderPresent(w->ren);
}

/* Makes the frame's mazes; the batch follows the time they took. */
static int grow(labwin *w)
{
    uint64_t n = w->target - w->lab.made < w->batch ? w->target - w->lab.made : w->batch;
    Uint64 t0 = SDL_GetPerformanceCounter();
    int rc = io_lab_grow(&w->lab, n);
    double ms =
        (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 / (double)SDL_GetPerformanceFrequency();
    if (ms < LAB_FRAME_MS / 2 && w->batch < ((uint64_t)1 << 30))
        w->batch *= 2;
    else if (ms > LAB_FRAME_MS * 2 && w->batch > 1)
        w->batch /= 2;
    return rc;
}

static void handle(labwin *w, const SDL_Event *e)
{
    if (e->type == SDL_QUIT)
        w->running = false;
    if (e->type == SDL_KEYDOWN && (e->key.keysym.sym == SDLK_q || e->key.keysym.sym == SDLK_ESCAPE))
        w->running = false;
}

static int loop(labwin *w)
{
    bool dirty = true;
    while (w->running) {
        SDL_Event e;
        bool busy = w->lab.made < w->target;
        int got = busy ? SDL_PollEvent(&e) : SDL_WaitEventTimeout(&e, 500);
        for (; got && w->running; got = SDL_PollEvent(&e)) {
            handle(w, &e);
            dirty |= e.type == SDL_WINDOWEVENT;
        }
        if (!w->running)
            break;
        if (busy) {
            if (grow(w) != 0) {
                fprintf(stderr, _("mazedfs: not enough memory for the bias lab\n"));
                return 2;
            }
            dirty = true;
        }
        if (dirty)
            draw(w);
        dirty = false;
        if (busy && w->lab.made == w->target)
            printf("bias lab: %llu mazes counted\n", (unsigned long long)w->target), fflush(stdout);
    }
    return 0;
}

int window_lab(const mz_options *o)
{
    int status = window_start_sdl();
    if (status)
        return status;
    labwin w;
    memset(&w, 0, sizeof w);
    io_lab_start(&w.lab, o);
    w.target = o->samples;
    w.batch = 64;
    w.running = true;
    w.win = SDL_CreateWindow("mazedfs: bias lab", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                             LAB_W, LAB_H, SDL_WINDOW_RESIZABLE);
    w.ren = w.win ? SDL_CreateRenderer(w.win, -1, 0) : NULL;
    if (!w.ren || hud_init(&w.hud, w.ren, o->text_pct) != 0) {
        fprintf(stderr, _("mazedfs: cannot open a window: %s\n"), SDL_GetError());
        status = 1;
    } else {
        status = loop(&w);
    }
    window_settle();
    hud_free(&w.hud);
    window_close(w.win, w.ren);
    return status;
}
