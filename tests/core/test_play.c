/* test_play.c - the player's dot: walls stop it, the shortest path wins.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/path.h"
#include "mazedfs/play.h"

/* The direction from cell a to the neighbouring cell b. */
static int direction(uint32_t a, uint32_t b, int w)
{
    int dy = (int)(b / (uint32_t)w) - (int)(a / (uint32_t)w);
    int dx = (int)(b % (uint32_t)w) - (int)(a % (uint32_t)w);
    for (int d = 0; d < MZ_NDIRS; d++)
        if (mz_dy[d] == dy && mz_dx[d] == dx)
            return d;
    fail();
    return -1;
}

static void test_walk_shortest_path_wins(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 10; s++) {
            char at[128];
            maze_label(at, sizeof at, &mz_generators[i], 21, 31, s);
            mz_grid *g = make_maze(&mz_generators[i], 21, 31, s);
            mz_path p;
            check_int_equal(at, mz_path_shortest(g, &p), 0);
            mz_play play;
            mz_play_start(&play);
            for (size_t k = 1; k < p.length; k++) {
                check_true(at, !play.won);
                check_true(at, mz_play_move(&play, g, direction(p.cells[k - 1], p.cells[k], g->width)));
            }
            check_true(at, play.won);
            check_int_equal(at, play.moves, p.length - 1);
            /* Once won, the dot stays. */
            check_true(at, !mz_play_move(&play, g, MZ_WEST));
            check_int_equal(at, play.moves, p.length - 1);
            mz_path_free(&p);
            mz_grid_free(g);
        }
}

static void test_walls_block_without_counting(void **state)
{
    (void)state;
    mz_grid *g = make_maze(mz_gen_find("backtracker"), 41, 51, 3);
    mz_play play;
    mz_play_start(&play);
    assert_int_equal(play.y, 1);
    assert_int_equal(play.x, 1);
    /* North and west of the start are the border. */
    assert_false(mz_play_move(&play, g, MZ_NORTH));
    assert_false(mz_play_move(&play, g, MZ_WEST));
    assert_false(mz_play_move(&play, g, 7));
    assert_false(mz_play_move(&play, g, -1));
    assert_int_equal(play.moves, 0);
    /* Try every direction from many places: a move happens exactly when the
     * cell is open. */
    for (int k = 0; k < 2000; k++) {
        int d = k * 7 % 4;
        char at[96];
        snprintf(at, sizeof at, "backtracker 41 x 51 seed 3, move %d (direction %d from %d, %d)", k,
                 d, play.y, play.x);
        bool open = mz_grid_open(g, play.y + mz_dy[d], play.x + mz_dx[d]);
        uint64_t before = play.moves;
        check_int_equal(at, mz_play_move(&play, g, d), open && !play.won);
        check_true(at, mz_grid_open(g, play.y, play.x));
        check_int_equal(at, play.moves, before + (open && !play.won));
    }
    mz_grid_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_walk_shortest_path_wins),
        cmocka_unit_test(test_walls_block_without_counting),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
