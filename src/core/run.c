/* run.c - one run of the options: the phases in order, each one's
 * iterator, and the marks they leave. SPDX-License-Identifier: MIT */
#include "mazedfs/run.h"

#include <stdlib.h>
#include <string.h>

#include "mazedfs/braid.h"
#include "mazedfs/error.h"
#include "mazedfs/intl.h"

struct mz_run {
    mz_run_plan plan;
    mz_grid *grid;  /* borrowed */
    uint8_t *marks; /* the overlay, or NULL without plan.overlay */
    mz_run_phase phase;
    bool marked; /* the running phase's mark has been given */
    mz_gen *gen;
    mz_braid *braid;
    mz_solver *solver;
    mz_path path;
    size_t trace_i;
    uint64_t steps[MZ_PHASE_COUNT];
    bool ran[MZ_PHASE_COUNT]; /* the phase has run (or was skipped) */
    int err;
    mz_run_phase failed;
    bool stopped;    /* --steps ended generation half way */
    bool far_placed; /* --ends far has been measured */
};

const char *mz_run_phase_name(mz_run_phase phase)
{
    static const char *const names[MZ_PHASE_COUNT] = {"generate", "braid", "solve", "trace",
                                                      "done"};
    return (unsigned)phase < MZ_PHASE_COUNT ? names[phase] : "?";
}

const char *mz_run_phase_verb(mz_run_phase phase)
{
    /* TRANSLATORS: what a phase does, said in "cannot %s ...". */
    static const char *const verbs[MZ_PHASE_COUNT] = {N_("generate"), N_("braid"), N_("solve"),
                                                      N_("trace"), N_("finish")};
    return (unsigned)phase < MZ_PHASE_COUNT ? mz_tr(verbs[phase]) : "?";
}

uint8_t mz_run_marks_of(mz_run_phase phase, mz_event_kind kind, bool *on)
{
    static const struct {
        uint8_t bits;
        bool on;
    } solve_marks[MZ_EV_KINDS] = {
        [MZ_EV_VISIT] = {MZ_MARK_TRAIL, true},
        [MZ_EV_RETREAT] = {MZ_MARK_TRAIL, false},
        [MZ_EV_PATH] = {MZ_MARK_TRAIL | MZ_MARK_TRACE, true},
        [MZ_EV_FILL] = {MZ_MARK_FILL, true},
    };
    *on = true;
    if (phase == MZ_PHASE_TRACE)
        return kind == MZ_EV_PATH ? MZ_MARK_TRACE : 0;
    if (phase != MZ_PHASE_SOLVE || (unsigned)kind >= MZ_EV_KINDS)
        return 0;
    *on = solve_marks[kind].on;
    return solve_marks[kind].bits;
}

void mz_run_plan_of(const mz_options *o, mz_run_plan *p)
{
    memset(p, 0, sizeof *p);
    p->gen = o->load_path ? NULL : o->gen;
    p->gen_params = o->gen_params;
    p->seed = o->seed;
    /* The window opens paused at --steps and goes on from there when asked:
     * its run is the whole one. */
    p->steps = o->mode == MZ_MODE_WINDOW ? MZ_STEPS_ALL : o->steps;
    p->braid_pct = o->braid_pct;
    bool sheet = o->mode == MZ_MODE_EXPORT && o->sheet;
    bool solution = o->solution || sheet; /* a worksheet's answer key */
    if (o->solve || (solution && o->solver_given))
        p->solver = o->solver;
    p->trace = o->trace || (solution && !o->solver_given);
    p->overlay = o->mode != MZ_MODE_WINDOW && o->mode != MZ_MODE_STATS;
    p->maze_only = o->mode == MZ_MODE_PRINT || o->mode == MZ_MODE_EXPORT;
    p->start_given = o->start_given;
    p->goal_given = o->exit_given;
    p->ends_far = o->ends_far;
    p->start_y = o->start_y;
    p->start_x = o->start_x;
    p->goal_y = o->goal_y;
    p->goal_x = o->goal_x;
}

static size_t cells_of(const mz_grid *g) { return (size_t)g->height * (size_t)g->width; }

static void advance(mz_run *r);

/* The plan's ends on the grid; a finished maze's exit cells made to
 * match them (open only with the lab's ends: any other goal is a room,
 * and the border stays whole). */
