/* predict.h - the questions of --predict: before an algorithm's next step,
 * the cells it chooses among and the one it takes. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PREDICT_H
#define MAZEDFS_PREDICT_H

#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/gen.h"
#include "mazedfs/grid.h"
#include "mazedfs/solve.h"

/* How an algorithm is asked (mz_gen_info.ask, mz_solver_info.ask). A
 * question is only put where there are two or more cells to choose from. */
typedef enum mz_ask_style {
    MZ_ASK_NONE,     /* its next step is no choice among cells: never asked */
    MZ_ASK_DIG,      /* a head digs to a random new neighbour room, or backs
                        up at a dead end (the backtracker) */
    MZ_ASK_HUNT,     /* a head digs to a random new neighbour room (a scan
                        for the next room is no question) */
    MZ_ASK_WANDER,   /* a head walks to a random neighbour room, new or not */
    MZ_ASK_FRONTIER, /* a random room beside the maze joins it (Prim) */
    MZ_ASK_LIGHTEST, /* the room beside the maze behind the lightest wall */
    MZ_ASK_ACTIVE,   /* an active room is taken, the newest or a random one */
    MZ_ASK_COIN,     /* a room opens its north or west wall (binary tree) */
    MZ_ASK_RUN,      /* a room carries its run east or closes it north from
                        one of its rooms (sidewinder) */
    MZ_ASK_WALK,     /* a solver walks on at a junction, by its rule */
    MZ_ASK_SPREAD,   /* a search takes the next cell of its frontier */
    MZ_ASK_ROAM,     /* a head walks to a random neighbour room, new or
                        not, and the generator names the room it went to
                        (Wilson's walk: its events name the rooms a loop
                        erases and the walls of a join; origin shift's
                        origin: they name the walls it turns) */
    MZ_ASK_SCAN,     /* a scan in reading order finds the next dead end of
                        those left (dead-end filling; the filling back to
                        the junction is no choice) */
} mz_ask_style;

/* One question. */
typedef struct mz_question {
    int count;              /* the candidate cells, two or more */
    const uint32_t *cells;  /* as y * width + x, borrowed from the asker
                               until its next call */
    bool any;               /* drawn at random from cells: any of them is right */
    int answer_y, answer_x; /* the cell the run takes (one of cells) */
    int head_y, head_x;     /* the head that chooses, or -1, -1 (a frontier) */
} mz_question;

typedef struct mz_predict mz_predict;

/* A new asker for a grid of g's size (its buffers). NULL when memory
 * runs out. */
mz_predict *mz_predict_new(const mz_grid *g);

/* Before g's next step: true, and *q filled, when that step is a decision
 * with two or more cells to choose from; false otherwise. The answer comes
 * from a copy of the run the asker keeps one step ahead (a generator of
 * the same kind, seed and knobs on a grid of its own; a solver on the same
 * grid), so g, its grid and its random stream are untouched: the run is
 * the same asked or not. g must have been stepped with mz_gen_next only.
 * Follows g forward cheaply; a g behind what the asker saw, or another
 * run, makes it start its copy again. */
bool mz_predict_gen(mz_predict *p, const mz_gen *g, mz_question *q);

/* The same before a solver's next step (s must be on an unchanged grid). */
bool mz_predict_solve(mz_predict *p, const mz_solver *s, mz_question *q);

/* Drops the copy the asker follows (a new maze or phase begins). */
void mz_predict_forget(mz_predict *p);

/* True if info's steps can be asked (its style is not MZ_ASK_NONE). */
bool mz_predict_gen_asks(const mz_gen_info *info);
bool mz_predict_solve_asks(const mz_solver_info *info);

/* Frees the asker. mz_predict_free(NULL) is a no-op. */
void mz_predict_free(mz_predict *p);

#endif
