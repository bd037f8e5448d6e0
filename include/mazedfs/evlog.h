/* evlog.h - the event log: every step a phase has shown, kept compactly
 * (5 bytes a step) so the window can step back and forth exactly.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_EVLOG_H
#define MAZEDFS_EVLOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazedfs/event.h"
#include "mazedfs/grid.h"

/* Events per chunk: the log grows a chunk at a time, never by copying. */
#define MZ_EVLOG_CHUNK 65536u
/* Bytes one logged step takes: a cell index with the cell's previous bit,
 * and a byte of kind, light flag and pseudo-code line. */
#define MZ_EVLOG_STEP_BYTES 5u
/* The default budget: 512 MiB, about 107 million steps; Aldous-Broder and
 * origin-shift take 13 to 50 million at 1001 x 1001. */
#define MZ_EVLOG_DEFAULT_BUDGET ((size_t)512 << 20)

typedef struct mz_evlog {
    uint32_t **cells; /* chunks: cell index | previous bits << 30 */
    uint8_t **meta;   /* chunks: kind | light << 3 | line << 4 */
    size_t nchunks, cap_chunks;
    uint64_t n;      /* steps held (decisions, LOOK, included) */
    uint64_t looks;  /* how many of them are decisions */
    uint8_t *shadow; /* bit 0 of every grid cell at the log's end (bits) */
    uint8_t **snaps; /* the grid's bit 0 before each OPEN_ALL (bits) */
    size_t nsnaps;
    size_t budget, used; /* bytes allowed and taken */
    bool over;           /* the budget was passed: the log is dropped */
} mz_evlog;

/* Starts an empty log that may take budget bytes. */
void mz_evlog_init(mz_evlog *l, size_t budget);

/* Frees everything and empties the log (the budget stays; over is reset). */
void mz_evlog_clear(mz_evlog *l);

/* Makes the log follow the maze kinds (CARVE, WALL, OPEN_ALL) on grid:
 * notes bit 0 of each cell as it is now, so later pushes can store what a
 * step overwrote. False (and over) if that does not fit the budget. */
bool mz_evlog_track_grid(mz_evlog *l, const mz_grid *g);

/* Appends a step of a generator that has already applied it to g (the
 * tracked grid): the cell's previous bit comes from the log's own copy.
 * False once the budget is passed: then the log is dropped and over set. */
bool mz_evlog_push_gen(mz_evlog *l, const mz_event *ev, const mz_grid *g);

/* Appends a step whose previous state (up to two mark bits, say) the
 * caller knows: prev (0 to 3) is what the step overwrote. width is the
 * grid's. False once the budget is passed, as above. */
bool mz_evlog_push(mz_evlog *l, const mz_event *ev, int width, unsigned prev);

/* How many of the first i entries are steps (not decisions, LOOK): the
 * run's step counter when i entries are shown. Scans them (the window
 * asks on a seek, not every frame). */
uint64_t mz_evlog_steps_before(const mz_evlog *l, uint64_t i);

/* Step i (from 0) as it was pushed, and the bits it overwrote (0 to 3). */
void mz_evlog_get(const mz_evlog *l, uint64_t i, int width, mz_event *ev, unsigned *prev);

/* Undoes maze step i (from 0) on g, the last step still applied: bit 0 of
 * its cell goes back, or the grid's bit 0 before an OPEN_ALL. Bits 1-7 are
 * left alone, so a generator's bookkeeping is intact when the log is
 * redone to its end. Other kinds leave g alone. */
void mz_evlog_undo_grid(const mz_evlog *l, uint64_t i, mz_grid *g);

/* Redoes maze step i on g (bit 0 only, like mz_evlog_undo_grid). */
void mz_evlog_redo_grid(const mz_evlog *l, uint64_t i, mz_grid *g);

#endif
