/* solve.c - finding a solver by name, and the iterator calls every solver
 * shares (the list of solvers is solve_list.c).
 * SPDX-License-Identifier: MIT */
#include "mazedfs/drawn.h"
#include "names.h"
#include "solve_impl.h"

#include <string.h>

const mz_solver_info *mz_solver_find(const char *name)
{
    for (int i = 0; i < mz_solver_count; i++) {
        const mz_solver_info *info = mz_solvers[i];
        if (mz_name_matches(info->name, info->aliases, name))
            return info;
    }
    return NULL;
}

const mz_solver_info *mz_solver_after(const mz_solver_info *info)
{
    int i = 0;
    while (i < mz_solver_count && mz_solvers[i] != info)
        i++;
    return mz_solvers[i + 1 < mz_solver_count ? i + 1 : 0];
}

void *mz_solve_alloc(size_t size, const solve_ops *ops, const mz_grid *grid)
{
    mz_solver *s = calloc(1, size);
    if (!s)
        return NULL;
    s->ops = ops;
    s->grid = grid;
    s->y = grid->start_y;
    s->x = grid->start_x;
    s->searching = true;
    return s;
}

uint8_t *mz_solve_new_plane(mz_solver *s)
{
    uint8_t *plane = calloc((size_t)s->grid->height * (size_t)s->grid->width, 1);
    if (!plane)
        free(s);
    return plane;
}

void mz_solve_walk_state(const mz_solver *s, const uint8_t *walk, uint8_t seen, bool started,
                         uint32_t walked, uint32_t way, uint32_t *plane)
{
    size_t w = (size_t)s->grid->width, n = (size_t)s->grid->height * w;
    for (size_t i = 0; i < n; i++)
        plane[i] = walk[i] & seen ? walked : MZ_DRAWN_NONE;
    if (!started)
        return;
    const size_t start = mz_grid_start_index(s->grid);
    size_t c = (size_t)s->y * w + (size_t)s->x;
    for (size_t k = 0; k < n; k++) { /* k: a bound, should the plane be torn */
        plane[c] = way;
        if (c == start)
            break;
        int back = walk[c] & 3;
        c = (size_t)((ptrdiff_t)c + mz_dy[back] * (ptrdiff_t)w + mz_dx[back]);
    }
}

int mz_solve_trace_route(mz_solver *s, const uint8_t *plane, int shift)
{
    size_t w = (size_t)s->grid->width;
    size_t start = mz_grid_start_index(s->grid), exit_i = mz_grid_exit_index(s->grid);
    /* A step's offset by direction: south, east, north, west. */
    const ptrdiff_t step[MZ_NDIRS] = {(ptrdiff_t)w, 1, -(ptrdiff_t)w, -1};
    /* One walk back (each step a cache miss on a big maze), the cells
     * written from the exit on, then turned round. */
    size_t len = 0, cap = 1024;
    uint32_t *route = malloc(cap * sizeof *route);
    for (size_t c = exit_i; route; c = (size_t)((ptrdiff_t)c + step[plane[c] >> shift & 3])) {
        if (len == cap) {
            uint32_t *v = realloc(route, 2 * cap * sizeof *v);
            if (!v)
                free(route);
            route = v;
            cap *= 2;
            if (!route)
                break;
        }
        route[len++] = (uint32_t)c;
        if (c == start)
            break;
    }
    if (!route)
        return MZ_ENOMEM;
    for (size_t i = 0, j = len - 1; i < j; i++, j--) {
        uint32_t t = route[i];
        route[i] = route[j];
        route[j] = t;
    }
    s->route = route;
    s->route_len = len;
    return MZ_OK;
}

int mz_queue_grow(mz_queue *q)
{
    size_t cap = q->cap ? 2 * q->cap : 1024;
    uint32_t *v = malloc(cap * sizeof *v);
    if (!v)
        return MZ_ENOMEM;
    for (size_t i = 0; i < q->len; i++)
        v[i] = q->v[(q->head + i) & (q->cap - 1)];
    free(q->v);
    q->v = v;
    q->cap = cap;
    q->head = 0;
    return MZ_OK;
}

mz_solver *mz_solve_new_with(const mz_solver_info *info, const mz_grid *grid)
{
    mz_solver *s = info->create(grid);
    if (s)
        s->info = info;
    return s;
}

int mz_solve_code_lines(const mz_solver_info *info)
{
    int n = 0;
    while (info && info->code && info->code[n])
        n++;
    return n;
}

