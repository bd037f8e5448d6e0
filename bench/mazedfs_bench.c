/* mazedfs_bench.c - times the real mazedfs binary: headless (time and peak
 * memory per maze) and, with --window, in a window under Xvfb (frame work,
 * idle CPU, first frame). SPDX-License-Identifier: MIT */
#define _GNU_SOURCE /* wait4 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench_spawn.h"
#include "bench_yardstick.h"

extern char **environ;

#ifndef MAZEDFS_BIN
#define MAZEDFS_BIN "mazedfs"
#endif

enum { MAX_RUNS = 101, MAX_SIZES = 8, MAX_GENS = 32 };

typedef struct bench_opts {
    const char *bin;
    int runs;
    int sizes[MAX_SIZES], nsizes;
    const char *gens[MAX_GENS];
    int ngens;
    const char *seed;
    bool window;
    bool anim_only;     /* --anim: only the animation beside xscreensaver's maze */
    double seconds;     /* --window: animation per run */
    int busy;           /* --window: copies of `yes > /dev/null` beside each frame run */
    int display;        /* --display N: Xvfb on :N (the demo's on :N+10), or -1: free ones */
    const char *ys_dir; /* --yardstick DIR, or NULL: look beside the source tree */
    bool no_ys;         /* --no-yardstick */
    char ys_bin[4200];  /* the yardstick built for this run, or "" */
    double mz_start_ms, ys_start_ms; /* each side's start-up CPU (a 5 x 5 maze) */
} bench_opts;

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The q-quantile (0..1) of v[0..n), nearest rank; sorts v. Median is 0.5,
 * p99 0.99, the max 1.0. */
static double quantile(double *v, int n, double q)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    int i = (int)(q * (n - 1) + 0.5);
    return v[i < 0 ? 0 : i >= n ? n - 1 : i];
}

/* Runs mazedfs --stats and reads its steps: line into *steps and its
 * peak_rss_kb: line into *rss_kb. Returns 0 on success. */
static int stats_run(const bench_opts *o, const char *gen, int side, uint64_t *steps, long *rss_kb)
{
    char sz[16];
    snprintf(sz, sizeof sz, "%d", side);
    char *argv[] = {(char *)o->bin,  "--stats", "-g", (char *)gen, "-s",
                    (char *)o->seed, sz,        sz,   NULL};
    int st;
    FILE *f = bench_run_output(argv, &st);
    if (!f)
        return -1;
    char line[256];
    int found = 0;
    while (fgets(line, sizeof line, f)) {
        unsigned long long v;
        long r;
        if (sscanf(line, "steps: %llu", &v) == 1)
            *steps = v, found |= 1;
        if (sscanf(line, "peak_rss_kb: %ld", &r) == 1)
            *rss_kb = r, found |= 2;
    }
    fclose(f);
    return st == 0 && found == 3 ? 0 : -1;
}

/* The yardstick's side of a row: its argv for the same size and seed. */
static void ys_argv(const bench_opts *o, const char *gen, char *sz, char *seed, char *argv[7])
{
    argv[0] = (char *)o->ys_bin;
    argv[1] = (char *)yardstick_name(gen);
    argv[2] = argv[3] = sz;
    argv[4] = seed;
    argv[5] = "--ascii";
    argv[6] = NULL;
}

/* For a walk: the walk steps on both sides, and the yardstick's seed (of
 * seed .. seed + 19) whose walk is nearest in length to mazedfs's (a walk's
 * length varies several-fold from seed to seed, and the whole process's
 * fixed costs would weigh on the shorter one). */
typedef struct walk_pair {
    uint64_t mz, ys;
    char ys_seed[24];
} walk_pair;

static void pair_walks(const bench_opts *o, const char *gen, int side, walk_pair *p)
{
    p->mz = mazedfs_walk_steps(gen, side, o->seed);
    p->ys = 0;
    snprintf(p->ys_seed, sizeof p->ys_seed, "%s", o->seed);
    unsigned long long base = strtoull(o->seed, NULL, 10);
    for (unsigned k = 0; k < 20; k++) {
        char sd[24];
        snprintf(sd, sizeof sd, "%llu", base + k);
        uint64_t n = yardstick_steps(o->ys_bin, yardstick_name(gen), side, sd);
        uint64_t gap = n > p->mz ? n - p->mz : p->mz - n;
        if (!p->ys || gap < (p->ys > p->mz ? p->ys - p->mz : p->mz - p->ys)) {
            p->ys = n;
            snprintf(p->ys_seed, sizeof p->ys_seed, "%s", sd);
        }
    }
}

