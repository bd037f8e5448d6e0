/* app.c - the app's window, its frame and its per-frame work budget.
 * SPDX-License-Identifier: MIT */
#include "app.h"

#include <string.h>

#include "maze.h"
#include "mazedfs/palette.h"
#include "xwin.h"

#define MIN_WINDOW_W 600 /* room for the HUD's text (at --text-scale 100) */
/* Room for the win's card below the strip (at 100 %): a 5 x 5 maze's
 * window was 136 px tall and cut the card's first and last lines. */
#define MIN_WINDOW_H 260
#define WINDOW_MARGIN 16       /* left around the window on the display */
#define TITLE_MARGIN 48        /* for the window manager's title bar */
#define STEP_BUDGET_MS 8.0     /* stepping work per frame while paced */
#define UNPACED_BUDGET_MS 25.0 /* and while running flat out */
/* Texel rows a paced frame may change. What a frame costs here is the
 * memory pages it touches, and a division wall down a 2001-high maze
 * touches a row (a page apart in each buffer) per cell: one such frame
 * took 8-15 ms. Past this many rows a frame stops stepping, and the next
 * one goes on. */
#define FRAME_ROWS_MAX 768

double app_now_ms(void)
{
    return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

SDL_Surface *app_load_sprite(const char *path, char *err, size_t errlen)
{
    /* Opened here so that a missing file is reported as such. */
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    SDL_Surface *s = rw ? SDL_LoadBMP_RW(rw, 1) : NULL;
    if (!s) {
        snprintf(err, errlen, _("cannot load the sprite '%.200s': %s; give a .bmp file"), path,
                 SDL_GetError());
        return NULL;
    }
    if (!s->format->Amask)
        SDL_SetColorKey(s, SDL_TRUE, SDL_MapRGB(s->format, 255, 0, 255));
    return s;
}

/* The display's usable bounds (a sane guess where SDL has none). */
static SDL_Rect display_usable(const app *a)
{
    SDL_Rect usable = {0, 0, 1024, 768};
    int d = a->win ? SDL_GetWindowDisplayIndex(a->win) : 0;
    if (SDL_GetDisplayUsableBounds(d < 0 ? 0 : d, &usable) != 0 || usable.w < 160 || usable.h < 160)
        usable = (SDL_Rect){0, 0, 1024, 768};
    return usable;
}

SDL_Rect app_usable(const app *a)
{
    SDL_Rect usable = display_usable(a);
    /* Room for the window manager's frame and title bar. */
    return (SDL_Rect){usable.x + WINDOW_MARGIN / 2, usable.y + TITLE_MARGIN / 2,
                      usable.w - WINDOW_MARGIN, usable.h - TITLE_MARGIN};
}

void app_place_window(app *a, int w, int h)
{
    SDL_Rect u = app_usable(a), d = display_usable(a);
    w = w < u.w ? w : u.w;
    h = h < u.h ? h : u.h;
    SDL_SetWindowSize(a->win, w, h);
    int x, y;
    SDL_GetWindowPosition(a->win, &x, &y);
    /* Moved only where it would stick out of the screen. */
    int nx = x + w > d.x + d.w ? d.x + d.w - w : x, ny = y + h > d.y + d.h ? d.y + d.h - h : y;
    nx = nx < d.x ? d.x : nx;
    ny = ny < d.y ? d.y : ny;
    if (nx != x || ny != y)
        SDL_SetWindowPosition(a->win, nx, ny);
}

/* The most texels the screen (and, once there is one, the renderer) can
 * show at once. */
static void screen_limits(app *a, int *max_w, int *max_h)
{
    SDL_Rect usable = app_usable(a);
    *max_w = usable.w;
    *max_h = usable.h - a->hud.height - TIMELINE_H;
    SDL_RendererInfo info;
    if (a->ren && SDL_GetRendererInfo(a->ren, &info) == 0) {
        if (info.max_texture_width > 0 && info.max_texture_width < *max_w)
            *max_w = info.max_texture_width;
        if (info.max_texture_height > 0 && info.max_texture_height < *max_h)
            *max_h = info.max_texture_height;
    }
    *max_w = *max_w < 64 ? 64 : *max_w;
    *max_h = *max_h < 64 ? 64 : *max_h;
}

/* The HUD's word on the block: a view of 1:k, or the block of s pixels
 * shrunk from the asked one, or just the block. */
static void fit_note_of(app *a, int k, int s)
{
    /* Asked every frame: formatted (and translated) only when it changes. */
    if (a->fit_note[0] && a->fit_ks[0] == k && a->fit_ks[1] == s)
        return;
    a->fit_ks[0] = k;
    a->fit_ks[1] = s;
    if (k > 1)
        snprintf(a->fit_note, sizeof a->fit_note, _("view 1:%d (maze larger than the screen)"), k);
    else if (s < a->opt.block)
        snprintf(a->fit_note, sizeof a->fit_note, _("block %d (shrunk from %d to fit)"), s,
                 a->opt.block);
    else
        snprintf(a->fit_note, sizeof a->fit_note, _("block %d"), s);
}

static view_fit choose_fit(app *a)
{
    int max_w, max_h;
    screen_limits(a, &max_w, &max_h);
    view_fit f = view_fit_for(a->grid->height, a->grid->width, a->opt.block, max_w, max_h);
    fit_note_of(a, f.k, f.s);
    return f;
}

void app_fit_note(app *a)
{
    /* The block as the window shows it, fitted (the zoom aside): a resize
     * grows or shrinks it, and "shrunk from" is said only while true. */
    double px = a->view.area.w > 0 ? view_cell_px(&a->view) / a->zoom.z : a->view.fit.s;
    fit_note_of(a, a->view.fit.k, (int)(px + 0.5));
}

/* The window's width for fit f: the maze's, at least MIN_WINDOW_W, and
 * with --code the panel's beside it where the screen has room. */
static int window_w(app *a, view_fit f)
{
    int usable = app_usable(a).w, least = MIN_WINDOW_W * a->hud.pct / 100;
    least = least < usable ? least : usable;
    if (a->opt.code)
        return panel_window_w(f.tw, least, usable);
    return f.tw > least ? f.tw : least;
}

/* The window's height for fit f: the maze's, the strip's and the
 * timeline's, at least MIN_WINDOW_H (the maze is drawn larger then). */
static int window_h(app *a, view_fit f)
{
    int h = f.th + a->hud.height + TIMELINE_H, least = MIN_WINDOW_H * a->hud.pct / 100;
    return h > least ? h : least;
}

/* The window is made at its final size: a frame drawn into a window that
 * is still being resized can land in a drawable of the old size. */
static int open_window(app *a, const char *title, char *err, size_t errlen)
{
    if (hud_init(&a->hud, NULL, a->opt.text_pct) != 0) {
        snprintf(err, errlen, _("cannot load the built-in font: %s"), TTF_GetError());
        return 1;
    }
    view_fit f = choose_fit(a); /* with the strip at its tallest */
    hud_layout(&a->hud, window_w(a, f));
    f = choose_fit(a);
    SDL_Rect u = app_usable(a);
    int w = window_w(a, f), h = window_h(a, f);
    w = w < u.w ? w : u.w; /* never larger than the screen, never off it */
    h = h < u.h ? h : u.h;
    a->win = SDL_CreateWindow(title, u.x + (u.w - w) / 2, u.y + (u.h - h) / 2, w, h,
                              SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    a->ren = a->win ? SDL_CreateRenderer(a->win, -1, 0) : NULL;
    if (!a->ren) {
        snprintf(err, errlen, _("cannot open a window: %s"), SDL_GetError());
        return 1;
    }
    a->hud.ren = a->ren;
    /* Frames may redraw and present only what changed where the window
     * keeps the last one; other renderers redraw the whole window. */
    a->partial = view_software(a->ren);
    if (a->partial)
        xshow_init(&a->show, a->win);
    view_fit g = choose_fit(a); /* now within the renderer's texture limit */
    if (g.tw != f.tw || g.th != f.th)
        app_place_window(a, window_w(a, g), window_h(a, g));
    SDL_SetWindowMinimumSize(a->win, 160, a->hud.height + 40);
    const mz_options *o = &a->opt;
    mz_screen_colors colors = mz_palette_screen(o);
    if (view_init(&a->view, a->ren, a->grid, g, &colors, a->sprite) != 0) {
        snprintf(err, errlen, _("cannot show a %d x %d maze: %s"), o->height, o->width,
                 SDL_GetError());
        return 1;
    }
    return 0;
}

const char *app_gen_name(const app *a) { return a->loaded ? IO_LOADED_NAME : a->now.gen->name; }

int app_open(app *a, const mz_options *o, SDL_Surface *sprite, FILE *out, char *err, size_t errlen)
{
    return app_open_loaded(a, o, NULL, sprite, out, err, errlen);
}

int app_open_loaded(app *a, const mz_options *o, mz_grid *grid, SDL_Surface *sprite, FILE *out,
                    char *err, size_t errlen)
{
    memset(a, 0, sizeof *a);
    a->opt = *o;
    a->now.gen = o->gen;
    a->now.seed = o->seed;
    a->now.solver = o->solver;
    quiz_init(&a->quiz, o->predict);
    a->sprite = sprite;
    a->out = out;
    a->running = true;
    a->seed_state = o->seed;
    a->loaded = grid != NULL && !o->mask_path && !o->mask_text; /* a shape is generated in */
    if (grid) {
        a->opt.height = grid->height;
        a->opt.width = grid->width;
    }
    o = &a->opt;
    a->grid = grid ? grid : mz_grid_new(o->height, o->width);
    if (!a->grid) {
        snprintf(err, errlen, _("not enough memory for a %d x %d maze; try a smaller size"),
                 o->height, o->width);
        return 2;
    }
    char title[128];
    snprintf(title, sizeof title, "mazedfs - %s %d x %d", app_gen_name(a), o->height, o->width);
    int status = open_window(a, title, err, errlen);
    if (status)
        return status;
    aids_init(&a->aids, a->grid, o->dark); /* without memory for them, no aids */
    if (o->demo && app_demo_open(a) != 0) {
        snprintf(err, errlen, _("not enough memory for the demo"));
        return 2;
    }
    zoom_fit(&a->zoom);
    pad_init(&a->pad);
    if (o->fullscreen)
        app_set_fullscreen(a, true);
    a->gen_delay = o->delay_ms < 0 ? app_default_delay(a->grid) : o->delay_ms;
    a->dot_delay = o->dot_delay_ms;
    app_demo_pace(a); /* the demo's maze in its time */
    a->heat_on = o->heat;
    app_new_maze(a, app_now_ms());
    a->show_code = o->code;
    if (o->steps != MZ_STEPS_ALL) { /* --steps K: paused after step K */
        anim_toggle_pause(&a->anim, app_now_ms());
        timeline_seek_step(a, o->steps);
    }
    return 0;
}

void app_close(app *a)
{
    mz_run_free(a->run);
    mz_living_free(a->living);
    app_demo_close(a);
    aids_free(&a->aids);
    pad_close(&a->pad);
    mz_evlog_clear(&a->tl.log);
    timeline_drop_shown(&a->tl.shown);
    drawn_free(&a->drawn);
    quiz_free(&a->quiz);
    app_drop_heat(a);
    view_free(&a->view);
    panel_free(&a->panel);
    figpanel_free(&a->figures);
    hud_free(&a->hud);
    xshow_free(&a->show);
    if (a->ren)
        SDL_DestroyRenderer(a->ren);
    if (a->win)
        SDL_DestroyWindow(a->win);
    if (a->sprite)
        SDL_FreeSurface(a->sprite);
    mz_grid_free(a->grid);
    memset(a, 0, sizeof *a);
}

double app_clock_ms(const app *a, double now_ms)
{
    if (!a->clock_on)
        return 0;
    return (a->clock_stopped ? a->clock_stop : now_ms) - a->clock_t0;
}

void app_clock_stop(app *a, double now_ms)
{
    if (a->clock_on && !a->clock_stopped) {
        a->clock_stopped = true;
        a->clock_stop = now_ms;
    }
}

void app_clock_go(app *a, double now_ms)
{
    if (a->clock_stopped && now_ms > a->clock_stop)
        a->clock_t0 += now_ms - a->clock_stop;
    a->clock_stopped = false;
}

static int clock_seconds(const app *a, double now_ms)
{
    return (int)(app_clock_ms(a, now_ms) / 1000.0);
}

/* Fullscreen made by hand, where no window manager would make it (SDL
 * would then take the window for the screen's size while it keeps its
 * own, and the maze be laid out past its edges): the window is moved and
 * sized over its display, its place kept to go back to: the X server's
 * (SDL misses a move made by another client). SDL makes each change
 * itself, so its idea of the size is the window's. */
static void fullscreen_by_hand(app *a, bool on)
{
    SDL_Rect d;
    if (on && (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(a->win), &d) != 0 ||
               !xwin_place(xwin_of(a->win), &a->windowed)))
        return;
    if (!on) {
        d = a->windowed;
        a->windowed.w = 0;
    }
    SDL_SetWindowSize(a->win, d.w, d.h);
    SDL_SetWindowPosition(a->win, d.x, d.y);
    a->fullscreen = on;
}

void app_set_fullscreen(app *a, bool on)
{
    if (a->windowed.w > 0 || (on && !xwin_managed(xwin_of(a->win))))
        fullscreen_by_hand(a, on);
    /* The desktop's mode: no mode switch, the maze is laid out again. */
    else if (SDL_SetWindowFullscreen(a->win, on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0) == 0)
        a->fullscreen = on;
    a->redraw = true;
}

void app_update(app *a, double now_ms)
{
    if (aids_expire(&a->aids, &a->view, now_ms) | app_living_update(a, now_ms) | app_heat_update(a))
        a->redraw = true;
    app_demo_update(a, now_ms);
    if (a->shot_note[0] && now_ms >= a->shot_until) { /* the notice fades */
        a->shot_note[0] = '\0';
        a->redraw = true;
    }
    if (a->phase == PHASE_PLAY) {
        if (a->clock_on && !a->play.won && clock_seconds(a, now_ms) != a->clock_shown)
            a->redraw = true;
        return;
    }
    if (timeline_chasing(a)) { /* a seek still pulling: the step keys wait */
        timeline_update(a);
        return;
    }
    anim_tick(&a->anim, now_ms);
    bool unpaced = anim_unpaced(&a->anim);
    double budget = unpaced ? UNPACED_BUDGET_MS : STEP_BUDGET_MS;
    Uint64 limit = SDL_GetPerformanceCounter() +
                   (Uint64)(budget / 1000.0 * (double)SDL_GetPerformanceFrequency());
    for (unsigned n = 1; anim_ready(&a->anim); n++) {
        double weight;
        if (app_quiz_holds(a, now_ms)) {
            a->anim.credit_ms = 0; /* the time spent asking is not owed to the steps */
            return;
        }
        if (!app_phase_step(a, &weight)) {
            app_phase_done(a, now_ms);
            return;
        }
        anim_spend(&a->anim, weight);
        a->redraw = true;
        if ((n & 1023) == 0 && SDL_GetPerformanceCounter() > limit)
            return;
        if (!unpaced && a->view.rows_touched > FRAME_ROWS_MAX)
            return;
    }
}

double app_wait_ms(const app *a, double now_ms)
{
    double frame = a->next_frame > now_ms ? a->next_frame - now_ms : 0;
    if (a->redraw || timeline_chasing(a) || a->heat_walk ||
        (a->heat && a->heat_row < a->grid->height))
        return frame;
    double hint = aids_wait_ms(&a->aids, now_ms), due;
    double more[3] = {app_living_wait_ms(a, now_ms), app_demo_wait_ms(a, now_ms),
                      a->shot_note[0] ? (a->shot_until > now_ms ? a->shot_until - now_ms : 0) : -1};
    for (int i = 0; i < 3; i++)
        if (more[i] >= 0 && (hint < 0 || more[i] < hint))
            hint = more[i];
    if (a->phase == PHASE_PLAY) {
        if (!a->clock_on || a->play.won)
            return hint;
        double into = app_clock_ms(a, now_ms) - 1000.0 * a->clock_shown;
        due = into >= 1000 ? 0 : 1000 - into;
    } else if (a->quiz.state != QUIZ_IDLE) { /* a question waits for a click, or shows */
        due = quiz_wait_ms(&a->quiz, now_ms);
    } else {
        due = anim_wait_ms(&a->anim);
        due = due < 0 ? -1 : due > frame ? due : frame;
    }
    return hint >= 0 && (due < 0 || hint < due) ? hint : due;
}
