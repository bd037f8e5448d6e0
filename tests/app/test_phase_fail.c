/* test_phase_fail.c - a phase that cannot start (out of memory in the
 * solver or the path search) falls through to play and says why in the
 * HUD. Linked with -Wl,--wrap=mz_solve_new_with,--wrap=mz_path_shortest, so the
 * test decides when those calls fail. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "app_test.h"

/* What the wrappers do: pass through, or fail every call. */
static bool fail_solve_new, fail_path;
static int solve_new_calls, path_calls;

mz_solver *__real_mz_solve_new_with(const mz_solver_info *info, const mz_grid *grid);
int __real_mz_path_shortest(const mz_grid *g, mz_path *out);

mz_solver *__wrap_mz_solve_new_with(const mz_solver_info *info, const mz_grid *grid)
{
    solve_new_calls++;
    return fail_solve_new ? NULL : __real_mz_solve_new_with(info, grid);
}

int __wrap_mz_path_shortest(const mz_grid *g, mz_path *out)
{
    path_calls++;
    if (!fail_path)
        return __real_mz_path_shortest(g, out);
    memset(out, 0, sizeof *out);
    return MZ_ENOMEM;
}

static app *open_app(const char *args)
{
    app *a = calloc(1, sizeof *a);
    assert_non_null(a);
    app_test_open(a, args);
    return a;
}

static void close_app(app *a)
{
    app_test_close(a);
    free(a);
}

/* Frames until play, each updated and drawn; fails if play never comes. */
static void run_until_play(app *a, double *now, const char *args)
{
    for (int i = 0; i < 400 && a->phase != PHASE_PLAY; i++) {
        *now += 16;
        app_update(a, *now);
        app_render(a, *now);
    }
    if (a->phase != PHASE_PLAY)
        fail_msg("%s: still in phase %d after 400 frames", args, (int)a->phase);
    /* One more frame: play must be safe to update and draw. */
    *now += 16;
    app_update(a, *now);
    a->redraw = true;
    app_render(a, *now);
}

static void assert_hud_says(const app *a, const char *what, const char *args)
{
    const char *line = a->hud.lines[1].text;
    if (!strstr(line, what) || !strstr(line, mz_strerror(MZ_ENOMEM)))
        fail_msg("%s: the HUD says '%s', not why '%s' failed", args, line, what);
}

static void reset_wrappers(bool solve_fails, bool path_fails)
{
    fail_solve_new = solve_fails;
    fail_path = path_fails;
    solve_new_calls = path_calls = 0;
}

/* --solve at the end of the generation, when the solver cannot be made. */
static void test_solve_that_cannot_start_falls_through_to_play(void **state)
{
    (void)state;
    static const char *const runs[] = {
        "-s 3 --delay 0 --solve 21 31 10",
        "-s 4 --delay 0 --dot-delay 0 --solve --trace 21 31 10",
    };
    for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        reset_wrappers(true, false);
        app *a = open_app(runs[i]);
        double now = app_now_ms();
        run_until_play(a, &now, runs[i]);
        if (solve_new_calls == 0)
            fail_msg("%s: the solve was never tried", runs[i]);
        assert_null(app_gen(a));
        assert_null(app_solver(a));
        assert_hud_says(a, "solve", runs[i]);
        close_app(a);
    }
}

/* --trace after the generation or after the solve, when the shortest path
 * cannot be found; and T in play. */
static void test_trace_that_cannot_start_falls_through_to_play(void **state)
{
    (void)state;
    static const char *const runs[] = {
        "-s 5 --delay 0 --trace 21 31 10",
        "-s 6 --delay 0 --dot-delay 0 --solve --trace 21 31 10",
    };
    for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        reset_wrappers(false, true);
        app *a = open_app(runs[i]);
        double now = app_now_ms();
        run_until_play(a, &now, runs[i]);
        if (path_calls == 0)
            fail_msg("%s: the path was never asked for", runs[i]);
        assert_null(app_path(a));
        assert_hud_says(a, "trace", runs[i]);
        /* Asked again in play: still play, still saying why. */
        app_action(a, ACT_TRACE, now);
        run_until_play(a, &now, runs[i]);
        assert_hud_says(a, "trace", runs[i]);
        /* Once memory is back, the trace runs. */
        reset_wrappers(false, false);
        app_action(a, ACT_TRACE, now);
        assert_int_equal(a->phase, PHASE_TRACE);
        run_until_play(a, &now, runs[i]);
        assert_int_equal(mz_run_steps(a->run, MZ_PHASE_TRACE), app_path(a)->length);
        close_app(a);
    }
}

/* Shift+S in play, when the solver cannot be made: play goes on where it was. */
static void test_solve_key_in_play_that_cannot_start(void **state)
{
    (void)state;
    const char *args = "-s 7 --delay 0 21 31 10";
    reset_wrappers(false, false);
    app *a = open_app(args);
    double now = app_now_ms();
    run_until_play(a, &now, args);
    app_action(a, ACT_MOVE_SOUTH, now);
    int y = a->play.y;
    reset_wrappers(true, false);
    app_action(a, ACT_SOLVE, now);
    run_until_play(a, &now, args);
    assert_int_equal(solve_new_calls, 1);
    assert_int_equal(a->play.y, y);
    assert_hud_says(a, "solve", args);
    close_app(a);
}

int main(void)
{
    if (app_test_sdl_start() != 0)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solve_that_cannot_start_falls_through_to_play),
        cmocka_unit_test(test_trace_that_cannot_start_falls_through_to_play),
        cmocka_unit_test(test_solve_key_in_play_that_cannot_start),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_test_sdl_stop();
    return failed;
}
