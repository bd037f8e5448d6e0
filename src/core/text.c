/* text.c - rendering a maze row as text for --print.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/text.h"

#include <stdio.h>
#include <string.h>

static const mz_text_style_info styles[] = {
    {"blocks", MZ_TEXT_BLOCKS},
    {"ascii", MZ_TEXT_ASCII},
};
enum { NSTYLES = sizeof styles / sizeof styles[0] };

const mz_text_style_info *mz_text_style_find(const char *name)
{
    for (int i = 0; i < NSTYLES; i++)
        if (strcmp(styles[i].name, name) == 0)
            return &styles[i];
    return NULL;
}

const char *mz_text_style_names(char *buf, size_t n, const char *sep)
{
    size_t used = 0;
    buf[0] = 0;
    for (int i = 0; i < NSTYLES && used < n; i++) {
        int w = snprintf(buf + used, n - used, "%s%s", i ? sep : "", styles[i].name);
        used += w > 0 ? (size_t)w : 0;
    }
    return buf;
}

/* UTF-8 for U+2588 FULL BLOCK, twice. */
static const char block2[] = "\xe2\x96\x88\xe2\x96\x88";

/* '#' (35) for wall, ' ' (32) for passage is 35 - 3 * bit 0, so eight
 * cells go at once in a 64-bit word: no byte can borrow from the next.
 * Printing a big maze was a byte loop the compiler left scalar at -O2. */
static char *ascii_row(const uint8_t *row, size_t n, char *p)
{
    const uint64_t ones = 0x0101010101010101u, hash = 35 * ones;
    size_t x = 0;
    for (; x + 8 <= n; x += 8, p += 8) {
        uint64_t v;
        memcpy(&v, row + x, 8);
        v = hash - 3 * (v & ones);
        memcpy(p, &v, 8);
    }
    for (; x < n; x++)
        *p++ = (char)(35 - 3 * (row[x] & MZ_PASSAGE));
    return p;
}

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
        p = ascii_row(row, (size_t)g->width, p);
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
