/* test_anim.c - the animator's clock: delays, debts, pause, step, skip.
 * SPDX-License-Identifier: MIT */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "anim.h"

/* Steps a phase would take between two ticks, each of the given weight. */
static int steps_at(anim *a, double now, double weight)
{
    int n = 0;
    anim_tick(a, now);
    while (anim_ready(a) && n < 100000) {
        anim_spend(a, weight);
        n++;
    }
    return n;
}

static void test_paced_steps(void **state)
{
    (void)state;
    anim a;
    anim_start(&a, 10, 1000);
    assert_int_equal(steps_at(&a, 1000, 1), 1); /* the first step is due at once */
    assert_int_equal(steps_at(&a, 1005, 1), 0);
    assert_int_equal(steps_at(&a, 1010, 1), 1);
    assert_int_equal(steps_at(&a, 1040, 1), 3);
    assert_true(anim_wait_ms(&a) > 0 && anim_wait_ms(&a) <= 10);
}

static void test_light_steps_cost_less(void **state)
{
    (void)state;
    anim a;
    anim_start(&a, 16, 0);
    steps_at(&a, 0, 1); /* owes 16 ms */
    /* 32 ms pay that off and buy sixteen steps of 1 ms, and one more on credit. */
    assert_int_equal(steps_at(&a, 32, 1.0 / 16), 17);
}

static void test_stall_does_not_race(void **state)
{
    (void)state;
    anim a;
    anim_start(&a, 1, 0);
    steps_at(&a, 0, 1);
    /* A ten-second stall earns at most the cap, not ten thousand steps. */
    assert_true(steps_at(&a, 10000, 1) <= 51);
}

static void test_pause_and_single_step(void **state)
{
    (void)state;
    anim a;
    anim_start(&a, 10, 0);
    steps_at(&a, 0, 1);
    anim_toggle_pause(&a, 5);
    assert_int_equal(steps_at(&a, 5000, 1), 0);
    assert_int_equal(anim_wait_ms(&a), -1);
    anim_step(&a);
    assert_int_equal(steps_at(&a, 5001, 1), 1);
    anim_step(&a);
    anim_step(&a);
    assert_int_equal(steps_at(&a, 5002, 1), 2);
    anim_toggle_pause(&a, 6000); /* resumes, paying off the step it owed */
    assert_int_equal(steps_at(&a, 6005, 1), 0);
    assert_int_equal(steps_at(&a, 6010, 1), 1);
}

static void test_step_only_while_paused(void **state)
{
    (void)state;
    anim a;
    anim_start(&a, 10, 0);
    steps_at(&a, 0, 1);
    anim_step(&a);
    assert_int_equal(steps_at(&a, 1, 1), 0);
}

static void test_faster_slower(void **state)
{
    (void)state;
    anim a;
    anim_start(&a, 10, 0);
    anim_faster(&a);
    assert_float_equal(a.delay_ms, 5, 0);
    anim_slower(&a);
    anim_slower(&a);
    assert_float_equal(a.delay_ms, 20, 0);
    for (int i = 0; i < 40; i++)
        anim_faster(&a);
    assert_float_equal(a.delay_ms, 0, 0);
    assert_true(anim_unpaced(&a));
    anim_slower(&a);
    assert_float_equal(a.delay_ms, ANIM_MIN_DELAY, 0);
    for (int i = 0; i < 40; i++)
        anim_slower(&a);
    assert_float_equal(a.delay_ms, ANIM_MAX_DELAY, 0);
}

static void test_faster_forgets_a_long_debt(void **state)
{
    (void)state;
    anim a;
    anim_start(&a, 10000, 0);
    steps_at(&a, 0, 1); /* now owes ten seconds */
    anim_faster(&a);
    anim_faster(&a);
    assert_true(anim_wait_ms(&a) <= 2500);
}

static void test_skip_runs_flat_out(void **state)
{
    (void)state;
    anim a;
    anim_start(&a, 1000, 0);
    anim_toggle_pause(&a, 0);
    anim_skip(&a);
    assert_true(anim_unpaced(&a));
    assert_int_equal(steps_at(&a, 0, 1), 100000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_paced_steps),
        cmocka_unit_test(test_light_steps_cost_less),
        cmocka_unit_test(test_stall_does_not_race),
        cmocka_unit_test(test_pause_and_single_step),
        cmocka_unit_test(test_step_only_while_paused),
        cmocka_unit_test(test_faster_slower),
        cmocka_unit_test(test_faster_forgets_a_long_debt),
        cmocka_unit_test(test_skip_runs_flat_out),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
