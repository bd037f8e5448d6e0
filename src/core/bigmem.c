/* bigmem.c - big arrays on huge pages (bigmem.h).
 * SPDX-License-Identifier: MIT */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE /* madvise */
#endif
#include "bigmem.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

enum { HUGE_SHIFT = 21 };

void mz_prefer_huge_pages(void *p, size_t size)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)1 << HUGE_SHIFT;
    uintptr_t lo = ((uintptr_t)p + huge - 1) & ~(huge - 1);
    uintptr_t hi = ((uintptr_t)p + size) & ~(huge - 1);
    if (hi > lo)
        (void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#else
    (void)p;
    (void)size;
#endif
}

void *mz_big_alloc(size_t size, bool zero)
{
    const size_t huge = (size_t)1 << HUGE_SHIFT;
    if (size < huge / 2)
        return zero ? calloc(size ? size : 1, 1) : malloc(size ? size : 1);
    size_t whole = (size + huge - 1) & ~(huge - 1);
    void *p = NULL;
    if (whole < size || posix_memalign(&p, huge, whole) != 0)
        return NULL;
    mz_prefer_huge_pages(p, whole);
    if (zero)
        memset(p, 0, size);
    return p;
}
