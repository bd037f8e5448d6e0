/* test_same_run.c - the window and --print drain the same run: for the
 * same options and seed, what the window shows once its phases are over
 * (the grid and the marks of a solve or a trace), or where --steps pauses
 * it, is what the headless run leaves. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "app_test.h"

#include "mazedfs/run.h"

#define H 21
#define W 31

/* The words of one option set: for the window, and for --print. */
typedef struct same_case {
    const char *args;
    bool paused; /* --steps: compared where the window opens paused */
} same_case;

static const same_case cases[] = {
    {"-s 5 --braid 40", false},
    {"-s 6 -g prim --steps 40", true},
    {"-s 7 -g origin-shift --steps 100", true},
    {"-s 8 --solve --solver bfs", false},
    {"-s 9 --solve --solver left-hand -g kruskal", false},
    {"-s 10 --solution", false},
    {"-s 11 --solution --solver dead-end-fill --braid 30", false},
    {"-s 12 --solve --trace --braid 50", false},
};

static void parse(const char *args, mz_options *o)
{
    char buf[256], *argv[32] = {"mazedfs"};
    int argc = 1;
    snprintf(buf, sizeof buf, "%s", args);
    for (char *t = strtok(buf, " "); t && argc < 31; t = strtok(NULL, " "))
        argv[argc++] = t;
    char err[256];
    if (mz_cli_parse(argc, argv, o, err, sizeof err) != MZ_OK)
        fail_msg("mz_cli_parse(%s): %s", args, err);
}

/* The window on args, its phases run out on the test's own clock: every
 * frame takes the due steps (no delay: all of them, a frame's budget at a
 * time), until play, or until --steps has paused it. */
static void run_window(app *a, const same_case *c)
{
    char args[256];
    snprintf(args, sizeof args, "--delay 0 --dot-delay 0 %s %d %d 10", c->args, H, W);
    app_test_open(a, args);
    double now = 0;
    for (int i = 0; i < 100000 && a->phase != PHASE_PLAY && !c->paused; i++) {
        now += 16;
        app_update(a, now);
    }
    if (!c->paused && a->phase != PHASE_PLAY)
        fail_msg("%s: the window never got to play", c->args);
}

static void test_window_ends_as_print(void **state)
{
    (void)state;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const same_case *c = &cases[k];
        app *a = calloc(1, sizeof *a);
        assert_non_null(a);
        run_window(a, c);
        char args[256];
        snprintf(args, sizeof args, "--print %s %d %d", c->args, H, W);
        mz_options o;
        parse(args, &o);
        mz_run_plan plan;
        mz_run_plan_of(&o, &plan);
        mz_grid *g = mz_grid_new(H, W);
        assert_non_null(g);
        mz_run *r = mz_run_new(&plan, g);
        assert_non_null(r);
        mz_run_finish(r);
        assert_int_equal(mz_run_error(r, NULL), MZ_OK);
        const uint8_t *want = mz_run_marks(r), *shown = a->view.marks;
        size_t routed = 0;
        for (size_t i = 0; i < (size_t)H * W; i++) {
            routed += want && (want[i] & MZ_MARK_TRACE);
            if ((a->grid->cells[i] & MZ_PASSAGE) != (g->cells[i] & MZ_PASSAGE))
                fail_msg("%s: cell %zu is %s in the window, not as --print has it", c->args, i,
                         a->grid->cells[i] & MZ_PASSAGE ? "open" : "a wall");
            uint8_t w = want ? want[i] : 0, s = shown ? shown[i] : 0;
            if (w != s)
                fail_msg("%s: cell %zu marked %u in the window, %u by --print", c->args, i, s, w);
        }
        /* Something to compare: a solve or a trace ends with its route. */
        if ((plan.solver || plan.trace) && routed < (size_t)H)
            fail_msg("%s: only %zu cells on the route", c->args, routed);
        if (c->paused && (a->phase != PHASE_GENERATE || a->phase_steps != o.steps))
            fail_msg("%s: not paused at step %llu", c->args, (unsigned long long)o.steps);
        mz_run_free(r);
        mz_grid_free(g);
        app_test_close(a);
        free(a);
    }
}

int main(void)
{
    if (app_test_sdl_start())
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_window_ends_as_print),
    };
    int rc = cmocka_run_group_tests(tests, NULL, NULL);
    app_test_sdl_stop();
    return rc;
}