static void set_ends(mz_run *r)
{
    const mz_run_plan *p = &r->plan;
    mz_grid *g = r->grid;
    if (p->ends_far && !mz_grid_masked(g)) /* a shape keeps its own ends while made */
        mz_grid_set_ends(g, g->height - 2, g->width - 2, 1, 1);
    else if (p->start_given || p->goal_given)
        mz_grid_set_ends(
            g, p->start_given ? p->start_y : g->start_y, p->start_given ? p->start_x : g->start_x,
            p->goal_given ? p->goal_y : g->goal_y, p->goal_given ? p->goal_x : g->goal_x);
    if (p->gen)
        return;
    uint8_t value = mz_grid_exit_cells(g) ? MZ_PASSAGE : MZ_WALL;
    for (int i = 0; i < MZ_EXIT_CELLS; i++) {
        uint8_t *c = mz_grid_at(g, mz_grid_exit_cell_y(g, i), mz_grid_exit_cell_x(g, i));
        if (*c != MZ_OUTSIDE) /* a shape's corner is no part of it */
            *c = value;
    }
}

/* --ends far, once the maze and its braid are finished: the two ends of
 * its longest path. If they cannot be measured (memory) the corners
 * stay. */
static void place_far_ends(mz_run *r)
{
    if (!r->plan.ends_far || r->far_placed || r->stopped || r->phase <= MZ_PHASE_BRAID)
        return;
    r->far_placed = true;
    int sy, sx, gy, gx;
    if (mz_path_far_ends(r->grid, &sy, &sx, &gy, &gx) == MZ_OK)
        mz_grid_set_ends(r->grid, sy, sx, gy, gx);
}

/* mz_run_new, its grid blank already when blank (mz_run_new_blank). */
static mz_run *run_new(const mz_run_plan *plan, mz_grid *grid, bool blank)
{
    mz_run *r = calloc(1, sizeof *r);
    if (!r)
        return NULL;
    r->plan = *plan;
    r->grid = grid;
    r->failed = MZ_PHASE_DONE;
    set_ends(r);
    bool marked = plan->overlay && (plan->solver || plan->trace);
    if (marked && !(r->marks = calloc(cells_of(grid), 1)))
        goto fail;
    if (plan->gen &&
        !(r->gen = blank ? mz_gen_new_blank(plan->gen, grid, plan->seed, &plan->gen_params)
                         : mz_gen_new_with(plan->gen, grid, plan->seed, &plan->gen_params)))
        goto fail;
    if (!plan->gen) /* a finished maze: what comes after generating */
        advance(r);
    return r;
fail:
    mz_run_free(r);
    return NULL;
}

mz_run *mz_run_new(const mz_run_plan *plan, mz_grid *grid) { return run_new(plan, grid, false); }

mz_run *mz_run_new_blank(const mz_run_plan *plan, mz_grid *grid)
{
    return run_new(plan, grid, true);
}

/* Ends the run with err: phase could not start. */
static void fail_phase(mz_run *r, mz_run_phase phase, int err)
{
    r->err = err;
    r->failed = phase;
    r->phase = MZ_PHASE_DONE;
}

static int start_solve(mz_run *r, const mz_solver_info *info);

/* Makes the iterator of r->phase; false if the plan does not ask for the
 * phase, or (the run then DONE) if it cannot start. */
static bool start_phase(mz_run *r)
{
    const mz_run_plan *p = &r->plan;
    switch (r->phase) {
    case MZ_PHASE_BRAID:
        if (p->braid_pct <= 0)
            return false;
        r->braid = mz_braid_new(r->grid, p->braid_pct, p->seed);
        if (!r->braid)
            fail_phase(r, MZ_PHASE_BRAID, MZ_ENOMEM);
        return r->braid != NULL;
    case MZ_PHASE_SOLVE: return p->solver && start_solve(r, p->solver) == MZ_OK;
    case MZ_PHASE_TRACE: return p->trace && mz_run_trace(r) == MZ_OK;
    default: return false;
    }
}

/* Goes on to the first phase after r->phase that the plan asks for and
 * that has not run yet, or to DONE. */
static void advance(mz_run *r)
{
    r->ran[r->phase] = true;
    while (r->phase != MZ_PHASE_DONE) {
        r->phase++;
        if (r->phase > MZ_PHASE_BRAID)
            place_far_ends(r); /* before a solve or trace starts */
        if (r->phase == MZ_PHASE_DONE || (!r->ran[r->phase] && start_phase(r)))
            break;
    }
    r->marked = false;
}

/* The grid as a generator stopped half way leaves it: bit 0 only (it may
 * hold its bookkeeping in the other bits). */
static void keep_maze_bits(mz_grid *g)
{
    size_t n = cells_of(g);
    for (size_t i = 0; i < n; i++)
        g->cells[i] &= MZ_PASSAGE;
}

/* The running phase is over: its iterator goes, the next phase begins. */
static void next_phase(mz_run *r)
{
    if (r->phase == MZ_PHASE_GENERATE) {
        bool stopped = !mz_gen_done(r->gen);
        mz_gen_free(r->gen);
        r->gen = NULL;
        if (stopped) { /* --steps: the run ends with the half-dug maze */
            r->stopped = true;
            keep_maze_bits(r->grid);
            r->phase = MZ_PHASE_DONE;
        }
    } else if (r->phase == MZ_PHASE_BRAID) {
        mz_braid_free(r->braid);
        r->braid = NULL;
    }
    advance(r);
}

