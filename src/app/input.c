/* input.c - what keys and window events do, phase by phase.
 * SPDX-License-Identifier: MIT */
#include "app.h"

#include <string.h>

#include "mazedfs/rng.h"
#include "scores_file.h"

/* The delay the running phase keeps: the generator's or the dot's. */
static double *phase_delay(app *a)
{
    return a->phase <= PHASE_BRAID ? &a->gen_delay : &a->dot_delay;
}

/* The win goes into the best times (unless --no-scores); a file that
 * cannot be read or written costs a notice on stderr, never the game.
 * Only an earned win does: one walked with no hint in this game and no
 * solve or trace run on this maze (app.h's route_shown). */
static void record_win(app *a)
{
    char path[4096], note[4600] = "";
    a->best_s = 0;
    a->best_rank = 0;
    if (!app_win_earned(a))
        return;
    mz_score e;
    memset(&e, 0, sizeof e);
    /* A loaded maze has its own best times, never its size's. */
    if (a->loaded)
        scores_loaded_key(a->grid, e.gen);
    else
        snprintf(e.gen, sizeof e.gen, "%s", a->now.gen->name);
    e.height = a->grid->height;
    e.width = a->grid->width;
    double t = a->won_s * 10 + 0.5;
    e.tenths = t > 999999999 ? 999999999u : (uint32_t)t;
    e.moves = a->play.moves;
    e.hints = a->aids.hints;
    scores_now(e.date);
    if (a->opt.no_scores || !scores_path(path, sizeof path) || !mz_score_valid(&e))
        return;
    unsigned best;
    int rc = scores_record(path, &e, &best, &a->best_rank, note, sizeof note);
    if (rc != SCORES_OK)
        fprintf(stderr, "mazedfs: %s\n", note);
    a->best_s = rc == SCORES_UNREADABLE ? 0 : best / 10.0;
}

bool app_win_earned(const app *a) { return !a->route_shown && a->aids.hints == 0; }

void app_moved(app *a, double now_ms)
{
    aids_moved(&a->aids, &a->view, a->play.y, a->play.x);
    if (zoom_follow(&a->zoom, &a->view, a->maze_rect, a->play.y, a->play.x, 3))
        zoom_layout(&a->zoom, &a->view, a->maze_rect);
    if (!a->clock_on) {
        a->clock_on = true;
        a->clock_t0 = now_ms;
    }
    a->redraw = true;
    if (!a->play.won)
        return;
    a->won_s = app_clock_ms(a, now_ms) / 1000.0;
    app_ensure_path(a);
    const mz_path *path = app_path(a);
    size_t shortest = path && path->length ? path->length - 1 : 0;
    fprintf(a->out, "escaped: %llu moves in %.1f s (shortest: %zu)\n",
            (unsigned long long)a->play.moves, a->won_s, shortest);
    fflush(a->out);
    record_win(a);
}

/* One cell; with Shift (a run) on to the next junction or dead end as the
 * core's mz_play_way_on says, the trail and sight following every cell. */
static void move(app *a, key_action act, double now_ms)
{
    int dir = keys_direction(act), sy = a->play.y, sx = a->play.x;
    if (a->phase != PHASE_PLAY)
        return;
    bool run = act >= ACT_RUN_SOUTH && act <= ACT_RUN_WEST;
    while (dir >= 0 && mz_play_move(&a->play, a->grid, dir)) {
        app_moved(a, now_ms);
        if (!run || (a->play.y == sy && a->play.x == sx))
            break;
        dir = mz_play_way_on(&a->play, a->grid, dir);
    }
}

static void quit(app *a, key_action act, double now_ms)
{
    (void)act, (void)now_ms;
    a->running = false;
}

/* N: a new seed; G: the next generator too. Either way a new maze. */
static void new_maze(app *a, key_action act, double now_ms)
{
    if (act == ACT_NEXT_GEN) {
        a->now.gen = mz_gen_after(a->now.gen, a->opt.mask_path || a->opt.mask_text);
    }
    a->now.seed = mz_short_seed(mz_splitmix64(&a->seed_state));
    a->loaded = false; /* a new maze is a generated one */
    app_new_maze(a, now_ms);
}

/* R: this maze again, from the start, once it is generated. Like N and G
 * (app_new_maze), it drops every phase still queued. */
