/* test_stream.c - the streamed mazes (mz_stream): the grid's maze, row by
 * row, at any height. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/cli.h"
#include "mazedfs/error.h"
#include "mazedfs/stream.h"
#include "stream_check.h"

/* Streams info's maze and compares each row with g's (the grid's maze of
 * the same size and seed), and checks it row by row as a perfect maze. */
static void assert_stream_is(const mz_gen_info *info, const mz_grid *g, uint64_t seed)
{
    char label[128];
    maze_label(label, sizeof label, info, g->height, g->width, seed);
    mz_stream *s = mz_stream_new(info, g->height, g->width, seed, NULL);
    check_true(label, s != NULL);
    row_check c;
    check_true(label, row_check_init(&c, g->height, g->width));
    for (int y = 0; y < g->height; y++) {
        const uint8_t *row = mz_stream_row(s);
        check_true(label, row != NULL);
        if (memcmp(row, mz_grid_at(g, y, 0), (size_t)g->width) != 0)
            fail_msg("%s: row %d differs from the grid's", label, y);
        row_check_row(&c, row);
    }
    check_true(label, mz_stream_row(s) == NULL);
    check_true(label, mz_stream_row(s) == NULL);
    check_true(label, row_check_perfect(&c));
    row_check_free(&c);
    mz_stream_free(s);
}

/* The grid's maze made by stepping, event by event, to the end. */
static mz_grid *stepped_maze(const mz_gen_info *info, int h, int w, uint64_t seed)
{
    mz_grid *g = mz_grid_new(h, w);
    assert_non_null(g);
    mz_gen *gen = mz_gen_new(info, g, seed);
    assert_non_null(gen);
    mz_event ev;
    while (mz_gen_next(gen, &ev))
        ;
    mz_gen_free(gen);
    return g;
}

static const int sides[] = {5, 7, 9, 11, 13, 21, 63, 65, 129, 131};
enum { NSIDES = sizeof sides / sizeof sides[0] };

/* Every streaming generator, every pair of sides above, five seeds: the
 * stream gives the fast path's maze, and the stepped one at the small
 * sizes. */
static void test_stream_equals_grid(void **state)
{
    (void)state;
    int streamers = 0;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        if (!mz_gen_streams(info))
            continue;
        streamers++;
        for (int a = 0; a < NSIDES; a++)
            for (int b = 0; b < NSIDES; b++)
                for (uint64_t seed = 1; seed <= 5; seed++) {
                    mz_grid *g = make_maze(info, sides[a], sides[b], seed * 7919 + (uint64_t)a);
                    assert_stream_is(info, g, seed * 7919 + (uint64_t)a);
                    mz_grid_free(g);
                    if (sides[a] > 65 || sides[b] > 65)
                        continue;
                    g = stepped_maze(info, sides[a], sides[b], seed * 7919 + (uint64_t)a);
                    assert_stream_is(info, g, seed * 7919 + (uint64_t)a);
                    mz_grid_free(g);
                }
    }
    assert_int_equal(streamers, 3); /* eller, sidewinder, binary tree */
}

/* Thin and wide up to 4001, and 4001 x 4001. */
static void test_stream_equals_grid_big(void **state)
{
    (void)state;
    static const int big[][2] = {{5, 4001}, {4001, 5}, {7, 2999}, {1001, 4001}, {4001, 4001}};
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        if (!mz_gen_streams(info))
            continue;
        for (size_t k = 0; k < sizeof big / sizeof big[0]; k++) {
            uint64_t seed = 1000003 * (k + 1) + (uint64_t)i;
            mz_grid *g = make_maze(info, big[k][0], big[k][1], seed);
            assert_stream_is(info, g, seed);
            mz_grid_free(g);
        }
    }
}

/* Past the grid's limit: 100001 rows, a perfect maze by the row check. */
static void test_tall_streams_are_perfect(void **state)
{
    (void)state;
    const int h = 100001, w = 41;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        if (!mz_gen_streams(info))
            continue;
        mz_stream *s = mz_stream_new(info, h, w, 42, NULL);
        assert_non_null(s);
        row_check c;
        assert_true(row_check_init(&c, h, w));
        const uint8_t *row;
        while ((row = mz_stream_row(s)) != NULL)
            row_check_row(&c, row);
        if (!row_check_perfect(&c))
            fail_msg("%s %d x %d: not a perfect maze", info->name, h, w);
        row_check_free(&c);
        mz_stream_free(s);
    }
}

