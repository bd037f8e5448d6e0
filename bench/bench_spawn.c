/* bench_spawn.c - one child run and what it cost, for the benchmarks.
 * SPDX-License-Identifier: MIT */
#define _GNU_SOURCE
#include "bench_spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static double tv_ms(struct timeval tv)
{
    return (double)tv.tv_sec * 1e3 + (double)tv.tv_usec / 1e3;
}

/* Runs argv with stdout to out_fd (or /dev/null when out_fd < 0) and
 * stderr to /dev/null; fills *cost from wait4. Returns the exit status,
 * or -1 if it could not run. */
int bench_run_child(char *const argv[], int out_fd, bench_cost *cost)
{
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    if (out_fd >= 0)
        posix_spawn_file_actions_adddup2(&fa, out_fd, 1);
    else
        posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    double t0 = now_ms();
    pid_t pid;
    int err = posix_spawn(&pid, argv[0], &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (err) {
        fprintf(stderr, "%s: cannot run %s: %s\n", program_invocation_short_name, argv[0],
                strerror(err));
        return -1;
    }
    int status;
    struct rusage ru;
    while (wait4(pid, &status, 0, &ru) < 0)
        if (errno != EINTR)
            return -1;
    cost->wall_ms = now_ms() - t0;
    cost->cpu_ms = tv_ms(ru.ru_utime) + tv_ms(ru.ru_stime);
    cost->peak_rss_kb = ru.ru_maxrss;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

FILE *bench_run_output(char *const argv[], int *status)
{
    char path[] = "/tmp/mazedfs_bench_XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return NULL;
    unlink(path);
    bench_cost cost;
    *status = bench_run_child(argv, fd, &cost);
    FILE *f = fdopen(fd, "r");
    if (!f) {
        close(fd);
        return NULL;
    }
    rewind(f);
    return f;
}
