/* test_run.c - the run: its phases in order with a mark each, the same
 * maze stepped or finished, --steps, the marks a solve and a trace leave,
 * the plan the options make. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/braid.h"
#include "mazedfs/error.h"
#include "mazedfs/run.h"

static mz_run_plan plan_for(const mz_gen_info *gen, uint64_t seed, int braid,
                            const mz_solver_info *solver, bool trace)
{
    mz_run_plan p = {.gen = gen,
                     .gen_params = mz_gen_params_default,
                     .seed = seed,
                     .steps = MZ_STEPS_ALL,
                     .braid_pct = braid,
                     .solver = solver,
                     .trace = trace,
                     .overlay = true};
    return p;
}

/* The trace's events name every line of mz_trace_code, the route's cells
 * in order, and only the route's cells are steps. */
static void test_trace_lights_its_code(void **state)
{
    (void)state;
    int lines = 0;
    while (mz_trace_code[lines])
        lines++;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        mz_grid *g = mz_grid_new(21, 31);
        mz_run_plan p = plan_for(mz_generators[0], seed, 0, NULL, true);
        mz_run *r = mz_run_new(&p, g);
        mz_event ev;
        unsigned lit = 0;
        uint64_t paths = 0;
        while (mz_run_next(r, &ev))
            if (mz_run_phase_of(r) == MZ_PHASE_TRACE && ev.kind != MZ_EV_PHASE) {
                assert_true(ev.line >= 1 && ev.line <= lines);
                assert_true(ev.kind == MZ_EV_PATH || (ev.kind == MZ_EV_LOOK && ev.line == 1));
                lit |= 1u << (ev.line - 1);
                paths += ev.kind == MZ_EV_PATH;
            }
        assert_int_equal(lit, (1u << lines) - 1);
        assert_int_equal(paths, mz_run_steps(r, MZ_PHASE_TRACE));
        assert_int_equal(paths, mz_run_path(r)->length);
        mz_run_free(r);
        mz_grid_free(g);
    }
}

/* Drains r, checking that marks come in the phases' order and that each
 * phase's events are counted; the phases marked go into seen. */
static void drain(mz_run *r, const char *label, bool seen[MZ_PHASE_COUNT])
{
    mz_event ev;
    int last = -1;
    uint64_t n[MZ_PHASE_COUNT] = {0};
    memset(seen, 0, MZ_PHASE_COUNT * sizeof *seen);
    while (mz_run_next(r, &ev)) {
        if (ev.kind == MZ_EV_PHASE) {
            check_true(label, ev.y > last && ev.y < MZ_PHASE_COUNT);
            last = ev.y;
            seen[ev.y] = true;
            continue;
        }
        check_true(label, last >= 0 && last < MZ_PHASE_DONE);
        n[last] += mz_event_is_step(&ev); /* a decision (LOOK) is not a step */
    }
    check_int_equal(label, last, MZ_PHASE_DONE);
    for (int p = 0; p < MZ_PHASE_DONE; p++)
        check_int_equal(label, n[p], mz_run_steps(r, (mz_run_phase)p));
}

/* Every generator, braided or not: stepping the run and finishing it give
 * the same maze as the generator and the braid on their own; a maze_only
 * plan's finish the same bytes, its generation's steps unknown, the
 * braid's counted. */
