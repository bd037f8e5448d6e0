/* test_solve.c - the solvers: the dot's depth-first search step by step,
 * and every registered solver's route and counters over many mazes.
 * SPDX-License-Identifier: MIT */
#include "test_util.h"

#include <stdio.h>

#include "mazedfs/braid.h"
#include "mazedfs/path.h"
#include "mazedfs/solve.h"

static bool found_before(const mz_solver *s) { return mz_solve_found(s); }

/* Runs the solver to the end, checking every step; returns whether it found
 * the exit and, in *path_len, how many cells its final path holds. at names
 * the maze in a failure. */
static bool run_solver(const mz_grid *g, size_t *path_len, const char *at)
{
    mz_solver *s = mz_solve_new(g);
    assert_non_null(s);
    size_t n = (size_t)g->height * (size_t)g->width;
    uint8_t *on_path = calloc(n, 1), *seen = calloc(n, 1);
    mz_event ev;
    int y = 1, x = 1;
    size_t len = 0;
    bool first = true;
    while (mz_solve_next(s, &ev)) {
        size_t i = (size_t)ev.y * g->width + ev.x;
        check_true(at, mz_grid_open(g, ev.y, ev.x));
        if (ev.kind == MZ_EV_VISIT) {
            /* Each cell is entered once, next to where the dot was. */
            check_int_equal(at, seen[i], 0);
            check_int_equal(at, first ? 0 : abs(ev.y - y) + abs(ev.x - x), first ? 0 : 1);
            seen[i] = on_path[i] = 1;
            len++;
        } else if (ev.kind == MZ_EV_PATH) {
            assert_true(found_before(s));
            continue;
        } else if (ev.kind == MZ_EV_LOOK) { /* a decision: nothing moves */
            continue;
        } else {
            check_int_equal(at, ev.kind, MZ_EV_RETREAT);
            check_int_equal(at, ev.y, y);
            check_int_equal(at, ev.x, x);
            on_path[i] = 0;
            len--;
        }
        first = false;
        mz_solve_position(s, &y, &x);
        check_true(at, on_path[(size_t)y * g->width + x]);
    }
    bool found = mz_solve_found(s);
    if (found) {
        check_int_equal(at, y, mz_grid_exit_y(g));
        check_int_equal(at, x, mz_grid_exit_x(g));
    }
    check_true(at, !mz_solve_next(s, &ev));
    *path_len = len;
    free(on_path);
    free(seen);
    mz_solve_free(s);
    return found;
}

/* In a perfect maze the search ends on the one path, the shortest. */
static void test_solves_every_maze(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t s = 0; s < 20; s++) {
            int h = 5 + 2 * (int)(s % 9);
            char at[128];
            maze_label(at, sizeof at, mz_generators[i], h, 41, s);
            mz_grid *g = make_maze(mz_generators[i], h, 41, s);
            size_t len;
            check_true(at, run_solver(g, &len, at));
            mz_path p;
            check_int_equal(at, mz_path_shortest(g, &p), 0);
            if (mz_generators[i]->perfect)
                check_int_equal(at, len, p.length);
            else
                check_true(at, len >= p.length);
            mz_path_free(&p);
            mz_grid_free(g);
        }
}

static void test_no_way_out(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(7, 9);
    mz_grid_open_interior(g);
    size_t len;
    assert_false(run_solver(g, &len, "an open room with the exit shut"));
    assert_int_equal(len, 1);
    mz_grid_fill(g, MZ_WALL);
    assert_false(run_solver(g, &len, "all wall"));
    assert_int_equal(len, 0);
    mz_grid_free(g);
    mz_solve_free(NULL);
}

/* What a solver did, gathered from its events and checked on the way. */
typedef struct outcome {
    bool found;
    size_t route_len;
    uint64_t visits;
} outcome;

#define CHECK(cond, what)                                                                          \
    do {                                                                                           \
        if (!(cond))                                                                               \
            fail_msg("%s on %s: %s", info->name, where, what);                                     \
    } while (0)

/* The route walks open cells one step at a time from the start to the
 * exit, never twice through a cell. */
