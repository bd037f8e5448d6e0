/* gen_prim.c - the randomized Prim most people mean: join a uniformly
 * random frontier room to a random neighbour in the maze. SPDX-License-Identifier: MIT */
#include "gen_rooms.h"
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"

#include <stdio.h>

#include <stdlib.h>

/* A room byte: bit 0 in the maze, bit 1 on the frontier (outside the maze,
 * next to it). A frontier room is solid, so its bit 1 is no part of the
 * maze, and it is cleared when the room is dug: a finished grid holds only
 * 0 and 1. The fast path marks the border in bits 4-7 (mz_gen_mark_border). Besides the grid, only
 * the frontier list, one word a room on it. */
enum { FRONTIER = 2, OFF_GRID_SHIFT = 4, KEEP = 0xf0 };

typedef struct prim {
    mz_gen base;
    uint32_t *front; /* frontier rooms, packed; room for every room */
    size_t n;
    int y, x;   /* the room to dig while base.pending */
    int wall_d; /* 1 + the way to the wall due after a look (room_look), or 0 */
} prim;

/* Puts the solid rooms next to (y, x) that are not on it yet on the frontier. */
static inline void grow_frontier(prim *s, int y, int x)
{
    mz_grid *g = s->base.grid;
    unsigned mask = room_mask(g, y, x, MZ_PASSAGE | FRONTIER, 0);
    for (int d = 0; d < MZ_NDIRS; d++) {
        if (mask >> d & 1) {
            int ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
            *mz_grid_at(g, ny, nx) = FRONTIER;
            s->front[s->n++] = room_pack(ny, nx);
        }
    }
}

/* Takes a uniformly random frontier room and picks a uniformly random
 * neighbour of it in the maze. The room's own frontier neighbours are
 * added at once (they are bookkeeping, not maze), its wall and its byte
 * are left to the caller. Returns false when the frontier is empty. */
static inline bool join_next(prim *s, int *y, int *x, int *d)
{
    if (s->n == 0)
        return false;
    size_t i = s->n == 1 ? 0 : mz_rng_below(&s->base.rng, (uint32_t)s->n);
    uint32_t r = s->front[i];
    s->front[i] = s->front[--s->n];
    *y = room_y(r);
    *x = room_x(r);
    mz_grid *g = s->base.grid;
    *mz_grid_at(g, *y, *x) = MZ_WALL; /* off the frontier */
    *d = mz_gen_pick_dir(&s->base.rng, room_mask(g, *y, *x, MZ_PASSAGE, MZ_PASSAGE));
    grow_frontier(s, *y, *x);
    return true;
}

/* One event: the pending room, else the wall to the next frontier room
 * (whose room is then pending). The first room is pending from the start. */
static bool prim_step(mz_gen *g, mz_event *ev)
{
    prim *s = (prim *)g;
    if (g->pending && s->wall_d) {
        room_open_wall(g, s->y, s->x, s->wall_d - 1, ev);
        s->wall_d = 0;
        ev->line = 3;
        return true;
    }
    if (g->pending) {
        room_dig_pending(g, s->y, s->x, ev);
        if (g->rooms_in == 1)
            grow_frontier(s, s->y, s->x);
        ev->line = g->rooms_in == 1 ? 1 : 4; /* the first room, then the rest */
        return true;
    }
    int d;
    if (!join_next(s, &s->y, &s->x, &d))
        return false;
    room_look(g, &s->wall_d, d, s->y, s->x, 2, ev); /* the room taken */
    return true;
}

/* The fast path's frontier holds byte offsets, not packed places: the
 * entries step() made are turned over once, in place and in order. */
static void front_to_offsets(prim *s)
{
    const size_t w = (size_t)s->base.grid->width;
    for (size_t i = 0; i < s->n; i++)
        s->front[i] = (uint32_t)((size_t)room_y(s->front[i]) * w + (size_t)room_x(s->front[i]));
}

/* The same joins without events, two cells per room, with the same draws
 * as join_next(): on byte offsets, the four neighbours read once, and the
 * border marked in bits OFF_GRID_SHIFT + d (only a border room checks
 * them; every write keeps them); a room outside a mask is never solid.
 * Called with no room pending. */
