/* labwin.c - the bias lab in a window: the histogram of the 192 trees of
 * 3 x 3 rooms and the ten most and least made drawn small fill in live as
 * the mazes are made, under the HUD's line of figures.
 * SPDX-License-Identifier: MIT */
#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <string.h>

#include "hud.h"
#include "lab.h"
#include "lang.h"
#include "window.h"

enum { LAB_W = 960, LAB_H = 720, LAB_PAD = 24 };
/* The bars' colours: the ten made most, the ten least, the rest, the
 * uniform line; the small trees' walls are their bars' colour. */
enum { C_MOST = 0xff9030, C_LEAST = 0x4090ff, C_REST = 0x00c000, C_UNIFORM = 0xff0000 };

/* A caption drawn from a texture made again only when its text changes. */
typedef struct label {
    char text[64];
    SDL_Texture *tex;
    int w, h;
} label;
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
    label captions[2];             /* over the rows of the most and least made */
    label counts[2][IO_LAB_SHOWN]; /* "#index: count" under each small tree */
    mz_grid *tree;                 /* 7 x 7: the small tree being drawn */
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
    snprintf(line, sizeof line,
             _("chi-square %.1f (%d df)  p = %.3g: %s   red: uniform  orange: the ten made most  "
               "blue: the ten least   Q: quit"),
             f.chi2, f.df, f.p,
             w->lab.made < w->target ? _("counting")
             : f.uniform             ? _("uniform")
                                     : _("biased"));
    hud_set(&w->hud, 1, line, w->lab.made == w->target);
}

/* Draws text at y (its top) from x, or centred on x, shrunk to at most
 * maxw wide. */
static void draw_label(labwin *w, label *l, const char *text, int x, int y, int maxw, bool centred)
{
    if (!l->tex || strcmp(l->text, text) != 0) {
        SDL_DestroyTexture(l->tex);
        snprintf(l->text, sizeof l->text, "%s", text);
        l->tex = hud_text_texture(&w->hud, text);
        if (!l->tex || SDL_QueryTexture(l->tex, NULL, NULL, &l->w, &l->h) != 0)
            return;
    }
    if (!l->tex)
        return;
    SDL_Rect r = {x, y, l->w, l->h};
    if (r.w > maxw && maxw > 0)
        r.h = r.h * maxw / r.w, r.w = maxw;
    r.x -= centred ? r.w / 2 : 0;
    SDL_RenderCopy(w->ren, l->tex, NULL, &r);
}

/* Where things go in a ww x wh window: the histogram's box (x0..x1,
 * y0..y1) and, under it, the two rows of small trees (each a caption
 * line, 7 cells of cell pixels and a count line) from rows_y. */
typedef struct layout {
    int x0, x1, y0, y1, rows_y, line, cell, row_h;
} layout;

static layout lay_out(labwin *w, int ww, int wh)
{
    layout l;
    l.line = TTF_FontLineSkip(w->hud.font);
    l.x0 = LAB_PAD, l.x1 = ww - LAB_PAD;
    l.y0 = hud_layout(&w->hud, ww) + LAB_PAD;
    int below = (wh - l.y0) * 2 / 5; /* the small trees take two fifths */
    int by_h = (below / 2 - 2 * l.line - 8) / 7, by_w = (l.x1 - l.x0) / IO_LAB_SHOWN * 2 / 3 / 7;
    l.cell = by_h < by_w ? by_h : by_w;
    l.cell = l.cell < 2 ? 2 : l.cell > 12 ? 12 : l.cell;
    l.row_h = 2 * l.line + 7 * l.cell + 8;
    l.rows_y = wh - LAB_PAD / 2 - 2 * l.row_h;
    l.y1 = l.rows_y - 14; /* room for the ticks under the axis */
    if (l.y1 < l.y0 + 20)
        l.y1 = l.y0 + 20;
    return l;
}

/* The bars, the uniform line, the axis and a tick under it at each of the
 * ten least made (made 0 times they have no bar). */
