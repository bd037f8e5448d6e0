/* shape.c - a perfect maze shaped toward a difficulty by origin-shift
 * moves, each of which turns a perfect maze into another perfect maze.
 * SPDX-License-Identifier: MIT */
#include <math.h>
#include <stdlib.h>

#include "mazedfs/error.h"
#include "mazedfs/figures.h"
#include "mazedfs/rng.h"

enum { NO_PARENT = 4 };

/* The difficulty of g now, with the caller's plane of rooms. */
static int difficulty_of(const mz_grid *g, uint8_t *plane, double *d)
{
    uint64_t reached;
    int err = mz_room_bfs(g, plane, &reached);
    mz_path path = {0};
    if (!err && mz_path_from_rooms(g, plane, &path) == MZ_ENOMEM)
        err = MZ_ENOMEM;
    mz_figures f;
    if (!err)
        err = mz_figures_of(g, plane, &path, &f);
    mz_path_free(&path);
    *d = err ? 0.0 : f.difficulty;
    return err;
}

uint64_t mz_shape_budget(const mz_grid *g)
{
    double cells = (double)g->height * (double)g->width;
    double moves = 2e8 / cells;
    return moves > 20000 ? 20000 : moves < 10 ? 10 : (uint64_t)moves;
}

int mz_shape_difficulty(mz_grid *g, double target, uint64_t seed, uint64_t budget,
                        mz_shape_result *out)
{
    out->moves = out->changes = 0;
    int rows = (g->height - 1) / 2, cols = (g->width - 1) / 2;
    size_t rooms = (size_t)rows * (size_t)cols;
    uint8_t *parent = malloc(rooms);
    uint8_t *plane = malloc(rooms);
    int err = parent && plane ? MZ_OK : MZ_ENOMEM;
    /* The tree of rooms rooted at the start: each room's way to its parent. */
    uint64_t reached = 0;
    if (!err)
        err = mz_room_bfs(g, parent, &reached);
    if (!err && reached != rooms)
        err = MZ_ENOPATH; /* not one tree: not a perfect maze */
    for (size_t i = 0; !err && i < rooms; i++)
        parent[i] = parent[i] == MZ_BFS_SOURCE ? NO_PARENT : parent[i] & 3;
    double d = 0.0;
    if (!err)
        err = difficulty_of(g, plane, &d);
    mz_rng rng;
    mz_rng_seed(&rng, seed ^ 0x5ea4c4d1ff1c0175ull);
    uint32_t origin = 0;
    while (!err && out->moves < budget && fabs(d - target) > MZ_SHAPE_TOLERANCE) {
        int oy = (int)(origin / (uint32_t)cols), ox = (int)(origin % (uint32_t)cols);
        int dir = (int)mz_rng_below(&rng, MZ_NDIRS);
        int ny = oy + mz_dy[dir], nx = ox + mz_dx[dir];
        if (ny < 0 || nx < 0 || ny >= rows || nx >= cols)
            continue;
        out->moves++;
        uint32_t n = (uint32_t)ny * (uint32_t)cols + (uint32_t)nx;
        int old = parent[n];
        uint8_t *link = mz_grid_at(g, 2 * oy + 1 + mz_dy[dir], 2 * ox + 1 + mz_dx[dir]);
        parent[origin] = (uint8_t)dir;
        parent[n] = NO_PARENT;
        if (old == MZ_OPPOSITE(dir)) { /* n hung on the origin: the same tree */
            origin = n;
            continue;
        }
        /* Link the origin to n, unlink n from its parent. */
        uint8_t *cut = mz_grid_at(g, 2 * ny + 1 + mz_dy[old], 2 * nx + 1 + mz_dx[old]);
        *link = MZ_PASSAGE;
        *cut = MZ_WALL;
        double nd;
        err = difficulty_of(g, plane, &nd);
        if (!err && fabs(nd - target) <= fabs(d - target)) {
            d = nd;
            origin = n;
            out->changes++;
        } else { /* back as it was */
            *cut = MZ_PASSAGE;
            *link = MZ_WALL;
            parent[n] = (uint8_t)old;
            parent[origin] = NO_PARENT;
        }
    }
    out->difficulty = d;
    free(parent);
    free(plane);
    return err;
}