static void replay(app *a, key_action act, double now_ms)
{
    (void)act;
    if (a->phase <= PHASE_BRAID)
        return;
    app_stop_run(a);
    view_clear_marks(&a->view);
    app_start_play(a, true, now_ms);
}

/* In play they start at once; while generating (or solving, for a trace)
 * they are queued to run after it, in the lab's order. */
static void solve_or_trace(app *a, key_action act, double now_ms)
{
    app_ask(a, act == ACT_SOLVE, now_ms);
}

static void next_solver(app *a, key_action act, double now_ms)
{
    (void)act;
    app_next_solver(a, now_ms);
}

static void heat(app *a, key_action act, double now_ms)
{
    (void)act, (void)now_ms;
    app_show_heat(a, !a->heat_on);
}

static void toggle(app *a, key_action act, double now_ms)
{
    (void)now_ms;
    bool *flag = act == ACT_VALUES   ? &a->show_values
                 : act == ACT_ARROWS ? &a->drawn.arrows
                                     : &a->show_help;
    *flag = !*flag;
    a->redraw = true;
}

/* Tab: --predict's question goes by, its answer shown. */
static void skip_question(app *a, key_action act, double now_ms)
{
    (void)act;
    if (quiz_skip(&a->quiz, now_ms))
        a->redraw = a->repaint = true;
}

/* Faster, slower, pause, step and skip act on the running animation. */
static void pace(app *a, key_action act, double now_ms)
{
    static void (*const change[ACT_COUNT])(anim *) = {[ACT_FASTER] = anim_faster,
                                                      [ACT_SLOWER] = anim_slower,
                                                      [ACT_STEP] = anim_step,
                                                      [ACT_SKIP] = anim_skip};
    if (a->phase == PHASE_PLAY)
        return;
    if (act == ACT_PAUSE)
        anim_toggle_pause(&a->anim, now_ms);
    else
        change[act](&a->anim);
    *phase_delay(a) = a->anim.delay_ms;
    a->redraw = true;
}

/* F: the figures panel, its text made for the maze now on screen. */
static void figures_key(app *a, key_action act, double now_ms)
{
    (void)act, (void)now_ms;
    a->figures.shown = !a->figures.shown;
    a->figures.made = false; /* made afresh, for this maze as it is now */
    a->redraw = true;
}

/* Esc: the help goes first, then the figures; with no overlay open, Esc
 * quits as Q does. */
static void back(app *a, key_action act, double now_ms)
{
    if (a->show_help || a->figures.shown) {
        a->show_help ? (void)(a->show_help = false) : (void)(a->figures.shown = false);
        a->redraw = true;
    } else {
        quit(a, act, now_ms);
    }
}

/* B, I, F11, 0: the aids and the view. */
static void view_key(app *a, key_action act, double now_ms)
{
    if (act == ACT_CRUMBS)
        aids_toggle_crumbs(&a->aids, &a->view);
    else if (act == ACT_HINT && a->phase == PHASE_PLAY && !a->play.won)
        aids_hint(&a->aids, &a->view, a->play.y, a->play.x, now_ms);
    else if (act == ACT_FULLSCREEN)
        app_set_fullscreen(a, !a->fullscreen);
    else if (act == ACT_FIT)
        zoom_fit(&a->zoom);
    a->redraw = true;
}

/* The timeline's keys: back, ten on, Home and End; each pauses first. */
static void timeline_key(app *a, key_action act, double now_ms)
{
    if (a->phase == PHASE_PLAY)
        return;
    if (!a->anim.paused)
        anim_toggle_pause(&a->anim, now_ms);
    if (act == ACT_STEP_BACK || act == ACT_BACK10)
        timeline_back(a, act == ACT_STEP_BACK ? 1 : 10);
    else if (act == ACT_HOME)
        timeline_seek(a, 0);
    else /* without the log (off) these still pull the phase's own steps */
        timeline_seek(a, act == ACT_END   ? UINT64_MAX
                         : a->tl.log.over ? a->phase_steps + 10
                                          : a->tl.pos + 10);
    a->redraw = true;
}

/* C: opens or closes the panel, growing the window to keep the maze
 * beside it when the screen has room right of it (the rule --code opens
 * it by), else the panel lies over the maze. */
