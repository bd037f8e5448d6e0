/* gen_list.c - the generators, in --list order (as Lua's linit.c lists its
 * libraries): each row lives beside its algorithm, in gen_NAME.c, as
 * mz_gen_NAME_info. Adding a generator is one new file and one line here.
 * SPDX-License-Identifier: MIT */
#include "mazedfs/gen.h"

/* One X(name) a generator; the first is the default. Tests, --list and the
 * completion read this order. */
#define GENERATORS(X)                                                                              \
    X(backtracker)                                                                                 \
    X(division)                                                                                    \
    X(division_loops)                                                                              \
    X(division_four)                                                                               \
    X(aldous_broder)                                                                               \
    X(wilson)                                                                                      \
    X(kruskal)                                                                                     \
    X(prim)                                                                                        \
    X(prim_true)                                                                                   \
    X(growing_tree)                                                                                \
    X(hunt_and_kill)                                                                               \
    X(eller)                                                                                       \
    X(binary_tree)                                                                                 \
    X(sidewinder)                                                                                  \
    X(origin_shift)

#define DECLARE(name) extern const mz_gen_info mz_gen_##name##_info;
GENERATORS(DECLARE)

#define ROW(name) &mz_gen_##name##_info,
const mz_gen_info *const mz_generators[] = {GENERATORS(ROW)};
const int mz_generator_count = (int)(sizeof mz_generators / sizeof mz_generators[0]);