mz_solver *mz_solve_new(const mz_grid *grid) { return mz_solve_new_with(mz_solvers[0], grid); }

/* The next PATH event, in the order the solver draws its route. */
static bool next_path(mz_solver *s, mz_event *ev)
{
    if (s->route_i >= s->route_len)
        return false;
    size_t i = s->route_i++;
    uint32_t c = s->route[s->ops->route_from_exit ? s->route_len - 1 - i : i];
    uint32_t w = (uint32_t)s->grid->width;
    s->y = (int)(c / w);
    s->x = (int)(c % w);
    mz_event_set(ev, MZ_EV_PATH, s->y, s->x);
    ev->line = (uint8_t)mz_solve_code_lines(s->info); /* "draw the route" */
    return true;
}

static bool solve_next(mz_solver *s, mz_event *ev);

bool mz_solve_next(mz_solver *s, mz_event *ev)
{
    bool more = solve_next(s, ev);
    s->events += more;
    return more;
}

static bool solve_next(mz_solver *s, mz_event *ev)
{
    if (s->searching) {
        if (s->ops->step(s, ev))
            return true;
        s->searching = false;
        if (s->info && s->info->until && mz_grid_open(s->grid, s->y, s->x)) { /* it is over */
            mz_event_set(ev, MZ_EV_LOOK, s->y, s->x);
            ev->line = s->info->until;
            return true;
        }
    }
    return next_path(s, ev);
}

bool mz_solve_step_marked(mz_solver *s, const mz_solve_marks *marks)
{
    mz_event ev;
    do /* a decision (LOOK) changes no mark and is not a step */
        if (!s->ops->step(s, &ev))
            return false;
    while (!mz_event_is_step(&ev));
    mz_solve_mark(marks, (size_t)ev.y * (size_t)s->grid->width + (size_t)ev.x, ev.kind);
    return true;
}

bool mz_solve_border_closed(const mz_grid *g)
{
    int h = g->height, w = g->width;
    bool open = false;
    for (int x = 0; x < w; x++)
        open |=
            mz_grid_open(g, 0, x) || (!mz_grid_is_exit(g, h - 1, x) && mz_grid_open(g, h - 1, x));
    for (int y = 1; y < h - 1; y++)
        open |=
            mz_grid_open(g, y, 0) || (!mz_grid_is_exit(g, y, w - 1) && mz_grid_open(g, y, w - 1));
    return !open;
}

uint64_t mz_solve_run_steps(mz_solver *s, const mz_solve_marks *marks)
{
    uint64_t n = 0;
    while (mz_solve_step_marked(s, marks))
        n++;
    return n;
}

uint64_t mz_solve_finish_marked(mz_solver *s, const mz_solve_marks *marks)
{
    uint64_t n = 0;
    if (s->searching) {
        n = s->ops->run ? s->ops->run(s, marks) : mz_solve_run_steps(s, marks);
        s->searching = false;
    }
    /* The PATH events left, as next_path takes them, without a division
     * per cell: the head ends on the last one. */
    size_t left = s->route_len - s->route_i;
    for (size_t i = s->route_i; marks && i < s->route_len; i++) {
        size_t k = s->ops->route_from_exit ? s->route_len - 1 - i : i;
        mz_solve_mark(marks, s->route[k], MZ_EV_PATH);
    }
    if (left) {
        uint32_t c = s->route[s->ops->route_from_exit ? 0 : s->route_len - 1],
                 w = (uint32_t)s->grid->width;
        s->y = (int)(c / w);
        s->x = (int)(c % w);
        s->route_i = s->route_len;
    }
    return n + left;
}

uint64_t mz_solve_finish(mz_solver *s) { return mz_solve_finish_marked(s, NULL); }

void mz_solve_position(const mz_solver *s, int *y, int *x)
{
    *y = s->y;
    *x = s->x;
}

bool mz_solve_found(const mz_solver *s) { return s->found; }

uint64_t mz_solve_visits(const mz_solver *s) { return s->visits; }

bool mz_solve_state(const mz_solver *s, uint32_t *plane)
{
    if (!s->ops->state)
        return false;
    s->ops->state(s, plane);
    return true;
}

const uint32_t *mz_solve_route(const mz_solver *s, size_t *length)
{
    *length = s->route_len;
    return s->route;
}

const mz_solver_info *mz_solve_info_of(const mz_solver *s) { return s->info; }

void mz_solve_free(mz_solver *s)
{
    if (!s)
        return;
    if (s->ops->release)
        s->ops->release(s);
    free(s->route);
    free(s);
}