static void code_panel(app *a, key_action act, double now_ms)
{
    (void)act, (void)now_ms;
    a->show_code = !a->show_code;
    a->redraw = true;
    int w, h;
    SDL_GetWindowSize(a->win, &w, &h);
    /* Grown only as far as the screen's edge: the window is not moved
     * (after a move or a fullscreen toggle without a window manager, SDL's
     * idea of where it is can be stale, and moving it would put it where
     * it was long ago). */
    SDL_Rect u = app_usable(a);
    int x, y;
    SDL_GetWindowPosition(a->win, &x, &y);
    int room = u.x + u.w - (x > u.x ? x : u.x);
    int want = panel_window_w(a->view.fit.tw, w, room > w ? room : w);
    if (a->show_code && !a->fullscreen && want > w)
        SDL_SetWindowSize(a->win, want, h); /* the height the player chose stays */
}

/* P: the next frame goes to a PNG as it is drawn (render.c). */
static void screenshot(app *a, key_action act, double now_ms)
{
    (void)act, (void)now_ms;
    a->want_shot = true;
    a->redraw = true;
}

/* Ctrl + and Ctrl -: all text a quarter larger or smaller, for a
 * projector; the panel's lines are made again in the new size. */
static void text_size(app *a, key_action act, double now_ms)
{
    (void)now_ms;
    int old = a->hud.pct, pct = act == ACT_TEXT_BIGGER ? old * 5 / 4 : old * 4 / 5;
    if (hud_set_scale(&a->hud, pct) != 0)
        return;
    /* Larger text stops where its rows would be cut or the strip would
     * take a third of the window: past that the maze would be gone. */
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(a->ren, &w, &h);
    if (act == ACT_TEXT_BIGGER && h > 0 && !hud_fits(&a->hud, w, h)) {
        hud_set_scale(&a->hud, old);
        return;
    }
    panel_free(&a->panel);
    a->redraw = a->repaint = true;
}

typedef void (*action_fn)(app *a, key_action act, double now_ms);

static const action_fn handlers[ACT_COUNT] = {
    [ACT_MOVE_SOUTH] = move,
    [ACT_MOVE_EAST] = move,
    [ACT_MOVE_NORTH] = move,
    [ACT_MOVE_WEST] = move,
    [ACT_QUIT] = quit,
    [ACT_NEW] = new_maze,
    [ACT_REPLAY] = replay,
    [ACT_NEXT_GEN] = new_maze,
    [ACT_SOLVE] = solve_or_trace,
    [ACT_TRACE] = solve_or_trace,
    [ACT_VALUES] = toggle,
    [ACT_HELP] = toggle,
    [ACT_ARROWS] = toggle,
    [ACT_PREDICT_SKIP] = skip_question,
    [ACT_FASTER] = pace,
    [ACT_SLOWER] = pace,
    [ACT_PAUSE] = pace,
    [ACT_STEP] = pace,
    [ACT_SKIP] = pace,
    [ACT_RUN_SOUTH] = move,
    [ACT_RUN_EAST] = move,
    [ACT_RUN_NORTH] = move,
    [ACT_RUN_WEST] = move,
    [ACT_BACK] = back,
    [ACT_CRUMBS] = view_key,
    [ACT_HINT] = view_key,
    [ACT_FULLSCREEN] = view_key,
    [ACT_FIT] = view_key,
    [ACT_STEP_BACK] = timeline_key,
    [ACT_BACK10] = timeline_key,
    [ACT_STEP10] = timeline_key,
    [ACT_HOME] = timeline_key,
    [ACT_END] = timeline_key,
    [ACT_CODE] = code_panel,
    [ACT_SCREENSHOT] = screenshot,
    [ACT_NEXT_SOLVER] = next_solver,
    [ACT_HEAT] = heat,
    [ACT_FIGURES] = figures_key,
    [ACT_TEXT_BIGGER] = text_size,
    [ACT_TEXT_SMALLER] = text_size,
};

/* While the help is shown it takes the keys: only those that close it
 * (F1, ?, Esc), Q and the text size act; the rest would change the maze
 * behind it. */
static bool help_lets(const app *a, key_action act)
{
    return !a->show_help || act == ACT_HELP || act == ACT_BACK || act == ACT_QUIT ||
           act == ACT_TEXT_BIGGER || act == ACT_TEXT_SMALLER;
}