static void test_stepped_equals_finished(void **state)
{
    (void)state;
    char label[96];
    for (int gi = 0; gi < mz_generator_count; gi++)
        for (uint64_t seed = 0; seed < 6; seed++) {
            const mz_gen_info *gen = mz_generators[gi];
            int h = 9 + 2 * (int)(seed % 5), w = 11 + 2 * (int)(seed * 3 % 7);
            int braid = seed % 2 ? 60 : 0;
            maze_label(label, sizeof label, gen, h, w, seed);
            mz_grid *want = make_maze(gen, h, w, seed);
            mz_braid *b = braid ? mz_braid_new(want, braid, seed) : NULL;
            uint64_t opened = b ? mz_braid_finish(b) : 0;
            mz_braid_free(b);
            mz_grid *g1 = mz_grid_new(h, w), *g2 = mz_grid_new(h, w);
            mz_run_plan p = plan_for(gen, seed, braid, NULL, false);
            mz_run *r1 = mz_run_new(&p, g1), *r2 = mz_run_new(&p, g2);
            bool seen[MZ_PHASE_COUNT];
            drain(r1, label, seen);
            check_true(label, seen[MZ_PHASE_GENERATE] && seen[MZ_PHASE_BRAID] == (braid > 0));
            check_true(label, !seen[MZ_PHASE_SOLVE] && !seen[MZ_PHASE_TRACE]);
            uint64_t steps = mz_run_finish(r2);
            check_int_equal(label, steps,
                            mz_run_steps(r1, MZ_PHASE_GENERATE) + mz_run_steps(r1, MZ_PHASE_BRAID));
            check_int_equal(label, mz_run_steps(r2, MZ_PHASE_BRAID), opened);
            check_true(label, same_maze(g1, want) && same_maze(g2, want));
            check_int_equal(label, mz_run_error(r1, NULL), MZ_OK);
            mz_grid *g3 = mz_grid_new(h, w);
            p.maze_only = true;
            mz_run *r3 = mz_run_new(&p, g3);
            check_true(label, mz_run_finish(r3) == MZ_STEPS_UNKNOWN);
            check_true(label, mz_run_steps(r3, MZ_PHASE_GENERATE) == MZ_STEPS_UNKNOWN);
            check_int_equal(label, mz_run_steps(r3, MZ_PHASE_BRAID), opened);
            check_true(label, same_bytes(g3, g2));
            mz_run_free(r3);
            mz_grid_free(g3);
            mz_run_free(r1);
            mz_run_free(r2);
            mz_grid_free(g1);
            mz_grid_free(g2);
            mz_grid_free(want);
        }
}

/* The cells carrying mark, as a count, and whether they are the route. */
static size_t marked_route(const mz_grid *g, const uint8_t *marks, const uint32_t *route,
                           size_t len)
{
    size_t n = 0, cells = (size_t)g->height * (size_t)g->width;
    for (size_t i = 0; i < cells; i++)
        n += (marks[i] & MZ_MARK_TRACE) != 0;
    for (size_t i = 0; i < len; i++)
        if (!(marks[route[i]] & MZ_MARK_TRACE))
            return (size_t)-1;
    return n;
}

/* A solve leaves its route marked, a trace the shortest path; stepped and
 * finished alike. */
static void test_solve_and_trace_leave_the_route(void **state)
{
    (void)state;
    char label[128];
    for (int si = 0; si < mz_solver_count; si++)
        for (uint64_t seed = 0; seed < 5; seed++) {
            const mz_solver_info *solver = mz_solvers[si];
            maze_label(label, sizeof label, mz_generators[0], 21, 31, seed);
            for (int fast = 0; fast < 2; fast++) {
                mz_grid *g = mz_grid_new(21, 31);
                mz_run_plan p = plan_for(mz_generators[0], seed, 0, solver, !fast);
                mz_run *r = mz_run_new(&p, g);
                bool seen[MZ_PHASE_COUNT];
                if (fast)
                    mz_run_finish(r);
                else
                    drain(r, label, seen);
                size_t len;
                const uint32_t *route = mz_solve_route(mz_run_solver(r), &len);
                check_true(label, route && len > 0);
                check_int_equal(label, marked_route(g, mz_run_marks(r), route, len), len);
                mz_path sp;
                assert_int_equal(mz_path_shortest(g, &sp), MZ_OK);
                check_int_equal(label, sp.length, len); /* a perfect maze: one route */
                if (!fast) {
                    check_true(label, seen[MZ_PHASE_SOLVE] && seen[MZ_PHASE_TRACE]);
                    check_int_equal(label, mz_run_steps(r, MZ_PHASE_TRACE), sp.length);
                    check_int_equal(label, mz_run_path(r)->length, sp.length);
                }
                mz_path_free(&sp);
                mz_run_free(r);
                mz_grid_free(g);
            }
        }
}

/* --steps K: the run ends after K generation steps, braid and all
 * skipped, with the grid the first K events make (bit 0 only). */
