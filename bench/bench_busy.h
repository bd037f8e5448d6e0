/* bench_busy.h - processes that load the cores for mazedfs_bench --busy,
 * and the children a signal of the bench kills. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_BENCH_BUSY_H
#define MAZEDFS_BENCH_BUSY_H

#include <stdbool.h>
#include <sys/types.h>

/* Puts pid among the children that a SIGINT, SIGTERM or SIGHUP of the
 * bench sends SIGTERM before it dies (on), or takes it out (off, once it
 * is reaped). At most BUSY_MAX + 4 at a time. The first call installs the
 * handler where the signal's action is still the default (an ignored
 * SIGHUP, under nohup, stays ignored). */
void busy_doom(pid_t pid, bool on);

/* Processes that keep the cores busy while frames are measured: copies
 * of `yes` with stdout to /dev/null. */
enum { BUSY_MAX = 8 };
typedef struct busy_set {
    pid_t pid[BUSY_MAX];
    int n;
} busy_set;

/* Starts n (0..BUSY_MAX) copies of `yes > /dev/null` into *b, each
 * doomed (busy_doom). Returns 0, or -1 with a message on stderr and none
 * left running. */
int busy_start(busy_set *b, int n);

/* Kills and reaps what busy_start started; a no-op on an empty set. */
void busy_stop(busy_set *b);

#endif
