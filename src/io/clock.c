/* clock.c - the monotonic clock that headless timings and the frame log
 * read, and the thread's CPU clock. SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include "clock.h"

#include <time.h>

double mono_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

double thread_cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}
