/* gen_prim_true.c - true Prim: every wall between rooms has a random
 * weight; always open the lightest wall from the maze to a room outside.
 * SPDX-License-Identifier: MIT */
#include "gen_rooms.h"
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"

#include <string.h>

#include <stdlib.h>

/* A wall's weight is drawn when the first of its rooms joins the maze (the
 * only time it is looked at from outside, so this is the same as weighing
 * every wall beforehand). Weights have 12 bits and walls wait in a bucket
 * queue, one stack per weight; two levels of bitmaps find the lightest
 * bucket. Ties (1 in 4096) go to the wall pushed last. A wall popped with
 * both rooms in the maze is dropped. A stack is a chain of chunks from one
 * pool, so a pop reads the top of one chunk and a push writes the top of
 * another: no cache miss beside the rooms themselves. A wall is named by
 * its cell (room_pack); the parity of its row tells which way it runs.
 * Beside the grid: the walls waiting, 4 bytes each, and 1 MiB of chunks
 * partly filled. */
enum { WEIGHT_BITS = 12, BUCKETS = 1 << WEIGHT_BITS, WORDS = BUCKETS / 64 };
enum { CHUNK = 64, LINK = 0, COUNT = 1, FIRST = 2 }; /* a chunk's words */
#define NONE UINT32_MAX

typedef struct prim_true {
    mz_gen base;
    uint32_t *pool;         /* chunks of CHUNK words */
    uint32_t fresh;         /* chunks never used start here */
    uint32_t free;          /* chunks given back, linked through LINK */
    uint32_t head[BUCKETS]; /* each bucket's top chunk, or NONE */
    uint64_t used[WORDS];   /* bit b: bucket b is not empty */
    uint64_t summary;       /* bit i: used[i] is not 0 */
    int y, x;               /* the room to dig while base.pending */
    int wall_d;             /* 1 + the way to the wall due after a look (room_look), or 0 */
} prim_true;

static inline uint32_t *chunk(prim_true *s, uint32_t c) { return s->pool + (size_t)c * CHUNK; }

static inline void push(prim_true *s, uint32_t wall)
{
    uint32_t b = (uint32_t)(mz_rng_next(&s->base.rng) >> (64 - WEIGHT_BITS));
    uint32_t c = s->head[b];
    if (c == NONE || chunk(s, c)[COUNT] == CHUNK - FIRST) {
        uint32_t n = s->free;
        if (n != NONE)
            s->free = chunk(s, n)[LINK];
        else
            n = s->fresh++;
        chunk(s, n)[LINK] = c;
        chunk(s, n)[COUNT] = 0;
        s->head[b] = c = n;
    }
    uint32_t *top = chunk(s, c);
    top[FIRST + top[COUNT]++] = wall;
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
    uint32_t c = s->head[b], *top = chunk(s, c);
    uint32_t wall = top[FIRST + --top[COUNT]];
    if (top[COUNT] == 0) {
        s->head[b] = top[LINK];
        top[LINK] = s->free;
        s->free = c;
        if (s->head[b] == NONE) {
            s->used[i] &= ~(1ull << (b & 63));
            if (!s->used[i])
                s->summary &= ~(1ull << i);
        }
    }
    return wall;
}

/* Weighs and queues the walls from room (y, x) to solid rooms, in the
 * order south, east, north, west. */
static inline void grow(prim_true *s, int y, int x)
{
    unsigned mask = room_mask(s->base.grid, y, x, MZ_PASSAGE, 0);
    for (int d = 0; d < MZ_NDIRS; d++)
        if (mask >> d & 1)
            push(s, room_pack(y + mz_dy[d], x + mz_dx[d]));
}

/* Opens the lightest wall to a room outside: that room is (y, x), the wall
 * the cell (y + dy[d], x + dx[d]). Its own walls are queued at once; its
 * wall and byte are the caller's. False when the queue is empty. */
static inline bool join_next(prim_true *s, int *y, int *x, int *d)
{
    for (;;) {
        uint32_t wall = pop(s);
        if (wall == NONE)
            return false;
        int wy = room_y(wall), wx = room_x(wall);
        int along = (wy & 1) ? MZ_EAST : MZ_SOUTH; /* from the first room to the second */
        int ay = wy - mz_dy[along], ax = wx - mz_dx[along];
        int by = wy + mz_dy[along], bx = wx + mz_dx[along];
        bool a_in = mz_grid_open(s->base.grid, ay, ax), b_in = mz_grid_open(s->base.grid, by, bx);
        if (a_in && b_in)
            continue;
        *y = a_in ? by : ay;
        *x = a_in ? bx : ax;
        *d = a_in ? MZ_OPPOSITE(along) : along;
        grow(s, *y, *x);
        return true;
    }
}

