/* solve_astar.c - A*: the open set grows from the start, always from the
 * cell whose distance so far plus its Manhattan distance to the exit is
 * least, ties going to the cell nearer the exit. SPDX-License-Identifier: MIT */
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"
#include "solve_impl.h"

#include <stdint.h>

/* One byte per cell: CLOSED (expanded) and the way back (2 bits); the
 * distance from the start plus one, g + 1, is in dist[], 0 until reached
 * (so a zeroed allocation needs no filling: at 2001 x 2001 filling it took
 * a frame's budget many times over). */
enum { CLOSED = 0x80 };

/* The open set as a bucket queue: one stack of cells per value of f. A
 * step changes the Manhattan distance by one, so a cell's neighbours have
 * the cell's f or f + 2: f never falls, and the least is found by walking
 * up. Within a bucket the cell opened last goes first, the one a step
 * nearer the exit than the cell that opened it (the ties go toward the
 * exit). It costs about a fifth less per cell than the binary heap it
 * replaced. */
typedef struct bucket {
    uint32_t *v;
    uint32_t len, cap;
} bucket;

typedef struct astar {
    mz_solver base;
    uint8_t *plane;
    uint32_t *dist;
    bucket *buckets; /* by f */
    size_t nbuckets;
    size_t fmin;   /* no open cell has a smaller f */
    size_t open;   /* cells in the buckets, stale ones included */
    uint32_t cell; /* the cell being expanded */
    int cy, cx;    /* and its place */
    int dir;       /* its next neighbour; MZ_NDIRS: take the next cell */
    bool started;
} astar;

static int open_push(astar *s, size_t f, uint32_t cell)
{
    if (f >= s->nbuckets) {
        size_t n = s->nbuckets ? s->nbuckets : 1024;
        while (n <= f)
            n *= 2;
        bucket *b = realloc(s->buckets, n * sizeof *b);
        if (!b)
            return MZ_ENOMEM;
        for (size_t i = s->nbuckets; i < n; i++)
            b[i] = (bucket){0};
        s->buckets = b;
        s->nbuckets = n;
    }
    bucket *b = &s->buckets[f];
    if (b->len == b->cap) {
        uint32_t cap = b->cap ? 2 * b->cap : 16;
        uint32_t *v = realloc(b->v, cap * sizeof *v);
        if (!v)
            return MZ_ENOMEM;
        b->v = v;
        b->cap = cap;
    }
    b->v[b->len++] = cell;
    s->open++;
    return MZ_OK;
}

/* The open cell with the least f, the last opened among equals; the open
 * set must not be empty. */
static uint32_t open_pop(astar *s)
{
    while (!s->buckets[s->fmin].len)
        s->fmin++;
    s->open--;
    bucket *b = &s->buckets[s->fmin];
    return b->v[--b->len];
}

static uint32_t manhattan(const mz_grid *g, int y, int x)
{
    return (uint32_t)abs(mz_grid_exit_y(g) - y) + (uint32_t)abs(mz_grid_exit_x(g) - x);
}

/* Relaxes the current cell's remaining neighbours; true (and the event)
 * when one joins the open set for the first time. */
static bool relax(astar *s, mz_event *ev)
{
    mz_solver *b = &s->base;
    uint32_t w = (uint32_t)b->grid->width;
    int y = s->cy, x = s->cx, d;
    while ((d = mz_solve_next_open(b->grid, y, x, &s->dir)) >= 0) {
        int ny = y + mz_dy[d], nx = x + mz_dx[d];
        uint32_t n = (uint32_t)ny * w + (uint32_t)nx, g = s->dist[s->cell] + 1;
        if (s->dist[n] && g >= s->dist[n])
            continue;
        bool first = s->dist[n] == 0;
        s->dist[n] = g;
        s->plane[n] = (uint8_t)MZ_OPPOSITE(d);
        if (open_push(s, (size_t)g + manhattan(b->grid, ny, nx), n) != MZ_OK)
            s->open = 0; /* out of memory: the search ends here */
        if (first) {
            mz_solve_visit(b, ny, nx, ev);
            ev->line = 3;
            return true;
        }
    }
    return false;
}

/* Takes the best open cell; false when there is none or it is the exit. */
static bool expand_next(astar *s)
{
    mz_solver *b = &s->base;
    uint32_t exit_i = (uint32_t)mz_grid_exit_index(b->grid);
    while (s->open) {
        uint32_t c = open_pop(s);
        if (s->plane[c] & CLOSED)
            continue; /* a stale entry: the cell was reached more cheaply */
        s->plane[c] |= CLOSED;
        if (c == exit_i) {
            b->found = true;
            mz_solve_trace_route(b, s->plane, 0);
            return false;
        }
        s->cell = c;
        s->cy = (int)(c / (uint32_t)b->grid->width);
        s->cx = (int)(c % (uint32_t)b->grid->width);
        s->dir = 0;
        return true;
    }
    return false;
}

