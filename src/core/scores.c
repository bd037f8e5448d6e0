/* scores.c - the best times as text: a strict parser, a writer, and the
 * ten best per generator and size. SPDX-License-Identifier: MIT */
#include "mazedfs/scores.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mazedfs/error.h"
#include "mazedfs/grid.h"

#define FIELDS 7
#define MAX_TENTHS 999999999u /* about 3 years */

static const char header[] =
    "# mazedfs best times: generator, height, width, seconds, moves, hints, date (UTC)\n";

static bool is_digits(const char *s, size_t n)
{
    if (n == 0 || n > 19)
        return false;
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return false;
    return true;
}

static uint64_t number(const char *s, size_t n)
{
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++)
        v = v * 10 + (uint64_t)(s[i] - '0');
    return v;
}

/* YYYY-MM-DDTHH:MM:SSZ, digits where the pattern has 9. */
static bool is_date(const char *s, size_t n)
{
    static const char pattern[] = "9999-99-99T99:99:99Z";
    if (n != MZ_SCORE_DATE_LEN)
        return false;
    for (size_t i = 0; i < n; i++)
        if (pattern[i] == '9' ? s[i] < '0' || s[i] > '9' : s[i] != pattern[i])
            return false;
    return true;
}

static bool is_name(const char *s, size_t n)
{
    if (n == 0 || n >= MZ_SCORE_GEN_MAX)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
              (s[i] >= '0' && s[i] <= '9') || s[i] == '-'))
            return false;
    return true;
}

/* strlen of s, looking at no more than max bytes. */
static size_t bounded_len(const char *s, size_t max)
{
    const char *nul = memchr(s, 0, max);
    return nul ? (size_t)(nul - s) : max;
}

int mz_score_valid(const mz_score *e)
{
    size_t g = bounded_len(e->gen, MZ_SCORE_GEN_MAX);
    return is_name(e->gen, g) && e->height >= MZ_MIN_SIDE && e->height <= MZ_MAX_SIDE &&
           (e->height & 1) && e->width >= MZ_MIN_SIDE && e->width <= MZ_MAX_SIDE &&
           (e->width & 1) && e->tenths <= MAX_TENTHS &&
           is_date(e->date, bounded_len(e->date, MZ_SCORE_DATE_LEN + 1));
}

/* Seconds with exactly one decimal, into tenths. */
static bool parse_seconds(const char *s, size_t n, uint32_t *tenths)
{
    if (n < 3 || s[n - 2] != '.' || !is_digits(s, n - 2) || !is_digits(s + n - 1, 1) || n > 12)
        return false;
    uint64_t v = number(s, n - 2) * 10 + (uint64_t)(s[n - 1] - '0');
    if (v > MAX_TENTHS)
        return false;
    *tenths = (uint32_t)v;
    return true;
}

/* One line of n bytes (no newline) into *e; false if it does not parse. */
static bool parse_line(const char *line, size_t n, mz_score *e)
{
    const char *f[FIELDS];
    size_t len[FIELDS], k = 0;
    const char *p = line, *end = line + n;
    while (k < FIELDS) {
        const char *tab = memchr(p, '\t', (size_t)(end - p));
        f[k] = p;
        len[k++] = (size_t)((tab ? tab : end) - p);
        if (!tab)
            break;
        p = tab + 1;
    }
    if (k != FIELDS || f[FIELDS - 1] + len[FIELDS - 1] != end || !is_name(f[0], len[0]) ||
        !is_digits(f[1], len[1]) || !is_digits(f[2], len[2]) || len[1] > 5 || len[2] > 5 ||
        !parse_seconds(f[3], len[3], &e->tenths) || !is_digits(f[4], len[4]) ||
        !is_digits(f[5], len[5]) || len[5] > 9 || !is_date(f[6], len[6]))
        return false;
    memset(e->gen, 0, sizeof e->gen);
    memcpy(e->gen, f[0], len[0]);
    e->height = (int)number(f[1], len[1]);
    e->width = (int)number(f[2], len[2]);
    e->moves = number(f[4], len[4]);
    e->hints = (uint32_t)number(f[5], len[5]);
    memcpy(e->date, f[6], MZ_SCORE_DATE_LEN);
    e->date[MZ_SCORE_DATE_LEN] = 0;
    return mz_score_valid(e);
}

