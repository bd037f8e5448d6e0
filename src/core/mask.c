/* mask.c - mazes in a shape: text masks, scaling and laying the mask on
 * the grid as MZ_OUTSIDE cells (joining the pieces is mask_join.c).
 * SPDX-License-Identifier: MIT */
#include "mazedfs/mask.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bigmem.h"
#include "mazedfs/error.h"
#include "mazedfs/intl.h"
#include "swar.h"

/* mz_mask_new, its rooms all outside when zero, else left as they are
 * (for a caller that writes every one). */
static mz_mask *mask_alloc(int rows, int cols, bool zero)
{
    if (rows < 2 || cols < 2 || rows > MZ_MASK_MAX_ROOMS || cols > MZ_MASK_MAX_ROOMS)
        return NULL;
    mz_mask *m = malloc(sizeof *m);
    if (!m)
        return NULL;
    m->rows = rows;
    m->cols = cols;
    m->pieces = 0;
    m->in = mz_big_alloc((size_t)rows * (size_t)cols, zero);
    if (!m->in) {
        free(m);
        return NULL;
    }
    return m;
}

mz_mask *mz_mask_new(int rows, int cols) { return mask_alloc(rows, cols, true); }

void mz_mask_free(mz_mask *m)
{
    if (!m)
        return;
    free(m->in);
    free(m);
}

/* True if mask row r is the same as the row above it: a mask scaled up
 * repeats its rows (each of a 100-row mask 20 times at 4001 x 4001), and
 * what is made from a row is then made again from what the row above
 * made, for much less than making it (memcmp reads a row fast). */
static bool same_as_above(const mz_mask *m, int r)
{
    size_t cols = (size_t)m->cols;
    const uint8_t *in = m->in + (size_t)r * cols;
    return r > 0 && memcmp(in, in - cols, cols) == 0;
}

/* Rooms inside the n bytes at in. */
static uint64_t count_inside(const uint8_t *in, size_t n)
{
    uint64_t k = 0;
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        k += swar_count_nonzero(swar_load(in + i));
    for (; i < n; i++)
        k += in[i] != 0;
    return k;
}

uint64_t mz_mask_count(const mz_mask *m)
{
    uint64_t n = 0, row = 0;
    for (int r = 0; r < m->rows; r++) {
        if (!same_as_above(m, r))
            row = count_inside(m->in + (size_t)r * (size_t)m->cols, (size_t)m->cols);
        n += row;
    }
    return n;
}

/* The text's rows (lines, a final one without '\n' too) and its widest. */
static void text_size(const char *t, size_t len, int *rows, size_t *cols)
{
    *rows = 0;
    *cols = 0;
    size_t w = 0;
    for (size_t i = 0; i < len; i++) {
        if (t[i] == '\n') {
            (*rows)++;
            w = 0;
        } else if (t[i] != '\r' && ++w > *cols) {
            *cols = w;
        }
    }
    if (len && t[len - 1] != '\n')
        (*rows)++;
}

mz_mask *mz_mask_from_text(const char *text, size_t len, char *err, size_t n)
{
    int rows;
    size_t cols;
    text_size(text, len, &rows, &cols);
    if (rows == 0 || cols == 0) {
        snprintf(err, n, mz_tr(N_("the mask is empty")));
        return NULL;
    }
    if (rows > MZ_MASK_MAX_ROOMS || cols > MZ_MASK_MAX_ROOMS) {
        snprintf(err, n, mz_tr(N_("the mask is too big: %zu x %d rooms, at most %d on a side")),
                 cols, rows, MZ_MASK_MAX_ROOMS);
        return NULL;
    }
    mz_mask *m = mz_mask_new(rows < 2 ? 2 : rows, cols < 2 ? 2 : (int)cols);
    if (!m) {
        snprintf(err, n, mz_tr(N_("not enough memory for the mask")));
        return NULL;
    }
    int r = 0, c = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\n') {
            r++;
            c = 0;
        } else if (text[i] != '\r') {
            m->in[(size_t)r * (size_t)m->cols + (size_t)c++] = text[i] == '#' || text[i] == 'X';
        }
    }
    if (mz_mask_count(m) == 0) {
        snprintf(err, n, mz_tr(N_("the mask has no room inside ('#' or 'X')")));
        mz_mask_free(m);
        return NULL;
    }
    return m;
}

