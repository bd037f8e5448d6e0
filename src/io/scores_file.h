/* scores_file.h - the best times on disk: $XDG_DATA_HOME/mazedfs/scores.tsv
 * read strictly (a regular file of at most 4 MiB, opened without blocking),
 * written whole through outfile (the exports' exclusive temporary file,
 * renamed; the old file's mode kept, a file the user could not write left
 * alone), a file that does not parse set aside as .bad, .bad.2, ... libc and POSIX only (no SDL),
 * so the tests drive it on its own. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_SCORES_FILE_H
#define MAZEDFS_SCORES_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "mazedfs/grid.h"
#include "mazedfs/scores.h"

enum {
    SCORES_OK = 0,          /* read (or there is no file yet) */
    SCORES_SET_ASIDE = 1,   /* it did not parse: now PATH.bad (.bad.2, ...); a new table */
    SCORES_UNREADABLE = -1, /* cannot be read (a folder, a FIFO, no access): left alone */
    SCORES_UNWRITABLE = -2, /* cannot be written */
};

/* The file's path into buf (n bytes): $XDG_DATA_HOME/mazedfs/scores.tsv,
 * or $HOME/.local/share/mazedfs/scores.tsv when XDG_DATA_HOME is unset or
 * not absolute. False if neither gives a path that fits. */
bool scores_path(char *buf, size_t n);

/* Reads path into *s (emptied first). Returns a SCORES_ code; for any but
 * SCORES_OK, a one-line note (no "mazedfs:", no newline) in note. */
int scores_load(const char *path, mz_scores *s, char *note, size_t n);

/* Writes s to path: the folders are made, the text goes to a temporary
 * file beside it that is renamed over path once complete. Returns
 * SCORES_OK or SCORES_UNWRITABLE with a note. */
int scores_save(const char *path, const mz_scores *s, char *note, size_t n);

/* A win: reads the file, adds e, writes it back. Stores the best time for
 * e's generator and size (e's own if it is the first) in *best_tenths and
 * e's place among the ten best (0: not among them) in *rank. Returns a
 * SCORES_ code with a note as above; the figures are set whatever it is. */
int scores_record(const char *path, const mz_score *e, unsigned *best_tenths, int *rank, char *note,
                  size_t n);

/* The generator name a win on a loaded maze is filed under: "file-" and a
 * 64-bit FNV-1a hash of the maze (its size and walls, whatever the file's
 * style), so a hand-made easy maze never sets the best time of a
 * generator's size, and the same maze loaded again shares its times. */
void scores_loaded_key(const mz_grid *g, char gen[MZ_SCORE_GEN_MAX]);

/* Today's date and time in UTC as mz_score wants it, into date. */
void scores_now(char date[MZ_SCORE_DATE_LEN + 1]);

/* mazedfs --scores: the table, readable, on out; notes as "mazedfs: ..."
 * lines on err. Only reads: a file that does not parse is named, never
 * moved. Returns the exit status (0, or 1 if unreadable). */
int scores_print(FILE *out, FILE *err);

#endif
