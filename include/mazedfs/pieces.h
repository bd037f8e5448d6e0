/* pieces.h - the pieces of a maze in a shape (--pieces): its inside rooms
 * grouped through side-by-side neighbours, each a maze of its own.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PIECES_H
#define MAZEDFS_PIECES_H

#include <stdint.h>

#include "mazedfs/grid.h"

#define MZ_NO_PIECE UINT32_MAX

/* Labels each room of g, label[r * cols + c] for room (2r+1, 2c+1), with
 * its piece: 0, 1, ... in the order of their first rooms in row order;
 * rooms outside get MZ_NO_PIECE. Two rooms side by side, neither outside,
 * are in one piece, so a grid with no mask is one piece. label holds
 * ((h-1)/2) * ((w-1)/2) words (the caller's). Returns the number of
 * pieces, or 0 when memory runs out. */
uint32_t mz_grid_pieces(const mz_grid *g, uint32_t *label);

/* Sets g's ends to the first and the last room, in row order, of its first
 * piece of two rooms or more: the maze the dot plays when each piece is a
 * maze of its own; *pieces gets how many pieces g has. Returns MZ_OK,
 * MZ_EUSAGE when every piece is a single room, or MZ_ENOMEM. */
int mz_grid_pieces_ends(mz_grid *g, uint32_t *pieces);

#endif
