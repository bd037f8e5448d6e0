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
