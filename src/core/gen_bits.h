/* gen_bits.h - small helpers the row and walk generators share: coin flips
 * taken 64 from one random word, and a uniform pick among direction bits.
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

/* For each 4-bit mask of directions: how many are set, and the k-th set
 * one (tables: without -mpopcnt a popcount is a libgcc call). */
static const uint8_t gen_set_count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const uint8_t gen_set_bit[16][4] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {2, 0, 0, 0}, {0, 2, 0, 0},
    {1, 2, 0, 0}, {0, 1, 2, 0}, {3, 0, 0, 0}, {0, 3, 0, 0}, {1, 3, 0, 0}, {0, 1, 3, 0},
    {2, 3, 0, 0}, {0, 2, 3, 0}, {1, 2, 3, 0}, {0, 1, 2, 3},
};

/* A uniform direction among the set bits of mask (not 0); no draw when
 * there is one choice. */
static inline int gen_pick_dir(mz_rng *r, unsigned mask)
{
    unsigned n = gen_set_count[mask];
    return gen_set_bit[mask][n == 1 ? 0 : mz_rng_below(r, n)];
}

/* Fills *ev. */
static inline void gen_emit(mz_event *ev, mz_event_kind kind, int y, int x)
{
    ev->kind = kind;
    ev->y = y;
    ev->x = x;
}

#endif
