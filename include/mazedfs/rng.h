/* rng.h - seedable xoshiro256** seeded through splitmix64; never rand().
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_RNG_H
#define MAZEDFS_RNG_H

#include <stdint.h>

typedef struct mz_rng {
    uint64_t s[4];
} mz_rng;

/* Seeds the generator; every seed (0 included) gives a valid state. */
void mz_rng_seed(mz_rng *r, uint64_t seed);

/* The next 64 random bits. */
static inline uint64_t mz_rng_next(mz_rng *r)
{
    uint64_t *s = r->s;
    uint64_t x = s[1] * 5;
    uint64_t result = ((x << 7) | (x >> 57)) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = (s[3] << 45) | (s[3] >> 19);
    return result;
}

/* A uniform integer in [0, n), n >= 1, without modulo bias (Lemire's
 * multiply-and-reject). Inline because the generators draw once or more per
 * room: a call per draw showed in the profile. */
static inline uint32_t mz_rng_below(mz_rng *r, uint32_t n)
{
    /* The high word of a 32x32 product is uniform once the few low words
     * below 2^32 mod n are rejected. */
    uint64_t m = (uint64_t)(uint32_t)(mz_rng_next(r) >> 32) * n;
    uint32_t low = (uint32_t)m;
    if (low < n) {
        uint32_t threshold = (uint32_t)-n % n;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(mz_rng_next(r) >> 32) * n;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* One splitmix64 step: used to seed, and to draw a fresh seed from another
 * source of entropy. */
uint64_t mz_splitmix64(uint64_t *state);

/* Seeds drawn for a maze without --seed are six digits, MZ_SHORT_SEED_MIN
 * to MZ_SHORT_SEED_MAX: short enough for a class to read out and type
 * back. Any 64-bit seed still works with --seed. */
#define MZ_SHORT_SEED_MIN 100000u
#define MZ_SHORT_SEED_MAX 999999u

/* A short seed made from 64 random bits. */
static inline uint64_t mz_short_seed(uint64_t bits)
{
    return MZ_SHORT_SEED_MIN + bits % (MZ_SHORT_SEED_MAX - MZ_SHORT_SEED_MIN + 1);
}

#endif
