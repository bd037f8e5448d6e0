/* panel.h - the algorithm panel (key C, --code): the running algorithm's
 * pseudo-code with the current step's line highlighted, and its state.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PANEL_H
#define MAZEDFS_PANEL_H

#include <SDL.h>
#include <stdbool.h>

/* The panel's width in pixels; the window grows by this much for it. */
#define PANEL_W 470
#define PANEL_MAX_LINES 12

typedef struct panel {
    const char *const *code;                 /* the lines the textures show */
    SDL_Texture *lines[PANEL_MAX_LINES + 1]; /* the code's, then the title's */
    char state[160];                         /* the state line's text */
    SDL_Texture *state_tex;
    char title[64];
} panel;

struct app;

/* Frees the textures; safe on a zeroed panel. */
void panel_free(panel *p);

/* Takes the panel's room out of the maze's area *maze when there is room
 * beside the maze, else leaves *maze whole (the panel then overlays its
 * right side). Sets *where to the panel's rectangle. */
void panel_layout(const struct app *a, SDL_Rect *maze, SDL_Rect *where);

/* Draws the panel in r. */
void panel_draw(struct app *a, SDL_Rect r);

/* Key C: opens or closes the panel, growing the window to keep the maze
 * beside it when the screen has room. */
void panel_toggle(struct app *a);

#endif
