/* swar.h - eight grid bytes at a time in a 64-bit word, for the passes over
 * every cell that -O2 leaves scalar (it vectorises no loop of unknown
 * length). Private to the core. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_SWAR_H
#define MAZEDFS_SWAR_H

#include <stdint.h>
#include <string.h>

#define SWAR_ONES 0x0101010101010101u
#define SWAR_LOW7 0x7f7f7f7f7f7f7f7fu

static inline uint64_t swar_load(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

static inline void swar_store(uint8_t *p, uint64_t v) { memcpy(p, &v, 8); }

/* 0xff in each byte of v that is b, 0 in the others (exactly: no byte
 * borrows from its neighbour). */
static inline uint64_t swar_eq(uint64_t v, uint8_t b)
{
    uint64_t t = v ^ (b * SWAR_ONES);
    uint64_t zero = ~(((t & SWAR_LOW7) + SWAR_LOW7) | t | SWAR_LOW7); /* 0x80 where t is 0 */
    return (zero >> 7) * 0xff;
}

/* How many bytes of v are not 0. */
static inline unsigned swar_count_nonzero(uint64_t v)
{
    uint64_t set = (((v & SWAR_LOW7) + SWAR_LOW7) | v) >> 7 & SWAR_ONES; /* 1 where not 0 */
    return (unsigned)((set * SWAR_ONES) >> 56);
}

#endif
