/* svg.h - a maze as SVG, written directly: walls as strokes along runs in
 * one path of relative commands, the route as one polyline.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_SVG_H
#define MAZEDFS_IO_SVG_H

#include "draw.h"
#include "outfile.h"

/* Writes g as an SVG document to out, block points per cell, with route
 * (may be NULL) in colours c. Errors are left in out (see outfile_commit). */
void io_svg_write(outfile *out, const mz_grid *g, const mz_path *route, io_colors c, int block,
                  mz_draw_style style);

#endif
