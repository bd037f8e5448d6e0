/* test_scores_file.c - the best times on disk, without SDL: a win is
 * kept, a file that does not parse is set aside, a folder or an unwritable
 * place costs a note and nothing else. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
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

static char *read_file(const char *path)
{
    static char buf[4096];
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    size_t got = fread(buf, 1, sizeof buf - 1, f);
    buf[got] = 0;
    fclose(f);
    return buf;
}

/* How many names the folder holds, but . and .. */
static int entries(const char *folder)
{
    DIR *d = opendir(folder);
    assert_non_null(d);
    int n = 0;
    for (struct dirent *e; (e = readdir(d));)
        n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
    closedir(d);
    return n;
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
    char folder[512];
    in_dir(folder, sizeof folder, "a/b/mazedfs");
    assert_int_equal(entries(folder), 1); /* no temporary file left */
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

static void fresh(char *path, size_t n, const char *name)
{
    char cmd[700];
    in_dir(path, n, name);
    snprintf(cmd, sizeof cmd, "rm -rf '%s'; mkdir '%s'", path, path);
    assert_int_equal(system(cmd), 0);
    strncat(path, "/scores.tsv", n - strlen(path) - 1);
}

/* A FIFO in the file's place: opened without blocking, refused, left. */
static void test_a_fifo_is_refused_without_waiting(void **state)
{
    (void)state;
    char path[512], data[512], note[1024] = "";
    fresh(path, sizeof path, "mazedfs"); /* where --scores looks, below */
    assert_int_equal(mkfifo(path, 0600), 0);
    mz_score e = win(50);
    unsigned best;
    int rank;
    assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note), SCORES_UNREADABLE);
    assert_non_null(strstr(note, "not a regular file"));
    in_dir(data, sizeof data, "");
    setenv("XDG_DATA_HOME", data, 1);
    FILE *out = tmpfile(), *err = tmpfile();
    assert_int_equal(scores_print(out, err), 1);
    fclose(out);
    fclose(err);
    unsetenv("XDG_DATA_HOME");
    struct stat st;
    assert_int_equal(lstat(path, &st), 0);
    assert_true(S_ISFIFO(st.st_mode));
}

/* A link planted at the temporary name the old code used (and any other
 * link beside the file) is never written through. */
static void test_a_planted_link_is_not_followed(void **state)
{
    (void)state;
    char path[512], victim[512], tmp[700], note[1024] = "";
    fresh(path, sizeof path, "planted");
    in_dir(victim, sizeof victim, "victim");
    write_file(victim, "precious\n");
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid());
    assert_int_equal(symlink(victim, tmp), 0);
    mz_score e = win(70);
    unsigned best;
    int rank;
    assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note), SCORES_OK);
    assert_string_equal(read_file(victim), "precious\n");
    struct stat st;
    assert_int_equal(lstat(tmp, &st), 0);
    assert_true(S_ISLNK(st.st_mode));
    assert_non_null(strstr(read_file(path), "backtracker\t41\t51\t7.0"));
}

/* The mode the user gave the file survives a rewrite. */
static void test_the_mode_is_kept(void **state)
{
    (void)state;
    char path[512], note[1024] = "";
    fresh(path, sizeof path, "mode");
    mz_score e = win(80);
    unsigned best;
    int rank;
    assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note), SCORES_OK);
    assert_int_equal(chmod(path, 0600), 0);
    e = win(75);
    assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note), SCORES_OK);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0600);
    /* Root rewriting a user's file leaves it the user's. */
    if (geteuid() == 0) {
        assert_int_equal(chown(path, 65534, 65534), 0);
        e = win(72);
        assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note), SCORES_OK);
        assert_int_equal(stat(path, &st), 0);
        assert_int_equal(st.st_uid, 65534);
        assert_int_equal(st.st_gid, 65534);
        assert_int_equal(st.st_mode & 07777, 0600);
    }
}

/* A read-only file (another's, in a folder the user may write) is not
 * replaced. Root may write anything, so as root the write is tried as
 * nobody. Returns what scores_record gave. */
static int record_as_user(const char *path)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0))
            _exit(100);
        char note[1024];
        mz_score e = win(40);
        unsigned best;
        int rank;
        _exit(scores_record(path, &e, &best, &rank, note, sizeof note) == SCORES_UNWRITABLE &&
                      strstr(note, "Permission denied")
                  ? 0
                  : 1);
    }
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    return WEXITSTATUS(status);
}

