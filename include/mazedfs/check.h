/* check.h - what a finished maze is: counts that tell a perfect maze, and
 * the figures --stats prints. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_CHECK_H
#define MAZEDFS_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/grid.h"

typedef struct mz_report {
    uint64_t bad_values;   /* bytes other than 0, 1 and MZ_OUTSIDE */
    uint64_t rooms;        /* cells at odd (y, x) inside the mask (cells
                              outside a mask count nowhere) */
    uint64_t solid_rooms;  /* rooms that are wall: never in a finished maze */
    uint64_t openings;     /* passage cells between two rooms */
    uint64_t bad_corners;  /* passage at an (even, even) cell */
    uint64_t border_leaks; /* passage on the border other than the exit */
    bool exit_open;        /* both exit cells are passage */
    uint64_t reached;      /* passage cells reachable from the start */
    uint64_t passages;     /* all passage cells */
    uint64_t dead_ends;    /* rooms with exactly one opening */
    bool connected;        /* every passage cell is reachable from the start */
    bool perfect;          /* connected, loop-free, well-formed, exit open */
    uint64_t loops;        /* independent loops among the rooms reachable from
                              the start: openings + 1 - rooms over those */
} mz_report;

/* Examines a finished grid. Returns MZ_OK, or MZ_ENOMEM (the search needs
 * one byte per cell). */
int mz_check(const mz_grid *g, mz_report *r);

/* mz_check with the caller's search plane (height * width bytes), left as
 * mz_bfs fills it from the start room (all zero when it is wall), so the
 * shortest path can be read from it (mz_path_from_bfs) with no second
 * search. Returns MZ_OK or MZ_ENOMEM. */
int mz_check_plane(const mz_grid *g, mz_report *r, uint8_t *plane);

#endif
