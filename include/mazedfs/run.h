/* run.h - the run the options name: generate (or a loaded maze), braid,
 * solve, trace, as one step iterator of events with a mark where each
 * phase begins. Every output drains one. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_RUN_H
#define MAZEDFS_RUN_H

#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/cli.h"
#include "mazedfs/event.h"
#include "mazedfs/gen.h"
#include "mazedfs/grid.h"
#include "mazedfs/path.h"
#include "mazedfs/solve.h"

/* The phases, in the order a run takes them; the window's play comes
 * where a run is DONE. */
typedef enum mz_run_phase {
    MZ_PHASE_GENERATE,
    MZ_PHASE_BRAID,
    MZ_PHASE_SOLVE,
    MZ_PHASE_TRACE,
    MZ_PHASE_DONE,
    MZ_PHASE_COUNT /* how many there are; not a phase */
} mz_run_phase;

/* The phase's name in --events: "generate", "braid", "solve", "trace",
 * "done"; "?" for anything else. */
const char *mz_run_phase_name(mz_run_phase phase);

/* What the phase does, for a message to the user ("cannot %s the maze"),
 * in the user's language (mz_tr); "?" for anything else. */
const char *mz_run_phase_verb(mz_run_phase phase);

/* The overlay beside the maze: marks a cell can carry (a bit each). The
 * route a solve or a trace leaves is the cells with MZ_MARK_TRACE. */
enum { MZ_MARK_TRAIL = 1, MZ_MARK_TRACE = 2, MZ_MARK_FILL = 4 };

/* The marks an event of phase sets (*on true) or clears, or 0 when it
 * marks nothing: a solver's VISIT puts its trail on a cell and RETREAT
 * takes it off, its PATH draws the route over the trail (trail and
 * trace), FILL greys a cell; a trace's PATH is the trace. The one table
 * the window, the recording and the files all mark by. */
uint8_t mz_run_marks_of(mz_run_phase phase, mz_event_kind kind, bool *on);

/* What a run does, made from the options by mz_run_plan_of. */
typedef struct mz_run_plan {
    const mz_gen_info *gen;       /* NULL: the grid is a finished maze (--load) */
    mz_gen_params gen_params;     /* --newest, --shift-steps */
    uint64_t seed;                /* the generator's, and the braid's */
    uint64_t steps;               /* the run ends after this many generation
                                     steps (MZ_STEPS_ALL: the whole maze) */
    int braid_pct;                /* 0: no braid phase */
    const mz_solver_info *solver; /* the solve phase's, or NULL for none */
    bool trace;                   /* a trace phase (the shortest path) */
    bool overlay;                 /* keep the marks plane (mz_run_marks) */
    /* The generation's steps are not asked for: a generation finished
     * without events takes the maze-only fast path (mz_gen_finish_maze),
     * and its step count is MZ_STEPS_UNKNOWN. */
    bool maze_only;
    /* The ends: --start and --exit (each given or not: the grid's own
     * then), or --ends far (measured once the maze and its braid are
     * made; until then the lab's corners the other way round, so the
     * generator leaves the border whole). */
    bool start_given, goal_given, ends_far;
    int start_y, start_x, goal_y, goal_x;
} mz_run_plan;

/* The run o names in its mode, the one place that says what the flags
 * mean: the generator with --newest and --shift-steps (none with --load),
 * stopped after --steps (the window pauses there instead, so its run
 * goes on), --braid, then --solve with --solver, --trace; --solution is
 * the solve of --solver when one was given, else the trace; --export
 * --sheet's answers are --solution's. (--stats asks for its solve with
 * mz_run_solve once it has examined the maze.) --print and --export show
 * no step figure: their plan is maze_only; every other mode counts. */
void mz_run_plan_of(const mz_options *o, mz_run_plan *p);

typedef struct mz_run mz_run;

/* Starts plan's run (copied) on grid, which it borrows and changes as the
 * steps are taken: reset and generated, or, with no generator, taken as
 * the finished maze it holds. The plan's ends are set on the grid first
 * (they must be rooms of it: mz_cli_check_ends); a finished maze has its
 * exit cells opened with the lab's ends and closed with any others.
 * Returns NULL when memory runs out. */
mz_run *mz_run_new(const mz_run_plan *plan, mz_grid *grid);

