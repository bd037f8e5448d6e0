/* solve_bfs.c - breadth-first search: the frontier spreads from the start
 * one ring of cells after another until it touches the exit, then the
 * shortest route is drawn back from the exit. SPDX-License-Identifier: MIT */
#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"
#include "solve_impl.h"

/* One byte per cell: SEEN and the way back (2 bits). */
enum { SEEN = 0x80 };

typedef struct bfs {
    mz_solver base;
    uint8_t *plane;
    mz_queue queue;
    uint32_t cell; /* the cell whose neighbours are being looked at */
    int cy, cx;    /* and its place, kept: a division per event showed */
    int dir;       /* the next of them; MZ_NDIRS: take the next cell */
    bool started;
} bfs;

/* Looks at the current cell's remaining neighbours; true (and the event)
 * on the first one not seen yet. */
static bool discover(bfs *s, mz_event *ev)
{
    mz_solver *b = &s->base;
    uint32_t w = (uint32_t)b->grid->width;
    int y = s->cy, x = s->cx, d;
    while ((d = mz_solve_next_open(b->grid, y, x, &s->dir)) >= 0) {
        int ny = y + mz_dy[d], nx = x + mz_dx[d];
        uint32_t n = (uint32_t)ny * w + (uint32_t)nx;
        if (s->plane[n])
            continue;
        s->plane[n] = (uint8_t)(SEEN | MZ_OPPOSITE(d));
        mz_solve_visit(b, ny, nx, ev);
        ev->line = 3;
        if (ny == mz_grid_exit_y(b->grid) && nx == mz_grid_exit_x(b->grid)) {
            b->found = true;
            mz_solve_trace_route(b, s->plane, 0);
        } else if (mz_queue_push(&s->queue, n) != MZ_OK) {
            s->queue.len = 0; /* out of memory: the search ends here */
        }
        return true;
    }
    return false;
}

static bool step(mz_solver *b, mz_event *ev)
{
    bfs *s = (bfs *)b;
    const mz_grid *g = b->grid;
    uint32_t w = (uint32_t)g->width, start = (uint32_t)mz_grid_start_index(g);
    if (!s->started) {
        s->started = true;
        if (!mz_grid_open(g, g->start_y, g->start_x) || mz_queue_push(&s->queue, start) != MZ_OK)
            return false;
        s->plane[start] = SEEN;
        b->visits = 1;
        mz_event_set(ev, MZ_EV_VISIT, g->start_y, g->start_x);
        ev->line = 1;
        return true;
    }
    while (!b->found) {
        if (discover(s, ev))
            return true;
        if (!s->queue.len)
            return false;
        s->cell = mz_queue_pop(&s->queue);
        s->cy = (int)(s->cell / w);
        s->cx = (int)(s->cell - (uint32_t)s->cy * w);
        s->dir = 0;
        mz_event_set(ev, MZ_EV_LOOK, s->cy, s->cx); /* the queue's oldest, taken */
        ev->line = 2;
        return true;
    }
    return false;
}

/* For the fast path: whether the neighbour of cell c towards d is open
 * and not seen yet. */
static bool fresh(const bfs *s, uint32_t c, int d, const ptrdiff_t *off, bool inner)
{
    const mz_grid *g = s->base.grid;
    uint32_t w = (uint32_t)g->width, nb = (uint32_t)((ptrdiff_t)c + off[d]);
    if (inner)
        return (g->cells[nb] & MZ_PASSAGE) && !s->plane[nb];
    return mz_solve_open(g, (int)(c / w), (int)(c % w), d) && !s->plane[nb];
}

/* The search to its end without events (solve_ops.run): the cells taken
 * from the queue whole. */
static uint64_t run(mz_solver *b, const mz_solve_marks *m)
{
    bfs *s = (bfs *)b;
    uint64_t n = 0;
    if (!s->started && !(n = mz_solve_step_marked(b, m)))
        return 0;
    const mz_grid *g = b->grid;
    if (b->found || !mz_solve_border_closed(g))
        return n + mz_solve_run_steps(b, m);
    uint8_t *plane = s->plane;
    const ptrdiff_t w = g->width, off[MZ_NDIRS] = {w, 1, -w, -1};
    const size_t cells = (size_t)w * (size_t)g->height;
    const uint32_t exit_i = (uint32_t)mz_grid_exit_index(g);
    uint32_t c = s->cell, last = UINT32_MAX;
    int d = s->dir;
    for (;;) {
        bool inner = mz_solve_inner(c, (size_t)w, cells);
        for (; d < MZ_NDIRS; d++) {
            if (!fresh(s, c, d, off, inner))
                continue;
            uint32_t nb = (uint32_t)((ptrdiff_t)c + off[d]);
            plane[nb] = (uint8_t)(SEEN | MZ_OPPOSITE(d));
            mz_solve_mark(m, nb, MZ_EV_VISIT);
            last = nb;
            n++;
            b->visits++;
            if (nb == exit_i) {
                b->found = true;
                mz_solve_trace_route(b, plane, 0);
                goto done;
            }
            if (mz_queue_push(&s->queue, nb) != MZ_OK)
                s->queue.len = 0; /* out of memory: the search ends here */
        }
        if (!s->queue.len)
            break;
        c = mz_queue_pop(&s->queue);
        d = 0;
    }
done:
    if (last != UINT32_MAX) {
        b->y = (int)(last / (uint32_t)w);
        b->x = (int)(last % (uint32_t)w);
    }
    return n;
}

static void release(mz_solver *b)
{
    bfs *s = (bfs *)b;
    free(s->plane);
    mz_queue_free(&s->queue);
}

/* The drawn state (solve_ops.state): the queue is the frontier, every
 * other cell seen is closed. */
static void state(const mz_solver *b, uint32_t *plane)
{
    const bfs *s = (const bfs *)b;
    size_t n = (size_t)b->grid->height * (size_t)b->grid->width;
    for (size_t i = 0; i < n; i++)
        plane[i] = s->plane[i] ? MZ_DRAWN_CLOSED : MZ_DRAWN_NONE;
    for (size_t k = 0; k < s->queue.len; k++)
        plane[s->queue.v[(s->queue.head + k) & (s->queue.cap - 1)]] = MZ_DRAWN_FRONTIER;
}

static const solve_ops ops = {
    .step = step, .run = run, .release = release, .route_from_exit = true, .state = state};

static mz_solver *bfs_new(const mz_grid *grid)
{
    bfs *s = mz_solve_alloc(sizeof *s, &ops, grid);
    if (!s)
        return NULL;
    s->dir = MZ_NDIRS;
    s->plane = mz_solve_new_plane(&s->base);
    return s->plane ? &s->base : NULL;
}

static const char *const code_bfs[] = {
    N_("queue the start; mark it seen"),
    N_("take the oldest cell from the queue"),
    N_("enter each open unseen neighbour; queue it"),
    N_("until the exit is entered"),
    N_("draw the route back from the exit"),
    NULL,
};

/* The registry row, listed in solve_list.c. */
const mz_solver_info mz_solver_bfs_info = {
    .name = "bfs",
    .aliases = "breadth-first",
    .summary = "breadth-first search: the frontier spreads ring by ring; a shortest route",
    .works_with_loops = true,
    .create = bfs_new,
    .shortest = true,
    .texture = "a ring spreading evenly from the start",
    .code = code_bfs,
    .until = 4,
    .ask = MZ_ASK_SPREAD,
};
