/* phase.c - the phases: generate, then solve and trace when asked, then
 * play. Each step asks the core and tells the view what changed.
 * SPDX-License-Identifier: MIT */
#include "app.h"

#include "mazedfs/error.h"
#include "mazedfs/run.h"

/* The default pace: a maze's carving (about two steps per room) takes about
 * ten seconds, but no step is slower than the lab's 40 ms. */

double app_default_delay(const mz_grid *g) { return anim_default_delay(mz_grid_rooms(g)); }

const mz_gen *app_gen(const app *a) { return a->run ? mz_run_gen(a->run) : NULL; }

const mz_solver *app_solver(const app *a) { return a->run ? mz_run_solver(a->run) : NULL; }

const mz_path *app_path(const app *a) { return a->run ? mz_run_path(a->run) : NULL; }

double app_gen_progress(const app *a)
{
    const mz_gen *g = app_gen(a);
    return g ? mz_gen_progress(g) : 1;
}

static void forget_maze(app *a)
{
    mz_living_free(a->living);
    a->living = NULL;
    mz_run_free(a->run);
    a->run = NULL;
    a->phase_over = false;
    view_set_heat(&a->view, NULL, 0);
    app_drop_heat(a);
    a->head_on = false;
}

/* A phase that could not start (memory ran out): play goes on, and the
 * HUD says why until the next phase starts. */
static void cannot_start(app *a, const char *what, int err, double now_ms)
{
    snprintf(a->phase_note, sizeof a->phase_note, _("cannot %s: %s"), what, mz_strerror(err));
    app_start_play(a, false, now_ms);
}

/* The run, made on demand for a maze that has none (its generator could
 * not be made): a finished maze, so a person's solve and trace still run. */
static mz_run *run_of(app *a)
{
    if (!a->run) {
        mz_run_plan plan = {0};
        a->run = mz_run_new(&plan, a->grid);
    }
    return a->run;
}

/* Units of the heat map's search per frame (mz_dist_walk_step): about
 * 5 ms here, so the first Shift+H on a big maze takes many frames, none
 * of them long (0.6 s in one frame at 4001 x 4001 before). */
#define HEAT_WORK_PER_FRAME (1u << 17)
/* Cells of the maze drawn again per frame as the finished map is shown:
 * a band of rows a frame, top to bottom (a few ms here; the whole of
 * a 4001 x 4001 maze at once was 65-100 ms). */
#define HEAT_DRAW_PER_FRAME (1u << 19)

void app_drop_heat(app *a)
{
    mz_dist_walk_free(a->heat_walk);
    a->heat_walk = NULL;
    free(a->heat_pending);
    a->heat_pending = NULL;
    free(a->heat);
    a->heat = NULL;
}

bool app_show_heat(app *a, bool on)
{
    a->heat_on = on;
    a->redraw = true;
    if (!on || a->phase <= PHASE_BRAID) { /* shown once the maze is finished */
        view_set_heat(&a->view, NULL, 0);
        return true;
    }
    if (a->heat) {
        view_set_heat(&a->view, a->heat, a->heat_max);
        a->heat_row = a->grid->height; /* all drawn at once */
        return true;
    }
    if (a->heat_walk) /* being measured: shown when done */
        return true;
    a->heat_pending = malloc((size_t)a->grid->height * (size_t)a->grid->width * sizeof *a->heat);
    a->heat_walk = a->heat_pending ? mz_dist_walk_new(a->grid, a->heat_pending) : NULL;
    if (!a->heat_walk) {
        app_drop_heat(a);
        a->heat_on = false;
        return false;
    }
    return true;
}

/* Draws the next band of rows of the finished map; true while there are
 * rows left. */
static bool heat_fill_in(app *a)
{
    if (a->heat_row >= a->grid->height)
        return false;
    int rows = (int)(HEAT_DRAW_PER_FRAME / (unsigned)a->grid->width) + 1;
    if (a->heat_on && a->view.heat == a->heat)
        view_touch_rows(&a->view, a->heat_row, a->heat_row + rows);
    a->heat_row += rows;
    return true;
}

bool app_heat_update(app *a)
{
    if (!a->heat_walk)
        return heat_fill_in(a);
    int rc = mz_dist_walk_step(a->heat_walk, HEAT_WORK_PER_FRAME, &a->heat_max);
    if (rc == 0)
        return true; /* the HUD's progress */
    mz_dist_walk_free(a->heat_walk);
    a->heat_walk = NULL;
    if (rc < 0) { /* memory ran out: no heat map */
        app_drop_heat(a);
        a->heat_on = false;
        return true;
    }
    a->heat = a->heat_pending;
    a->heat_pending = NULL;
    a->heat_row = 0;
    if (a->heat_on)
        view_set_heat_rows(&a->view, a->heat, a->heat_max);
    return heat_fill_in(a);
}