/* mz_run_new on a grid its caller has just made blank (mz_grid_blank: as
 * mz_grid_new and mz_mask_apply leave it), which the generator then does
 * not reset (mz_gen_new_blank). */
mz_run *mz_run_new_blank(const mz_run_plan *plan, mz_grid *grid);

/* The next event in *ev: a phase's first event is a mark (MZ_EV_PHASE,
 * its mz_run_phase in ev->y) and the last is the mark of MZ_PHASE_DONE;
 * the others are its generator's, braid's or solver's own, or the
 * trace's PATH cells from the start. A phase that cannot start (memory,
 * or a trace with no way out) ends the run there: see mz_run_error.
 * Returns false, leaving *ev alone, after the DONE mark. */
bool mz_run_next(mz_run *r, mz_event *ev);

/* Takes every remaining step without reporting them, generation and
 * braid by their fast paths: the grid and the marks end as mz_run_next
 * would leave them. Returns the steps taken (marks not counted), or
 * MZ_STEPS_UNKNOWN once a maze_only plan's generation was finished so. */
uint64_t mz_run_finish(mz_run *r);

/* mz_run_finish up to where phase stop (or a later one) begins, before its
 * mark: so a caller can time the maze apart from the solve. */
uint64_t mz_run_finish_until(mz_run *r, mz_run_phase stop);

/* The phase the last event belongs to (GENERATE before the first). */
mz_run_phase mz_run_phase_of(const mz_run *r);

/* Steps taken in phase so far (marks not counted); MZ_STEPS_UNKNOWN for
 * the generation of a maze_only plan finished without events. */
uint64_t mz_run_steps(const mz_run *r, mz_run_phase phase);

/* MZ_OK, or why the run ended early (MZ_ENOMEM, MZ_ENOPATH) with the
 * phase that could not start in *phase (may be NULL). */
int mz_run_error(const mz_run *r, mz_run_phase *phase);

/* The marks plane (height * width bytes of MZ_MARK_* bits, as the events
 * so far left them), borrowed; NULL without plan.overlay. */
const uint8_t *mz_run_marks(const mz_run *r);

/* The running generator, or NULL once generation is over; borrowed. */
const mz_gen *mz_run_gen(const mz_run *r);

/* The last solve's solver (running, or finished: for its figures), or
 * NULL; borrowed until the next solve or mz_run_free. */
const mz_solver *mz_run_solver(const mz_run *r);

/* The shortest path the trace draws, once it is known, or NULL. */
const mz_path *mz_run_path(const mz_run *r);

/* What a person asks of a run (the window's keys): a solve with info, or
 * a trace, from now on; the next event is its mark, and DONE follows it.
 * A running solve or trace is dropped, and the marks are cleared for a
 * solve (the trail of another would mislead). Returns MZ_OK, or the
 * error of the phase that could not start (the run is then DONE with
 * that error). */
int mz_run_solve(mz_run *r, const mz_solver_info *info);
int mz_run_trace(mz_run *r);

/* The same keys pressed while an earlier phase runs (the lab's order:
 * generate, then solve, then trace): the solve with info (replacing one
 * already asked for) or the trace is added to the plan, to run when its
 * turn comes. Returns false, changing nothing, if that phase has begun or
 * gone by: the caller then starts it now (mz_run_solve, mz_run_trace) or
 * leaves it. */
bool mz_run_ask_solve(mz_run *r, const mz_solver_info *info);
bool mz_run_ask_trace(mz_run *r);

/* True while phase is still to come: the plan asks for it and it has not
 * begun. */
bool mz_run_will(const mz_run *r, mz_run_phase phase);

/* Ends the run now (the window's R, replaying the maze): the running
 * phase, those still to come and the last solver go; the next event is
 * DONE's mark. */
void mz_run_stop(mz_run *r);

/* Finds the shortest path if it is not known yet (mz_run_path then gives
 * it): MZ_OK, or the search's error (MZ_ENOMEM, MZ_ENOPATH). */
int mz_run_find_path(mz_run *r);

/* The grid's walls were changed under the run (the window's --living):
 * what it knew of the maze, the shortest path, is found again when next
 * needed (a trace, mz_run_find_path). */
void mz_run_maze_changed(mz_run *r);

/* Frees the run (not the grid). mz_run_free(NULL) is a no-op. */
void mz_run_free(mz_run *r);

/* The trace's pseudo-code, NULL ended; its events name these lines. */
extern const char *const mz_trace_code[];

#endif
