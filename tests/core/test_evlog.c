/* test_evlog.c - the event log and the pseudo-code lines: every step of
 * every generator names a line of its code, the log gives back what was
 * pushed, and undoing it all returns the grid to its start.
 * SPDX-License-Identifier: MIT */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "mazedfs/evlog.h"
#include "mazedfs/gen.h"

/* 4 to 12 short lines each, the last one the exit's. */
static void test_every_generator_has_short_code(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = mz_generators[i];
        int n = mz_gen_code_lines(info);
        if (n < 4 || n > 12)
            fail_msg("%s: %d lines of code", info->name, n);
        for (int k = 0; k < n; k++)
            if (strlen(info->code[k]) > 52)
                fail_msg("%s line %d is too long: %s", info->name, k + 1, info->code[k]);
    }
}

/* Each step's line is one of the code's; the log round-trips the steps;
 * undoing every step gives the all-wall start, redoing gives the maze. */
static void test_lines_and_round_trip(void **state)
{
    (void)state;
    for (int i = 0; i < mz_generator_count; i++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            const mz_gen_info *info = mz_generators[i];
            mz_grid *g = mz_grid_new(17, 23);
            mz_gen *gen = mz_gen_new(info, g, seed);
            mz_evlog log;
            mz_evlog_init(&log, MZ_EVLOG_DEFAULT_BUDGET);
            assert_true(mz_evlog_track_grid(&log, g));
            mz_event ev, back;
            int lines = mz_gen_code_lines(info);
            while (mz_gen_next(gen, &ev)) {
                if (ev.line < 1 || ev.line > lines)
                    fail_msg("%s seed %llu step %llu: line %d of %d", info->name,
                             (unsigned long long)seed, (unsigned long long)mz_gen_steps(gen),
                             ev.line, lines);
                assert_true(mz_evlog_push_gen(&log, &ev, g));
                unsigned prev;
                mz_evlog_get(&log, log.n - 1, g->width, &back, &prev);
                assert_int_equal(back.kind, ev.kind);
                assert_int_equal(back.line, ev.line);
                assert_int_equal(back.light, ev.light);
                if (ev.kind != MZ_EV_OPEN_ALL)
                    assert_true(back.y == ev.y && back.x == ev.x);
            }
            char state_line[128];
            mz_gen_describe(gen, state_line, sizeof state_line);
            assert_non_null(strstr(state_line, "rooms in the maze"));
            size_t cells = (size_t)g->height * (size_t)g->width;
            uint8_t *done = malloc(cells);
            memcpy(done, g->cells, cells);
            for (uint64_t k = log.n; k-- > 0;)
                mz_evlog_undo_grid(&log, k, g);
            for (size_t c = 0; c < cells; c++)
                if (g->cells[c] != MZ_WALL)
                    fail_msg("%s seed %llu: cell %zu not wall after undoing all", info->name,
                             (unsigned long long)seed, c);
            for (uint64_t k = 0; k < log.n; k++)
                mz_evlog_redo_grid(&log, k, g);
            assert_memory_equal(done, g->cells, cells);
            free(done);
            mz_evlog_clear(&log);
            mz_gen_free(gen);
            mz_grid_free(g);
        }
}

/* A budget too small: the push fails, the log is dropped and stays off. */
static void test_over_budget_drops_the_log(void **state)
{
    (void)state;
    mz_grid *g = mz_grid_new(9, 9);
    mz_evlog log;
    mz_evlog_init(&log, 100);
    assert_true(mz_evlog_track_grid(&log, g));
    mz_event ev;
    mz_event_set(&ev, MZ_EV_CARVE, 1, 1);
    *mz_grid_at(g, 1, 1) = MZ_PASSAGE;
    assert_false(mz_evlog_push_gen(&log, &ev, g));
    assert_true(log.over);
    assert_int_equal(log.n, 0);
    assert_false(mz_evlog_push(&log, &ev, 9, 0));
    mz_evlog_clear(&log);
    mz_grid_free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_generator_has_short_code),
        cmocka_unit_test(test_lines_and_round_trip),
        cmocka_unit_test(test_over_budget_drops_the_log),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