static void test_a_read_only_file_is_not_replaced(void **state)
{
    (void)state;
    char path[512], folder[512], note[1024] = "";
    fresh(path, sizeof path, "readonly");
    in_dir(folder, sizeof folder, "readonly");
    assert_int_equal(chmod(dir, 0755), 0);
    assert_int_equal(chmod(folder, 0777), 0); /* the rename would pass */
    mz_score e = win(90);
    unsigned best;
    int rank;
    assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note), SCORES_OK);
    assert_int_equal(chmod(path, 0444), 0);
    char before[4096];
    snprintf(before, sizeof before, "%s", read_file(path));
    assert_int_equal(record_as_user(path), 0);
    assert_string_equal(read_file(path), before);
    assert_int_equal(entries(folder), 1);
}

/* Each file that does not parse is set aside under a name of its own. */
static void test_bad_files_are_numbered(void **state)
{
    (void)state;
    char path[512], folder[512], aside[700], note[1024] = "";
    fresh(path, sizeof path, "numbered");
    in_dir(folder, sizeof folder, "numbered");
    const char *const bad[] = {"first garbage\n", "second garbage\n", "third garbage\n"};
    for (int i = 0; i < 3; i++) {
        write_file(path, bad[i]);
        mz_score e = win(60);
        unsigned best;
        int rank;
        assert_int_equal(scores_record(path, &e, &best, &rank, note, sizeof note),
                         SCORES_SET_ASIDE);
    }
    for (int i = 0; i < 3; i++) {
        if (i == 0)
            snprintf(aside, sizeof aside, "%s.bad", path);
        else
            snprintf(aside, sizeof aside, "%s.bad.%d", path, i + 1);
        assert_string_equal(read_file(aside), bad[i]);
    }
    assert_int_equal(entries(folder), 4);
}

/* --scores only reads: a file that does not parse, or a big one, stays. */
static void test_scores_alone_never_moves_the_file(void **state)
{
    (void)state;
    char path[512], folder[512], data[512];
    fresh(path, sizeof path, "mazedfs");
    in_dir(folder, sizeof folder, "mazedfs");
    in_dir(data, sizeof data, "");
    setenv("XDG_DATA_HOME", data, 1);
    write_file(path, "garbage\n");
    FILE *out = tmpfile(), *err = tmpfile();
    assert_int_equal(scores_print(out, err), 1);
    rewind(err);
    char line[2048] = "";
    assert_non_null(fgets(line, sizeof line, err));
    assert_non_null(strstr(line, "does not parse (line 1); it is left as it is"));
    assert_string_equal(read_file(path), "garbage\n");
    assert_int_equal(entries(folder), 1);
    /* A valid file over the 4 MiB a scores file may take is named as too
     * big, not as one that does not parse, and left too. */
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    for (long i = 0; i < (5L << 20) / 10; i++)
        fputs("# comment\n", f);
    fclose(f);
    rewind(err);
    assert_int_equal(scores_print(out, err), 1);
    rewind(err);
    assert_non_null(fgets(line, sizeof line, err));
    assert_non_null(strstr(line, "is over 4 MiB"));
    assert_int_equal(entries(folder), 1);
    fclose(out);
    fclose(err);
    unsetenv("XDG_DATA_HOME");
}

/* A loaded maze's key: a valid name of its own, the same for the same
 * maze, another for another maze or size. */
static void test_loaded_mazes_have_keys_of_their_own(void **state)
{
    (void)state;
    mz_grid *a = mz_grid_new(9, 11), *b = mz_grid_new(9, 11), *c = mz_grid_new(11, 9);
    mz_grid_open_interior(a);
    mz_grid_open_interior(b);
    *mz_grid_at(b, 4, 4) = MZ_WALL;
    char ka[MZ_SCORE_GEN_MAX], ka2[MZ_SCORE_GEN_MAX], kb[MZ_SCORE_GEN_MAX], kc[MZ_SCORE_GEN_MAX];
    scores_loaded_key(a, ka);
    scores_loaded_key(a, ka2);
    scores_loaded_key(b, kb);
    scores_loaded_key(c, kc);
    assert_string_equal(ka, ka2);
    assert_string_not_equal(ka, kb);
    assert_string_not_equal(ka, kc);
    assert_int_equal(strncmp(ka, "file-", 5), 0);
    mz_score e = win(10);
    snprintf(e.gen, sizeof e.gen, "%s", ka);
    assert_true(mz_score_valid(&e));
    mz_grid_free(a);
    mz_grid_free(b);
    mz_grid_free(c);
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
        cmocka_unit_test(test_a_fifo_is_refused_without_waiting),
        cmocka_unit_test(test_a_planted_link_is_not_followed),
        cmocka_unit_test(test_the_mode_is_kept),
        cmocka_unit_test(test_a_read_only_file_is_not_replaced),
        cmocka_unit_test(test_bad_files_are_numbered),
        cmocka_unit_test(test_scores_alone_never_moves_the_file),
        cmocka_unit_test(test_loaded_mazes_have_keys_of_their_own),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        failed++;
    return failed;
}
