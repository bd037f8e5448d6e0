/* text.c - rendering a maze row as text for --print.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/text.h"

#include <stdio.h>
#include <string.h>

/* UTF-8 for U+2588 FULL BLOCK, U+2591 LIGHT SHADE and U+00B7 MIDDLE DOT,
 * twice each. */
static const mz_text_style_info styles[] = {
    {"blocks", MZ_TEXT_BLOCKS, "\xe2\x96\x88\xe2\x96\x88", "  ", "\xe2\x96\x91\xe2\x96\x91",
     "\xc2\xb7\xc2\xb7"},
    {"ascii", MZ_TEXT_ASCII, "#", " ", ".", "~"},
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

static const mz_text_style_info *style_info(mz_text_style style)
{
    for (int i = 0; i < NSTYLES; i++)
        if (styles[i].style == style)
            return &styles[i];
    return &styles[0];
}

size_t mz_text_cells_size(int width, mz_text_style style)
{
    const mz_text_style_info *s = style_info(style);
    size_t per_cell = strlen(s->wall);
    per_cell = strlen(s->passage) > per_cell ? strlen(s->passage) : per_cell;
    per_cell = strlen(s->route) > per_cell ? strlen(s->route) : per_cell;
    per_cell = strlen(s->outside) > per_cell ? strlen(s->outside) : per_cell;
    return (size_t)width * per_cell + 1;
}

size_t mz_text_row_size(const mz_grid *g, mz_text_style style)
{
    return mz_text_cells_size(g->width, style);
}

size_t mz_text_cells(const uint8_t *row, int width, mz_text_style style, const uint8_t *route_row,
                     char *buf)
{
    const mz_text_style_info *s = style_info(style);
    char *p = buf;
    if (style == MZ_TEXT_ASCII && !route_row && !memchr(row, MZ_OUTSIDE, (size_t)width)) {
        p = ascii_row(row, (size_t)width, p);
    } else {
        /* Glyph by cell kind: 0 wall, 1 passage, 2 route, 3 outside. */
        const char *glyph[4] = {s->wall, s->passage, s->route, s->outside};
        size_t len[4] = {strlen(s->wall), strlen(s->passage), strlen(s->route), strlen(s->outside)};
        for (int x = 0; x < width; x++) {
            int k = route_row && route_row[x] ? 2 : row[x] == MZ_OUTSIDE ? 3 : row[x] & MZ_PASSAGE;
            memcpy(p, glyph[k], len[k]);
            p += len[k];
        }
    }
    *p++ = '\n';
    return (size_t)(p - buf);
}

size_t mz_text_row_marked(const mz_grid *g, int y, mz_text_style style, const uint8_t *route_row,
                          char *buf)
{
    return mz_text_cells(mz_grid_at(g, y, 0), g->width, style, route_row, buf);
}

size_t mz_text_row(const mz_grid *g, int y, mz_text_style style, char *buf)
{
    return mz_text_row_marked(g, y, style, NULL, buf);
}
