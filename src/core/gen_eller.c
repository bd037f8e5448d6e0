/* gen_eller.c - Eller's algorithm: one row of rooms at a time, with sets;
 * only one row of set labels is ever kept. SPDX-License-Identifier: MIT */
#include "gen_bits.h"
#include "mazedfs/drawn.h"

#include <stdio.h>

#include <stdlib.h>

/* The sets of a row never cross (the maze above is planar), so each set is
 * kept as a circular list of its rooms in left-to-right order: next[i] and
 * prev[i]. Rooms i and i + 1 share a set exactly when next[i] == i + 1, and
 * joining two sets splices two lists. down[i] says room i of the row below
 * opens up into room i of this row. A row is shown as its rooms (each with
 * its wall up, if open), then the walls joining sets. Every per-column
 * array has one slot more, at index cols: a sink for the writes that a
 * choice cancels, so the fast loops need no branch on a coin. */
typedef struct eller {
    mz_gen base;
    int cols, rows;     /* rooms per row, room rows */
    int row;            /* the room row being made */
    int col;            /* the next room (or wall) of the row */
    bool joining;       /* false: carving rooms; true: joining sets */
    bool begun, downs;  /* step(): the row's start, its ways down, shown */
    int link_y, link_x; /* the wall to open, while base.pending */
    coin_bits coins;
    uint32_t *next, *prev;   /* this row's sets */
    uint32_t *next2, *prev2; /* the next row's, while they are made */
    uint32_t *last_down;     /* per room: the set's last room so far opening down */
    uint32_t *first_down;    /* and its first one (cols: none yet) */
    uint8_t *down;
} eller;

/* a if cond (0 or 1), else b: with a mask, as the compiler turned the
 * ternary into a branch, which the coins make unpredictable. */
static inline uint32_t sel(unsigned cond, uint32_t a, uint32_t b)
{
    return b ^ ((a ^ b) & (0u - (uint32_t)cond));
}

/* Joins room i's set to room i + 1's when join is 1 (they must differ);
 * with join 0 every write goes to the sink. i's set runs ... i, a ...;
 * i + 1's ... b, i + 1 ...; non-crossing makes i, i + 1 ... b, a ... the
 * merged order. */
static inline void splice(eller *s, uint32_t i, unsigned join)
{
    uint32_t *next = s->next, *prev = s->prev, sink = (uint32_t)s->cols;
    uint32_t a = next[i], b = prev[i + 1];
    next[sel(join, b, sink)] = a;
    prev[sel(join, a, sink)] = b;
    next[sel(join, i, sink)] = i + 1;
    prev[sel(join, i + 1, sink)] = i;
}

/* Joins room i's set to room i + 1's, if they differ and (except in the
 * last row) a coin says so. Returns true if it did. */
static inline bool maybe_join(eller *s, uint32_t i)
{
    if (s->next[i] == i + 1)
        return false;
    if (s->row < s->rows - 1 && !coin_flip(&s->coins, &s->base.rng))
        return false;
    splice(s, i, 1);
    return true;
}

/* A set that drew no room to open down draws again, all its rooms, until
 * one opens; then its rooms that open make its list for the row below.
 * Rare for all but small sets. */
static void redraw(eller *s, uint32_t first)
{
    bool any = false;
    while (!any) {
        uint32_t i = first;
        do {
            s->down[i] = (uint8_t)coin_flip(&s->coins, &s->base.rng);
            any |= s->down[i];
            i = s->next[i];
        } while (i != first);
    }
    uint32_t i = first, head = (uint32_t)s->cols, last = head;
    do {
        if (s->down[i]) {
            s->next2[last] = i;
            s->prev2[i] = last;
            head = head == (uint32_t)s->cols ? i : head;
            last = i;
        }
        i = s->next[i];
    } while (i != first);
    s->next2[last] = head;
    s->prev2[head] = last;
}

/* After the joins of a row (not the last): every set opens down from a
 * random non-empty subset of its rooms (each on a coin, drawn again if
 * none; a set of one room simply opens), and those rooms make its set in
 * the row below. One pass left to right: each room carries its set's
 * first and last room so far that open down, from the room before it in
 * the set, so the new lists are linked as the pass goes. */
static void open_row_down(eller *s)
{
    const uint32_t n = (uint32_t)s->cols, sink = n;
    uint32_t *next = s->next, *prev = s->prev, *nn = s->next2, *np = s->prev2;
    uint32_t *ld = s->last_down, *fd = s->first_down;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t p = prev[i];
        unsigned first = p >= i, last = next[i] <= i, single = first & last;
        if (s->coins.left == 0) {
            s->coins.bits = mz_rng_next(&s->base.rng);
            s->coins.left = 64;
        }
        unsigned d = single | ((unsigned)s->coins.bits & 1);
        s->coins.bits >>= !single;
        s->coins.left -= !single;
        uint32_t ldp = sel(first, sink, ld[p]), fdp = sel(first, sink, fd[p]);
        uint32_t l = sel(d, i, ldp), f = sel(fdp != sink, fdp, sel(d, i, sink));
        ld[i] = l;
        fd[i] = f;
        nn[i] = np[i] = i;
        nn[sel(d, ldp, sink)] = i;
        np[sel(d, i, sink)] = ldp;
        s->down[i] = (uint8_t)d;
        if (last & (f == sink)) {
            redraw(s, next[i]);
            continue;
        }
        nn[sel(last, l, sink)] = f;
        np[sel(last, f, sink)] = l;
    }
    s->next = nn;
    s->prev = np;
    s->next2 = next;
    s->prev2 = prev;
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

