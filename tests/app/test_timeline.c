/* test_timeline.c - stepping back and forth under SDL's dummy driver: every
 * position the timeline shows equals a fresh run of the core to that step.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "app_test.h"
#include "mazedfs/rng.h"

/* An app opened on args (app_test_open), paused. */
static app *open_app(const char *args)
{
    app *a = calloc(1, sizeof *a);
    assert_non_null(a);
    app_test_open(a, args);
    app_action(a, ACT_PAUSE, app_now_ms());
    return a;
}

static void close_app(app *a)
{
    app_test_close(a);
    free(a);
}

/* Bit 0 of every cell after k events of a fresh generator (k steps, with
 * steps true: decisions, LOOK events, are not steps); the events it took
 * (fewer than k once finished), and in *nsteps (if not NULL) the steps. */
/* A fresh generator's counters: progress and the panel's state line. */
typedef struct counters {
    double progress;
    char state[128];
    uint32_t *drawn; /* the drawn state (malloc'd), or NULL: none drawn */
} counters;

static uint64_t fresh_counted(const app *a, uint64_t k, bool steps, uint8_t *out, uint64_t *nsteps,
                              counters *c);

static uint64_t fresh_upto(const app *a, uint64_t k, bool steps, uint8_t *out, uint64_t *nsteps)
{
    return fresh_counted(a, k, steps, out, nsteps, NULL);
}

static uint64_t fresh_counted(const app *a, uint64_t k, bool steps, uint8_t *out, uint64_t *nsteps,
                              counters *c)
{
    mz_grid *g = mz_grid_new(a->grid->height, a->grid->width);
    mz_gen *gen = mz_gen_new_with(a->now.gen, g, a->now.seed, &a->opt.gen_params);
    mz_event ev;
    uint64_t n = 0, s = 0;
    while ((steps ? s : n) < k && mz_gen_next(gen, &ev)) {
        n++;
        s += mz_event_is_step(&ev);
    }
    if (nsteps)
        *nsteps = s;
    size_t cells = (size_t)g->height * (size_t)g->width;
    if (c) {
        c->progress = mz_gen_progress(gen);
        mz_gen_describe(gen, c->state, sizeof c->state);
        c->drawn = malloc(cells * sizeof *c->drawn);
        assert_non_null(c->drawn);
        if (!mz_gen_state(gen, c->drawn, a->drawn.arrows)) {
            free(c->drawn);
            c->drawn = NULL;
        }
    }
    for (size_t i = 0; i < cells; i++)
        out[i] = g->cells[i] & MZ_PASSAGE;
    mz_gen_free(gen);
    mz_grid_free(g);
    return n;
}

static uint64_t fresh(const app *a, uint64_t k, uint8_t *out)
{
    return fresh_upto(a, k, false, out, NULL);
}

/* The panel's and the HUD's counters (progress, the state line) are a
 * fresh run's c: the shown step's, from timeline_refresh, or the live
 * generator's at the log's end. */
static void assert_counters(app *a, const counters *c, const char *what)
{
    timeline_refresh(a);
    const mz_gen *g = app_gen(a);
    char live[128];
    if (!timeline_behind(a) && !g)
        return; /* the run has gone past its generation: nothing to ask */
    if (!timeline_behind(a))
        mz_gen_describe(g, live, sizeof live);
    const char *state = timeline_behind(a) ? a->tl.shown.state : live;
    double p = timeline_behind(a) ? a->tl.shown.progress : mz_gen_progress(g);
    if (timeline_behind(a) && !a->tl.shown.valid)
        fail_msg("%s %s: no counters at event %llu", what, a->now.gen->name,
                 (unsigned long long)a->tl.pos);
    if (p != c->progress || strcmp(state, c->state) != 0)
        fail_msg("%s %s seed %llu event %llu: shows %.4f '%s', want %.4f '%s'", what,
                 a->now.gen->name, (unsigned long long)a->now.seed, (unsigned long long)a->tl.pos,
                 p, state, c->progress, c->state);
}

/* The drawn state the window would show now (drawn.c) is want (NULL:
 * nothing drawn), cell for cell. */
