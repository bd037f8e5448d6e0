/* drawn.h - the running algorithm's structure drawn in the maze: the
 * colours of its classes (one table, for the palette) and the plane the
 * view reads. Its update works on the whole app and is in app.h (drawn.c).
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_APP_DRAWN_H
#define MAZEDFS_APP_DRAWN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazedfs/drawn.h"

/* The colours of the drawn state, 0xRRGGBB, by name: each at 3:1 or more
 * against the black passage (a projector), told apart by lightness as well
 * as hue (red-green colour blindness), and none the red of the dot and
 * trail, the gold of the route or the green of the walls. The one place
 * they are chosen: the palette table takes them from here. */
typedef struct drawn_colors {
    uint32_t frontier; /* queue, open set, frontier: sky blue, light */
    uint32_t closed;   /* done with: slate, dim */
    uint32_t dead;     /* dead branches, Tremaux's twice: reddish purple */
    uint32_t once;     /* Tremaux's once: orange */
    uint32_t walk;     /* Wilson's walk: yellow */
    uint32_t scan;     /* hunt-and-kill's scan row: blue */
    uint32_t chamber;  /* the chamber being split: violet */
    uint32_t stack;    /* a depth-first path on its stack: grey blue */
    uint32_t arrow;    /* origin shift's pointers: white */
} drawn_colors;

extern const drawn_colors drawn_default_colors;

/* The colour (0xRRGGBB) of set id's cells: a hue hashed from id, at a
 * lightness that keeps 3:1 on the passage, skipping the reds of the dot
 * and trail and the greens of the walls. */
uint32_t drawn_set_rgb(uint32_t id);

/* The colour (0xRRGGBB) of a cell of class cls (mz_drawn_class, or
 * MZ_DRAWN_SET + id); 0 for none. */
uint32_t drawn_rgb(uint32_t cls);

/* The state on screen: a class per cell (mz_drawn_class), made from the
 * algorithm at the shown step, and what it was made for. */
typedef struct drawn {
    uint32_t *plane;            /* shown now, owned; NULL while nothing is drawn */
    uint32_t *fresh;            /* scratch for the next one, owned */
    size_t cells;               /* the planes' size */
    bool arrows;                /* origin shift's pointers asked for (key) */
    bool made;                  /* plane holds a state */
    bool keyed;                 /* key holds what the planes were last made for */
    uint64_t key[4];            /* phase, position, log length, arrows: made for */
    size_t count[MZ_DRAWN_SET]; /* cells of each class in plane */
    size_t sets;                /* sets in plane */
} drawn;

/* Frees the planes; safe on a zeroed drawn. */
void drawn_free(drawn *d);

/* The sizes line for the panel ("frontier 12, closed 40"), or "" when
 * nothing is drawn. */
void drawn_sizes(const drawn *d, char *buf, size_t n);

#endif
