/* test_solve.c - the dot's depth-first search: legal steps, backing up,
 * reaching the exit. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/path.h"
#include "mazedfs/solve.h"

/* Runs the solver to the end, checking every step; returns whether it found
 * the exit and, in *path_len, how many cells its final path holds. at names
 * the maze in a failure. */
static bool run_solver(const mz_grid *g, size_t *path_len, const char *at)
{
    mz_solver *s = mz_solve_new(g);
    assert_non_null(s);
    size_t n = (size_t)g->height * (size_t)g->width;
    uint8_t *on_path = calloc(n, 1), *seen = calloc(n, 1);
    mz_event ev;
    int y = 1, x = 1;
    size_t len = 0;
    bool first = true;
    while (mz_solve_next(s, &ev)) {
        size_t i = (size_t)ev.y * g->width + ev.x;
        check_true(at, mz_grid_open(g, ev.y, ev.x));
        if (ev.kind == MZ_EV_VISIT) {
            /* Each cell is entered once, next to where the dot was. */
            check_int_equal(at, seen[i], 0);
            check_int_equal(at, first ? 0 : abs(ev.y - y) + abs(ev.x - x), first ? 0 : 1);
            seen[i] = on_path[i] = 1;
            len++;
        } else {
            check_int_equal(at, ev.kind, MZ_EV_RETREAT);
            check_int_equal(at, ev.y, y);
            check_int_equal(at, ev.x, x);
            on_path[i] = 0;
            len--;
        }
        first = false;
        mz_solve_position(s, &y, &x);
        check_true(at, on_path[(size_t)y * g->width + x]);
    }
    bool found = mz_solve_found(s);
    if (found) {
        check_int_equal(at, y, mz_grid_exit_y(g));
        check_int_equal(at, x, mz_grid_exit_x(g));
    }
    check_true(at, !mz_solve_next(s, &ev));
    *path_len = len;
    free(on_path);
    free(seen);
    mz_solve_free(s);
    return found;
}

/* In a perfect maze the search ends on the one path, the shortest. */
static void test_solves_every_maze(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 20; s++) {
            int h = 5 + 2 * (int)(s % 9);
            char at[128];
            maze_label(at, sizeof at, &mz_generators[i], h, 41, s);
            mz_grid *g = make_maze(&mz_generators[i], h, 41, s);
            size_t len;
            check_true(at, run_solver(g, &len, at));
            mz_path p;
            check_int_equal(at, mz_path_shortest(g, &p), 0);
            if (mz_generators[i].perfect)
                check_int_equal(at, len, p.length);
            else
                check_true(at, len >= p.length);
            mz_path_free(&p);
            mz_grid_free(g);
        }
}

static void test_no_way_out(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(7, 9);
    mz_grid_open_interior(g);
    size_t len;
    assert_false(run_solver(g, &len, "an open room with the exit shut"));
    assert_int_equal(len, 1);
    mz_grid_fill(g, MZ_WALL);
    assert_false(run_solver(g, &len, "all wall"));
    assert_int_equal(len, 0);
    mz_grid_free(g);
    mz_solve_free(NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solves_every_maze),
        cmocka_unit_test(test_no_way_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
