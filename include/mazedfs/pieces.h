/* pieces.h - the pieces of a maze in a shape (--pieces): its inside rooms
 * grouped through side-by-side neighbours, each a maze of its own.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PIECES_H
#define MAZEDFS_PIECES_H

#include <stdbool.h>
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

/* The piece of room (y, x) of g in label (as mz_grid_pieces gives it). */
uint32_t mz_grid_piece_at(const mz_grid *g, const uint32_t *label, int y, int x);

/* Adds the rooms of each piece in label to count (a word a piece, the
 * caller's, zeroed). */
void mz_grid_piece_rooms(const mz_grid *g, const uint32_t *label, uint64_t *count);

/* A piece of a grid cut out as a grid of its own (mz_grid_cut_piece). */
typedef struct mz_piece {
    mz_grid *grid;      /* owned by the caller (mz_grid_free) */
    int oy, ox;         /* the cell of g its cell (0, 0) is: even */
    int room_y, room_x; /* its first room in row order, on g */
    uint64_t rooms;
} mz_piece;

/* Cuts piece k (label as mz_grid_pieces gives it) out of g into out: a
 * grid over the box of the piece's rooms, at least two rooms a side,
 * whose cells within one of a room of the piece are g's and all others
 * MZ_OUTSIDE; inside counts its rooms. Its ends are its first and last
 * rooms in row order, the other way round if those are its box's corners
 * (mz_grid_ends_default: a lone maze's exit would open in the border);
 * a piece of a single room keeps mz_grid_new's. Returns MZ_OK, or
 * MZ_ENOMEM (out->grid NULL). */
int mz_grid_cut_piece(const mz_grid *g, const uint32_t *label, uint32_t k, mz_piece *out);

/* What the command line asks of the piece the dot plays (--start,
 * --exit, --ends far). */
typedef struct mz_pieces_ask {
    bool start_given, goal_given; /* and their rooms, rooms of g inside the shape */
    int start_y, start_x, goal_y, goal_x;
    bool biggest; /* --ends far: the piece with the most rooms */
} mz_pieces_ask;

/* Why mz_grid_pieces_ends found no piece to play. */
typedef enum mz_pieces_why {
    MZ_PIECES_ALL_SINGLE,  /* every piece is a single room */
    MZ_PIECES_APART,       /* the start and the exit asked for are in two pieces */
    MZ_PIECES_SINGLE_ROOM, /* the one asked for is in a piece of a single room */
} mz_pieces_why;

/* Sets g's ends in the piece the dot plays when each piece is a maze of
 * its own: the piece of the start or the exit ask names (both in one), or
 * with ask->biggest the piece with the most rooms (the first of those in
 * row order), or else the first piece of two rooms or more. Ends not
 * asked for are the piece's first and last rooms in row order (its last
 * and first when the one asked for is that room). ask may be NULL (none).
 * *pieces gets how many pieces g has. Returns MZ_OK, MZ_EUSAGE when no
 * piece fits (*why says why), or MZ_ENOMEM. */
int mz_grid_pieces_ends(mz_grid *g, const mz_pieces_ask *ask, uint32_t *pieces, mz_pieces_why *why);

#endif
