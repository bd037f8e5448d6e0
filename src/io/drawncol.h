/* drawncol.h - the colours of an algorithm's drawn structure (drawn.h),
 * one table for the window and the GIF alike. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_DRAWNCOL_H
#define MAZEDFS_IO_DRAWNCOL_H

#include <stdint.h>

/* The colours of the drawn state, 0xRRGGBB, by name: each at 3:1 or more
 * against the black passage (a projector), told apart by lightness as well
 * as hue (red-green colour blindness), and none the red of the dot and
 * trail, the gold of the route or the green of the walls. The one place
 * they are chosen: a palette table takes them from here. */
typedef struct io_drawn_colors {
    uint32_t frontier; /* queue, open set, frontier: sky blue, light */
    uint32_t closed;   /* done with: slate, dim */
    uint32_t dead;     /* dead branches, Tremaux's twice: reddish purple */
    uint32_t once;     /* Tremaux's once: orange */
    uint32_t walk;     /* Wilson's walk: yellow */
    uint32_t scan;     /* hunt-and-kill's scan row: blue */
    uint32_t chamber;  /* the chamber being split: violet */
    uint32_t stack;    /* a depth-first path on its stack: grey */
    uint32_t arrow;    /* origin shift's pointers: white */
} io_drawn_colors;

extern const io_drawn_colors io_drawn_default_colors;

/* How many colours the sets take turns with, and the k-th (0xRRGGBB). */
#define IO_DRAWN_SET_COLORS 16
extern const uint32_t io_drawn_set_rgb[IO_DRAWN_SET_COLORS];

/* Which of the sets' colours set id takes: a hash, so neighbouring sets
 * mostly differ and a set keeps its colour while it grows. */
int io_drawn_set_index(uint32_t id);

/* The colour (0xRRGGBB) of a cell of class cls (mz_drawn_class, or
 * MZ_DRAWN_SET + id); 0 for none. */
uint32_t io_drawn_rgb(uint32_t cls);

#endif
