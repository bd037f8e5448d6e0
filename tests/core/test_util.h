/* test_util.h - helpers the core tests share: making mazes, comparing grids.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_TEST_UTIL_H
#define MAZEDFS_TEST_UTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mazedfs/check.h"
#include "mazedfs/error.h"
#include "mazedfs/gen.h"
#include "mazedfs/grid.h"
#include "mazedfs/mask.h"

/* Loop-driven checks name the input that failed: label is that input as
 * text (generator, size, seed; see maze_label), cond or a and b what was
 * checked. */
#define check_true(label, cond)                                                                    \
    do {                                                                                           \
        if (!(cond))                                                                               \
            fail_msg("%s: expected %s", (label), #cond);                                           \
    } while (0)
#define check_int_equal(label, a, b)                                                               \
    do {                                                                                           \
        long long check_a_ = (long long)(a), check_b_ = (long long)(b);                            \
        if (check_a_ != check_b_)                                                                  \
            fail_msg("%s: %s is %lld, expected %s = %lld", (label), #a, check_a_, #b, check_b_);   \
    } while (0)

/* "backtracker 41 x 51 seed 7" into buf (n bytes); returns buf. */
static inline const char *maze_label(char *buf, size_t n, const mz_gen_info *info, int h, int w,
                                     uint64_t seed)
{
    snprintf(buf, n, "%s %d x %d seed %llu", info->name, h, w, (unsigned long long)seed);
    return buf;
}

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

/* info on a fresh grid like shape with seed, stepped k events (fewer if
 * it ends first), then finished on the maze-only fast path
 * (mz_gen_finish_maze), which must leave the step count unknown; the
 * caller compares the grid, which it frees. */
static inline mz_grid *maze_only_after(const char *at, const mz_gen_info *info,
                                       const mz_grid *shape, uint64_t seed,
                                       const mz_gen_params *params, uint64_t k)
{
    mz_grid *g = mz_grid_new_like(shape);
    assert_non_null(g);
    mz_gen *gen = mz_gen_new_with(info, g, seed, params);
    assert_non_null(gen);
    mz_event ev;
    for (uint64_t i = 0; i < k && mz_gen_next(gen, &ev); i++)
        ;
    mz_gen_finish_maze(gen);
    check_true(at, mz_gen_done(gen));
    check_true(at, mz_gen_steps(gen) == MZ_STEPS_UNKNOWN);
    mz_gen_free(gen);
    return g;
}

/* info on fresh grids like shape (mz_grid_new_like: its mask and ends, no
 * passage): stepped to the end, and, from fresh starts, stepped k events
 * then finished on the fast path, for k at the start, after one step, at a
 * third, two thirds plus a bit, and the end: the step count and the maze's
 * bytes must be those of stepping; finished on the maze-only fast path
 * instead, the bytes too. */
static inline void check_fast_equal_like(const char *at, const mz_gen_info *info,
                                         const mz_grid *shape, uint64_t seed,
                                         const mz_gen_params *params)
{
    mz_grid *whole = mz_grid_new_like(shape);
    assert_non_null(whole);
    mz_gen *gen = mz_gen_new_with(info, whole, seed, params);
    assert_non_null(gen);
    mz_event ev;
    while (mz_gen_next(gen, &ev))
        ;
    uint64_t total = mz_gen_steps(gen);
    mz_gen_free(gen);
    const uint64_t ks[] = {0, 1, total / 3, 2 * total / 3 + seed % 7, total};
    for (size_t j = 0; j < sizeof ks / sizeof ks[0]; j++) {
        mz_grid *part = mz_grid_new_like(shape);
        assert_non_null(part);
        gen = mz_gen_new_with(info, part, seed, params);
        assert_non_null(gen);
        for (uint64_t i = 0; i < ks[j] && i < total; i++)
            mz_gen_next(gen, &ev);
        check_int_equal(at, mz_gen_finish(gen), total);
        check_true(at, same_bytes(part, whole));
        mz_gen_free(gen);
        mz_grid_free(part);
        part = maze_only_after(at, info, shape, seed, params, ks[j]);
        check_true(at, same_bytes(part, whole));
        mz_grid_free(part);
    }
    mz_grid_free(whole);
}

/* The first way the finished maze g falls short of what info promises, or
 * NULL if it does not. */
static inline const char *maze_fault(const mz_gen_info *info, const mz_grid *g)
{
    mz_report r;
    if (mz_check(g, &r) != 0)
        return "mz_check failed (out of memory)";
    if (!r.exit_open)
        return "the exit is closed";
    if (!r.connected)
        return "not every passage is reached from the start";
    if (r.bad_values)
        return "cells hold values other than wall and passage";
    if (r.bad_corners)
        return "a corner cell is open";
    if (r.border_leaks)
        return "the border is open besides the exit";
    if (r.solid_rooms)
        return "a room is solid";
    if (info->perfect && (!r.perfect || r.openings + 1 != r.rooms))
        return "not perfect: it has a loop";
    if (!info->perfect && r.openings + 1 < r.rooms)
        return "fewer openings than a tree has";
    return NULL;
}

/* Asserts the finished maze g, made from seed, is what its generator
 * promises; a failure names the generator, the size and the seed. */
static inline void assert_good_maze_seed(const mz_gen_info *info, const mz_grid *g, uint64_t seed)
{
    const char *fault = maze_fault(info, g);
    char label[128];
    if (fault)
        fail_msg("%s: %s", maze_label(label, sizeof label, info, g->height, g->width, seed), fault);
}

/* The same where the seed is not known: a failure names the generator and
 * the size. */
static inline void assert_good_maze(const mz_gen_info *info, const mz_grid *g)
{
    const char *fault = maze_fault(info, g);
    if (fault)
        fail_msg("%s %d x %d: %s", info->name, g->height, g->width, fault);
}

/* A grid in the shape of mask text (scaled by k rooms a mask room), its
 * pieces joined into one, the mask applied. */
static inline mz_grid *test_masked_grid(const char *text, int k)
{
    char err[128];
    mz_mask *m = mz_mask_from_text(text, strlen(text), err, sizeof err);
    if (!m)
        fail_msg("mask %s: %s", text, err);
    mz_mask *s = mz_mask_scale(m, m->rows * k, m->cols * k);
    assert_non_null(s);
    int pieces;
    uint64_t added;
    assert_int_equal(mz_mask_join(s, &pieces, &added), MZ_OK);
    mz_grid *g = mz_grid_new(2 * s->rows + 1, 2 * s->cols + 1);
    assert_non_null(g);
    assert_int_equal(mz_mask_apply(s, g), MZ_OK);
    mz_mask_free(m);
    mz_mask_free(s);
    return g;
}

#endif
