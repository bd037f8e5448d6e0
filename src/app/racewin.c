/* racewin.c - --race in a window: a pane per racer (its maze, its name,
 * counters and pseudo-code line), stepped in lockstep under one strip that
 * names the race, the tick and, at the end, the winner. The timeline keys
 * act on every pane at once; a step back replays the race from the start
 * (the runs are deterministic), so every pane is exactly what a fresh race
 * stopped there shows. SPDX-License-Identifier: MIT */
#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <string.h>

#include "anim.h"
#include "hud.h"
#include "lang.h"
#include "race.h"
#include "view.h"
#include "window.h"

enum { PANE_GAP = 6 };
/* A frame takes at most this long in ticks, so a fast race stays
 * responsive; the rest wait for the next frame. */
#define RACE_FRAME_MS 12.0

typedef struct pane {
    view view;
    hud hud;       /* the racer's name, counters and code line */
    SDL_Rect rect; /* the pane in the window */
    bool ready;    /* view made */
} pane;

typedef struct racewin {
    const mz_options *o;
    SDL_Window *win;
    SDL_Renderer *ren;
    hud hud; /* the race, the tick, the keys, the winner */
    io_race race;
    pane pane[MZ_MAX_RACERS];
    int block;      /* pixels a cell, shrunk to fit the screen */
    int cols, rows; /* panes across and down */
    double delay;   /* ms a tick */
    double next;    /* when the next tick is due */
    bool paused, running, told;
} racewin;

/* The clock, in ms. */
static double now_ms(void)
{
    return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

/* Racer i's event on its pane: a maze step touches its cell, a solver's
 * marks it (the run's own table, as the single window does). */
static void seen(void *ctx, int i, const mz_event *ev)
{
    racewin *w = ctx;
    view *v = &w->pane[i].view;
    if (!w->pane[i].ready)
        return;
    bool on;
    mz_run_phase phase = w->o->race_gens ? MZ_PHASE_GENERATE : MZ_PHASE_SOLVE;
    uint8_t bits = mz_run_marks_of(phase, ev->kind, &on);
    if (bits)
        view_mark(v, ev->y, ev->x, bits, on);
    else if (ev->kind == MZ_EV_OPEN_ALL)
        view_touch_all(v);
    else if (w->o->race_gens && ev->kind != MZ_EV_CURSOR && ev->kind != MZ_EV_LOOK)
        view_touch(v, ev->y, ev->x);
}

/* The panes' views on the racers' grids, with the marks the runs hold. */
static int make_views(racewin *w)
{
    const mz_options *o = w->o;
    for (int i = 0; i < w->race.n; i++) {
        pane *p = &w->pane[i];
        const mz_grid *g = w->race.racer[i].run.grid;
        view_free(&p->view);
        p->ready = false;
        view_fit f = view_fit_for(g->height, g->width, w->block, 8192, 8192);
        mz_screen_colors colors = mz_palette_screen(o);
        if (view_init(&p->view, w->ren, g, f, &colors, NULL))
            return -1;
        p->ready = true;
        const uint8_t *marks = mz_run_marks(w->race.racer[i].run.run);
        for (int c = 0; marks && c < g->height * g->width; c++)
            if (marks[c])
                view_mark(&p->view, c / g->width, c % g->width, marks[c], true);
    }
    return 0;
}

/* The race again from the start, taken to tick (the views made after). */
static int replay(racewin *w, uint64_t tick)
{
    char err[512];
    io_race_close(&w->race);
    if (io_race_open(&w->race, w->o, false, NULL, NULL, err, sizeof err) != 0) {
        fprintf(stderr, "mazedfs: %s\n", err);
        return -1;
    }
    while (w->race.tick < tick && io_race_tick(&w->race))
        ;
    w->race.seen = seen;
    w->race.ctx = w;
    w->told = io_race_over(&w->race);
    return make_views(w);
}

/* Panes in a row for two, two by two for three or four, each sized to
 * the window, the maze keeping its shape under the pane's text. */
static void layout(racewin *w)
{
    int ww, wh;
    SDL_GetRendererOutputSize(w->ren, &ww, &wh);
    int top = hud_layout(&w->hud, ww);
    int pw = (ww - PANE_GAP * (w->cols + 1)) / w->cols;
    int ph = (wh - top - PANE_GAP * (w->rows + 1)) / w->rows;
    for (int i = 0; i < w->race.n; i++) {
        pane *p = &w->pane[i];
        p->rect = (SDL_Rect){PANE_GAP + (i % w->cols) * (pw + PANE_GAP),
                             top + PANE_GAP + (i / w->cols) * (ph + PANE_GAP), pw, ph};
        int text = hud_layout(&p->hud, pw);
        SDL_Rect maze = {p->rect.x, p->rect.y + text, pw, ph - text > 1 ? ph - text : 1};
        view_layout(&p->view, maze);
    }
}

static void set_rgb(SDL_Renderer *ren, uint32_t rgb)
{
    SDL_SetRenderDrawColor(ren, (Uint8)(rgb >> 16), (Uint8)(rgb >> 8), (Uint8)rgb, 255);
}

/* The strip's words and each pane's. */
static void set_texts(racewin *w)
{
    const mz_options *o = w->o;
    const io_race *race = &w->race;
    const mz_grid *g = race->racer[0].run.grid;
    char line[HUD_TEXT_MAX], names[96] = "";
    unsigned won = io_race_winners(race);
    if (o->race_gens)
        snprintf(line, sizeof line, _("race of generators: %d x %d, seed %llu   tick %llu"),
                 g->height, g->width, (unsigned long long)o->seed, (unsigned long long)race->tick);
    else
        snprintf(line, sizeof line, _("race of solvers on %s %d x %d, seed %llu   tick %llu"),
                 o->load_path ? IO_LOADED_NAME : o->gen->name, g->height, g->width,
                 (unsigned long long)o->seed, (unsigned long long)race->tick);
    hud_set(&w->hud, 0, line, false);
    for (int i = 0; i < race->n; i++)
        if (won & 1u << i)
            snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
                     names[0] ? ", " : "", race->racer[i].name);
    if (won)
        snprintf(line, sizeof line, _("winner: %s (fewest steps)   Home: again   Q: quit"), names);
    else
        snprintf(line, sizeof line,
                 w->paused
                     ? _("PAUSED, Space resumes   , .: step   Home End   + -: speed   Q: quit")
                     : _("Space: pause   , .: step   Home End   + -: speed   Q: quit"));
    hud_set(&w->hud, 1, line, won != 0);
    for (int i = 0; i < race->n; i++) {
        char l0[HUD_TEXT_MAX], l1[HUD_TEXT_MAX];
        io_race_pane_text(race, i, l0, l1, HUD_TEXT_MAX);
        hud_set(&w->pane[i].hud, 0, l0, (won & 1u << i) != 0);
        hud_set(&w->pane[i].hud, 1, l1, false);
    }
}

