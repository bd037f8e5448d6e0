/* input.c - what keys and window events do, phase by phase.
 * SPDX-License-Identifier: MIT */
#include "app.h"

#include "mazedfs/rng.h"

static bool animating(const app *a) { return a->phase != PHASE_PLAY; }

/* The delay the running phase keeps: the generator's or the dot's. */
static double *phase_delay(app *a)
{
    return a->phase == PHASE_GENERATE ? &a->gen_delay : &a->dot_delay;
}

static void move(app *a, int dir, double now_ms)
{
    if (a->phase != PHASE_PLAY || !mz_play_move(&a->play, a->grid, dir))
        return;
    if (!a->clock_on) {
        a->clock_on = true;
        a->clock_t0 = now_ms;
    }
    a->redraw = true;
    if (!a->play.won)
        return;
    a->won_s = (now_ms - a->clock_t0) / 1000.0;
    app_ensure_path(a);
    size_t shortest = a->path.length ? a->path.length - 1 : 0;
    fprintf(a->out, "escaped: %llu moves in %.1f s (shortest: %zu)\n",
            (unsigned long long)a->play.moves, a->won_s, shortest);
    fflush(a->out);
}

static void next_seed(app *a) { a->opt.seed = mz_splitmix64(&a->seed_state); }

static void next_generator(app *a)
{
    int i = (int)(a->opt.gen - mz_generators);
    a->opt.gen = &mz_generators[(i + 1) % mz_generator_count];
}

static void solve_or_trace(app *a, bool solve, double now_ms)
{
    if (a->phase == PHASE_PLAY) {
        if (solve)
            app_start_solve(a, now_ms);
        else
            app_start_trace(a, now_ms);
    } else if (solve && a->phase == PHASE_GENERATE) {
        a->want_solve = true; /* after generation, as the lab does */
    } else if (!solve && a->phase != PHASE_TRACE) {
        a->want_trace = true;
    }
}

/* Faster, slower, pause, step and skip act on the running animation. */
static void pace(app *a, key_action act, double now_ms)
{
    if (!animating(a))
        return;
    if (act == ACT_FASTER)
        anim_faster(&a->anim);
    else if (act == ACT_SLOWER)
        anim_slower(&a->anim);
    else if (act == ACT_PAUSE)
        anim_toggle_pause(&a->anim, now_ms);
    else if (act == ACT_STEP)
        anim_step(&a->anim);
    else if (act == ACT_SKIP)
        anim_skip(&a->anim);
    *phase_delay(a) = a->anim.delay_ms;
    a->redraw = true;
}

void app_action(app *a, key_action act, double now_ms)
{
    int dir = keys_direction(act);
    if (dir >= 0) {
        move(a, dir, now_ms);
        return;
    }
    switch (act) {
    case ACT_QUIT:
        a->running = false;
        break;
    case ACT_NEXT_GEN:
    case ACT_NEW:
        if (act == ACT_NEXT_GEN)
            next_generator(a);
        next_seed(a);
        app_new_maze(a, now_ms);
        break;
    case ACT_REPLAY:
        if (a->phase != PHASE_GENERATE) {
            mz_solve_free(a->solver);
            a->solver = NULL;
            view_clear_marks(&a->view);
            app_start_play(a, true);
        }
        break;
    case ACT_SOLVE:
    case ACT_TRACE:
        solve_or_trace(a, act == ACT_SOLVE, now_ms);
        break;
    case ACT_VALUES:
        a->show_values = !a->show_values;
        a->redraw = true;
        break;
    case ACT_HELP:
        a->show_help = !a->show_help;
        a->redraw = true;
        break;
    default:
        pace(a, act, now_ms);
        break;
    }
}

static void window_event(app *a, const SDL_WindowEvent *w)
{
    if (w->event == SDL_WINDOWEVENT_CLOSE)
        a->running = false;
    else if (w->event == SDL_WINDOWEVENT_SIZE_CHANGED || w->event == SDL_WINDOWEVENT_EXPOSED ||
             w->event == SDL_WINDOWEVENT_RESTORED || w->event == SDL_WINDOWEVENT_SHOWN)
        a->redraw = true;
}

void app_handle(app *a, const SDL_Event *e, double now_ms)
{
    switch (e->type) {
    case SDL_QUIT:
        a->running = false;
        break;
    case SDL_WINDOWEVENT:
        window_event(a, &e->window);
        break;
    case SDL_KEYDOWN:
        app_action(a, keys_action(&e->key), now_ms);
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        view_touch_all(&a->view);
        a->redraw = true;
        break;
    default:
        break;
    }
}
