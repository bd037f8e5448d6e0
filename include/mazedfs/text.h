/* text.h - a finished maze as text, one row at a time (for --print).
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_TEXT_H
#define MAZEDFS_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "mazedfs/grid.h"

typedef enum mz_text_style {
    MZ_TEXT_BLOCKS, /* "██" for wall, two spaces for passage, "░░" on a route,
                       "··" outside a mask */
    MZ_TEXT_ASCII,  /* '#' for wall, one space for passage, '.' on a route,
                       '~' outside a mask */
} mz_text_style;

/* The styles --print takes, by name: a new style is one row in text.c. */
typedef struct mz_text_style_info {
    const char *name;
    mz_text_style style;
    const char *wall, *passage, *route; /* one cell of each (UTF-8) */
    const char *start, *goal;           /* the ends' rooms, when they are not the lab's */
    const char *outside;                /* a cell outside a mask (MZ_OUTSIDE) */
} mz_text_style_info;

/* The style named name, or NULL. */
const mz_text_style_info *mz_text_style_find(const char *name);

/* The styles' names, separated by sep, into buf (n bytes); returns buf. */
const char *mz_text_style_names(char *buf, size_t n, const char *sep);

/* Bytes one row takes in style, newline included. */
size_t mz_text_row_size(const mz_grid *g, mz_text_style style);

/* Writes row y of g in style into buf, which holds mz_text_row_size()
 * bytes, ending with '\n' (no NUL). Returns the bytes written. (S and E
 * as in mz_text_row_marked.) */
size_t mz_text_row(const mz_grid *g, int y, mz_text_style style, char *buf);

/* mz_text_row with the cells x where route_row[x] is nonzero drawn as on
 * the route; route_row holds width bytes (borrowed), or is NULL for none.
 * When g's ends are not the lab's, its start and goal rooms are written
 * with the style's start and goal glyphs (S and E), over any route. */
size_t mz_text_row_marked(const mz_grid *g, int y, mz_text_style style, const uint8_t *route_row,
                          char *buf);

/* The same for a row given as its cells (width bytes, borrowed), not as
 * a grid's row: for a maze streamed row by row (mazedfs/stream.h). */
size_t mz_text_cells_size(int width, mz_text_style style);
size_t mz_text_cells(const uint8_t *row, int width, mz_text_style style, const uint8_t *route_row,
                     char *buf);

#endif
