/* text.c - rendering a maze row as text for --print.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/text.h"
#include "swar.h"

#include <stdio.h>
#include <string.h>

/* UTF-8 for U+2588 FULL BLOCK, U+2591 LIGHT SHADE and U+00B7 MIDDLE DOT,
 * twice each. The start and goal rooms are written as S and E only when
 * they are not the lab's (a default maze prints as it always has); cells
 * outside a mask as middle dots (blocks) or '~' (ascii). */
static const mz_text_style_info styles[] = {
    {"blocks", MZ_TEXT_BLOCKS, "\xe2\x96\x88\xe2\x96\x88", "  ", "\xe2\x96\x91\xe2\x96\x91", "S ",
     "E ", "\xc2\xb7\xc2\xb7"},
    {"ascii", MZ_TEXT_ASCII, "#", " ", ".", "S", "E", "~"},
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

/* ascii_row for a row with cells outside a mask: '~' where a byte is
 * MZ_OUTSIDE, found eight at a time. Outside cells come in runs (beyond
 * the shape's edges, in its holes), so most words have no byte with bit 7
 * set (MZ_OUTSIDE has it, a cell of the maze only as a generator's mark)
 * and are all inside, or are all outside; only the few across an edge
 * are compared byte by byte. */
static char *ascii_row_outside(const uint8_t *row, size_t n, char *p)
{
    const uint64_t all_out = MZ_OUTSIDE * SWAR_ONES, tilde = (uint64_t)('~' - '#') * SWAR_ONES;
    size_t x = 0;
    for (; x + 8 <= n; x += 8, p += 8) {
        uint64_t v = swar_load(row + x), text = 35 * SWAR_ONES - 3 * (v & SWAR_ONES);
        if (v & 0x80 * SWAR_ONES) /* MZ_OUTSIDE's bit 0 is clear: '#', then + 91 is '~' */
            text = v == all_out ? '~' * SWAR_ONES : text + (tilde & swar_eq(v, MZ_OUTSIDE));
        swar_store((uint8_t *)p, text);
    }
    for (; x < n; x++)
        *p++ = row[x] == MZ_OUTSIDE ? '~' : (char)(35 - 3 * (row[x] & MZ_PASSAGE));
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

/* mz_text_cells with the start at column sx and the goal at gx of this
 * row (-1 where they are not in it). */
static size_t cells_with_ends(const uint8_t *row, int width, mz_text_style style,
                              const uint8_t *route_row, int sx, int gx, char *buf)
{
    const mz_text_style_info *s = style_info(style);
    char *p = buf;
    if (style == MZ_TEXT_ASCII && !route_row && sx < 0 && gx < 0) {
        p = memchr(row, MZ_OUTSIDE, (size_t)width) ? ascii_row_outside(row, (size_t)width, p)
                                                   : ascii_row(row, (size_t)width, p);
    } else {
        /* Glyph by cell kind: 0 wall, 1 passage, 2 route, 3 start, 4 goal,
         * 5 outside. */
        const char *glyph[6] = {s->wall, s->passage, s->route, s->start, s->goal, s->outside};
        for (int x = 0; x < width; x++) {
            int k = x == sx                     ? 3
                    : x == gx                   ? 4
                    : route_row && route_row[x] ? 2
                    : row[x] == MZ_OUTSIDE      ? 5
                                                : row[x] & MZ_PASSAGE;
            size_t len = strlen(glyph[k]);
            memcpy(p, glyph[k], len);
            p += len;
        }
    }
    *p++ = '\n';
    return (size_t)(p - buf);
}

size_t mz_text_cells(const uint8_t *row, int width, mz_text_style style, const uint8_t *route_row,
                     char *buf)
{
    return cells_with_ends(row, width, style, route_row, -1, -1, buf);
}

size_t mz_text_row_marked(const mz_grid *g, int y, mz_text_style style, const uint8_t *route_row,
                          char *buf)
{
    bool lab = mz_grid_ends_default(g);
    int sx = !lab && y == g->start_y ? g->start_x : -1,
        gx = !lab && y == g->goal_y ? g->goal_x : -1;
    return cells_with_ends(mz_grid_at(g, y, 0), g->width, style, route_row, sx, gx, buf);
}

size_t mz_text_row(const mz_grid *g, int y, mz_text_style style, char *buf)
{
    return mz_text_row_marked(g, y, style, NULL, buf);
}
