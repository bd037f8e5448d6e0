/* test_gen.c - every generator over many seeds and sizes: perfect mazes, a
 * faithful event stream, determinism. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/event.h"

typedef struct size2 {
    int h, w, seeds;
} size2;

static const size2 sizes[] = {
    {5, 5, 200},   {5, 7, 200},    {7, 5, 200},   {9, 9, 200},     {5, 201, 30},
    {201, 5, 30},  {41, 51, 60},   {43, 11, 60},  {101, 151, 10},  {1001, 1001, 1},
};

/* Every generator, every size, many seeds: the promised kind of maze. */
static void test_all_mazes_good(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = &mz_generators[i];
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            for (int s = 0; s < sizes[k].seeds; s++) {
                uint64_t seed = 1000u * k + (uint64_t)s;
                mz_grid *g = make_maze(info, sizes[k].h, sizes[k].w, seed);
                assert_good_maze_seed(info, g, seed);
                mz_grid_free(g);
            }
        }
    }
}

/* Steps one generator, replaying each event on a fresh all-wall grid; the
 * two must agree after every step, and at the end with the fast path. */
static void check_stream(const mz_gen_info *info, int h, int w, uint64_t seed)
{
    char at[128];
    maze_label(at, sizeof at, info, h, w, seed);
    mz_grid *live = mz_grid_new(h, w), *replay = mz_grid_new(h, w);
    mz_gen *gen = mz_gen_new(info, live, seed);
    mz_event ev;
    uint64_t steps = 0;
    while (mz_gen_next(gen, &ev)) {
        check_true(at, mz_grid_contains(live, ev.y, ev.x));
        mz_event_apply(replay, &ev);
        if (!same_maze(live, replay))
            fail_msg("%s: step %llu (kind %d at %d, %d) replays to another maze", at,
                     (unsigned long long)steps, (int)ev.kind, ev.y, ev.x);
        steps++;
    }
    check_true(at, mz_gen_done(gen));
    check_true(at, !mz_gen_next(gen, &ev));
    check_int_equal(at, mz_gen_steps(gen), steps);
    mz_grid *fast = make_maze(info, h, w, seed);
    check_true(at, same_bytes(live, fast));
    check_true(at, same_bytes(live, replay));
    mz_gen *again = mz_gen_new(info, fast, seed);
    check_int_equal(at, mz_gen_finish(again), steps);
    mz_gen_free(again);
    mz_gen_free(gen);
    mz_grid_free(fast);
    mz_grid_free(replay);
    mz_grid_free(live);
}

static void test_events_replay_to_grid(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t seed = 0; seed < 20; seed++) {
            check_stream(&mz_generators[i], 5 + 2 * (int)(seed % 5), 7 + 2 * (int)(seed % 7), seed);
        }
    for (int i = 0; i < mz_generator_count; i++)
        check_stream(&mz_generators[i], 41, 51, 99);
}

/* Steps a generator some way, then finishes it on the fast path: the maze
 * and the step count must be those of stepping all the way, wherever the
 * hand-over falls (mid-dig, mid-split, mid-word of random bits). */
static void check_handover(const mz_gen_info *info, int h, int w, uint64_t seed)
{
    mz_grid *whole = mz_grid_new(h, w);
    mz_gen *gen = mz_gen_new(info, whole, seed);
    mz_event ev;
    while (mz_gen_next(gen, &ev))
        ;
    uint64_t total = mz_gen_steps(gen);
    mz_gen_free(gen);
    char at[160];
    for (uint64_t k = 0; k <= total; k += 1 + total / 97) {
        char maze[128];
        snprintf(at, sizeof at, "%s, finished after %llu steps",
                 maze_label(maze, sizeof maze, info, h, w, seed), (unsigned long long)k);
        mz_grid *part = mz_grid_new(h, w);
        gen = mz_gen_new(info, part, seed);
        for (uint64_t i = 0; i < k; i++)
            check_true(at, mz_gen_next(gen, &ev));
        check_int_equal(at, mz_gen_finish(gen), total);
        check_true(at, same_bytes(part, whole));
        mz_gen_free(gen);
        mz_grid_free(part);
    }
    mz_grid_free(whole);
}

