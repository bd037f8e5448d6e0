/* race.h - --race A,B[,C,D]: two to four solvers on one maze, or two to
 * four generators at one size and seed, each on a run of its own, stepped
 * in lockstep (one step each a tick); the window draws the panes, --stats
 * prints a row of figures per racer. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_RACE_H
#define MAZEDFS_IO_RACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze.h"
#include "mazedfs/cli.h"
#include "mazedfs/event.h"

typedef struct io_racer {
    const char *name;   /* the solver's or the generator's */
    io_run run;         /* its own maze and run */
    bool done;          /* its racing phase is over */
    uint64_t steps;     /* steps taken in the racing phase */
    uint64_t finished;  /* the tick it finished on, or 0 */
    int line;           /* the pseudo-code line of its last event, or 0 */
    int head_y, head_x; /* the algorithm's head, or -1 */
} io_racer;

/* What a racer's step showed, for a window to draw: called for every
 * event of the racing phase (decisions too). */
typedef void (*io_race_seen)(void *ctx, int racer, const mz_event *ev);

typedef struct io_race {
    const mz_options *o; /* borrowed */
    int n;
    io_racer racer[MZ_MAX_RACERS];
    uint64_t tick; /* ticks taken: each racer not done took one step a tick */
    io_race_seen seen;
    void *ctx;
} io_race;

/* Opens the race o names: a solvers' race generates (or loads) its maze
 * once per racer and stops before the solve; a generators' race stands
 * before the first step. say: tell a mask's note on stderr (once per
 * race; false for a race opened again, to count or to replay). seen (may
 * be NULL) hears every event from then on. Returns 0, or an exit status
 * with a one-line message in err. */
int io_race_open(io_race *race, const mz_options *o, bool say, io_race_seen seen, void *ctx,
                 char *err, size_t errlen);

/* One tick: each racer not done takes its next step (its decisions before
 * it). Returns false when every racer was already done. */
bool io_race_tick(io_race *race);

/* True once every racer is done. */
bool io_race_over(const io_race *race);

/* The racers that took the fewest steps, as bits (1 << i); 0 before the
 * race is over. */
unsigned io_race_winners(const io_race *race);

/* Cells a solver racer entered so far, and its route's length (cells)
 * once found; 0 for a generator. */
uint64_t io_racer_entered(const io_racer *r);
size_t io_racer_route(const io_racer *r);

/* The pseudo-code line text of r's last event (untranslated), or NULL. */
const char *io_racer_code(const io_race *race, int i);

/* A pane's two lines of words for racer i (translated): its name and
 * counters, and its pseudo-code line (or "ready", "finished"). */
void io_race_pane_text(const io_race *race, int i, char *line0, char *line1, size_t n);

void io_race_close(io_race *race);

/* --race with --record FILE.gif: the panes, each under its two lines of
 * words, a frame every few ticks (as --record chooses steps a frame), the
 * last held with the winners' words in the route's colour (racegif.c).
 * Returns the exit status with a one-line message in err. */
int io_race_record(const mz_options *o, char *err, size_t errlen);
int io_race_record_check(const mz_options *o, char *err, size_t errlen);

/* --race with --stats: the race run to its end, one row per racer. */
int io_race_stats(const mz_options *o);

#endif
