/* living.c - origin shift on a finished maze, for --living.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/living.h"

#include <stdlib.h>

#include "mazedfs/rng.h"

enum { NO_PARENT = 0xff };

struct mz_living {
    mz_grid *grid;   /* borrowed */
    uint8_t *parent; /* per room: the direction to its parent, or NO_PARENT */
    uint32_t *queue; /* the search's rooms, only while rooting */
    int rw;          /* rooms per row */
    int oy, ox;      /* the origin (the root) */
    mz_rng rng;
    uint64_t moves, skipped;
};

static size_t room_of(const mz_living *l, int y, int x)
{
    return (size_t)(y / 2) * (size_t)l->rw + (size_t)(x / 2);
}

static bool is_room(const mz_grid *g, int y, int x)
{
    return y > 0 && x > 0 && y < g->height - 1 && x < g->width - 1;
}

/* Breadth first from the origin: each room found points back the way it
 * was found from. */
static void root(mz_living *l)
{
    mz_grid *g = l->grid;
    size_t head = 0, tail = 0;
    l->queue[tail++] = (uint32_t)room_of(l, l->oy, l->ox);
    while (head < tail) {
        uint32_t r = l->queue[head++];
        int y = (int)(r / (uint32_t)l->rw) * 2 + 1, x = (int)(r % (uint32_t)l->rw) * 2 + 1;
        for (int d = 0; d < MZ_NDIRS; d++) {
            int ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
            if (!is_room(g, ny, nx) || !mz_grid_open(g, y + mz_dy[d], x + mz_dx[d]))
                continue;
            size_t n = room_of(l, ny, nx);
            if (l->parent[n] != NO_PARENT || (ny == l->oy && nx == l->ox))
                continue;
            l->parent[n] = (uint8_t)MZ_OPPOSITE(d);
            l->queue[tail++] = (uint32_t)n;
        }
    }
}

mz_living *mz_living_new(mz_grid *grid, uint64_t seed)
{
    mz_living *l = calloc(1, sizeof *l);
    if (!l)
        return NULL;
    l->grid = grid;
    l->rw = (grid->width - 1) / 2;
    size_t rooms = (size_t)mz_grid_rooms(grid);
    l->parent = malloc(rooms);
    l->queue = malloc(rooms * sizeof *l->queue);
    if (!l->parent || !l->queue) {
        free(l->queue);
        l->queue = NULL;
        mz_living_free(l);
        return NULL;
    }
    for (size_t i = 0; i < rooms; i++)
        l->parent[i] = NO_PARENT;
    l->oy = grid->height - 2;
    l->ox = grid->width - 2;
    mz_rng_seed(&l->rng, seed);
    root(l);
    free(l->queue);
    l->queue = NULL;
    return l;
}

int mz_living_step(mz_living *l, int keep_y, int keep_x, mz_event ev[2])
{
    mz_grid *g = l->grid;
    int d = (int)mz_rng_below(&l->rng, MZ_NDIRS);
    int ny = l->oy + 2 * mz_dy[d], nx = l->ox + 2 * mz_dx[d];
    size_t o = room_of(l, l->oy, l->ox), n;
    if (!is_room(g, ny, nx) || l->parent[n = room_of(l, ny, nx)] == NO_PARENT)
        return 0; /* off the grid, or a room outside the tree: no move */
    int up = l->parent[n], changed = 0;
    if (up != MZ_OPPOSITE(d)) {
        int wy = ny + mz_dy[up], wx = nx + mz_dx[up];
        if (wy == keep_y && wx == keep_x) {
            l->skipped++;
            return 0;
        }
        *mz_grid_at(g, wy, wx) = MZ_WALL;
        *mz_grid_at(g, l->oy + mz_dy[d], l->ox + mz_dx[d]) = MZ_PASSAGE;
        mz_event_set(&ev[0], MZ_EV_WALL, wy, wx);
        mz_event_set(&ev[1], MZ_EV_CARVE, l->oy + mz_dy[d], l->ox + mz_dx[d]);
        changed = 2;
    }
    l->parent[o] = (uint8_t)d;
    l->parent[n] = NO_PARENT;
    l->oy = ny;
    l->ox = nx;
    l->moves++;
    return changed;
}

uint64_t mz_living_moves(const mz_living *l) { return l->moves; }
uint64_t mz_living_skipped(const mz_living *l) { return l->skipped; }

void mz_living_free(mz_living *l)
{
    if (!l)
        return;
    free(l->parent);
    free(l->queue);
    free(l);
}
