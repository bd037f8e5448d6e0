/* rng.c - xoshiro256** (Blackman & Vigna) seeded by splitmix64.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/rng.h"

uint64_t mz_splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void mz_rng_seed(mz_rng *r, uint64_t seed)
{
    /* splitmix64 never yields four zero words in a row, so the xoshiro
     * state is never the all-zero fixed point. */
    for (int i = 0; i < 4; i++)
        r->s[i] = mz_splitmix64(&seed);
}

uint32_t mz_rng_below(mz_rng *r, uint32_t n)
{
    /* Lemire: the high word of a 32x32 product is uniform once the few low
     * words below 2^32 mod n are rejected. */
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