static void assert_drawn(app *a, const uint32_t *want, const char *what, uint64_t k)
{
    size_t cells = (size_t)a->grid->height * (size_t)a->grid->width;
    app_drawn_update(a);
    if (!want && !a->drawn.made)
        return;
    if (!want || !a->drawn.made || a->view.drawn != a->drawn.plane)
        fail_msg("%s seed %llu event %llu: drawn %d, want %d", what,
                 (unsigned long long)a->now.seed, (unsigned long long)k, a->drawn.made,
                 want != NULL);
    for (size_t i = 0; i < cells; i++)
        if (a->drawn.plane[i] != want[i])
            fail_msg("%s seed %llu event %llu: cell %zu drawn %u, want %u", what,
                     (unsigned long long)a->now.seed, (unsigned long long)k, i, a->drawn.plane[i],
                     want[i]);
}

/* The app shows event k of the log (step k with steps): its grid's bit 0,
 * its step counter and its other counters equal a fresh run's. */
static void assert_at_unit(app *a, uint64_t k, bool steps, const char *what)
{
    size_t cells = (size_t)a->grid->height * (size_t)a->grid->width;
    uint8_t *want = malloc(cells);
    assert_non_null(want);
    uint64_t want_steps;
    counters c;
    fresh_counted(a, k, steps, want, &want_steps, &c);
    assert_counters(a, &c, what);
    if (a->phase == PHASE_GENERATE) {
        char label[96];
        snprintf(label, sizeof label, "%s %s: the drawn state", what, a->now.gen->name);
        assert_drawn(a, c.drawn, label, k);
    }
    free(c.drawn);
    if (a->phase_steps != want_steps)
        fail_msg("%s %s seed %llu: at step %llu, want %llu (event %llu)", what, a->now.gen->name,
                 (unsigned long long)a->now.seed, (unsigned long long)a->phase_steps,
                 (unsigned long long)want_steps, (unsigned long long)k);
    for (size_t i = 0; i < cells; i++)
        if ((a->grid->cells[i] & MZ_PASSAGE) != want[i])
            fail_msg("%s %s seed %llu step %llu: cell %zu differs", what, a->now.gen->name,
                     (unsigned long long)a->now.seed, (unsigned long long)k, i);
    free(want);
}

static void assert_at(app *a, uint64_t k, const char *what) { assert_at_unit(a, k, false, what); }

/* Lets a seek that pulls steps past the log's end finish, frame by frame. */
static void settle(app *a)
{
    for (int i = 0; i < 100000 && timeline_chasing(a); i++)
        app_update(a, app_now_ms());
    assert_false(timeline_chasing(a));
}

static void seek(app *a, uint64_t k)
{
    timeline_seek(a, k);
    settle(a);
}

/* A key's action, and then the frames it takes. */
static void act(app *a, key_action k)
{
    app_action(a, k, app_now_ms());
    settle(a);
}

/* An app opened on args with the generation played to its end and one
 * step on, which starts the phase after it (a solve, the trace, a
 * braid): that phase, paused at its start. */
static app *open_after_generation(const char *args, app_phase phase)
{
    app *a = open_app(args);
    act(a, ACT_END);
    app_action(a, ACT_STEP, app_now_ms());
    app_update(a, app_now_ms()); /* the generation ends, the next phase starts */
    assert_int_equal(a->phase, phase);
    return a;
}