static void draw(racewin *w)
{
    set_texts(w);
    layout(w);
    int ww, wh;
    SDL_GetRendererOutputSize(w->ren, &ww, &wh);
    SDL_RenderSetViewport(w->ren, NULL);
    set_rgb(w->ren, 0x202020);
    SDL_RenderClear(w->ren);
    hud_draw(&w->hud, ww);
    for (int i = 0; i < w->race.n; i++) {
        pane *p = &w->pane[i];
        const io_racer *r = &w->race.racer[i];
        view_flush(&p->view);
        SDL_RenderSetClipRect(w->ren, &p->rect);
        view_draw(&p->view, p->rect);
        if (r->head_y >= 0)
            view_draw_dot_at(&p->view, view_dot_rect(&p->view, r->head_y, r->head_x));
        SDL_RenderSetClipRect(w->ren, NULL);
        SDL_RenderSetViewport(w->ren, &p->rect);
        hud_draw(&p->hud, p->rect.w);
        SDL_RenderSetViewport(w->ren, NULL);
    }
    SDL_RenderPresent(w->ren);
}

/* The window's size: the panes at the block size, shrunk (the block) to
 * fit the screen. */
static void choose_size(racewin *w, const mz_grid *g, int *ww, int *wh)
{
    SDL_Rect u = {0, 0, 1024, 768};
    if (SDL_GetDisplayUsableBounds(0, &u) != 0 || u.w < 160 || u.h < 160)
        u = (SDL_Rect){0, 0, 1024, 768};
    u.w -= 16, u.h -= 48; /* the window manager's frame and title */
    /* Two lines of text, each on two rows when the pane is narrow. */
    int text = 4 * (w->hud.font ? TTF_FontLineSkip(w->hud.font) : 20);
    w->block = w->o->block;
    for (;;) {
        *ww = w->cols * (g->width * w->block + PANE_GAP) + PANE_GAP;
        *wh = w->rows * (g->height * w->block + text + PANE_GAP) + PANE_GAP + text;
        if ((*ww <= u.w && *wh <= u.h) || w->block == 1)
            break;
        w->block--;
    }
    *ww = *ww < u.w ? *ww : u.w;
    *wh = *wh < u.h ? *wh : u.h;
}

static void say_end(racewin *w)
{
    if (w->told || !io_race_over(&w->race))
        return;
    w->told = true;
    unsigned won = io_race_winners(&w->race);
    printf("race over after %llu ticks; winner:", (unsigned long long)w->race.tick);
    for (int i = 0; i < w->race.n; i++)
        if (won & 1u << i)
            printf(" %s", w->race.racer[i].name);
    printf("\n");
    fflush(stdout);
}

