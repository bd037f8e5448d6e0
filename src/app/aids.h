/* aids.h - the game aids in the window: breadcrumbs, the hint, the dark
 * mode's sight, kept in a plane beside the maze that the view draws.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_AIDS_H
#define MAZEDFS_AIDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazedfs/grid.h"
#include "view.h" /* the AID_ bits of the plane it draws */

#define AIDS_HINT_CELLS 10
#define AIDS_HINT_MS 2000.0

typedef struct aids {
    const mz_grid *grid; /* borrowed */
    uint8_t *plane;      /* AID_* (view.h) per cell, owned; NULL: off */
    uint8_t *search;     /* the hint's search plane, made on first hint */
    uint32_t *sight;     /* the cells in sight now, owned */
    size_t nsight;
    uint32_t hint[AIDS_HINT_CELLS];
    size_t nhint;
    double hint_until; /* when the hint goes */
    unsigned hints;    /* hints asked for in this game */
    bool crumbs_on, dark;
    bool live; /* reset for the game on the finished maze */
} aids;

/* Makes the aids for grid (borrowed); dark for --dark. Returns 0, or -1
 * when memory runs out (then every aid does nothing). */
int aids_init(aids *s, const mz_grid *grid, bool dark);

/* Frees what aids_init made; safe on a zeroed aids. */
void aids_free(aids *s);

/* A new maze is being made: nothing of the aids is drawn until the next
 * aids_reset. */
void aids_clear(aids *s, view *v);

/* A new game on the finished maze, the dot at (y, x): crumbs, sight and
 * the hint count start again. Touches every cell of v. */
void aids_reset(aids *s, view *v, int y, int x);

/* The dot has stepped onto (y, x): crumbs and sight follow it. */
void aids_moved(aids *s, view *v, int y, int x);

/* Shows the route ahead from (y, x) until now_ms + AIDS_HINT_MS and counts
 * a hint. Returns false if there is no route (or no memory for the search). */
bool aids_hint(aids *s, view *v, int y, int x, double now_ms);

/* Takes the hint away once its time is up; true if it did. */
bool aids_expire(aids *s, view *v, double now_ms);

/* Ms until the hint goes, or -1 when none is shown. */
double aids_wait_ms(const aids *s, double now_ms);

/* B: breadcrumbs shown or not. */
void aids_toggle_crumbs(aids *s, view *v);

#endif
