/* predict.c - the questions of --predict: the candidate cells before an
 * algorithm's next step, and the cell it takes, read off a copy of the run
 * kept a few events ahead, so the run itself is never touched.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/predict.h"

#include <stdlib.h>
#include <string.h>

#include "gen_impl.h"
#include "mazedfs/drawn.h"
#include "solve_impl.h"

/* How far ahead of the run the copy may look for the cell it takes. */
enum { AHEAD = 64 };

/* An event of the copy, with the solver's head after it. */
typedef struct seen {
    mz_event ev;
    int hy, hx;
} seen;

struct mz_predict {
    int height, width;
    uint32_t *cells;   /* the candidates of the last question */
    uint32_t *plane;   /* the drawn state, for the styles that read it */
    const void *of;    /* the iterator followed, NULL for none */
    const void *info;  /* its kind */
    uint64_t seed;     /* and seed (generators) */
    mz_grid *grid;     /* the copy's grid (generators), owned */
    mz_gen *gen;       /* the copy: a generator, owned */
    mz_solver *solver; /* or a solver, owned */
    uint64_t taken;    /* the copy's events the run has taken too */
    seen last;         /* the last of them (valid when taken > 0) */
    seen ahead[AHEAD]; /* events of the copy the run has not taken */
    int n_ahead, first;
    bool ended; /* the copy has no more events */
};

mz_predict *mz_predict_new(const mz_grid *g)
{
    mz_predict *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    size_t n = (size_t)g->height * (size_t)g->width;
    p->height = g->height;
    p->width = g->width;
    p->cells = malloc(n * sizeof *p->cells);
    p->plane = malloc(n * sizeof *p->plane);
    if (!p->cells || !p->plane) {
        mz_predict_free(p);
        return NULL;
    }
    return p;
}

void mz_predict_forget(mz_predict *p)
{
    mz_gen_free(p->gen);
    mz_solve_free(p->solver);
    mz_grid_free(p->grid);
    p->gen = NULL;
    p->solver = NULL;
    p->grid = NULL;
    p->of = NULL;
    p->taken = 0;
    p->n_ahead = p->first = 0;
    p->ended = false;
}

void mz_predict_free(mz_predict *p)
{
    if (!p)
        return;
    mz_predict_forget(p);
    free(p->cells);
    free(p->plane);
    free(p);
}

bool mz_predict_gen_asks(const mz_gen_info *info) { return info && info->ask != MZ_ASK_NONE; }

bool mz_predict_solve_asks(const mz_solver_info *info) { return info && info->ask != MZ_ASK_NONE; }

/* The copy's next event into *s; false at its end. */
static bool copy_next(mz_predict *p, seen *s)
{
    if (p->ended)
        return false;
    bool more = p->gen ? mz_gen_next(p->gen, &s->ev) : mz_solve_next(p->solver, &s->ev);
    if (!more) {
        p->ended = true;
        return false;
    }
    if (p->solver)
        mz_solve_position(p->solver, &s->hy, &s->hx);
    else
        s->hy = s->ev.y, s->hx = s->ev.x;
    return true;
}

/* The k-th event ahead of the run (from 0), looking further as needed;
 * NULL past the copy's end or AHEAD. */
static const seen *peek(mz_predict *p, int k)
{
    if (k >= AHEAD)
        return NULL;
    while (p->n_ahead <= k) {
        seen *s = &p->ahead[(p->first + p->n_ahead) % AHEAD];
        if (!copy_next(p, s))
            return NULL;
        p->n_ahead++;
    }
    return &p->ahead[(p->first + k) % AHEAD];
}

/* Moves the copy on until it has taken events events, as the run has. */
static bool catch_up(mz_predict *p, uint64_t events)
{
    while (p->taken < events) {
        if (p->n_ahead > 0) {
            p->last = p->ahead[p->first];
            p->first = (p->first + 1) % AHEAD;
            p->n_ahead--;
        } else if (!copy_next(p, &p->last)) {
            return false;
        }
        p->taken++;
    }
    return true;
}

/* Makes the copy follow g (made anew when it follows another run, or when g
 * is behind it), up to g's events. False when memory runs out. */
static bool follow_gen(mz_predict *p, const mz_gen *g)
{
    if (p->of != g || p->info != g->info || p->seed != g->seed || !p->gen || p->taken > g->events) {
        mz_predict_forget(p);
        p->grid = mz_grid_new_like(g->grid);
        p->gen = p->grid ? mz_gen_new_with(g->info, p->grid, g->seed, &g->params) : NULL;
        if (!p->gen)
            return false;
        p->of = g;
        p->info = g->info;
        p->seed = g->seed;
    }
    return catch_up(p, g->events);
}

static bool follow_solver(mz_predict *p, const mz_solver *s)
{
    if (p->of != s || p->info != s->info || !p->solver || p->taken > s->events) {
        mz_predict_forget(p);
        p->solver = mz_solve_new_with(s->info, s->grid);
        if (!p->solver)
            return false;
        p->of = s;
        p->info = s->info;
    }
    return catch_up(p, s->events);
}

