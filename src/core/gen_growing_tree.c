/* gen_growing_tree.c - the growing tree: a list of active rooms; each step
 * takes the newest (with probability newest_pct %) or a random one and
 * digs on from it. SPDX-License-Identifier: MIT */
#include "bigmem.h"
#include "gen_rooms.h"
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"

#include <string.h>

#include <stdio.h>

#include <stdlib.h>

/* The list keeps the active rooms in the order they were added, so the
 * newest is the last. A room leaving it from the middle becomes a hole
 * (GONE) rather than moving the rest down; a uniform pick draws again when
 * it hits a hole, and the list is squeezed (in order) once holes are half
 * of it, so both stay O(1) on average. Rooms are dug when they join, so
 * "unvisited" is bit 0 of the grid: besides the grid, one word per
 * active room. The fast path marks the border in bits 4-7. */
#define GONE UINT32_MAX
enum { SQUEEZE_MIN = 64, OFF_GRID_SHIFT = 4 };

typedef struct growing_tree {
    mz_gen base;
    uint32_t *list; /* room for every room: each joins once */
    size_t n;       /* entries, holes included; the last is never a hole */
    size_t live;    /* entries that are rooms */
    int y, x;       /* the room to dig while base.pending */
    int wall_d;     /* 1 + the way to the wall due after a look (room_look), or 0 */
} growing_tree;

/* Drops the holes of list[0..n), keeping the order; returns the new n. */
static size_t squeeze_list(uint32_t *list, size_t n)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (list[i] != GONE)
            list[k++] = list[i];
    return k;
}

static void squeeze(growing_tree *s) { s->n = squeeze_list(s->list, s->n); }

/* The index of the room to work on: the newest, or a uniform live one. */
static inline size_t choose(growing_tree *s)
{
    int pct = s->base.params.newest_pct;
    bool newest = pct >= 100 || (pct > 0 && (int)mz_rng_below(&s->base.rng, 100) < pct);
    if (newest || s->live == 1)
        return s->n - 1;
    size_t i;
    do
        i = mz_rng_below(&s->base.rng, (uint32_t)s->n);
    while (s->list[i] == GONE);
    return i;
}

/* Takes entry i off the list. */
static inline void leave(growing_tree *s, size_t i)
{
    s->list[i] = GONE;
    s->live--;
    while (s->n > 0 && s->list[s->n - 1] == GONE)
        s->n--;
    if (s->n >= SQUEEZE_MIN && s->live < s->n / 2)
        squeeze(s);
}

/* One move of the algorithm. Returns 1 and the room (y, x) it digs to from
 * direction d (the room joins the list; its wall and byte are the caller's),
 * 0 and the room (y, x) that left the list, or -1 when the list is empty. */
static inline int move(growing_tree *s, int *y, int *x, int *d)
{
    if (s->live == 0)
        return -1;
    size_t i = choose(s);
    uint32_t r = s->list[i];
    *y = room_y(r);
    *x = room_x(r);
    unsigned mask = room_mask(s->base.grid, *y, *x, MZ_PASSAGE, 0);
    if (!mask) {
        leave(s, i);
        return 0;
    }
    int dir = mz_gen_pick_dir(&s->base.rng, mask);
    *y += 2 * mz_dy[dir];
    *x += 2 * mz_dx[dir];
    *d = MZ_OPPOSITE(dir);
    s->list[s->n++] = room_pack(*y, *x);
    s->live++;
    return 1;
}

/* One event: the pending room; the wall to a new room (which is then
 * pending); or, as a head's move, the room that leaves the list. */
static bool gt_step(mz_gen *g, mz_event *ev)
{
    growing_tree *s = (growing_tree *)g;
    if (g->pending && s->wall_d) {
        room_open_wall(g, s->y, s->x, s->wall_d - 1, ev);
        s->wall_d = 0;
        ev->line = 3;
        return true;
    }
    if (g->pending) {
        room_dig_pending(g, s->y, s->x, ev);
        ev->line = g->rooms_in == 1 ? 1 : 4; /* the first room, then the rest */
        return true;
    }
    int d, m = move(s, &s->y, &s->x, &d);
    if (m < 0)
        return false;
    if (m == 0) {
        mz_event_set(ev, MZ_EV_CURSOR, s->y, s->x);
        ev->line = 5;
        return true;
    }
    /* The active room chosen, looked at before its wall is dug. */
    room_look(g, &s->wall_d, d, s->y + 2 * mz_dy[d], s->x + 2 * mz_dx[d], 2, ev);
    return true;
}

/* The fast path's list holds byte offsets, not packed places: the
 * entries step() made are turned over once, in place (holes stay). */
static void list_to_offsets(growing_tree *s)
{
    const size_t w = (size_t)s->base.grid->width;
    for (size_t i = 0; i < s->n; i++)
        if (s->list[i] != GONE)
            s->list[i] = (uint32_t)((size_t)room_y(s->list[i]) * w + (size_t)room_x(s->list[i]));
}

/* 1 if a room's byte b is solid: not dug, not outside a mask. */
static inline unsigned solid(unsigned b) { return !(b & MZ_PASSAGE) & (b != MZ_OUTSIDE); }

/* The solid neighbours of the room at offset c whose byte is b: a border
 * room (bits OFF_GRID_SHIFT + d set) skips the directions leaving the grid. */
