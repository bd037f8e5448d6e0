/* solve_dead_end_fill.c - dead-end filling: every dead end is filled back
 * to its junction, until in a perfect maze only the route is left open.
 * Loops are never filled, so there a route is then picked among what is
 * left. SPDX-License-Identifier: MIT */
#include "solve_impl.h"

#include "mazedfs/drawn.h"
#include "mazedfs/predict.h"

/* One byte per cell: FILLED; for the route search at the end, SEEN and the
 * way back (2 bits). */
enum { FILLED = 0x40, SEEN = 0x80 };

typedef struct fill {
    mz_solver base;
    uint8_t *plane;
    int scan_y, scan_x; /* the next cell the scan looks at */
    int cy, cx;         /* the next cell of the dead end being filled, or cy < 0 */
    int way;            /* its one open side, or -1 */
} fill;

static uint8_t *cell(const fill *s, int y, int x)
{
    return s->plane + (size_t)y * (size_t)s->base.grid->width + (size_t)x;
}

static bool open_cell(const fill *s, int y, int x)
{
    return mz_grid_open(s->base.grid, y, x) && !(*cell(s, y, x) & FILLED);
}

/* A cell to fill: open, neither start nor exit, at most one open
 * neighbour. Stores that neighbour's direction in *way (-1 for none). */
static bool dead_end(const fill *s, int y, int x, int *way)
{
    const mz_grid *g = s->base.grid;
    if (!open_cell(s, y, x) || (y == g->start_y && x == g->start_x) ||
        (y == mz_grid_exit_y(g) && x == mz_grid_exit_x(g)))
        return false;
    int n = 0;
    *way = -1;
    for (int d = 0; d < MZ_NDIRS && n < 2; d++)
        if (open_cell(s, y + mz_dy[d], x + mz_dx[d])) {
            n++;
            *way = d;
        }
    return n < 2;
}

/* Finds the next dead end in reading order; false when there is none. */
static bool scan(fill *s)
{
    const mz_grid *g = s->base.grid;
    int way;
    for (; s->scan_y < g->height; s->scan_y++, s->scan_x = 0) {
        const uint8_t *row = mz_grid_at(g, s->scan_y, 0);
        for (; s->scan_x < g->width; s->scan_x++)
            if ((row[s->scan_x] & MZ_PASSAGE) && dead_end(s, s->scan_y, s->scan_x, &way)) {
                s->cy = s->scan_y;
                s->cx = s->scan_x++;
                s->way = way;
                return true;
            }
    }
    return false;
}

/* Breadth first through the cells left open, for the route. */
static void find_route(fill *s)
{
    mz_solver *b = &s->base;
    const mz_grid *g = b->grid;
    uint32_t w = (uint32_t)g->width, exit_i = (uint32_t)mz_grid_exit_index(g);
    mz_queue q = {0};
    *cell(s, g->start_y, g->start_x) |= SEEN;
    int err = mz_queue_push(&q, (uint32_t)mz_grid_start_index(g));
    while (err == MZ_OK && q.len && !b->found) {
        uint32_t c = mz_queue_pop(&q);
        int y = (int)(c / w), x = (int)(c % w);
        for (int d = 0; d < MZ_NDIRS && err == MZ_OK; d++) {
            int ny = y + mz_dy[d], nx = x + mz_dx[d];
            if (!open_cell(s, ny, nx) || (*cell(s, ny, nx) & SEEN))
                continue;
            *cell(s, ny, nx) = (uint8_t)(SEEN | MZ_OPPOSITE(d));
            b->found |= (uint32_t)ny * w + (uint32_t)nx == exit_i;
            err = mz_queue_push(&q, (uint32_t)ny * w + (uint32_t)nx);
        }
    }
    mz_queue_free(&q);
    if (b->found && mz_solve_trace_route(b, s->plane, 0) == MZ_OK)
        b->visits += b->route_len;
}

static bool step(mz_solver *b, mz_event *ev)
{
    fill *s = (fill *)b;
    int way;
    if (s->cy < 0) {
        if (!scan(s)) {
            if (mz_grid_open(b->grid, b->grid->start_y, b->grid->start_x))
                find_route(s);
            return false;
        }
        mz_event_set(ev, MZ_EV_LOOK, s->cy, s->cx); /* a dead end found */
        ev->line = 1;
        return true;
    }
    *cell(s, s->cy, s->cx) |= FILLED;
    b->visits++;
    b->y = s->cy;
    b->x = s->cx;
    mz_event_set(ev, MZ_EV_FILL, s->cy, s->cx);
    ev->line = 2;
    /* Fill on back towards the junction while the cell it led to is now a
     * dead end; the scan takes over after that. */
    int ny = s->cy + (s->way < 0 ? 0 : mz_dy[s->way]),
        nx = s->cx + (s->way < 0 ? 0 : mz_dx[s->way]);
    s->cy = -1;
    if (s->way >= 0 && dead_end(s, ny, nx, &way)) {
        s->cy = ny;
        s->cx = nx;
        s->way = way;
    }
    return true;
}

