/* maze.h - the run a headless output drains: o's maze (loaded from
 * --load's file, or a new grid for the generator) and the mz_run that the
 * options name on it. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_MAZE_H
#define MAZEDFS_IO_MAZE_H

#include <stddef.h>
#include <stdint.h>

#include "mazedfs/cli.h"
#include "mazedfs/grid.h"
#include "mazedfs/path.h"
#include "mazedfs/run.h"

/* What the HUD and --stats call a loaded maze's generator. */
#define IO_LOADED_NAME "file"

typedef struct io_run {
    mz_grid *grid; /* owned */
    mz_run *run;   /* owned */
} io_run;

/* Makes plan's run on o's maze (plan->gen NULL: o->load_path's file; else
 * a new o->height x o->width grid), no step taken. Returns 0, or the exit
 * status 2 (a bad file, no memory) with a one-line message in err and *r
 * empty. */
int io_run_open(io_run *r, const mz_options *o, const mz_run_plan *plan, char *err, size_t errlen);

/* Makes plan's run on a copy of the finished maze (its ends as they
 * are), past generating and braiding: a race's racers share one maze
 * made once. Returns 0, or 2 (no memory) with a message in err. */
int io_run_open_copy(io_run *r, const mz_grid *maze, const mz_run_plan *plan, char *err,
                     size_t errlen);

/* io_run_open, saying nothing on stderr about the mask's pieces (for the
 * many mazes of a worksheet, which says it once). */
int io_run_open_quiet(io_run *r, const mz_options *o, const mz_run_plan *plan, char *err,
                      size_t errlen);

/* io_run_open with the run o names (mz_run_plan_of). */
int io_run_open_options(io_run *r, const mz_options *o, char *err, size_t errlen);

/* Why the run ended early, as an exit status (0 if it did not; 2 out of
 * memory, 1 otherwise) with "cannot PHASE: reason" in err. */
int io_run_status(const io_run *r, char *err, size_t errlen);

/* Drains the run to its end by the fast paths; then io_run_status. */
int io_run_finish(io_run *r, char *err, size_t errlen);

/* The route the finished run left, copied into *out (free it with
 * mz_path_free): the trace's path if it traced, else its solver's route;
 * empty when it has neither. MZ_OK or MZ_ENOMEM. */
int io_run_route(const io_run *r, mz_path *out);

/* Frees both; safe on an empty io_run. */
void io_run_close(io_run *r);

#endif