/* The yardstick's columns of a row: its median CPU and mazedfs's over it,
 * per walk step for the walks. */
static void print_versus(const bench_opts *o, const char *gen, const walk_pair *p, double mz_cpu,
                         double ys_cpu)
{
    /* Net of each side's start-up: mazedfs loads SDL2 and cairo with some
     * 60 shared libraries that a text --print never uses; the yardstick
     * loads libc. */
    double mz_net = mz_cpu - o->mz_start_ms, ys_net = ys_cpu - o->ys_start_ms;
    if (!yardstick_per_step(gen)) {
        printf(" %9.1f %7.3f %7.3f\n", ys_cpu, mz_cpu / ys_cpu, ys_net > 0 ? mz_net / ys_net : 0);
        return;
    }
    double ratio = p->mz && p->ys ? (mz_cpu / (double)p->mz) / (ys_cpu / (double)p->ys) : 0;
    double net =
        p->mz && p->ys && ys_net > 0 ? (mz_net / (double)p->mz) / (ys_net / (double)p->ys) : 0;
    printf(" %9.1f %7.3f %7.3f  per walk step: %llu steps; yardstick seed %s, %llu steps\n", ys_cpu,
           ratio, net, (unsigned long long)p->mz, p->ys_seed, (unsigned long long)p->ys);
}

/* Each side's start-up CPU, the median of o->runs runs of a 5 x 5 maze
 * (alternating), into o->mz_start_ms and o->ys_start_ms. */
static void measure_start_up(bench_opts *o)
{
    char *argv[] = {
        (char *)o->bin, "--print=ascii", "-g", "kruskal", "-s", (char *)o->seed, "5", "5", NULL};
    char *yargv[] = {o->ys_bin, "kruskal", "5", "5", (char *)o->seed, "--ascii", NULL};
    double mz[MAX_RUNS], ys[MAX_RUNS];
    for (int i = 0; i < o->runs; i++) {
        bench_cost c = {0, 0, 0};
        bench_run_child(argv, -1, &c);
        mz[i] = c.cpu_ms;
        c.cpu_ms = 0;
        bench_run_child(yargv, -1, &c);
        ys[i] = c.cpu_ms;
    }
    o->mz_start_ms = quantile(mz, o->runs, 0.5);
    o->ys_start_ms = quantile(ys, o->runs, 0.5);
}

/* One line of the headless table: --print=ascii runs, medians; with the
 * yardstick, its runs alternate with mazedfs's. */