static void test_fast_path_takes_over(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        check_handover(&mz_generators[i], 5, 7, 1);
        check_handover(&mz_generators[i], 21, 9, 2);
        check_handover(&mz_generators[i], 41, 51, 3);
    }
}

static void test_same_seed_same_maze(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        mz_grid *a = make_maze(&mz_generators[i], 41, 51, 12345);
        mz_grid *b = make_maze(&mz_generators[i], 41, 51, 12345);
        check_true(mz_generators[i].name, same_bytes(a, b));
        mz_grid_free(a);
        mz_grid_free(b);
    }
}

static void test_different_seeds_differ(void **state)
{
    (void)state;
    enum { N = 24 };
    for (int i = 0; i < mz_generator_count; i++) {
        mz_grid *m[N];
        for (int s = 0; s < N; s++)
            m[s] = make_maze(&mz_generators[i], 41, 51, (uint64_t)s);
        for (int a = 0; a < N; a++)
            for (int b = a + 1; b < N; b++)
                if (same_bytes(m[a], m[b]))
                    fail_msg("%s 41 x 51: seeds %d and %d make the same maze",
                             mz_generators[i].name, a, b);
        for (int s = 0; s < N; s++)
            mz_grid_free(m[s]);
    }
}

/* The first events show how each generator begins. */
static void test_first_events(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(41, 51);
    mz_event ev;
    mz_gen *gen = mz_gen_new(mz_gen_find("backtracker"), g, 5);
    assert_true(mz_gen_next(gen, &ev));
    assert_int_equal(ev.kind, MZ_EV_CARVE);
    assert_int_equal(ev.y, 39);
    assert_int_equal(ev.x, 49);
    mz_gen_free(gen);
    gen = mz_gen_new(mz_gen_find("division"), g, 5);
    assert_true(mz_gen_next(gen, &ev));
    assert_int_equal(ev.kind, MZ_EV_OPEN_ALL);
    /* Then only walls rise, until the exit opens. */
    int carves = 0;
    while (mz_gen_next(gen, &ev)) {
        assert_true(ev.kind == MZ_EV_WALL || ev.kind == MZ_EV_CARVE);
        carves += ev.kind == MZ_EV_CARVE;
    }
    assert_int_equal(carves, 2);
    mz_gen_free(gen);
    mz_grid_free(g);
}

/* Aldous-Broder shows every walk step; most steps on a big grid revisit. */
static void test_aldous_broder_walks(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(21, 21);
    mz_gen *gen = mz_gen_new(mz_gen_find("ab"), g, 3);
    mz_event ev;
    uint64_t cursor = 0, carve = 0;
    int py = -1, px = -1;
    while (mz_gen_next(gen, &ev)) {
        if (ev.kind == MZ_EV_CURSOR) {
            cursor++;
            /* A walk step lands on a room next to the last one. */
            if (py >= 0)
                assert_int_equal(abs(ev.y - py) + abs(ev.x - px), 2);
        }
        carve += ev.kind == MZ_EV_CARVE;
        if (ev.y % 2 && ev.x % 2)
            py = ev.y, px = ev.x;
    }
    assert_int_equal(carve, 2 * 100 - 1 + 2);
    assert_true(cursor > carve);
    mz_gen_free(gen);
    mz_grid_free(g);
}

/* The 2 x 3 rooms of a 5 x 7 grid have 15 spanning trees. Makes SAMPLES
 * mazes with the named generator over fixed seeds (so the result cannot
 * flake) and returns the chi-square statistic of the trees' counts against
 * a uniform spread; *found gets how many different trees came up. */
