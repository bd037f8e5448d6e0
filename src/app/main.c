/* main.c - mazedfs: parse the command line, then run headless or in a window.
 * SPDX-License-Identifier: MIT */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "datadir.h"
#include "export.h"
#include "headless.h"
#include "mazedfs/cli.h"
#include "mazedfs/rng.h"
#include "record.h"
#include "scores_file.h"
#include "window.h"

#ifndef MAZEDFS_VERSION
#define MAZEDFS_VERSION "0.0.0"
#endif

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

int main(int argc, char **argv)
{
    mz_options o;
    char err[512], sprite[4096];
    if (mz_cli_parse(argc, argv, &o, err, sizeof err) != 0) {
        fprintf(stderr, "mazedfs: %s\n", err);
        return 2;
    }
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
        fprintf(stderr, "mazedfs: %s\n", err);
        return 2;
    }
    if (o.sprite)
        o.sprite = sprite;
    /* Refused before the seed line, so bad input stays one line. */
    if ((o.mode == MZ_MODE_EXPORT && io_export_check(&o, err, sizeof err)) ||
        (o.mode == MZ_MODE_RECORD && io_record_check(&o, err, sizeof err))) {
        fprintf(stderr, "mazedfs: %s\n", err);
        return 2;
    }
    if (o.height_rounded)
        fprintf(stderr, "mazedfs: height must be odd; using %d\n", o.height);
    if (o.width_rounded)
        fprintf(stderr, "mazedfs: width must be odd; using %d\n", o.width);
    if (!o.seed_given) {
        o.seed = mz_short_seed(draw_seed());
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
            fprintf(stderr, "mazedfs: %s\n", err);
        return status;
    }
    return window_main(&o);
}