static int bench_headless_one(const bench_opts *o, const char *gen, int side)
{
    uint64_t rooms = (uint64_t)((side - 1) / 2) * (uint64_t)((side - 1) / 2), steps = 0;
    long stats_rss = 0;
    if (stats_run(o, gen, side, &steps, &stats_rss) != 0) {
        fprintf(stderr, "mazedfs_bench: %s --stats -g %s %d %d failed\n", o->bin, gen, side, side);
        return -1;
    }
    char sz[16];
    snprintf(sz, sizeof sz, "%d", side);
    char *argv[] = {
        (char *)o->bin, "--print=ascii", "-g", (char *)gen, "-s", (char *)o->seed, sz, sz, NULL};
    char *sargv[] = {(char *)o->bin,  "--stats", "-g", (char *)gen, "-s",
                     (char *)o->seed, sz,        sz,   NULL};
    char *yargv[7];
    bool versus = o->ys_bin[0] && yardstick_name(gen);
    walk_pair pair = {0, 0, ""};
    snprintf(pair.ys_seed, sizeof pair.ys_seed, "%s", o->seed);
    if (versus && yardstick_per_step(gen))
        pair_walks(o, gen, side, &pair);
    ys_argv(o, gen, sz, pair.ys_seed, yargv);
    double wall[MAX_RUNS], cpu[MAX_RUNS], ys_cpu[MAX_RUNS], stats_cpu[MAX_RUNS];
    long rss = 0;
    for (int i = 0; i < o->runs; i++) {
        bench_cost c;
        if (bench_run_child(argv, -1, &c) != 0) {
            fprintf(stderr, "mazedfs_bench: %s --print=ascii -g %s %d %d failed\n", o->bin, gen,
                    side, side);
            return -1;
        }
        wall[i] = c.wall_ms;
        cpu[i] = c.cpu_ms;
        rss = c.peak_rss_kb > rss ? c.peak_rss_kb : rss;
        /* --stats on the same maze, alternating with --print=ascii (issue
         * 25's "under 2x" is against --print: bench/stats_table.py). */
        if (bench_run_child(sargv, -1, &c) != 0) {
            fprintf(stderr, "mazedfs_bench: %s --stats -g %s %d %d failed\n", o->bin, gen, side,
                    side);
            return -1;
        }
        stats_cpu[i] = c.cpu_ms;
        if (versus && bench_run_child(yargv, -1, &c) != 0)
            versus = false;
        ys_cpu[i] = c.cpu_ms;
    }
    double w = quantile(wall, o->runs, 0.5), cp = quantile(cpu, o->runs, 0.5);
    double cells = (double)side * side;
    /* Per step as well as per room, for every generator: for the random
     * walks (Aldous-Broder, Wilson) the steps are mostly walk steps. */
    double st = quantile(stats_cpu, o->runs, 0.5);
    printf(
        "%-14s %5dx%-5d %10llu %12llu %9.1f %9.1f %8.2f %8.2f %8.3f %9ld %6.3f %10ld %9.1f %7.2f",
        gen, side, side, (unsigned long long)rooms, (unsigned long long)steps, w, cp,
        w * 1e6 / (double)rooms, cp * 1e6 / (double)rooms, w * 1e6 / (double)steps, rss,
        (double)rss * 1024.0 / cells, stats_rss, st, st / cp);
    if (versus)
        print_versus(o, gen, &pair, cp, quantile(ys_cpu, o->runs, 0.5));
    else
        printf("\n");
    fflush(stdout);
    return 0;
}

static void print_machine(const bench_opts *o)
{
    char model[128] = "unknown", line[256];
    FILE *f = fopen("/proc/cpuinfo", "r");
    while (f && fgets(line, sizeof line, f)) {
        char *colon = strchr(line, ':');
        if (strncmp(line, "model name", 10) == 0 && colon) {
            snprintf(model, sizeof model, "%s", colon + 2);
            model[strcspn(model, "\n")] = 0;
            break;
        }
    }
    if (f)
        fclose(f);
    char date[32];
    time_t t = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%d", localtime(&t));
    printf("# %s, %ld cores (%s); %s; %d runs each, medians; seed %s\n", date,
           sysconf(_SC_NPROCESSORS_ONLN), model, o->bin, o->runs, o->seed);
}

static int bench_headless(bench_opts *o)
{
    print_machine(o);
    if (o->ys_bin[0]) {
        measure_start_up(o);
        printf("# yardstick: %s (fastgen2 NAME N N SEED --ascii, alternating with mazedfs);\n"
               "# ratio = mazedfs cpu_ms / ys_cpu_ms; for wilson and origin-shift per walk\n"
               "# step, against the yardstick's seed (of seed .. seed + 19) whose walk is\n"
               "# nearest in length\n",
               o->ys_bin);
        printf("# start-up CPU (a 5 x 5 maze, medians): mazedfs %.1f ms, yardstick %.1f ms;\n"
               "# net = the ratio with each side's start-up taken off its cpu_ms\n",
               o->mz_start_ms, o->ys_start_ms);
    }
    printf("# stats_cpu: mazedfs --stats on the same maze (median cpu_ms, alternating with\n"
           "# --print=ascii); stats_x = stats_cpu / cpu_ms (the streamed generators' --print\n"
           "# makes no grid; issue 25's under 2x is against --print: bench/stats_table.py)\n");
    printf("%-14s %-11s %10s %12s %9s %9s %8s %8s %8s %9s %6s %10s %9s %7s%s\n", "generator",
           "size", "rooms", "steps", "wall_ms", "cpu_ms", "ns/room", "cpu/room", "ns/step",
           "rss_kb", "B/cell", "stats_rss", "stats_cpu", "stats_x",
           o->ys_bin[0] ? " ys_cpu_ms   ratio     net" : "");
    int bad = 0;
    for (int g = 0; g < o->ngens; g++)
        for (int s = 0; s < o->nsizes; s++)
            bad |= bench_headless_one(o, o->gens[g], o->sizes[s]) != 0;
    return bad ? 1 : 0;
}

