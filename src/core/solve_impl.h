/* solve_impl.h - what every solver shares: the iterator header, a queue of
 * cells and the route tracing. Private to the core.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_SOLVE_IMPL_H
#define MAZEDFS_SOLVE_IMPL_H

#include <stdlib.h>

#include "mazedfs/error.h"
#include "mazedfs/intl.h"
#include "mazedfs/solve.h"
#include "queue.h"

/* For a fast path's inner helpers: inlined even where the compiler would
 * not, so each call site gets its own branches and constants; and its
 * rare ones (COLD) kept out of the way of its registers. */
#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#define COLD __attribute__((cold, noinline))
#else
#define ALWAYS_INLINE inline
#define COLD
#endif

typedef struct solve_ops {
    /* One step of the search; false once it is over (then s->found says
     * whether it reached the exit, and s->route holds the way if so). */
    bool (*step)(mz_solver *s, mz_event *ev);
    /* The fast path: the search to its end from wherever step() left it,
     * without events, each applied to marks (when not NULL) as stepping
     * would; returns how many events step() would have reported. NULL:
     * mz_solve_finish loops step() instead. */
    uint64_t (*run)(mz_solver *s, const mz_solve_marks *marks);
    /* Frees what the solver owns beyond its state block, or NULL. */
    void (*release)(mz_solver *s);
    /* The route is drawn from the exit back to the start (the searches
     * that find it by tracing back), not from the start. */
    bool route_from_exit;
    /* Fills plane (a word per cell) with the class of every cell in the
     * search's structure now (drawn.h), or NULL: nothing to draw. */
    void (*state)(const mz_solver *s, uint32_t *plane);
} solve_ops;

/* Every solver's state starts with this header. */
struct mz_solver {
    const solve_ops *ops;
    const mz_solver_info *info;
    const mz_grid *grid; /* borrowed */
    int y, x;            /* the head */
    bool found, searching;
    uint64_t visits;  /* cells entered at least once */
    uint32_t *route;  /* start to exit, owned; NULL until found */
    size_t route_len; /* cells in route */
    size_t route_i;   /* PATH events emitted so far */
    uint64_t events;  /* events mz_solve_next reported (predict.c) */
};

/* Applies an event of kind k on cell i to marks, if there are any. */
static inline void mz_solve_mark(const mz_solve_marks *m, size_t i, mz_event_kind k)
{
    if (m)
        m->cells[i] = (uint8_t)((m->cells[i] | m->set[k]) & ~m->clear[k]);
}

/* One step() with its event applied to marks, past any decisions (LOOK)
 * before it; false when the search is over. For a fast path's first steps. */
bool mz_solve_step_marked(mz_solver *s, const mz_solve_marks *marks);

/* For the fast paths: true if no cell of g's border but the exit cells
 * is passage (a loaded grid may open others). Then a search that ends on
 * the exit has every neighbour of the cells it stands on inside the grid,
 * but on the first and last rows (see mz_solve_inner). */
bool mz_solve_border_closed(const mz_grid *g);

/* True if cell i of a grid of n cells, w wide, is off its first and last
 * rows. */
static inline bool mz_solve_inner(size_t i, size_t w, size_t n) { return i - w < n - 2 * w; }

/* step() to the end, each event applied to marks: a fast path's fallback
 * on a grid whose border is open. Returns the events. */
uint64_t mz_solve_run_steps(mz_solver *s, const mz_solve_marks *marks);

/* Allocates a solver's state block of size bytes (its struct, which
 * starts with mz_solver), fills the header (head on the start) and
 * zeroes the rest. Returns NULL when memory runs out. */
void *mz_solve_alloc(size_t size, const solve_ops *ops, const mz_grid *grid);

/* Sets the route from the way-back directions in plane: the direction
 * towards the start of cell i is plane[i] >> shift & 3, followed from the
 * exit to the start. Returns MZ_OK or MZ_ENOMEM (route left empty). */
