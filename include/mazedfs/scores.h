/* scores.h - the best times, per generator and size: parsing and writing
 * the scores.tsv text, keeping the ten best. No files here (the app reads
 * and writes them). SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_SCORES_H
#define MAZEDFS_SCORES_H

#include <stddef.h>
#include <stdint.h>

#define MZ_SCORES_KEEP 10    /* best times kept per generator and size */
#define MZ_SCORE_GEN_MAX 32  /* a generator's name, with its NUL */
#define MZ_SCORE_DATE_LEN 20 /* YYYY-MM-DDTHH:MM:SSZ */

typedef struct mz_score {
    char gen[MZ_SCORE_GEN_MAX]; /* letters, digits and '-' */
    int height, width;          /* odd, MZ_MIN_SIDE..MZ_MAX_SIDE */
    uint32_t tenths;            /* the time in tenths of a second */
    uint64_t moves;
    uint32_t hints;
    char date[MZ_SCORE_DATE_LEN + 1]; /* when, in UTC */
} mz_score;

/* The table, sorted by generator, height, width, then time and moves. */
typedef struct mz_scores {
    mz_score *v; /* owned */
    size_t n, cap;
} mz_scores;

/* Parses text (len bytes, need not end in NUL) in the scores.tsv format:
 * lines starting with '#' and empty lines are skipped, every other line is
 * seven tab-separated fields: generator, height, width, seconds (one
 * decimal), moves, hints, date. Fills *s (empty it first with
 * mz_scores_free or zero it), keeping the ten best per generator and size.
 * Returns 0, the number (from 1) of the first line that does not parse
 * (then *s is empty), or MZ_ENOMEM. */
long mz_scores_parse(mz_scores *s, const char *text, size_t len);

/* Writes the table as scores.tsv text (a header line, then one line per
 * score) into buf of n bytes, NUL-terminated, cut to fit. Returns the
 * length the whole text needs, as snprintf does. */
size_t mz_scores_format(const mz_scores *s, char *buf, size_t n);

/* Adds e (copied; its fields must be valid as the parser would take them).
 * Returns its place (1 best) among the times for its generator and size,
 * 0 if it is not among the ten best (then it is not kept), or MZ_ENOMEM. */
int mz_scores_add(mz_scores *s, const mz_score *e);

/* The best score for generator gen at height x width, or NULL. */
const mz_score *mz_scores_best(const mz_scores *s, const char *gen, int height, int width);

/* True if e's fields are what the parser accepts. */
int mz_score_valid(const mz_score *e);

/* Frees the table and empties it. */
void mz_scores_free(mz_scores *s);

#endif
