/* headless.c - generate without a window and print the maze or its figures.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "headless.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "clock.h"
#include "mazedfs/check.h"
#include "mazedfs/error.h"
#include "mazedfs/path.h"

/* A size whose maze cannot be held in memory is bad input, with the usage
 * errors' status. */
enum { HEADLESS_TOO_BIG = 2 };

/* Starts o's generator on a new grid; on failure prints why and returns
 * NULL with *gen NULL. */
static mz_grid *start(const mz_options *o, mz_gen **gen)
{
    mz_grid *g = mz_grid_new(o->height, o->width);
    *gen = g ? mz_gen_new_with(o->gen, g, o->seed, &o->gen_params) : NULL;
    if (!*gen) {
        fprintf(stderr, "mazedfs: not enough memory for a %d x %d maze (%.0f MiB); try a smaller size\n",
                o->height, o->width, (double)o->height * o->width / 1048576.0);
        mz_grid_free(g);
        return NULL;
    }
    return g;
}

/* The first k steps of gen, and the grid as they left it: bit 0 only (a
 * generator stopped half way may hold its bookkeeping in the other bits). */
static uint64_t run_steps(mz_gen *gen, mz_grid *g, uint64_t k)
{
    mz_event ev;
    while (mz_gen_steps(gen) < k && mz_gen_next(gen, &ev))
        ;
    size_t cells = (size_t)g->height * (size_t)g->width;
    for (size_t i = 0; i < cells; i++)
        g->cells[i] &= MZ_PASSAGE;
    return mz_gen_steps(gen);
}

/* Makes the grid and the maze for o (finished, or as --steps leaves it); on
 * failure prints why and returns NULL. Shared by --print and --stats. */
static mz_grid *headless_generate(const mz_options *o, uint64_t *steps, double *ms)
{
    double t0 = mono_now_ms();
    mz_gen *gen;
    mz_grid *g = start(o, &gen);
    if (!g)
        return NULL;
    *steps = o->steps == MZ_STEPS_ALL ? mz_gen_finish(gen) : run_steps(gen, g, o->steps);
    mz_gen_free(gen);
    *ms = mono_now_ms() - t0;
    return g;
}

int headless_print(const mz_options *o)
{
    uint64_t steps;
    double ms;
    mz_grid *g = headless_generate(o, &steps, &ms);
    if (!g)
        return HEADLESS_TOO_BIG;
    size_t row_size = mz_text_row_size(g, o->print_style);
    /* Rows go out in batches of about 1 MiB: few write calls, little memory. */
    size_t batch = row_size < (1u << 20) ? (1u << 20) / row_size : 1;
    char *buf = malloc(batch * row_size);
    if (!buf) {
        fprintf(stderr, "mazedfs: not enough memory to print the maze; try a smaller size\n");
        mz_grid_free(g);
        return HEADLESS_TOO_BIG;
    }
    int status = 0;
    for (int y = 0; y < g->height;) {
        size_t used = 0;
        for (size_t i = 0; i < batch && y < g->height; i++, y++)
            used += mz_text_row(g, y, o->print_style, buf + used);
        if (fwrite(buf, 1, used, stdout) != used) {
            status = 1;
            break;
        }
    }
    if (fflush(stdout) != 0)
        status = 1;
    if (status)
        fprintf(stderr, "mazedfs: could not write the maze to standard output\n");
    free(buf);
    mz_grid_free(g);
    return status;
}

static long peak_rss_kb(void)
{
    struct rusage ru;
    return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : -1;
}

int headless_stats(const mz_options *o)
{
    uint64_t steps;
    double ms;
    mz_grid *g = headless_generate(o, &steps, &ms);
    if (!g)
        return HEADLESS_TOO_BIG;
    mz_report r;
    mz_path path = {0};
    int err = mz_check(g, &r);
    if (!err)
        err = mz_path_shortest(g, &path);
    if (err == MZ_ENOMEM)
        fprintf(stderr, "mazedfs: not enough memory to examine a %d x %d maze (--stats needs "
                        "%.0f MiB more beside it); try a smaller size, or --print\n",
                g->height, g->width, (double)g->height * g->width / 1048576.0);
    else if (err)
        fprintf(stderr, "mazedfs: cannot examine the maze: %s\n", mz_strerror(err));
    if (err) {
        mz_grid_free(g);
        return err == MZ_ENOMEM ? HEADLESS_TOO_BIG : 1;
    }
    printf("generator: %s\nseed: %llu\nheight: %d\nwidth: %d\nrooms: %llu\n", o->gen->name,
           (unsigned long long)o->seed, g->height, g->width, (unsigned long long)r.rooms);
    printf("steps: %llu\ngenerate_ms: %.3f\ndead_ends_pct: %.2f\nsolution_length: %zu\n",
           (unsigned long long)steps, ms, 100.0 * (double)r.dead_ends / (double)r.rooms,
           path.length);
    printf("perfect: %s\npeak_rss_kb: %ld\n", r.perfect ? "yes" : "no", peak_rss_kb());
    mz_path_free(&path);
    mz_grid_free(g);
    return fflush(stdout) == 0 ? 0 : 1;
}

int headless_list(void)
{
    for (int i = 0; i < mz_generator_count; i++) {
        const mz_gen_info *info = &mz_generators[i];
        printf("%-15s %-8s %s%s%s%s\n", info->name, info->perfect ? "perfect" : "loops",
               info->summary, *info->aliases ? " (also: " : "", info->aliases,
               *info->aliases ? ")" : "");
    }
    return 0;
}

int headless_events(const mz_options *o)
{
    mz_gen *gen;
    mz_grid *g = start(o, &gen);
    if (!g)
        return HEADLESS_TOO_BIG;
    static char buf[1 << 16];
    setvbuf(stdout, buf, _IOFBF, sizeof buf);
    int ok = printf("step\tkind\ty\tx\tline\n") > 0;
    mz_event ev;
    while (ok && mz_gen_steps(gen) < o->steps && mz_gen_next(gen, &ev))
        ok = printf("%llu\t%s\t%d\t%d\t%d\n", (unsigned long long)mz_gen_steps(gen),
                    mz_event_kind_name(ev.kind), ev.y, ev.x, ev.line) > 0;
    mz_gen_free(gen);
    mz_grid_free(g);
    if (fflush(stdout) != 0 || !ok) {
        fprintf(stderr, "mazedfs: could not write the events to standard output\n");
        return 1;
    }
    return 0;
}