/* Back, forth, Home, End and playing on, over every generator and seeds. */
static void test_every_position_equals_a_fresh_run(void **state)
{
    (void)state;
    for (int gi = 0; gi < mz_generator_count; gi++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            char args[128];
            snprintf(args, sizeof args, "-g %s -s %llu --delay 0 15 21", mz_generators[gi]->name,
                     (unsigned long long)seed);
            app *a = open_app(args);
            uint64_t total = fresh(a, UINT64_MAX, (uint8_t[15 * 21]){0});
            uint64_t k1 = total / 2, k0 = total / 5, k2 = total * 3 / 4;
            seek(a, k1); /* pulled from the generator */
            assert_at(a, k1, "pulled");
            seek(a, k0); /* undone */
            assert_at(a, k0, "back");
            act(a, ACT_STEP_BACK);
            assert_at(a, k0 - 1, "comma");
            act(a, ACT_STEP10);
            assert_at(a, k0 + 9, "shift+period");
            act(a, ACT_BACK10);
            assert_at(a, k0 - 1, "shift+comma");
            act(a, ACT_HOME);
            assert_at(a, 0, "home");
            seek(a, k2); /* redone past k1, then pulled again */
            assert_at(a, k2, "on");
            act(a, ACT_END);
            assert_at(a, total, "end");
            act(a, ACT_HOME);
            assert_at(a, 0, "home after end");
            app_action(a, ACT_PAUSE, app_now_ms()); /* plays the log, then finishes */
            for (int i = 0; i < 100 && a->phase == PHASE_GENERATE; i++)
                app_update(a, app_now_ms() + 1000.0 * i);
            assert_int_equal(a->phase, PHASE_PLAY);
            assert_at(a, total, "played on");
            close_app(a);
        }
}

/* A tiny budget: stepping back is off, the HUD says so, the maze is the
 * same and the phase runs on. */
static void test_past_the_budget_stepping_back_is_off(void **state)
{
    (void)state;
    setenv("MAZEDFS_LOG_BUDGET", "400000", 1);
    app *a = open_app("-g aldous-broder -s 5 --delay 0 101 151");
    seek(a, 1000);
    assert_false(timeline_off(a));
    seek(a, 100);
    assert_at(a, 100, "within budget");
    uint64_t total = fresh(a, UINT64_MAX, (uint8_t[101 * 151]){0});
    assert_true(total > 400000 / MZ_EVLOG_STEP_BYTES);
    act(a, ACT_END);
    assert_true(timeline_off(a));
    char note[96];
    timeline_hud(a, note, sizeof note);
    assert_non_null(strstr(note, "stepping back is off"));
    uint64_t at = a->phase_steps;
    act(a, ACT_BACK10);
    assert_int_equal(a->phase_steps, at);
    app_action(a, ACT_PAUSE, app_now_ms());
    for (int i = 0; i < 1000 && a->phase == PHASE_GENERATE; i++)
        app_update(a, app_now_ms() + 1000.0 * i);
    assert_int_equal(a->phase, PHASE_PLAY);
    assert_at(a, total, "over budget");
    close_app(a);
    unsetenv("MAZEDFS_LOG_BUDGET");
}

/* The marks plane (all clear while the view has not made it). */
static uint8_t mark_at(const app *a, size_t i) { return a->view.marks ? a->view.marks[i] : 0; }

/* Every solver: the marks after each step, taken going forward, are what
 * seeking back to that step shows (PATH sets two bits: both come back). */