/* Above this many cells the search for the shortest path (a breadth-first
 * search over the whole maze, about 16 ns a cell here) would make the frame
 * that ends the generation miss its 16 ms (73 ms at 2001 x 2001), so it
 * waits until something needs it: a trace or a win. */
#define EAGER_PATH_CELLS (1u << 18)

bool app_ensure_path(app *a) { return run_of(a) && mz_run_find_path(a->run) == MZ_OK; }

/* The maze is finished (generated, and braided if asked). */
static void maze_done(app *a)
{
    /* Found once per maze: "shortest: K" and the trace both need it. */
    if ((uint64_t)a->grid->height * (uint64_t)a->grid->width <= EAGER_PATH_CELLS)
        app_ensure_path(a);
    if (a->heat_on)
        app_show_heat(a, true);
}

/* The run has marked the start of phase: the window follows it there.
 * The marks and the log start afresh, at the phase's own pace. */
static void enter(app *a, mz_run_phase phase, double now_ms)
{
    static const app_phase phases[] = {
        [MZ_PHASE_GENERATE] = PHASE_GENERATE, [MZ_PHASE_BRAID] = PHASE_BRAID,
        [MZ_PHASE_SOLVE] = PHASE_SOLVE,       [MZ_PHASE_TRACE] = PHASE_TRACE,
        [MZ_PHASE_DONE] = PHASE_PLAY,
    };
    app_phase was = a->phase, now = phases[phase];
    a->phase_over = false;
    quiz_forget(&a->quiz);
    a->head_on = false;
    a->redraw = true;
    /* --ends far measures the ends once the maze is made: the dot that
     * has not moved goes to the start (the same room with other ends). */
    if (a->play.moves == 0 && !a->play.won)
        mz_play_start(&a->play, a->grid);
    mz_run_phase failed;
    int err = mz_run_error(a->run, &failed);
    if (now == PHASE_PLAY && err != MZ_OK) {
        cannot_start(a, mz_run_phase_verb(failed), err, now_ms);
    } else if (now == PHASE_PLAY) {
        app_start_play(a, false, now_ms);
    } else {
        /* The program animates: the player's clock waits. A solve or a
         * trace shows the way out, so no win on this maze is a best time
         * any more (R takes the marks away, not the memory of them); a
         * new maze begins a game that can be. */
        if (now == PHASE_SOLVE || now == PHASE_TRACE) {
            app_clock_stop(a, now_ms);
            a->route_shown = true;
        }
        a->phase_note[0] = '\0';
        a->phase = now;
        a->phase_steps = 0;
        if (now == PHASE_SOLVE)
            view_clear_marks(&a->view);
        timeline_start(a, now == PHASE_GENERATE);
        anim_start(&a->anim, now <= PHASE_BRAID ? a->gen_delay : a->dot_delay, now_ms);
    }
    if (was <= PHASE_BRAID && now > PHASE_BRAID)
        maze_done(a);
}

bool app_quiz_holds(app *a, double now_ms)
{
    if (!a->quiz.on)
        return false;
    if (timeline_behind(a) || a->anim.skip) { /* stepping back or skipping asks nothing */
        if (a->quiz.state != QUIZ_IDLE)
            a->redraw = a->repaint = true;
        quiz_forget(&a->quiz);
        return false;
    }
    const mz_gen *g = a->phase == PHASE_GENERATE ? app_gen(a) : NULL;
    const mz_solver *s = a->phase == PHASE_SOLVE && !a->phase_over ? app_solver(a) : NULL;
    bool changed, hold = quiz_hold(&a->quiz, a->grid, g, s, now_ms, &changed);
    if (changed)
        a->redraw = a->repaint = true;
    return hold;
}

/* Pulls the mark a new phase of the run begins with, and enters it. */
static void enter_next(app *a, double now_ms)
{
    mz_event ev;
    if (mz_run_next(a->run, &ev) && ev.kind == MZ_EV_PHASE)
        enter(a, (mz_run_phase)ev.y, now_ms);
    else
        app_start_play(a, false, now_ms);
}

void app_new_maze(app *a, double now_ms)
{
    forget_maze(a);
    a->phase_note[0] = '\0';
    a->shot_note[0] = '\0'; /* "saved ...png" was of the old maze */
    view_clear_marks(&a->view);
    view_touch_all(&a->view);
    aids_clear(&a->aids, &a->view);
    mz_play_start(&a->play, a->grid);
    a->clock_on = a->clock_stopped = false;
    a->route_shown = false;
    a->won_s = 0;
    /* The run the options name, as every output has it; a loaded maze is
     * finished, so its run starts with what comes after. Phases queued by
     * keys for the old maze are dropped. */
    mz_run_plan plan;
    mz_run_plan_of(&a->opt, &plan);
    plan.gen = a->loaded ? NULL : a->now.gen;
    plan.seed = a->now.seed;
    if (plan.solver)
        plan.solver = a->now.solver;
    a->run = mz_run_new(&plan, a->grid);
    a->phase = PHASE_GENERATE;
    timeline_start(a, true);
    if (!a->run) { /* show what there is and let the user play */
        app_start_play(a, true, now_ms);
        cannot_start(a, _("generate"), MZ_ENOMEM, now_ms);
        return;
    }
    enter_next(a, now_ms);
}

