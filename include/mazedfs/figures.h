/* figures.h - what a maze is like: its rooms by kind, Pullen's texture,
 * how hard its route is, and how many perfect mazes its size has. The
 * figures --stats prints beside mz_check's. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_FIGURES_H
#define MAZEDFS_FIGURES_H

#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/check.h"
#include "mazedfs/gen.h"
#include "mazedfs/grid.h"
#include "mazedfs/path.h"

/* A room's kind, by its open sides (the exit counts as one): none, one (a
 * dead end), two facing (a straight), two at a corner (a turn), three (a
 * T-junction), four (a crossroads). A wall room is closed. */
enum {
    MZ_KIND_CLOSED,
    MZ_KIND_DEAD_END,
    MZ_KIND_STRAIGHT,
    MZ_KIND_TURN,
    MZ_KIND_T,
    MZ_KIND_CROSS,
    MZ_KINDS
};

/* The names --stats prints the kinds under, in MZ_KIND_* order. */
extern const char *const mz_kind_names[MZ_KINDS];

typedef struct mz_figures {
    uint64_t kinds[MZ_KINDS]; /* rooms by kind; they add up to all the rooms */
    uint64_t links_h;         /* open walls between two rooms side by side */
    uint64_t links_v;         /* open walls between two rooms one above the other */
    uint64_t stretches;       /* maximal straight lines of links (either way) */
    uint32_t longest_h;       /* most rooms joined in one row, in a line */
    uint32_t longest_v;       /* most rooms joined in one column, in a line */
    uint64_t corridors;       /* dead ends other than the start */
    uint64_t corridor_rooms;  /* rooms walked from each of them along rooms of
                                 two sides, up to the first other room, the
                                 start or the way out */
    uint64_t reached_rooms;   /* open rooms reachable from the start */
    uint64_t route_rooms;     /* rooms on the route, start and last included */
    uint64_t decisions;       /* route rooms where the walker, come in, has
                                 two or more ways on (the start: two sides) */
    uint64_t branches;        /* open sides of route rooms off the route */
    uint64_t branch_rooms;    /* reached rooms off the route */
    double run;               /* links / stretches: mean straight length, in links */
    double river;             /* corridor_rooms / corridors: how long a wrong turn lasts */
    double bias;              /* links_h / all links: 0.5 is unbiased */
    double elitism;           /* route_rooms / reached_rooms */
    double difficulty;        /* 100 * sqrt(decisions / route_rooms
                               * branch_rooms / reached_rooms), 0 to 100 */
} mz_figures;

/* The figures of a finished grid in one pass over it, given which rooms
 * the start reaches (reach: one byte per room, row by row, nonzero when
 * reached, as mz_room_bfs fills it) and the route from start to exit
 * (route->length 0 when there is none: then the route figures are 0).
 * Pure computation; returns MZ_OK or MZ_ENOMEM (one int per column). */
int mz_figures_of(const mz_grid *g, const uint8_t *reach, const mz_path *route, mz_figures *f);

/* All that --stats and the figures panel tell of a finished grid: *r as
 * mz_check gives it, *route as mz_path_shortest does (length 0 when there
 * is none; free it with mz_path_free) and *f, from one search over rooms
 * (mz_room_bfs) and one pass over the grid. A grid that is not well formed
 * (a loaded one with a passage at an (even, even) cell or on the border
 * beside the exit, or a byte other than 0 and 1) is searched cell by cell
 * instead, as mz_check does. Returns MZ_OK, or MZ_ENOMEM (*route empty). */
int mz_survey(const mz_grid *g, mz_report *r, mz_path *route, mz_figures *f);

/* The lab's solve (the dfs solver) as --stats reports it: the cells it
 * enters and its route's cells (0 when it finds no way out). */
typedef struct mz_dfs_count {
    bool known; /* the survey could tell them without the solve */
    uint64_t visits;
    size_t route;
} mz_dfs_count;

/* mz_survey, and the dfs solver's figures into *dfs when the survey's
 * search tells them (dfs->known): a well-formed grid with the lab's ends,
 * whose start reaches a tree of rooms or never the exit. */
