/* framelog.h - an optional log of every presented frame's cost, for the
 * benchmark (MAZEDFS_FRAME_LOG=path). SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_FRAMELOG_H
#define MAZEDFS_FRAMELOG_H

#include <SDL.h>
#include <stdio.h>

/* Off (f == NULL) unless the environment asks for it; then every call is
 * a clock read and, per presented frame, one short line. */
typedef struct framelog {
    FILE *f;             /* owned, or NULL: logging is off */
    double start_ms;     /* CLOCK_MONOTONIC when this frame's work began */
    double start_cpu_ms; /* and the thread's CPU clock then */
} framelog;

/* Opens the file named by MAZEDFS_FRAME_LOG, if set, and writes a header
 * naming ren's renderer (borrowed). Logging stays off if the variable is
 * unset or the file cannot be made. */
void framelog_open(framelog *l, SDL_Renderer *ren);

/* A frame's work (events, steps, texture, drawing, present) starts now. */
void framelog_begin(framelog *l);

/* The frame begun last was presented, px pixels of it: logs one line
 * "T W P C", T the CLOCK_MONOTONIC time of the present's end, W the work
 * (wall time), P = px and C the CPU time the work took (W less the time
 * the thread waited for a core or for the X server), times in ms. */
void framelog_presented(framelog *l, long long px);

/* Closes the file; safe when logging is off. */
void framelog_close(framelog *l);

#endif
