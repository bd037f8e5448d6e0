/* main.c - mazedfs: parse the command line, then run headless or in a window.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "datadir.h"
#include "export.h"
#include "headless.h"
#include "mazedfs/cli.h"
#include "mazedfs/rng.h"
#include "quote.h"
#include "record.h"
#include "scores_file.h"
#include "window.h"

#ifndef MAZEDFS_VERSION
#define MAZEDFS_VERSION "0.0.0"
#endif

/* One "mazedfs:" line, the user's names and bytes in it quoted. */
static void say(char *err, size_t n)
{
    io_quote(err, n);
    fprintf(stderr, "mazedfs: %s\n", err);
}

/* A fresh seed from the kernel, or from the clock and pid if that fails. */
static uint64_t draw_seed(void)
{
    uint64_t seed = 0;
    FILE *f = fopen("/dev/urandom", "rb");
    if (!f || fread(&seed, sizeof seed, 1, f) != 1) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        uint64_t mix =
            (uint64_t)ts.tv_sec * 1000000007ULL ^ (uint64_t)ts.tv_nsec ^ (uint64_t)getpid() << 32;
        seed = mz_splitmix64(&mix);
    }
    if (f)
        fclose(f);
    return seed;
}

/* Every mode's output is flushed and closed here, and a failure (a full
 * disk, a closed pipe) is the exit status: output lost is never success.
 * --print and --events say so themselves; the others get one line. */
static int close_stdout(int status, bool said)
{
    errno = 0;
    bool bad = fflush(stdout) != 0 || ferror(stdout);
    int e = errno;
    if (fclose(stdout) != 0) {
        bad = true;
        e = e ? e : errno;
    }
    if (!bad)
        return status;
    if (!said || status == 0) {
        if (e)
            fprintf(stderr, "mazedfs: could not write to standard output: %s\n", strerror(e));
        else
            fprintf(stderr, "mazedfs: could not write to standard output\n");
    }
    return status ? status : 1;
}

static int run(int argc, char **argv, mz_options *out)
{
    mz_options o;
    char err[512], sprite[4096];
    if (mz_cli_parse(argc, argv, &o, err, sizeof err) != 0) {
        say(err, sizeof err);
        return 2;
    }
    *out = o;
    switch (o.mode) {
    case MZ_MODE_HELP: fputs(mz_cli_usage(), stdout); return 0;
    case MZ_MODE_VERSION: printf("mazedfs %s\n", MAZEDFS_VERSION); return 0;
    case MZ_MODE_LIST: return headless_list();
    case MZ_MODE_SCORES: return scores_print(stdout, stderr);
    case MZ_MODE_LIST_SOLVERS: return headless_list_solvers();
    case MZ_MODE_LIST_OPTIONS: return headless_list_options();
    default: break;
    }
    if (o.sprite && datadir_sprite(o.sprite, sprite, sizeof sprite, err, sizeof err) != 0) {
        say(err, sizeof err);
        return 2;
    }
    if (o.sprite)
        o.sprite = sprite;
    /* Refused before the seed line, so bad input stays one line. */
    if ((o.mode == MZ_MODE_EXPORT && io_export_check(&o, err, sizeof err)) ||
        (o.mode == MZ_MODE_RECORD && io_record_check(&o, err, sizeof err))) {
        say(err, sizeof err);
        return 2;
    }
    if (o.height_rounded)
        fprintf(stderr, "mazedfs: height must be odd; using %d\n", o.height);
    if (o.width_rounded)
        fprintf(stderr, "mazedfs: width must be odd; using %d\n", o.width);
    if (!o.seed_given) {
        o.seed = draw_seed();
        /* A loaded maze has no seed but its braid's; N in its window draws
         * from this one. */
        if (!o.load_path || o.braid_pct > 0)
            fprintf(stderr, "seed: %llu\n", (unsigned long long)o.seed);
    }
    if (o.mode == MZ_MODE_PRINT)
        return headless_print(&o);
    if (o.mode == MZ_MODE_EVENTS)
        return headless_events(&o);
    if (o.mode == MZ_MODE_STATS)
        return headless_stats(&o);
    if (o.mode == MZ_MODE_EXPORT || o.mode == MZ_MODE_RECORD) {
        int status = (o.mode == MZ_MODE_EXPORT ? io_export : io_record)(&o, err, sizeof err);
        if (status)
            say(err, sizeof err);
        return status;
    }
    return window_main(&o);
}

int main(int argc, char **argv)
{
    mz_options o = {0};
    int status = run(argc, argv, &o);
    return close_stdout(status, o.mode == MZ_MODE_PRINT || o.mode == MZ_MODE_EVENTS);
}
