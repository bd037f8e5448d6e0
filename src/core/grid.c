/* grid.c - the byte maze: allocation, fills, the exit, the direction table.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/grid.h"

#include <stdlib.h>
#include <string.h>

const int mz_dy[MZ_NDIRS] = {1, 0, -1, 0};
const int mz_dx[MZ_NDIRS] = {0, 1, 0, -1};

static bool side_ok(int n)
{
    return n >= MZ_MIN_SIDE && n <= MZ_MAX_SIDE && (n & 1);
}

mz_grid *mz_grid_new(int height, int width)
{
    if (!side_ok(height) || !side_ok(width))
        return NULL;
    mz_grid *g = malloc(sizeof *g);
    if (!g)
        return NULL;
    /* calloc: fresh zero pages cost nothing until touched. */
    g->cells = calloc((size_t)height * (size_t)width, 1);
    if (!g->cells) {
        free(g);
        return NULL;
    }
    g->height = height;
    g->width = width;
    return g;
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
    return (uint64_t)((g->height - 1) / 2) * (uint64_t)((g->width - 1) / 2);
}
