/* evlog.c - the event log: chunks of 5-byte steps, a bit plane of the
 * grid at the log's end, and snapshots before each OPEN_ALL.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/evlog.h"

#include <stdlib.h>
#include <string.h>

/* A step's cell word: the cell's index (below 2^30: the largest grid has
 * 32767^2 cells) and two bits of what the step overwrote. */
enum { PREV_SHIFT = 30, KIND_MASK = 7, LIGHT_SHIFT = 3, LINE_SHIFT = 4 };
#define INDEX_MASK ((1u << PREV_SHIFT) - 1)

void mz_evlog_init(mz_evlog *l, size_t budget)
{
    memset(l, 0, sizeof *l);
    l->budget = budget;
}

void mz_evlog_clear(mz_evlog *l)
{
    for (size_t i = 0; i < l->nchunks; i++) {
        free(l->cells[i]);
        free(l->meta[i]);
    }
    for (size_t i = 0; i < l->nsnaps; i++)
        free(l->snaps[i]);
    free(l->cells);
    free(l->meta);
    free(l->snaps);
    free(l->shadow);
    mz_evlog_init(l, l->budget);
}

static size_t plane_bytes(const mz_grid *g)
{
    return ((size_t)g->height * (size_t)g->width + 7) / 8;
}

/* Takes bytes from the budget; on passing it, drops the log. */
static bool take(mz_evlog *l, size_t bytes)
{
    if (l->over || bytes > l->budget - l->used) {
        mz_evlog_clear(l);
        l->over = true;
        return false;
    }
    l->used += bytes;
    return true;
}

/* A bit plane of bit 0 of every cell of g, or NULL. */
static uint8_t *plane_of(const mz_grid *g)
{
    size_t n = (size_t)g->height * (size_t)g->width;
    uint8_t *p = calloc(plane_bytes(g), 1);
    if (p)
        for (size_t i = 0; i < n; i++)
            p[i >> 3] |= (uint8_t)((g->cells[i] & MZ_PASSAGE) << (i & 7));
    return p;
}

bool mz_evlog_track_grid(mz_evlog *l, const mz_grid *g)
{
    if (!take(l, plane_bytes(g)))
        return false;
    l->shadow = plane_of(g);
    if (!l->shadow) {
        take(l, l->budget + 1);
        return false;
    }
    return true;
}

/* Room for one more step: a new chunk every MZ_EVLOG_CHUNK steps. */
static bool grow(mz_evlog *l)
{
    if (l->n % MZ_EVLOG_CHUNK)
        return true;
    if (!take(l, (size_t)MZ_EVLOG_CHUNK * MZ_EVLOG_STEP_BYTES))
        return false;
    if (l->nchunks == l->cap_chunks) {
        size_t cap = l->cap_chunks ? 2 * l->cap_chunks : 16;
        uint32_t **c = realloc(l->cells, cap * sizeof *c);
        if (c)
            l->cells = c;
        uint8_t **m = c ? realloc(l->meta, cap * sizeof *m) : NULL;
        if (!m)
            return take(l, l->budget + 1);
        l->meta = m;
        l->cap_chunks = cap;
    }
    l->cells[l->nchunks] = malloc(MZ_EVLOG_CHUNK * sizeof(uint32_t));
    l->meta[l->nchunks] = malloc(MZ_EVLOG_CHUNK);
    l->nchunks++; /* counted even if half made, so clear frees it */
    if (!l->cells[l->nchunks - 1] || !l->meta[l->nchunks - 1])
        return take(l, l->budget + 1);
    return true;
}

/* The meta byte of ev. Three bits hold the kinds up to FILL; a LOOK is
 * kept as a CURSOR with the light flag, which a CURSOR never needs (it is
 * paced as light whatever the flag says, so its flag is dropped). */
static uint8_t meta_of(const mz_event *ev)
{
    unsigned kind = (unsigned)ev->kind, light = ev->light;
    if (ev->kind == MZ_EV_LOOK)
        kind = MZ_EV_CURSOR, light = 1;
    else if (ev->kind == MZ_EV_CURSOR)
        light = 0;
    return (uint8_t)(kind | light << LIGHT_SHIFT | (unsigned)ev->line << LINE_SHIFT);
}

static bool put(mz_evlog *l, uint32_t cell, const mz_event *ev, unsigned prev)
{
    if (!grow(l))
        return false;
    size_t c = (size_t)(l->n / MZ_EVLOG_CHUNK), k = (size_t)(l->n % MZ_EVLOG_CHUNK);
    l->cells[c][k] = cell | (uint32_t)(prev & 3) << PREV_SHIFT;
    l->meta[c][k] = meta_of(ev);
    l->n++;
    l->looks += ev->kind == MZ_EV_LOOK;
    return true;
}

uint64_t mz_evlog_steps_before(const mz_evlog *l, uint64_t i)
{
    if (i >= l->n || !l->looks)
        return i < l->n ? i : l->n - l->looks;
    uint64_t looks = 0;
    for (uint64_t j = 0; j < i; j++) {
        unsigned meta = l->meta[j / MZ_EVLOG_CHUNK][j % MZ_EVLOG_CHUNK];
        looks += (meta & KIND_MASK) == MZ_EV_CURSOR && meta >> LIGHT_SHIFT & 1;
    }
    return i - looks;
}

