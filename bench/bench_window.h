/* bench_window.h - drives the real mazedfs window under Xvfb and collects
 * the raw samples for mazedfs_bench --window. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_BENCH_WINDOW_H
#define MAZEDFS_BENCH_WINDOW_H

#include <stdbool.h>
#include <sys/types.h>

/* An Xvfb server started for the benchmark. */
typedef struct xserver {
    pid_t pid;
    char display[24]; /* ":N" */
} xserver;

/* Starts Xvfb with a w x h x 24 screen, with -noreset, on display :N
 * (display >= 0; it fails if that one is taken) or on the first free one
 * (-1). Returns 0, or -1 with a message on stderr. */
int xserver_start(xserver *x, int w, int h, int display);

/* Stops the server and waits for it. */
void xserver_stop(xserver *x);

/* The frames one run presented, from its MAZEDFS_FRAME_LOG. */
typedef struct frame_samples {
    double *work_ms; /* per frame; owned */
    double *gap_ms;  /* n - 1 intervals between consecutive present ends; owned */
    int n;
    double first_ms;   /* from spawn to the end of the first present */
    double span_ms;    /* from the first present to the last */
    char renderer[32]; /* as the log's header names it */
} frame_samples;

/* Runs argv (argv[0] the binary) on x's display for seconds, then sends
 * SIGTERM (SDL turns it into a quit) and reads the frame log into *out.
 * Returns 0, or -1 if it did not run, exit 0 or log a frame. */
int window_frames(const xserver *x, char *const argv[], double seconds, frame_samples *out);

/* Frees what window_frames allocated. */
void frame_samples_free(frame_samples *s);

/* Runs argv, waits for its first frame and settle_s more, then measures
 * its CPU time (utime + stime from /proc/PID/stat) over measure_s:
 * *pct is the share of one core, *frames the frames presented meanwhile.
 * Returns 0 or -1. */
int window_idle(const xserver *x, char *const argv[], double settle_s, double measure_s,
                double *pct, int *frames);

/* Runs ref_argv (another program, e.g. xscreensaver's maze) once, and
 * argv runs times in turn beside it on x's display, both as a user runs
 * them (no frame log: writing it costs the app a line a frame). Each run
 * waits settle_s after argv's spawn, then measures both one's CPU time
 * (time on a CPU from /proc/PID/task/N/schedstat, in ns; utime + stime
 * where there is none) over the same measure_s, and stops argv: pct[i]
 * and ref_pct[i] in % of one core. ref_argv runs on between the runs, so
 * together they sample its whole cycle (a program that rests between
 * bursts is not measured at one phase of it each time). Returns 0, 1 if
 * ref_argv[0] is not there to run, -1 if a run failed. */
int window_beside(const xserver *x, char *const argv[], char *const ref_argv[], int runs,
                  double settle_s, double measure_s, double *pct, double *ref_pct);

/* What window_pause_idle saw in the demo's first pause. */
typedef struct pause_idle {
    double pct;      /* CPU over the window, in % of one core */
    double window_s; /* the window's length */
    int frames;      /* frames presented during the window */
    double at_s;     /* the pause's start (its last frame), from the spawn */
    double pause_s;  /* from that frame to the next maze's first */
} pause_idle;

/* Runs argv (mazedfs --demo ...) and sends it no input (any would end the
 * demo). Its pause is the first stretch of quiet_s with no frame presented
 * that ends, by the next maze's first frame, no sooner than min_pause_s
 * after its last frame; shorter stretches (a stall under load) are passed
 * over. The CPU window starts when quiet_s have passed and lasts measure_s
 * (quiet_s + measure_s < min_pause_s keeps it inside the pause). Gives up
 * after timeout_s. Returns 0, or -1 with a message on stderr. */
int window_pause_idle(const xserver *x, char *const argv[], double quiet_s, double measure_s,
                      double min_pause_s, double timeout_s, pause_idle *out);

/* Runs argv once and times its first frame from the spawn: *log_ms from
 * the frame log (the end of the first present), *seen_ms from outside (a
 * mapped window whose title starts with "mazedfs" shows a pixel of
 * wall_rgb, polled with Xlib; -1 if the bench was built without Xlib or
 * it was not seen within 5 s). Returns 0 or -1. */
int window_first_frame(const xserver *x, char *const argv[], unsigned wall_rgb, double *log_ms,
                       double *seen_ms);

#endif