static void mark(mz_run *r, mz_event_kind kind, int y, int x)
{
    bool on;
    uint8_t bits = r->marks ? mz_run_marks_of(r->phase, kind, &on) : 0;
    if (!bits)
        return;
    uint8_t *m = &r->marks[(size_t)y * (size_t)r->grid->width + (size_t)x];
    *m = on ? (uint8_t)(*m | bits) : (uint8_t)(*m & ~bits);
}

const char *const mz_trace_code[] = {
    N_("find the shortest route (breadth first)"),
    N_("mark the start"),
    N_("mark the route's next cell"),
    N_("until the exit is marked"),
    NULL,
};

/* The trace's next event: a look at the start, the route found (line 1),
 * then the route's cells from the start (2), on (3), to the exit (4). */
static bool trace_next(mz_run *r, mz_event *ev)
{
    size_t k = r->trace_i, len = r->path.length;
    if (len == 0 || k > len)
        return false;
    r->trace_i++;
    uint32_t w = (uint32_t)r->grid->width, c = r->path.cells[k ? k - 1 : 0];
    mz_event_set(ev, k ? MZ_EV_PATH : MZ_EV_LOOK, (int)(c / w), (int)(c % w));
    ev->line = (uint8_t)(k == 0 ? 1 : k == 1 ? 2 : k == len ? 4 : 3);
    return true;
}

/* The running phase's next own event; false when it has none left. */
static bool phase_next(mz_run *r, mz_event *ev)
{
    switch (r->phase) {
    case MZ_PHASE_GENERATE: return mz_gen_steps(r->gen) < r->plan.steps && mz_gen_next(r->gen, ev);
    case MZ_PHASE_BRAID: return mz_braid_next(r->braid, ev);
    case MZ_PHASE_SOLVE: return mz_solve_next(r->solver, ev);
    case MZ_PHASE_TRACE: return trace_next(r, ev);
    default: return false;
    }
}

bool mz_run_next(mz_run *r, mz_event *ev)
{
    for (;;) {
        if (!r->marked) {
            mz_event_set(ev, MZ_EV_PHASE, (int)r->phase, 0);
            r->marked = true;
            return true;
        }
        if (r->phase == MZ_PHASE_DONE)
            return false;
        if (phase_next(r, ev)) {
            r->steps[r->phase] += mz_event_is_step(ev);
            mark(r, ev->kind, ev->y, ev->x);
            return true;
        }
        next_phase(r);
    }
}

/* The running phase to its end without events, where it has a fast path
 * that leaves what its events would; false where it has none. */
static bool phase_finish(mz_run *r)
{
    if (r->phase == MZ_PHASE_GENERATE && r->plan.steps == MZ_STEPS_ALL) {
        if (r->plan.maze_only)
            mz_gen_finish_maze(r->gen);
        else
            mz_gen_finish(r->gen);
        r->steps[r->phase] = mz_gen_steps(r->gen); /* MZ_STEPS_UNKNOWN after the maze only */
        return true;
    }
    if (r->phase == MZ_PHASE_BRAID) {
        r->steps[r->phase] = mz_braid_finish(r->braid);
        return true;
    }
    if (r->phase == MZ_PHASE_SOLVE) {
        mz_solve_marks m = {r->marks, {0}, {0}};
        for (int k = 0; k < MZ_EV_KINDS; k++) {
            bool on;
            uint8_t bits = mz_run_marks_of(MZ_PHASE_SOLVE, (mz_event_kind)k, &on);
            *(on ? &m.set[k] : &m.clear[k]) = bits;
        }
        r->steps[r->phase] += mz_solve_finish_marked(r->solver, r->marks ? &m : NULL);
        return true;
    }
    return false;
}

/* The steps of every phase, or MZ_STEPS_UNKNOWN if one's are. */
static uint64_t all_steps(const mz_run *r)
{
    uint64_t n = 0;
    for (int p = 0; p < MZ_PHASE_COUNT; p++) {
        if (r->steps[p] == MZ_STEPS_UNKNOWN)
            return MZ_STEPS_UNKNOWN;
        n += r->steps[p];
    }
    return n;
}

uint64_t mz_run_finish_until(mz_run *r, mz_run_phase stop)
{
    uint64_t before = all_steps(r);
    mz_event ev;
    while (r->phase < stop || r->marked) {
        if (r->marked && phase_finish(r))
            next_phase(r);
        else if (!mz_run_next(r, &ev))
            break;
    }
    uint64_t after = all_steps(r);
    return after == MZ_STEPS_UNKNOWN ? after : after - before;
}

