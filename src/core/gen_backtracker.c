/* gen_backtracker.c - the lab's digout: depth-first digging with a random
 * direction order, from the bottom-right room. SPDX-License-Identifier: MIT */
#include "gen_impl.h"
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"

#include <string.h>

#include <stdio.h>

#include <stddef.h>
#include <stdlib.h>

/* No C recursion and no stack: while a room is on the current path, its
 * byte holds MZ_PASSAGE | parent direction << 1, so backing up reads the
 * way back from the grid itself and the only memory is the grid. Finished
 * rooms go back to plain MZ_PASSAGE; the root is known by its place. */
enum { PARENT_SHIFT = 1 };

typedef struct backtracker {
    mz_gen base;
    int y, x; /* the head */
    int root_y, root_x;
    int pending_parent; /* the way back from the head's room, while base.pending */
    int depth;          /* rooms on the path below the head (step() only) */
    bool dug;           /* the last step dug a room: a dead end is news */
} backtracker;

/* Directions to rooms that are in bounds and still solid, as a bit mask. */
static inline unsigned open_choices(const mz_grid *g, int y, int x)
{
    unsigned mask = 0;
    for (int d = 0; d < MZ_NDIRS; d++) {
        int ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
        if (ny > 0 && nx > 0 && ny < g->height - 1 && nx < g->width - 1 &&
            *mz_grid_at(g, ny, nx) == MZ_WALL)
            mask |= 1u << d;
    }
    return mask;
}

/* Picks the next direction as a lazily drawn random permutation would:
 * uniformly among the tries left. Tries that must fail (off the grid or
 * already dug) are skipped without a draw; the lab's digout would make and
 * reject them, which leaves the same distribution of mazes. */
static inline bool advance(backtracker *s, mz_event *ev)
{
    mz_grid *g = s->base.grid;
    if (s->base.pending) {
        s->base.pending = false;
        s->base.rooms_in++;
        *mz_grid_at(g, s->y, s->x) = (uint8_t)(MZ_PASSAGE | s->pending_parent << PARENT_SHIFT);
        mz_event_set(ev, MZ_EV_CARVE, s->y, s->x);
        ev->line = s->base.rooms_in == 1 ? 1 : 4; /* the root, then the rest */
        s->dug = true;
        return true;
    }
    uint8_t *here = mz_grid_at(g, s->y, s->x);
    unsigned mask = open_choices(g, s->y, s->x);
    if (mask) {
        int d = mz_gen_pick_dir(&s->base.rng, mask);
        int wy = s->y + mz_dy[d], wx = s->x + mz_dx[d];
        *mz_grid_at(g, wy, wx) = MZ_PASSAGE;
        s->y += 2 * mz_dy[d];
        s->x += 2 * mz_dx[d];
        s->base.pending = true;
        s->pending_parent = MZ_OPPOSITE(d);
        s->depth++;
        mz_event_set(ev, MZ_EV_CARVE, wy, wx);
        ev->line = 3;
        return true;
    }
    if (s->dug) { /* a dead end: the look that finds no solid neighbour */
        s->dug = false;
        mz_event_set(ev, MZ_EV_LOOK, s->y, s->x);
        ev->line = 2;
        return true;
    }
    int back = *here >> PARENT_SHIFT;
    *here = MZ_PASSAGE;
    if (s->y == s->root_y && s->x == s->root_x)
        return false;
    s->y += 2 * mz_dy[back];
    s->x += 2 * mz_dx[back];
    s->depth--;
    /* Every room on the path but the root holds the way back to a dug room,
     * so the walk back ends at the root and nowhere else. */
    MZ_ASSERT(s->y > 0 && s->x > 0 && s->y < g->height - 1 && s->x < g->width - 1 &&
              (*mz_grid_at(g, s->y, s->x) & MZ_PASSAGE));
    mz_event_set(ev, MZ_EV_CURSOR, s->y, s->x);
    ev->line = 5;
    return true;
}

static bool bt_step(mz_gen *g, mz_event *ev) { return advance((backtracker *)g, ev); }

/* The fast path digs as advance() does, with the same draws, but keeps the
 * head as a pointer and, for the run only, marks in bits 3-6 of the border
 * rooms the directions that leave the grid (mz_gen_mark_border), so looking
 * around a room is four loads and no bounds checks. A direction off the
 * grid looks at the room itself, which is dug, so it is never a choice. */
enum { OFF_GRID_SHIFT = 3 };

/* Bit 7 of a room is set only outside a mask (MZ_OUTSIDE): the run's own
 * bits are 0-6. */
enum { OUT_BIT = 0x80 };

/* 1 if the room step away from p is still solid (bits 0 and 7 clear: not
 * dug, not outside a mask); a blocked direction looks at p's own room,
 * which is dug. */
static inline unsigned solid(const uint8_t *p, unsigned blocked, ptrdiff_t step)
{
    return (p[blocked ? 0 : step] & (MZ_PASSAGE | OUT_BIT)) == 0;
}

/* Digs until the head is back at the root. Returns the events advance()
 * would have reported: two per room dug (the wall, then the room) and one
 * per step back. */
