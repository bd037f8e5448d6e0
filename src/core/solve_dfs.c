/* solve_dfs.c - the lab's solve: the dot searches depth first from the
 * start, backing up off dead ends. SPDX-License-Identifier: MIT */
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"
#include "solve_impl.h"

#include <string.h>

#include "bigmem.h"

/* One byte per cell: SEEN, the way back (2 bits) and the next direction to
 * try (0..4) while the cell is on the dot's path. */
enum { SEEN = 0x80, BACK_MASK = 3, NEXT_SHIFT = 2 };

/* The fast path's stack starts with room for this many cells (1 MiB: one
 * huge page, and no growing on mazes up to about 1000 x 1000). */
enum { STACK_MIN = 1 << 18 };

typedef struct dfs {
    mz_solver base;
    uint8_t *plane;
    bool started;
} dfs;

static uint8_t *cell(const dfs *s, int y, int x)
{
    return s->plane + (size_t)y * (size_t)s->base.grid->width + (size_t)x;
}

/* Tries the remaining directions of the dot's cell: 1 if it moved, 0 if
 * none is left, -1 if it looked at a marked open neighbour (not the way
 * back: a loop closing), which *ly, *lx name; the next try goes on after. */
static int try_forward(dfs *s, int *ly, int *lx)
{
    mz_solver *b = &s->base;
    uint8_t *here = cell(s, b->y, b->x);
    const ptrdiff_t w = b->grid->width, step[MZ_NDIRS] = {w, 1, -w, -1};
    for (int d = *here >> NEXT_SHIFT & 7; d < MZ_NDIRS; d++) {
        if (!mz_solve_open(b->grid, b->y, b->x, d))
            continue;
        if (here[step[d]] &&
            (d != (*here & BACK_MASK) || (b->y == b->grid->start_y && b->x == b->grid->start_x))) {
            *here = (uint8_t)((*here & ~(7 << NEXT_SHIFT)) | (d + 1) << NEXT_SHIFT);
            *ly = b->y + mz_dy[d];
            *lx = b->x + mz_dx[d];
            return -1;
        }
        if (here[step[d]])
            continue;
        *here = (uint8_t)((*here & ~(7 << NEXT_SHIFT)) | (d + 1) << NEXT_SHIFT);
        here[step[d]] = (uint8_t)(SEEN | MZ_OPPOSITE(d));
        b->y += mz_dy[d];
        b->x += mz_dx[d];
        return 1;
    }
    *here |= MZ_NDIRS << NEXT_SHIFT;
    return 0;
}

static bool step(mz_solver *b, mz_event *ev)
{
    dfs *s = (dfs *)b;
    if (!s->started) {
        s->started = true;
        return mz_solve_begin(b, s->plane, SEEN, 1, ev);
    }
    if (b->found)
        return false;
    int ly, lx, moved = try_forward(s, &ly, &lx);
    if (moved < 0) { /* a try that finds its neighbour marked */
        mz_event_set(ev, MZ_EV_LOOK, ly, lx);
        ev->line = 3;
        return true;
    }
    if (moved) {
        b->visits++;
        mz_solve_check_exit(b, s->plane);
        mz_event_set(ev, MZ_EV_VISIT, b->y, b->x);
        ev->line = 2;
        return true;
    }
    return mz_solve_back_up(b, s->plane, 4, ev);
}

/* The fast path's own state: the dot's path as a stack of cell indices
 * (the route once it stands on the exit), and a bit per cell that is set
 * while the cell is passage and not yet seen: a try is one bit, and the
 * search reads nothing else (a sixteenth of the grid and plane's bytes,
 * so it stays in the cache on a loaded machine, where the grid would
 * not). Both on huge pages where the kernel has them: a fresh 4 KiB page
 * costs a fault of tens of microseconds here (bigmem.h). */
typedef struct walk {
    uint32_t *stack;
    size_t len, cap;
    uint64_t *fresh;
} walk;