/* The row check fails a maze with a loop, a closed wall or a leak. */
static void test_row_check_can_fail(void **state)
{
    (void)state;
    const mz_gen_info *info = mz_gen_find("eller");
    /* cells to flip: an extra link, a closed link, a border leak */
    for (int flip = 0; flip < 3; flip++) {
        mz_grid *g = make_maze(info, 21, 31, 5);
        int y = 1, x = 2;
        while (flip == 0 && (*mz_grid_at(g, y, x) & 1))
            x += 2;
        while (flip == 1 && !(*mz_grid_at(g, y, x) & 1))
            x += 2;
        if (flip == 2)
            y = 0, x = 5;
        *mz_grid_at(g, y, x) ^= 1;
        row_check c;
        assert_true(row_check_init(&c, g->height, g->width));
        for (int r = 0; r < g->height; r++)
            row_check_row(&c, mz_grid_at(g, r, 0));
        assert_false(row_check_perfect(&c));
        row_check_free(&c);
        mz_grid_free(g);
    }
}

static void test_stream_refuses(void **state)
{
    (void)state;
    const mz_gen_info *eller = mz_gen_find("eller");
    assert_null(mz_stream_new(mz_gen_find("backtracker"), 41, 41, 1, NULL));
    assert_null(mz_stream_new(eller, 41, 40, 1, NULL));
    assert_null(mz_stream_new(eller, 40, 41, 1, NULL));
    assert_null(mz_stream_new(eller, 3, 41, 1, NULL));
    assert_null(mz_stream_new(eller, 41, MZ_MAX_SIDE + 2, 1, NULL));
    mz_stream_free(NULL);
    mz_stream *s = mz_stream_new(eller, MZ_MAX_STREAM_HEIGHT, 5, 1, NULL);
    assert_non_null(s);
    assert_non_null(mz_stream_row(s));
    mz_stream_free(s);
    /* --help names each generator that streams */
    for (int i = 0; i < mz_generator_count; i++)
        if (mz_gen_streams(mz_generators[i])) {
            assert_true(mz_generators[i]->perfect);
            if (!strstr(mz_cli_usage(), mz_generators[i]->name))
                fail_msg("--help does not say %s streams", mz_generators[i]->name);
        }
}

/* Which runs stream: --print of a streaming generator with nothing after
 * the generation. */
static void test_which_runs_stream(void **state)
{
    (void)state;
    static const struct {
        const char *args;
        bool fits;
    } cases[] = {
        {"--print -g eller 41 41", true},
        {"--print=ascii -g sidewinder -s 3 40001 41", true},
        {"--print -g bt 41 41", true},
        {"--print -g backtracker 41 41", false},
        {"--print -g eller --solution 41 41", false},
        {"--print -g eller --braid 10 41 41", false},
        {"--print -g eller --steps 5 41 41", false},
        {"--print -g eller --difficulty 50 41 41", false},
        {"--stats -g eller 41 41", false},
        {"-g eller 41 41", false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char line[128], *argv[16] = {"mazedfs"};
        int argc = 1;
        snprintf(line, sizeof line, "%s", cases[i].args);
        for (char *t = strtok(line, " "); t; t = strtok(NULL, " "))
            argv[argc++] = t;
        mz_options o;
        char err[128];
        check_int_equal(cases[i].args, mz_cli_parse(argc, argv, &o, err, sizeof err), MZ_OK);
        check_int_equal(cases[i].args, mz_stream_fits(&o), cases[i].fits);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stream_equals_grid),
        cmocka_unit_test(test_stream_equals_grid_big),
        cmocka_unit_test(test_tall_streams_are_perfect),
        cmocka_unit_test(test_row_check_can_fail),
        cmocka_unit_test(test_stream_refuses),
        cmocka_unit_test(test_which_runs_stream),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
