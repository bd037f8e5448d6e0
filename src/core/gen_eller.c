/* gen_eller.c - Eller's algorithm: one row of rooms at a time, with sets;
 * only one row of set labels is ever kept. SPDX-License-Identifier: MIT */
#include "gen_bits.h"

#include <stdio.h>

#include <stdlib.h>

/* The sets of a row never cross (the maze above is planar), so each set is
 * kept as a circular list of its rooms in left-to-right order: next[i] and
 * prev[i]. Rooms i and i + 1 share a set exactly when next[i] == i + 1, and
 * joining two sets splices two lists. down[i] says room i of the row below
 * opens up into room i of this row. A row is shown as its rooms (each with
 * its wall up, if open), then the walls joining sets. */
enum { DONE = 2 };

typedef struct eller {
    mz_gen base;
    int cols, rows;     /* rooms per row, room rows */
    int row;            /* the room row being made */
    int col;            /* the next room (or wall) of the row */
    bool joining;       /* false: carving rooms; true: joining sets */
    int link_y, link_x; /* the wall to open, while base.pending */
    coin_bits coins;
    uint32_t *next, *prev;
    uint8_t *down;
} eller;

/* Room i of the row becomes a set of its own. */
static inline void alone(eller *s, uint32_t i) { s->next[i] = s->prev[i] = i; }

/* Joins room i's set to room i + 1's, if they differ and (except in the
 * last row) a coin says so. Returns true if it did. */
static inline bool maybe_join(eller *s, uint32_t i)
{
    uint32_t *next = s->next, *prev = s->prev;
    if (next[i] == i + 1)
        return false;
    if (s->row < s->rows - 1 && !coin_flip(&s->coins, &s->base.rng))
        return false;
    /* i's set runs ... i, a ...; i + 1's set ... b, i + 1 ...; non-crossing
     * makes i, i + 1 ... b, a ... the merged order. */
    uint32_t a = next[i], b = prev[i + 1];
    next[b] = a;
    prev[a] = b;
    next[i] = i + 1;
    prev[i + 1] = i;
    return true;
}

/* The set that starts at room first opens down from a random non-empty
 * subset of its rooms (each with probability 1/2, drawn again if none),
 * and becomes, for the row below, the set of those rooms. */
static void open_down(eller *s, uint32_t first)
{
    bool any = false;
    while (!any) {
        uint32_t i = first;
        do {
            s->down[i] = (uint8_t)(DONE | coin_flip(&s->coins, &s->base.rng));
            any |= s->down[i] & 1;
            i = s->next[i];
        } while (i != first);
    }
    uint32_t i = first, head = UINT32_MAX, last = 0;
    do {
        uint32_t after = s->next[i];
        if (!(s->down[i] & 1)) {
            alone(s, i);
        } else if (head == UINT32_MAX) {
            head = last = i;
        } else {
            s->next[last] = i;
            s->prev[i] = last;
            last = i;
        }
        i = after;
    } while (i != first);
    s->next[last] = head;
    s->prev[head] = last;
}

/* After the joins of a row (not the last): every set opens down, in the
 * order of its first room, the one whose previous room in the list is not
 * to its left. Bit 1 of down marks rooms whose set is done, since a done
 * set's rooms that stay closed become sets of their own. */
static void open_row_down(eller *s)
{
    for (uint32_t i = 0; i < (uint32_t)s->cols; i++)
        if (!(s->down[i] & DONE) && s->prev[i] >= i)
            open_down(s, i);
    for (uint32_t i = 0; i < (uint32_t)s->cols; i++)
        s->down[i] &= 1;
}

/* The room row is done: opens down and moves to the next. */
static void end_row(eller *s)
{
    if (s->row < s->rows - 1)
        open_row_down(s);
    s->row++;
    s->col = 0;
    s->joining = false;
}

/* Carves the next room of the row, with its wall up on the next step. */
static void carve_room(eller *s, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    int y = 2 * s->row + 1, x = 2 * s->col + 1;
    *mz_grid_at(g, y, x) = MZ_PASSAGE;
    s->base.rooms_in++;
    mz_event_set(ev, MZ_EV_CARVE, y, x);
    ev->line = 2;
    if (s->row > 0 && s->down[s->col]) {
        s->base.pending = true;
        s->link_y = y - 1;
        s->link_x = x;
    }
    if (++s->col == s->cols) {
        s->col = 0;
        s->joining = true;
    }
}

