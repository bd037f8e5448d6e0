/* play.h - the player's dot: legal moves, the move count, the win.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PLAY_H
#define MAZEDFS_PLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/grid.h"

typedef struct mz_play {
    int y, x;        /* the dot */
    uint64_t moves;  /* moves made; a move into a wall does not count */
    bool won;        /* the dot stands on the exit (h-2, w-1) */
} mz_play;

/* Puts the dot on the start (1, 1) with no moves made. */
void mz_play_start(mz_play *p);

/* Moves the dot one cell in direction dir (MZ_SOUTH..MZ_WEST) if that cell
 * is passage and the game is not won. Returns true if the dot moved. */
bool mz_play_move(mz_play *p, const mz_grid *g, int dir);

#endif
