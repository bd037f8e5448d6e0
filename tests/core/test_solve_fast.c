/* test_solve_fast.c - every solver's fast path to the end against its
 * steps: the same route, marks, visits, head and count of events, from the
 * start or taking over half way, on perfect mazes, mazes with loops and
 * grids open at the border. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/braid.h"
#include "mazedfs/rng.h"
#include "mazedfs/run.h"
#include "mazedfs/solve.h"

/* The run's marks table, as mz_solve_marks (run.c makes the same). */
static mz_solve_marks marks_on(uint8_t *cells)
{
    mz_solve_marks m = {cells, {0}, {0}};
    for (int k = 0; k < MZ_EV_KINDS; k++) {
        bool on;
        uint8_t bits = mz_run_marks_of(MZ_PHASE_SOLVE, (mz_event_kind)k, &on);
        *(on ? &m.set[k] : &m.clear[k]) = bits;
    }
    return m;
}

/* Applies ev, an event of a solve on g, to m as the run would. */
static void mark_event(const mz_solve_marks *m, const mz_grid *g, const mz_event *ev)
{
    uint8_t *c = &m->cells[(size_t)ev->y * (size_t)g->width + (size_t)ev->x];
    *c = (uint8_t)((*c | m->set[ev->kind]) & ~m->clear[ev->kind]);
}

/* What a solve leaves: its figures, route, head and marks. */
typedef struct outcome {
    uint64_t events, visits;
    bool found;
    int y, x;
    size_t route_len;
    uint32_t *route;
    uint8_t *marks;
} outcome;

/* Solves g with info: takes the first `stepped` steps one by one (all of
 * them if stepped is UINT64_MAX), then mz_solve_finish_marked, or
 * mz_solve_finish without marks (as --solution and --stats do) when not
 * `marked`: the fast paths keep no marks then, and must still agree. */
static outcome solve(const mz_solver_info *info, const mz_grid *g, uint64_t stepped, bool marked)
{
    size_t n = (size_t)g->height * (size_t)g->width;
    outcome o = {0};
    o.marks = calloc(n, 1);
    assert_non_null(o.marks);
    mz_solve_marks m = marks_on(o.marks);
    mz_solver *s = mz_solve_new_with(info, g);
    assert_non_null(s);
    mz_event ev;
    while (o.events < stepped && mz_solve_next(s, &ev)) {
        mark_event(&m, g, &ev);
        o.events += mz_event_is_step(&ev); /* a decision (LOOK) is not a step */
    }
    o.events += marked ? mz_solve_finish_marked(s, &m) : mz_solve_finish(s);
    assert_false(mz_solve_next(s, &ev));
    o.visits = mz_solve_visits(s);
    o.found = mz_solve_found(s);
    mz_solve_position(s, &o.y, &o.x);
    const uint32_t *route = mz_solve_route(s, &o.route_len);
    o.route = malloc((o.route_len + 1) * sizeof *o.route);
    assert_non_null(o.route);
    if (o.route_len)
        memcpy(o.route, route, o.route_len * sizeof *route);
    mz_solve_free(s);
    return o;
}

static void outcome_free(outcome *o)
{
    free(o->route);
    free(o->marks);
}

/* The fast path from the start and from a few places half way equals
 * stepping all the way, with marks kept and without. */
static void check_solver(const mz_solver_info *info, const mz_grid *g, uint64_t seed,
                         const char *where)
{
    char at[192];
    size_t n = (size_t)g->height * (size_t)g->width;
    outcome ref = solve(info, g, UINT64_MAX, true);
    mz_rng rng;
    mz_rng_seed(&rng, seed);
    uint64_t takeovers[4] = {0, 1, ref.events ? mz_rng_below(&rng, ref.events) : 0, ref.events};
    for (int t = 0; t < 8; t++) {
        bool marked = t < 4;
        snprintf(at, sizeof at, "%s, %s after %llu of %llu steps%s", where, info->name,
                 (unsigned long long)takeovers[t % 4], (unsigned long long)ref.events,
                 marked ? "" : ", no marks");
        outcome o = solve(info, g, takeovers[t % 4], marked);
        check_int_equal(at, o.events, ref.events);
        check_int_equal(at, o.visits, ref.visits);
        check_int_equal(at, o.found, ref.found);
        check_int_equal(at, o.y, ref.y);
        check_int_equal(at, o.x, ref.x);
        check_int_equal(at, o.route_len, ref.route_len);
        check_true(at, memcmp(o.route, ref.route, ref.route_len * sizeof *o.route) == 0);
        if (marked)
            check_true(at, memcmp(o.marks, ref.marks, n) == 0);
        outcome_free(&o);
    }
    outcome_free(&ref);
}

/* Every solver on every generator's mazes, braided or not, many sizes. */
static void test_every_generator(void **state)
{
    (void)state;
    char where[128];
    for (int gi = 0; gi < mz_generator_count; gi++)
        for (uint64_t seed = 0; seed < 12; seed++) {
            const mz_gen_info *gen = mz_generators[gi];
            int h = 5 + 2 * (int)(seed * 3 % 17), w = 5 + 2 * (int)(seed * 7 % 23);
            int pct = seed % 3 == 0 ? 0 : (int)(seed * 37 % 101);
            mz_grid *g = make_maze(gen, h, w, seed);
            mz_braid *b = pct ? mz_braid_new(g, pct, seed) : NULL;
            if (b)
                mz_braid_finish(b);
            mz_braid_free(b);
            snprintf(where, sizeof where, "%s braided %d%% %d x %d seed %llu", gen->name, pct, h, w,
                     (unsigned long long)seed);
            for (int si = 0; si < mz_solver_count; si++)
                check_solver(mz_solvers[si], g, seed, where);
            mz_grid_free(g);
        }
}

