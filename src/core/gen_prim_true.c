/* gen_prim_true.c - true Prim: every wall between rooms has a random
 * weight; always open the lightest wall from the maze to a room outside.
 * SPDX-License-Identifier: MIT */
#include "gen_rooms.h"

#include <stdlib.h>

/* A wall's weight is drawn when the first of its rooms joins the maze (the
 * only time it is looked at from outside, so this is the same as weighing
 * every wall beforehand). Weights have 12 bits and walls wait in a bucket
 * queue, one LIFO list per weight, threaded through next[]; two levels of
 * bitmaps find the lightest bucket. Ties (1 in 4096) go to the wall pushed
 * last. A wall popped with both rooms in the maze is dropped. Walls are
 * numbered as in Kruskal: 2 r (east of room r) and 2 r + 1 (south), so
 * next[] takes 8 bytes a room beside the grid. */
enum { WEIGHT_BITS = 12, BUCKETS = 1 << WEIGHT_BITS, WORDS = BUCKETS / 64 };
#define NONE UINT32_MAX

typedef struct prim_true {
    mz_gen base;
    uint32_t *next; /* per wall: the next wall in its bucket */
    uint32_t head[BUCKETS];
    uint64_t used[WORDS]; /* bit b: bucket b is not empty */
    uint64_t summary;     /* bit i: used[i] is not 0 */
    uint32_t rooms_x;
    int y, x; /* the room to dig while base.pending */
} prim_true;

static inline void push(prim_true *s, uint32_t wall)
{
    uint32_t b = (uint32_t)(mz_rng_next(&s->base.rng) >> (64 - WEIGHT_BITS));
    s->next[wall] = s->head[b];
    s->head[b] = wall;
    s->used[b >> 6] |= 1ull << (b & 63);
    s->summary |= 1ull << (b >> 6);
}

/* The lightest wall, taken off the queue, or NONE. */
static inline uint32_t pop(prim_true *s)
{
    if (!s->summary)
        return NONE;
    unsigned i = (unsigned)__builtin_ctzll(s->summary);
    unsigned b = i * 64 + (unsigned)__builtin_ctzll(s->used[i]);
    uint32_t wall = s->head[b];
    s->head[b] = s->next[wall];
    if (s->head[b] == NONE) {
        s->used[i] &= ~(1ull << (b & 63));
        if (!s->used[i])
            s->summary &= ~(1ull << i);
    }
    return wall;
}

/* Weighs and queues the walls from room r at (y, x) to solid rooms, in
 * the order south, east, north, west. */
static inline void grow(prim_true *s, uint32_t r, int y, int x)
{
    unsigned mask = room_mask(s->base.grid, y, x, MZ_PASSAGE, 0);
    const uint32_t wall[MZ_NDIRS] = {2 * r + 1, 2 * r, 2 * (r - s->rooms_x) + 1, 2 * (r - 1)};
    for (int d = 0; d < MZ_NDIRS; d++)
        if (mask >> d & 1)
            push(s, wall[d]);
}

static inline void cell_of(const prim_true *s, uint32_t r, int *y, int *x)
{
    *y = 1 + 2 * (int)(r / s->rooms_x);
    *x = 1 + 2 * (int)(r % s->rooms_x);
}

/* Opens the lightest wall to a room outside: that room is (y, x), the wall
 * the cell between it and (y + dy[d], x + dx[d]) side. Its own walls are
 * queued at once; its wall and byte are the caller's. False when the queue
 * is empty. */
static inline bool join_next(prim_true *s, int *y, int *x, int *d)
{
    for (;;) {
        uint32_t wall = pop(s);
        if (wall == NONE)
            return false;
        uint32_t a = wall >> 1, b = a + ((wall & 1) ? s->rooms_x : 1);
        int ay, ax, by, bx;
        cell_of(s, a, &ay, &ax);
        cell_of(s, b, &by, &bx);
        bool a_in = mz_grid_open(s->base.grid, ay, ax), b_in = mz_grid_open(s->base.grid, by, bx);
        if (a_in && b_in)
            continue;
        /* The wall's second room is south (1) or east (0) of its first. */
        int down = (int)(wall & 1) ? MZ_SOUTH : MZ_EAST;
        *y = a_in ? by : ay;
        *x = a_in ? bx : ax;
        *d = a_in ? MZ_OPPOSITE(down) : down;
        grow(s, a_in ? b : a, *y, *x);
        return true;
    }
}

/* One event: the pending room, else the lightest wall out of the maze
 * (its room is then pending). The first room is pending from the start. */
static bool pt_step(mz_gen *g, mz_event *ev)
{
    prim_true *s = (prim_true *)g;
    if (g->pending) {
        g->pending = false;
        g->rooms_in++;
        *mz_grid_at(g->grid, s->y, s->x) = MZ_PASSAGE;
        if (g->rooms_in == 1)
            grow(s, (uint32_t)(s->y / 2) * s->rooms_x + (uint32_t)(s->x / 2), s->y, s->x);
        mz_event_set(ev, MZ_EV_CARVE, s->y, s->x);
        ev->line = 4;
        return true;
    }
    int d;
    if (!join_next(s, &s->y, &s->x, &d))
        return false;
    g->pending = true;
    mz_event_set(ev, MZ_EV_CARVE, s->y + mz_dy[d], s->x + mz_dx[d]);
    ev->line = 3;
    *mz_grid_at(g->grid, ev->y, ev->x) = MZ_PASSAGE;
    return true;
}

/* The same joins without events: two cells per room. */
static uint64_t pt_run(mz_gen *g)
{
    prim_true *s = (prim_true *)g;
    uint64_t n = 0;
    int y, x, d;
    while (join_next(s, &y, &x, &d)) {
        *mz_grid_at(g->grid, y + mz_dy[d], x + mz_dx[d]) = MZ_PASSAGE;
        *mz_grid_at(g->grid, y, x) = MZ_PASSAGE;
        n += 2;
    }
    return n;
}

static void pt_release(mz_gen *g) { free(((prim_true *)g)->next); }

static const gen_ops ops = {pt_step, pt_run, pt_release, 0, NULL};

mz_gen *mz_gen_prim_true_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    uint32_t *next = malloc(2 * mz_grid_rooms(grid) * sizeof *next);
    prim_true *s = next ? mz_gen_alloc(sizeof *s, &ops, grid, seed, p) : NULL;
    if (!s) {
        free(next);
        return NULL;
    }
    s->next = next;
    for (int b = 0; b < BUCKETS; b++)
        s->head[b] = NONE;
    for (int i = 0; i < WORDS; i++)
        s->used[i] = 0;
    s->summary = 0;
    s->rooms_x = (uint32_t)(grid->width - 1) / 2;
    room_random(&s->base.rng, grid, &s->y, &s->x);
    s->base.pending = true;
    return &s->base;
}

const char *const mz_code_prim_true[] = {
    "dig a random room; weigh the walls out of it",
    "take the lightest wall to a room outside",
    "dig that wall",
    "  dig the room; weigh its walls out",
    "until no wall leads out",
    "open the exit at the bottom right",
    NULL,
};
