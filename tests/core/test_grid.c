/* test_grid.c - the byte grid: sizes, limits, fills, the direction table.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/event.h"

static void test_new_is_all_wall(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(7, 9);
    assert_non_null(g);
    assert_int_equal(g->height, 7);
    assert_int_equal(g->width, 9);
    for (int i = 0; i < 63; i++)
        assert_int_equal(g->cells[i], MZ_WALL);
    assert_int_equal(mz_grid_rooms(g), 3 * 4);
    mz_grid_free(g);
    mz_grid_free(NULL);
}

static void test_bad_sizes_refused(void **state)
{
    (void)state;
    const int bad[][2] = {{3, 5},
                          {5, 3},
                          {6, 5},
                          {5, 6},
                          {0, 0},
                          {-5, 5},
                          {MZ_MAX_SIDE + 2, 5},
                          {5, MZ_MAX_SIDE + 2}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_null(mz_grid_new(bad[i][0], bad[i][1]));
    mz_grid *g = mz_grid_new(5, MZ_MAX_SIDE);
    assert_non_null(g);
    mz_grid_free(g);
}

static void test_open_interior(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(5, 7);
    mz_grid_open_interior(g);
    for (int y = 0; y < 5; y++)
        for (int x = 0; x < 7; x++) {
            int border = y == 0 || x == 0 || y == 4 || x == 6;
            assert_int_equal(*mz_grid_at(g, y, x), border ? MZ_WALL : MZ_PASSAGE);
        }
    mz_event ev = {MZ_EV_WALL, 2, 3, false, 0};
    mz_event_apply(g, &ev);
    assert_false(mz_grid_open(g, 2, 3));
    ev = (mz_event){MZ_EV_CARVE, 2, 3, false, 0};
    mz_event_apply(g, &ev);
    assert_true(mz_grid_open(g, 2, 3));
    ev = (mz_event){MZ_EV_CURSOR, 0, 0, false, 0};
    mz_event_apply(g, &ev);
    assert_false(mz_grid_open(g, 0, 0));
    mz_grid_fill(g, MZ_WALL);
    assert_false(mz_grid_open(g, 1, 1));
    mz_grid_free(g);
}

static void test_directions_are_the_labs(void **state)
{
    (void)state;
    /* SOUTH 0, EAST 1, NORTH 2, WEST 3, each the opposite of d + 2. */
    assert_int_equal(mz_dy[MZ_SOUTH], 1);
    assert_int_equal(mz_dx[MZ_EAST], 1);
    assert_int_equal(mz_dy[MZ_NORTH], -1);
    assert_int_equal(mz_dx[MZ_WEST], -1);
    for (int d = 0; d < MZ_NDIRS; d++) {
        assert_int_equal(mz_dy[d] + mz_dy[MZ_OPPOSITE(d)], 0);
        assert_int_equal(mz_dx[d] + mz_dx[MZ_OPPOSITE(d)], 0);
        assert_int_equal(abs(mz_dy[d]) + abs(mz_dx[d]), 1);
    }
}

static void test_contains_and_exit(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(41, 51);
    assert_true(mz_grid_contains(g, 0, 0));
    assert_true(mz_grid_contains(g, 40, 50));
    assert_false(mz_grid_contains(g, 41, 0));
    assert_false(mz_grid_contains(g, 0, 51));
    assert_false(mz_grid_contains(g, -1, 0));
    assert_false(mz_grid_open(g, -1, -1));
    assert_int_equal(mz_grid_exit_y(g), 39);
    assert_int_equal(mz_grid_exit_x(g), 50);
    mz_grid_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_is_all_wall),   cmocka_unit_test(test_bad_sizes_refused),
        cmocka_unit_test(test_open_interior),     cmocka_unit_test(test_directions_are_the_labs),
        cmocka_unit_test(test_contains_and_exit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
