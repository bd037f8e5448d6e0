/* phase.c - the phases: generate, then solve and trace when asked, then
 * play. Each step asks the core and tells the view what changed.
 * SPDX-License-Identifier: MIT */
#include "app.h"

#include "mazedfs/error.h"
#include "mazedfs/run.h"

/* The default pace: a maze's carving (about two steps per room) takes about
 * ten seconds, but no step is slower than the lab's 40 ms. */
#define DEFAULT_GEN_MS 10000.0
#define MAX_DEFAULT_STEP_MS 40.0

double app_default_delay(const mz_grid *g)
{
    double d = DEFAULT_GEN_MS / (2.0 * (double)mz_grid_rooms(g));
    return d > MAX_DEFAULT_STEP_MS ? MAX_DEFAULT_STEP_MS : d;
}

double app_gen_progress(const app *a) { return a->gen ? mz_gen_progress(a->gen) : 1; }

static void forget_maze(app *a)
{
    mz_living_free(a->living);
    a->living = NULL;
    mz_gen_free(a->gen);
    mz_braid_free(a->braid);
    mz_solve_free(a->solver);
    mz_path_free(&a->path);
    view_set_heat(&a->view, NULL, 0);
    free(a->heat);
    a->gen = NULL;
    a->braid = NULL;
    a->solver = NULL;
    a->heat = NULL;
    a->head_on = false;
}

/* A phase that cannot start (memory ran out): play goes on, and the HUD
 * says why until the next phase starts. */
static void cannot_start(app *a, const char *what, int err)
{
    snprintf(a->phase_note, sizeof a->phase_note, "cannot %s: %s", what, mz_strerror(err));
    app_start_play(a, false);
}

bool app_show_heat(app *a, bool on)
{
    a->heat_on = on;
    a->redraw = true;
    if (!on || a->gen || a->braid) { /* shown once the maze is finished */
        view_set_heat(&a->view, NULL, 0);
        return true;
    }
    if (!a->heat) {
        a->heat = malloc((size_t)a->grid->height * (size_t)a->grid->width * sizeof *a->heat);
        if (!a->heat || mz_distances(a->grid, a->heat, &a->heat_max) != 0) {
            free(a->heat);
            a->heat = NULL;
            a->heat_on = false;
            return false;
        }
    }
    view_set_heat(&a->view, a->heat, a->heat_max);
    return true;
}

void app_new_maze(app *a, double now_ms)
{
    forget_maze(a);
    a->phase_note[0] = '\0';
    /* A loaded maze is finished: it goes straight to what comes after. */
    a->gen =
        a->loaded ? NULL : mz_gen_new_with(a->opt.gen, a->grid, a->opt.seed, &a->opt.gen_params);
    if (!a->gen && !a->loaded) { /* show what there is and let the user play */
        app_start_play(a, true);
        cannot_start(a, "generate", MZ_ENOMEM);
        return;
    }
    view_clear_marks(&a->view);
    view_touch_all(&a->view);
    aids_clear(&a->aids, &a->view);
    mz_play_start(&a->play);
    a->clock_on = false;
    a->won_s = 0;
    /* Phases queued by keys for the old maze are dropped; the new one runs
     * what the command line asked for. */
    mz_run_plan plan;
    mz_run_plan_of(&a->opt, &plan);
    a->want_solve = plan.solver != NULL;
    a->want_trace = plan.trace;
    a->phase = PHASE_GENERATE;
    a->phase_steps = 0;
    timeline_start(a, true);
    anim_start(&a->anim, a->gen_delay, now_ms);
    a->redraw = true;
    if (a->loaded)
        app_phase_done(a, now_ms);
}

void app_start_solve(app *a, double now_ms)
{
    mz_solve_free(a->solver);
    a->solver = mz_solve_new_with(a->opt.solver, a->grid);
    if (!a->solver) {
        cannot_start(a, "solve", MZ_ENOMEM);
        return;
    }
    a->phase_note[0] = '\0';
    view_clear_marks(&a->view);
    a->phase = PHASE_SOLVE;
    a->phase_steps = 0;
    timeline_start(a, false);
    a->head_on = false;
    anim_start(&a->anim, a->dot_delay, now_ms);
    a->redraw = true;
}

/* Above this many cells the search for the shortest path (a breadth-first
 * search over the whole maze, about 16 ns a cell here) would make the frame
 * that ends the generation miss its 16 ms (73 ms at 2001 x 2001), so it
 * waits until something needs it: a trace or a win. */
#define EAGER_PATH_CELLS (1u << 18)

/* The path search's error, or MZ_OK if the path is known. */
static int find_path(app *a) { return a->path.cells ? MZ_OK : mz_path_shortest(a->grid, &a->path); }

bool app_ensure_path(app *a) { return find_path(a) == MZ_OK; }

void app_start_trace(app *a, double now_ms)
{
    int err = find_path(a);
    if (err != MZ_OK) {
        cannot_start(a, "trace", err);
        return;
    }
    a->phase_note[0] = '\0';
    a->trace_i = 0;
    a->phase = PHASE_TRACE;
    a->phase_steps = 0;
    timeline_start(a, false);
    a->head_on = false;
    anim_start(&a->anim, a->dot_delay, now_ms);
    a->redraw = true;
}

