/* solve.c - the dot's depth-first search from the start to the exit.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/solve.h"

#include <stdint.h>
#include <stdlib.h>

/* One byte per cell: SEEN, the way back (2 bits) and the next direction to
 * try (0..4) while the cell is on the dot's path. */
enum { SEEN = 0x80, BACK_MASK = 3, NEXT_SHIFT = 2 };

struct mz_solver {
    const mz_grid *grid; /* borrowed */
    uint8_t *plane;
    int y, x;
    bool started, found, over;
};

mz_solver *mz_solve_new(const mz_grid *grid)
{
    mz_solver *s = malloc(sizeof *s);
    uint8_t *plane = calloc((size_t)grid->height * (size_t)grid->width, 1);
    if (!s || !plane) {
        free(s);
        free(plane);
        return NULL;
    }
    *s = (mz_solver){grid, plane, 1, 1, false, false, false};
    return s;
}

static uint8_t *cell(const mz_solver *s, int y, int x)
{
    return s->plane + (size_t)y * (size_t)s->grid->width + (size_t)x;
}

static bool at_exit(const mz_solver *s)
{
    return s->y == mz_grid_exit_y(s->grid) && s->x == mz_grid_exit_x(s->grid);
}

/* Tries the remaining directions of the dot's cell; true if it moved. */
static bool try_forward(mz_solver *s)
{
    uint8_t *here = cell(s, s->y, s->x);
    for (int d = *here >> NEXT_SHIFT & 7; d < MZ_NDIRS; d++) {
        int ny = s->y + mz_dy[d], nx = s->x + mz_dx[d];
        if (!mz_grid_open(s->grid, ny, nx) || *cell(s, ny, nx))
            continue;
        *here = (uint8_t)((*here & ~(7 << NEXT_SHIFT)) | (d + 1) << NEXT_SHIFT);
        *cell(s, ny, nx) = (uint8_t)(SEEN | MZ_OPPOSITE(d));
        s->y = ny;
        s->x = nx;
        return true;
    }
    *here |= MZ_NDIRS << NEXT_SHIFT;
    return false;
}

bool mz_solve_next(mz_solver *s, mz_event *ev)
{
    if (s->over)
        return false;
    if (!s->started) {
        s->started = true;
        if (!mz_grid_open(s->grid, 1, 1)) {
            s->over = true;
            return false;
        }
        *cell(s, 1, 1) = SEEN;
        mz_event_set(ev, MZ_EV_VISIT, 1, 1);
        return true;
    }
    if (s->found) {
        s->over = true;
        return false;
    }
    if (try_forward(s)) {
        s->found = at_exit(s);
        mz_event_set(ev, MZ_EV_VISIT, s->y, s->x);
        return true;
    }
    if (s->y == 1 && s->x == 1) {
        s->over = true;
        return false;
    }
    mz_event_set(ev, MZ_EV_RETREAT, s->y, s->x);
    int back = *cell(s, s->y, s->x) & BACK_MASK;
    s->y += mz_dy[back];
    s->x += mz_dx[back];
    return true;
}

void mz_solve_position(const mz_solver *s, int *y, int *x)
{
    *y = s->y;
    *x = s->x;
}

bool mz_solve_found(const mz_solver *s) { return s->found; }

void mz_solve_free(mz_solver *s)
{
    if (!s)
        return;
    free(s->plane);
    free(s);
}
