/* draw.h - a finished maze as a picture: wall runs, print colours, and one
 * cairo drawing shared by PNG, PDF and the worksheets. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_DRAW_H
#define MAZEDFS_IO_DRAW_H

#include <cairo.h>
#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/cli.h"
#include "mazedfs/grid.h"
#include "mazedfs/path.h"
#include "outfile.h"

/* The colours of a picture, 0xRRGGBB. */
typedef struct io_colors {
    uint32_t wall, path, route;
} io_colors;

/* Print colours (black walls, white passages, a red route), with the
 * colours given on the command line in their place. */
io_colors io_print_colors(const mz_options *o);

/* Called for each run of wall: len cells from (y, x), rightwards or
 * (vertical) downwards. */
typedef void (*io_run_fn)(void *ctx, int y, int x, int len, bool vertical);

/* Calls fn for every maximal horizontal and vertical run of wall of two
 * cells or more, then for each wall cell in neither (a run of one). Every
 * wall cell is in at least one run; no passage cell is in any. */
void io_wall_runs(const mz_grid *g, io_run_fn fn, void *ctx);

/* Draws g in cell units (cell (y, x) is the unit square at (x, y)) onto
 * cr: passage background, walls, and route (may be NULL) in colour c. */
void io_draw_maze(cairo_t *cr, const mz_grid *g, const mz_path *route, io_colors c);

/* A cairo write callback: closure is an outfile. */
cairo_status_t io_cairo_write(void *closure, const unsigned char *data, unsigned int len);

/* Paper sizes in points, by name ("a4", "letter"); false if unknown. */
bool io_paper_size(const char *name, double *w, double *h);

/* Sets cr's source to 0xRRGGBB. */
void io_set_color(cairo_t *cr, uint32_t rgb);

#endif
