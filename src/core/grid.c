/* grid.c - the byte maze: allocation, fills, the exit, the direction table.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/grid.h"
#include "bigmem.h"
#include "swar.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

const int mz_dy[MZ_NDIRS] = {1, 0, -1, 0};
const int mz_dx[MZ_NDIRS] = {0, 1, 0, -1};

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
    mz_prefer_huge_pages(g->cells, size); /* the generator's fill touches it all */
    g->height = height;
    g->width = width;
    g->inside = 0;
    g->pieces = 0;
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
    c->pieces = g->pieces;
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
    uint8_t *c = g->cells;
    size_t i = 0, n = (size_t)g->height * (size_t)g->width;
    for (; i + 8 <= n; i += 8) /* MZ_WALL is 0 */
        swar_store(c + i, swar_eq(swar_load(c + i), MZ_OUTSIDE) & MZ_OUTSIDE * SWAR_ONES);
    for (; i < n; i++)
        c[i] = c[i] == MZ_OUTSIDE ? MZ_OUTSIDE : MZ_WALL;
}

bool mz_grid_blank(const mz_grid *g)
{
    uint8_t other = mz_grid_masked(g) ? MZ_OUTSIDE : MZ_WALL;
    for (size_t i = 0, n = (size_t)g->height * (size_t)g->width; i < n; i++)
        if (g->cells[i] != MZ_WALL && g->cells[i] != other)
            return false;
    return true;
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
