/* minset.h - a set of integers below n that finds its smallest member
 * quickly: a bitmap with a bitmap of its non-zero words above it, and so on
 * up to one word. Private to the core. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_MINSET_H
#define MAZEDFS_MINSET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Six levels of 64 hold 2^36 members, more than a grid has bytes. */
enum { MINSET_LEVELS = 6 };

typedef struct minset {
    uint64_t *word[MINSET_LEVELS]; /* level 0: the members; level l + 1:
                                      bit i set when word i of level l is not 0 */
    int levels;                    /* 0: not made (minset_free is safe) */
} minset;

/* Makes s empty, for members 0 to n - 1 (n >= 1). Returns 0, or MZ_ENOMEM
 * with s not made. */
int minset_init(minset *s, size_t n);

/* Frees what s holds; s is not made after. Safe on a set not made. */
void minset_free(minset *s);

/* Adds i (below n); adding a member again changes nothing. */
static inline void minset_add(minset *s, size_t i)
{
    for (int l = 0; l < s->levels; l++, i >>= 6) {
        uint64_t *w = &s->word[l][i >> 6], was = *w;
        *w = was | 1ull << (i & 63);
        if (was)
            return;
    }
}

/* Takes i out, if it is in. */
static inline void minset_remove(minset *s, size_t i)
{
    for (int l = 0; l < s->levels; l++, i >>= 6) {
        uint64_t *w = &s->word[l][i >> 6];
        *w &= ~(1ull << (i & 63));
        if (*w)
            return;
    }
}

/* The smallest member into *i; false when s is empty. */
static inline bool minset_min(const minset *s, size_t *i)
{
    size_t at = 0;
    if (!s->word[s->levels - 1][0])
        return false;
    for (int l = s->levels - 1; l >= 0; l--)
        at = at << 6 | (size_t)__builtin_ctzll(s->word[l][at]);
    *i = at;
    return true;
}

#endif