int mz_solve_trace_route(mz_solver *s, const uint8_t *plane, int shift);

/* The drawn state (solve_ops.state) of a walker whose plane holds a byte
 * per cell, with seen set on every cell walked and the way back in the
 * low 2 bits (DFS, Tremaux): plane gets walked on every cell seen, none
 * elsewhere, and (once the walk has started) way on the way from the head
 * back to the start. */
void mz_solve_walk_state(const mz_solver *s, const uint8_t *walk, uint8_t seen, bool started,
                         uint32_t walked, uint32_t way, uint32_t *plane);

/* A zeroed byte per cell of s's grid, for the solver's plane (freed by its
 * release). On failure frees s, just made by mz_solve_alloc and owning
 * nothing else yet, and returns NULL. */
uint8_t *mz_solve_new_plane(mz_solver *s);

/* The first step of the walkers (DFS, Tremaux, wall followers): false when
 * the start is wall; else marks it with mark in plane, counts it
 * and reports it as pseudo-code line line. */
static inline bool mz_solve_begin(mz_solver *s, uint8_t *plane, uint8_t mark, uint8_t line,
                                  mz_event *ev)
{
    const mz_grid *g = s->grid;
    if (!mz_grid_open(g, g->start_y, g->start_x))
        return false;
    plane[mz_grid_start_index(g)] = mark;
    s->visits = 1;
    mz_event_set(ev, MZ_EV_VISIT, g->start_y, g->start_x);
    ev->line = line;
    return true;
}

/* After a walker's move: found when the head stands on the exit, and then
 * the route traced from the way back in plane's low 2 bits. */
static inline void mz_solve_check_exit(mz_solver *s, const uint8_t *plane)
{
    s->found = s->y == mz_grid_exit_y(s->grid) && s->x == mz_grid_exit_x(s->grid);
    if (s->found)
        mz_solve_trace_route(s, plane, 0);
}

/* Backs the head up one cell along the way back (plane's low 2 bits),
 * reporting a retreat from the cell it leaves (pseudo-code line line).
 * False at the start, which has no way back. */
static inline bool mz_solve_back_up(mz_solver *s, const uint8_t *plane, uint8_t line, mz_event *ev)
{
    if (s->y == s->grid->start_y && s->x == s->grid->start_x)
        return false;
    mz_event_set(ev, MZ_EV_RETREAT, s->y, s->x);
    ev->line = line;
    int back = plane[(size_t)s->y * (size_t)s->grid->width + (size_t)s->x] & 3;
    s->y += mz_dy[back];
    s->x += mz_dx[back];
    return true;
}

/* For the searches that look round one cell at a time (BFS, A*): the
 * direction of the next open neighbour of (y, x) from *dir on, with *dir
 * moved past it; -1 when none is left. */
static inline int mz_solve_next_open(const mz_grid *g, int y, int x, int *dir)
{
    while (*dir < MZ_NDIRS) {
        int d = (*dir)++;
        if (mz_grid_open(g, y + mz_dy[d], x + mz_dx[d]))
            return d;
    }
    return -1;
}

/* Their event for a cell reached the first time: counted, the head moved
 * there, a VISIT reported. */
static inline void mz_solve_visit(mz_solver *s, int y, int x, mz_event *ev)
{
    s->visits++;
    s->y = y;
    s->x = x;
    mz_event_set(ev, MZ_EV_VISIT, y, x);
}

/* True if the neighbour of (y, x) towards d is inside the grid and
 * passage: mz_grid_open with two unsigned comparisons for four. */
static inline bool mz_solve_open(const mz_grid *g, int y, int x, int d)
{
    unsigned ny = (unsigned)(y + mz_dy[d]), nx = (unsigned)(x + mz_dx[d]);
    return ny < (unsigned)g->height && nx < (unsigned)g->width &&
           (g->cells[(size_t)ny * (size_t)g->width + nx] & MZ_PASSAGE);
}

#endif
