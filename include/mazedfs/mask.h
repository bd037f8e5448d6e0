/* mask.h - mazes in a shape: which rooms are inside, read from text,
 * scaled, joined into one piece and laid on a grid. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_MASK_H
#define MAZEDFS_MASK_H

#include <stddef.h>
#include <stdint.h>

#include "mazedfs/grid.h"

/* rows x cols rooms, in[r * cols + c] nonzero when room (r, c) is inside. */
typedef struct mz_mask {
    int rows, cols;
    uint8_t *in; /* owned by the mask */
    int pieces;  /* 1 once joined (mz_mask_join), else 0: not known; whoever
                    changes in afterwards sets it back to 0 */
} mz_mask;

/* The most rooms a mask side may have: a grid side of MZ_MAX_SIDE. */
#define MZ_MASK_MAX_ROOMS ((MZ_MAX_SIDE - 1) / 2)

/* A mask of rows x cols rooms, all outside. NULL on bad sizes (under 2 or
 * over MZ_MASK_MAX_ROOMS) or when memory runs out. */
mz_mask *mz_mask_new(int rows, int cols);

/* Frees the mask. mz_mask_free(NULL) is a no-op. */
void mz_mask_free(mz_mask *m);

/* Reads a text mask (len bytes; '#' or 'X' inside, anything else outside,
 * one line a room row, as in Jamis Buck's book). Blank lines at the end
 * and a side of one room are padded to two. Returns NULL and writes why
 * into err (n bytes) when the text is empty, has no room inside, is too
 * big, or memory runs out. */
mz_mask *mz_mask_from_text(const char *text, size_t len, char *err, size_t n);

/* A copy of m stretched or shrunk to rows x cols rooms (nearest room), or
 * NULL on bad sizes or when memory runs out. */
mz_mask *mz_mask_scale(const mz_mask *m, int rows, int cols);

/* Rooms inside m. */
uint64_t mz_mask_count(const mz_mask *m);

/* Makes m one piece: while its inside rooms fall into several pieces
 * (joined through walls between rooms side by side), joins the pieces
 * joined so far, from the one with the fewest rooms (the first such in
 * row order), to the nearest other through the fewest outside rooms,
 * which become inside. *pieces gets how many pieces there were, *added
 * the rooms taken in; m->pieces becomes 1. Returns MZ_OK or MZ_ENOMEM. */
int mz_mask_join(mz_mask *m, int *pieces, uint64_t *added);

/* mz_mask_join, its search (three bytes a room) in scratch, size bytes
 * of the caller's whose content does not matter, when they are enough:
 * the cells of the grid m will be laid on are (mz_grid_new's, not yet
 * touched), so the join faults in no fresh pages of its own, which at
 * 4001 x 4001 was most of its time. The search writes only the parts of
 * scratch for the room rows near the rooms it has come to, so a join from
 * a small piece touches little of it. scratch may be NULL. */
int mz_mask_join_with(mz_mask *m, int *pieces, uint64_t *added, void *scratch, size_t size);

/* The pieces of g's rooms (rooms not MZ_OUTSIDE, two side by side in one
 * piece), counted as mz_mask_join counts a mask's, from the runs of rooms
 * along the rows: mz_grid_pieces' count without a label per room, so
 * cheap enough to ask before every generator (which asks only when
 * g->pieces is 0, not known). 1 for a grid with no mask, 0 for one with
 * no room inside; -1 when memory runs out. */
long mz_grid_count_pieces(const mz_grid *g);

/* Lays m on g, whose rooms must be m->rows x m->cols: rooms outside, and
 * the walls and border cells with no inside room around them, become
 * MZ_OUTSIDE; everything else wall, whatever g held, so g is blank after
 * (mz_grid_blank: a generator need not reset it, mz_gen_new_blank). A
 * row of m the same as the row above costs a copy of the cells above
 * (a mask scaled up repeats its rows). Sets g->inside, g->pieces (m's) and
 * the ends: start at the first inside room in row order, goal at the
 * last. m must have two inside rooms or more, in one piece (mz_mask_join)
 * or several: the cells are laid room by room either way, but the ends
 * of a mask in pieces may be in two of them, and the caller who keeps the
 * pieces apart sets ends in one (mz_grid_pieces_ends, as --pieces does).
 * Returns MZ_OK or MZ_EUSAGE (sizes differ, fewer than two rooms). */
int mz_mask_apply(const mz_mask *m, mz_grid *g);

#endif
