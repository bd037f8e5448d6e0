/* timeline.h - stepping back and forth through a phase: the event log of
 * the running phase, Home/End, and the strip under the maze to scrub on.
 * SPDX-License-Identifier: MIT */
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
    bool dragging; /* the mouse holds the strip */
    int last_line; /* the pseudo-code line of the newest step */
    uint64_t goal; /* the step a seek past the log's end is pulling to */
    bool chasing;  /* ... and has not reached yet */
    SDL_Rect strip;
} timeline;

struct app;

/* The running phase has just started: empties the log (a new maze also
 * forgets the earlier phases). The budget is MZ_EVLOG_DEFAULT_BUDGET, or
 * MAZEDFS_LOG_BUDGET bytes from the environment. */
void timeline_start(struct app *a, bool new_maze);

/* A step just pulled from the phase's iterator and shown. For a maze kind
 * the grid already holds it; for a mark the view does not yet (prev is
 * read from the view's marks). */
void timeline_record(struct app *a, const mz_event *ev);

/* True while stepping back has left steps of the log to redo. */
bool timeline_behind(const struct app *a);

/* Redoes the next logged step (as app_phase_step does a pulled one) and
 * sets *weight to its share of the delay. */
bool timeline_redo(struct app *a, double *weight);

/* Shows the state after step target of the running phase: undone or
 * redone from the log; past its end, the phase's steps are pulled while it
 * has them, a frame's time at once (timeline_update does the rest). */
void timeline_seek(struct app *a, uint64_t target);

/* True while a seek is still pulling steps (End, --steps, a far click). */
bool timeline_chasing(const struct app *a);

/* Pulls the next frame's share of those steps. */
void timeline_update(struct app *a);

/* Steps back n steps (pausing the animation first). */
void timeline_back(struct app *a, uint64_t n);

/* True if stepping back is off for this maze (the log passed its budget). */
bool timeline_off(const struct app *a);

/* The pseudo-code line of the step shown last (0 for none). */
int timeline_line(const struct app *a);

/* Draws the strip across the window's bottom, width pixels wide. */
void timeline_draw(struct app *a, int width, int height);

/* Mouse events on the strip: a press or drag scrubs. True if it took e. */
bool timeline_mouse(struct app *a, const SDL_Event *e);

/* The HUD's words on the timeline ("  back 120/500", the budget note), or "". */
void timeline_hud(const struct app *a, char *buf, size_t n);

#endif
