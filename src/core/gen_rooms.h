/* gen_rooms.h - helpers the room-by-room generators share (Prim, growing
 * tree, Kruskal, Wilson): packed room positions, neighbour masks. Private to the core.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_GEN_ROOMS_H
#define MAZEDFS_GEN_ROOMS_H

#include <stddef.h>
#include <stdint.h>

#include "gen_impl.h"

/* A room's place in 32 bits, y << 15 | x: both sides are under 32768. */
static inline uint32_t room_pack(int y, int x) { return (uint32_t)y << 15 | (uint32_t)x; }
static inline int room_y(uint32_t r) { return (int)(r >> 15); }
static inline int room_x(uint32_t r) { return (int)(r & 0x7fff); }

/* The directions from room (y, x) to rooms inside the grid (and inside
 * its mask) whose byte b has (b & care) == want, as a mask with bit d for
 * direction d. Written out in the order of mz_dy/mz_dx (south, east,
 * north, west): these four tests run once or twice per room. */
static inline unsigned room_mask(const mz_grid *g, int y, int x, unsigned care, unsigned want)
{
    const uint8_t *p = mz_grid_at(g, y, x);
    const ptrdiff_t w = g->width;
#define ROOM_OK(b) (((b)&care) == want && (b) != MZ_OUTSIDE)
    return (unsigned)(y < g->height - 3 && ROOM_OK(p[2 * w])) |
           (unsigned)(x < g->width - 3 && ROOM_OK(p[2])) << 1 |
           (unsigned)(y > 1 && ROOM_OK(p[-2 * w])) << 2 | (unsigned)(x > 1 && ROOM_OK(p[-2])) << 3;
#undef ROOM_OK
}

/* A uniformly random room of g inside its mask, as (y, x). */
static inline void room_random(mz_rng *r, const mz_grid *g, int *y, int *x)
{
    do {
        *y = 1 + 2 * (int)mz_rng_below(r, (uint32_t)(g->height - 1) / 2);
        *x = 1 + 2 * (int)mz_rng_below(r, (uint32_t)(g->width - 1) / 2);
    } while (*mz_grid_at(g, *y, *x) == MZ_OUTSIDE);
}

/* The step() of a generator that joins a room by its wall first (Prim,
 * true Prim, growing tree): digs the pending room (y, x), counts it and
 * reports it. The room's neighbours are the caller's. */
static inline void room_dig_pending(mz_gen *g, int y, int x, mz_event *ev)
{
    g->pending = false;
    g->rooms_in++;
    *mz_grid_at(g->grid, y, x) = MZ_PASSAGE;
    mz_event_set(ev, MZ_EV_CARVE, y, x);
}

/* Their step() when a room (y, x) has been chosen, to join from direction
 * d: a decision (LOOK) at (ly, lx) as pseudo-code line line, with the wall
 * due next (*wall_d = 1 + d, and g->pending so that the fast path takes
 * it and the room with step() first). */
static inline void room_look(mz_gen *g, int *wall_d, int d, int ly, int lx, int line, mz_event *ev)
{
    g->pending = true;
    *wall_d = 1 + d;
    mz_event_set(ev, MZ_EV_LOOK, ly, lx);
    ev->line = (uint8_t)line;
}

/* Their step() again: opens and reports the wall from room (y, x) in
 * direction d to the maze; the room itself is pending, dug next step. */
static inline void room_open_wall(mz_gen *g, int y, int x, int d, mz_event *ev)
{
    g->pending = true;
    mz_event_set(ev, MZ_EV_CARVE, y + mz_dy[d], x + mz_dx[d]);
    *mz_grid_at(g->grid, ev->y, ev->x) = MZ_PASSAGE;
}

/* Their run(): the same join without events, wall and room at once (the
 * two cells step() reports in two events). */
static inline void room_join(mz_grid *g, int y, int x, int d)
{
    *mz_grid_at(g, y + mz_dy[d], x + mz_dx[d]) = MZ_PASSAGE;
    *mz_grid_at(g, y, x) = MZ_PASSAGE;
}

#endif
