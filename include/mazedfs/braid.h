/* braid.h - braiding a finished maze: opening walls at dead ends, so the
 * maze gets loops (Jamis Buck's braid), one step per opened wall.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_BRAID_H
#define MAZEDFS_BRAID_H

#include <stdbool.h>
#include <stdint.h>

#include "mazedfs/event.h"
#include "mazedfs/grid.h"

typedef struct mz_braid mz_braid;

/* Starts braiding the finished maze in grid, which it borrows and changes
 * as steps are taken: pct (0 to 100) percent of its dead ends (rooms with
 * one opening), rounded to the nearest, stop being dead ends. They are
 * taken in an order drawn from seed; each gets a wall opened to a
 * neighbouring room, to another dead end when it has one (which then stops
 * being one too). Same maze, pct and seed: same walls. Returns NULL when
 * memory runs out (it keeps 4 bytes per dead end). */
mz_braid *mz_braid_new(mz_grid *grid, int pct, uint64_t seed);

/* Opens one wall and reports it as a CARVE event. Returns false, leaving
 * *ev alone, once the share of dead ends is gone. */
bool mz_braid_next(mz_braid *b, mz_event *ev);

/* Takes every remaining step; returns how many walls were opened in all. */
uint64_t mz_braid_finish(mz_braid *b);

/* The dead ends the maze had at the start (not counted, 0, when pct is
 * 0), and how many of them are gone. */
uint64_t mz_braid_dead_ends(const mz_braid *b);
uint64_t mz_braid_removed(const mz_braid *b);

/* Frees the braider (not the grid). mz_braid_free(NULL) is a no-op. */
void mz_braid_free(mz_braid *b);

/* The braid's pseudo-code for the teaching panel, NULL-terminated; its
 * events name line 2. */
extern const char *const mz_braid_code[];

#endif