/* ==== WINDOW FIGURES ===================================================
 * The window's targets, under Xvfb with the renderer mazedfs picks
 * there (see bench_window.c for how each sample is taken):
 *   - frame work (events, steps, texture, drawing, present; from the app's
 *     MAZEDFS_FRAME_LOG) while a maze animates at the default pace, block 1,
 *     for each generator and size: median, p99, max under 16 ms at p99,
 *     also with --busy 2 (two `yes > /dev/null` keep both cores busy);
 *     beside it the p99 of the interval between presents, which shows the
 *     frames that came late although their work was short (descheduled);
 *   - idle CPU in play (--delay 0 41 51 10, no input): under 1% of a core;
 *   - idle CPU in the demo's 3 s pause after the trace, found in the frame
 *     log as a quiet stretch: none;
 *   - the first frame of `mazedfs 41 51 10`: under 200 ms from the spawn,
 *     from the log and as seen from outside. */
#include "bench_busy.h"
#include "bench_window.h"

/* The screen: a 2001 x 2001 maze fits at one pixel per cell with the HUD;
 * larger ones are shown reduced. */
enum { XVFB_W = 2048, XVFB_H = 2176 };
/* The demo's screen: its maze fills the screen at 12 px per cell and is
 * solved and traced at 4 ms per step, so on the big screen its first
 * pause would come after minutes; on this one after about 20 s. What the
 * pause costs does not depend on the maze's size when nothing is drawn. */
enum { DEMO_XVFB_W = 640, DEMO_XVFB_H = 480 };
#define WALL_RGB 0x00ff00u

static int bench_window_frames(const bench_opts *o, const xserver *x, const char *gen, int side)
{
    char sz[16];
    snprintf(sz, sizeof sz, "%d", side);
    char *argv[] = {(char *)o->bin, "-g", (char *)gen, "-s", (char *)o->seed, sz, sz, "1", NULL};
    frame_samples f;
    busy_set b;
    if (busy_start(&b, o->busy) != 0)
        return -1;
    int ran = window_frames(x, argv, o->seconds, &f);
    busy_stop(&b);
    if (ran != 0)
        return -1;
    printf("%-14s %5dx%-5d %-9s %7d %6.1f %9.1f %9.2f %9.2f %9.2f %15.2f\n", gen, side, side,
           f.renderer, f.n, f.n > 1 ? (f.n - 1) * 1e3 / f.span_ms : 0, f.first_ms,
           quantile(f.work_ms, f.n, 0.5), quantile(f.work_ms, f.n, 0.99),
           quantile(f.work_ms, f.n, 1.0), f.n > 1 ? quantile(f.gap_ms, f.n - 1, 0.99) : 0);
    fflush(stdout);
    frame_samples_free(&f);
    return 0;
}

static int bench_window_idle(const bench_opts *o, const xserver *x)
{
    char *argv[] = {(char *)o->bin, "-s", (char *)o->seed, "--delay", "0", "41", "51", "10", NULL};
    double pct;
    int frames;
    if (window_idle(x, argv, 1.0, 5.0, &pct, &frames) != 0)
        return -1;
    printf("idle: mazedfs -s %s --delay 0 41 51 10, in play, no input, 5 s: %.2f%% of a core, "
           "%d frames\n",
           o->seed, pct, frames);
    return 0;
}

/* Debian's xscreensaver-data-extra: the classic maze hack, the yardstick
 * of the window's animation CPU. */
#define XSCREENSAVER_MAZE "/usr/libexec/xscreensaver/maze"

/* The window of each run: from 1 s after the spawn (the first frame,
 * which draws everything, is over) for 8 s, inside the dig of
 * `41 51 10` at its default pace (about 10.3 s from the first frame). */
#define ANIM_SETTLE_S 1.0
#define ANIM_MEASURE_S 8.0

