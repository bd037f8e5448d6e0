/* record.h - --record: the animation (generation, then the solve and the
 * trace when asked) as a looping animated GIF, without a window.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_RECORD_H
#define MAZEDFS_IO_RECORD_H

#include <stddef.h>

#include "mazedfs/cli.h"

/* The largest recording, in pixels a side. */
#define IO_RECORD_MAX_SIDE 4096
/* Without --frame-steps, steps a frame are chosen to stay under this. */
#define IO_RECORD_FRAMES 400
/* The last frame is held this long, in 1/100 s. */
#define IO_RECORD_HOLD_CS 200

/* Writes o->record_path: frame i shows the maze after i * K steps of the
 * same events the window shows (K = o->frame_steps, or the fewest that keep
 * it under IO_RECORD_FRAMES frames), at o->fps, the last frame held.
 * Returns the exit status (0, 1 when the file cannot be written, 2 for bad
 * input) with a one-line message in err. */
int io_record(const mz_options *o, char *err, size_t errlen);

/* What io_record refuses before it makes a maze: a FILE not named .gif, an
 * image over IO_RECORD_MAX_SIDE pixels a side. Returns 0, or 2 with the
 * one-line message in err. */
int io_record_check(const mz_options *o, char *err, size_t errlen);

#endif