static ALWAYS_INLINE bool fresh(const uint64_t *bits, uint32_t c)
{
    return bits[c >> 6] >> (c & 63) & 1;
}

static ALWAYS_INLINE void see(uint64_t *bits, uint32_t c)
{
    bits[c >> 6] &= ~((uint64_t)1 << (c & 63));
}

/* Bit 0 (MZ_PASSAGE) of the 8 bytes from p, p[j]'s in bit j. */
static inline unsigned passage8(const uint8_t *p)
{
    /* one load where the bytes are in this order (the compiler sees it) */
    uint64_t x = (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
                 (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 |
                 (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
    /* each byte's bit 0 lands in the top byte, p[j]'s at bit 56 + j, no carries */
    return (unsigned)(((x & 0x0101010101010101u) * 0x0102040810204080u) >> 56);
}

/* bits (n bits, rounded up to words) gets MZ_PASSAGE of each of n cells. */
static void passage_bits(uint64_t *bits, const uint8_t *cells, size_t n)
{
    size_t i = 0;
    for (; i + 64 <= n; i += 64) {
        uint64_t word = 0;
        for (int j = 0; j < 64; j += 8)
            word |= (uint64_t)passage8(cells + i + j) << j;
        bits[i >> 6] = word;
    }
    if (i < n)
        bits[i >> 6] = 0;
    for (; i < n; i++)
        bits[i >> 6] |= (uint64_t)(cells[i] & MZ_PASSAGE) << (i & 63);
}

/* The walk of the search stepping has left: the path from the start to
 * the head (back along the plane's way back) and the cells not seen.
 * False when memory runs out. */
static bool walk_begin(const dfs *s, walk *k)
{
    const mz_grid *g = s->base.grid;
    size_t w = (size_t)g->width, n = w * (size_t)g->height, len = 1;
    const ptrdiff_t off[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    uint32_t head = (uint32_t)((size_t)s->base.y * w + (size_t)s->base.x),
             start = (uint32_t)mz_grid_start_index(g);
    for (uint32_t c = head; c != start; len++)
        c = (uint32_t)((ptrdiff_t)c + off[s->plane[c] & BACK_MASK]);
    /* the path is at most every cell; past 2^18 the stack grows */
    k->cap = n + 1 < STACK_MIN ? n + 1 : 2 * len < STACK_MIN ? STACK_MIN : 2 * len;
    k->stack = mz_big_alloc(k->cap * sizeof *k->stack, false);
    k->fresh = mz_big_alloc((n / 64 + 1) * sizeof *k->fresh, false);
    if (!k->stack || !k->fresh)
        return false;
    k->len = len;
    for (uint32_t c = head; len-- > 0; c = (uint32_t)((ptrdiff_t)c + off[s->plane[c] & BACK_MASK]))
        k->stack[len] = c;
    passage_bits(k->fresh, g->cells, n);
    for (size_t i = 0; i<n; i += s->base.visits> 1 ? 1 : n)
        if (s->plane[i])
            see(k->fresh, (uint32_t)i);
    see(k->fresh, start);
    return true;
}

/* How a search ended: on the exit, backed up to the start, or stuck
 * (the stack could not grow). */
enum { WALK_FOUND, WALK_NONE, WALK_STUCK };

enum { NO_CELL = UINT32_MAX };

/* The first neighbour of cell c, on the first or last row (the exit's
 * cells), passage and not seen, trying from direction d on; NO_CELL if
 * none. */
static COLD uint32_t next_cell_edge(const mz_grid *g, const uint64_t *bits, uint32_t c, int d)
{
    const ptrdiff_t w = g->width, off[MZ_NDIRS] = {w, 1, -w, -1};
    int y = (int)(c / (uint32_t)w), x = (int)(c % (uint32_t)w);
    for (; d < MZ_NDIRS; d++)
        if (mz_solve_open(g, y, x, d) && fresh(bits, (uint32_t)((ptrdiff_t)c + off[d])))
            return (uint32_t)((ptrdiff_t)c + off[d]);
    return NO_CELL;
}

/* The first neighbour of cell c, off the first and last rows, passage
 * and not seen, trying from direction d on; NO_CELL if none. The tries
 * are unrolled (each its own branch for the processor to predict), and
 * inlined with d a constant where the caller has one. */
static ALWAYS_INLINE uint32_t next_fresh(const uint64_t *bits, uint32_t c, uint32_t w, int d)
{
    switch (d) {
    case MZ_SOUTH:
        if (fresh(bits, c + w))
            return c + w;
        /* fall through */
    case MZ_EAST:
        if (fresh(bits, c + 1))
            return c + 1;
        /* fall through */
    case MZ_NORTH:
        if (fresh(bits, c - w))
            return c - w;
        /* fall through */
    case MZ_WEST:
        if (fresh(bits, c - 1))
            return c - 1;
        /* fall through */
    default: return NO_CELL;
    }
}

/* Makes room for one more cell on the stack; false when it cannot grow. */
static COLD bool grow(walk *k)
{
    uint32_t *v = mz_big_alloc(2 * k->cap * sizeof *v, false);
    if (!v)
        return false;
    memcpy(v, k->stack, k->len * sizeof *v);
    free(k->stack);
    k->stack = v;
    k->cap *= 2;
    return true;
}

/* The direction from cell p to its neighbour c (south, east, north,
 * west: +w, +1, -w, -1 with w > 1), without a branch. */
static ALWAYS_INLINE int dir_to(uint32_t p, uint32_t c)
{
    ptrdiff_t diff = (ptrdiff_t)c - (ptrdiff_t)p;
    return 2 * (diff < 0) + (diff == 1 || diff == -1);
}

/* Leaves in the plane what stepping needs to take over from the walk:
 * every cell seen marked, and the way back of each cell on the path. */
static void walk_to_plane(dfs *s, const walk *k)
{
    const mz_grid *g = s->base.grid;
    size_t n = (size_t)g->width * (size_t)g->height;
    for (size_t i = 0; i < n; i++)
        if ((g->cells[i] & MZ_PASSAGE) && !fresh(k->fresh, (uint32_t)i))
            s->plane[i] |= SEEN;
    for (size_t j = 1; j < k->len; j++)
        s->plane[k->stack[j]] = (uint8_t)(SEEN | MZ_OPPOSITE(dir_to(k->stack[j - 1], k->stack[j])));
}

/* The grid as the search reads it, in locals the compiler keeps in
 * registers (the marks' stores could alias the grid's fields). */
typedef struct view {
    const mz_grid *g;
    uint32_t w, inner; /* off the first and last rows: c - w < inner */
} view;

/* next_fresh anywhere the search can stand. */
static ALWAYS_INLINE uint32_t next_cell(const view *v, const uint64_t *bits, uint32_t c, int d)
{
    if (c - v->w < v->inner)
        return next_fresh(bits, c, v->w, d);
    return next_cell_edge(v->g, bits, c, d);
}

/* The search from the walk's head to its end: the dot's cell tries its
 * directions (a bit each: passage and not seen); a move pushes, a dead
 * end pops and its parent goes on after the direction just explored, as
 * stepping's next-direction bits do. Counts the cells entered into
 * *entered; returns WALK_*. */
static int search(walk *k, const mz_grid *g, const mz_solve_marks *m, uint64_t *entered)
{
    const uint32_t w = (uint32_t)g->width, exit_i = (uint32_t)mz_grid_exit_index(g);
    const view v = {g, w, w * (uint32_t)(g->height - 2)};
    uint64_t *bits = k->fresh, in = 0;
    uint32_t *stack = k->stack, c = stack[k->len - 1], nb = next_cell(&v, bits, c, 0);
    size_t len = k->len, cap = k->cap;
    int end = WALK_NONE;
    for (;;) {
        if (nb != NO_CELL) {
            if (len == cap) {
                k->len = len;
                if (!grow(k)) {
                    end = WALK_STUCK;
                    break;
                }
                stack = k->stack;
                cap = k->cap;
            }
            stack[len++] = nb;
            see(bits, nb);
            in++;
            mz_solve_mark(m, nb, MZ_EV_VISIT);
            if (nb == exit_i) {
                end = WALK_FOUND;
                break;
            }
            c = nb;
            nb = next_cell(&v, bits, c, 0);
        } else if (len > 1) {
            mz_solve_mark(m, c, MZ_EV_RETREAT);
            uint32_t p = stack[--len - 1];
            nb = next_cell(&v, bits, p, dir_to(p, c) + 1);
            c = p;
        } else {
            break;
        }
    }
    k->len = len;
    *entered = in;
    return end;
}

/* The search to its end without events (solve_ops.run): the path on a
 * stack, the cells not seen in a bitset. Where it stops early (memory),
 * stepping takes over from the plane it leaves. */
static uint64_t run(mz_solver *b, const mz_solve_marks *m)
{
    dfs *s = (dfs *)b;
    uint64_t n = 0;
    if (!s->started && !(n = mz_solve_step_marked(b, m)))
        return 0;
    walk k = {0};
    if (b->found || !mz_solve_border_closed(b->grid) || !walk_begin(s, &k)) {
        free(k.stack);
        free(k.fresh);
        return n + mz_solve_run_steps(b, m);
    }
    size_t len0 = k.len;
    uint64_t entered = 0;
    int end = search(&k, b->grid, m, &entered);
    /* every step is a move in (entered) or a move back (the path's loss) */
    n += entered + (entered + len0 - k.len);
    b->visits += entered;
    b->found = end == WALK_FOUND;
    uint32_t head = k.stack[k.len - 1], w = (uint32_t)b->grid->width;
    b->y = (int)(head / w);
    b->x = (int)(head % w);
    if (end == WALK_STUCK)
        walk_to_plane(s, &k);
    if (b->found) { /* the stack is the route */
        b->route = k.stack;
        b->route_len = k.len;
        k.stack = NULL;
    }
    free(k.stack);
    free(k.fresh);
    return end == WALK_STUCK ? n + mz_solve_run_steps(b, m) : n;
}

static void release(mz_solver *b) { free(((dfs *)b)->plane); }

/* The drawn state (solve_ops.state): the dot's path back to the start (the way back of each cell)
 * is the stack; every other cell seen is a dead branch. The next-direction bits cannot tell: after
 * the last direction tried they read as after none. */
static void state(const mz_solver *b, uint32_t *plane)
{
    const dfs *s = (const dfs *)b;
    mz_solve_walk_state(b, s->plane, SEEN, s->started, MZ_DRAWN_DEAD, MZ_DRAWN_STACK, plane);
}

static const solve_ops ops = {
    .step = step, .run = run, .release = release, .route_from_exit = false, .state = state};

static mz_solver *dfs_new(const mz_grid *grid)
{
    dfs *s = mz_solve_alloc(sizeof *s, &ops, grid);
    if (!s)
        return NULL;
    s->plane = mz_solve_new_plane(&s->base);
    return s->plane ? &s->base : NULL;
}

static const char *const code_dfs[] = {
    N_("start on the top-left cell; mark it"),
    N_("step to the first open unmarked neighbour"),
    N_("  (trying south, east, north, west)"),
    N_("none left: back up one cell, unmarking it"),
    N_("until standing on the exit"),
    N_("draw the route"),
    NULL,
};

/* The registry row, listed in solve_list.c. */
const mz_solver_info mz_solver_dfs_info = {
    .name = "dfs",
    .aliases = "depth-first",
    .summary = "depth-first search: the dot tries south, east, north, west and "
               "backs up off dead ends (the lab's solve)",
    .works_with_loops = true,
    .create = dfs_new,
    .shortest = false,
    .texture = "one path, deepest first; backs up off dead ends",
    .code = code_dfs,
    .until = 5,
    .ask = MZ_ASK_WALK,
};