/* --runs runs of mazedfs, one after the other, beside one xscreensaver's
 * maze that runs throughout. Each run measures both over the same
 * seconds. The figure is the ratio of the sums (the CPU of both over the
 * same N x 8 s): xscreensaver's maze rests for seconds between its
 * solves and picks a random size each maze, so one run's ratio swings
 * with the phase it caught; the median and range of those are beside
 * it. */
static int bench_window_anim(const bench_opts *o, const xserver *x)
{
    char *argv[] = {(char *)o->bin, "-s", (char *)o->seed, "41", "51", "10", NULL};
    char *ref[] = {XSCREENSAVER_MAZE, NULL};
    double pct[MAX_RUNS], ref_pct[MAX_RUNS], ratio[MAX_RUNS], sum = 0, ref_sum = 0;
    int rc = window_beside(x, argv, ref, o->runs, ANIM_SETTLE_S, ANIM_MEASURE_S, pct, ref_pct);
    if (rc == 1) {
        printf("animating: mazedfs -s %s 41 51 10 (no yardstick: %s, Debian's "
               "xscreensaver-data-extra, is not installed)\n",
               o->seed, XSCREENSAVER_MAZE);
        return 0;
    }
    if (rc != 0)
        return -1;
    for (int i = 0; i < o->runs; i++) {
        ratio[i] = ref_pct[i] > 0 ? pct[i] / ref_pct[i] : 0.0;
        printf("animating, run %d: mazedfs %.2f%%, xscreensaver's maze %.2f%%, ratio %.2fx\n",
               i + 1, pct[i], ref_pct[i], ratio[i]);
        sum += pct[i];
        ref_sum += ref_pct[i];
    }
    printf("animating: mazedfs -s %s 41 51 10, %d runs of %.0f s: %.2f%% of a core; "
           "xscreensaver's maze over the same seconds: %.2f%%; ratio %.2fx (target 1.5x); "
           "runs' ratios: median %.2fx, %.2f-%.2fx\n",
           o->seed, o->runs, ANIM_MEASURE_S, sum / o->runs, ref_sum / o->runs,
           ref_sum > 0 ? sum / ref_sum : 0.0, quantile(ratio, o->runs, 0.5),
           quantile(ratio, o->runs, 0.0), quantile(ratio, o->runs, 1.0));
    return 0;
}

static int bench_window_pause(const bench_opts *o)
{
    xserver x;
    if (xserver_start(&x, DEMO_XVFB_W, DEMO_XVFB_H, o->display < 0 ? -1 : o->display + 10) != 0)
        return -1;
    char *argv[] = {(char *)o->bin, "--demo", "--windowed", "-s", (char *)o->seed, NULL};
    pause_idle p;
    /* 0.5 s quiet: animating, frames come every 16-40 ms. */
    int ok = window_pause_idle(&x, argv, 0.5, 2.0, 2.5, 120, &p);
    xserver_stop(&x);
    if (ok != 0)
        return -1;
    printf("idle in the demo's pause: %.2f%% of a core over %.1f s, %d frames (mazedfs --demo "
           "--windowed -s %s on a %dx%d screen, no input; the pause began %.1f s after the "
           "spawn and lasted %.2f s)\n",
           p.pct, p.window_s, p.frames, o->seed, DEMO_XVFB_W, DEMO_XVFB_H, p.at_s, p.pause_s);
    return 0;
}

static int bench_window_first(const bench_opts *o, const xserver *x)
{
    char *argv[] = {(char *)o->bin, "-s", (char *)o->seed, "41", "51", "10", NULL};
    double logged[MAX_RUNS], seen[MAX_RUNS];
    int nseen = 0;
    for (int i = 0; i < o->runs; i++) {
        double s;
        if (window_first_frame(x, argv, WALL_RGB, &logged[i], &s) != 0)
            return -1;
        if (s >= 0)
            seen[nseen++] = s;
    }
    printf("first frame: mazedfs -s %s 41 51 10, %d runs: present ends at median %.1f ms "
           "(max %.1f)",
           o->seed, o->runs, quantile(logged, o->runs, 0.5), quantile(logged, o->runs, 1.0));
    if (nseen)
        printf("; seen on screen at median %.1f ms (max %.1f)", quantile(seen, nseen, 0.5),
               quantile(seen, nseen, 1.0));
    printf("\n");
    return 0;
}

