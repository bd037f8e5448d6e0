/* timeline.h - stepping back and forth through a phase: the state of the
 * running phase's event log, Home/End, and the strip under the maze to
 * scrub on. Its calls work on the whole app for now and are in app.h
 * (timeline.c). SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_TIMELINE_H
#define MAZEDFS_TIMELINE_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/evlog.h"

/* The strip's height in pixels, under the maze. */
#define TIMELINE_H 10
/* Earlier phases of this maze the strip shows (generate, braid, solve, trace). */
#define TIMELINE_PAST 4

typedef struct timeline {
    mz_evlog log;                 /* the running phase's steps, log.n of them pulled */
    uint64_t pos;                 /* steps shown: pos < log.n after stepping back */
    uint64_t past[TIMELINE_PAST]; /* steps of this maze's finished phases */
    int npast;
    bool dragging;   /* the mouse holds the strip */
    int last_line;   /* the pseudo-code line of the newest step */
    uint64_t goal;   /* the step a seek past the log's end is pulling to */
    bool goal_steps; /* goal counts steps, not log entries (decisions) */
    bool chasing;    /* ... and has not reached yet */
    SDL_Rect strip;
} timeline;

#endif
