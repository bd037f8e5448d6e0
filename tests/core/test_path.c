/* test_path.c - the trace is a shortest path, also in mazes with loops.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/braid.h"
#include "mazedfs/error.h"
#include "mazedfs/path.h"

/* Distances from (1, 1) by relaxing until nothing changes: slow, simple,
 * and independent of the BFS under test. */
static int *relaxed_distances(const mz_grid *g)
{
    size_t n = (size_t)g->height * (size_t)g->width;
    int *dist = malloc(n * sizeof *dist);
    for (size_t i = 0; i < n; i++)
        dist[i] = -1;
    dist[g->width + 1] = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int y = 0; y < g->height; y++)
            for (int x = 0; x < g->width; x++) {
                if (!mz_grid_open(g, y, x))
                    continue;
                int *here = &dist[(size_t)y * g->width + x];
                for (int d = 0; d < MZ_NDIRS; d++) {
                    int ny = y + mz_dy[d], nx = x + mz_dx[d];
                    if (!mz_grid_open(g, ny, nx))
                        continue;
                    int there = dist[(size_t)ny * g->width + nx];
                    if (there >= 0 && (*here < 0 || there + 1 < *here)) {
                        *here = there + 1;
                        changed = 1;
                    }
                }
            }
    }
    return dist;
}

/* The path walks passage cells one step at a time from start to exit,
 * never twice through a cell, and is as short as the relaxed distance. at
 * names the maze in a failure. */
static void assert_shortest(const mz_grid *g, const mz_path *p, const char *at)
{
    int w = g->width;
    check_true(at, p->length >= 2);
    check_int_equal(at, p->cells[0], w + 1);
    check_int_equal(at, p->cells[p->length - 1],
                    (uint32_t)(mz_grid_exit_y(g) * w + mz_grid_exit_x(g)));
    for (size_t i = 0; i < p->length; i++) {
        int y = (int)(p->cells[i] / (uint32_t)w), x = (int)(p->cells[i] % (uint32_t)w);
        check_true(at, mz_grid_open(g, y, x));
        if (i) {
            int py = (int)(p->cells[i - 1] / (uint32_t)w),
                px = (int)(p->cells[i - 1] % (uint32_t)w);
            check_int_equal(at, abs(y - py) + abs(x - px), 1);
        }
    }
    int *dist = relaxed_distances(g);
    check_int_equal(at, (int)p->length - 1, dist[p->cells[p->length - 1]]);
    free(dist);
}

static void test_shortest_over_generators(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 15; s++) {
            int h = 5 + 4 * (int)(s % 6);
            char at[128];
            maze_label(at, sizeof at, mz_generators[i], h, 31, s);
            mz_grid *g = make_maze(mz_generators[i], h, 31, s);
            mz_path p;
            check_int_equal(at, mz_path_shortest(g, &p), MZ_OK);
            assert_shortest(g, &p, at);
            mz_path_free(&p);
            assert_null(p.cells);
            mz_grid_free(g);
        }
}

/* An open room: many paths, and the shortest is the Manhattan distance. */
static void test_open_room(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(9, 11);
    mz_grid_open_interior(g);
    *mz_grid_at(g, 7, 10) = MZ_PASSAGE;
    mz_path p;
    assert_int_equal(mz_path_shortest(g, &p), MZ_OK);
    assert_int_equal(p.length, (7 - 1) + (10 - 1) + 1);
    assert_shortest(g, &p, "an open 9 x 11 room");
    mz_path_free(&p);
    mz_grid_free(g);
}

static void test_no_path(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(9, 11);
    mz_grid_open_interior(g);
    mz_path p;
    /* The exit is closed. */
    assert_int_equal(mz_path_shortest(g, &p), MZ_ENOPATH);
    assert_int_equal(p.length, 0);
    *mz_grid_at(g, 7, 10) = MZ_PASSAGE;
    for (int y = 1; y < 8; y++)
        *mz_grid_at(g, y, 4) = MZ_WALL;
    assert_int_equal(mz_path_shortest(g, &p), MZ_ENOPATH);
    mz_grid_fill(g, MZ_WALL);
    assert_int_equal(mz_path_shortest(g, &p), MZ_ENOPATH);
    mz_grid_free(g);
}

