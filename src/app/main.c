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
#include "gui.h"
#include "headless.h"
#include "lab.h"
#include "lang.h"
#include "maskfile.h"
#include "mazedfs/cli.h"
#include "mazedfs/rng.h"
#include "predict_text.h"
#include "quote.h"
#include "race.h"
#include "scores_file.h"

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
            fprintf(stderr, _("mazedfs: could not write to standard output: %s\n"), strerror(e));
        else
            fprintf(stderr, _("mazedfs: could not write to standard output\n"));
    }
    return status ? status : 1;
}

/* The modes that only tell something (help, version, the lists): no maze,
 * no seed. */
static int help(void)
{
    fputs(mz_cli_usage(), stdout);
    return 0;
}
static int version(void)
{
    printf("mazedfs %s\n", MAZEDFS_VERSION);
    return 0;
}
static int scores(void) { return scores_print(stdout, stderr); }

/* A mode that makes a file: what it refuses before the seed line (so bad
 * input stays one line), then the file, its failure said on stderr. */
static int file_mode(int (*make)(const mz_options *, char *, size_t), const mz_options *o)
{
    char err[512];
    int status = make(o, err, sizeof err);
    if (status)
        say(err, sizeof err);
    return status;
}

/* The window and the pictures are in mazedfs-gui.so (src/io/gui.h), which
 * only these modes open: loading SDL2 and cairo would be most of a text
 * mode's start-up. run() opens it before a mode's check, so a missing or
 * broken module is one line and exit 1; the handlers below then find it
 * already open. */
static const io_gui *gui(void)
{
    char err[768];
    const io_gui *g = io_gui_get(err, sizeof err);
    if (!g)
        say(err, sizeof err);
    return g;
}
static int export_file(const mz_options *o)
{
    const io_gui *g = gui();
    return g ? file_mode(g->export_file, o) : 1;
}
static int record_file(const mz_options *o)
{
    const io_gui *g = gui();
    return g ? file_mode(g->record, o) : 1;
}
static int race_gif_file(const mz_options *o)
{
    const io_gui *g = gui();
    return g ? file_mode(g->race_record, o) : 1;
}
static int window_run(const mz_options *o)
{
    const io_gui *g = gui();
    return g ? g->window_main(o) : 1;
}
static int lab_window(const mz_options *o)
{
    const io_gui *g = gui();
    return g ? g->window_lab(o) : 1;
}
static int race_window(const mz_options *o)
{
    const io_gui *g = gui();
    return g ? g->window_race(o) : 1;
}
static int export_check(const mz_options *o, char *err, size_t errlen)
{
    const io_gui *g = io_gui_get(err, errlen);
    return g ? g->export_check(o, err, errlen) : 1;
}
static int record_check(const mz_options *o, char *err, size_t errlen)
{
    const io_gui *g = io_gui_get(err, errlen);
    return g ? g->record_check(o, err, errlen) : 1;
}
static int race_gif_check(const mz_options *o, char *err, size_t errlen)
{
    const io_gui *g = io_gui_get(err, errlen);
    return g ? g->race_record_check(o, err, errlen) : 1;
}

/* Each mode's handler: info modes run before anything else; the others
 * get the options with the sprite found and the seed drawn, after their
 * check. The one place a mode is tied to its code. */
static const struct mode_entry {
    int (*info)(void);
    int (*about)(const mz_options *o); /* an info mode with an argument */
    int (*check)(const mz_options *o, char *err, size_t errlen);
    int (*run)(const mz_options *o);
    bool module; /* its code is in mazedfs-gui.so */
} modes[MZ_MODE_COUNT] = {
    [MZ_MODE_HELP] = {.info = help},
    [MZ_MODE_VERSION] = {.info = version},
    [MZ_MODE_LIST] = {.info = headless_list},
    [MZ_MODE_SCORES] = {.info = scores},
    [MZ_MODE_LIST_SOLVERS] = {.info = headless_list_solvers},
    [MZ_MODE_LIST_OPTIONS] = {.info = headless_list_options},
    [MZ_MODE_EXPLAIN] = {.about = headless_explain},
    [MZ_MODE_PRINT] = {.run = headless_print},
    [MZ_MODE_EVENTS] = {.run = headless_events},
    [MZ_MODE_STATS] = {.run = headless_stats},
    [MZ_MODE_EXPORT] = {.check = export_check, .run = export_file, .module = true},
    [MZ_MODE_RECORD] = {.check = record_check, .run = record_file, .module = true},
    [MZ_MODE_WINDOW] = {.run = window_run, .module = true},
};