static inline unsigned solid_mask(const uint8_t *cells, uint32_t c, unsigned b,
                                  const ptrdiff_t move[MZ_NDIRS])
{
    unsigned out = b >> OFF_GRID_SHIFT, mask = 0;
    if (!out)
        return solid(cells[c + move[0]]) | solid(cells[c + move[1]]) << 1 |
               solid(cells[c + move[2]]) << 2 | solid(cells[c + move[3]]) << 3;
    for (int d = 0; d < MZ_NDIRS; d++)
        if (!(out >> d & 1))
            mask |= solid(cells[c + move[d]]) << d;
    return mask;
}

/* The same moves without events, with the same draws as move() (choose()
 * and leave() written out): on byte offsets, the border marked
 * (mz_gen_mark_border), so a room's four neighbours are read with no
 * bounds checks. The list, its counts and the random state are kept in
 * locals: a store to a grid byte may alias anything, and would make the
 * compiler load them again after each one. Called with no room pending. */
static uint64_t gt_run(mz_gen *g)
{
    growing_tree *s = (growing_tree *)g;
    uint8_t *cells = g->grid->cells;
    const ptrdiff_t w = g->grid->width;
    const ptrdiff_t move[MZ_NDIRS] = {2 * w, 2, -2 * w, -2};
    const int pct = g->params.newest_pct;
    list_to_offsets(s);
    uint32_t *list = s->list;
    size_t n = s->n, live = s->live;
    mz_rng rng = g->rng;
    uint64_t events = 0;
    while (live) {
        bool newest = pct >= 100 || (pct > 0 && (int)mz_rng_below(&rng, 100) < pct);
        size_t i = n - 1;
        if (!newest && live > 1)
            do
                i = mz_rng_below(&rng, (uint32_t)n);
            while (list[i] == GONE);
        uint32_t c = list[i];
        unsigned mask = solid_mask(cells, c, cells[c], move);
        if (!mask) {
            list[i] = GONE;
            live--;
            while (n > 0 && list[n - 1] == GONE)
                n--;
            if (n >= SQUEEZE_MIN && live < n / 2)
                n = squeeze_list(list, n);
            events++;
            continue;
        }
        int dir = mz_gen_pick_dir(&rng, mask);
        uint32_t t = (uint32_t)(c + move[dir]);
        cells[c + move[dir] / 2] = MZ_PASSAGE;
        cells[t] |= MZ_PASSAGE;
        list[n++] = t;
        live++;
        events += 2;
    }
    s->n = n;
    s->live = live;
    g->rng = rng;
    return events;
}

static void gt_release(mz_gen *g) { free(((growing_tree *)g)->list); }

/* The panel's state line (gen_ops.describe). */
static int gt_describe(const mz_gen *g, char *buf, size_t n)
{
    const growing_tree *s = (const growing_tree *)g;
    return snprintf(buf, n, mz_tr(N_("active rooms %zu")), s->live);
}

/* The drawn state (gen_ops.state): the active rooms, the list's live entries. */
static int gt_state(const mz_gen *g, uint32_t *plane)
{
    const growing_tree *s = (const growing_tree *)g;
    size_t w = (size_t)g->grid->width;
    memset(plane, 0, (size_t)g->grid->height * w * sizeof *plane);
    for (size_t i = 0; i < s->n; i++)
        if (s->list[i] != GONE)
            plane[(size_t)(s->list[i] >> 15) * w + (s->list[i] & 0x7fff)] = MZ_DRAWN_FRONTIER;
    return 0;
}

static const gen_ops ops = {gt_step,     gt_run,   gt_release, OFF_GRID_SHIFT,
                            gt_describe, gt_state, NULL,       NULL};

static mz_gen *growing_tree_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    /* Sized for every room; only the pages the list reaches are touched,
     * huge ones where the kernel has them (a fresh 4 KiB page costs a
     * fault of tens of microseconds on the reference machine). */
    uint32_t *list = mz_big_alloc(mz_grid_rooms(grid) * sizeof *list, false);
    growing_tree *s = list ? mz_gen_alloc(sizeof *s, &ops, grid, seed, p) : NULL;
    if (!s) {
        free(list);
        return NULL;
    }
    s->list = list;
    room_random(&s->base.rng, grid, &s->y, &s->x);
    s->list[0] = room_pack(s->y, s->x);
    s->n = s->live = 1;
    s->base.pending = true;
    s->wall_d = 0;
    return &s->base;
}

static const char *const code_growing_tree[] = {
    N_("dig a random room; it is active"),           N_("choose an active room: newest or random"),
    N_("if it has a solid neighbour: dig the wall"), N_("  dig the room; it becomes active"),
    N_("else: it is done (no longer active)"),       N_("until no room is active"),
    N_("open the exit at the bottom right"),         NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_growing_tree_info = {
    .name = "growing-tree",
    .aliases = "gt",
    .summary = "growing tree: dig on from the newest active room (--newest %) or a random one",
    .perfect = true,
    .create = growing_tree_new,
    .uniform = false,
    .texture = "from the backtracker's corridors to Prim's grain (--newest)",
    .code = code_growing_tree,
    .until = 6,
    .masks = true,
    .ask = MZ_ASK_ACTIVE,
};
