/* play.h - the player's dot: legal moves, the move count, the win.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PLAY_H
#define MAZEDFS_PLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazedfs/grid.h"

typedef struct mz_play {
    int y, x;       /* the dot */
    uint64_t moves; /* moves made; a move into a wall does not count */
    bool won;       /* the dot stands on the exit (mz_grid_exit_y, _x) */
} mz_play;

/* Puts the dot on g's start room with no moves made. */
void mz_play_start(mz_play *p, const mz_grid *g);

/* Moves the dot one cell in direction dir (MZ_SOUTH..MZ_WEST) if that cell
 * is passage and the game is not won. Returns true if the dot moved. */
bool mz_play_move(mz_play *p, const mz_grid *g, int dir);

/* The number of passage neighbours of (y, x) (0 to 4). */
int mz_play_exits(const mz_grid *g, int y, int x);

/* Where a run goes on from the dot, which came in moving in direction
 * dir: the one way on that is not back when the dot stands in a corridor
 * (a cell with exactly two ways), else -1 (a junction, a dead end, or the
 * game is won). */
int mz_play_way_on(const mz_play *p, const mz_grid *g, int dir);

/* Runs: one move in dir, then on along the corridor (round its bends)
 * until the dot stands on a junction (3 or 4 ways on), a dead end, the
 * exit, or back where it started. Each cell is a move; mz_play_way_on
 * picks the way. Returns the moves
 * made (0 if the first one is blocked or the game is won). */
uint64_t mz_play_run(mz_play *p, const mz_grid *g, int dir);

/* Straight-line reach: if (ty, tx) lies in the dot's row or column, is not
 * the dot's cell, and every cell from the dot to it is passage, stores the
 * direction in *dir and returns the number of moves; else returns 0. */
int mz_play_reach(const mz_play *p, const mz_grid *g, int ty, int tx, int *dir);

/* Line of sight from (y, x), a passage cell: the cells along the four
 * straight open lines from it (itself included) and every cell next to one
 * of them, diagonals too (so the walls of a corridor are seen). Writes up
 * to max cell indices (y * width + x, each once) into out and returns how
 * many there are; MZ_PLAY_SIGHT_MAX(g) always holds them all. */
size_t mz_play_sight(const mz_grid *g, int y, int x, uint32_t *out, size_t max);
#define MZ_PLAY_SIGHT_MAX(g) (3 * ((size_t)(g)->height + (size_t)(g)->width) + 9)

/* The route ahead: the next cells of a shortest route from (y, x) to the
 * exit, (y, x) itself not included. plane (caller-owned, height * width
 * bytes) is overwritten with a search from the exit. Writes up to n cell
 * indices into out; returns how many (0 on the exit, when the exit cannot
 * be reached, or when memory runs out). */
size_t mz_play_route(const mz_grid *g, int y, int x, uint8_t *plane, uint32_t *out, size_t n);

#endif