static uint64_t prim_run(mz_gen *g)
{
    prim *s = (prim *)g;
    uint8_t *cells = g->grid->cells;
    const ptrdiff_t w = g->grid->width;
    const ptrdiff_t move[MZ_NDIRS] = {2 * w, 2, -2 * w, -2};
    uint32_t *front = s->front;
    uint64_t events = 0;
    mz_rng rng = g->rng; /* in a local: grid stores may alias the state */
    size_t n = s->n;
    front_to_offsets(s);
    for (; n; events += 2) {
        size_t i = n == 1 ? 0 : mz_rng_below(&rng, (uint32_t)n);
        uint32_t c = front[i];
        front[i] = front[--n];
        unsigned b = cells[c] & KEEP, out = b >> OFF_GRID_SHIFT, in_maze = 0, solid = 0;
        for (int d = 0; d < MZ_NDIRS; d++) {
            if (out >> d & 1)
                continue;
            unsigned nb = cells[c + move[d]];
            in_maze |= (nb & MZ_PASSAGE) << d;
            solid |= (unsigned)((nb & (MZ_PASSAGE | FRONTIER)) == 0 && nb != MZ_OUTSIDE) << d;
        }
        int dir = mz_gen_pick_dir(&rng, in_maze);
        for (int d = 0; d < MZ_NDIRS; d++) {
            if (solid >> d & 1) {
                cells[c + move[d]] |= FRONTIER;
                front[n++] = (uint32_t)(c + move[d]);
            }
        }
        cells[c + move[dir] / 2] = MZ_PASSAGE;
        cells[c] = (uint8_t)(b | MZ_PASSAGE);
    }
    s->n = 0;
    g->rng = rng;
    return events;
}

static void prim_release(mz_gen *g) { free(((prim *)g)->front); }

/* The panel's state line (gen_ops.describe). */
static int prim_describe(const mz_gen *g, char *buf, size_t n)
{
    const prim *s = (const prim *)g;
    return snprintf(buf, n, mz_tr(N_("frontier %zu")), s->n);
}

/* The drawn state (gen_ops.state): the frontier rooms, marked in the grid. */
static int prim_state(const mz_gen *g, uint32_t *plane)
{
    size_t n = (size_t)g->grid->height * (size_t)g->grid->width;
    for (size_t i = 0; i < n; i++)
        plane[i] = (g->grid->cells[i] & (MZ_PASSAGE | FRONTIER)) == FRONTIER ? MZ_DRAWN_FRONTIER
                                                                             : MZ_DRAWN_NONE;
    return 0;
}

static const gen_ops ops = {prim_step,     prim_run,   prim_release, OFF_GRID_SHIFT,
                            prim_describe, prim_state, NULL,         NULL};

static mz_gen *prim_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    /* Never more frontier rooms than rooms; pages never reached are never
     * touched, so the frontier's real size is what counts. */
    uint32_t *front = malloc(mz_grid_rooms(grid) * sizeof *front);
    prim *s = front ? mz_gen_alloc(sizeof *s, &ops, grid, seed, p) : NULL;
    if (!s) {
        free(front);
        return NULL;
    }
    s->front = front;
    s->n = 0;
    room_random(&s->base.rng, grid, &s->y, &s->x);
    s->base.pending = true;
    s->wall_d = 0;
    return &s->base;
}

static const char *const code_prim[] = {
    N_("dig a random room; its neighbours are the frontier"),
    N_("take a random frontier room"),
    N_("dig the wall to a random dug neighbour"),
    N_("  dig the room; add its solid neighbours"),
    N_("until the frontier is empty"),
    N_("open the exit at the bottom right"),
    NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_prim_info = {
    .name = "prim",
    .aliases = "",
    .summary = "randomized Prim: a random frontier room joins a random neighbour in the maze",
    .perfect = true,
    .create = prim_new,
    .uniform = false,
    .texture = "many short dead ends, radiating from the start",
    .code = code_prim,
    .until = 5,
    .masks = true,
    .ask = MZ_ASK_FRONTIER,
};