/* Under the help, up and down (Shift: a page) scroll it. */
static bool help_scroll(app *a, key_action act)
{
    static const int by[ACT_COUNT] = {
        [ACT_MOVE_NORTH] = -1, [ACT_MOVE_SOUTH] = 1, [ACT_RUN_NORTH] = -10, [ACT_RUN_SOUTH] = 10};
    if (!a->show_help || act <= ACT_NONE || act >= ACT_COUNT || !by[act])
        return false;
    a->hud.help_scroll += by[act];
    a->redraw = true;
    return true;
}

void app_action(app *a, key_action act, double now_ms)
{
    if (help_scroll(a, act))
        return;
    if (act > ACT_NONE && act < ACT_COUNT && handlers[act] && help_lets(a, act))
        handlers[act](a, act, now_ms);
}

static void window_event(app *a, const SDL_WindowEvent *w)
{
    if (w->event == SDL_WINDOWEVENT_CLOSE)
        a->running = false;
    else if (w->event == SDL_WINDOWEVENT_SIZE_CHANGED || w->event == SDL_WINDOWEVENT_EXPOSED ||
             w->event == SDL_WINDOWEVENT_RESTORED || w->event == SDL_WINDOWEVENT_SHOWN)
        a->redraw = a->repaint = true;
}

/* Walks the dot to the cell under pixel (x, y) if the core says it is in
 * a straight open line from the dot: one move per cell. */
static void walk_to(app *a, int x, int y, double now_ms)
{
    int cy, cx, dir;
    if (a->phase != PHASE_PLAY || y < a->maze_rect.y || !view_cell_at(&a->view, x, y, &cy, &cx))
        return;
    int n = mz_play_reach(&a->play, a->grid, cy, cx, &dir);
    for (int i = 0; i < n && mz_play_move(&a->play, a->grid, dir); i++)
        app_moved(a, now_ms);
}

/* A mouse event: does what pointer.c says it asks for; true if it was one. */
static bool mouse(app *a, const SDL_Event *e, double now_ms)
{
    pointer_action act;
    if (!pointer_handle(&a->pointer, e, a->win, a->ren, &act))
        return false;
    int cy, cx;
    if (act.walk && e->type == SDL_MOUSEBUTTONDOWN && a->phase != PHASE_PLAY &&
        act.y >= a->maze_rect.y && view_cell_at(&a->view, act.x, act.y, &cy, &cx) &&
        quiz_click(&a->quiz, cy, cx, now_ms)) { /* --predict's answer, and the score on stdout */
        a->redraw = a->repaint = true;
        fprintf(a->out, "predict: %d right of %d\n", a->quiz.right, a->quiz.asked);
        fflush(a->out);
    } else if (act.walk)
        walk_to(a, act.x, act.y, now_ms);
    if (act.pan) {
        zoom_pan(&a->zoom, &a->view, act.dx, act.dy);
        a->redraw = true;
    }
    if (act.zoom && a->maze_rect.w > 0) {
        zoom_at(&a->zoom, &a->view, a->maze_rect, act.factor, act.x, act.y);
        a->redraw = true;
    }
    return true;
}

void app_handle(app *a, const SDL_Event *e, double now_ms)
{
    key_action act;
    if (app_demo_handle(a, e))
        return;
    switch (e->type) {
    case SDL_QUIT: a->running = false; break;
    case SDL_WINDOWEVENT: window_event(a, &e->window); break;
    case SDL_KEYDOWN: app_action(a, keys_action(&e->key), now_ms); break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEMOTION: /* the timeline strip first, then the maze */
        if (a->show_help) /* the help overlay takes clicks and drags too */
            break;
        if (!timeline_mouse(a, e))
            mouse(a, e, now_ms);
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        view_touch_all(&a->view);
        a->redraw = true;
        break;
    default: /* the wheel (not under the help), then the gamepad */
        if (a->show_help && e->type == SDL_MOUSEWHEEL) { /* scrolls the help */
            a->hud.help_scroll -= 3 * e->wheel.y;
            a->redraw = true;
            break;
        }
        if (!mouse(a, e, now_ms) && pad_handle(&a->pad, e, &act))
            app_action(a, act, now_ms);
        break;
    }
}
