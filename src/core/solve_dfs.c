/* solve_dfs.c - the lab's solve: the dot searches depth first from the
 * start, backing up off dead ends. SPDX-License-Identifier: MIT */
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"
#include "solve_impl.h"

/* One byte per cell: SEEN, the way back (2 bits) and the next direction to
 * try (0..4) while the cell is on the dot's path. */
enum { SEEN = 0x80, BACK_MASK = 3, NEXT_SHIFT = 2 };

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
 * (the route once it stands on the exit), and a bit per cell for the
 * cells seen, an eighth of the plane's bytes, so it stays in the cache. */
typedef struct walk {
    uint32_t *stack;
    size_t len, cap;
    uint64_t *seen;
} walk;

static bool seen(const walk *k, uint32_t c) { return k->seen[c >> 6] >> (c & 63) & 1; }

static void see(walk *k, uint32_t c) { k->seen[c >> 6] |= (uint64_t)1 << (c & 63); }

/* The walk of the search stepping has left: the path from the start to
 * the head (back along the plane's way back) and the cells seen. False
 * when memory runs out. */
static bool walk_begin(const dfs *s, walk *k)
{
    const mz_grid *g = s->base.grid;
    size_t w = (size_t)g->width, n = w * (size_t)g->height, len = 1;
    const ptrdiff_t off[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    uint32_t head = (uint32_t)((size_t)s->base.y * w + (size_t)s->base.x),
             start = (uint32_t)mz_grid_start_index(g);
    for (uint32_t c = head; c != start; len++)
        c = (uint32_t)((ptrdiff_t)c + off[s->plane[c] & BACK_MASK]);
    k->cap = len < 4096 ? 4096 : 2 * len;
    k->stack = malloc(k->cap * sizeof *k->stack);
    k->seen = calloc(n / 64 + 1, sizeof *k->seen);
    if (!k->stack || !k->seen)
        return false;
    k->len = len;
    for (uint32_t c = head; len-- > 0; c = (uint32_t)((ptrdiff_t)c + off[s->plane[c] & BACK_MASK]))
        k->stack[len] = c;
    for (size_t i = 0; i<n; i += s->base.visits> 1 ? 1 : n)
        if (s->plane[i])
            see(k, (uint32_t)i);
    see(k, start);
    return true;
}

/* The first direction leading from cell c into an open cell not seen. */
static int next_dir(const dfs *s, const walk *k, uint32_t c, const ptrdiff_t *off)
{
    const mz_grid *g = s->base.grid;
    size_t w = (size_t)g->width;
    int d = 0;
    if (mz_solve_inner(c, w, w * (size_t)g->height)) {
        while (d < MZ_NDIRS && (!(g->cells[c + off[d]] & MZ_PASSAGE) || seen(k, c + off[d])))
            d++;
        return d;
    }
    int y = (int)(c / w), x = (int)(c % w);
    while (d < MZ_NDIRS && (!mz_solve_open(g, y, x, d) || seen(k, c + off[d])))
        d++;
    return d;
}

/* Puts cell c on the stack; false when it cannot grow. */
static bool push(walk *k, uint32_t c)
{
    if (k->len == k->cap) {
        uint32_t *v = realloc(k->stack, 2 * k->cap * sizeof *v);
        if (!v)
            return false;
        k->stack = v;
        k->cap *= 2;
    }
    k->stack[k->len++] = c;
    return true;
}

/* Leaves in the plane what stepping needs to take over from the walk:
 * every cell seen marked, and the way back of each cell on the path. */
static void walk_to_plane(dfs *s, const walk *k)
{
    size_t w = (size_t)s->base.grid->width, n = w * (size_t)s->base.grid->height;
    for (size_t i = 0; i < n; i++)
        if (seen(k, (uint32_t)i))
            s->plane[i] |= SEEN;
    for (size_t j = 1; j < k->len; j++) {
        uint32_t c = k->stack[j], back = k->stack[j - 1];
        int d = back == c + w   ? MZ_SOUTH
                : back == c + 1 ? MZ_EAST
                : back + w == c ? MZ_NORTH
                                : MZ_WEST;
        s->plane[c] = (uint8_t)(SEEN | d);
    }
}

/* The search to its end without events (solve_ops.run): the path on a
 * stack, the cells seen in a bitset. Where it stops early (memory),
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
        free(k.seen);
        return n + mz_solve_run_steps(b, m);
    }
    const ptrdiff_t w = b->grid->width, off[MZ_NDIRS] = {w, 1, -w, -1};
    const uint32_t exit_i = (uint32_t)mz_grid_exit_index(b->grid);
    uint64_t entered = 0;
    bool stuck = false, found = false;
    while (!found) {
        uint32_t c = k.stack[k.len - 1];
        int d = next_dir(s, &k, c, off);
        if (d < MZ_NDIRS) {
            uint32_t nb = (uint32_t)((ptrdiff_t)c + off[d]);
            if ((stuck = !push(&k, nb)))
                break;
            see(&k, nb);
            entered++;
            mz_solve_mark(m, nb, MZ_EV_VISIT);
            found = nb == exit_i;
        } else if (k.len > 1) {
            mz_solve_mark(m, c, MZ_EV_RETREAT);
            k.len--;
        } else {
            break; /* backed up to the start: no way out */
        }
        n++;
    }
    b->visits += entered;
    b->found = found;
    uint32_t head = k.stack[k.len - 1];
    b->y = (int)(head / (uint32_t)w);
    b->x = (int)(head % (uint32_t)w);
    if (stuck)
        walk_to_plane(s, &k);
    if (found) { /* the stack is the route */
        b->route = k.stack;
        b->route_len = k.len;
        k.stack = NULL;
    }
    free(k.stack);
    free(k.seen);
    return stuck ? n + mz_solve_run_steps(b, m) : n;
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
