/* maze.h - the maze a headless run works on: loaded from --load's file,
 * or generated to the end from the options. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_MAZE_H
#define MAZEDFS_IO_MAZE_H

#include <stddef.h>
#include <stdint.h>

#include "mazedfs/cli.h"
#include "mazedfs/grid.h"

/* What the HUD and --stats call a loaded maze's generator. */
#define IO_LOADED_NAME "file"

/* The finished maze for o with seed, or o->load_path's maze. Stores
 * the generator's steps (0 for a loaded maze) in *steps (may be NULL).
 * Returns the grid, or NULL with a one-line message in err. */
mz_grid *io_maze(const mz_options *o, uint64_t seed, uint64_t *steps, char *err, size_t errlen);

#endif
