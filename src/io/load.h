/* load.h - reading a maze back from the text --print writes.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_LOAD_H
#define MAZEDFS_IO_LOAD_H

#include <stddef.h>
#include <stdio.h>

#include "mazedfs/grid.h"

/* Reads a maze from f in --print's ascii ('#' wall, ' ' passage) or blocks
 * ("██" wall, two spaces passage) style; '.' and "░░" (route marks) read
 * as passage, and S and E ("S ", "E ") as the start and goal rooms, which
 * become the grid's ends (the lab's where one is not marked). The maze
 * must be rectangular, with odd sides from MZ_MIN_SIDE to MZ_MAX_SIDE,
 * wall all round but the two exit cells with the lab's ends (and wall all
 * round with any others), the start and exit open, and the exit
 * reachable from the start. Returns the
 * grid (the caller frees it), or NULL with "NAME:LINE:COL: what is wrong"
 * in err (name is what the message calls the input). Reads the rows
 * straight into the grid, and stops one cell past the widest row (so an
 * endless line costs a few buffers); a failed read is an error, never the
 * end of the file. */
mz_grid *io_load_stream(FILE *f, const char *name, char *err, size_t errlen);

/* io_load_stream on the file at path, or on standard input for "-".
 * A file that cannot be opened, or is not a regular file (a FIFO, a
 * device, a folder: refused without waiting for a writer), gives
 * "PATH: reason". */
mz_grid *io_load(const char *path, char *err, size_t errlen);

#endif
