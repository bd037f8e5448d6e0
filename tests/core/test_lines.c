/* test_lines.c - every line of every algorithm's pseudo-code lights: over
 * a few 41 x 51 runs, each line is named by some event, unless its
 * registry row says why it may stay dark. SPDX-License-Identifier: MIT */
#include "test_util.h"

#include "mazedfs/gen.h"
#include "mazedfs/solve.h"

enum { H = 41, W = 51, SEEDS = 4 };

/* Reports each line of the code (bit k - 1 for line k) that is neither
 * lit nor marked dark in the row; returns how many. */
static int check_lit(const char *kind, const char *name, int lines, unsigned lit, unsigned unlit,
                     const char *why)
{
    int dark = 0;
    if (unlit)
        assert_non_null(why);
    for (int k = 1; k <= lines; k++)
        if (!(lit >> (k - 1) & 1) && !(unlit >> (k - 1) & 1)) {
            print_error("%s %s: line %d of %d never lights in %d runs of %d x %d\n", kind, name, k,
                        lines, SEEDS, H, W);
            dark++;
        }
    return dark;
}

/* Every event names a line of the code; the lines named, as bits. */
static unsigned lines_of_event(const char *name, int lines, const mz_event *ev, unsigned lit)
{
    if (ev->line < 1 || ev->line > lines)
        fail_msg("%s: an event names line %d of %d", name, ev->line, lines);
    return lit | 1u << (ev->line - 1);
}

static void test_every_generator_line_lights(void **state)
{
    (void)state;
    int dark = 0;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        int lines = mz_gen_code_lines(info);
        unsigned lit = 0;
        for (uint64_t seed = 1; seed <= SEEDS; seed++) {
            mz_grid *g = mz_grid_new(H, W);
            mz_gen *gen = mz_gen_new(info, g, seed);
            mz_event ev;
            while (mz_gen_next(gen, &ev))
                lit = lines_of_event(info->name, lines, &ev, lit);
            mz_gen_free(gen);
            mz_grid_free(g);
        }
        dark += check_lit("generator", info->name, lines, lit, info->unlit, info->unlit_why);
    }
    assert_int_equal(dark, 0);
}

/* Each solver on perfect mazes of a few generators: a maze with no dead
 * end off the route would leave the dead-end lines dark. */
static void test_every_solver_line_lights(void **state)
{
    (void)state;
    int dark = 0;
    for (int i = 0; i < mz_solver_count; i++) {
        const mz_solver_info *info = mz_solvers[i];
        int lines = mz_solve_code_lines(info);
        unsigned lit = 0;
        for (uint64_t seed = 1; seed <= SEEDS; seed++) {
            mz_grid *g = mz_grid_new(H, W);
            mz_gen *gen = mz_gen_new(mz_generators[seed % (uint64_t)mz_generator_count], g, seed);
            mz_gen_finish(gen);
            mz_solver *s = mz_solve_new_with(info, g);
            mz_event ev;
            while (mz_solve_next(s, &ev))
                lit = lines_of_event(info->name, lines, &ev, lit);
            mz_solve_free(s);
            mz_gen_free(gen);
            mz_grid_free(g);
        }
        dark += check_lit("solver", info->name, lines, lit, info->unlit, info->unlit_why);
    }
    assert_int_equal(dark, 0);
}

/* Bit 0 (the maze) of every cell of g into maze. */
static void maze_of(const mz_grid *g, uint8_t *maze)
{
    for (size_t i = 0; i < (size_t)g->height * (size_t)g->width; i++)
        maze[i] = g->cells[i] & MZ_PASSAGE;
}

/* A decision (LOOK) changes no cell, and is not counted as a step: the
 * steps mz_gen_next counts are the ones mz_gen_finish counts. */
static void test_looks_change_nothing(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        mz_grid *g = mz_grid_new(H, W), *f = mz_grid_new(H, W);
        mz_gen *gen = mz_gen_new(info, g, 7), *fast = mz_gen_new(info, f, 7);
        size_t cells = (size_t)H * W;
        uint8_t *before = malloc(cells), *after = malloc(cells);
        uint64_t steps = 0;
        mz_event ev;
        maze_of(g, before);
        while (mz_gen_next(gen, &ev)) {
            maze_of(g, after);
            if (ev.kind == MZ_EV_LOOK && memcmp(before, after, cells) != 0)
                fail_msg("%s: a look at (%d, %d) changed the maze", info->name, ev.y, ev.x);
            steps += mz_event_is_step(&ev);
            memcpy(before, after, cells);
        }
        assert_int_equal(steps, mz_gen_steps(gen));
        assert_int_equal(mz_gen_finish(fast), steps);
        free(before);
        free(after);
        mz_gen_free(gen);
        mz_gen_free(fast);
        mz_grid_free(g);
        mz_grid_free(f);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_generator_line_lights),
        cmocka_unit_test(test_every_solver_line_lights),
        cmocka_unit_test(test_looks_change_nothing),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
