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

/* The palette's paper colours (palette.h), with the colours given on the
 * command line in their place. */
io_colors io_print_colors(const mz_options *o);

/* Called for each run of wall: len cells from (y, x), rightwards or
 * (vertical) downwards. */
typedef void (*io_run_fn)(void *ctx, int y, int x, int len, bool vertical);

/* Calls fn for every maximal horizontal and vertical run of wall of two
 * cells or more, then for each wall cell in neither (a run of one). Every
 * wall cell is in at least one run; no passage cell is in any. */
void io_wall_runs(const mz_grid *g, io_run_fn fn, void *ctx);

/* The start's opening: the wall cell above the start room (1, 1), which
 * every picture of a maze with the lab's ends draws open, as the lab's
 * start is there. The exit is the grid's own (mz_grid_exit_*). With other
 * ends the border is whole and the rooms are marked (io_end_mark). */
enum { IO_START_Y = 0, IO_START_X = 1 };

/* The width of a wall line in --style lines, in cells. */
#define IO_LINE_WIDTH 0.3

/* The style o gives a picture: --style, else lines on paper (a PDF or a
 * worksheet) and blocks on screen-sized pictures (PNG, SVG). */
mz_draw_style io_style_of(const mz_options *o, bool paper);

/* Calls fn for every maximal horizontal and vertical run of wall of two
 * cells or more, then for each wall cell in neither (a run of one), as
 * io_wall_runs does, with the start's opening taken as passage (with the
 * lab's ends): the walls
 * a picture draws. lines: a lone wall cell at even (y, x), the joint of no
 * wall, is left out, as a printed maze has no dot there. */
void io_picture_runs(const mz_grid *g, bool lines, io_run_fn fn, void *ctx);

/* --heat on paper: each passage's distance from the start (mz_distances;
 * owned by the caller), the largest, and the exit's. */
typedef struct io_heat {
    const uint32_t *dist;
    uint32_t max, exit;
} io_heat;

/* The heat ramp's colour, 0xRRGGBB, at distance d of max: viridis at
 * eleven even stops (perceptually even and readable with the common colour
 * blindnesses), blended between them; the window's heat map uses it too. */
uint32_t io_heat_rgb(uint32_t d, uint32_t max);

/* Draws g in cell units (cell (y, x) is the unit square at (x, y)) onto
 * cr: passage background (each passage in its heat colour with heat,
 * which may be NULL), walls in style, the route (may be NULL), and the
 * arrows of the start (in its opening, pointing in) and the exit
 * (pointing out), in colour c; with ends that are not the lab's, their
 * marks in the start and goal rooms instead (io_end_mark). */
void io_draw_maze(cairo_t *cr, const mz_grid *g, const mz_path *route, io_colors c,
                  mz_draw_style style, const io_heat *heat);

/* The mark of an end that is not the lab's, size units across, centred
 * on (cx, cy), filled in cr's colour: a disc for the start, a hollow
 * square for the goal. */
void io_end_mark(cairo_t *cr, double cy, double cx, double size, bool goal);

/* The size of an end's mark in its room, in cells: between lines a room
 * is two cells wide (the walls are thin), as a block it is one. */
double io_end_mark_size(mz_draw_style style);

/* The heat legend in the w x h rectangle at (x, y) (units of cr): the
 * ramp as a bar, "0" under its left end and the farthest distance under
 * its right, and between them the exit's distance and the farthest. */
void io_draw_heat_legend(cairo_t *cr, const io_heat *heat, double x, double y, double w, double h);

/* The font family cairo's toy API should use for the words on paper in
 * the user's language: "sans-serif" when it has their glyphs, else an
 * installed family that has them (written into buf, n bytes). When none
 * has, the words go back to English for the rest of the run, with one
 * note on stderr, rather than print as empty boxes. */
const char *io_words_family(char *buf, size_t n);

/* The words "Start" above the maze's top-left corner (start_x points or
 * more from its left edge, to leave room for a label) and "Finish" below
 * its bottom-right one, pt points high, for a picture drawn in cell units
 * with cell points a cell (cr as io_draw_maze had it). They need about
 * 1.4 pt of room above and below the maze. */
void io_draw_words(cairo_t *cr, const mz_grid *g, double cell, double pt, io_colors c,
                   double start_x);

/* A cairo write callback: closure is an outfile. */
cairo_status_t io_cairo_write(void *closure, const unsigned char *data, unsigned int len);

/* Paper sizes in points, by name ("a4", "letter"); false if unknown. */
bool io_paper_size(const char *name, double *w, double *h);

/* Sets cr's source to 0xRRGGBB. */
void io_set_color(cairo_t *cr, uint32_t rgb);

#endif
