/* solve.h - maze solvers as step iterators, and the registry that names
 * them. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_SOLVE_H
#define MAZEDFS_SOLVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mazedfs/event.h"
#include "mazedfs/grid.h"

typedef struct mz_solver mz_solver;

typedef struct mz_solver_info {
    const char *name;      /* what --solver takes */
    const char *aliases;   /* other accepted names, space separated, or "" */
    const char *summary;   /* one line for --list-solvers */
    bool works_with_loops; /* false: needs a perfect maze to do its job */
    mz_solver *(*create)(const mz_grid *grid);
    const char *const *code; /* pseudo-code, 4 to 12 short lines, NULL
                                ended; an event's line counts from 1 */
    bool shortest;           /* its route is a shortest one, loops or not */
    const char *texture;     /* a few words on how its search looks */
    uint8_t until;           /* the line of the loop's test ("until ..."):
                                a LOOK names it as the algorithm stops; 0 */
    uint16_t unlit;          /* bit k - 1: line k of code may never run on
                                some mazes (a test checks the others do) */
    const char *unlit_why;   /* why those lines may stay dark, or NULL */
    uint8_t ask;             /* how --predict asks its steps (mz_ask_style in
                                mazedfs/predict.h); 0: it cannot be asked */
    const char *frontier;    /* what its MZ_DRAWN_FRONTIER cells are, for the
                                panel's sizes (N_, translated there), or
                                NULL: "frontier" */
} mz_solver_info;

/* How many lines info's pseudo-code has. */
int mz_solve_code_lines(const mz_solver_info *info);

/* The registered solvers, in --list-solvers order, and how many there are.
 * The first one (dfs, the lab's solve) is the default. Each row lives
 * beside its algorithm; the list is src/core/solve_list.c. */
extern const mz_solver_info *const mz_solvers[];
extern const int mz_solver_count;

/* The solver whose name or alias is name, or NULL. */
const mz_solver_info *mz_solver_find(const char *name);

/* The solver after info in --list-solvers order, the first after the last. */
const mz_solver_info *mz_solver_after(const mz_solver_info *info);

/* Starts info's solver from (1, 1) towards the exit (h-2, w-1) on grid,
 * which it borrows (it must outlive the solver) and never changes.
 * Returns NULL when memory runs out. */
mz_solver *mz_solve_new_with(const mz_solver_info *info, const mz_grid *grid);

/* mz_solve_new_with the default solver (dfs). */
mz_solver *mz_solve_new(const mz_grid *grid);

/* One step, reported in *ev: VISIT when the solver enters a cell, RETREAT
 * when it backs up off one, FILL when it gives a cell up (dead-end
 * filling); once the search is over and the exit was found, its route as
 * PATH events. Returns false, leaving *ev alone, when there is no more. */
bool mz_solve_next(mz_solver *s, mz_event *ev);

/* Takes every remaining step without reporting them; returns how many.
 * Where the solver has a fast path it takes it: the same route, visits,
 * position and count as stepping (tests/core/test_solve_fast.c). */
uint64_t mz_solve_finish(mz_solver *s);

/* What a run keeps of a solve's events, for mz_solve_finish_marked: an
 * event of kind k on cell i sets the bits set[k] of cells[i], then clears
 * the bits clear[k]. */
typedef struct mz_solve_marks {
    uint8_t *cells; /* height * width bytes, borrowed */
    uint8_t set[MZ_EV_KINDS], clear[MZ_EV_KINDS];
} mz_solve_marks;

/* mz_solve_finish, and if marks is not NULL, every remaining event applied
 * to marks as above, in order: the marks stepping would leave. */
uint64_t mz_solve_finish_marked(mz_solver *s, const mz_solve_marks *marks);

/* Where the solver's head is now. */
void mz_solve_position(const mz_solver *s, int *y, int *x);

/* The search's structure now, for the window to colour: fills plane
 * (height x width words, caller-owned) with a class per cell (drawn.h):
 * BFS's queue and A*'s open set as the frontier apart from the closed
 * cells, the stack and dead branches of the depth-first search, Tremaux's
 * marks. Reads only. Returns false (plane untouched) for a solver that
 * draws no structure. */
bool mz_solve_state(const mz_solver *s, uint32_t *plane);

/* True once the solver has reached the exit. */
bool mz_solve_found(const mz_solver *s);

/* Cells the solver has entered at least once so far. */
uint64_t mz_solve_visits(const mz_solver *s);

/* The route found, as y * width + x from the start to the exit, borrowed
 * from the solver (valid until it is freed); *length cells, start and exit
 * included. NULL with *length 0 until the search is over, or if it found
 * no way out (or ran out of memory tracing it). */
const uint32_t *mz_solve_route(const mz_solver *s, size_t *length);

/* The solver's description. */
const mz_solver_info *mz_solve_info_of(const mz_solver *s);

/* Frees the solver (not the grid). mz_solve_free(NULL) is a no-op. */
void mz_solve_free(mz_solver *s);

#endif
