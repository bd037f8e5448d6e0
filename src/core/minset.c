/* minset.c - making and freeing the levels of a minset (minset.h).
 * SPDX-License-Identifier: MIT */
#include "minset.h"

#include <stdlib.h>

#include "bigmem.h"
#include "mazedfs/error.h"

int minset_init(minset *s, size_t n)
{
    s->levels = 0;
    for (size_t words = (n + 63) / 64;; words = (words + 63) / 64) {
        uint64_t *w = mz_big_alloc(words * sizeof *w, true);
        if (!w || s->levels == MINSET_LEVELS) {
            free(w);
            minset_free(s);
            return MZ_ENOMEM;
        }
        s->word[s->levels++] = w;
        if (words == 1)
            return MZ_OK;
    }
}

void minset_free(minset *s)
{
    for (int l = 0; l < s->levels; l++)
        free(s->word[l]);
    s->levels = 0;
}