static int bench_window(const bench_opts *o)
{
    xserver x;
    if (xserver_start(&x, XVFB_W, XVFB_H, o->display) != 0)
        return 1;
    print_machine(o);
    int bad = 0;
    if (o->anim_only) {
        printf("# Xvfb %s %dx%dx24\n", x.display, XVFB_W, XVFB_H);
        bad = bench_window_anim(o, &x) != 0;
        xserver_stop(&x);
        return bad;
    }
    printf("# Xvfb %s %dx%dx24; %.0f s of animation per run, default pace, block 1; "
           "busy: %d x yes > /dev/null\n",
           x.display, XVFB_W, XVFB_H, o->seconds, o->busy);
    printf("%-14s %-11s %-9s %7s %6s %9s %9s %9s %9s %15s\n", "generator", "size", "renderer",
           "frames", "fps", "first_ms", "median_ms", "p99_ms", "max_ms", "interval_p99_ms");
    for (int s = 0; s < o->nsizes; s++)
        for (int g = 0; g < o->ngens; g++)
            bad |= bench_window_frames(o, &x, o->gens[g], o->sizes[s]) != 0;
    bad |= bench_window_idle(o, &x) != 0;
    bad |= bench_window_anim(o, &x) != 0;
    bad |= bench_window_pause(o) != 0;
    bad |= bench_window_first(o, &x) != 0;
    xserver_stop(&x);
    return bad ? 1 : 0;
}
/* ==== end of WINDOW FIGURES ========================================== */

/* --versus: every generator the yardstick has. */
static const char *const versus_gens[] = {
    "wilson", "kruskal",    "prim",        "growing-tree", "prim-true", "hunt-and-kill",
    "eller",  "sidewinder", "binary-tree", "origin-shift", NULL,
};

static void usage(FILE *f)
{
    fprintf(f, "usage: mazedfs_bench [--bin PATH] [--runs N] [--size N]... [--gen NAME]...\n"
               "                     [--seed S] [--versus] [--yardstick DIR | --no-yardstick]\n"
               "                     [--window [--seconds S] [--busy N] | --anim] [--display N]\n"
               "  Times `mazedfs --print=ascii -g NAME -s S N N > /dev/null` N times per\n"
               "  generator and size and prints medians: wall and CPU ms, ns per room and\n"
               "  per step (steps as --stats counts them: for the random walks, mostly walk\n"
               "  steps), peak RSS and bytes per cell, the peak RSS of one --stats run, and\n"
               "  --stats' median CPU (alternating with --print) and its ratio to --print's.\n"
               "  Up to 32 --gen. Defaults: the mazedfs built beside it, 5 runs,\n"
               "  sizes 4001 and 10001, backtracker division aldous-broder, seed 1.\n"
               "  --window: under its own Xvfb, frame times while each maze animates for\n"
               "  --seconds S (default 5; sizes 2001 and 4001), idle CPU in play and in the\n"
               "  demo's pause, and the first frame of `mazedfs 41 51 10` (--runs times).\n"
               "  Its table, from the app's MAZEDFS_FRAME_LOG: frames presented, fps over\n"
               "  them, first_ms from the spawn to the end of the first present;\n"
               "  median_ms, p99_ms, max_ms of a frame's work (waking to the end of its\n"
               "  present); interval_p99_ms, the p99 of the time from one present's end to\n"
               "  the next, which also counts time the app was descheduled or waiting (it\n"
               "  presents at most every 16 ms, so about 17 is the floor).\n"
               "  --anim: only `mazedfs -s S 41 51 10` beside xscreensaver's maze (Debian's\n"
               "  xscreensaver-data-extra): one maze runs throughout, mazedfs --runs times\n"
               "  in turn; each run, both one's CPU from schedstat over the same 8 s of\n"
               "  mazedfs's dig (1 s after its spawn), neither with a frame log. The\n"
               "  ratio is of the sums (the same seconds); the runs' own ratios' median\n"
               "  and range beside it (--window measures it too).\n"
               "  --display N: the window figures' Xvfb on :N (the demo's on :N+10), not\n"
               "  the first free display.\n"
               "  --busy N (0..8, default 0): N copies of `yes > /dev/null` run during each\n"
               "  animation of the table, to load the cores; killed after it.\n"
               "  The yardstick (tight C versions of the generators, not part of mazedfs):\n"
               "  when ../shared/yardstick/fastgen2.c beside the source tree (or\n"
               "  /work/shared/yardstick, or --yardstick DIR) is there, the bench compiles\n"
               "  it with cc -O2 -march=native into a temporary folder and runs it after\n"
               "  each mazedfs run on the same maze (fastgen2 NAME N N SEED --ascii);\n"
               "  each row then ends with its median CPU ms and mazedfs's CPU over it\n"
               "  (per walk step for wilson and origin-shift: both sides' walk steps\n"
               "  counted, and the yardstick run at the seed of S .. S + 19 whose walk is\n"
               "  nearest in length),\n"
               "  and `net`, the same ratio with each side's start-up CPU (the median of\n"
               "  N runs of a 5 x 5 maze, printed above the table) taken off first.\n"
               "  --no-yardstick leaves it out. --versus: every generator it has, at 4001.\n");
}