uint64_t mz_run_finish(mz_run *r)
{
    uint64_t n = mz_run_finish_until(r, MZ_PHASE_DONE);
    /* A last phase ended on its fast path leaves DONE's mark unread: the
     * run is over only once mz_run_next has nothing left. */
    mz_event ev;
    while (mz_run_next(r, &ev))
        ;
    return n;
}

mz_run_phase mz_run_phase_of(const mz_run *r) { return r->phase; }

uint64_t mz_run_steps(const mz_run *r, mz_run_phase phase)
{
    return (unsigned)phase < MZ_PHASE_COUNT ? r->steps[phase] : 0;
}

int mz_run_error(const mz_run *r, mz_run_phase *phase)
{
    if (phase)
        *phase = r->failed;
    return r->err;
}

const uint8_t *mz_run_marks(const mz_run *r) { return r->marks; }

const mz_gen *mz_run_gen(const mz_run *r) { return r->gen; }

const mz_solver *mz_run_solver(const mz_run *r) { return r->solver; }

const mz_path *mz_run_path(const mz_run *r) { return r->path.cells ? &r->path : NULL; }

/* Drops the running phase's iterator before another phase starts now. */
static void drop_running(mz_run *r)
{
    mz_gen_free(r->gen);
    mz_braid_free(r->braid);
    r->gen = NULL;
    r->braid = NULL;
    r->trace_i = 0;
}

/* Starts a solve with info now; marks cleared. */
static int start_solve(mz_run *r, const mz_solver_info *info)
{
    mz_solve_free(r->solver);
    r->solver = mz_solve_new_with(info, r->grid);
    r->phase = MZ_PHASE_SOLVE;
    r->marked = false;
    r->steps[MZ_PHASE_SOLVE] = 0;
    r->err = MZ_OK;
    r->failed = MZ_PHASE_DONE;
    if (!r->solver) {
        fail_phase(r, MZ_PHASE_SOLVE, MZ_ENOMEM);
        return MZ_ENOMEM;
    }
    if (r->marks)
        memset(r->marks, 0, cells_of(r->grid));
    return MZ_OK;
}

int mz_run_solve(mz_run *r, const mz_solver_info *info)
{
    drop_running(r);
    return start_solve(r, info);
}

int mz_run_trace(mz_run *r)
{
    if (r->phase != MZ_PHASE_TRACE) /* called by start_phase on its own phase */
        drop_running(r);
    r->trace_i = 0;
    r->phase = MZ_PHASE_TRACE;
    r->marked = false;
    r->steps[MZ_PHASE_TRACE] = 0;
    r->err = MZ_OK;
    r->failed = MZ_PHASE_DONE;
    int err = mz_run_find_path(r);
    if (err != MZ_OK) {
        fail_phase(r, MZ_PHASE_TRACE, err);
        return err;
    }
    return MZ_OK;
}

int mz_run_find_path(mz_run *r)
{
    return r->path.cells ? MZ_OK : mz_path_shortest(r->grid, &r->path);
}

void mz_run_maze_changed(mz_run *r)
{
    mz_path_free(&r->path);
    r->trace_i = 0;
}

bool mz_run_ask_solve(mz_run *r, const mz_solver_info *info)
{
    if (r->phase >= MZ_PHASE_SOLVE || !info)
        return false;
    r->plan.solver = info;
    r->ran[MZ_PHASE_SOLVE] = false;
    return true;
}

bool mz_run_ask_trace(mz_run *r)
{
    if (r->phase >= MZ_PHASE_TRACE)
        return false;
    r->plan.trace = true;
    r->ran[MZ_PHASE_TRACE] = false;
    return true;
}

bool mz_run_will(const mz_run *r, mz_run_phase phase)
{
    if ((unsigned)phase >= MZ_PHASE_DONE || phase <= r->phase || r->ran[phase])
        return false;
    switch (phase) {
    case MZ_PHASE_BRAID: return r->plan.braid_pct > 0;
    case MZ_PHASE_SOLVE: return r->plan.solver != NULL;
    case MZ_PHASE_TRACE: return r->plan.trace;
    default: return phase == MZ_PHASE_DONE;
    }
}

void mz_run_stop(mz_run *r)
{
    drop_running(r);
    mz_solve_free(r->solver);
    r->solver = NULL;
    r->plan.solver = NULL;
    r->plan.trace = false;
    r->plan.braid_pct = 0;
    r->phase = MZ_PHASE_DONE;
    r->marked = false;
}

void mz_run_free(mz_run *r)
{
    if (!r)
        return;
    mz_gen_free(r->gen);
    mz_braid_free(r->braid);
    mz_solve_free(r->solver);
    mz_path_free(&r->path);
    free(r->marks);
    free(r);
}