/* Grids that are no maze: random passages (many loops), the border open
 * in places (a loaded file may hold anything) or closed but for the exit,
 * sometimes no way out at all. */
static void test_odd_grids(void **state)
{
    (void)state;
    char where[128];
    for (uint64_t seed = 0; seed < 200; seed++) {
        mz_rng rng;
        mz_rng_seed(&rng, seed);
        int h = 5 + 2 * (int)mz_rng_below(&rng, 8), w = 5 + 2 * (int)mz_rng_below(&rng, 8);
        mz_grid *g = mz_grid_new(h, w);
        assert_non_null(g);
        unsigned open_pct = 40 + (unsigned)mz_rng_below(&rng, 60);
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++)
                *mz_grid_at(g, y, x) = mz_rng_below(&rng, 100) < open_pct ? MZ_PASSAGE : MZ_WALL;
        if (seed % 4)
            *mz_grid_at(g, 1, 1) = MZ_PASSAGE;
        if (seed % 2) /* a border closed but for the exit: the fast paths run */
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++)
                    if ((y == 0 || x == 0 || y == h - 1 || x == w - 1) && !mz_grid_is_exit(g, y, x))
                        *mz_grid_at(g, y, x) = MZ_WALL;
        snprintf(where, sizeof where, "random %u%% open %d x %d seed %llu", open_pct, h, w,
                 (unsigned long long)seed);
        for (int si = 0; si < mz_solver_count; si++)
            check_solver(mz_solvers[si], g, seed, where);
        mz_grid_free(g);
    }
}

/* The run drained event by event and finished on the fast path leave the
 * same marks, maze and step counts. */
static void test_run_finish(void **state)
{
    (void)state;
    char where[128];
    for (uint64_t seed = 0; seed < 40; seed++) {
        int h = 7 + 2 * (int)(seed % 9), w = 7 + 2 * (int)(seed * 5 % 13);
        mz_run_plan plan = {.gen = mz_generators[seed % (uint64_t)mz_generator_count],
                            .seed = seed,
                            .steps = MZ_STEPS_ALL,
                            .braid_pct = seed % 2 ? 30 : 0,
                            .solver = mz_solvers[seed % (uint64_t)mz_solver_count],
                            .trace = seed % 3 == 0,
                            .overlay = true};
        mz_grid *a = mz_grid_new(h, w), *b = mz_grid_new(h, w);
        mz_run *ra = mz_run_new(&plan, a), *rb = mz_run_new(&plan, b);
        assert_non_null(ra);
        assert_non_null(rb);
        mz_event ev;
        while (mz_run_next(ra, &ev))
            ;
        mz_run_finish(rb);
        snprintf(where, sizeof where, "%s then %s, %d x %d seed %llu", plan.gen->name,
                 plan.solver->name, h, w, (unsigned long long)seed);
        check_true(where, same_bytes(a, b));
        check_true(where, memcmp(mz_run_marks(ra), mz_run_marks(rb), (size_t)h * (size_t)w) == 0);
        for (int p = 0; p < MZ_PHASE_COUNT; p++)
            check_int_equal(where, mz_run_steps(rb, (mz_run_phase)p),
                            mz_run_steps(ra, (mz_run_phase)p));
        mz_run_free(ra);
        mz_run_free(rb);
        mz_grid_free(a);
        mz_grid_free(b);
    }
}

/* Deep searches: a corridor wound across a 1001 x 601 grid (one path of
 * about 300,000 cells, deeper than the dfs fast path's first stack, so
 * it grows) and a 401 x 401 maze; every solver, taken over half way. */
static void test_deep(void **state)
{
    (void)state;
    int h = 1001, w = 601;
    mz_grid *g = mz_grid_new(h, w);
    assert_non_null(g);
    for (int y = 1; y < h - 1; y += 2)
        for (int x = 1; x < w - 1; x++)
            *mz_grid_at(g, y, x) = MZ_PASSAGE;
    for (int y = 2; y < h - 1; y += 2)
        *mz_grid_at(g, y, y % 4 == 2 ? w - 2 : 1) = MZ_PASSAGE;
    for (int i = 0; i < mz_grid_exit_cells(g); i++)
        *mz_grid_at(g, mz_grid_exit_cell_y(g, i), mz_grid_exit_cell_x(g, i)) = MZ_PASSAGE;
    for (int si = 0; si < mz_solver_count; si++)
        check_solver(mz_solvers[si], g, 7, "a winding corridor 1001 x 601");
    mz_grid_free(g);
    g = make_maze(mz_generators[0], 401, 401, 3);
    for (int si = 0; si < mz_solver_count; si++)
        check_solver(mz_solvers[si], g, 3, "a 401 x 401 maze");
    mz_grid_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_generator),
        cmocka_unit_test(test_odd_grids),
        cmocka_unit_test(test_run_finish),
        cmocka_unit_test(test_deep),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