/* --bias-lab NAME: the same outputs show the lab's counts instead of a
 * maze; the export (its format checked as any export's) draws them. */
static const struct mode_entry lab_modes[MZ_MODE_COUNT] = {
    [MZ_MODE_PRINT] = {.run = io_lab_print},
    [MZ_MODE_EXPORT] = {.check = export_check, .run = export_file, .module = true},
    [MZ_MODE_WINDOW] = {.run = lab_window, .module = true},
};

/* --race A,B[,C,D]: the racers side by side in the window or a GIF, or
 * a row of figures each with --stats. */
static const struct mode_entry race_modes[MZ_MODE_COUNT] = {
    [MZ_MODE_STATS] = {.run = io_race_stats},
    [MZ_MODE_RECORD] = {.check = race_gif_check, .run = race_gif_file, .module = true},
    [MZ_MODE_WINDOW] = {.run = race_window, .module = true},
};

/* --predict with --print, or with no display to open a window on. */
static const struct mode_entry predict_mode = {.run = predict_text};

/* True if a window could open: an X or Wayland display is named. */
static bool has_display(void)
{
    const char *x = getenv("DISPLAY"), *wl = getenv("WAYLAND_DISPLAY");
    return (x && *x) || (wl && *wl);
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
    /* --help, --version and the lists win over the lab and the race. */
    bool info = modes[o.mode].info || modes[o.mode].about;
    const struct mode_entry *m = info        ? &modes[o.mode]
                                 : o.lab_gen ? &lab_modes[o.mode]
                                 : o.nracers ? &race_modes[o.mode]
                                             : &modes[o.mode];
    if (m->info)
        return m->info();
    if (m->about)
        return m->about(&o);
    if (o.predict && (o.mode == MZ_MODE_PRINT || (o.mode == MZ_MODE_WINDOW && !has_display())))
        m = &predict_mode; /* asked in the terminal */
    /* A picture mask needs cairo too: opened here, as the libraries were
     * before, so --stats' generate_ms does not count the loading. */
    if ((m->module || io_mask_is_picture(&o)) && !gui())
        return 1;
    if (o.sprite && datadir_sprite(o.sprite, sprite, sizeof sprite, err, sizeof err) != 0) {
        say(err, sizeof err);
        return 2;
    }
    if (o.sprite)
        o.sprite = sprite;
    if (m->check && m->check(&o, err, sizeof err)) {
        say(err, sizeof err);
        return 2;
    }
    if (mz_cli_note(&o, err, sizeof err))
        say(err, sizeof err);
    if (o.height_rounded)
        fprintf(stderr, _("mazedfs: height must be odd; using %d\n"), o.height);
    if (o.width_rounded)
        fprintf(stderr, _("mazedfs: width must be odd; using %d\n"), o.width);
    if (!o.seed_given) {
        o.seed = mz_short_seed(draw_seed());
        /* A loaded maze has no seed but its braid's; N in its window draws
         * from this one. */
        if (!o.load_path || o.braid_pct > 0)
            fprintf(stderr, "seed: %llu\n", (unsigned long long)o.seed);
    }
    return m->run(&o);
}

int main(int argc, char **argv)
{
    mz_options o = {0};
    lang_init();
    int status = run(argc, argv, &o);
    return close_stdout(status, o.mode == MZ_MODE_PRINT || o.mode == MZ_MODE_EVENTS);
}
