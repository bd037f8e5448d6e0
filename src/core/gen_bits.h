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

#endif
