/* living.h - a living maze: after any maze is made, the origin-shift move
 * goes on during play (re-rooting the maze's tree one room at a time), so
 * a perfect maze stays perfect and the exit stays reachable, and no wall
 * ever appears on the dot. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_LIVING_H
#define MAZEDFS_LIVING_H

#include <stdint.h>

#include "mazedfs/event.h"
#include "mazedfs/grid.h"

typedef struct mz_living mz_living;

/* Roots the finished maze on grid (borrowed; it must outlive this) at the
 * exit's room (h-2, w-2): a breadth-first tree over the rooms through the
 * open cells between them, kept as one parent direction per room. Rooms
 * it cannot reach never take part. Returns NULL when memory runs out. */
mz_living *mz_living_new(mz_grid *grid, uint64_t seed);

/* One move: the origin steps to a random neighbouring room, the cell
 * between them opens, and that room's old link to its parent closes
 * (unless the room already hung on the origin). A move that would close
 * the cell (keep_y, keep_x) -- where the dot stands -- is not made.
 * Reports the cells that changed in ev (a WALL and a CARVE) and returns
 * how many (0 or 2). */
int mz_living_step(mz_living *l, int keep_y, int keep_x, mz_event ev[2]);

/* Moves made and moves skipped so far. */
uint64_t mz_living_moves(const mz_living *l);
uint64_t mz_living_skipped(const mz_living *l);

/* Frees it (not the grid). mz_living_free(NULL) is a no-op. */
void mz_living_free(mz_living *l);

#endif
