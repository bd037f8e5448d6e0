/* test_solve.c - the dot's depth-first search: legal steps, backing up,
 * reaching the exit. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/path.h"
#include "mazedfs/solve.h"

/* Runs the solver to the end, checking every step; returns whether it found
 * the exit and, in *path_len, how many cells its final path holds. */
static bool run_solver(const mz_grid *g, size_t *path_len)
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
        assert_true(mz_grid_open(g, ev.y, ev.x));
        if (ev.kind == MZ_EV_VISIT) {
            /* Each cell is entered once, next to where the dot was. */
            assert_int_equal(seen[i], 0);
            assert_int_equal(first ? 0 : abs(ev.y - y) + abs(ev.x - x), first ? 0 : 1);
            seen[i] = on_path[i] = 1;
            len++;
        } else {
            assert_int_equal(ev.kind, MZ_EV_RETREAT);
            assert_int_equal(ev.y, y);
            assert_int_equal(ev.x, x);
            on_path[i] = 0;
            len--;
        }
        first = false;
        mz_solve_position(s, &y, &x);
        assert_true(on_path[(size_t)y * g->width + x]);
    }
    bool found = mz_solve_found(s);
    if (found) {
        assert_int_equal(y, mz_grid_exit_y(g));
        assert_int_equal(x, mz_grid_exit_x(g));
    }
    assert_false(mz_solve_next(s, &ev));
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
            mz_grid *g = make_maze(&mz_generators[i], 5 + 2 * (int)(s % 9), 41, s);
            size_t len;
            assert_true(run_solver(g, &len));
            mz_path p;
            assert_int_equal(mz_path_shortest(g, &p), 0);
            if (mz_generators[i].perfect)
                assert_int_equal(len, p.length);
            else
                assert_true(len >= p.length);
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
    assert_false(run_solver(g, &len));
    assert_int_equal(len, 1);
    mz_grid_fill(g, MZ_WALL);
    assert_false(run_solver(g, &len));
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
