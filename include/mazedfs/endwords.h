/* endwords.h - the words of the pseudo-code that name the maze's ends,
 * made to match ends other than the lab's corners. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_ENDWORDS_H
#define MAZEDFS_ENDWORDS_H

#include "mazedfs/grid.h"

/* A pseudo-code line (an algorithm's code[i], in English) as it should
 * read on g: the line itself, or, when it names the lab's corners ("the
 * top-left cell", "the exit at the bottom right") and g's ends are
 * elsewhere (--start, --exit, --ends, a shape), the line that names the
 * start or the exit instead. Both are msgids: translate the result. */
const char *mz_code_line_for(const char *line, const mz_grid *g);

/* Which of the lines mz_code_line_for gives g would give: 0 for the
 * lab's ends, another number for each other case. A cache of translated
 * lines keyed by it stays right when the maze changes. */
int mz_code_ends_kind(const mz_grid *g);

#endif
