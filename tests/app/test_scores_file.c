/* test_scores_file.c - the best times on disk, without SDL: a win is
 * kept, a file that does not parse is set aside, a folder or an unwritable
 * place costs a note and nothing else. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "scores_file.h"

static char dir[256];

static void in_dir(char *buf, size_t n, const char *name) { snprintf(buf, n, "%s/%s", dir, name); }

static mz_score win(uint32_t tenths)
{
    mz_score e;
    memset(&e, 0, sizeof e);
    snprintf(e.gen, sizeof e.gen, "backtracker");
    e.height = 41;
    e.width = 51;
    e.tenths = tenths;
    e.moves = 100 + tenths;
    scores_now(e.date);
    return e;
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void test_wins_are_kept_ten_best(void **state)
{
    (void)state;
    char path[512], note[1024] = "";
    in_dir(path, sizeof path, "a/b/mazedfs/scores.tsv"); /* folders made as needed */
    unsigned best;
    int rank;
    for (uint32_t t = 200; t > 50; t -= 10) { /* each better than the last */
        mz_score e = win(t);
        assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note), SCORES_OK);
        assert_int_equal(rank, 1);
        assert_int_equal(best, t);
    }
    mz_score slow = win(999);
    assert_int_equal(scores_record(path, &slow, &best, &rank, note, sizeof note), SCORES_OK);
    assert_int_equal(rank, 0);
    assert_int_equal(best, 60);
    mz_scores s = {0};
    assert_int_equal(scores_load(path, &s, note, sizeof note), SCORES_OK);
    assert_int_equal(s.n, MZ_SCORES_KEEP);
    mz_scores_free(&s);
    char tmp[600];
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid());
    assert_int_not_equal(access(tmp, F_OK), 0); /* no temporary file left */
}

static void test_a_corrupt_file_is_set_aside(void **state)
{
    (void)state;
    const char *const bad[] = {"garbage\n", "backtracker\t41\t51\n",
                               "\x7f"
                               "ELF\x01\x02",
                               "# ok\nbacktracker\t41\t51\t1.0\t1\t0\t2026-11-30T05:20:00Z\nx\n"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char path[512], aside[600], note[1024] = "";
        in_dir(path, sizeof path, "scores.tsv");
        snprintf(aside, sizeof aside, "%s.bad", path);
        unlink(aside);
        write_file(path, bad[i]);
        mz_score e = win(123);
        unsigned best;
        int rank;
        int rc = scores_record(path, &e, &best, &rank, note, sizeof note);
        if (rc != SCORES_SET_ASIDE)
            fail_msg("bad file %zu: code %d, note '%s'", i, rc, note);
        assert_non_null(strstr(note, ".bad"));
        assert_null(strchr(note, '\n'));
        assert_int_equal(access(aside, F_OK), 0);
        mz_scores s = {0};
        assert_int_equal(scores_load(path, &s, note, sizeof note), SCORES_OK);
        assert_int_equal(s.n, 1); /* the new file holds this win */
        mz_scores_free(&s);
        unlink(path);
    }
}

static void test_a_folder_in_its_place_is_left_alone(void **state)
{
    (void)state;
    char path[512], note[1024] = "";
    in_dir(path, sizeof path, "dirscores.tsv");
    assert_int_equal(mkdir(path, 0755), 0);
    mz_score e = win(50);
    unsigned best;
    int rank;
    assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note), SCORES_UNREADABLE);
    assert_non_null(strstr(note, "cannot read"));
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
    mz_scores s = {0};
    assert_int_equal(scores_load(path, &s, note, sizeof note), SCORES_UNREADABLE);
    assert_int_equal(s.n, 0);
}

static void test_an_unwritable_place_costs_a_note(void **state)
{
    (void)state;
    char file[512], path[600], note[1024] = "";
    in_dir(file, sizeof file, "not-a-folder");
    write_file(file, "x");
    snprintf(path, sizeof path, "%s/mazedfs/scores.tsv", file); /* under a plain file */
    mz_score e = win(50);
    unsigned best;
    int rank;
    assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note), SCORES_UNWRITABLE);
    assert_non_null(strstr(note, "cannot save"));
    assert_int_equal(best, 50);
}

static void test_path_from_the_environment(void **state)
{
    (void)state;
    char path[512];
    setenv("XDG_DATA_HOME", "/x/data", 1);
    assert_true(scores_path(path, sizeof path));
    assert_string_equal(path, "/x/data/mazedfs/scores.tsv");
    setenv("XDG_DATA_HOME", "relative", 1); /* not absolute: ignored, as the spec says */
    setenv("HOME", "/home/u", 1);
    assert_true(scores_path(path, sizeof path));
    assert_string_equal(path, "/home/u/.local/share/mazedfs/scores.tsv");
    unsetenv("XDG_DATA_HOME");
    unsetenv("HOME");
    assert_false(scores_path(path, sizeof path));
}

int main(void)
{
    snprintf(dir, sizeof dir, "/tmp/mazedfs-scores-XXXXXX");
    if (!mkdtemp(dir))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wins_are_kept_ten_best),
        cmocka_unit_test(test_a_corrupt_file_is_set_aside),
        cmocka_unit_test(test_a_folder_in_its_place_is_left_alone),
        cmocka_unit_test(test_an_unwritable_place_costs_a_note),
        cmocka_unit_test(test_path_from_the_environment),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        failed++;
    return failed;
}