static bool same_group(const mz_score *a, const mz_score *b)
{
    return a->height == b->height && a->width == b->width && strcmp(a->gen, b->gen) == 0;
}

static int compare(const void *pa, const void *pb)
{
    const mz_score *a = pa, *b = pb;
    int c = strcmp(a->gen, b->gen);
    if (c == 0)
        c = (a->height > b->height) - (a->height < b->height);
    if (c == 0)
        c = (a->width > b->width) - (a->width < b->width);
    if (c == 0)
        c = (a->tenths > b->tenths) - (a->tenths < b->tenths);
    if (c == 0)
        c = (a->moves > b->moves) - (a->moves < b->moves);
    if (c == 0)
        c = strcmp(b->date, a->date); /* a tie: the newer first */
    return c;
}

/* Sorts, and drops what is past the ten best of each group. */
static void prune(mz_scores *s)
{
    if (s->n == 0) /* v may be NULL then, which qsort must not be given */
        return;
    qsort(s->v, s->n, sizeof *s->v, compare);
    size_t out = 0, in_group = 0;
    for (size_t i = 0; i < s->n; i++) {
        in_group = i > 0 && same_group(&s->v[i], &s->v[i - 1]) ? in_group + 1 : 0;
        if (in_group < MZ_SCORES_KEEP)
            s->v[out++] = s->v[i];
    }
    s->n = out;
}

static int push(mz_scores *s, const mz_score *e)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 16;
        mz_score *v = realloc(s->v, cap * sizeof *v);
        if (!v)
            return MZ_ENOMEM;
        s->v = v;
        s->cap = cap;
    }
    s->v[s->n++] = *e;
    return MZ_OK;
}

long mz_scores_parse(mz_scores *s, const char *text, size_t len)
{
    const char *p = text, *end = text + len;
    for (long line = 1; p < end; line++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = (size_t)((nl ? nl : end) - p);
        mz_score e;
        if (n > 0 && *p != '#') {
            if (!parse_line(p, n, &e)) {
                mz_scores_free(s);
                return line;
            }
            if (push(s, &e) != MZ_OK) {
                mz_scores_free(s);
                return MZ_ENOMEM;
            }
        }
        p = nl ? nl + 1 : end;
    }
    prune(s);
    return 0;
}

size_t mz_scores_format(const mz_scores *s, char *buf, size_t n)
{
    size_t used = (size_t)snprintf(buf, n, "%s", header);
    for (size_t i = 0; i < s->n; i++) {
        const mz_score *e = &s->v[i];
        int w = snprintf(used < n ? buf + used : NULL, used < n ? n - used : 0,
                         "%s\t%d\t%d\t%u.%u\t%llu\t%u\t%s\n", e->gen, e->height, e->width,
                         e->tenths / 10, e->tenths % 10, (unsigned long long)e->moves, e->hints,
                         e->date);
        used += w > 0 ? (size_t)w : 0;
    }
    return used;
}

int mz_scores_add(mz_scores *s, const mz_score *e)
{
    if (push(s, e) != MZ_OK)
        return MZ_ENOMEM;
    prune(s);
    /* Its place: where the very same entry sits in its sorted group. */
    int rank = 0;
    for (size_t i = 0; i < s->n; i++) {
        if (!same_group(&s->v[i], e))
            continue;
        rank++;
        if (compare(&s->v[i], e) == 0 && s->v[i].hints == e->hints)
            return rank;
    }
    return 0;
}

const mz_score *mz_scores_best(const mz_scores *s, const char *gen, int height, int width)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->v[i].height == height && s->v[i].width == width && strcmp(s->v[i].gen, gen) == 0)
            return &s->v[i];
    return NULL;
}

void mz_scores_free(mz_scores *s)
{
    free(s->v);
    s->v = NULL;
    s->n = s->cap = 0;
}
