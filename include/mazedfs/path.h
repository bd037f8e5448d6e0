/* path.h - breadth-first search over passage cells, and the shortest path
 * from the start to the exit (the lab's trace). SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PATH_H
#define MAZEDFS_PATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazedfs/grid.h"

/* Values of the plane mz_bfs fills: 0 not reached, MZ_BFS_SOURCE for the
 * source, else MZ_BFS_REACHED | the direction back towards the source. */
enum { MZ_BFS_REACHED = 4, MZ_BFS_SOURCE = 8 };

/* Breadth-first search from (sy, sx), which must be passage, through
 * passage cells (4-connected). plane is caller-owned, height * width bytes,
 * and is overwritten. Stores the number of cells reached in *reached.
 * Returns MZ_OK or MZ_ENOMEM. */
int mz_bfs(const mz_grid *g, int sy, int sx, uint8_t *plane, uint64_t *reached);

/* The breadth-first search over rooms: from the room (1, 1) through open
 * doors (the cell between two rooms) to open rooms, the directions tried
 * in the order mz_bfs tries them. rooms is caller-owned, one byte per room
 * (((height - 1) / 2) * ((width - 1) / 2), row by row) and is overwritten
 * with mz_bfs's values: 0 not reached, MZ_BFS_SOURCE, else MZ_BFS_REACHED |
 * the direction back. *reached gets the rooms reached (0 when (1, 1) is
 * wall). On a well-formed grid (no passage at an (even, even) cell, none
 * on the border but the exit) a room's value is the one mz_bfs gives its
 * cell: the same search, a fourth of the cells and no door in the queue.
 * (When the rooms reached are a tree, the way back from each is the only
 * one, and a depth-first search finds it with fewer cache misses: that
 * search runs first and gives way to the breadth-first one at a loop.)
 * Returns MZ_OK or MZ_ENOMEM. */
int mz_room_bfs(const mz_grid *g, uint8_t *rooms, uint64_t *reached);

/* What mz_room_search's depth-first search saw. When the rooms reached
 * are a tree with no open door into a wall room, it ran to its end
 * (tree), taking the rooms in the order the lab's solve (the dfs solver:
 * south, east, north, west) first enters them, and before_last counts the
 * rooms taken before the last room (h-2, w-2), the start included. */
typedef struct mz_room_walk {
    bool tree;
    bool last_reached;    /* the last room was reached */
    uint64_t before_last; /* with tree and last_reached */
} mz_room_walk;

/* mz_room_bfs, and what its depth-first search saw into *walk. */
int mz_room_search(const mz_grid *g, uint8_t *rooms, uint64_t *reached, mz_room_walk *walk);

typedef struct mz_path {
    size_t length;   /* cells, start and exit included */
    uint32_t *cells; /* y * width + x, from the start to the exit; owned */
} mz_path;

/* Finds a shortest path from the start room to the exit (mz_grid_exit_y,
 * mz_grid_exit_x: (h-2, w-1) with the lab's ends, else the goal room).
 * On success fills *out (free it with mz_path_free) and returns MZ_OK;
 * else MZ_ENOPATH or MZ_ENOMEM, with *out empty. */
int mz_path_shortest(const mz_grid *g, mz_path *out);

/* The shortest path from the start to the exit read from plane, which
 * mz_bfs filled from the start room: so one search can serve mz_check_plane and
 * the path. Returns MZ_OK, MZ_ENOPATH or MZ_ENOMEM, as mz_path_shortest. */
int mz_path_from_bfs(const mz_grid *g, const uint8_t *plane, mz_path *out);

/* The shortest path read from rooms as mz_room_bfs filled it, cell by
 * cell (room, door, room, ..., the exit cell): on a well-formed grid the
 * path mz_path_from_bfs reads from mz_bfs's plane. Returns MZ_OK,
 * MZ_ENOPATH or MZ_ENOMEM, as mz_path_shortest. */
int mz_path_from_rooms(const mz_grid *g, const uint8_t *rooms, mz_path *out);

/* The distance map: dist[i] (caller-owned, height * width) becomes the
 * number of steps from the start room to cell i through passage cells, or
 * MZ_DIST_NONE where the start cannot reach; *max gets the largest
 * distance reached. One breadth-first search. Returns MZ_OK or MZ_ENOMEM. */
#define MZ_DIST_NONE UINT32_MAX
int mz_distances(const mz_grid *g, uint32_t *dist, uint32_t *max);

/* mz_distances a slice at a time, for a window that cannot stop for the
 * whole search (about 0.6 s at 4001 x 4001): each mz_dist_walk_step does
 * a bounded amount of work, and once it says done, dist holds what
 * mz_distances gives. */
typedef struct mz_dist_walk mz_dist_walk;

/* Starts the walk over g into dist (height * width, caller-owned); both
 * are borrowed until the walk is freed, and g must not change meanwhile.
 * Does no work yet. Returns NULL when memory runs out. */
mz_dist_walk *mz_dist_walk_new(const mz_grid *g, uint32_t *dist);

/* Does at most budget units of work (a cell searched is one, 8 cells of
 * dist made ready one more; the first touch of a page of dist is what costs). Returns 1 when the
 * map is finished (then *max is the largest distance), 0 when there is more to do, MZ_ENOMEM when
 * memory ran out (the walk is then over, dist unusable). */
int mz_dist_walk_step(mz_dist_walk *w, uint64_t budget, uint32_t *max);

/* How far the walk is, 0 to 0.99, for a progress line. */
double mz_dist_walk_progress(const mz_dist_walk *w);

/* The units of work done so far (for tests: no step does more than its
 * budget). */
uint64_t mz_dist_walk_work(const mz_dist_walk *w);

/* Frees the walk (not g, not dist). mz_dist_walk_free(NULL) is a no-op. */
void mz_dist_walk_free(mz_dist_walk *w);

/* The two ends of the maze's longest path, for --ends far: a search from
 * the first open room (rooms read row by row) finds the farthest room A,
 * a search from A the farthest room B (cells counted through passage; the
 * last room found wins a tie). In a perfect maze A and B are as far apart
 * as any two rooms; in one with loops they are a good pair, not always the
 * farthest. The pair is ordered as rooms are read, except that it never
 * gives the lab's ends (start (1, 1), goal (h-2, w-2)): those become goal
 * and start, so the ends stay ones that keep the border whole. A rooms'
 * search starts from the first open room as rooms are read, or in a shape
 * (a masked grid) from its start room when it is open: with --pieces the
 * start's piece is the one measured. The grid's ends play no other part. Returns MZ_OK, MZ_ENOPATH
 * when no room is open or the first reaches no other, or MZ_ENOMEM; the ends are in *sy, *sx, *gy,
 * *gx. */
int mz_path_far_ends(const mz_grid *g, int *sy, int *sx, int *gy, int *gx);

/* Frees the path's cells and empties it. */
void mz_path_free(mz_path *p);

#endif