/* The neighbour rooms of room (y, x) inside g; with want 1 only those in
 * the maze (passage), with want 0 only those not, with -1 all. Into p's
 * cells; returns how many. */
static int neighbour_rooms(mz_predict *p, const mz_grid *g, int y, int x, int want)
{
    int n = 0;
    for (int d = 0; d < MZ_NDIRS; d++) {
        int ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
        if (!mz_grid_is_room(g, ny, nx) || !mz_grid_inside(g, ny, nx))
            continue;
        int in = (*mz_grid_at(g, ny, nx) & MZ_PASSAGE) != 0;
        if (want < 0 || in == want)
            p->cells[n++] = (uint32_t)(ny * g->width + nx);
    }
    return n;
}

/* The rooms not in the maze with a neighbour room in it: Prim's frontier,
 * read off the grid. */
static int frontier_rooms(mz_predict *p, const mz_grid *g)
{
    int n = 0;
    for (int y = 1; y < g->height - 1; y += 2)
        for (int x = 1; x < g->width - 1; x += 2) {
            if (!mz_grid_inside(g, y, x) || (*mz_grid_at(g, y, x) & MZ_PASSAGE))
                continue;
            bool beside = false;
            for (int d = 0; d < MZ_NDIRS && !beside; d++) {
                int ny = y + 2 * mz_dy[d], nx = x + 2 * mz_dx[d];
                beside = mz_grid_is_room(g, ny, nx) && mz_grid_open(g, ny, nx);
            }
            if (beside)
                p->cells[n++] = (uint32_t)(y * g->width + x);
        }
    return n;
}

/* The walls room (y, x) may open next, into p's cells: its north and west
 * (the binary tree's coin), or with run its east one (while it is not the
 * row's last) and the north one of every room of its run, the rooms west
 * of it joined to it (sidewinder). Returns how many. */
static int row_walls(mz_predict *p, const mz_grid *g, int y, int x, bool run)
{
    int n = 0;
    if (!run) {
        p->cells[n++] = (uint32_t)((y - 1) * g->width + x);
        if (x > 1)
            p->cells[n++] = (uint32_t)(y * g->width + x - 1);
        return n;
    }
    if (x < g->width - 2)
        p->cells[n++] = (uint32_t)(y * g->width + x + 1);
    for (int rx = x;; rx -= 2) {
        p->cells[n++] = (uint32_t)((y - 1) * g->width + rx);
        if (rx < 3 || !mz_grid_open(g, y, rx - 1))
            return n;
    }
}

/* The cells of p's plane in class c. */
static int of_class(mz_predict *p, uint32_t c)
{
    int n = 0;
    size_t cells = (size_t)p->height * (size_t)p->width;
    for (size_t i = 0; i < cells; i++)
        if (p->plane[i] == c)
            p->cells[n++] = (uint32_t)i;
    return n;
}

/* The first event ahead on a room other than (y, x), before the copy leaves
 * its rooms (the exit's cells): the room a head goes to next. */
static const seen *next_room(mz_predict *p, const mz_grid *g, int y, int x)
{
    for (int k = 0;; k++) {
        const seen *s = peek(p, k);
        if (!s)
            return NULL;
        if (mz_grid_is_room(g, s->ev.y, s->ev.x) && (s->ev.y != y || s->ev.x != x))
            return s;
    }
}

/* True if the last event the run took put a head on room (y, x): a room
 * dug (or, with cursor, walked to). */
static bool arrived(const mz_predict *p, const mz_grid *g, bool cursor)
{
    const mz_event *e = &p->last.ev;
    return p->taken > 0 && mz_grid_is_room(g, e->y, e->x) &&
           (e->kind == MZ_EV_CARVE || (cursor && e->kind == MZ_EV_CURSOR));
}

/* The next event, if it is a decision (LOOK) that is not the loop's end. */
static const seen *next_look(mz_predict *p, uint8_t until)
{
    const seen *s = peek(p, 0);
    return s && s->ev.kind == MZ_EV_LOOK && s->ev.line != until ? s : NULL;
}

/* Fills q with p's first n cells and the answer (y, x); true if it is a
 * question (two or more cells). */
static bool put_cell(const mz_predict *p, int n, int y, int x, bool any, mz_question *q)
{
    if (n < 2)
        return false;
    q->count = n;
    q->cells = p->cells;
    q->any = any;
    q->answer_y = y;
    q->answer_x = x;
    return true;
}

/* put_cell with the answer s: its cell, or with use_head the solver's head
 * after it. */
static bool put(const mz_predict *p, int n, const seen *s, bool any, bool use_head, mz_question *q)
{
    return s && put_cell(p, n, use_head ? s->hy : s->ev.y, use_head ? s->hx : s->ev.x, any, q);
}

/* Names the head that chooses; true. */
static bool at(mz_question *q, int y, int x)
{
    q->head_y = y;
    q->head_x = x;
    return true;
}

