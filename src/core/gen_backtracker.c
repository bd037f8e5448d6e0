/* gen_backtracker.c - the lab's digout: depth-first digging with a random
 * direction order, from the bottom-right room. SPDX-License-Identifier: MIT */
#include "gen_impl.h"

#include <stdlib.h>

/* No C recursion and no stack: while a room is on the current path, its
 * byte holds MZ_PASSAGE | parent direction << 1, so backing up reads the
 * way back from the grid itself and the only memory is the grid. Finished
 * rooms go back to plain MZ_PASSAGE; the root is known by its place. */
enum { PARENT_SHIFT = 1 };

typedef struct backtracker {
    mz_gen base;
    int y, x;          /* the head */
    int root_y, root_x;
    bool pending;      /* the head's room still has to be dug */
    int pending_parent; /* and the way back from it */
} backtracker;

/* Directions to rooms that are in bounds and still solid, as a bit mask. */
static inline unsigned open_choices(const mz_grid *g, int y, int x)
{
    unsigned mask = 0;
    for (int d = 0; d < MZ_NDIRS; d++) {
        int ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
        if (ny > 0 && nx > 0 && ny < g->height - 1 && nx < g->width - 1 &&
            *mz_grid_at(g, ny, nx) == MZ_WALL)
            mask |= 1u << d;
    }
    return mask;
}

/* The k-th set bit of mask (k counts from 0). */
static inline int nth_bit(unsigned mask, unsigned k)
{
    for (int d = 0;; d++)
        if ((mask >> d & 1) && k-- == 0)
            return d;
}

static inline void emit(mz_event *ev, mz_event_kind kind, int y, int x)
{
    ev->kind = kind;
    ev->y = y;
    ev->x = x;
}

/* Picks the next direction as a lazily drawn random permutation would:
 * uniformly among the tries left. Tries that must fail (off the grid or
 * already dug) are skipped without a draw; the lab's digout would make and
 * reject them, which leaves the same distribution of mazes. */
static inline bool advance(backtracker *s, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    if (s->pending) {
        s->pending = false;
        *mz_grid_at(g, s->y, s->x) =
            (uint8_t)(MZ_PASSAGE | s->pending_parent << PARENT_SHIFT);
        emit(ev, MZ_EV_CARVE, s->y, s->x);
        return true;
    }
    uint8_t *here = mz_grid_at(g, s->y, s->x);
    unsigned mask = open_choices(g, s->y, s->x);
    if (mask) {
        unsigned n = (unsigned)__builtin_popcount(mask);
        int d = nth_bit(mask, n == 1 ? 0 : mz_rng_below(&s->base.rng, n));
        int wy = s->y + mz_dy[d], wx = s->x + mz_dx[d];
        *mz_grid_at(g, wy, wx) = MZ_PASSAGE;
        s->y += 2 * mz_dy[d];
        s->x += 2 * mz_dx[d];
        s->pending = true;
        s->pending_parent = MZ_OPPOSITE(d);
        emit(ev, MZ_EV_CARVE, wy, wx);
        return true;
    }
    int back = *here >> PARENT_SHIFT;
    *here = MZ_PASSAGE;
    if (s->y == s->root_y && s->x == s->root_x)
        return false;
    s->y += 2 * mz_dy[back];
    s->x += 2 * mz_dx[back];
    emit(ev, MZ_EV_CURSOR, s->y, s->x);
    return true;
}

static bool bt_step(mz_gen *g, mz_event *ev)
{
    return advance((backtracker *)g, ev);
}

static uint64_t bt_run(mz_gen *g)
{
    backtracker *s = (backtracker *)g;
    mz_event ev;
    uint64_t n = 0;
    while (advance(s, &ev))
        n++;
    return n;
}

static void bt_destroy(mz_gen *g) { free(g); }

static const gen_ops ops = {bt_step, bt_run, bt_destroy};

mz_gen *gen_backtracker_new(mz_grid *grid, uint64_t seed)
{
    backtracker *s = malloc(sizeof *s);
    if (!s)
        return NULL;
    gen_init(&s->base, &ops, grid, seed);
    mz_grid_fill(grid, MZ_WALL);
    s->root_y = s->y = grid->height - 2;
    s->root_x = s->x = grid->width - 2;
    s->pending = true;
    s->pending_parent = 0;
    return &s->base;
}