static bool step(mz_solver *b, mz_event *ev)
{
    astar *s = (astar *)b;
    const mz_grid *g = b->grid;
    uint32_t start = (uint32_t)mz_grid_start_index(g);
    if (!s->started) {
        s->started = true;
        if (!mz_grid_open(g, g->start_y, g->start_x) ||
            open_push(s, manhattan(g, g->start_y, g->start_x), start) != MZ_OK)
            return false;
        s->dist[start] = 1;
        b->visits = 1;
        mz_event_set(ev, MZ_EV_VISIT, g->start_y, g->start_x);
        ev->line = 1;
        return true;
    }
    while (!b->found) {
        if (relax(s, ev))
            return true;
        if (!expand_next(s))
            return false;
        mz_event_set(ev, MZ_EV_LOOK, s->cy, s->cx); /* the best open cell, taken */
        ev->line = 2;
        return true;
    }
    return false;
}

/* For the fast path, beside CLOSED and the way back in the plane: REACHED
 * and g + 1 modulo 8, so that it never reads dist[] (a word per cell, the
 * most of its cache misses). That is enough: with the Manhattan distance
 * (consistent) the cells leave the open set by rising f, so when cell c
 * leaves it the g of any neighbour reached before lies within c's - 1 and
 * c's + 3, and the comparison with c's + 1 is one of differences -2..2. */
enum { REACHED = 0x20, G_SHIFT = 2, G_MASK = 7 << G_SHIFT };

/* How the Manhattan distance to the exit changes on a step from cell c
 * (off the first and last rows) towards d, with the lab's ends: the exit
 * (h-2, w-1) is south and east of every such cell but those of its own
 * row (south leads away from there), and in no such cell's column. */
static int manhattan_step(uint32_t c, int d, uint32_t exit_row)
{
    static const int change[MZ_NDIRS] = {-1, -1, 1, 1};
    return d == MZ_SOUTH && c >= exit_row ? 1 : change[d];
}

/* What the fast path reads for every cell, worked out once per run. */
typedef struct fast_ctx {
    const mz_grid *g;
    const uint8_t *cells;
    uint8_t *plane;
    size_t w, n;
    ptrdiff_t off[MZ_NDIRS];
    uint32_t exit_i, exit_row;
    bool ends_default;
} fast_ctx;

static fast_ctx fast_ctx_of(const astar *s)
{
    const mz_grid *g = s->base.grid;
    size_t w = (size_t)g->width;
    return (fast_ctx){g,
                      g->cells,
                      s->plane,
                      w,
                      w * (size_t)g->height,
                      {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1},
                      (uint32_t)mz_grid_exit_index(g),
                      (uint32_t)((size_t)mz_grid_exit_y(g) * w),
                      mz_grid_ends_default(g)};
}

/* For the fast path: relaxes the neighbours of cell c (its f is fc) from
 * direction d on, as relax() does one by one; the cells entered counted
 * in *n and marked, the last in *last. */
static void relax_all(astar *s, const fast_ctx *x, uint32_t c, size_t fc, int d,
                      const mz_solve_marks *m, uint64_t *n, uint32_t *last)
{
    const mz_grid *g = x->g;
    uint8_t *plane = x->plane;
    const unsigned gn = ((plane[c] >> G_SHIFT) + 1) & 7;
    bool inner = mz_solve_inner(c, x->w, x->n), quick = inner && x->ends_default;
    int cy = quick ? 0 : (int)(c / x->w), cx = quick ? 0 : (int)(c % x->w);
    for (; d < MZ_NDIRS; d++) {
        uint32_t nb = (uint32_t)((ptrdiff_t)c + x->off[d]);
        if (inner ? !(x->cells[nb] & MZ_PASSAGE) : !mz_solve_open(g, cy, cx, d))
            continue;
        uint8_t was = plane[nb];
        /* relaxed when first reached or now cheaper: gn - g < 0 */
        if ((was & REACHED) && ((gn - ((unsigned)was >> G_SHIFT)) & 7) < 4)
            continue;
        plane[nb] = (uint8_t)(REACHED | gn << G_SHIFT | MZ_OPPOSITE(d));
        int change =
            quick ? manhattan_step(c, d, x->exit_row)
                  : (int)manhattan(g, cy + mz_dy[d], cx + mz_dx[d]) - (int)manhattan(g, cy, cx);
        size_t f = fc + 1 + (size_t)(ptrdiff_t)change;
        bucket *bk = f < s->nbuckets ? &s->buckets[f] : NULL;
        if (bk && bk->len < bk->cap) { /* open_push() without a call */
            bk->v[bk->len++] = nb;
            s->open++;
        } else if (open_push(s, f, nb) != MZ_OK) {
            s->open = 0; /* out of memory: the search ends here */
        }
        if (!(was & REACHED)) {
            s->base.visits++;
            ++*n;
            mz_solve_mark(m, nb, MZ_EV_VISIT);
            *last = nb;
        }
    }
}