/* A walker's move (MZ_ASK_ROAM): the rooms about g's head, and the room
 * the copy's head went to with the move's first event (its events need
 * not name it), read while the copy is exactly that one event ahead. */
static bool roam(mz_predict *p, const mz_gen *g, mz_question *q)
{
    int y, x, ay, ax;
    if (!g->ops->walker || !g->ops->walker(g, &y, &x) || !peek(p, 0) || p->n_ahead != 1)
        return false;
    p->gen->ops->walker(p->gen, &ay, &ax);
    return put_cell(p, neighbour_rooms(p, g->grid, y, x, -1), ay, ax, true, q) && at(q, y, x);
}

bool mz_predict_gen(mz_predict *p, const mz_gen *g, mz_question *q)
{
    const mz_gen_info *info = g->info;
    if (!info || info->ask == MZ_ASK_NONE || g->exit_step || !follow_gen(p, g))
        return false;
    const mz_grid *m = g->grid;
    int y = p->last.ev.y, x = p->last.ev.x, n = 0;
    switch ((mz_ask_style)info->ask) {
    case MZ_ASK_DIG:
        if (!arrived(p, m, true))
            return false;
        n = neighbour_rooms(p, m, y, x, 0);
        if (n == 0 && p->last.ev.kind == MZ_EV_CARVE) /* a dead end: where back to */
            return put(p, neighbour_rooms(p, m, y, x, 1), next_room(p, m, y, x), false, false, q) &&
                   at(q, y, x);
        return put(p, n, next_room(p, m, y, x), true, false, q) && at(q, y, x);
    case MZ_ASK_HUNT:
    case MZ_ASK_WANDER:
        if (!arrived(p, m, info->ask == MZ_ASK_WANDER))
            return false;
        n = neighbour_rooms(p, m, y, x, info->ask == MZ_ASK_HUNT ? 0 : -1);
        return put(p, n, next_room(p, m, y, x), true, false, q) && at(q, y, x);
    case MZ_ASK_COIN:
    case MZ_ASK_RUN:
        if (!arrived(p, m, false) || y < 3) /* the top row has no coin */
            return false;
        return put(p, row_walls(p, m, y, x, info->ask == MZ_ASK_RUN), peek(p, 0), true, false, q) &&
               at(q, y, x);
    case MZ_ASK_FRONTIER:
    case MZ_ASK_LIGHTEST: {
        const seen *s = next_look(p, info->until);
        return s && put(p, frontier_rooms(p, m), s, info->ask == MZ_ASK_FRONTIER, false, q);
    }
    case MZ_ASK_ACTIVE: {
        const seen *s = next_look(p, info->until);
        if (!s || !mz_gen_state(g, p->plane, false))
            return false;
        return put(p, of_class(p, MZ_DRAWN_FRONTIER), s, g->params.newest_pct < 100, false, q);
    }
    case MZ_ASK_ROAM: return roam(p, g, q);
    default: return false;
    }
}

/* The open cells beside (y, x). */
static int open_around(mz_predict *p, const mz_grid *g, int y, int x)
{
    int n = 0;
    for (int d = 0; d < MZ_NDIRS; d++) {
        int ny = y + mz_dy[d], nx = x + mz_dx[d];
        if (mz_grid_open(g, ny, nx) && mz_grid_inside(g, ny, nx))
            p->cells[n++] = (uint32_t)(ny * g->width + nx);
    }
    return n;
}

/* The first event ahead that moves the solver's head off (y, x), while
 * it still searches (not its route). */
static const seen *next_move(mz_predict *p, int y, int x)
{
    for (int k = 0;; k++) {
        const seen *s = peek(p, k);
        if (!s ||
            (s->ev.kind != MZ_EV_VISIT && s->ev.kind != MZ_EV_RETREAT && s->ev.kind != MZ_EV_LOOK))
            return NULL;
        if (s->hy != y || s->hx != x)
            return s;
    }
}

bool mz_predict_solve(mz_predict *p, const mz_solver *s, mz_question *q)
{
    const mz_solver_info *info = s->info;
    if (!info || info->ask == MZ_ASK_NONE || !s->searching || !follow_solver(p, s))
        return false;
    switch ((mz_ask_style)info->ask) {
    case MZ_ASK_WALK: {
        const mz_event *e = &p->last.ev;
        if (p->taken > 0 && e->kind != MZ_EV_VISIT && e->kind != MZ_EV_RETREAT)
            return false;
        int n = open_around(p, s->grid, s->y, s->x);
        return n >= 3 && put(p, n, next_move(p, s->y, s->x), false, true, q) && at(q, s->y, s->x);
    }
    case MZ_ASK_SPREAD:
    case MZ_ASK_SCAN: { /* the frontier, or the dead ends left, drawn */
        const seen *look = next_look(p, info->until);
        if (!look || !mz_solve_state(s, p->plane))
            return false;
        return put(p, of_class(p, MZ_DRAWN_FRONTIER), look, false, false, q);
    }
    default: return false;
    }
}
