/* test_living.c - the living maze: every origin-shift move keeps a maze
 * what its generator promised (a perfect one perfect), reports exactly the
 * cells it changed, and never puts a wall on the dot.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/living.h"
#include "mazedfs/play.h"
#include "mazedfs/rng.h"

static void check_maze(const mz_gen_info *info, const mz_grid *g, uint64_t seed, int step)
{
    const char *fault = maze_fault(info, g);
    if (fault)
        fail_msg("%s seed %llu, living step %d: %s", info->name, (unsigned long long)seed, step,
                 fault);
}

static void test_moves_keep_the_maze_and_spare_the_dot(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t seed = 0; seed < 4; seed++) {
            const mz_gen_info *info = mz_generators[i];
            mz_grid *g = make_maze(info, 17, 25, seed);
            mz_grid *before = mz_grid_new(17, 25);
            mz_living *l = mz_living_new(g, seed + 100);
            assert_non_null(l);
            mz_play dot;
            mz_play_start(&dot, g);
            uint64_t r = seed, changed = 0;
            for (int step = 0; step < 3000; step++) {
                mz_play_move(&dot, g, (int)(mz_splitmix64(&r) % MZ_NDIRS));
                dot.won = false; /* the dot wanders on past the exit */
                memcpy(before->cells, g->cells, 17 * 25);
                mz_event ev[2];
                int n = mz_living_step(l, dot.y, dot.x, ev);
                assert_true(n == 0 || n == 2);
                if (!mz_grid_open(g, dot.y, dot.x))
                    fail_msg("%s seed %llu step %d: a wall on the dot at (%d,%d)", info->name,
                             (unsigned long long)seed, step, dot.y, dot.x);
                /* The events name exactly the cells that changed. */
                int diff = 0;
                for (size_t c = 0; c < 17 * 25; c++)
                    diff += before->cells[c] != g->cells[c];
                for (int k = 0; k < n; k++) {
                    bool open = mz_grid_open(g, ev[k].y, ev[k].x);
                    assert_int_equal(open, ev[k].kind == MZ_EV_CARVE);
                    assert_true(mz_grid_open(before, ev[k].y, ev[k].x) != open ||
                                ev[k].kind == MZ_EV_CARVE);
                }
                assert_true(diff <= n);
                changed += diff > 0;
                if (step % 50 == 0)
                    check_maze(info, g, seed, step);
            }
            check_maze(info, g, seed, 3000);
            assert_true(changed > 100);
            assert_true(mz_living_moves(l) > 1000);
            mz_living_free(l);
            mz_grid_free(before);
            mz_grid_free(g);
        }
}

/* A dot that never moves off a link cell is never walled in: the move
 * that would is skipped, and counted. */
static void test_a_standing_dot_is_never_walled(void **state)
{
    (void)state;
    mz_grid *g = make_maze(mz_gen_find("backtracker"), 9, 9, 1);
    int y = 1, x = mz_grid_open(g, 1, 2) ? 2 : 1;
    if (x == 1)
        y = 2;
    mz_living *l = mz_living_new(g, 7);
    mz_event ev[2];
    for (int step = 0; step < 20000; step++) {
        mz_living_step(l, y, x, ev);
        assert_true(mz_grid_open(g, y, x));
    }
    assert_true(mz_living_skipped(l) > 0);
    check_maze(mz_gen_find("backtracker"), g, 1, 20000);
    mz_living_free(l);
    mz_grid_free(g);
    mz_living_free(NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_moves_keep_the_maze_and_spare_the_dot),
        cmocka_unit_test(test_a_standing_dot_is_never_walled),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