static void test_every_solver_steps_back_too(void **state)
{
    (void)state;
    enum { H = 15, W = 21, CELLS = H * W, MAXK = 4000 };
    static uint8_t seen[MAXK + 1][CELLS];
    static uint64_t visits[MAXK + 1], steps[MAXK + 1];
    static uint32_t planes[MAXK + 1][CELLS];
    static bool drawn_on[MAXK + 1], found[MAXK + 1];
    for (int si = 0; si < mz_solver_count; si++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            char args[128];
            snprintf(args, sizeof args, "-s %llu --delay 0 --solve --solver %s %d %d",
                     (unsigned long long)seed, mz_solvers[si]->name, H, W);
            app *a = open_after_generation(args, PHASE_SOLVE);
            uint64_t n = 0;
            for (; n <= MAXK; n++) {
                seek(a, n);
                if (a->tl.pos < n)
                    break;
                for (size_t i = 0; i < CELLS; i++)
                    seen[n][i] = mark_at(a, i);
                visits[n] = mz_solve_visits(app_solver(a)); /* at the log's end: live */
                found[n] = mz_solve_found(app_solver(a));
                steps[n] = a->phase_steps;
                drawn_on[n] = mz_solve_state(app_solver(a), planes[n]);
            }
            n--; /* the last step */
            if (n < 10 || n >= MAXK)
                fail_msg("solver %s: %llu steps", mz_solvers[si]->name, (unsigned long long)n);
            uint64_t r = seed;
            for (int j = 0; j < 40; j++) {
                uint64_t k = j == 0 ? 0 : j == 1 ? n : mz_splitmix64(&r) % (n + 1);
                seek(a, k);
                for (size_t i = 0; i < CELLS; i++)
                    if (mark_at(a, i) != seen[k][i])
                        fail_msg("solver %s seed %llu step %llu of %llu: cell %zu has %d, not %d",
                                 mz_solvers[si]->name, (unsigned long long)seed,
                                 (unsigned long long)k, (unsigned long long)n, i, mark_at(a, i),
                                 seen[k][i]);
                char label[96];
                snprintf(label, sizeof label, "solver %s: the drawn state", mz_solvers[si]->name);
                assert_drawn(a, drawn_on[k] ? planes[k] : NULL, label, k);
                timeline_refresh(a); /* cells entered, as the panel and the HUD say */
                uint64_t v =
                    timeline_behind(a) ? a->tl.shown.visits : mz_solve_visits(app_solver(a));
                if (timeline_behind(a) && !a->tl.shown.valid)
                    fail_msg("solver %s: no counters at step %llu", mz_solvers[si]->name,
                             (unsigned long long)k);
                if (v != visits[k])
                    fail_msg("solver %s seed %llu step %llu: entered %llu, want %llu",
                             mz_solvers[si]->name, (unsigned long long)seed, (unsigned long long)k,
                             (unsigned long long)v, (unsigned long long)visits[k]);
                /* the panel's "the exit is found" and the strip's step */
                bool f = timeline_behind(a) ? a->tl.shown.found : mz_solve_found(app_solver(a));
                if (f != found[k] || a->phase_steps != steps[k])
                    fail_msg("solver %s seed %llu step %llu: found %d step %llu, want %d %llu",
                             mz_solvers[si]->name, (unsigned long long)seed, (unsigned long long)k,
                             f, (unsigned long long)a->phase_steps, found[k],
                             (unsigned long long)steps[k]);
            }
            close_app(a);
        }
}

/* The braid's steps: the grid after each, taken going forward, comes back
 * on seeking to it. */
static void test_the_braid_steps_back_too(void **state)
{
    (void)state;
    enum { H = 21, W = 25, CELLS = H * W, MAXK = 400 };
    static uint8_t seen[MAXK + 1][CELLS];
    static uint64_t steps[MAXK + 1];
    for (uint64_t seed = 1; seed <= 3; seed++) {
        char args[96];
        snprintf(args, sizeof args, "-s %llu --delay 0 --braid 100 %d %d", (unsigned long long)seed,
                 H, W);
        app *a = open_after_generation(args, PHASE_BRAID);
        uint64_t n = 0;
        for (; n <= MAXK; n++) {
            seek(a, n);
            if (a->tl.pos < n)
                break;
            for (size_t i = 0; i < CELLS; i++)
                seen[n][i] = a->grid->cells[i] & MZ_PASSAGE;
            steps[n] = a->phase_steps;
        }
        n--;
        if (n < 5 || n >= MAXK)
            fail_msg("braid seed %llu: %llu steps", (unsigned long long)seed,
                     (unsigned long long)n);
        for (uint64_t k = n + 1; k-- > 0;) {
            seek(a, k);
            for (size_t i = 0; i < CELLS; i++)
                if ((a->grid->cells[i] & MZ_PASSAGE) != seen[k][i])
                    fail_msg("braid seed %llu step %llu: cell %zu", (unsigned long long)seed,
                             (unsigned long long)k, i);
            if (a->phase_steps != steps[k])
                fail_msg("braid seed %llu step %llu: the strip says step %llu",
                         (unsigned long long)seed, (unsigned long long)k,
                         (unsigned long long)a->phase_steps);
        }
        close_app(a);
    }
}

/* The trace's counter (path cells marked, in the panel and the strip)
 * and its step after a seek back are those it had going forward. */
