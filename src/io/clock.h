/* clock.h - the monotonic clock that headless timings and the frame log
 * read. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_CLOCK_H
#define MAZEDFS_CLOCK_H

/* CLOCK_MONOTONIC in milliseconds: not SDL's counter (which may be
 * CLOCK_MONOTONIC_RAW), so a benchmark can compare these times with its
 * own clock_gettime. */
double mono_now_ms(void);

/* The CPU time this thread has used, in milliseconds: a frame's work
 * without the time it waited for a core. */
double thread_cpu_ms(void);

#endif
