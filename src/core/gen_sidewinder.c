/* gen_sidewinder.c - the sidewinder: the top row is one corridor; in each
 * later row a run grows east on a coin flip, else it closes by opening
 * north from a random room of the run. SPDX-License-Identifier: MIT */
#include "gen_bits.h"
#include "mazedfs/predict.h"

#include <stdio.h>

#include <stddef.h>
#include <stdlib.h>

/* Rooms in row-major order: a step carves a room, the next its wall (east
 * while the run grows, north from a room of the run when it closes).
 * Beside the grid it keeps the next room, where the run began, the coins
 * (from a stream of their own, so the fast path may flip a row's coins
 * before it draws the rooms that close its runs) and, for the fast path,
 * one row of run ends. */
typedef struct sidewinder {
    mz_gen base;
    int y, x;           /* the next room to carve */
    int run_x;          /* the run's first room in this row */
    int link_y, link_x; /* the wall to open, while base.pending */
    bool begun;         /* step(): the row at (y, 1) has been shown begun */
    coin_bits coins;
    mz_rng coin_rng;
    int *ends; /* the fast path's run ends in a row */
} sidewinder;

/* The x of a uniformly random room of the run from run_x to x. */
static inline int run_room(mz_rng *r, int run_x, int x)
{
    return run_x + 2 * (int)mz_rng_below(r, (uint32_t)((x - run_x) / 2 + 1));
}

/* Carves room (y, x) and decides its wall into *ly, *lx (0: none). */
static void room_and_wall(sidewinder *s, int y, int x, int *ly, int *lx)
{
    int last = s->base.grid->width - 2;
    *ly = *lx = 0;
    if (y == 1) {
        if (x < last)
            *ly = y, *lx = x + 1;
    } else if (x < last && coin_flip(&s->coins, &s->coin_rng)) {
        *ly = y, *lx = x + 1;
    } else {
        *ly = y - 1, *lx = run_room(&s->base.rng, s->run_x, x);
        s->run_x = x + 2;
    }
}

static bool sw_step(mz_gen *g, mz_event *ev)
{
    sidewinder *s = (sidewinder *)g;
    mz_grid *grid = g->grid;
    if (g->pending) {
        g->pending = false;
        row_dig(g, s->link_y, s->link_x, ev);
        ev->line = (uint8_t)(s->link_y == 1 ? 5 : s->link_y % 2 ? 3 : 4); /* 5: the top row */
        return true;
    }
    if (s->y > grid->height - 2)
        return false;
    if (s->x == 1 && !s->begun) { /* "for each row" */
        s->begun = true;
        mz_event_set(ev, MZ_EV_LOOK, s->y, s->x);
        ev->line = 1;
        return true;
    }
    s->begun = false;
    row_dig(g, s->y, s->x, ev);
    g->rooms_in++;
    ev->line = 2;
    room_and_wall(s, s->y, s->x, &s->link_y, &s->link_x);
    g->pending = s->link_y != 0;
    if (row_next_room(grid, &s->y, &s->x))
        s->run_x = 1;
    return true;
}

/* Rooms x0, x0 + 2, ... of row y > 1 with their walls, in two passes so
 * that no branch hangs on a coin: first the rooms and east walls (0 or 1,
 * written as flipped) with the run ends noted, then each run's way north. */
static void inner_row(sidewinder *s, uint8_t *row, int x0, ptrdiff_t w)
{
    coin_bits c = s->coins;
    const int last = (int)w - 2;
    int k = 0;
    for (int x = x0; x < last; x += 2) {
        if (c.left == 0) {
            c.bits = mz_rng_next(&s->coin_rng);
            c.left = 64;
        }
        unsigned grow = (unsigned)c.bits & 1;
        c.bits >>= 1;
        c.left--;
        row[x] = MZ_PASSAGE;
        row[x + 1] = (uint8_t)grow;
        s->ends[k] = x;
        k += !grow;
    }
    row[last] = MZ_PASSAGE;
    s->ends[k++] = last;
    s->coins = c;
    int run_x = s->run_x;
    for (int j = 0; j < k; j++) {
        row[run_room(&s->base.rng, run_x, s->ends[j]) - w] = MZ_PASSAGE;
        run_x = s->ends[j] + 2;
    }
}

/* The row engine (mz_gen_rows.fill): the rest of room row s->y into row
 * (its cell 0; walls north go into row - width), drawing as stepping
 * does. Every room but the top row's last adds two steps (room and wall). */
static uint64_t sw_fill_row(mz_gen *g, uint8_t *row)
{
    sidewinder *s = (sidewinder *)g;
    const ptrdiff_t w = g->grid->width;
    uint64_t n = (uint64_t)(2 * ((w - 2 - s->x) / 2 + 1));
    if (s->y == 1) {
        for (int x = s->x; x <= w - 2; x += 2)
            row[x] = row[x - (x > 1)] = MZ_PASSAGE;
        n--;
    } else {
        inner_row(s, row, s->x, w);
    }
    s->y += 2;
    s->x = s->run_x = 1;
    return n;
}

/* The row engine's next room row (mz_gen_rows.next_row). */
static int sw_next_row(const mz_gen *g) { return ((const sidewinder *)g)->y; }

/* The panel's state line (gen_ops.describe). */
static int sw_describe(const mz_gen *g, char *buf, size_t n)
{
    const sidewinder *s = (const sidewinder *)g;
    return snprintf(buf, n, mz_tr(N_("row %d, run from column %d")), s->y, s->run_x);
}

static void sw_release(mz_gen *g) { free(((sidewinder *)g)->ends); }

static const gen_ops ops = {sw_step, mz_gen_run_rows, sw_release, 0, sw_describe, NULL, NULL, NULL};
static const mz_gen_rows rows = {sw_fill_row, sw_next_row};

static mz_gen *sidewinder_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    sidewinder *s = mz_gen_alloc(sizeof *s, &ops, grid, seed, p);
    if (!s)
        return NULL;
    s->y = s->x = s->run_x = 1;
    s->link_y = s->link_x = 0;
    s->begun = false;
    s->coins.bits = 0;
    s->coins.left = 0;
    mz_rng_seed(&s->coin_rng, mz_rng_next(&s->base.rng));
    s->ends = malloc((size_t)(grid->width / 2) * sizeof *s->ends);
    if (!s->ends) {
        mz_gen_free(&s->base);
        return NULL;
    }
    return &s->base;
}

static const char *const code_sidewinder[] = {
    N_("for each row, room by room:"),
    N_("  dig the room; it joins the run"),
    N_("  flip a coin: carry on east (dig the wall)"),
    N_("  or close it: dig north from one of its rooms"),
    N_("the top row is one run east"),
    N_("open the exit at the bottom right"),
    NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_sidewinder_info = {
    .name = "sidewinder",
    .aliases = "",
    .summary = "sidewinder: runs east along each row, each closing north from a random room",
    .perfect = true,
    .create = sidewinder_new,
    .uniform = false,
    .texture = "vertical bias: an open top row, runs east",
    .code = code_sidewinder,
    .rows = &rows,
    .ask = MZ_ASK_RUN,
};