mz_mask *mz_mask_scale(const mz_mask *m, int rows, int cols)
{
    /* Not zeroed: every room is written below. */
    mz_mask *s = mask_alloc(rows, cols, false);
    uint32_t *from = s ? malloc((size_t)cols * sizeof *from) : NULL; /* each column's source */
    if (!from) {
        mz_mask_free(s);
        return NULL;
    }
    for (int c = 0; c < cols; c++)
        from[c] = (uint32_t)(((uint64_t)c * 2 + 1) * (uint64_t)m->cols / (2 * (uint64_t)cols));
    for (int r = 0; r < rows; r++) {
        size_t sr = (size_t)(((uint64_t)r * 2 + 1) * (uint64_t)m->rows / (2 * (uint64_t)rows));
        const uint8_t *src = m->in + sr * (size_t)m->cols;
        uint8_t *dst = s->in + (size_t)r * (size_t)cols;
        if (r > 0 && sr == (size_t)(((uint64_t)r * 2 - 1) * (uint64_t)m->rows /
                                    (2 * (uint64_t)rows))) { /* the row above's source */
            memcpy(dst, dst - cols, (size_t)cols);
            continue;
        }
        for (int c = 0; c < cols; c++)
            dst[c] = src[from[c]];
    }
    free(from);
    return s;
}

/* The cells of grid row y, from room row r of m: each room wall if inside,
 * else outside; each cell between or beside rooms outside only when the
 * rooms on both sides are (an outside cell is 0xf0, a wall 0: the AND). */
static void lay_room_row(const mz_mask *m, int r, uint8_t *cells)
{
    const uint8_t *in = m->in + (size_t)r * (size_t)m->cols;
    uint8_t room = (uint8_t)(MZ_OUTSIDE & ((in[0] != 0) - 1u));
    cells[0] = room;
    int c = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* Four rooms at a time (eight cells from cell 2c + 1): each room's 0 or
     * 1 spread to every other byte, and the bytes between them the OR of
     * their two neighbours, the last one's right neighbour the next room. */
    for (; c + 5 <= m->cols; c += 4) {
        uint64_t v = 0, next = in[c + 4] != 0;
        memcpy(&v, in + c, 4);
        v = (((v & SWAR_LOW7) + SWAR_LOW7) | v) >> 7 & SWAR_ONES; /* 1 where inside */
        v = (v | v << 16) & 0x0000ffff0000ffffu;
        v = (v | v << 8) & 0x00ff00ff00ff00ffu;
        uint64_t near = v | v << 8 | v >> 8 | next << 56;
        swar_store(cells + 2 * c + 1, MZ_OUTSIDE * SWAR_ONES & ~(near * 0xff));
    }
#endif
    room = (uint8_t)(MZ_OUTSIDE & ((in[c] != 0) - 1u));
    for (; c < m->cols; c++) {
        uint8_t next = c + 1 < m->cols ? (uint8_t)(MZ_OUTSIDE & ((in[c + 1] != 0) - 1u)) : room;
        cells[2 * c + 1] = room;
        cells[2 * c + 2] = room & next;
        room = next;
    }
}

/* The cells of a grid row between two room rows (or the border, when a and
 * b are the same row): outside only where both neighbours are. */
static void lay_between(uint8_t *cells, const uint8_t *a, const uint8_t *b, int width)
{
    int x = 0;
    for (; x + 8 <= width; x += 8)
        swar_store(cells + x, swar_load(a + x) & swar_load(b + x));
    for (; x < width; x++)
        cells[x] = a[x] & b[x];
}

int mz_mask_apply(const mz_mask *m, mz_grid *g)
{
    if ((g->height - 1) / 2 != m->rows || (g->width - 1) / 2 != m->cols)
        return MZ_EUSAGE;
    uint64_t inside = mz_mask_count(m);
    if (inside < 2)
        return MZ_EUSAGE;
    /* The cells within one of an inside room are wall, the rest outside
     * (every cell written, whatever the grid held: it is blank after):
     * each room row, then the row above it from the two beside it (still
     * in the cache: two passes, rooms then the rows between, read the
     * grid twice from memory), and the border row below the last. A room
     * row the same as the one above is a copy of the cells above, and
     * so is the row between them (a & a). */
    size_t w = (size_t)g->width;
    for (int r = 0; r < m->rows; r++) {
        uint8_t *room = mz_grid_at(g, 2 * r + 1, 0);
        if (same_as_above(m, r)) {
            memcpy(room - w, room - 2 * w, w);
            memcpy(room, room - 2 * w, w);
            continue;
        }
        lay_room_row(m, r, room);
        lay_between(room - w, r ? room - 2 * w : room, room, g->width);
    }
    lay_between(mz_grid_at(g, g->height - 1, 0), mz_grid_at(g, g->height - 2, 0),
                mz_grid_at(g, g->height - 2, 0), g->width);
    size_t n = (size_t)m->rows * (size_t)m->cols, first = 0, last = n - 1;
    while (!m->in[first])
        first++;
    while (!m->in[last])
        last--;
    g->inside = inside;
    g->pieces = (uint32_t)m->pieces;
    mz_grid_set_ends(g, 2 * (int)(first / (size_t)m->cols) + 1,
                     2 * (int)(first % (size_t)m->cols) + 1, 2 * (int)(last / (size_t)m->cols) + 1,
                     2 * (int)(last % (size_t)m->cols) + 1);
    return MZ_OK;
}
