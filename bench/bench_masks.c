/* bench_masks.c - what a mask costs: each generator that carves in a mask,
 * the whole mazedfs process with and without one, alternating runs.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE /* wait4 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <spawn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_spawn.h"
#include "mazedfs/gen.h"

extern char **environ;

#ifndef MAZEDFS_BIN
#define MAZEDFS_BIN "mazedfs"
#endif

enum { MAX_RUNS = 101, MAX_GENS = 32, MASK_SIDE = 100 };

/* The mask every generator is timed in, MASK_SIDE rooms a side and scaled
 * to the maze: a square with rounded corners, two round holes and, in the
 * first hole, an island (a second piece, joined to the rest), so it keeps
 * about 95 % of the rooms and exercises holes, the border and a join. */
static bool mask_inside(int r, int c)
{
    const double n = MASK_SIDE, corner = 0.2 * n;
    double cy = r < corner ? corner : r > n - 1 - corner ? n - 1 - corner : r;
    double cx = c < corner ? corner : c > n - 1 - corner ? n - 1 - corner : c;
    if (hypot(r - cy, c - cx) > corner) /* a rounded corner */
        return false;
    double h1 = hypot(r - 0.3 * n, c - 0.3 * n), h2 = hypot(r - 0.65 * n, c - 0.7 * n);
    if (h1 < 0.03 * n) /* the island */
        return true;
    return h1 >= 0.08 * n && h2 >= 0.06 * n;
}

/* Writes the mask as text into path (mkstemp's template); 0 on success. */
static int write_mask(char *path)
{
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f)
        return -1;
    for (int r = 0; r < MASK_SIDE; r++) {
        for (int c = 0; c < MASK_SIDE; c++)
            fputc(mask_inside(r, c) ? '#' : '.', f);
        fputc('\n', f);
    }
    return fclose(f) == 0 ? 0 : -1;
}

/* Runs argv with stdout to out_fd (or /dev/null when out_fd < 0), stderr
 * to /dev/null; *cpu_ms gets its user + system CPU. Returns the exit
 * status, or -1 if it could not run. */
static int run_child(char *const argv[], int out_fd, double *cpu_ms)
{
    bench_cost cost = {0, 0, 0};
    int st = bench_run_child(argv, out_fd, &cost);
    *cpu_ms = cost.cpu_ms;
    return st;
}

/* The rooms: and steps: lines of `mazedfs --stats` with the arguments of
 * argv after its first two (the binary and --print=ascii). 0 on success. */