static void test_steps_stop_the_run(void **state)
{
    (void)state;
    char label[96];
    for (int gi = 0; gi < mz_generator_count; gi++) {
        const mz_gen_info *gen = mz_generators[gi];
        maze_label(label, sizeof label, gen, 15, 21, 3);
        mz_grid *ref = mz_grid_new(15, 21);
        mz_gen *it = mz_gen_new(gen, ref, 3);
        uint64_t total = mz_gen_finish(it);
        mz_gen_free(it);
        uint64_t ks[] = {0, 1, total / 2, total};
        for (size_t i = 0; i < 4; i++) {
            mz_grid *g = mz_grid_new(15, 21), *want = mz_grid_new(15, 21);
            mz_gen *gw = mz_gen_new(gen, want, 3);
            mz_event ev;
            for (uint64_t k = 0; k < ks[i] && mz_gen_next(gw, &ev);)
                k += mz_event_is_step(&ev);
            mz_gen_free(gw);
            mz_run_plan p = plan_for(gen, 3, 0, NULL, false);
            p.steps = ks[i];
            mz_run *r = mz_run_new(&p, g);
            check_int_equal(label, mz_run_finish(r), ks[i]);
            check_int_equal(label, mz_run_phase_of(r), MZ_PHASE_DONE);
            check_true(label, same_maze(g, want));
            for (size_t c = 0; c < 15 * 21; c++)
                check_true(label, g->cells[c] <= MZ_PASSAGE);
            mz_run_free(r);
            mz_grid_free(g);
            mz_grid_free(want);
        }
        mz_grid_free(ref);
    }
}

/* A finished maze (--load) starts with what comes after generating; a
 * person's solve after the end marks again and ends again. */
static void test_loaded_maze_and_a_later_solve(void **state)
{
    (void)state;
    mz_grid *g = make_maze(mz_generators[0], 21, 21, 9);
    mz_run_plan p = plan_for(NULL, 9, 0, NULL, true);
    mz_run *r = mz_run_new(&p, g);
    mz_event ev;
    assert_true(mz_run_next(r, &ev));
    assert_int_equal(ev.kind, MZ_EV_PHASE);
    assert_int_equal(ev.y, MZ_PHASE_TRACE);
    mz_run_finish(r);
    assert_int_equal(mz_run_phase_of(r), MZ_PHASE_DONE);
    assert_int_equal(mz_run_solve(r, mz_solvers[1]), MZ_OK);
    assert_true(mz_run_next(r, &ev));
    assert_int_equal(ev.kind, MZ_EV_PHASE);
    assert_int_equal(ev.y, MZ_PHASE_SOLVE);
    mz_run_finish(r);
    assert_int_equal(mz_run_phase_of(r), MZ_PHASE_DONE); /* the trace ran already */
    assert_false(mz_run_next(r, &ev));
    mz_run_free(r);
    mz_grid_free(g);
}

/* What a person asks during generation joins the plan in the lab's order
 * (solve, then trace); asked after its phase it is refused, for the caller
 * to start now. Stopping ends the run; a changed maze is searched again. */
static void test_asked_phases_and_stop(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(21, 21);
    mz_run_plan p = plan_for(mz_generators[0], 4, 0, NULL, false);
    mz_run *r = mz_run_new(&p, g);
    mz_event ev;
    assert_true(mz_run_next(r, &ev) && mz_run_next(r, &ev)); /* into the generation */
    assert_false(mz_run_will(r, MZ_PHASE_SOLVE));
    assert_true(mz_run_ask_trace(r));
    assert_true(mz_run_ask_solve(r, mz_solvers[0]));
    assert_true(mz_run_ask_solve(r, mz_solvers[1])); /* the later word wins */
    assert_true(mz_run_will(r, MZ_PHASE_SOLVE) && mz_run_will(r, MZ_PHASE_TRACE));
    int marks = 0, last = MZ_PHASE_GENERATE;
    while (mz_run_next(r, &ev))
        if (ev.kind == MZ_EV_PHASE) {
            assert_true(ev.y > last);
            last = ev.y;
            marks |= 1 << ev.y;
        }
    assert_int_equal(marks, 1 << MZ_PHASE_SOLVE | 1 << MZ_PHASE_TRACE | 1 << MZ_PHASE_DONE);
    assert_ptr_equal(mz_solve_info_of(mz_run_solver(r)), mz_solvers[1]);
    assert_false(mz_run_ask_solve(r, mz_solvers[0]));
    assert_false(mz_run_ask_trace(r));
    /* R: a solve stopped half way leaves no solver and the run DONE. */
    assert_int_equal(mz_run_solve(r, mz_solvers[0]), MZ_OK);
    assert_true(mz_run_next(r, &ev) && mz_run_next(r, &ev));
    mz_run_stop(r);
    assert_null(mz_run_solver(r));
    assert_true(mz_run_next(r, &ev));
    assert_int_equal(ev.y, MZ_PHASE_DONE);
    assert_false(mz_run_next(r, &ev));
    /* A wall moved under the run: the path is found again. */
    const mz_path *before = mz_run_path(r);
    assert_non_null(before);
    mz_run_maze_changed(r);
    assert_null(mz_run_path(r));
    assert_int_equal(mz_run_find_path(r), MZ_OK);
    assert_non_null(mz_run_path(r));
    mz_run_free(r);
    mz_grid_free(g);
}

