/* stream.h - a maze made and handed out one row at a time, in memory
 * proportional to its width: the generators with a row engine (eller,
 * sidewinder, binary tree), at heights a grid cannot hold.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_STREAM_H
#define MAZEDFS_STREAM_H

#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/cli.h"
#include "mazedfs/gen.h"

/* The tallest streamed maze: 2^31 - 1 rows (a side is an int), at any
 * width a grid takes (MZ_MIN_SIDE to MZ_MAX_SIDE). */
#define MZ_MAX_STREAM_HEIGHT 2147483647

typedef struct mz_stream mz_stream;

/* True if info's generator can stream (it has a row engine). */
bool mz_gen_streams(const mz_gen_info *info);

/* True if o's run is made by streaming: --print of a generator that can
 * stream, with nothing after generation that needs the whole grid (no
 * --solution, --solve, --trace, --braid, --steps, --difficulty or
 * --load). The same maze as the grid's, so --print takes this path at
 * every size, and past MZ_MAX_SIDE rows only this one. */
bool mz_stream_fits(const mz_options *o);

/* Starts info's maze of height x width with seed and params (NULL for the
 * defaults), to be read row by row: the same maze, exit open, that
 * mz_gen_new_with and mz_gen_finish make on a grid of that size, because
 * both run the generator's one row engine. Sides are odd, the height from
 * MZ_MIN_SIDE to MZ_MAX_STREAM_HEIGHT, the width from MZ_MIN_SIDE to
 * MZ_MAX_SIDE. Returns NULL when info cannot stream, a side is out of
 * range, or memory runs out. Memory: a few bytes per column. */
mz_stream *mz_stream_new(const mz_gen_info *info, int height, int width, uint64_t seed,
                         const mz_gen_params *params);

/* The maze's next row, top to bottom: width bytes of MZ_WALL or
 * MZ_PASSAGE, owned by the stream and valid until the next call. Returns
 * NULL after the last row. */
const uint8_t *mz_stream_row(mz_stream *s);

/* Frees the stream. mz_stream_free(NULL) is a no-op. */
void mz_stream_free(mz_stream *s);

#endif