/* A solve or trace a person asks for now: the run begins it with its mark. */
void app_start_solve(app *a, double now_ms)
{
    if (!run_of(a)) {
        cannot_start(a, _("solve"), MZ_ENOMEM, now_ms);
        return;
    }
    mz_run_solve(a->run, a->now.solver);
    enter_next(a, now_ms);
}

void app_start_trace(app *a, double now_ms)
{
    if (!run_of(a)) {
        cannot_start(a, _("trace"), MZ_ENOMEM, now_ms);
        return;
    }
    mz_run_trace(a->run);
    enter_next(a, now_ms);
}

void app_ask(app *a, bool solve, double now_ms)
{
    if (a->phase == PHASE_PLAY) {
        if (solve)
            app_start_solve(a, now_ms);
        else
            app_start_trace(a, now_ms);
    } else if (solve) {
        mz_run_ask_solve(a->run, a->now.solver);
    } else {
        mz_run_ask_trace(a->run);
    }
}

void app_stop_run(app *a)
{
    if (a->run)
        mz_run_stop(a->run);
    a->phase_over = false;
}

void app_maze_changed(app *a)
{
    if (a->run)
        mz_run_maze_changed(a->run);
}

void app_start_play(app *a, bool reset, double now_ms)
{
    if (reset) {
        mz_play_start(&a->play, a->grid);
        a->clock_on = a->clock_stopped = false;
        a->won_s = 0;
    }
    app_clock_go(a, now_ms);
    if (reset || !a->aids.live)
        aids_reset(&a->aids, &a->view, a->play.y, a->play.x);
    app_living_start(a);
    a->phase = PHASE_PLAY;
    a->head_on = false;
    a->redraw = true;
}

void app_next_solver(app *a, double now_ms)
{
    a->now.solver = mz_solver_after(a->now.solver);
    a->redraw = true;
    if (a->phase == PHASE_SOLVE)
        app_start_solve(a, now_ms);
    else if (a->run && mz_run_will(a->run, MZ_PHASE_SOLVE))
        mz_run_ask_solve(a->run, a->now.solver);
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

/* Shows ev, the running phase's next step, on the view: a maze step
 * touches its cell (the grid already holds it), a solver's or the trace's
 * marks it; the head follows. */
static void show(app *a, const mz_event *ev, double *weight)
{
    if (a->phase == PHASE_GENERATE)
        *weight = mz_event_weight(ev);
    timeline_record(a, ev);
    bool on;
    uint8_t bits = app_event_marks(a, ev->kind, &on);
    if (bits)
        view_mark(&a->view, ev->y, ev->x, bits, on);
    else if (ev->kind == MZ_EV_OPEN_ALL)
        view_touch_all(&a->view);
    else if (ev->kind != MZ_EV_CURSOR && ev->kind != MZ_EV_LOOK && a->phase <= PHASE_BRAID)
        view_touch(&a->view, ev->y, ev->x);
    if (ev->kind == MZ_EV_OPEN_ALL || a->phase == PHASE_TRACE)
        return;
    a->head_y = ev->y;
    a->head_x = ev->x;
    a->head_on = true;
    if (a->phase == PHASE_SOLVE && ev->kind != MZ_EV_LOOK) /* a look marks where it looked */
        mz_solve_position(mz_run_solver(a->run), &a->head_y, &a->head_x);
}

bool app_phase_step(app *a, double *weight)
{
    *weight = 1;
    if (timeline_behind(a))
        return timeline_redo(a, weight);
    if (a->phase == PHASE_PLAY || a->phase_over || !a->run)
        return false;
    mz_event ev;
    if (!mz_run_next(a->run, &ev) || ev.kind == MZ_EV_PHASE) {
        a->phase_over = true; /* app_phase_done enters the next one */
        return false;
    }
    show(a, &ev, weight);
    a->phase_steps += mz_event_is_step(&ev);
    return true;
}

void app_phase_done(app *a, double now_ms)
{
    if (a->phase == PHASE_PLAY)
        return;
    if (!a->phase_over || !a->run) {
        app_start_play(a, false, now_ms);
        return;
    }
    enter(a, mz_run_phase_of(a->run), now_ms);
}
