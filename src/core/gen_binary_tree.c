/* gen_binary_tree.c - the binary tree: every room opens north or west with
 * a coin flip (only west on the top row, only north in the left column).
 * SPDX-License-Identifier: MIT */
#include "gen_bits.h"
#include "mazedfs/predict.h"

#include <stdio.h>

#include <stddef.h>

/* Rooms in row-major order: each step carves a room, then (next step) the
 * wall to its chosen neighbour. Nothing is kept beside the grid but the
 * next room and the coins. */
typedef struct binary_tree {
    mz_gen base;
    int y, x;           /* the next room to carve */
    int link_y, link_x; /* the wall to open, while base.pending */
    bool begun;         /* step(): the row at (y, 1) has been shown begun */
    coin_bits coins;
} binary_tree;

/* The wall room (y, x) opens: west on the top row, north in the left
 * column, else a coin's choice; 0 (no wall) for the first room. Returns
 * the offset from the room, in cells of a row w wide. */
static inline ptrdiff_t link_offset(binary_tree *s, int y, int x, ptrdiff_t w)
{
    if (y == 1)
        return x == 1 ? 0 : -1;
    if (x == 1)
        return -w;
    return coin_flip(&s->coins, &s->base.rng) ? -w : -1;
}

static bool bt_step(mz_gen *g, mz_event *ev)
{
    binary_tree *s = (binary_tree *)g;
    mz_grid *grid = g->grid;
    if (g->pending) {
        g->pending = false;
        row_dig(g, s->link_y, s->link_x, ev);
        ev->line = s->link_y == 1 || s->link_x == 1 ? 4 : 3; /* no coin: the edges */
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
    ptrdiff_t off = link_offset(s, s->y, s->x, grid->width);
    if (off) {
        g->pending = true;
        s->link_y = s->y - (off == -1 ? 0 : 1);
        s->link_x = s->x - (off == -1 ? 1 : 0);
    }
    row_next_room(grid, &s->y, &s->x);
    return true;
}

/* Rooms x0, x0 + 2, ... of row y (y > 1, x0 > 1): carved with their links,
 * the coin choosing the offset with no branch. */
static void inner_row(binary_tree *s, uint8_t *row, int x0, ptrdiff_t w)
{
    coin_bits c = s->coins;
    const ptrdiff_t last = w - 2;
    for (ptrdiff_t x = x0; x <= last; x += 2) {
        if (c.left == 0) {
            c.bits = mz_rng_next(&s->base.rng);
            c.left = 64;
        }
        ptrdiff_t north = (ptrdiff_t)(c.bits & 1);
        c.bits >>= 1;
        c.left--;
        row[x] = MZ_PASSAGE;
        row[x - 1 - north * (w - 1)] = MZ_PASSAGE;
    }
    s->coins = c;
}

/* The row engine (mz_gen_rows.fill): the rest of room row s->y into row
 * (its cell 0; walls north go into row - width), with the same coins as
 * stepping. Every room but the first adds two steps (room and wall). */
static uint64_t bt_fill_row(mz_gen *g, uint8_t *row)
{
    binary_tree *s = (binary_tree *)g;
    const ptrdiff_t w = g->grid->width;
    int x = s->x;
    uint64_t n = (uint64_t)(2 * ((w - 2 - x) / 2 + 1));
    if (s->y == 1) {
        for (; x <= w - 2; x += 2)
            row[x] = row[x - (x > 1)] = MZ_PASSAGE;
        n -= s->x == 1;
    } else {
        if (x == 1) {
            row[1] = row[1 - w] = MZ_PASSAGE;
            x = 3;
        }
        inner_row(s, row, x, w);
    }
    s->y += 2;
    s->x = 1;
    return n;
}

/* The row engine's next room row (mz_gen_rows.next_row). */
static int bt_next_row(const mz_gen *g) { return ((const binary_tree *)g)->y; }

/* The panel's state line (gen_ops.describe). */
static int bt_describe(const mz_gen *g, char *buf, size_t n)
{
    const binary_tree *s = (const binary_tree *)g;
    return snprintf(buf, n, mz_tr(N_("row %d, column %d")), s->y, s->x);
}

static const gen_ops ops = {bt_step, mz_gen_run_rows, NULL, 0, bt_describe, NULL, NULL, NULL};
static const mz_gen_rows rows = {bt_fill_row, bt_next_row};

static mz_gen *binary_tree_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    binary_tree *s = mz_gen_alloc(sizeof *s, &ops, grid, seed, p);
    if (!s)
        return NULL;
    s->y = s->x = 1;
    s->link_y = s->link_x = 0;
    s->begun = false;
    s->coins.bits = 0;
    s->coins.left = 0;
    return &s->base;
}

static const char *const code_binary_tree[] = {
    N_("for each room, row by row:"),
    N_("  dig the room"),
    N_("  dig its wall north or west (a coin flip;"),
    N_("  the top row goes west, the left column north)"),
    N_("open the exit at the bottom right"),
    NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_binary_tree_info = {
    .name = "binary-tree",
    .aliases = "bt",
    .summary = "binary tree: every room opens north or west on a coin flip (a diagonal bias)",
    .perfect = true,
    .create = binary_tree_new,
    .uniform = false,
    .texture = "diagonal bias: open top row and left column",
    .code = code_binary_tree,
    .rows = &rows,
    .ask = MZ_ASK_COIN,
};
