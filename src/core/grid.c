/* grid.c - the byte maze: allocation, fills, the exit, the direction table.
 * SPDX-License-Identifier: MIT */
#if defined(__linux__) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE /* madvise */
#endif
#include "mazedfs/grid.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

const int mz_dy[MZ_NDIRS] = {1, 0, -1, 0};
const int mz_dx[MZ_NDIRS] = {0, 1, 0, -1};

/* Asks the kernel to back a big grid with 2 MiB pages where it can. A fresh
 * grid is first touched by the generator's fill, and with 4 KiB pages that
 * is one page fault per 4 KiB: about 50 ms for a 10001 x 10001 grid on the
 * reference machine, against about 12 ms with huge pages. Only a hint: on
 * other systems, or if it fails, nothing changes. */
static void prefer_huge_pages(void *cells, size_t size)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)1 << 21;
    uintptr_t lo = ((uintptr_t)cells + huge - 1) & ~(huge - 1);
    uintptr_t hi = ((uintptr_t)cells + size) & ~(huge - 1);
    if (hi > lo)
        (void)madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
#else
    (void)cells;
    (void)size;
#endif
}

static bool side_ok(int n) { return n >= MZ_MIN_SIDE && n <= MZ_MAX_SIDE && (n & 1); }

mz_grid *mz_grid_new(int height, int width)
{
    if (!side_ok(height) || !side_ok(width))
        return NULL;
    mz_grid *g = malloc(sizeof *g);
    if (!g)
        return NULL;
    /* calloc: fresh zero pages cost nothing until touched. */
    size_t size = (size_t)height * (size_t)width;
    g->cells = calloc(size, 1);
    if (!g->cells) {
        free(g);
        return NULL;
    }
    prefer_huge_pages(g->cells, size);
    g->height = height;
    g->width = width;
    g->inside = 0;
    mz_grid_set_ends(g, 1, 1, height - 2, width - 2);
    return g;
}

void mz_grid_set_ends(mz_grid *g, int start_y, int start_x, int goal_y, int goal_x)
{
    g->start_y = start_y;
    g->start_x = start_x;
    g->goal_y = goal_y;
    g->goal_x = goal_x;
}

void mz_grid_free(mz_grid *g)
{
    if (!g)
        return;
    free(g->cells);
    free(g);
}

void mz_grid_fill(mz_grid *g, uint8_t value)
{
    memset(g->cells, value, (size_t)g->height * (size_t)g->width);
}

mz_grid *mz_grid_new_like(const mz_grid *g)
{
    mz_grid *c = mz_grid_new(g->height, g->width);
    if (!c)
        return NULL;
    if (mz_grid_masked(g))
        memcpy(c->cells, g->cells, (size_t)g->height * (size_t)g->width);
    c->inside = g->inside;
    mz_grid_set_ends(c, g->start_y, g->start_x, g->goal_y, g->goal_x);
    mz_grid_reset(c);
    return c;
}

void mz_grid_reset(mz_grid *g)
{
    if (!mz_grid_masked(g)) {
        mz_grid_fill(g, MZ_WALL);
        return;
    }
    uint8_t *c = g->cells, *end = c + (size_t)g->height * (size_t)g->width;
    for (; c < end; c++)
        if (*c != MZ_OUTSIDE)
            *c = MZ_WALL;
}

void mz_grid_open_interior(mz_grid *g)
{
    size_t w = (size_t)g->width;
    memset(g->cells, MZ_WALL, w);
    for (int y = 1; y < g->height - 1; y++) {
        uint8_t *row = mz_grid_at(g, y, 0);
        row[0] = MZ_WALL;
        memset(row + 1, MZ_PASSAGE, w - 2);
        row[w - 1] = MZ_WALL;
    }
    memset(mz_grid_at(g, g->height - 1, 0), MZ_WALL, w);
}

uint64_t mz_grid_rooms(const mz_grid *g)
{
    if (mz_grid_masked(g))
        return g->inside;
    return (uint64_t)((g->height - 1) / 2) * (uint64_t)((g->width - 1) / 2);
}