/* The options' run: --solution is the chosen solver's solve, else the
 * trace; --stats solves; the window's run is never cut by --steps; only
 * --print and --export, which show no step figure, are maze only. */
static void test_plan_of_options(void **state)
{
    (void)state;
    mz_options o;
    char err[128];
    char *a1[] = {"mazedfs", "--print", "--solution", "--steps", "5"};
    assert_int_equal(mz_cli_parse(3, a1, &o, err, sizeof err), MZ_OK);
    mz_run_plan p;
    mz_run_plan_of(&o, &p);
    assert_null(p.solver);
    assert_true(p.trace && p.overlay);
    char *a2[] = {"mazedfs", "--print", "--solution", "--solver", "bfs"};
    assert_int_equal(mz_cli_parse(5, a2, &o, err, sizeof err), MZ_OK);
    mz_run_plan_of(&o, &p);
    assert_ptr_equal(p.solver, mz_solver_find("bfs"));
    assert_false(p.trace);
    char *a3[] = {"mazedfs", "--stats", "--braid", "30"};
    assert_int_equal(mz_cli_parse(4, a3, &o, err, sizeof err), MZ_OK);
    mz_run_plan_of(&o, &p);
    assert_null(p.solver);
    assert_int_equal(p.braid_pct, 30);
    assert_false(p.overlay);
    char *a4[] = {"mazedfs", "--steps", "5"};
    assert_int_equal(mz_cli_parse(3, a4, &o, err, sizeof err), MZ_OK);
    mz_run_plan_of(&o, &p);
    assert_true(p.steps == MZ_STEPS_ALL);
    char *a5[] = {"mazedfs", "--print", "--steps", "5"};
    assert_int_equal(mz_cli_parse(4, a5, &o, err, sizeof err), MZ_OK);
    mz_run_plan_of(&o, &p);
    assert_true(p.steps == 5);
    assert_true(p.maze_only);
    char *a6[] = {"mazedfs", "--export", "a.png", "--sheet", "2"};
    assert_int_equal(mz_cli_parse(5, a6, &o, err, sizeof err), MZ_OK);
    mz_run_plan_of(&o, &p);
    assert_true(p.maze_only);
    static const struct {
        int argc;
        char *argv[3];
    } counted[] = {{2, {"mazedfs", "--stats"}},
                   {2, {"mazedfs", "--events"}},
                   {3, {"mazedfs", "--record", "a.gif"}},
                   {1, {"mazedfs"}}};
    for (size_t i = 0; i < sizeof counted / sizeof counted[0]; i++) {
        char *argv[3];
        memcpy(argv, counted[i].argv, sizeof argv);
        assert_int_equal(mz_cli_parse(counted[i].argc, argv, &o, err, sizeof err), MZ_OK);
        mz_run_plan_of(&o, &p);
        assert_false(p.maze_only);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stepped_equals_finished),
        cmocka_unit_test(test_trace_lights_its_code),
        cmocka_unit_test(test_solve_and_trace_leave_the_route),
        cmocka_unit_test(test_steps_stop_the_run),
        cmocka_unit_test(test_loaded_maze_and_a_later_solve),
        cmocka_unit_test(test_plan_of_options),
        cmocka_unit_test(test_asked_phases_and_stop),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