static void check_route(const mz_solver_info *info, const char *where, const mz_grid *g,
                        const uint32_t *route, size_t len)
{
    uint32_t w = (uint32_t)g->width;
    uint8_t *on = calloc((size_t)g->height * w, 1);
    CHECK(len >= 2 && route[0] == w + 1, "route does not begin at the start");
    CHECK(route[len - 1] == (uint32_t)mz_grid_exit_y(g) * w + (uint32_t)mz_grid_exit_x(g),
          "route does not end at the exit");
    for (size_t i = 0; i < len; i++) {
        int y = (int)(route[i] / w), x = (int)(route[i] % w);
        CHECK(mz_grid_open(g, y, x), "route through a wall");
        CHECK(!on[route[i]], "route through a cell twice");
        on[route[i]] = 1;
        if (i) {
            int py = (int)(route[i - 1] / w), px = (int)(route[i - 1] % w);
            CHECK(abs(y - py) + abs(x - px) == 1, "route jumps");
        }
    }
    free(on);
}

/* Runs info's solver to the end on g. Checks that every event names an
 * open cell, that the cells named by VISIT, FILL and PATH events are the
 * ones counted as entered, and that the PATH events are the route. */
static outcome run_any(const mz_solver_info *info, const char *where, const mz_grid *g)
{
    mz_solver *s = mz_solve_new_with(info, g);
    assert_non_null(s);
    CHECK(mz_solve_info_of(s) == info, "wrong info");
    size_t n = (size_t)g->height * (size_t)g->width;
    uint8_t *named = calloc(n, 1);
    uint32_t *paths = malloc(n * sizeof *paths);
    size_t npath = 0;
    uint64_t distinct = 0;
    mz_event ev;
    while (mz_solve_next(s, &ev)) {
        CHECK(mz_grid_open(g, ev.y, ev.x), "event on a wall");
        CHECK(ev.kind == MZ_EV_VISIT || ev.kind == MZ_EV_RETREAT || ev.kind == MZ_EV_PATH ||
                  ev.kind == MZ_EV_FILL || ev.kind == MZ_EV_LOOK,
              "event of a generator's kind");
        if (ev.kind == MZ_EV_LOOK) /* a decision: nothing changes */
            continue;
        size_t i = (size_t)ev.y * (size_t)g->width + (size_t)ev.x;
        if (ev.kind == MZ_EV_PATH) {
            CHECK(mz_solve_found(s), "PATH before the exit was found");
            paths[npath++] = (uint32_t)i;
        } else {
            CHECK(npath == 0, "search after the route");
        }
        if (ev.kind != MZ_EV_RETREAT && !named[i]) {
            named[i] = 1;
            distinct++;
        }
    }
    CHECK(!mz_solve_next(s, &ev), "events after the end");
    outcome o = {mz_solve_found(s), 0, mz_solve_visits(s)};
    const uint32_t *route = mz_solve_route(s, &o.route_len);
    CHECK(o.visits == distinct, "visits differ from the cells the events name");
    CHECK(npath == o.route_len, "PATH events differ from the route's length");
    CHECK(o.found == (route != NULL), "found without a route, or a route without found");
    if (route) {
        check_route(info, where, g, route, o.route_len);
        bool fwd = true, back = true;
        for (size_t i = 0; i < npath; i++) {
            fwd &= paths[i] == route[i];
            back &= paths[i] == route[npath - 1 - i];
        }
        CHECK(fwd || back, "PATH events are not the route in order");
    }
    free(named);
    free(paths);
    mz_solve_free(s);
    return o;
}

static void test_registry(void **state)
{
    (void)state;
    assert_true(mz_solver_count >= 7);
    assert_string_equal(mz_solvers[0]->name, "dfs");
    for (int i = 0; i < mz_solver_count; i++) {
        const mz_solver_info *info = mz_solvers[i];
        assert_ptr_equal(mz_solver_find(info->name), info);
        assert_true(info->summary[0] && info->create);
        if (!info->works_with_loops)
            assert_non_null(strstr(info->summary, "perfect"));
    }
    assert_ptr_equal(mz_solver_find("a*"), mz_solver_find("astar"));
    assert_null(mz_solver_find(""));
    assert_null(mz_solver_find("DFS"));
}

