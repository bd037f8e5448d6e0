/* bench_spawn.h - one child run and what it cost, for the benchmarks.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_BENCH_SPAWN_H
#define MAZEDFS_BENCH_SPAWN_H

#include <stdio.h>

/* What one finished child cost. */
typedef struct bench_cost {
    double wall_ms, cpu_ms;
    long peak_rss_kb;
} bench_cost;

/* Runs argv with stdout to out_fd (or /dev/null when out_fd < 0) and
 * stderr to /dev/null; fills *cost from wait4. Returns the exit status,
 * or -1 if it could not run. */
int bench_run_child(char *const argv[], int out_fd, bench_cost *cost);

/* Runs argv as bench_run_child does with its stdout kept in a temporary
 * file, which it returns rewound for reading (fclose it; the file is
 * already unlinked), and *status the exit status; NULL if no file could
 * be made. */
FILE *bench_run_output(char *const argv[], int *status);

#endif
