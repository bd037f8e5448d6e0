/* test_util.h - helpers the core tests share: making mazes, comparing grids.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_TEST_UTIL_H
#define MAZEDFS_TEST_UTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mazedfs/check.h"
#include "mazedfs/gen.h"
#include "mazedfs/grid.h"

/* A finished maze from info on an h x w grid, the fast way. */
static inline mz_grid *make_maze(const mz_gen_info *info, int h, int w, uint64_t seed)
{
    mz_grid *g = mz_grid_new(h, w);
    assert_non_null(g);
    mz_gen *gen = mz_gen_new(info, g, seed);
    assert_non_null(gen);
    mz_gen_finish(gen);
    assert_true(mz_gen_done(gen));
    mz_gen_free(gen);
    return g;
}

/* True if both grids hold the same maze (bit 0 of every cell). */
static inline int same_maze(const mz_grid *a, const mz_grid *b)
{
    size_t n = (size_t)a->height * (size_t)a->width;
    if (a->height != b->height || a->width != b->width)
        return 0;
    for (size_t i = 0; i < n; i++)
        if ((a->cells[i] & 1) != (b->cells[i] & 1))
            return 0;
    return 1;
}

static inline int same_bytes(const mz_grid *a, const mz_grid *b)
{
    return a->height == b->height && a->width == b->width &&
           memcmp(a->cells, b->cells, (size_t)a->height * (size_t)a->width) == 0;
}

/* Asserts the finished maze is what its generator promises. */
static inline void assert_good_maze(const mz_gen_info *info, const mz_grid *g)
{
    mz_report r;
    assert_int_equal(mz_check(g, &r), 0);
    assert_true(r.exit_open);
    assert_true(r.connected);
    assert_int_equal(r.bad_values, 0);
    assert_int_equal(r.bad_corners, 0);
    assert_int_equal(r.border_leaks, 0);
    assert_int_equal(r.solid_rooms, 0);
    if (info->perfect) {
        assert_true(r.perfect);
        assert_int_equal(r.openings + 1, r.rooms);
    } else {
        assert_true(r.openings + 1 >= r.rooms);
    }
}

#endif
