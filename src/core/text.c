/* text.c - rendering a maze row as text for --print.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/text.h"

#include <string.h>

/* UTF-8 for U+2588 FULL BLOCK, twice. */
static const char block2[] = "\xe2\x96\x88\xe2\x96\x88";

size_t mz_text_row_size(const mz_grid *g, mz_text_style style)
{
    size_t per_cell = style == MZ_TEXT_ASCII ? 1 : sizeof block2 - 1;
    return (size_t)g->width * per_cell + 1;
}

size_t mz_text_row(const mz_grid *g, int y, mz_text_style style, char *buf)
{
    const uint8_t *row = mz_grid_at(g, y, 0);
    char *p = buf;
    if (style == MZ_TEXT_ASCII) {
        for (int x = 0; x < g->width; x++)
            *p++ = (row[x] & MZ_PASSAGE) ? ' ' : '#';
    } else {
        for (int x = 0; x < g->width; x++) {
            if (row[x] & MZ_PASSAGE) {
                *p++ = ' ';
                *p++ = ' ';
            } else {
                memcpy(p, block2, sizeof block2 - 1);
                p += sizeof block2 - 1;
            }
        }
    }
    *p++ = '\n';
    return (size_t)(p - buf);
}
