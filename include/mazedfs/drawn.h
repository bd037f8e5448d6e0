/* drawn.h - an algorithm's data structure as classes of cells, for the
 * window to colour: frontiers, closed and dead cells, walks, sets.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_DRAWN_H
#define MAZEDFS_DRAWN_H

#include <stdint.h>

#include "mazedfs/grid.h"

/* What a cell is in the running algorithm's structure now. The words are
 * the algorithm's: a frontier is BFS's queue, A*'s open set, Prim's
 * frontier, the growing tree's active rooms. A state plane holds one
 * mz_drawn word per cell: one of these, or MZ_DRAWN_SET + s for a cell of
 * set s (Kruskal's and Eller's sets, numbered by the set's first cell in
 * row-major order, so a merged set keeps the older number of the two). */
typedef enum mz_drawn_class {
    MZ_DRAWN_NONE,     /* nothing to show: the maze's own colour */
    MZ_DRAWN_FRONTIER, /* waiting: in the queue, the open set, the frontier */
    MZ_DRAWN_CLOSED,   /* taken out and done with (BFS, A*) */
    MZ_DRAWN_DEAD,     /* backed out of: a dead branch (the DFS solve) */
    MZ_DRAWN_ONCE,     /* Tremaux: marked once (on the way) */
    MZ_DRAWN_TWICE,    /* Tremaux: marked twice (never again) */
    MZ_DRAWN_WALK,     /* Wilson's walk, erased when it loops */
    MZ_DRAWN_SCAN,     /* hunt-and-kill's scan row */
    MZ_DRAWN_CHAMBER,  /* the chamber division is splitting */
    MZ_DRAWN_STACK,    /* the path on a stack (DFS, the backtracker) */
    MZ_DRAWN_ARROW,    /* origin shift's pointer: MZ_DRAWN_ARROW + direction */
    MZ_DRAWN_SET = MZ_DRAWN_ARROW + 4,
} mz_drawn_class;

/* Labels the passage cells of g by connected piece: each gets
 * MZ_DRAWN_SET + the index of the piece's first cell; the other cells
 * MZ_DRAWN_NONE. plane has a word per cell. Scratch is allocated and
 * freed within: returns 0, or MZ_ENOMEM (plane then all NONE). */
int mz_drawn_components(const mz_grid *g, uint32_t *plane);

#endif