/* Keys: the timeline's, on every pane at once. Returns -1 if a replay
 * failed. */
static int key(racewin *w, SDL_Keycode k, double now)
{
    switch (k) {
    case SDLK_q:
    case SDLK_ESCAPE: w->running = false; break;
    case SDLK_SPACE:
        w->paused = !w->paused;
        w->next = now + w->delay;
        break;
    case SDLK_PERIOD:
        w->paused = true;
        io_race_tick(&w->race);
        break;
    case SDLK_COMMA:
        w->paused = true;
        if (w->race.tick > 0)
            return replay(w, w->race.tick - 1);
        break;
    case SDLK_HOME: w->paused = true; return replay(w, 0);
    case SDLK_END:
        while (io_race_tick(&w->race))
            ;
        break;
    case SDLK_PLUS:
    case SDLK_EQUALS:
    case SDLK_KP_PLUS: w->delay = w->delay / 2 > 0.01 ? w->delay / 2 : 0.01; break;
    case SDLK_MINUS:
    case SDLK_KP_MINUS: w->delay = w->delay * 2 < MZ_MAX_DELAY ? w->delay * 2 : MZ_MAX_DELAY; break;
    default: break;
    }
    return 0;
}

static int loop(racewin *w)
{
    w->next = now_ms() + w->delay;
    while (w->running) {
        double now = now_ms();
        bool busy = !w->paused && !io_race_over(&w->race);
        int wait = busy ? (int)(w->next - now) : 500;
        SDL_Event e;
        int got = SDL_WaitEventTimeout(&e, wait > 0 ? wait : 0);
        for (; got && w->running; got = SDL_PollEvent(&e)) {
            if (e.type == SDL_QUIT)
                w->running = false;
            else if (e.type == SDL_KEYDOWN && key(w, e.key.keysym.sym, now_ms()) != 0)
                return 2;
        }
        now = now_ms();
        if (busy) {
            double until = now + RACE_FRAME_MS;
            while (w->next <= now && now_ms() < until && io_race_tick(&w->race))
                w->next += w->delay;
            if (w->next <= now) /* behind: catch up from now, not in a burst */
                w->next = now + w->delay;
        }
        if (w->running)
            draw(w);
        say_end(w);
    }
    return 0;
}

int window_race(const mz_options *o)
{
    char err[512];
    racewin w;
    memset(&w, 0, sizeof w);
    w.o = o;
    w.running = true;
    if (io_race_open(&w.race, o, true, seen, &w, err, sizeof err) != 0) {
        fprintf(stderr, "mazedfs: %s\n", err);
        return 2;
    }
    int status = window_start_sdl();
    if (status) {
        io_race_close(&w.race);
        return status;
    }
    const mz_grid *g = w.race.racer[0].run.grid;
    w.cols = 2;
    w.rows = w.race.n == 2 ? 1 : 2;
    w.delay = !o->race_gens      ? o->dot_delay_ms
              : o->delay_ms >= 0 ? o->delay_ms
                                 : anim_default_delay(mz_grid_rooms(g));
    w.delay = w.delay > 0.01 ? w.delay : 0.01;
    bool ok = hud_init(&w.hud, NULL, o->text_pct) == 0;
    for (int i = 0; ok && i < w.race.n; i++)
        ok = hud_init(&w.pane[i].hud, NULL, o->text_pct) == 0;
    int ww = 800, wh = 600;
    if (ok) {
        choose_size(&w, g, &ww, &wh);
        w.win = SDL_CreateWindow(_("mazedfs: race"), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                 ww, wh, SDL_WINDOW_RESIZABLE);
        w.ren = w.win ? SDL_CreateRenderer(w.win, -1, 0) : NULL;
    }
    if (!ok || !w.ren) {
        fprintf(stderr, _("mazedfs: cannot open a window: %s\n"), SDL_GetError());
        status = 1;
    } else {
        w.hud.ren = w.ren;
        for (int i = 0; i < w.race.n; i++)
            w.pane[i].hud.ren = w.ren;
        SDL_SetWindowMinimumSize(w.win, 160, 120);
        if (make_views(&w) != 0) {
            fprintf(stderr, _("mazedfs: cannot open a window: %s\n"), SDL_GetError());
            status = 1;
        } else {
            printf("race: %d racers, seed %llu\n", w.race.n, (unsigned long long)o->seed);
            fflush(stdout);
            status = loop(&w);
        }
    }
    window_settle();
    for (int i = 0; i < MZ_MAX_RACERS; i++) {
        view_free(&w.pane[i].view);
        hud_free(&w.pane[i].hud);
    }
    hud_free(&w.hud);
    io_race_close(&w.race);
    window_close(w.win, w.ren);
    return status;
}
