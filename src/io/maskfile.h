/* maskfile.h - the grid of a maze in a shape: --mask FILE (a text mask or
 * a PNG) or --mask-text WORD, scaled to the maze's rooms, joined into one
 * piece and laid on a new grid. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_MASKFILE_H
#define MAZEDFS_IO_MASKFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "mazedfs/cli.h"
#include "mazedfs/grid.h"

/* Most rooms on a side a PNG or a word makes when no size is given. */
#define IO_MASK_DEFAULT_ROOMS 60

/* The masked grid o names (o->mask_path or o->mask_text): of o's size
 * when o->size_given, else the text's rooms, or a PNG's or word's shape
 * in at most IO_MASK_DEFAULT_ROOMS rooms a side. A note (pieces joined)
 * goes into note (nn bytes; empty when there is none). Returns NULL with
 * a one-line message in err (n bytes) for a bad mask: empty, unreadable,
 * not a PNG or a text, too big, no room inside, or no memory. */
mz_grid *io_mask_grid(const mz_options *o, char *note, size_t nn, char *err, size_t n);

/* True when o names a mask read through the module (src/io/gui.h): a
 * word, or a file that starts as a PNG. False for a text mask, no mask,
 * or a file that cannot be read (io_mask_grid says why). */
bool io_mask_is_picture(const mz_options *o);

#endif