static uint64_t dig(backtracker *s)
{
    mz_grid *g = s->base.grid;
    const ptrdiff_t w = g->width;
    const ptrdiff_t move[MZ_NDIRS] = {2 * w, 2, -2 * w, -2};
    uint8_t *p = mz_grid_at(g, s->y, s->x);
    const uint8_t *root = mz_grid_at(g, s->root_y, s->root_x);
    uint64_t n = 0;
    for (;;) {
        unsigned here = *p, off = here >> OFF_GRID_SHIFT;
        /* Written out: at -O2 the compiler kept the four-way loop. */
        unsigned mask = solid(p, off & 1, move[0]) | solid(p, off & 2, move[1]) << 1 |
                        solid(p, off & 4, move[2]) << 2 | solid(p, off & 8, move[3]) << 3;
        if (mask) {
            int d = mz_gen_pick_dir(&s->base.rng, mask);
            p[move[d] / 2] = MZ_PASSAGE;
            p += move[d];
            *p |= (uint8_t)(MZ_PASSAGE | MZ_OPPOSITE(d) << PARENT_SHIFT);
            n += 2;
            continue;
        }
        *p = (uint8_t)(here & ~(3u << PARENT_SHIFT));
        if (p == root)
            break;
        p += move[here >> PARENT_SHIFT & 3];
        MZ_ASSERT(p >= g->cells && p < g->cells + (size_t)g->height * (size_t)g->width &&
                  (*p & MZ_PASSAGE));
        n++;
    }
    return n;
}

/* Called by mz_gen_finish with the pending room dug and the border marked. */
static uint64_t bt_run(mz_gen *g)
{
    backtracker *s = (backtracker *)g;
    uint64_t n = dig(s);
    s->y = s->root_y;
    s->x = s->root_x;
    return n;
}

/* The panel's state line (gen_ops.describe). */
static int bt_describe(const mz_gen *g, char *buf, size_t n)
{
    const backtracker *s = (const backtracker *)g;
    return snprintf(buf, n, mz_tr(N_("stack depth %d, head at (%d, %d)")), s->depth, s->y, s->x);
}

/* The drawn state (gen_ops.state): the stack, the path from the head back
 * to the root along the parent bits (the head's room may be due yet). */
static int bt_state(const mz_gen *g, uint32_t *plane)
{
    const backtracker *s = (const backtracker *)g;
    size_t w = (size_t)g->grid->width;
    memset(plane, 0, (size_t)g->grid->height * w * sizeof *plane);
    int y = s->y, x = s->x, back = g->pending ? s->pending_parent : -1;
    for (int k = 0; k <= s->depth + 1; k++) {
        if (back < 0 && !mz_grid_open(g->grid, y, x))
            break;
        if (back < 0)
            plane[(size_t)y * w + (size_t)x] = MZ_DRAWN_STACK;
        if (y == s->root_y && x == s->root_x)
            break;
        int d = back >= 0 ? back : *mz_grid_at(g->grid, y, x) >> PARENT_SHIFT & 3;
        back = -1;
        plane[(size_t)(y + mz_dy[d]) * w + (size_t)(x + mz_dx[d])] = MZ_DRAWN_STACK;
        y += 2 * mz_dy[d];
        x += 2 * mz_dx[d];
    }
    return 0;
}

static const gen_ops ops = {bt_step,     bt_run,   NULL, OFF_GRID_SHIFT,
                            bt_describe, bt_state, NULL, NULL};

static mz_gen *backtracker_new(mz_grid *grid, uint64_t seed, const mz_gen_params *p)
{
    backtracker *s = mz_gen_alloc(sizeof *s, &ops, grid, seed, p);
    if (!s)
        return NULL;
    /* The last room, (h-2, w-2), or a shape's last room (its goal); other
     * ends (--start, --exit) do not change the maze. */
    bool shape = mz_grid_masked(grid);
    s->root_y = s->y = shape ? grid->goal_y : grid->height - 2;
    s->root_x = s->x = shape ? grid->goal_x : grid->width - 2;
    s->base.pending = true;
    s->pending_parent = 0;
    s->depth = 0;
    s->dug = false;
    return &s->base;
}

static const char *const code_backtracker[] = {
    N_("start in the bottom-right room; push it"), N_("look at the top room's solid neighbours"),
    N_("if any: dig the wall to a random one"),    N_("  dig that room and push it"),
    N_("else: pop, backing up one room"),          N_("repeat until the stack is empty"),
    N_("open the exit at the bottom right"),       NULL,
};

/* The registry row, listed in gen_list.c. */
const mz_gen_info mz_gen_backtracker_info = {
    .name = "backtracker",
    .aliases = "dfs",
    .summary =
        "recursive backtracker: depth-first digging from the bottom right (the lab's digout)",
    .perfect = true,
    .create = backtracker_new,
    .uniform = false,
    .texture = "long winding corridors, few but long dead ends",
    .code = code_backtracker,
    .until = 6,
    .masks = true,
    .ask = MZ_ASK_DIG,
};