void app_start_play(app *a, bool reset)
{
    if (reset) {
        mz_play_start(&a->play);
        a->clock_on = false;
        a->won_s = 0;
    }
    if (reset || !a->aids.live)
        aids_reset(&a->aids, &a->view, a->play.y, a->play.x);
    app_living_start(a);
    a->phase = PHASE_PLAY;
    a->head_on = false;
    a->redraw = true;
}

static void set_head(app *a, int y, int x)
{
    a->head_y = y;
    a->head_x = x;
    a->head_on = true;
}

static bool gen_step(app *a, double *weight)
{
    mz_event ev;
    if (!a->gen || !mz_gen_next(a->gen, &ev))
        return false;
    *weight = mz_event_weight(&ev);
    timeline_record(a, &ev);
    if (ev.kind == MZ_EV_OPEN_ALL) {
        view_touch_all(&a->view);
        return true;
    }
    if (ev.kind != MZ_EV_CURSOR)
        view_touch(&a->view, ev.y, ev.x);
    set_head(a, ev.y, ev.x);
    return true;
}

void app_next_solver(app *a, double now_ms)
{
    a->opt.solver = mz_solver_after(a->opt.solver);
    a->redraw = true;
    if (a->phase == PHASE_SOLVE)
        app_start_solve(a, now_ms);
}

static void braid_step_start(app *a, double now_ms)
{
    a->braid = mz_braid_new(a->grid, a->opt.braid_pct, a->opt.seed);
    if (!a->braid) {
        cannot_start(a, "braid", MZ_ENOMEM);
        return;
    }
    a->phase = PHASE_BRAID;
    a->phase_steps = 0;
    timeline_start(a, false);
    anim_start(&a->anim, a->gen_delay, now_ms);
}

static bool braid_step(app *a)
{
    mz_event ev;
    if (!mz_braid_next(a->braid, &ev))
        return false;
    timeline_record(a, &ev);
    view_touch(&a->view, ev.y, ev.x);
    set_head(a, ev.y, ev.x);
    return true;
}

/* What each solver and trace event does to the marks: the run's one table
 * (mz_run_marks_of), which the recording and the files mark by too. The
 * app's phases run in the run's order, play where the run is done. */
uint8_t app_event_marks(const app *a, mz_event_kind kind, bool *on)
{
    static const mz_run_phase phases[] = {
        [PHASE_GENERATE] = MZ_PHASE_GENERATE, [PHASE_BRAID] = MZ_PHASE_BRAID,
        [PHASE_SOLVE] = MZ_PHASE_SOLVE,       [PHASE_TRACE] = MZ_PHASE_TRACE,
        [PHASE_PLAY] = MZ_PHASE_DONE,
    };
    return mz_run_marks_of(phases[a->phase], kind, on);
}

static bool solve_step(app *a)
{
    mz_event ev;
    if (!mz_solve_next(a->solver, &ev))
        return false;
    timeline_record(a, &ev);
    bool on;
    uint8_t bits = app_event_marks(a, ev.kind, &on);
    if (bits)
        view_mark(&a->view, ev.y, ev.x, bits, on);
    mz_solve_position(a->solver, &a->head_y, &a->head_x);
    a->head_on = true;
    return true;
}

static bool trace_step(app *a)
{
    if (a->trace_i >= a->path.length)
        return false;
    uint32_t c = a->path.cells[a->trace_i++];
    mz_event ev;
    mz_event_set(&ev, MZ_EV_PATH, (int)(c / (uint32_t)a->grid->width),
                 (int)(c % (uint32_t)a->grid->width));
    timeline_record(a, &ev);
    view_mark(&a->view, (int)(c / (uint32_t)a->grid->width), (int)(c % (uint32_t)a->grid->width),
              MARK_TRACE, true);
    return true;
}

bool app_phase_step(app *a, double *weight)
{
    *weight = 1;
    if (timeline_behind(a))
        return timeline_redo(a, weight);
    switch (a->phase) {
    case PHASE_GENERATE: return gen_step(a, weight);
    case PHASE_BRAID: return braid_step(a);
    case PHASE_SOLVE: return solve_step(a);
    case PHASE_TRACE: return trace_step(a);
    case PHASE_PLAY: break;
    }
    return false;
}

/* The maze is finished (generated, and braided if asked). */
static void maze_done(app *a)
{
    mz_gen_free(a->gen);
    mz_braid_free(a->braid);
    a->gen = NULL;
    a->braid = NULL;
    /* Found once per maze: "shortest: K" and the trace both need it. */
    if ((uint64_t)a->grid->height * (uint64_t)a->grid->width <= EAGER_PATH_CELLS)
        app_ensure_path(a);
}

void app_phase_done(app *a, double now_ms)
{
    if (a->phase == PHASE_GENERATE && a->opt.braid_pct > 0 && !a->braid) {
        mz_gen_free(a->gen);
        a->gen = NULL;
        braid_step_start(a, now_ms);
        if (a->braid)
            return;
    }
    if (a->phase <= PHASE_BRAID) {
        maze_done(a);
        if (a->heat_on)
            app_show_heat(a, true);
    }
    a->head_on = false;
    a->redraw = true;
    if (a->phase < PHASE_SOLVE && a->want_solve) {
        a->want_solve = false;
        app_start_solve(a, now_ms);
    } else if (a->phase < PHASE_TRACE && a->want_trace) {
        a->want_trace = false;
        app_start_trace(a, now_ms);
    } else {
        app_start_play(a, false);
    }
}