bool mz_evlog_push(mz_evlog *l, const mz_event *ev, int width, unsigned prev)
{
    if (l->over)
        return false;
    return put(l, (uint32_t)((size_t)ev->y * (size_t)width + (size_t)ev->x), ev, prev);
}

static bool shadow_bit(const mz_evlog *l, size_t i) { return l->shadow[i >> 3] >> (i & 7) & 1; }

static void set_shadow(mz_evlog *l, size_t i, bool on)
{
    l->shadow[i >> 3] = (uint8_t)((l->shadow[i >> 3] & ~(1u << (i & 7))) | (unsigned)on << (i & 7));
}

/* An OPEN_ALL: the plane before it becomes a snapshot (its number goes in
 * the step's cell field) and the plane follows the grid. */
static bool push_open_all(mz_evlog *l, const mz_event *ev, const mz_grid *g)
{
    uint8_t **s =
        take(l, plane_bytes(g) + sizeof *s) ? realloc(l->snaps, (l->nsnaps + 1) * sizeof *s) : NULL;
    uint8_t *now = s ? plane_of(g) : NULL;
    if (s)
        l->snaps = s;
    if (!now)
        return l->over ? false : take(l, l->budget + 1);
    l->snaps[l->nsnaps] = l->shadow;
    l->shadow = now;
    return put(l, (uint32_t)l->nsnaps++, ev, 0);
}

bool mz_evlog_push_gen(mz_evlog *l, const mz_event *ev, const mz_grid *g)
{
    if (l->over || !l->shadow)
        return false;
    if (ev->kind == MZ_EV_OPEN_ALL)
        return push_open_all(l, ev, g);
    if (ev->kind != MZ_EV_CARVE && ev->kind != MZ_EV_WALL)
        return mz_evlog_push(l, ev, g->width, 0);
    size_t i = (size_t)ev->y * (size_t)g->width + (size_t)ev->x;
    bool prev = shadow_bit(l, i);
    set_shadow(l, i, ev->kind == MZ_EV_CARVE);
    return put(l, (uint32_t)i, ev, prev);
}

void mz_evlog_get(const mz_evlog *l, uint64_t i, int width, mz_event *ev, unsigned *prev)
{
    uint32_t cell = l->cells[i / MZ_EVLOG_CHUNK][i % MZ_EVLOG_CHUNK];
    unsigned meta = l->meta[i / MZ_EVLOG_CHUNK][i % MZ_EVLOG_CHUNK];
    uint32_t idx = cell & INDEX_MASK;
    mz_event_set(ev, (mz_event_kind)(meta & KIND_MASK), 0, 0);
    if (ev->kind != MZ_EV_OPEN_ALL) {
        ev->y = (int)(idx / (uint32_t)width);
        ev->x = (int)(idx % (uint32_t)width);
    }
    ev->light = meta >> LIGHT_SHIFT & 1;
    if (ev->kind == MZ_EV_CURSOR && ev->light) /* see meta_of */
        ev->kind = MZ_EV_LOOK, ev->light = false;
    ev->line = (uint8_t)(meta >> LINE_SHIFT);
    *prev = cell >> PREV_SHIFT;
}

static void set_bit0(mz_grid *g, size_t i, bool on)
{
    g->cells[i] = (uint8_t)((g->cells[i] & ~MZ_PASSAGE) | (on ? MZ_PASSAGE : 0));
}

/* Sets bit 0 of every cell of g from the plane p. */
static void restore_plane(mz_grid *g, const uint8_t *p)
{
    size_t n = (size_t)g->height * (size_t)g->width;
    for (size_t i = 0; i < n; i++)
        set_bit0(g, i, p[i >> 3] >> (i & 7) & 1);
}

void mz_evlog_undo_grid(const mz_evlog *l, uint64_t i, mz_grid *g)
{
    uint32_t cell = l->cells[i / MZ_EVLOG_CHUNK][i % MZ_EVLOG_CHUNK];
    unsigned kind = l->meta[i / MZ_EVLOG_CHUNK][i % MZ_EVLOG_CHUNK] & KIND_MASK;
    if (kind == MZ_EV_OPEN_ALL)
        restore_plane(g, l->snaps[cell]);
    else if (kind == MZ_EV_CARVE || kind == MZ_EV_WALL)
        set_bit0(g, cell & INDEX_MASK, cell >> PREV_SHIFT & 1);
}

void mz_evlog_redo_grid(const mz_evlog *l, uint64_t i, mz_grid *g)
{
    uint32_t cell = l->cells[i / MZ_EVLOG_CHUNK][i % MZ_EVLOG_CHUNK];
    unsigned kind = l->meta[i / MZ_EVLOG_CHUNK][i % MZ_EVLOG_CHUNK] & KIND_MASK;
    if (kind == MZ_EV_OPEN_ALL) { /* bit 0 as mz_grid_open_interior leaves it */
        for (int y = 0; y < g->height; y++)
            for (int x = 0; x < g->width; x++)
                set_bit0(g, (size_t)y * (size_t)g->width + (size_t)x,
                         y > 0 && x > 0 && y < g->height - 1 && x < g->width - 1);
    } else if (kind == MZ_EV_CARVE || kind == MZ_EV_WALL) {
        set_bit0(g, cell & INDEX_MASK, kind == MZ_EV_CARVE);
    }
}
