/* examine.h - a finished maze's figures (the checks, the shortest route,
 * the texture and difficulty, the count of perfect mazes) from one search,
 * and their text: what --stats prints and the window's figures panel
 * shows. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_IO_EXAMINE_H
#define MAZEDFS_IO_EXAMINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "mazedfs/check.h"
#include "mazedfs/figures.h"
#include "mazedfs/path.h"

typedef struct io_examined {
    mz_report report;
    mz_figures fig;
    mz_tree_count trees;
    bool trees_known; /* trees counts the maze's (not for a shape: they are
                         the full grid's) */
    mz_path route;    /* the shortest route, owned (io_examined_free) */
    mz_dfs_count dfs; /* the dfs solver's figures, when the search told them */
} io_examined;

/* Examines g: one search over rooms and one pass over the grid serve the
 * check, the route and the figures (mz_survey). Returns MZ_OK, or
 * MZ_ENOMEM (out holds nothing to free). */
int io_examine(const mz_grid *g, io_examined *out);

void io_examined_free(io_examined *e);

/* The figures as "key: value" lines, as --stats prints them from closed
 * to perfect_mazes_by (those only when trees_known), into buf (n bytes, cut to fit). compact: for a
 * panel, each kind's count and percentage on one line. Returns the
 * length the text would have uncut. */
size_t io_figures_text(const io_examined *e, bool compact, char *buf, size_t n);

/* --stats' lines on an examined maze and a solver's run of it, in their
 * order: dead_ends_pct, solution_length, perfect, loops, solver,
 * solver_visits, solver_route (the solver's name, cells entered and
 * route length). */
void io_print_solved(FILE *out, const io_examined *e, const char *solver, uint64_t visits,
                     size_t route);

#endif
