/* check.c - examining a finished maze: well-formed, connected, loop-free.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/check.h"

#include <stdlib.h>
#include <string.h>

#include "mazedfs/error.h"
#include "mazedfs/path.h"

/* Number of open sides of the room at (y, x). */
static int room_openings(const mz_grid *g, int y, int x)
{
    int n = 0;
    for (int d = 0; d < MZ_NDIRS; d++)
        n += mz_grid_open(g, y + mz_dy[d], x + mz_dx[d]);
    return n;
}

static void count_cells(const mz_grid *g, mz_report *r)
{
    for (int y = 0; y < g->height; y++) {
        for (int x = 0; x < g->width; x++) {
            uint8_t v = *mz_grid_at(g, y, x);
            if (v == MZ_OUTSIDE) /* no part of the maze: counts nowhere */
                continue;
            bool open = v == MZ_PASSAGE;
            if (mz_grid_is_exit(g, y, x)) { /* inside a shape the exit is no border cell */
                r->passages += open;
                continue;
            }
            r->bad_values += v > MZ_PASSAGE;
            bool border = y == 0 || x == 0 || y == g->height - 1 || x == g->width - 1;
            bool odd_y = y & 1, odd_x = x & 1;
            r->passages += open;
            if (border) {
                r->border_leaks += open && !mz_grid_is_exit(g, y, x);
            } else if (odd_y && odd_x) {
                r->rooms++;
                r->solid_rooms += !open;
                r->dead_ends += open && room_openings(g, y, x) == 1;
            } else if (odd_y || odd_x) {
                r->openings += open;
            } else {
                r->bad_corners += open;
            }
        }
    }
}

/* Independent loops in the part reachable from the start (plane as mz_bfs
 * left it): a connected graph has edges - vertices + 1 of them, counted
 * over the rooms reached and the openings between them, so rooms walled
 * off elsewhere do not hide the loops the player can walk. */
static uint64_t reachable_loops(const mz_grid *g, const uint8_t *plane)
{
    uint64_t rooms = 0, openings = 0;
    for (int y = 1; y < g->height - 1; y++) {
        const uint8_t *row = plane + (size_t)y * (size_t)g->width;
        for (int x = 1; x < g->width - 1; x++) {
            if (!row[x] || mz_grid_is_exit(g, y, x))
                continue;
            bool odd_y = y & 1, odd_x = x & 1;
            rooms += odd_y && odd_x;
            openings += odd_y != odd_x;
        }
    }
    return rooms && openings + 1 > rooms ? openings + 1 - rooms : 0;
}

int mz_check(const mz_grid *g, mz_report *r)
{
    uint8_t *plane = malloc((size_t)g->height * (size_t)g->width);
    if (!plane) {
        memset(r, 0, sizeof *r);
        return MZ_ENOMEM;
    }
    int err = mz_check_plane(g, r, plane);
    free(plane);
    return err;
}

int mz_check_plane(const mz_grid *g, mz_report *r, uint8_t *plane)
{
    memset(r, 0, sizeof *r);
    count_cells(g, r);
    r->exit_open = true;
    for (int i = 0; i < mz_grid_exit_cells(g); i++)
        r->exit_open &= mz_grid_open(g, mz_grid_exit_cell_y(g, i), mz_grid_exit_cell_x(g, i));
    if (mz_grid_open(g, g->start_y, g->start_x)) {
        int err = mz_bfs(g, g->start_y, g->start_x, plane, &r->reached);
        if (err)
            return err;
    } else {
        memset(plane, 0, (size_t)g->height * (size_t)g->width);
    }
    r->connected = r->passages > 0 && r->reached == r->passages;
    /* A connected graph on the rooms is a tree exactly when it has one edge
     * fewer than rooms. */
    r->perfect = r->connected && r->bad_values == 0 && r->solid_rooms == 0 && r->bad_corners == 0 &&
                 r->border_leaks == 0 && r->exit_open && r->openings + 1 == r->rooms;
    r->loops = reachable_loops(g, plane);
    return MZ_OK;
}
