/* scores_file.c - reading and writing scores.tsv, and --scores.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "scores_file.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mazedfs/error.h"
#include "outfile.h"

/* A file bigger than this is not a scores file (ten lines per size). */
#define MAX_FILE_BYTES (4L << 20)

bool scores_path(char *buf, size_t n)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int w;
    if (xdg && xdg[0] == '/')
        w = snprintf(buf, n, "%s/mazedfs/scores.tsv", xdg);
    else if (home && home[0])
        w = snprintf(buf, n, "%s/.local/share/mazedfs/scores.tsv", home);
    else
        return false;
    return w > 0 && (size_t)w < n;
}

/* The whole file into a new buffer; NULL with errno set: ENOENT for no
 * file, EFTYPE-like EINVAL for one that is not a regular file (a FIFO is
 * opened without blocking and refused), EFBIG over MAX_FILE_BYTES. */
static char *slurp(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    int err = fstat(fd, &st) != 0           ? errno
              : S_ISDIR(st.st_mode)         ? EISDIR
              : !S_ISREG(st.st_mode)        ? EINVAL
              : st.st_size > MAX_FILE_BYTES ? EFBIG
                                            : 0;
    char *buf = err ? NULL : malloc(MAX_FILE_BYTES + 1);
    if (!err && !buf)
        err = ENOMEM;
    size_t got = 0;
    while (!err && got <= MAX_FILE_BYTES) {
        ssize_t n = read(fd, buf + got, MAX_FILE_BYTES + 1 - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            err = errno;
        if (n <= 0)
            break;
        got += (size_t)n;
    }
    if (!err && got > MAX_FILE_BYTES)
        err = EFBIG; /* it grew while read */
    close(fd);
    if (err) {
        free(buf);
        errno = err;
        return NULL;
    }
    *len = got;
    return buf;
}

/* path.bad, then path.bad.2, path.bad.3, ...: the first name free. */
static void bad_name(char *buf, size_t n, int i, const void *ctx)
{
    if (i == 1)
        snprintf(buf, n, "%s.bad", (const char *)ctx);
    else
        snprintf(buf, n, "%s.bad.%d", (const char *)ctx, i);
}

/* Moves path to the first free .bad name: link() never replaces an earlier
 * one, where rename() would. */
static int move_aside(const char *path, char *bad, size_t n)
{
    for (int i = 1; i <= 1000; i++) {
        bad_name(bad, n, i, path);
        if (link(path, bad) == 0) {
            if (unlink(path) == 0)
                return 0;
            int e = errno;
            unlink(bad);
            errno = e;
            return -1;
        }
        if (errno != EEXIST)
            return -1;
    }
    errno = EEXIST;
    return -1;
}

static int set_aside(const char *path, long line, bool may_move, char *note, size_t n)
{
    char bad[4096];
    if (!may_move) {
        snprintf(note, n, "the scores file %s does not parse (line %ld); it is left as it is", path,
                 line);
        return SCORES_UNREADABLE;
    }
    if (move_aside(path, bad, sizeof bad) != 0) {
        snprintf(note, n, "the scores file %s does not parse and cannot be set aside (%s)", path,
                 strerror(errno));
        return SCORES_UNREADABLE;
    }
    snprintf(note, n, "the scores file %s does not parse (line %ld); it is now %s", path, line,
             bad);
    return SCORES_SET_ASIDE;
}

static int load(const char *path, mz_scores *s, bool may_move, char *note, size_t n)
{
    mz_scores_free(s);
    size_t len = 0;
    char *text = slurp(path, &len);
    if (!text && (errno == ENOENT || errno == ENOTDIR)) /* no file (yet) */
        return SCORES_OK;
    if (!text && errno == EINVAL) {
        snprintf(note, n, "the scores file %s is not a regular file; best times are not kept",
                 path);
        return SCORES_UNREADABLE;
    }
    if (!text && errno == EFBIG) {
        snprintf(note, n,
                 "the scores file %s is over %ld MiB, too big for one; best times are not kept",
                 path, MAX_FILE_BYTES >> 20);
        return SCORES_UNREADABLE;
    }
    if (!text) {
        snprintf(note, n, "cannot read the scores file %s (%s); best times are not kept", path,
                 strerror(errno));
        return SCORES_UNREADABLE;
    }
    long rc = mz_scores_parse(s, text, len);
    free(text);
    if (rc == MZ_ENOMEM) {
        snprintf(note, n, "not enough memory to read the scores file %s", path);
        return SCORES_UNREADABLE;
    }
    return rc ? set_aside(path, rc, may_move, note, n) : SCORES_OK;
}

int scores_load(const char *path, mz_scores *s, char *note, size_t n)
{
    return load(path, s, true, note, n);
}

/* Makes every folder above path's last '/', like mkdir -p. */
static int make_parents(const char *path)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    for (char *p = dir + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        if (mkdir(dir, 0755) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    return 0;
}

int scores_save(const char *path, const mz_scores *s, char *note, size_t n)
{
    size_t len = mz_scores_format(s, NULL, 0);
    char *text = malloc(len + 1), err[600] = "";
    int rc = -1;
    if (!text)
        snprintf(err, sizeof err, "%.300s: %s", path, strerror(ENOMEM));
    else if (make_parents(path) != 0)
        snprintf(err, sizeof err, "%.300s: %s", path, strerror(errno));
    else {
        /* The exports' temporary file: made exclusively (never through a
         * planted link), the old file's mode kept, a file the user could
         * not write refused. */
        outfile o;
        mz_scores_format(s, text, len + 1);
        if (outfile_open(&o, path, err, sizeof err) == 0) {
            outfile_write(&o, text, len);
            rc = outfile_commit(&o, err, sizeof err);
        }
    }
    if (rc != 0)
        snprintf(note, n, "cannot save the best times: %s", err);
    free(text);
    return rc == 0 ? SCORES_OK : SCORES_UNWRITABLE;
}

int scores_record(const char *path, const mz_score *e, unsigned *best_tenths, int *rank, char *note,
                  size_t n)
{
    mz_scores s = {0};
    int rc = scores_load(path, &s, note, n);
    int place = mz_scores_add(&s, e);
    *rank = place > 0 ? place : 0;
    const mz_score *best = mz_scores_best(&s, e->gen, e->height, e->width);
    *best_tenths = best ? best->tenths : e->tenths;
    /* An unreadable file is left as it is; a set-aside one is begun again. */
    if (rc != SCORES_UNREADABLE && place > 0) {
        char more[512];
        int wrc = scores_save(path, &s, more, sizeof more);
        if (wrc != SCORES_OK && rc == SCORES_OK)
            snprintf(note, n, "%s", more);
        rc = rc == SCORES_OK ? wrc : rc;
    }
    mz_scores_free(&s);
    return rc;
}

void scores_loaded_key(const mz_grid *g, char gen[MZ_SCORE_GEN_MAX])
{
    uint64_t h = 14695981039346656037ULL;
    const int sides[2] = {g->height, g->width};
    for (int i = 0; i < 2; i++)
        for (int b = 0; b < 4; b++)
            h = (h ^ (uint8_t)(sides[i] >> 8 * b)) * 1099511628211ULL;
    size_t n = (size_t)g->height * (size_t)g->width;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (g->cells[i] & MZ_PASSAGE)) * 1099511628211ULL;
    snprintf(gen, MZ_SCORE_GEN_MAX, "file-%016llx", (unsigned long long)h);
}

void scores_now(char date[MZ_SCORE_DATE_LEN + 1])
{
    time_t t = time(NULL);
    struct tm tm;
    if (!gmtime_r(&t, &tm) ||
        strftime(date, MZ_SCORE_DATE_LEN + 1, "%Y-%m-%dT%H:%M:%SZ", &tm) != MZ_SCORE_DATE_LEN)
        snprintf(date, MZ_SCORE_DATE_LEN + 1, "1970-01-01T00:00:00Z");
}

int scores_print(FILE *out, FILE *err)
{
    char path[4096], note[4600];
    mz_scores s = {0};
    if (!scores_path(path, sizeof path)) {
        fprintf(err, "mazedfs: neither XDG_DATA_HOME nor HOME is set: no scores file\n");
        return 1;
    }
    /* Only reading: a file that does not parse is named, never moved. */
    int rc = load(path, &s, false, note, sizeof note);
    if (rc != SCORES_OK)
        fprintf(err, "mazedfs: %s\n", note);
    if (s.n == 0)
        fprintf(out, "no best times yet in %s\n", path);
    else
        fprintf(out, "%-15s %-13s %4s %9s %8s %5s  %s\n", "generator", "size", "rank", "time",
                "moves", "hints", "date (UTC)");
    for (size_t i = 0, rank = 0; i < s.n; i++) {
        const mz_score *e = &s.v[i];
        char size[32];
        rank = i && mz_scores_best(&s, e->gen, e->height, e->width) != e ? rank + 1 : 1;
        snprintf(size, sizeof size, "%d x %d", e->height, e->width);
        fprintf(out, "%-15s %-13s %4zu %7u.%u s %8llu %5u  %.10s %.5s\n", e->gen, size, rank,
                e->tenths / 10, e->tenths % 10, (unsigned long long)e->moves, e->hints, e->date,
                e->date + 11);
    }
    mz_scores_free(&s);
    return rc == SCORES_UNREADABLE || fflush(out) != 0;
}
