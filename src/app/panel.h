/* panel.h - the algorithm panel (key C, --code): the running algorithm's
 * pseudo-code with the current step's line highlighted, and its state.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PANEL_H
#define MAZEDFS_PANEL_H

#include <SDL.h>
#include <SDL_ttf.h>
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

/* What the panel shows, made by the app for each frame it is drawn in. */
typedef struct panel_content {
    const char *title;       /* the algorithm, or the phase */
    const char *const *code; /* its pseudo-code, NULL ended; NULL: none */
    const char *state;       /* the state lines under the code */
    int line;                /* the highlighted line, from 1; 0: none */
} panel_content;

/* Frees the textures; safe on a zeroed panel. */
void panel_free(panel *p);

/* Takes the panel's room out of the maze's area *maze when the maze
 * (maze_w pixels wide) still fits beside it, else leaves *maze whole (the
 * panel then overlays its right side). Sets *where to the panel's
 * rectangle. */
void panel_layout(int maze_w, SDL_Rect *maze, SDL_Rect *where);

/* Draws c in r with ren and font (borrowed), remaking the text textures
 * only when the code, title or state changed. */
void panel_draw(panel *p, SDL_Renderer *ren, TTF_Font *font, SDL_Rect r, const panel_content *c);

#endif