static void test_bfs_counts_reached(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(9, 11);
    mz_grid_open_interior(g);
    uint8_t plane[99];
    uint64_t reached;
    assert_int_equal(mz_bfs(g, 1, 1, plane, &reached), MZ_OK);
    assert_int_equal(reached, 7 * 9);
    assert_int_equal(plane[12], MZ_BFS_SOURCE);
    assert_int_equal(plane[0], 0);
    mz_grid_free(g);
}

/* The distance map agrees with the relaxed distances everywhere, on
 * every generator's mazes; its largest value is the largest of them. */
static void test_distances(void **state)
{
    (void)state;
    for (int gi = 0; gi < mz_generator_count; gi++)
        for (uint64_t seed = 0; seed < 8; seed++) {
            mz_grid *g = make_maze(mz_generators[gi], 9 + 2 * (int)seed, 15, seed);
            size_t n = (size_t)g->height * (size_t)g->width;
            uint32_t *dist = malloc(n * sizeof *dist), max, want_max = 0;
            assert_int_equal(mz_distances(g, dist, &max), MZ_OK);
            int *relaxed = relaxed_distances(g);
            for (size_t i = 0; i < n; i++) {
                uint32_t want = relaxed[i] < 0 ? MZ_DIST_NONE : (uint32_t)relaxed[i];
                if (dist[i] != want)
                    fail_msg("%s seed %llu: cell %zu at %u, wanted %u", mz_generators[gi]->name,
                             (unsigned long long)seed, i, dist[i], want);
                want_max = relaxed[i] > (int)want_max ? (uint32_t)relaxed[i] : want_max;
            }
            assert_int_equal(max, want_max);
            free(relaxed);
            free(dist);
            mz_grid_free(g);
        }
}

/* The distance map a slice at a time: no step does more work than its
 * budget, and the finished map is mz_distances' one, over generators,
 * braids, sizes and budgets; a closed start and an open room too. */
static void test_distances_in_slices(void **state)
{
    (void)state;
    char at[128];
    for (int gi = 0; gi < mz_generator_count; gi++)
        for (uint64_t seed = 0; seed < 6; seed++) {
            int h = 5 + 2 * (int)(seed * 5 % 19), w = 5 + 2 * (int)(seed * 11 % 23);
            mz_grid *g = make_maze(mz_generators[gi], h, w, seed);
            if (seed % 2) {
                mz_braid *b = mz_braid_new(g, 50, seed);
                assert_non_null(b);
                mz_braid_finish(b);
                mz_braid_free(b);
            }
            if (seed == 5)
                mz_grid_open_interior(g);
            if (seed == 4)
                *mz_grid_at(g, 1, 1) = MZ_WALL;
            size_t n = (size_t)h * (size_t)w;
            uint32_t *one = malloc(n * sizeof *one), *sliced = malloc(n * sizeof *sliced), max1,
                     max2 = 7;
            assert_non_null(one);
            assert_non_null(sliced);
            assert_int_equal(mz_distances(g, one, &max1), MZ_OK);
            uint64_t budget = seed == 0 ? 1 : seed * 13 % 97 + 1;
            maze_label(at, sizeof at, mz_generators[gi], h, w, seed);
            mz_dist_walk *walk = mz_dist_walk_new(g, sliced);
            assert_non_null(walk);
            int rc = 0;
            uint64_t steps = 0;
            while (rc == 0) {
                uint64_t before = mz_dist_walk_work(walk);
                rc = mz_dist_walk_step(walk, budget, &max2);
                check_true(at, mz_dist_walk_work(walk) - before <= budget);
                check_true(at, ++steps < 10 * n + 10);
            }
            check_int_equal(at, rc, 1);
            check_int_equal(at, max2, max1);
            check_true(at, memcmp(one, sliced, n * sizeof *one) == 0);
            mz_dist_walk_free(walk);
            free(one);
            free(sliced);
            mz_grid_free(g);
        }
    mz_dist_walk_free(NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_distances),
        cmocka_unit_test(test_distances_in_slices),
        cmocka_unit_test(test_shortest_over_generators),
        cmocka_unit_test(test_open_room),
        cmocka_unit_test(test_no_path),
        cmocka_unit_test(test_bfs_counts_reached),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