/* For the fast path: dead_end() for cell i off the first and last rows,
 * open and neither start nor exit, by index. */
static bool dead_end_at(const fill *s, size_t i, const ptrdiff_t *off, int *way)
{
    const uint8_t *cells = s->base.grid->cells, *plane = s->plane;
    int n = 0;
    *way = -1;
    for (int d = 0; d < MZ_NDIRS; d++) {
        size_t nb = (size_t)((ptrdiff_t)i + off[d]);
        if ((cells[nb] & MZ_PASSAGE) && !(plane[nb] & FILLED)) {
            if (++n == 2)
                return false;
            *way = d;
        }
    }
    return true;
}

/* For the fast path: whether cell i is a dead end to fill, its way on in
 * *way. */
static bool fill_here(const fill *s, size_t i, const ptrdiff_t *off, int *way)
{
    const mz_grid *g = s->base.grid;
    size_t w = (size_t)g->width, n = w * (size_t)g->height;
    if (!(g->cells[i] & MZ_PASSAGE) || (s->plane[i] & FILLED))
        return false;
    if (!mz_solve_inner(i, w, n) || i == mz_grid_start_index(g) || i == mz_grid_exit_index(g))
        return dead_end(s, (int)(i / w), (int)(i % w), way);
    return dead_end_at(s, i, off, way);
}

/* The scan and the filling to their end without events (solve_ops.run),
 * by index; a dead end being filled when it takes over is stepped to its
 * junction first. */
static uint64_t run(mz_solver *b, const mz_solve_marks *m)
{
    fill *s = (fill *)b;
    uint64_t n = 0;
    if (!mz_solve_border_closed(b->grid))
        return mz_solve_run_steps(b, m);
    while (s->cy >= 0 && mz_solve_step_marked(b, m))
        n++;
    const mz_grid *g = b->grid;
    const size_t w = (size_t)g->width, cells = w * (size_t)g->height;
    const ptrdiff_t off[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    size_t last = SIZE_MAX;
    for (size_t i = (size_t)s->scan_y * w + (size_t)s->scan_x; i < cells; i++) {
        int way;
        for (size_t c = i; fill_here(s, c, off, &way); c = (size_t)((ptrdiff_t)c + off[way])) {
            s->plane[c] |= FILLED;
            mz_solve_mark(m, c, MZ_EV_FILL);
            last = c;
            n++;
            b->visits++;
            if (way < 0)
                break;
        }
    }
    s->scan_y = g->height;
    s->scan_x = 0;
    if (last != SIZE_MAX) {
        b->y = (int)(last / w);
        b->x = (int)(last % w);
    }
    if (mz_grid_open(g, g->start_y, g->start_x))
        find_route(s);
    return n;
}

static void release(mz_solver *b) { free(((fill *)b)->plane); }

/* The drawn state (solve_ops.state): the dead ends left to fill, as the
 * frontier the scan finds them in (the filled cells are the marks'). */
static void state(const mz_solver *b, uint32_t *plane)
{
    const fill *s = (const fill *)b;
    const mz_grid *g = b->grid;
    int way;
    for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++)
            *plane++ = dead_end(s, y, x, &way) ? MZ_DRAWN_FRONTIER : MZ_DRAWN_NONE;
}

static const solve_ops ops = {
    .step = step, .run = run, .release = release, .route_from_exit = false, .state = state};

static mz_solver *dead_end_fill_new(const mz_grid *grid)
{
    fill *s = mz_solve_alloc(sizeof *s, &ops, grid);
    if (!s)
        return NULL;
    s->cy = -1;
    s->plane = mz_solve_new_plane(&s->base);
    return s->plane ? &s->base : NULL;
}

static const char *const code_dead_end_fill[] = {
    N_("find a dead end"),
    N_("fill it, and on back to the junction"),
    N_("until no dead end is left"),
    N_("draw the route through the cells left open"),
    NULL,
};

/* The registry row, listed in solve_list.c. */
const mz_solver_info mz_solver_dead_end_fill_info = {
    .name = "dead-end-fill",
    .aliases = "fill",
    .summary = "dead-end filling back to the junctions (perfect mazes only: loops stay unfilled)",
    .works_with_loops = false,
    .create = dead_end_fill_new,
    .shortest = false,
    .texture = "fills the dead ends until the route is left",
    .code = code_dead_end_fill,
    .until = 3,
    .ask = MZ_ASK_SCAN,
    .frontier = N_("dead ends to fill"),
};