static bool el_step(mz_gen *g, mz_event *ev)
{
    eller *s = (eller *)g;
    if (g->pending) {
        g->pending = false;
        *mz_grid_at(g->grid, s->link_y, s->link_x) = MZ_PASSAGE;
        mz_event_set(ev, MZ_EV_CARVE, s->link_y, s->link_x);
        ev->line = 3;
        return true;
    }
    while (s->row < s->rows) {
        if (!s->joining) {
            carve_room(s, ev);
            return true;
        }
        while (s->col < s->cols - 1) {
            uint32_t i = (uint32_t)s->col++;
            if (maybe_join(s, i)) {
                int y = 2 * s->row + 1, x = 2 * (int)i + 2;
                *mz_grid_at(g->grid, y, x) = MZ_PASSAGE;
                mz_event_set(ev, MZ_EV_CARVE, y, x);
                ev->line = (uint8_t)(s->row == s->rows - 1 ? 6 : 4);
                return true;
            }
        }
        end_row(s);
    }
    return false;
}

/* The rest of the row on the fast path, from where stepping left it, as
 * stepping makes it. Returns its steps: rooms, walls up and joins. */
static uint64_t fast_row(eller *s)
{
    mz_grid *g = s->base.grid;
    uint8_t *room = mz_grid_at(g, 2 * s->row + 1, 1);
    uint8_t *up = room - g->width;
    uint64_t n = 0;
    if (!s->joining) {
        for (int i = s->col; i < s->cols; i++) {
            room[2 * i] = MZ_PASSAGE;
            if (s->row > 0) {
                up[2 * i] = s->down[i];
                n += s->down[i];
            }
        }
        n += (uint64_t)(s->cols - s->col);
        s->col = 0;
    }
    for (uint32_t i = (uint32_t)s->col; i + 1 < (uint32_t)s->cols; i++) {
        if (maybe_join(s, i)) {
            room[2 * i + 1] = MZ_PASSAGE;
            n++;
        }
    }
    end_row(s);
    return n;
}

/* The fast path: row by row, from wherever stepping stopped (the pending
 * wall, if any, already open). */
static uint64_t el_run(mz_gen *g)
{
    eller *s = (eller *)g;
    uint64_t n = 0;
    while (s->row < s->rows)
        n += fast_row(s);
    return n;
}

static void el_release(mz_gen *g)
{
    eller *s = (eller *)g;
    free(s->next);
    free(s->prev);
    free(s->down);
}

/* The panel's state line (gen_ops.describe). */
static int el_describe(const mz_gen *g, char *buf, size_t n)
{
    const eller *s = (const eller *)g;
    return snprintf(buf, n, "row %d of %d, %s", s->row + 1, s->rows, s->joining ? "joining sets" : "digging rooms");
}

static const gen_ops ops = {el_step, el_run, el_release, 0, el_describe};

mz_gen *mz_gen_eller_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    eller *s = mz_gen_alloc(sizeof *s, &ops, grid, seed, p);
    if (!s)
        return NULL;
    s->cols = (grid->width - 1) / 2;
    s->rows = (grid->height - 1) / 2;
    s->row = s->col = 0;
    s->joining = false;
    s->link_y = s->link_x = 0;
    s->coins.bits = 0;
    s->coins.left = 0;
    s->next = malloc((size_t)s->cols * sizeof *s->next);
    s->prev = malloc((size_t)s->cols * sizeof *s->prev);
    s->down = calloc((size_t)s->cols, 1);
    if (!s->next || !s->prev || !s->down) {
        mz_gen_free(&s->base);
        return NULL;
    }
    for (uint32_t i = 0; i < (uint32_t)s->cols; i++)
        alone(s, i);
    return &s->base;
}

const char *const mz_code_eller[] = {
    "for each row:",
    "  dig its rooms (each a set, or the set above)",
    "  dig the walls down chosen in the row above",
    "  join neighbours of different sets at random",
    "  pick at least one way down per set",
    "last row: join every different neighbour",
    "open the exit at the bottom right",
    NULL,
};
