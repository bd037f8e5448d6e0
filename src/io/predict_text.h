/* predict_text.h - --predict in the terminal (--print, or no display).
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PREDICT_TEXT_H
#define MAZEDFS_PREDICT_TEXT_H

#include "mazedfs/cli.h"

/* Runs o's run, asking before each decision: the maze as --print draws it
 * with the candidates lettered, an answer a line from stdin (a letter or
 * Y,X; an empty line skips), right or wrong, the score; EOF ends it with
 * the score so far. Returns the exit status: 0, 1 when stdout fails, 2 when
 * the maze cannot be made. */
int predict_text(const mz_options *o);

#endif
