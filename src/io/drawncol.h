/* drawncol.h - which palette colour (palette.h) a cell of an algorithm's
 * drawn structure (drawn.h) takes, for the window and the GIF alike. SPDX-License-Identifier: MIT
 */
#ifndef MAZEDFS_IO_DRAWNCOL_H
#define MAZEDFS_IO_DRAWNCOL_H

#include "mazedfs/palette.h"

#include <stdint.h>

/* Which of the sets' colours set id takes: a hash, so neighbouring sets
 * mostly differ and a set keeps its colour while it grows. */
int io_drawn_set_index(uint32_t id);

/* The colour (0xRRGGBB) in the palette c of a cell of class cls
 * (mz_drawn_class, or MZ_DRAWN_SET + id); the passage's for none. */
uint32_t io_drawn_rgb(const mz_screen_colors *c, uint32_t cls);

#endif
