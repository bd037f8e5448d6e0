/* scores_file.c - reading and writing scores.tsv, and --scores.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "scores_file.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mazedfs/error.h"

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

/* The whole file into a new buffer; NULL with errno set. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(MAX_FILE_BYTES + 1);
    size_t got = buf ? fread(buf, 1, MAX_FILE_BYTES + 1, f) : 0;
    int err = !buf ? ENOMEM : ferror(f) ? (errno ? errno : EIO) : 0;
    fclose(f);
    if (err) {
        free(buf);
        errno = err;
        return NULL;
    }
    *len = got;
    return buf;
}

static int set_aside(const char *path, long line, char *note, size_t n)
{
    char bad[4096];
    snprintf(bad, sizeof bad, "%s.bad", path);
    if (rename(path, bad) != 0) {
        snprintf(note, n, "the scores file %s does not parse and cannot be set aside (%s)", path,
                 strerror(errno));
        return SCORES_UNREADABLE;
    }
    snprintf(note, n, "the scores file %s does not parse (line %ld); it is now %s", path, line,
             bad);
    return SCORES_SET_ASIDE;
}

int scores_load(const char *path, mz_scores *s, char *note, size_t n)
{
    mz_scores_free(s);
    size_t len = 0;
    char *text = slurp(path, &len);
    if (!text && (errno == ENOENT || errno == ENOTDIR)) /* no file (yet) */
        return SCORES_OK;
    if (!text) {
        snprintf(note, n, "cannot read the scores file %s (%s); best times are not kept", path,
                 strerror(errno));
        return SCORES_UNREADABLE;
    }
    long rc = len > (size_t)MAX_FILE_BYTES ? 1 : mz_scores_parse(s, text, len);
    free(text);
    if (rc == MZ_ENOMEM) {
        snprintf(note, n, "not enough memory to read the scores file %s", path);
        return SCORES_UNREADABLE;
    }
    return rc ? set_aside(path, rc, note, n) : SCORES_OK;
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

static int write_all(const char *tmp, const char *text, size_t len)
{
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return -1;
    int bad = fwrite(text, 1, len, f) != len;
    bad |= fflush(f) != 0 || fsync(fileno(f)) != 0;
    int saved = errno;
    bad |= fclose(f) != 0;
    if (bad && saved)
        errno = saved;
    return bad ? -1 : 0;
}

int scores_save(const char *path, const mz_scores *s, char *note, size_t n)
{
    size_t len = mz_scores_format(s, NULL, 0);
    char *text = malloc(len + 1), tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp.%ld", path, (long)getpid());
    int rc = -1;
    errno = ENOMEM;
    if (text) {
        mz_scores_format(s, text, len + 1);
        rc = make_parents(path);
        if (rc == 0)
            rc = write_all(tmp, text, len);
        if (rc == 0)
            rc = rename(tmp, path);
    }
    if (rc != 0) {
        snprintf(note, n, "cannot save the best times to %s (%s)", path, strerror(errno));
        unlink(tmp);
    }
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
    int rc = scores_load(path, &s, note, sizeof note);
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
