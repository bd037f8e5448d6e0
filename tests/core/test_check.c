/* test_check.c - the perfect-maze check catches each way a maze can be bad.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

/* A 5 x 7 grid from rows of '#' and ' '. */
static mz_grid *grid_from(const char *rows[5])
{
    mz_grid *g = mz_grid_new(5, 7);
    for (int y = 0; y < 5; y++)
        for (int x = 0; x < 7; x++)
            *mz_grid_at(g, y, x) = rows[y][x] == ' ';
    return g;
}

static mz_report report_of(const char *rows[5])
{
    mz_grid *g = grid_from(rows);
    mz_report r;
    assert_int_equal(mz_check(g, &r), 0);
    mz_grid_free(g);
    return r;
}

static void test_a_tree_of_rooms_is_perfect(void **state)
{
    (void)state;
    const char *rows[5] = {"#######", "#     #", "# #####", "#      ", "##### #"};
    mz_report r = report_of(rows);
    assert_true(r.perfect);
    assert_int_equal(r.rooms, 6);
    assert_int_equal(r.openings, 5);
    assert_int_equal(r.dead_ends, 1);
}

static void test_a_loop_is_connected_but_not_perfect(void **state)
{
    (void)state;
    const char *rows[5] = {"#######", "#     #", "# # # #", "#      ", "##### #"};
    mz_report r = report_of(rows);
    assert_true(r.connected);
    assert_false(r.perfect);
    assert_int_equal(r.openings, 7);
}

static void test_a_part_cut_off_is_not_connected(void **state)
{
    (void)state;
    const char *rows[5] = {"#######", "#   # #", "# ### #", "#   # #", "##### #"};
    mz_report r = report_of(rows);
    assert_false(r.connected);
    assert_false(r.perfect);
}

/* A room walled off elsewhere does not hide the loop the player can walk
 * (--stats said "loops: 0" for any maze with an unreachable room). */
static void test_loops_counted_with_a_room_cut_off(void **state)
{
    (void)state;
    const char *rows[5] = {"#######", "#   # #", "# # ###", "#      ", "##### #"};
    mz_report r = report_of(rows);
    assert_false(r.connected);
    assert_int_equal(r.loops, 1);
    const char *tree[5] = {"#######", "#   # #", "# #####", "#      ", "##### #"};
    assert_int_equal(report_of(tree).loops, 0);
}

static void test_open_corner_border_leak_shut_exit_solid_room_caught(void **state)
{
    (void)state;
    const char *corner[5] = {"#######", "#     #", "#  ####", "#      ", "##### #"};
    assert_int_equal(report_of(corner).bad_corners, 1);
    assert_false(report_of(corner).perfect);
    const char *leak[5] = {"### ###", "#     #", "# #####", "#      ", "##### #"};
    assert_int_equal(report_of(leak).border_leaks, 1);
    assert_false(report_of(leak).perfect);
    const char *shut[5] = {"#######", "#     #", "# #####", "#     #", "#######"};
    assert_false(report_of(shut).exit_open);
    assert_false(report_of(shut).perfect);
    const char *solid[5] = {"#######", "#     #", "# ### #", "# ### #", "#######"};
    assert_int_equal(report_of(solid).solid_rooms, 1);
}

static void test_stray_bits_count_as_bad_values(void **state)
{
    (void)state;
    const char *rows[5] = {"#######", "#     #", "# #####", "#      ", "##### #"};
    mz_grid *g = grid_from(rows);
    *mz_grid_at(g, 1, 1) = 3;
    mz_report r;
    assert_int_equal(mz_check(g, &r), 0);
    assert_int_equal(r.bad_values, 1);
    assert_false(r.perfect);
    mz_grid_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_tree_of_rooms_is_perfect),
        cmocka_unit_test(test_a_loop_is_connected_but_not_perfect),
        cmocka_unit_test(test_a_part_cut_off_is_not_connected),
        cmocka_unit_test(test_loops_counted_with_a_room_cut_off),
        cmocka_unit_test(test_open_corner_border_leak_shut_exit_solid_room_caught),
        cmocka_unit_test(test_stray_bits_count_as_bad_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