static void test_the_trace_steps_back_too(void **state)
{
    (void)state;
    enum { H = 21, W = 25, MAXK = 400 };
    static uint64_t marked[MAXK + 1], steps[MAXK + 1];
    for (uint64_t seed = 1; seed <= 3; seed++) {
        char args[96];
        snprintf(args, sizeof args, "-s %llu --delay 0 --trace %d %d", (unsigned long long)seed, H,
                 W);
        app *a = open_after_generation(args, PHASE_TRACE);
        uint64_t n = 0;
        for (; n <= MAXK; n++) {
            seek(a, n);
            if (a->tl.pos < n)
                break;
            marked[n] = mz_run_steps(a->run, MZ_PHASE_TRACE); /* live */
            steps[n] = a->phase_steps;
        }
        n--;
        if (n < 5 || n >= MAXK)
            fail_msg("trace seed %llu: %llu steps", (unsigned long long)seed,
                     (unsigned long long)n);
        for (uint64_t k = n + 1; k-- > 0;) {
            seek(a, k);
            timeline_refresh(a);
            uint64_t m =
                timeline_behind(a) ? a->tl.shown.steps : mz_run_steps(a->run, MZ_PHASE_TRACE);
            if (m != marked[k] || a->phase_steps != steps[k])
                fail_msg("trace seed %llu step %llu: marked %llu step %llu, want %llu %llu",
                         (unsigned long long)seed, (unsigned long long)k, (unsigned long long)m,
                         (unsigned long long)a->phase_steps, (unsigned long long)marked[k],
                         (unsigned long long)steps[k]);
        }
        close_app(a);
    }
}

/* A far End pulls a frame's worth at once and the rest in later frames:
 * the window never stops answering. */
static void test_a_far_end_is_spread_over_frames(void **state)
{
    (void)state;
    app *a = open_app("-g aldous-broder -s 2 --delay 0 401 401");
    app_action(a, ACT_END, app_now_ms());
    assert_true(timeline_chasing(a)); /* millions of steps: not in 8 ms */
    assert_true(a->anim.paused);
    app_action(a, ACT_HOME, app_now_ms()); /* a key cancels the chase */
    assert_false(timeline_chasing(a));
    assert_int_equal(a->phase_steps, 0);
    act(a, ACT_END);
    /* The run has gone past its generation; the window is paused on its
     * last step. */
    assert_int_not_equal(mz_run_phase_of(a->run), MZ_PHASE_GENERATE);
    assert_int_equal(a->phase, PHASE_GENERATE);
    assert_int_equal(a->phase_steps, mz_run_steps(a->run, MZ_PHASE_GENERATE));
    assert_int_equal(a->tl.pos, a->tl.log.n);
    close_app(a);
}

/* --steps K opens paused after step K: the same grid as a fresh run's. */
static void test_steps_opens_paused_at_k(void **state)
{
    (void)state;
    for (int gi = 0; gi < mz_generator_count; gi++) {
        char args[128];
        snprintf(args, sizeof args, "-g %s -s 9 --steps 37 21 25", mz_generators[gi]->name);
        app *a = open_app(args);
        app_action(a, ACT_PAUSE, app_now_ms()); /* open_app paused it: back to paused */
        assert_true(a->anim.paused);
        settle(a);
        assert_at_unit(a, 37, true, "--steps");
        app_update(a, app_now_ms() + 5000);
        assert_at_unit(a, 37, true, "--steps, time passing");
        close_app(a);
    }
}

int main(void)
{
    if (app_test_sdl_start() != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_position_equals_a_fresh_run),
        cmocka_unit_test(test_past_the_budget_stepping_back_is_off),
        cmocka_unit_test(test_every_solver_steps_back_too),
        cmocka_unit_test(test_steps_opens_paused_at_k),
        cmocka_unit_test(test_the_braid_steps_back_too),
        cmocka_unit_test(test_the_trace_steps_back_too),
        cmocka_unit_test(test_a_far_end_is_spread_over_frames),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_test_sdl_stop();
    return failed;
}
