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
#include "mazedfs/gen.h"
#include "mazedfs/solve.h"

/* The strip's height in pixels, under the maze. */
#define TIMELINE_H 10
/* Earlier phases of this maze the strip shows (generate, braid, solve, trace). */
#define TIMELINE_PAST 4

/* The counters at the shown step while it is behind the log's end, from a
 * fresh run of the phase's algorithm stopped there (timeline_refresh). */
typedef struct timeline_shown {
    bool valid;
    uint64_t pos, n;   /* the log's position and length they were made for */
    int phase;         /* and the phase */
    double progress;   /* generation: rooms in the maze over all */
    uint64_t visits;   /* solve: cells entered */
    bool found;        /* solve: the exit found */
    uint64_t steps;    /* steps (not decisions) in the shown entries */
    char state[256];   /* generation: the generator's own state line */
    mz_grid *grid;     /* generation: the fresh run's grid, owned */
    mz_gen *gen;       /* the fresh generator stopped there, owned: the */
    mz_solver *solver; /* drawn state asks it (drawn.c); or the solver */
} timeline_shown;

/* The most entries a refresh replays: past it the panel says the state is
 * the log end's (a replay of millions of steps per key would stall). */
#define TIMELINE_REPLAY_MAX ((uint64_t)1 << 22)

/* What the strip shows, as far as its pixels go: a frame redraws only
 * the bars' ends that moved (timeline_take_damage). */
typedef struct timeline_look {
    int w, x0, x1;    /* the strip's width and the running phase's part */
    int npast;        /* the finished phases shown */
    uint64_t past;    /* and their steps, in all */
    bool bars;        /* the running phase's bars are drawn */
    int done, logged; /* their lengths in pixels */
} timeline_look;

typedef struct timeline {
    mz_evlog log;                 /* the running phase's steps, log.n of them pulled */
    uint64_t pos;                 /* steps shown: pos < log.n after stepping back */
    uint64_t past[TIMELINE_PAST]; /* steps of this maze's finished phases */
    int npast;
    bool dragging;   /* the mouse holds the strip */
    int last_line;   /* the pseudo-code line of the newest step */
    uint64_t goal;   /* the step a seek past the log's end is pulling to */
    bool goal_steps; /* goal counts steps, not log entries (decisions) */
    timeline_shown shown;
    bool chasing; /* ... and has not reached yet */
    SDL_Rect strip;
    timeline_look drawn; /* as the last frame left it */
} timeline;

/* Frees the fresh run kept in s (safe when there is none); s is invalid. */
void timeline_drop_shown(timeline_shown *s);

#endif
