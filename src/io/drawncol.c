/* drawncol.c - the colours of an algorithm's drawn structure.
 * SPDX-License-Identifier: MIT */
#include "drawncol.h"

#include "mazedfs/drawn.h"

/* Contrast on black (WCAG): frontier 9.0, closed 3.9, dead 6.9, once 9.9,
 * walk 16, scan 4.0, chamber 6.0, stack 8.0; Okabe and Ito's colours where
 * they fit, which stay apart for the common colour blindnesses. */
const io_drawn_colors io_drawn_default_colors = {
    .frontier = 0x56b4e9,
    .closed = 0x5a6a8a,
    .dead = 0xcc79a7,
    .once = 0xe69f00,
    .walk = 0xf0e442,
    .scan = 0x0072b2,
    .chamber = 0x8c7ae6,
    .stack = 0xa0a0a0,
    .arrow = 0xffffff,
};

/* The sets' colours: the reds (dot, trail) and greens (walls) left out,
 * light and dim in turn, each 3:1 or more on black. */
const uint32_t io_drawn_set_rgb[IO_DRAWN_SET_COLORS] = {
    0xe69f00, 0xf0e442, 0x56b4e9, 0xcc79a7, 0x8c7ae6, 0x40c8c8, 0xffa0c0, 0xc8a060,
    0xb0b0ff, 0xff8c40, 0x7090ff, 0xd0d070, 0xc060e0, 0x60a8c0, 0xe0c0a0, 0xa0e0ff,
};

int io_drawn_set_index(uint32_t id)
{
    uint32_t h = id * 2654435761u; /* Knuth's multiplicative hash */
    return (int)((h >> 16) % IO_DRAWN_SET_COLORS);
}

uint32_t io_drawn_rgb(uint32_t cls)
{
    const io_drawn_colors *c = &io_drawn_default_colors;
    const uint32_t by_class[MZ_DRAWN_ARROW] = {
        [MZ_DRAWN_FRONTIER] = c->frontier, [MZ_DRAWN_CLOSED] = c->closed,
        [MZ_DRAWN_DEAD] = c->dead,         [MZ_DRAWN_ONCE] = c->once,
        [MZ_DRAWN_TWICE] = c->dead,        [MZ_DRAWN_WALK] = c->walk,
        [MZ_DRAWN_SCAN] = c->scan,         [MZ_DRAWN_CHAMBER] = c->chamber,
        [MZ_DRAWN_STACK] = c->stack,
    };
    if (cls >= MZ_DRAWN_SET)
        return io_drawn_set_rgb[io_drawn_set_index(cls - MZ_DRAWN_SET)];
    return cls < MZ_DRAWN_ARROW ? by_class[cls] : c->arrow;
}
