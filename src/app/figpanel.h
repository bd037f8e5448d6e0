/* figpanel.h - the figures panel (key F): what --stats says of the maze on
 * screen (rooms by kind, run, river, bias, elitism, decisions,
 * difficulty), from the same io_examine, in a box over the maze.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_FIGPANEL_H
#define MAZEDFS_FIGPANEL_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "hud.h"
#include "mazedfs/grid.h"

/* Which maze the text was made for: made again when it changes. */
typedef struct figpanel_maze {
    const void *gen; /* the generator (NULL for a loaded maze) */
    uint64_t seed;
    int phase;
} figpanel_maze;

typedef struct figpanel {
    bool shown;
    bool made; /* text and tex are of maze */
    figpanel_maze maze;
    char text[2048];
    SDL_Texture *tex;
} figpanel;

/* Makes the text for grid (named by title: generator, size, seed) if the
 * maze differs from the one it was made for, or forced; true if it did.
 * The texture is made with h's font. Out of memory, the text says so. */
bool figpanel_update(figpanel *p, hud *h, const mz_grid *grid, figpanel_maze maze,
                     const char *title, bool force);

/* Draws the box centred in area (the window below the strip). */
void figpanel_draw(figpanel *p, hud *h, SDL_Rect area);

/* Frees the texture; safe on a zeroed panel. */
void figpanel_free(figpanel *p);

#endif