/* The fast path's plane from the one stepping left: REACHED and g + 1
 * modulo 8 in every cell reached. */
static void plane_from_dist(astar *s)
{
    size_t w = (size_t)s->base.grid->width, n = (size_t)s->base.grid->height * w;
    if (s->base.visits == 1) { /* only the start: leave dist[] untouched */
        s->plane[mz_grid_start_index(s->base.grid)] |= (uint8_t)(REACHED | 1 << G_SHIFT);
        return;
    }
    for (size_t i = 0; i < n; i++)
        if (s->dist[i])
            s->plane[i] |= (uint8_t)(REACHED | (s->dist[i] & 7) << G_SHIFT);
}

/* expand_next() without the cell's row and column. */
static bool expand_next_fast(astar *s, const fast_ctx *x)
{
    mz_solver *b = &s->base;
    while (s->open) {
        uint32_t c = open_pop(s);
        if (x->plane[c] & CLOSED)
            continue;
        x->plane[c] |= CLOSED;
        if (c == x->exit_i) {
            b->found = true;
            mz_solve_trace_route(b, s->plane, 0);
            return false;
        }
        s->cell = c;
        return true;
    }
    return false;
}

/* The search to its end without events (solve_ops.run): each cell's
 * neighbours relaxed at once, f carried from cell to neighbour, g kept
 * modulo 8 in the plane. */
static uint64_t run(mz_solver *b, const mz_solve_marks *m)
{
    astar *s = (astar *)b;
    uint64_t n = 0;
    if (!s->started && !(n = mz_solve_step_marked(b, m)))
        return 0;
    if (!mz_solve_border_closed(b->grid))
        return n + mz_solve_run_steps(b, m);
    plane_from_dist(s);
    uint32_t last = UINT32_MAX, w = (uint32_t)b->grid->width;
    const uint32_t start = (uint32_t)mz_grid_start_index(b->grid);
    int d = s->dir;
    const fast_ctx x = fast_ctx_of(s);
    /* The cell being expanded came out of bucket fmin: its f, but the
     * start's, which went in without its g + 1. */
    while (!b->found) {
        if (d < MZ_NDIRS)
            relax_all(s, &x, s->cell, s->fmin + (s->cell == start), d, m, &n, &last);
        if (!expand_next_fast(s, &x))
            break;
        d = 0;
    }
    if (last != UINT32_MAX) {
        b->y = (int)(last / w);
        b->x = (int)(last % w);
    }
    return n;
}

static void release(mz_solver *b)
{
    astar *s = (astar *)b;
    free(s->plane);
    free(s->dist);
    for (size_t i = 0; i < s->nbuckets; i++)
        free(s->buckets[i].v);
    free(s->buckets);
}

/* The drawn state (solve_ops.state): reached and not yet expanded is the
 * open set (the frontier), expanded is closed. */
static void state(const mz_solver *b, uint32_t *plane)
{
    const astar *s = (const astar *)b;
    size_t n = (size_t)b->grid->height * (size_t)b->grid->width;
    for (size_t i = 0; i < n; i++)
        plane[i] = s->plane[i] & CLOSED ? MZ_DRAWN_CLOSED
                   : s->dist[i]         ? MZ_DRAWN_FRONTIER
                                        : MZ_DRAWN_NONE;
}

static const solve_ops ops = {
    .step = step, .run = run, .release = release, .route_from_exit = true, .state = state};

static mz_solver *astar_new(const mz_grid *grid)
{
    astar *s = mz_solve_alloc(sizeof *s, &ops, grid);
    if (!s)
        return NULL;
    size_t n = (size_t)grid->height * (size_t)grid->width;
    s->dir = MZ_NDIRS;
    s->plane = calloc(n, 1);
    s->dist = calloc(n, sizeof *s->dist);
    if (!s->plane || !s->dist) {
        release(&s->base);
        free(s);
        return NULL;
    }
    return &s->base;
}

static const char *const code_astar[] = {
    N_("open the start (cost 0)"),
    N_("take the open cell of least cost + distance left"),
    N_("close it; enter each neighbour it reaches cheaper"),
    N_("until the exit is closed"),
    N_("draw the route back from the exit"),
    NULL,
};

/* The registry row, listed in solve_list.c. */
const mz_solver_info mz_solver_astar_info = {
    .name = "astar",
    .aliases = "a-star a*",
    .summary = "A* with the Manhattan distance to the exit, ties toward the exit; a shortest route",
    .works_with_loops = true,
    .create = astar_new,
    .shortest = true,
    .texture = "a wedge leaning towards the exit",
    .code = code_astar,
    .until = 4,
    .ask = MZ_ASK_SPREAD,
};
