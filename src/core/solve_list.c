/* solve_list.c - the solvers, in --list-solvers order (as Lua's linit.c
 * lists its libraries): each row lives beside its algorithm, in
 * solve_NAME.c, as mz_solver_NAME_info. Adding a solver is one new file and
 * one line here. SPDX-License-Identifier: MIT */
#include "mazedfs/solve.h"

/* One X(name) a solver; the first (dfs, the lab's solve) is the default. */
#define SOLVERS(X)                                                                                 \
    X(dfs)                                                                                         \
    X(bfs)                                                                                         \
    X(astar)                                                                                       \
    X(left_hand)                                                                                   \
    X(right_hand)                                                                                  \
    X(tremaux)                                                                                     \
    X(dead_end_fill)

#define DECLARE(name) extern const mz_solver_info mz_solver_##name##_info;
SOLVERS(DECLARE)

#define ROW(name) &mz_solver_##name##_info,
const mz_solver_info *const mz_solvers[] = {SOLVERS(ROW)};
const int mz_solver_count = (int)(sizeof mz_solvers / sizeof mz_solvers[0]);