/* One event: the pending room, else the lightest wall out of the maze
 * (its room is then pending). The first room is pending from the start. */
static bool pt_step(mz_gen *g, mz_event *ev)
{
    prim_true *s = (prim_true *)g;
    if (g->pending && s->wall_d) {
        room_open_wall(g, s->y, s->x, s->wall_d - 1, ev);
        s->wall_d = 0;
        ev->line = 3;
        return true;
    }
    if (g->pending) {
        room_dig_pending(g, s->y, s->x, ev);
        if (g->rooms_in == 1)
            grow(s, s->y, s->x);
        ev->line = g->rooms_in == 1 ? 1 : 4; /* the first room, then the rest */
        return true;
    }
    int d;
    if (!join_next(s, &s->y, &s->x, &d))
        return false;
    room_look(g, &s->wall_d, d, s->y, s->x, 2, ev); /* the room taken */
    return true;
}

/* The same joins without events: two cells per room. */
static uint64_t pt_run(mz_gen *g)
{
    prim_true *s = (prim_true *)g;
    uint64_t n = 0;
    int y, x, d;
    while (join_next(s, &y, &x, &d)) {
        room_join(g->grid, y, x, d);
        n += 2;
    }
    return n;
}

static void pt_release(mz_gen *g) { free(((prim_true *)g)->pool); }

/* The drawn state (gen_ops.state): every wall in the weighted queue, in
 * each bucket's chain of chunks (walls whose far room has joined since
 * included: they are still in the queue, to be thrown away when drawn). */
static int pt_state(const mz_gen *g, uint32_t *plane)
{
    const prim_true *s = (const prim_true *)g;
    size_t w = (size_t)g->grid->width;
    memset(plane, 0, (size_t)g->grid->height * w * sizeof *plane);
    for (uint32_t b = 0; b < BUCKETS; b++)
        for (uint32_t c = s->head[b]; c != NONE; c = s->pool[(size_t)c * CHUNK + LINK]) {
            const uint32_t *k = s->pool + (size_t)c * CHUNK;
            for (uint32_t j = 0; j < k[COUNT]; j++)
                plane[(size_t)(k[FIRST + j] >> 15) * w + (k[FIRST + j] & 0x7fff)] =
                    MZ_DRAWN_FRONTIER;
        }
    return 0;
}

static const gen_ops ops = {pt_step, pt_run, pt_release, 0, NULL, pt_state, NULL, NULL};

static mz_gen *prim_true_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    /* Every wall waits at most once: full chunks for all of them, plus a
     * part-filled one per bucket. Pages never reached are never touched. */
    size_t chunks = 2 * mz_grid_rooms(grid) / (CHUNK - FIRST) + BUCKETS + 1;
    uint32_t *pool = malloc(chunks * CHUNK * sizeof *pool);
    prim_true *s = pool ? mz_gen_alloc(sizeof *s, &ops, grid, seed, p) : NULL;
    if (!s) {
        free(pool);
        return NULL;
    }
    s->pool = pool;
    s->fresh = 0;
    s->free = NONE;
    for (int b = 0; b < BUCKETS; b++)
        s->head[b] = NONE;
    for (int i = 0; i < WORDS; i++)
        s->used[i] = 0;
    s->summary = 0;
    room_random(&s->base.rng, grid, &s->y, &s->x);
    s->base.pending = true;
    s->wall_d = 0;
    return &s->base;
}

static const char *const code_prim_true[] = {
    N_("dig a random room; weigh the walls out of it"),
    N_("take the lightest wall to a room outside"),
    N_("dig that wall"),
    N_("  dig the room; weigh its walls out"),
    N_("until no wall leads out"),
    N_("open the exit at the bottom right"),
    NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_prim_true_info = {
    .name = "prim-true",
    .aliases = "prim-weighted",
    .summary = "true Prim: walls get random weights; the lightest wall out of the maze opens",
    .perfect = true,
    .create = prim_true_new,
    .uniform = false,
    .texture = "many short spiky dead ends",
    .code = code_prim_true,
    .until = 5,
    .masks = true,
    .ask = MZ_ASK_LIGHTEST,
};
