/* test_soak.c - the property soak: many thousand mazes from every generator,
 * random odd sizes from 5 to 301 and random seeds drawn from one fixed master
 * seed, each checked, with memory flat across the run.
 * usage: test_soak [MAZES]   SPDX-License-Identifier: MIT */
#include "test_util.h"

#include <stdio.h>

#include "mazedfs/event.h"
#include "mazedfs/rng.h"

enum { SOAK_MIN = 5, SOAK_MAX = 301, STEP_EVERY = 97 };
#define MASTER_SEED 0x5eed2026ULL
#define RSS_GROWTH_KB 4096L /* what malloc's arenas may still shift by */

typedef struct soak_config {
    long mazes;
    bool check_rss; /* off under ASan: its quarantine holds freed memory */
} soak_config;

/* Resident set size of this process in KiB, from /proc; -1 if unknown. */
static long rss_kb(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %ld kB", &kb) == 1)
            break;
    if (f)
        fclose(f);
    return kb;
}

static int odd_side(mz_rng *r)
{
    return SOAK_MIN + 2 * (int)mz_rng_below(r, (SOAK_MAX - SOAK_MIN) / 2 + 1);
}

/* Drives a generator one event at a time, as the window does. */
static void step_to_end(mz_gen *gen)
{
    mz_event ev;
    while (mz_gen_next(gen, &ev))
        ;
}

static void soak_one(mz_rng *master, long i)
{
    const mz_gen_info *info = mz_generators[i % mz_generator_count];
    int h = odd_side(master), w = odd_side(master);
    uint64_t seed = mz_rng_next(master);
    mz_grid *g = mz_grid_new(h, w);
    assert_non_null(g);
    mz_gen *gen = mz_gen_new(info, g, seed);
    assert_non_null(gen);
    if (i % STEP_EVERY == 0)
        step_to_end(gen);
    else
        mz_gen_finish(gen);
    assert_true(mz_gen_done(gen));
    mz_gen_free(gen);
    mz_report r;
    assert_int_equal(mz_check(g, &r), 0);
    if (!r.exit_open || !r.connected || (info->perfect && !r.perfect) || r.bad_values ||
        r.bad_corners || r.border_leaks || r.solid_rooms)
        fail_msg("maze %ld: %s %dx%d seed %llu is not what it promises", i, info->name, h, w,
                 (unsigned long long)seed);
    mz_grid_free(g);
}

static void test_soak(void **state)
{
    const soak_config *cfg = *state;
    mz_rng master;
    mz_rng_seed(&master, MASTER_SEED);
    long tenth = cfg->mazes / 10, rss_early = -1;
    for (long i = 0; i < cfg->mazes; i++) {
        soak_one(&master, i);
        if (i + 1 == tenth)
            rss_early = rss_kb();
    }
    long rss_end = rss_kb();
    printf("soak: %ld mazes, VmRSS %ld kB at 10%%, %ld kB at the end\n", cfg->mazes, rss_early,
           rss_end);
    if (cfg->check_rss) {
        assert_true(rss_early > 0 && rss_end > 0);
        assert_true(rss_end - rss_early <= RSS_GROWTH_KB);
    }
}

int main(int argc, char **argv)
{
    soak_config cfg = {argc > 1 ? atol(argv[1]) : 100000, true};
#if defined(__SANITIZE_ADDRESS__)
    cfg.check_rss = false;
#endif
    if (cfg.mazes < 10) {
        fprintf(stderr, "usage: test_soak [MAZES >= 10]\n");
        return 2;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_prestate(test_soak, &cfg),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
