/* solve.h - the lab's solve: the dot searches depth first from the start,
 * backing up off dead ends, one step per call. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_SOLVE_H
#define MAZEDFS_SOLVE_H

#include <stdbool.h>

#include "mazedfs/event.h"
#include "mazedfs/grid.h"

typedef struct mz_solver mz_solver;

/* Starts a depth-first search from (1, 1) to the exit (h-2, w-1) on grid,
 * which it borrows and never changes. Directions are tried in the lab's
 * order (south, east, north, west). Returns NULL when memory runs out (it
 * keeps one byte per cell). */
mz_solver *mz_solve_new(const mz_grid *grid);

/* One step: VISIT when the dot steps onto a cell, RETREAT when it backs up
 * off one. Returns false, leaving *ev alone, once the dot stands on the exit
 * or every reachable cell has been tried. */
bool mz_solve_next(mz_solver *s, mz_event *ev);

/* Where the dot stands now. */
void mz_solve_position(const mz_solver *s, int *y, int *x);

/* True once the dot has reached the exit. */
bool mz_solve_found(const mz_solver *s);

/* Frees the solver. mz_solve_free(NULL) is a no-op. */
void mz_solve_free(mz_solver *s);

#endif