static int stats_of(char *argv[], uint64_t *rooms, uint64_t *steps)
{
    char *print = argv[1];
    int st;
    argv[1] = "--stats";
    FILE *f = bench_run_output(argv, &st);
    argv[1] = print;
    if (!f)
        return -1;
    char line[256];
    int found = 0;
    while (fgets(line, sizeof line, f)) {
        unsigned long long v;
        if (sscanf(line, "rooms: %llu", &v) == 1)
            *rooms = v, found |= 1;
        if (sscanf(line, "steps: %llu", &v) == 1)
            *steps = v, found |= 2;
    }
    fclose(f);
    return st == 0 && found == 3 ? 0 : -1;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Sorts v (n values) and returns its median; v[0] is then the minimum. */
static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* One row: gen at side, plain against the mask options (mask_opt and its
 * value), runs alternating, each pair in the other order from the last
 * (plain first, then masked first), so neither side always runs just
 * after the other. The figures are the minima: the process does the
 * same work every run, and what another process on the machine does
 * (its caches, its memory traffic, huge pages it holds) only ever adds
 * CPU time to it, so the least of the runs is the nearest to what it
 * costs by itself and repeats from one bench to the next, where the
 * median of nine runs swung by 20-30 % on a shared two-core machine.
 * The ratio of the medians is shown beside it (med_ratio): when the two
 * ratios differ much, the machine was too busy for either. */
static int bench_row(const char *bin, const char *gen, const char *side, const char *seed,
                     const char *label, const char *mask_opt, const char *mask_val, int runs)
{
    char *plain[] = {(char *)bin,  "--print=ascii", "-g",         (char *)gen, "-s",
                     (char *)seed, (char *)side,    (char *)side, NULL};
    char *masked[] = {
        (char *)bin, "--print=ascii", (char *)mask_opt, (char *)mask_val, "-g", (char *)gen,
        "-s",        (char *)seed,    (char *)side,     (char *)side,     NULL};
    uint64_t rooms_p, steps_p, rooms_m, steps_m;
    if (stats_of(plain, &rooms_p, &steps_p) || stats_of(masked, &rooms_m, &steps_m)) {
        fprintf(stderr, "bench_masks: --stats -g %s failed\n", gen);
        return -1;
    }
    double cp[MAX_RUNS], cm[MAX_RUNS];
    for (int i = 0; i < runs; i++) {
        bool plain_first = i % 2 == 0;
        if (run_child(plain_first ? plain : masked, -1, plain_first ? &cp[i] : &cm[i]) != 0 ||
            run_child(plain_first ? masked : plain, -1, plain_first ? &cm[i] : &cp[i]) != 0) {
            fprintf(stderr, "bench_masks: --print=ascii -g %s failed\n", gen);
            return -1;
        }
    }
    double med = median(cm, runs) / median(cp, runs), p = cp[0], m = cm[0];
    printf("%-14s %-10s %9llu %9llu %6.1f%% %9.1f %9.1f %7.3f %9.3f %9.3f %9.3f\n", gen, label,
           (unsigned long long)rooms_p, (unsigned long long)rooms_m,
           100.0 * (double)rooms_m / (double)rooms_p, p, m, m / p,
           (m / (double)rooms_m) / (p / (double)rooms_p),
           (m / (double)steps_m) / (p / (double)steps_p), med);
    fflush(stdout);
    return 0;
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: bench_masks [--bin PATH] [--runs N] [--size N] [--seed S] [--gen NAME]...\n"
            "  For each generator that carves in a mask (default: all of them, from the\n"
            "  registry), times the whole process `mazedfs --print=ascii -g NAME -s S N N`\n"
            "  against the same with `--mask FILE` (FILE: a %d x %d room text mask the\n"
            "  bench writes, scaled to the maze: a square with rounded corners, two holes\n"
            "  and an island, about 95%% of the rooms), runs alternating; then the\n"
            "  backtracker with `--mask-text MAZE` (four pieces joined). CPU (user +\n"
            "  sys), the minimum of the runs (other load only adds to it). ratio =\n"
            "  masked / plain CPU; per_room and per_step divide each side's CPU by its\n"
            "  rooms or its steps (--stats) first; med_ratio = the ratio of the\n"
            "  medians. Defaults: the mazedfs built beside it, 11 runs, size 4001,\n"
            "  seed 1.\n",
            MASK_SIDE, MASK_SIDE);
}

int main(int argc, char **argv)
{
    const char *bin = MAZEDFS_BIN, *seed = "1", *gens[MAX_GENS];
    int runs = 11, side = 4001, ngens = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (v && strcmp(a, "--bin") == 0) {
            bin = v, i++;
        } else if (v && strcmp(a, "--runs") == 0 && atoi(v) >= 1 && atoi(v) <= MAX_RUNS) {
            runs = atoi(v), i++;
        } else if (v && strcmp(a, "--size") == 0 && atoi(v) >= 5) {
            side = atoi(v) | 1, i++;
        } else if (v && strcmp(a, "--seed") == 0) {
            seed = v, i++;
        } else if (v && strcmp(a, "--gen") == 0 && ngens < MAX_GENS && mz_gen_find(v) &&
                   mz_gen_find(v)->masks) {
            gens[ngens++] = v, i++;
        } else {
            usage(stderr);
            return 2;
        }
    }
    bool all = ngens == 0;
    for (int g = 0; all && g < mz_generator_count; g++)
        if (mz_generators[g]->masks)
            gens[ngens++] = mz_generators[g]->name;
    char path[] = "/tmp/bench_masks_mask_XXXXXX", sz[16];
    if (write_mask(path) != 0) {
        fprintf(stderr, "bench_masks: cannot write the mask: %s\n", strerror(errno));
        return 1;
    }
    snprintf(sz, sizeof sz, "%d", side);
    printf("# %s, %d x %d, seed %s, %d runs each, alternating; CPU ms (user + sys), minima\n", bin,
           side, side, seed, runs);
    printf("%-14s %-10s %9s %9s %7s %9s %9s %7s %9s %9s %9s\n", "generator", "mask", "rooms",
           "in_mask", "kept", "plain_ms", "mask_ms", "ratio", "per_room", "per_step", "med_ratio");
    int bad = 0;
    for (int g = 0; g < ngens; g++)
        bad |= bench_row(bin, gens[g], sz, seed, "shape", "--mask", path, runs);
    bad |= bench_row(bin, "backtracker", sz, seed, "MAZE", "--mask-text", "MAZE", runs);
    unlink(path);
    return bad ? 1 : 0;
}
