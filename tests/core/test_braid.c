/* test_braid.c - braiding: the share of dead ends removed, loops made,
 * the maze still whole, the same walls for the same seed.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include <stdio.h>

#include "mazedfs/braid.h"

/* Braids a copy of every generator's mazes at many shares and checks the
 * counts against mz_check before and after. */
static void test_share_and_loops(void **state)
{
    (void)state;
    for (int gi = 0; gi < mz_generator_count; gi++)
        for (uint64_t seed = 0; seed < 25; seed++) {
            const mz_gen_info *gen = mz_generators[gi];
            int h = 9 + 2 * (int)(seed % 17), w = 9 + 2 * (int)(seed * 3 % 29);
            int pct = (int)(seed * 41 % 101);
            mz_grid *g = make_maze(gen, h, w, seed);
            mz_report before, after;
            assert_int_equal(mz_check(g, &before), 0);
            mz_braid *b = mz_braid_new(g, pct, seed);
            assert_non_null(b);
            uint64_t opened = 0;
            mz_event ev;
            while (mz_braid_next(b, &ev)) {
                if (ev.kind != MZ_EV_CARVE || !mz_grid_open(g, ev.y, ev.x) ||
                    (ev.y % 2 == 0 && ev.x % 2 == 0))
                    fail_msg("%s %dx%d seed %llu: a bad braid step", gen->name, h, w,
                             (unsigned long long)seed);
                opened++;
            }
            assert_int_equal(mz_check(g, &after), 0);
            uint64_t target = (before.dead_ends * (uint64_t)pct + 50) / 100;
            uint64_t removed = mz_braid_removed(b);
            if (pct && mz_braid_dead_ends(b) != before.dead_ends)
                fail_msg("%s seed %llu: dead ends miscounted", gen->name, (unsigned long long)seed);
            if (removed < target || removed > target + 1 ||
                after.dead_ends != before.dead_ends - removed)
                fail_msg("%s %dx%d seed %llu at %d%%: %llu of %llu dead ends removed, wanted %llu",
                         gen->name, h, w, (unsigned long long)seed, pct,
                         (unsigned long long)removed, (unsigned long long)before.dead_ends,
                         (unsigned long long)target);
            /* Each opened wall adds one independent loop and keeps it whole. */
            if (!after.connected || after.openings != before.openings + opened ||
                after.bad_corners || after.border_leaks || !after.exit_open)
                fail_msg("%s %dx%d seed %llu: braiding broke the maze", gen->name, h, w,
                         (unsigned long long)seed);
            assert_int_equal(after.perfect, before.perfect && opened == 0);
            mz_braid_free(b);
            mz_grid_free(g);
        }
}

/* Same maze, share and seed: the same walls; another seed: others. */
static void test_deterministic(void **state)
{
    (void)state;
    mz_grid *a = make_maze(mz_generators[0], 41, 51, 7);
    mz_grid *b = make_maze(mz_generators[0], 41, 51, 7);
    mz_grid *c = make_maze(mz_generators[0], 41, 51, 7);
    mz_braid *ba = mz_braid_new(a, 50, 7), *bb = mz_braid_new(b, 50, 7),
             *bc = mz_braid_new(c, 50, 8);
    assert_true(mz_braid_finish(ba) > 0);
    mz_braid_finish(bb);
    mz_braid_finish(bc);
    assert_true(same_bytes(a, b));
    assert_false(same_bytes(a, c));
    mz_braid_free(ba);
    mz_braid_free(bb);
    mz_braid_free(bc);
    mz_grid_free(a);
    mz_grid_free(b);
    mz_grid_free(c);
}

/* 0% opens nothing; 100% leaves no dead end. */
static void test_ends(void **state)
{
    (void)state;
    for (int gi = 0; gi < mz_generator_count; gi++) {
        mz_grid *g = make_maze(mz_generators[gi], 31, 41, 3);
        mz_braid *b = mz_braid_new(g, 0, 3);
        assert_int_equal(mz_braid_finish(b), 0);
        mz_braid_free(b);
        b = mz_braid_new(g, 100, 3);
        mz_braid_finish(b);
        mz_report r;
        assert_int_equal(mz_check(g, &r), 0);
        assert_int_equal(r.dead_ends, 0);
        mz_braid_free(b);
        mz_grid_free(g);
    }
    mz_braid_free(NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_share_and_loops),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_ends),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
