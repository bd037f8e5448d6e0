/* play.c - the player's dot: the core decides every move.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/play.h"

#include "mazedfs/error.h"
#include "mazedfs/path.h"

void mz_play_start(mz_play *p, const mz_grid *g)
{
    *p = (mz_play){g->start_y, g->start_x, 0, false};
}

bool mz_play_move(mz_play *p, const mz_grid *g, int dir)
{
    if (p->won || dir < 0 || dir >= MZ_NDIRS)
        return false;
    int ny = p->y + mz_dy[dir], nx = p->x + mz_dx[dir];
    if (!mz_grid_open(g, ny, nx))
        return false;
    p->y = ny;
    p->x = nx;
    p->moves++;
    p->won = ny == mz_grid_exit_y(g) && nx == mz_grid_exit_x(g);
    return true;
}

int mz_play_exits(const mz_grid *g, int y, int x)
{
    int n = 0;
    for (int d = 0; d < MZ_NDIRS; d++)
        n += mz_grid_open(g, y + mz_dy[d], x + mz_dx[d]);
    return n;
}

int mz_play_way_on(const mz_play *p, const mz_grid *g, int dir)
{
    /* A corridor cell has exactly two ways: the one back and the one on. */
    if (p->won || mz_play_exits(g, p->y, p->x) != 2)
        return -1;
    for (int d = 0; d < MZ_NDIRS; d++)
        if (d != MZ_OPPOSITE(dir) && mz_grid_open(g, p->y + mz_dy[d], p->x + mz_dx[d]))
            return d;
    return -1;
}

uint64_t mz_play_run(mz_play *p, const mz_grid *g, int dir)
{
    int sy = p->y, sx = p->x;
    uint64_t n = 0;
    while (dir >= 0 && mz_play_move(p, g, dir)) {
        n++;
        if (p->y == sy && p->x == sx) /* round a loop of corridors */
            break;
        dir = mz_play_way_on(p, g, dir);
    }
    return n;
}

int mz_play_reach(const mz_play *p, const mz_grid *g, int ty, int tx, int *dir)
{
    int dy = ty - p->y, dx = tx - p->x;
    if (p->won || (dy != 0) == (dx != 0))
        return 0;
    int d = dy > 0 ? MZ_SOUTH : dy < 0 ? MZ_NORTH : dx > 0 ? MZ_EAST : MZ_WEST;
    int n = dy ? (dy > 0 ? dy : -dy) : (dx > 0 ? dx : -dx);
    for (int i = 1; i <= n; i++)
        if (!mz_grid_open(g, p->y + i * mz_dy[d], p->x + i * mz_dx[d]))
            return 0;
    *dir = d;
    return n;
}

/* How far the open line from (y, x) goes in direction d. */
static int open_run(const mz_grid *g, int y, int x, int d)
{
    int n = 0;
    while (mz_grid_open(g, y + (n + 1) * mz_dy[d], x + (n + 1) * mz_dx[d]))
        n++;
    return n;
}

/* Adds the cells of rows y0..y1 and columns x0..x1 (clipped to the grid)
 * to out, leaving out columns skip0..skip1. */
static size_t add_box(const mz_grid *g, int y0, int y1, int x0, int x1, int skip0, int skip1,
                      uint32_t *out, size_t used, size_t max)
{
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            if (!mz_grid_contains(g, y, x) || (x >= skip0 && x <= skip1))
                continue;
            if (used < max)
                out[used] = (uint32_t)((size_t)y * (size_t)g->width + (size_t)x);
            used++;
        }
    return used;
}

size_t mz_play_sight(const mz_grid *g, int y, int x, uint32_t *out, size_t max)
{
    /* The cross of open lines, widened by one cell on every side, is a
     * vertical box and a horizontal one; their overlap is counted once. */
    int y0 = y - open_run(g, y, x, MZ_NORTH), y1 = y + open_run(g, y, x, MZ_SOUTH);
    int x0 = x - open_run(g, y, x, MZ_WEST), x1 = x + open_run(g, y, x, MZ_EAST);
    size_t n = add_box(g, y0 - 1, y1 + 1, x - 1, x + 1, 1, 0, out, 0, max);
    n = add_box(g, y - 1, y + 1, x0 - 1, x1 + 1, x - 1, x + 1, out, n, max);
    return n < max ? n : max;
}

size_t mz_play_route(const mz_grid *g, int y, int x, uint8_t *plane, uint32_t *out, size_t n)
{
    int ey = mz_grid_exit_y(g), ex = mz_grid_exit_x(g);
    uint64_t reached;
    if (!mz_grid_open(g, ey, ex) || !mz_grid_open(g, y, x) ||
        mz_bfs(g, ey, ex, plane, &reached) != MZ_OK)
        return 0;
    size_t w = (size_t)g->width, c = (size_t)y * w + (size_t)x, k = 0;
    if (!plane[c])
        return 0;
    /* Each reached cell holds the direction one step nearer the exit. */
    for (; k < n && !(plane[c] & MZ_BFS_SOURCE); k++) {
        int d = plane[c] & 3;
        c = (size_t)((ptrdiff_t)c + mz_dy[d] * (ptrdiff_t)w + mz_dx[d]);
        out[k] = (uint32_t)c;
    }
    return k;
}