/* A decision of the row shown at (y, x) as pseudo-code line line. */
static bool look(int y, int x, int line, mz_event *ev)
{
    mz_event_set(ev, MZ_EV_LOOK, y, x);
    ev->line = (uint8_t)line;
    return true;
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
        if (!s->joining && !s->begun && s->col == 0) { /* "for each row" */
            s->begun = true;
            return look(2 * s->row + 1, 1, 1, ev);
        }
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
        if (!s->downs && s->row < s->rows - 1) { /* the ways down are drawn */
            s->downs = true;
            return look(2 * s->row + 1, 2 * s->cols - 1, 5, ev);
        }
        end_row(s);
        s->begun = s->downs = false;
    }
    return false;
}

/* The joins of the row from room col on, as maybe_join() makes them (a
 * coin only where the sets differ, none in the last row), with no branch
 * on the coin. room points at the row's first room. Returns the joins. */
static uint64_t fast_joins(eller *s, uint8_t *room)
{
    const unsigned last_row = s->row == s->rows - 1;
    coin_bits c = s->coins;
    uint64_t n = 0;
    for (uint32_t i = (uint32_t)s->col; i + 1 < (uint32_t)s->cols; i++) {
        if (c.left == 0) { /* refilling early draws the same coins */
            c.bits = mz_rng_next(&s->base.rng);
            c.left = 64;
        }
        unsigned differ = s->next[i] != i + 1, flip = differ & !last_row;
        unsigned join = differ & (last_row | ((unsigned)c.bits & 1));
        c.bits >>= flip;
        c.left -= (int)flip;
        splice(s, i, join);
        room[2 * i + 1] = (uint8_t)join;
        n += join;
    }
    s->coins = c;
    return n;
}

/* The row engine (mz_gen_rows.fill): the rest of the room row, from where
 * stepping left it, as stepping makes it, into row (cell 0 of the room
 * row; the walls down from the row above go into row - width). Returns
 * its steps: rooms, walls up and joins. */
static uint64_t el_fill_row(mz_gen *g, uint8_t *row)
{
    eller *s = (eller *)g;
    uint8_t *room = row + 1;
    uint8_t *up = room - (2 * s->cols + 1);
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
    n += fast_joins(s, room);
    end_row(s);
    return n;
}

/* The row engine's next room row (mz_gen_rows.next_row). */
static int el_next_row(const mz_gen *g) { return 2 * ((const eller *)g)->row + 1; }

static void el_release(mz_gen *g)
{
    eller *s = (eller *)g;
    free(s->next);
    free(s->prev);
    free(s->next2);
    free(s->prev2);
    free(s->last_down);
    free(s->first_down);
    free(s->down);
}

/* The panel's state line (gen_ops.describe). */
static int el_describe(const mz_gen *g, char *buf, size_t n)
{
    const eller *s = (const eller *)g;
    return snprintf(buf, n,
                    s->joining ? mz_tr(N_("row %d of %d, joining sets"))
                               : mz_tr(N_("row %d of %d, digging rooms")),
                    s->row + 1, s->rows);
}

/* The drawn state (gen_ops.state): the sets, as the pieces of the maze
 * so far (the rooms above a row are joined to its sets by passages). */
static int el_state(const mz_gen *g, uint32_t *plane)
{
    return mz_drawn_components(g->grid, plane);
}

static const gen_ops ops = {el_step,     mz_gen_run_rows, el_release, 0,
                            el_describe, el_state,        NULL,       NULL};
static const mz_gen_rows rows = {el_fill_row, el_next_row};

static mz_gen *eller_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    eller *s = mz_gen_alloc(sizeof *s, &ops, grid, seed, p);
    if (!s)
        return NULL;
    s->cols = (grid->width - 1) / 2;
    s->rows = (grid->height - 1) / 2;
    s->row = s->col = 0;
    s->begun = s->downs = false;
    s->joining = false;
    s->link_y = s->link_x = 0;
    s->coins.bits = 0;
    s->coins.left = 0;
    size_t slots = (size_t)s->cols + 1, words = slots * sizeof(uint32_t);
    s->next = malloc(words);
    s->prev = malloc(words);
    s->next2 = malloc(words);
    s->prev2 = malloc(words);
    /* Zeroed: open_row_down reads a first room's (unused) slot before it is
     * written, and masks it off; valgrind cannot see through the mask. */
    s->last_down = calloc(slots, sizeof(uint32_t));
    s->first_down = calloc(slots, sizeof(uint32_t));
    s->down = calloc(slots, 1);
    if (!s->next || !s->prev || !s->next2 || !s->prev2 || !s->last_down || !s->first_down ||
        !s->down) {
        mz_gen_free(&s->base);
        return NULL;
    }
    for (uint32_t i = 0; i < slots; i++)
        s->next[i] = s->prev[i] = i;
    return &s->base;
}

static const char *const code_eller[] = {
    N_("for each row:"),
    N_("  dig its rooms (each a set, or the set above)"),
    N_("  dig the walls down chosen in the row above"),
    N_("  join neighbours of different sets at random"),
    N_("  pick at least one way down per set"),
    N_("last row: join every different neighbour"),
    N_("open the exit at the bottom right"),
    NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_eller_info = {
    .name = "eller",
    .aliases = "",
    .summary = "Eller: one row at a time with sets, joining and opening down at random",
    .perfect = true,
    .create = eller_new,
    .uniform = false,
    .texture = "even, a little horizontal; made row by row",
    .code = code_eller,
    .rows = &rows,
};
