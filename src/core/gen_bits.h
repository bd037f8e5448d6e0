/* gen_bits.h - small helpers the row and walk generators share: coin flips
 * taken 64 from one random word.
 * Private to the core. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_GEN_BITS_H
#define MAZEDFS_GEN_BITS_H

#include "gen_impl.h"

/* Random bits not used yet: a coin flip costs a shift, a new word comes
 * every 64 flips. Step and fast path share one, so they draw alike. */
typedef struct coin_bits {
    uint64_t bits;
    int left;
} coin_bits;

/* 0 or 1, each with probability 1/2. */
static inline unsigned coin_flip(coin_bits *c, mz_rng *r)
{
    if (c->left == 0) {
        c->bits = mz_rng_next(r);
        c->left = 64;
    }
    unsigned b = (unsigned)c->bits & 1;
    c->bits >>= 1;
    c->left--;
    return b;
}

/* A uniform direction (0 to 3) from the two low bits of *bits, which
 * hold *nbits random bits not used yet; a new word when they are used up.
 * The step() of the random walkers (Aldous-Broder, Wilson, origin shift)
 * draws with it; their run() loops make the same draw on copies kept in
 * registers and store them back, so both paths draw alike. */
static inline int walk_dir(uint64_t *bits, int *nbits, mz_rng *r)
{
    if (*nbits == 0) {
        *bits = mz_rng_next(r);
        *nbits = 64;
    }
    int d = (int)(*bits & 3);
    *bits >>= 2;
    *nbits -= 2;
    return d;
}

/* A walker's move from room (y, x): a walk_dir draw, drawn again while it
 * would leave the grid or its mask, so a uniform direction to a
 * neighbouring room. */
static inline int walk_dir_inside(uint64_t *bits, int *nbits, mz_rng *r, const mz_grid *g, int y,
                                  int x)
{
    for (;;) {
        int d = walk_dir(bits, nbits, r);
        int ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
        if ((unsigned)(ny - 1) < (unsigned)(g->height - 2) &&
            (unsigned)(nx - 1) < (unsigned)(g->width - 2) && *mz_grid_at(g, ny, nx) != MZ_OUTSIDE)
            return d;
    }
}

/* The step() of the row-by-row generators (binary tree, sidewinder): digs
 * cell (y, x), a room or the wall it opens, and reports it. */
static inline void row_dig(mz_gen *g, int y, int x, mz_event *ev)
{
    *mz_grid_at(g->grid, y, x) = MZ_PASSAGE;
    mz_event_set(ev, MZ_EV_CARVE, y, x);
}

/* Their walk over the rooms in row-major order: moves (y, x) to the next
 * room; true when that starts a new row. */
static inline bool row_next_room(const mz_grid *g, int *y, int *x)
{
    *x += 2;
    if (*x <= g->width - 2)
        return false;
    *x = 1;
    *y += 2;
    return true;
}

#endif