/* Every solver on every generator's mazes: a valid route; on a perfect
 * maze the one path, elsewhere at least as long as the shortest, and the
 * shortest for the solvers that promise it. */
static void test_every_solver_every_maze(void **state)
{
    (void)state;
    char where[96];
    for (int gi = 0; gi < mz_generator_count; gi++)
        for (uint64_t seed = 0; seed < 30; seed++) {
            const mz_gen_info *gen = mz_generators[gi];
            int h = 5 + 2 * (int)(seed % 11), w = 5 + 2 * (int)(seed * 7 % 23);
            mz_grid *g = make_maze(gen, h, w, seed);
            mz_path p;
            assert_int_equal(mz_path_shortest(g, &p), 0);
            snprintf(where, sizeof where, "%s %dx%d seed %llu", gen->name, h, w,
                     (unsigned long long)seed);
            for (int si = 0; si < mz_solver_count; si++) {
                const mz_solver_info *info = mz_solvers[si];
                outcome o = run_any(info, where, g);
                CHECK(o.found, "no way out found");
                if (gen->perfect)
                    CHECK(o.route_len == p.length, "not the one path of a perfect maze");
                CHECK(o.route_len >= p.length, "shorter than the shortest");
                if (strcmp(info->name, "bfs") == 0 || strcmp(info->name, "astar") == 0)
                    CHECK(o.route_len == p.length, "not a shortest route");
            }
            mz_path_free(&p);
            mz_grid_free(g);
        }
}

/* Mazes with loops (division-loops, braided ones): the solvers that work
 * with loops find the exit, bfs and astar by a shortest route. */
static void test_loops_and_braids(void **state)
{
    (void)state;
    char where[96];
    for (int gi = 0; gi < mz_generator_count; gi++)
        for (uint64_t seed = 0; seed < 20; seed++) {
            const mz_gen_info *gen = mz_generators[gi];
            int h = 7 + 2 * (int)(seed % 13), w = 7 + 2 * (int)(seed * 5 % 19);
            int pct = (int)(seed * 37 % 101);
            mz_grid *g = make_maze(gen, h, w, seed);
            mz_braid *b = mz_braid_new(g, pct, seed);
            assert_non_null(b);
            mz_braid_finish(b);
            mz_braid_free(b);
            mz_path p;
            assert_int_equal(mz_path_shortest(g, &p), 0);
            snprintf(where, sizeof where, "%s braided %d%% %dx%d seed %llu", gen->name, pct, h, w,
                     (unsigned long long)seed);
            for (int si = 0; si < mz_solver_count; si++) {
                const mz_solver_info *info = mz_solvers[si];
                outcome o = run_any(info, where, g);
                CHECK(o.found, "no way out found");
                CHECK(o.route_len >= p.length, "shorter than the shortest");
                if (strcmp(info->name, "bfs") == 0 || strcmp(info->name, "astar") == 0)
                    CHECK(o.route_len == p.length, "not a shortest route");
            }
            mz_path_free(&p);
            mz_grid_free(g);
        }
}

/* No exit, or no start: every solver stops, finds nothing, draws nothing. */
static void test_every_solver_no_way_out(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(7, 9);
    for (int si = 0; si < mz_solver_count; si++) {
        const mz_solver_info *info = mz_solvers[si];
        const char *where = "an open room with no exit";
        mz_grid_open_interior(g);
        outcome o = run_any(info, where, g);
        CHECK(!o.found && o.route_len == 0, "found a way out of a closed room");
        mz_grid_fill(g, MZ_WALL);
        where = "solid wall";
        o = run_any(info, where, g);
        CHECK(!o.found && o.visits == 0, "entered a wall");
    }
    mz_grid_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solves_every_maze), cmocka_unit_test(test_no_way_out),
        cmocka_unit_test(test_registry),          cmocka_unit_test(test_every_solver_every_maze),
        cmocka_unit_test(test_loops_and_braids),  cmocka_unit_test(test_every_solver_no_way_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
