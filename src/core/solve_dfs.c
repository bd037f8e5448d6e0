/* solve_dfs.c - the lab's solve: the dot searches depth first from the
 * start, backing up off dead ends. SPDX-License-Identifier: MIT */
#include "solve_impl.h"

/* One byte per cell: SEEN, the way back (2 bits) and the next direction to
 * try (0..4) while the cell is on the dot's path. */
enum { SEEN = 0x80, BACK_MASK = 3, NEXT_SHIFT = 2 };

typedef struct dfs {
    mz_solver base;
    uint8_t *plane;
    bool started;
} dfs;

static uint8_t *cell(const dfs *s, int y, int x)
{
    return s->plane + (size_t)y * (size_t)s->base.grid->width + (size_t)x;
}

/* Tries the remaining directions of the dot's cell: 1 if it moved, 0 if
 * none is left, -1 if it looked at a marked open neighbour (not the way
 * back: a loop closing), which *ly, *lx name; the next try goes on after. */
static int try_forward(dfs *s, int *ly, int *lx)
{
    mz_solver *b = &s->base;
    uint8_t *here = cell(s, b->y, b->x);
    const ptrdiff_t w = b->grid->width, step[MZ_NDIRS] = {w, 1, -w, -1};
    for (int d = *here >> NEXT_SHIFT & 7; d < MZ_NDIRS; d++) {
        if (!mz_solve_open(b->grid, b->y, b->x, d))
            continue;
        if (here[step[d]] && (d != (*here & BACK_MASK) || (b->y == 1 && b->x == 1))) {
            *here = (uint8_t)((*here & ~(7 << NEXT_SHIFT)) | (d + 1) << NEXT_SHIFT);
            *ly = b->y + mz_dy[d];
            *lx = b->x + mz_dx[d];
            return -1;
        }
        if (here[step[d]])
            continue;
        *here = (uint8_t)((*here & ~(7 << NEXT_SHIFT)) | (d + 1) << NEXT_SHIFT);
        here[step[d]] = (uint8_t)(SEEN | MZ_OPPOSITE(d));
        b->y += mz_dy[d];
        b->x += mz_dx[d];
        return 1;
    }
    *here |= MZ_NDIRS << NEXT_SHIFT;
    return 0;
}

static bool step(mz_solver *b, mz_event *ev)
{
    dfs *s = (dfs *)b;
    if (!s->started) {
        s->started = true;
        return mz_solve_begin(b, s->plane, SEEN, 1, ev);
    }
    if (b->found)
        return false;
    int ly, lx, moved = try_forward(s, &ly, &lx);
    if (moved < 0) { /* a try that finds its neighbour marked */
        mz_event_set(ev, MZ_EV_LOOK, ly, lx);
        ev->line = 3;
        return true;
    }
    if (moved) {
        b->visits++;
        mz_solve_check_exit(b, s->plane);
        mz_event_set(ev, MZ_EV_VISIT, b->y, b->x);
        ev->line = 2;
        return true;
    }
    return mz_solve_back_up(b, s->plane, 4, ev);
}

static void release(mz_solver *b) { free(((dfs *)b)->plane); }

static const solve_ops ops = {step, release, false};

static mz_solver *dfs_new(const mz_grid *grid)
{
    dfs *s = mz_solve_alloc(sizeof *s, &ops, grid);
    if (!s)
        return NULL;
    s->plane = mz_solve_new_plane(&s->base);
    return s->plane ? &s->base : NULL;
}

static const char *const code_dfs[] = {
    N_("start on the top-left cell; mark it"),
    N_("step to the first open unmarked neighbour"),
    N_("  (trying south, east, north, west)"),
    N_("none left: back up one cell, unmarking it"),
    N_("until standing on the exit"),
    N_("draw the route"),
    NULL,
};

/* The registry row, listed in solve_list.c. */
const mz_solver_info mz_solver_dfs_info = {
    .name = "dfs",
    .aliases = "depth-first",
    .summary = "depth-first search: the dot tries south, east, north, west and "
               "backs up off dead ends (the lab's solve)",
    .works_with_loops = true,
    .create = dfs_new,
    .shortest = false,
    .texture = "one path, deepest first; backs up off dead ends",
    .code = code_dfs,
    .until = 5,
};
