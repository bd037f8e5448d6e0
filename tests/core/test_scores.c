/* test_scores.c - the best times' text: what is written parses back the
 * same, the ten best stay, anything malformed is refused by line.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include <stdio.h>

#include "mazedfs/error.h"
#include "mazedfs/rng.h"
#include "mazedfs/scores.h"

static const char *const gens[] = {"backtracker", "division", "aldous-broder", "g-2"};

static mz_score random_score(uint64_t *r, int groups)
{
    mz_score e;
    memset(&e, 0, sizeof e);
    uint64_t g = mz_splitmix64(r) % (uint64_t)groups;
    snprintf(e.gen, sizeof e.gen, "%s", gens[g % 4]);
    e.height = 5 + 2 * (int)(g / 4);
    e.width = 41;
    e.tenths = (uint32_t)(mz_splitmix64(r) % 100000);
    e.moves = mz_splitmix64(r) % 100000;
    e.hints = (uint32_t)(mz_splitmix64(r) % 20);
    snprintf(e.date, sizeof e.date, "2026-11-%02dT%02d:%02d:%02dZ",
             1 + (int)(mz_splitmix64(r) % 28), (int)(mz_splitmix64(r) % 24),
             (int)(mz_splitmix64(r) % 60), (int)(mz_splitmix64(r) % 60));
    return e;
}

static char *format(const mz_scores *s)
{
    size_t n = mz_scores_format(s, NULL, 0) + 1;
    char *buf = malloc(n);
    assert_non_null(buf);
    assert_int_equal(mz_scores_format(s, buf, n), n - 1);
    return buf;
}

static void test_written_parses_back_the_same(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 50; seed++) {
        uint64_t r = seed;
        mz_scores s = {0}, back = {0};
        int count = (int)(seed * 7 % 200);
        for (int i = 0; i < count; i++) {
            mz_score e = random_score(&r, 12);
            assert_true(mz_score_valid(&e));
            assert_true(mz_scores_add(&s, &e) >= 0);
        }
        char *text = format(&s);
        long rc = mz_scores_parse(&back, text, strlen(text));
        if (rc != 0)
            fail_msg("seed %llu: line %ld of the written text does not parse",
                     (unsigned long long)seed, rc);
        char *again = format(&back);
        assert_string_equal(text, again);
        assert_int_equal(back.n, s.n);
        free(text);
        free(again);
        mz_scores_free(&s);
        mz_scores_free(&back);
    }
}

static void test_ten_best_per_group_with_their_places(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        uint64_t r = seed * 1000;
        mz_scores s = {0};
        for (int i = 0; i < 100; i++) {
            mz_score e = random_score(&r, 3);
            /* Its place by hand: one more than the kept times that beat it. */
            int better = 0, group = 0;
            for (size_t j = 0; j < s.n; j++)
                if (strcmp(s.v[j].gen, e.gen) == 0 && s.v[j].height == e.height) {
                    group++;
                    better += s.v[j].tenths < e.tenths ||
                              (s.v[j].tenths == e.tenths && s.v[j].moves <= e.moves);
                }
            int want = better < MZ_SCORES_KEEP ? better + 1 : 0;
            int rank = mz_scores_add(&s, &e);
            if (rank != want)
                fail_msg("seed %llu, score %d: place %d, expected %d (group of %d)",
                         (unsigned long long)seed, i, rank, want, group);
        }
        for (size_t j = 0; j < s.n; j++) {
            size_t same = 0;
            for (size_t k = 0; k < s.n; k++)
                same += strcmp(s.v[k].gen, s.v[j].gen) == 0 && s.v[k].height == s.v[j].height;
            assert_int_equal(same, MZ_SCORES_KEEP);
            const mz_score *best = mz_scores_best(&s, s.v[j].gen, s.v[j].height, 41);
            assert_non_null(best);
            assert_true(best->tenths <= s.v[j].tenths);
        }
        assert_null(mz_scores_best(&s, "backtracker", 41, 41));
        mz_scores_free(&s);
    }
}

static const char good[] = "backtracker\t41\t51\t12.3\t120\t0\t2026-11-30T05:20:00Z";

/* Each bad line, after a comment and a good line: refused as line 3. */
static const char *const bad_lines[] = {
    "backtracker\t41\t51\t12.3\t120\t0",                                /* six fields */
    "backtracker\t41\t51\t12.3\t120\t0\t2026-11-30T05:20:00Z\tx",       /* eight */
    "backtracker 41 51 12.3 120 0 2026-11-30T05:20:00Z",                /* spaces */
    "backtracker\t42\t51\t12.3\t120\t0\t2026-11-30T05:20:00Z",          /* even */
    "backtracker\t3\t51\t12.3\t120\t0\t2026-11-30T05:20:00Z",           /* too small */
    "backtracker\t41\t99999\t12.3\t120\t0\t2026-11-30T05:20:00Z",       /* too big */
    "backtracker\t41\t51\t12\t120\t0\t2026-11-30T05:20:00Z",            /* no decimal */
    "backtracker\t41\t51\t12.34\t120\t0\t2026-11-30T05:20:00Z",         /* two */
    "backtracker\t41\t51\t-1.0\t120\t0\t2026-11-30T05:20:00Z",          /* negative */
    "backtracker\t41\t51\t12.3\t1e3\t0\t2026-11-30T05:20:00Z",          /* moves */
    "backtracker\t41\t51\t12.3\t120\t0\t2026-11-30 05:20:00",           /* date */
    "back tracker\t41\t51\t12.3\t120\t0\t2026-11-30T05:20:00Z",         /* name */
    "\t41\t51\t12.3\t120\t0\t2026-11-30T05:20:00Z",                     /* no name */
    "backtracker\t41\t51\t99999999999.9\t120\t0\t2026-11-30T05:20:00Z", /* huge */
    "backtracker\t41\t51\t12.3\t99999999999999999999\t0\t2026-11-30T05:20:00Z",
    "\x01\x02garbage\xff",
    "backtracker\t41\t51\t12.3\t120\t0\t2026-11-30T05:20:00Z\r", /* CR */
};

static void test_malformed_lines_are_refused_by_number(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_lines / sizeof *bad_lines; i++) {
        char text[512];
        int n = snprintf(text, sizeof text, "# header\n%s\n%s\n%s\n", good, bad_lines[i], good);
        mz_scores s = {0};
        long rc = mz_scores_parse(&s, text, (size_t)n);
        if (rc != 3)
            fail_msg("bad line %zu ('%s'): parse gave %ld, not line 3", i, bad_lines[i], rc);
        assert_int_equal(s.n, 0);
    }
    /* A NUL in the middle, and a text cut short mid-line, are refused too. */
    mz_scores s = {0};
    char with_nul[] = "backtracker\t41\t51\t12.3\t120\t0\t2026-11-30T05:20:00Z\n";
    with_nul[5] = 0;
    assert_int_equal(mz_scores_parse(&s, with_nul, sizeof with_nul - 1), 1);
    assert_int_equal(mz_scores_parse(&s, good, 30), 1);
    /* The good line, with or without its newline, and blank lines, parse. */
    assert_int_equal(mz_scores_parse(&s, good, strlen(good)), 0);
    assert_int_equal(s.n, 1);
    assert_int_equal(s.v[0].tenths, 123);
    mz_scores_free(&s);
    assert_int_equal(mz_scores_parse(&s, "\n\n# x\n", 6), 0);
    assert_int_equal(s.n, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_written_parses_back_the_same),
        cmocka_unit_test(test_ten_best_per_group_with_their_places),
        cmocka_unit_test(test_malformed_lines_are_refused_by_number),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