int main(int argc, char **argv)
{
    bench_opts o = {.bin = MAZEDFS_BIN, .runs = 5, .seed = "1", .seconds = 5, .display = -1};
    bool versus = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--window") == 0) {
            o.window = true;
        } else if (strcmp(a, "--anim") == 0) {
            o.window = o.anim_only = true;
        } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (v && strcmp(a, "--bin") == 0) {
            o.bin = v, i++;
        } else if (v && strcmp(a, "--seconds") == 0 && atof(v) > 0) {
            o.seconds = atof(v), i++;
        } else if (v && strcmp(a, "--busy") == 0) {
            char *end;
            long n = strtol(v, &end, 10);
            if (end == v || *end || n < 0 || n > BUSY_MAX) {
                fprintf(stderr, "mazedfs_bench: --busy wants 0 to %d, not '%.40s'\n", BUSY_MAX, v);
                return 2;
            }
            o.busy = (int)n, i++;
        } else if (v && strcmp(a, "--display") == 0 && atoi(v) >= 0 && atoi(v) < 10000) {
            o.display = atoi(v), i++;
        } else if (v && strcmp(a, "--seed") == 0) {
            o.seed = v, i++;
        } else if (v && strcmp(a, "--runs") == 0 && atoi(v) >= 1 && atoi(v) <= MAX_RUNS) {
            o.runs = atoi(v), i++;
        } else if (v && strcmp(a, "--size") == 0 && o.nsizes < MAX_SIZES && atoi(v) >= 5) {
            o.sizes[o.nsizes++] = atoi(v) | 1, i++;
        } else if (v && strcmp(a, "--gen") == 0 && o.ngens < MAX_GENS) {
            o.gens[o.ngens++] = v, i++;
        } else if (v && strcmp(a, "--yardstick") == 0) {
            o.ys_dir = v, i++;
        } else if (strcmp(a, "--no-yardstick") == 0) {
            o.no_ys = true;
        } else if (strcmp(a, "--versus") == 0) {
            versus = true;
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (o.busy && !o.window) {
        fprintf(stderr, "mazedfs_bench: --busy loads the cores for --window; add --window\n");
        return 2;
    }
    if (versus && o.ngens == 0)
        for (const char *const *g = versus_gens; *g; g++)
            o.gens[o.ngens++] = *g;
    if (versus && o.nsizes == 0)
        o.sizes[o.nsizes++] = 4001;
    if (o.nsizes == 0) {
        o.sizes[o.nsizes++] = o.window ? 2001 : 4001;
        o.sizes[o.nsizes++] = o.window ? 4001 : 10001;
    }
    if (o.ngens == 0) {
        o.gens[o.ngens++] = "backtracker";
        o.gens[o.ngens++] = "division";
        o.gens[o.ngens++] = "aldous-broder";
    }
    if (o.window)
        return bench_window(&o);
    if (!o.no_ys && yardstick_build(o.ys_dir, o.ys_bin, sizeof o.ys_bin) != 0)
        o.ys_bin[0] = 0;
    int status = bench_headless(&o);
    if (o.ys_bin[0])
        yardstick_remove(o.ys_bin);
    return status;
}