static void draw_bars(labwin *w, const layout *l, const io_lab_figures *f,
                      const int order[MZ_BIAS_TREES])
{
    double top = (double)w->lab.counts[order[0]];
    top = (top > f->expected ? top : f->expected) * 1.1 + 1;
    double bw = (double)(l->x1 - l->x0) / MZ_BIAS_TREES;
    for (int t = 0; t < MZ_BIAS_TREES; t++) {
        int h = (int)((l->y1 - l->y0) * (double)w->lab.counts[t] / top + 0.5);
        int side = w->lab.made ? io_lab_side(order, t) : 0;
        set_rgb(w->ren, side > 0 ? C_MOST : side < 0 ? C_LEAST : C_REST);
        int bx = l->x0 + (int)(t * bw), bx2 = l->x0 + (int)((t + 1) * bw);
        SDL_Rect r = {bx, l->y1 - h, bx2 - bx > 1 ? bx2 - bx - 1 : 1, h};
        SDL_RenderFillRect(w->ren, &r);
        if (side < 0) {
            r.y = l->y1 + 3, r.h = 8;
            SDL_RenderFillRect(w->ren, &r);
        }
    }
    set_rgb(w->ren, C_UNIFORM);
    int uy = l->y1 - (int)((l->y1 - l->y0) * f->expected / top + 0.5);
    SDL_Rect line = {l->x0, uy - 1, l->x1 - l->x0, 2};
    SDL_RenderFillRect(w->ren, &line);
    set_rgb(w->ren, 0xe0e0e0);
    SDL_RenderDrawLine(w->ren, l->x0, l->y1, l->x1, l->y1);
}

/* Tree t drawn small at x, y: white passages, walls in color. */
static void draw_tree(labwin *w, int t, int x, int y, int cell, uint32_t color)
{
    mz_bias_tree_grid(t, w->tree);
    for (int cy = 0; cy < 7; cy++)
        for (int cx = 0; cx < 7; cx++) {
            set_rgb(w->ren, mz_grid_open(w->tree, cy, cx) ? 0xffffff : color);
            SDL_Rect r = {x + cx * cell, y + cy * cell, cell, cell};
            SDL_RenderFillRect(w->ren, &r);
        }
}

/* A row of the ten most (or least) made, each with its index and count. */
static void draw_row(labwin *w, const layout *l, const int order[MZ_BIAS_TREES], bool least)
{
    int y = l->rows_y + (least ? l->row_h : 0), slot = (l->x1 - l->x0) / IO_LAB_SHOWN;
    draw_label(w, &w->captions[least], io_lab_caption(least), l->x0, y, l->x1 - l->x0, false);
    for (int i = 0; i < IO_LAB_SHOWN && w->lab.made; i++) {
        int t = io_lab_shown(order, least, i), x = l->x0 + i * slot + (slot - 7 * l->cell) / 2;
        draw_tree(w, t, x, y + l->line, l->cell, least ? C_LEAST : C_MOST);
        char n[48];
        snprintf(n, sizeof n, "#%d: %llu", t, (unsigned long long)w->lab.counts[t]);
        draw_label(w, &w->counts[least][i], n, l->x0 + i * slot + slot / 2,
                   y + l->line + 7 * l->cell + 2, slot - 10, true);
    }
}

/* The HUD, the bars under it and the small trees under them. */
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
    set_hud(w);
    layout l = lay_out(w, ww, wh);
    draw_bars(w, &l, &f, order);
    draw_row(w, &l, order, false);
    draw_row(w, &l, order, true);
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

static int min(int a, int b) { return a < b ? a : b; }

/* Where the window may go: the display's usable bounds less room for the
 * window manager's frame and title (a 1024 x 768 guess where SDL has none). */
static SDL_Rect usable(void)
{
    SDL_Rect u = {0, 0, 1024, 768};
    if (SDL_GetDisplayUsableBounds(0, &u) != 0 || u.w < 160 || u.h < 160)
        u = (SDL_Rect){0, 0, 1024, 768};
    return (SDL_Rect){u.x + 8, u.y + 40, u.w - 16, u.h - 48};
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
    w.tree = mz_grid_new(7, 7);
    SDL_Rect u = usable();
    w.win = w.tree ? SDL_CreateWindow("mazedfs: bias lab", u.x + (u.w - min(LAB_W, u.w)) / 2,
                                      u.y + (u.h - min(LAB_H, u.h)) / 2, min(LAB_W, u.w),
                                      min(LAB_H, u.h), SDL_WINDOW_RESIZABLE)
                   : NULL;
    w.ren = w.win ? SDL_CreateRenderer(w.win, -1, 0) : NULL;
    if (!w.ren || hud_init(&w.hud, w.ren, o->text_pct) != 0) {
        fprintf(stderr, _("mazedfs: cannot open a window: %s\n"), SDL_GetError());
        status = 1;
    } else {
        status = loop(&w);
    }
    window_settle();
    for (int i = 0; i < 2; i++) {
        SDL_DestroyTexture(w.captions[i].tex);
        for (int j = 0; j < IO_LAB_SHOWN; j++)
            SDL_DestroyTexture(w.counts[i][j].tex);
    }
    mz_grid_free(w.tree);
    hud_free(&w.hud);
    window_close(w.win, w.ren);
    return status;
}