int mz_survey_dfs(const mz_grid *g, mz_report *r, mz_path *route, mz_figures *f, mz_dfs_count *dfs);

/* How many perfect mazes a size has: the spanning trees of the rows x cols
 * grid of rooms, by the matrix-tree theorem. log10 always (from the
 * Laplacian's eigenvalues in closed form); the exact number as decimal
 * digits when it has at most MZ_COUNT_EXACT_DIGITS of them (a determinant
 * modulo primes, joined by the Chinese remainder theorem). */
#define MZ_COUNT_EXACT_DIGITS 100
typedef struct mz_tree_count {
    double log10;
    bool exact;                             /* digits holds the number */
    char digits[MZ_COUNT_EXACT_DIGITS + 1]; /* "" when not exact */
} mz_tree_count;

/* rows, cols >= 1. Returns MZ_OK, or MZ_ENOMEM (the exact count's matrix). */
int mz_tree_count_of(int rows, int cols, mz_tree_count *out);

/* Mazes made to measure: origin-shift moves on a perfect maze (each makes
 * another perfect maze: the origin links to a neighbour, which drops the
 * link to its parent), each kept when it brings the difficulty no farther
 * from target, until it is within MZ_SHAPE_TOLERANCE or budget moves are
 * made. A kept move costs a search and a pass over the maze. */
#define MZ_SHAPE_TOLERANCE 0.5
typedef struct mz_shape_result {
    double difficulty; /* where it ended */
    uint64_t moves;    /* origin moves made */
    uint64_t changes;  /* moves that changed the maze and were kept */
} mz_shape_result;

/* The move budget for g: 2e8 / cells, from 10 to 20,000. */
uint64_t mz_shape_budget(const mz_grid *g);

/* Shapes g (a perfect maze) toward target. Returns MZ_OK, MZ_ENOMEM, or
 * MZ_ENOPATH when g's rooms are not one tree. */
int mz_shape_difficulty(mz_grid *g, double target, uint64_t seed, uint64_t budget,
                        mz_shape_result *out);

/* The bias lab: 3 x 3 rooms (a 7 x 7 grid) have 192 perfect mazes. */
#define MZ_BIAS_TREES 192
/* Which of them g (7 x 7) is, 0 to 191 in the order of its open walls'
 * mask, or -1 when it is not one. */
int mz_bias_tree_index(const mz_grid *g);
/* The mask of tree index (bit i: wall i of the lab's 12 open). */
unsigned mz_bias_tree_mask(int index);
/* Makes g (7 x 7, borrowed) maze index of the 192: its rooms, its tree's
 * walls open, the exit opened as a generator leaves it. */
void mz_bias_tree_grid(int index, mz_grid *g);
/* Makes mazes 3 x 3-room mazes with info (seeds seed, seed + 1, ...),
 * counts each tree into counts and gives the chi-square figure against
 * the uniform (191 degrees of freedom: about 191 for a uniform generator,
 * over 257 with odds under 1 in 1000). MZ_OK, MZ_ENOMEM, or MZ_ENOPATH if
 * a maze was not a tree (not counted). */
int mz_bias_lab(const mz_gen_info *info, uint64_t mazes, uint64_t seed,
                uint64_t counts[MZ_BIAS_TREES], double *chi2);
/* The lab in parts, for a count that grows (the window's): adds mazes
 * mazes made with seeds seed, seed + 1, ... to counts (not zeroed), and
 * those that were no tree to *bad. MZ_OK or MZ_ENOMEM. */
int mz_bias_lab_add(const mz_gen_info *info, uint64_t mazes, uint64_t seed,
                    uint64_t counts[MZ_BIAS_TREES], uint64_t *bad);
/* The chi-square figure of counts against the uniform (0 for no counts). */
double mz_bias_chi2(const uint64_t counts[MZ_BIAS_TREES]);
/* The odds of a chi-square figure of chi2 or more with df degrees of
 * freedom when the counts are uniform: the p-value, 0 to 1 (1 for df < 1
 * or chi2 <= 0). The usual verdict: uniform unless under 0.05. */
#define MZ_BIAS_LEVEL 0.05
double mz_chi2_p_value(double chi2, int df);

#endif
