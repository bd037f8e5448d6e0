/* solve_astar.c - A*: the open set grows from the start, always from the
 * cell whose distance so far plus its Manhattan distance to the exit is
 * least, ties going to the cell nearer the exit. SPDX-License-Identifier: MIT */
#include "solve_impl.h"

#include <stdint.h>

/* One byte per cell: CLOSED (expanded) and the way back (2 bits); the
 * distance from the start is in dist[], UNSEEN until reached. */
enum { CLOSED = 0x80 };
#define UNSEEN UINT32_MAX

typedef struct node {
    uint32_t f, h, cell;
} node;

typedef struct astar {
    mz_solver base;
    uint8_t *plane;
    uint32_t *dist;
    node *heap; /* a binary min-heap on (f, h) */
    size_t len, cap;
    uint32_t cell; /* the cell being expanded */
    int dir;       /* its next neighbour; MZ_NDIRS: take the next cell */
    bool started;
} astar;

static bool before(const node *a, const node *b)
{
    return a->f < b->f || (a->f == b->f && a->h < b->h);
}

static int heap_push(astar *s, node n)
{
    if (s->len == s->cap) {
        size_t cap = s->cap ? 2 * s->cap : 1024;
        node *v = realloc(s->heap, cap * sizeof *v);
        if (!v)
            return MZ_ENOMEM;
        s->heap = v;
        s->cap = cap;
    }
    size_t i = s->len++;
    for (; i > 0 && before(&n, &s->heap[(i - 1) / 2]); i = (i - 1) / 2)
        s->heap[i] = s->heap[(i - 1) / 2];
    s->heap[i] = n;
    return MZ_OK;
}

static node heap_pop(astar *s)
{
    node top = s->heap[0], last = s->heap[--s->len];
    size_t i = 0;
    for (;;) {
        size_t c = 2 * i + 1;
        if (c >= s->len)
            break;
        if (c + 1 < s->len && before(&s->heap[c + 1], &s->heap[c]))
            c++;
        if (!before(&s->heap[c], &last))
            break;
        s->heap[i] = s->heap[c];
        i = c;
    }
    if (s->len)
        s->heap[i] = last;
    return top;
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
    int y = (int)(s->cell / w), x = (int)(s->cell % w);
    while (s->dir < MZ_NDIRS) {
        int d = s->dir++;
        int ny = y + mz_dy[d], nx = x + mz_dx[d];
        if (!mz_grid_open(b->grid, ny, nx))
            continue;
        uint32_t n = (uint32_t)ny * w + (uint32_t)nx, g = s->dist[s->cell] + 1;
        if (g >= s->dist[n])
            continue;
        bool first = s->dist[n] == UNSEEN;
        s->dist[n] = g;
        s->plane[n] = (uint8_t)MZ_OPPOSITE(d);
        uint32_t h = manhattan(b->grid, ny, nx);
        if (heap_push(s, (node){g + h, h, n}) != MZ_OK)
            s->len = 0; /* out of memory: the search ends here */
        if (first) {
            b->visits++;
            b->y = ny;
            b->x = nx;
            mz_solve_emit(ev, MZ_EV_VISIT, ny, nx);
            return true;
        }
    }
    return false;
}

/* Takes the best open cell; false when there is none or it is the exit. */
static bool expand_next(astar *s)
{
    mz_solver *b = &s->base;
    uint32_t exit_i = (uint32_t)mz_grid_exit_y(b->grid) * (uint32_t)b->grid->width +
                      (uint32_t)mz_grid_exit_x(b->grid);
    while (s->len) {
        node n = heap_pop(s);
        if (s->plane[n.cell] & CLOSED)
            continue; /* a stale entry: the cell was reached more cheaply */
        s->plane[n.cell] |= CLOSED;
        if (n.cell == exit_i) {
            b->found = true;
            mz_solve_trace_route(b, s->plane, 0);
            return false;
        }
        s->cell = n.cell;
        s->dir = 0;
        return true;
    }
    return false;
}

static bool step(mz_solver *b, mz_event *ev)
{
    astar *s = (astar *)b;
    uint32_t start = (uint32_t)b->grid->width + 1;
    if (!s->started) {
        s->started = true;
        uint32_t h = manhattan(b->grid, 1, 1);
        if (!mz_grid_open(b->grid, 1, 1) || heap_push(s, (node){h, h, start}) != MZ_OK)
            return false;
        s->dist[start] = 0;
        b->visits = 1;
        mz_solve_emit(ev, MZ_EV_VISIT, 1, 1);
        return true;
    }
    while (!b->found) {
        if (relax(s, ev))
            return true;
        if (!expand_next(s))
            return false;
    }
    return false;
}

static void release(mz_solver *b)
{
    astar *s = (astar *)b;
    free(s->plane);
    free(s->dist);
    free(s->heap);
}

static const solve_ops ops = {step, release, true};

mz_solver *mz_solve_astar_new(const mz_grid *grid)
{
    astar *s = mz_solve_alloc(sizeof *s, &ops, grid);
    if (!s)
        return NULL;
    size_t n = (size_t)grid->height * (size_t)grid->width;
    s->dir = MZ_NDIRS;
    s->plane = calloc(n, 1);
    s->dist = malloc(n * sizeof *s->dist);
    if (!s->plane || !s->dist) {
        release(&s->base);
        free(s);
        return NULL;
    }
    for (size_t i = 0; i < n; i++)
        s->dist[i] = UNSEEN;
    return &s->base;
}
