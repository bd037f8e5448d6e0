/* mask.c - mazes in a shape: text masks, scaling, joining the pieces and
 * laying the mask on the grid as MZ_OUTSIDE cells. SPDX-License-Identifier: MIT */
#include "mazedfs/mask.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mazedfs/error.h"
#include "mazedfs/intl.h"

mz_mask *mz_mask_new(int rows, int cols)
{
    if (rows < 2 || cols < 2 || rows > MZ_MASK_MAX_ROOMS || cols > MZ_MASK_MAX_ROOMS)
        return NULL;
    mz_mask *m = malloc(sizeof *m);
    if (!m)
        return NULL;
    m->rows = rows;
    m->cols = cols;
    m->in = calloc((size_t)rows * (size_t)cols, 1);
    if (!m->in) {
        free(m);
        return NULL;
    }
    return m;
}

void mz_mask_free(mz_mask *m)
{
    if (!m)
        return;
    free(m->in);
    free(m);
}

uint64_t mz_mask_count(const mz_mask *m)
{
    uint64_t n = 0;
    for (size_t i = 0, len = (size_t)m->rows * (size_t)m->cols; i < len; i++)
        n += m->in[i] != 0;
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
    mz_mask *s = mz_mask_new(rows, cols);
    if (!s)
        return NULL;
    for (int r = 0; r < rows; r++) {
        size_t sr = (size_t)(((uint64_t)r * 2 + 1) * (uint64_t)m->rows / (2 * (uint64_t)rows));
        for (int c = 0; c < cols; c++) {
            size_t sc = (size_t)(((uint64_t)c * 2 + 1) * (uint64_t)m->cols / (2 * (uint64_t)cols));
            s->in[(size_t)r * (size_t)cols + (size_t)c] = m->in[sr * (size_t)m->cols + sc];
        }
    }
    return s;
}

/* A growable list of room indices, one level of the search. */
typedef struct level {
    uint32_t *at;
    size_t len, cap;
} level;

static bool level_push(level *l, uint32_t i)
{
    if (l->len == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 1024;
        uint32_t *at = realloc(l->at, cap * sizeof *at);
        if (!at)
            return false;
        l->at = at;
        l->cap = cap;
    }
    l->at[l->len++] = i;
    return true;
}

enum { NO_WAY = 4 };

/* The neighbour of room i in direction d, or false off the mask. */
static bool step_room(const mz_mask *m, uint32_t i, int d, uint32_t *j)
{
    int r = (int)(i / (uint32_t)m->cols) + mz_dy[d], c = (int)(i % (uint32_t)m->cols) + mz_dx[d];
    if (r < 0 || c < 0 || r >= m->rows || c >= m->cols)
        return false;
    *j = (uint32_t)r * (uint32_t)m->cols + (uint32_t)c;
    return true;
}

/* The search from the piece of room first: rooms by the fewest outside
 * rooms on the way (dist), each with its way back (way). Stops at the
 * first inside room of another piece, returned in *to; false if none (one
 * piece) or out of memory (*nomem). */
static bool nearest_piece(const mz_mask *m, uint32_t first, uint32_t *dist, uint8_t *way,
                          uint32_t *to, bool *nomem)
{
    size_t n = (size_t)m->rows * (size_t)m->cols;
    for (size_t i = 0; i < n; i++) {
        dist[i] = UINT32_MAX;
        way[i] = NO_WAY;
    }
    level cur = {0}, next = {0};
    bool found = false;
    dist[first] = 0;
    *nomem = !level_push(&cur, first);
    for (uint32_t k = 0; !*nomem && !found && cur.len; k++) {
        for (size_t q = 0; !*nomem && !found && q < cur.len; q++) {
            uint32_t i = cur.at[q];
            if (dist[i] != k)
                continue;
            if (m->in[i] && k > 0) { /* the first piece is all at 0: another piece */
                *to = i;
                found = true;
                break;
            }
            for (int d = 0; d < MZ_NDIRS; d++) {
                uint32_t j;
                if (!step_room(m, i, d, &j))
                    continue;
                uint32_t nd = k + !m->in[j];
                if (nd >= dist[j])
                    continue;
                dist[j] = nd;
                way[j] = (uint8_t)MZ_OPPOSITE(d);
                *nomem = !level_push(nd == k ? &cur : &next, j);
            }
        }
        level t = cur;
        cur = next;
        next = t;
        next.len = 0;
    }
    free(cur.at);
    free(next.at);
    return found;
}

int mz_mask_join(mz_mask *m, int *pieces, uint64_t *added)
{
    *pieces = 0;
    *added = 0;
    size_t n = (size_t)m->rows * (size_t)m->cols, first = 0;
    while (first < n && !m->in[first])
        first++;
    if (first == n)
        return MZ_OK;
    uint32_t *dist = malloc(n * sizeof *dist);
    uint8_t *way = malloc(n);
    int err = dist && way ? MZ_OK : MZ_ENOMEM;
    *pieces = 1;
    uint32_t to;
    bool nomem = false;
    while (!err && nearest_piece(m, (uint32_t)first, dist, way, &to, &nomem)) {
        (*pieces)++;
        /* Back to the first piece, taking in the outside rooms passed. */
        for (uint32_t i = to; way[i] != NO_WAY;) {
            if (!m->in[i]) {
                m->in[i] = 1;
                (*added)++;
            }
            step_room(m, i, way[i], &i);
        }
    }
    if (nomem)
        err = MZ_ENOMEM;
    free(dist);
    free(way);
    return err;
}

/* True if a room within one cell of (y, x) is inside m. */
static bool near_inside(const mz_mask *m, int y, int x)
{
    for (int ry = (y - 1) / 2; ry <= y / 2; ry++)
        for (int rx = (x - 1) / 2; rx <= x / 2; rx++)
            if (ry >= 0 && rx >= 0 && ry < m->rows && rx < m->cols &&
                m->in[(size_t)ry * (size_t)m->cols + (size_t)rx])
                return true;
    return false;
}

int mz_mask_apply(const mz_mask *m, mz_grid *g)
{
    if ((g->height - 1) / 2 != m->rows || (g->width - 1) / 2 != m->cols)
        return MZ_EUSAGE;
    uint64_t inside = mz_mask_count(m);
    if (inside < 2)
        return MZ_EUSAGE;
    size_t first = SIZE_MAX, last = 0;
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++)
            *mz_grid_at(g, y, x) = near_inside(m, y, x) ? MZ_WALL : MZ_OUTSIDE;
    for (size_t i = 0, n = (size_t)m->rows * (size_t)m->cols; i < n; i++) {
        if (m->in[i]) {
            first = first == SIZE_MAX ? i : first;
            last = i;
        }
    }
    g->inside = inside;
    mz_grid_set_ends(g, 2 * (int)(first / (size_t)m->cols) + 1,
                     2 * (int)(first % (size_t)m->cols) + 1, 2 * (int)(last / (size_t)m->cols) + 1,
                     2 * (int)(last % (size_t)m->cols) + 1);
    return MZ_OK;
}