static double tree_chi_square(const char *name, int *found)
{
    enum { SAMPLES = 30000, TREES = 15 };
    uint64_t keys[TREES] = {0};
    int counts[TREES] = {0};
    *found = 0;
    for (uint64_t s = 0; s < SAMPLES; s++) {
        mz_grid *g = make_maze(mz_gen_find(name), 5, 7, s);
        uint64_t key = 0;
        for (int i = 0; i < 35; i++)
            key = key << 1 | g->cells[i];
        mz_grid_free(g);
        int k = 0;
        while (k < *found && keys[k] != key)
            k++;
        assert_true(k < TREES);
        if (k == *found)
            keys[(*found)++] = key;
        counts[k]++;
    }
    double expect = (double)SAMPLES / TREES, chi2 = 0;
    for (int k = 0; k < TREES; k++)
        chi2 += (counts[k] - expect) * (counts[k] - expect) / expect;
    return chi2;
}

/* 14 degrees of freedom: P(chi2 > 46) < 1e-5. */
#define CHI2_BOUND 46.0

/* Aldous-Broder gives every spanning tree the same chance. */
static void test_aldous_broder_uniform(void **state)
{
    (void)state;
    int found;
    assert_true(tree_chi_square("aldous-broder", &found) < CHI2_BOUND);
    assert_int_equal(found, 15);
}

/* The backtracker favours long corridors: the test above can tell. */
static void test_uniformity_test_can_fail(void **state)
{
    (void)state;
    int found;
    assert_true(tree_chi_square("backtracker", &found) > CHI2_BOUND);
}

/* The loops variant really has loops, and more of them as it grows. */
static void test_division_loops_has_loops(void **state)
{
    (void)state;
    for (uint64_t s = 0; s < 20; s++) {
        mz_grid *g = make_maze(mz_gen_find("loops"), 41, 51, s);
        mz_report r;
        assert_int_equal(mz_check(g, &r), 0);
        if (r.openings + 1 <= r.rooms)
            fail_msg("division-loops 41 x 51 seed %llu: no loop (%llu openings, %llu rooms)",
                     (unsigned long long)s, (unsigned long long)r.openings,
                     (unsigned long long)r.rooms);
        mz_grid_free(g);
    }
}

static void test_registry(void **state)
{
    (void)state;
    assert_ptr_equal(mz_gen_find("dfs"), mz_gen_find("backtracker"));
    assert_ptr_equal(mz_gen_find("ab"), mz_gen_find("aldous-broder"));
    assert_ptr_equal(mz_gen_find("loops"), mz_gen_find("division-loops"));
    assert_non_null(mz_gen_find("division"));
    assert_null(mz_gen_find("divisio"));
    assert_null(mz_gen_find(""));
    assert_null(mz_gen_find("a"));
    assert_string_equal(mz_generators[0].name, "backtracker");
    for (int i = 0; i < mz_generator_count; i++)
        if (mz_gen_find(mz_generators[i].name) != &mz_generators[i])
            fail_msg("mz_gen_find(\"%s\") finds another generator", mz_generators[i].name);
    mz_gen_free(NULL);
}

/* The lab's recursive digout overflows near 150 x 150 rooms; ours keeps its
 * path in the grid, so 20001 x 20001 runs on the default stack. */
static void test_backtracker_huge(void **state)
{
    (void)state;
    mz_grid *g = make_maze(mz_gen_find("backtracker"), 20001, 20001, 1);
    mz_report r;
    assert_int_equal(mz_check(g, &r), 0);
    assert_true(r.perfect);
    mz_grid_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registry),
        cmocka_unit_test(test_first_events),
        cmocka_unit_test(test_all_mazes_good),
        cmocka_unit_test(test_events_replay_to_grid),
        cmocka_unit_test(test_fast_path_takes_over),
        cmocka_unit_test(test_same_seed_same_maze),
        cmocka_unit_test(test_different_seeds_differ),
        cmocka_unit_test(test_aldous_broder_walks),
        cmocka_unit_test(test_aldous_broder_uniform),
        cmocka_unit_test(test_uniformity_test_can_fail),
        cmocka_unit_test(test_division_loops_has_loops),
        cmocka_unit_test(test_backtracker_huge),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
