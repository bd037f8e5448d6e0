/* panel.h - the algorithm panel (key C, --code): the running algorithm's
 * pseudo-code with the current step's line highlighted, and its state.
 * SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_PANEL_H
#define MAZEDFS_PANEL_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>

#include "mazedfs/grid.h"

/* The panel's width in pixels at its widest, and the least it takes
 * beside the maze; in a narrower window it lies over the maze. */
#define PANEL_W 470
#define PANEL_MIN_W 320
#define PANEL_MAX_LINES 12

typedef struct panel {
    const char *const *code;                 /* the lines the textures show */
    SDL_Texture *lines[PANEL_MAX_LINES + 1]; /* the code's, then the title's */
    SDL_Texture *nums[PANEL_MAX_LINES];      /* the code lines' numbers */
    int num_w;                               /* the room the numbers take */
    int wrap;                                /* the text's room they were made for */
    char state[384];                         /* the state line's text */
    SDL_Texture *state_tex;
    char title[64];
    int ends_kind; /* mz_code_ends_kind of the maze the lines were made for */
} panel;

/* What the panel shows, made by the app for each frame it is drawn in. */
typedef struct panel_content {
    const char *title;       /* the algorithm, or the phase */
    const char *const *code; /* its pseudo-code, NULL ended; NULL: none */
    const char *state;       /* the state lines under the code */
    int line;                /* the highlighted line, from 1; 0: none */
    const mz_grid *grid;     /* the maze, whose ends the lines name (borrowed) */
} panel_content;

/* Frees the textures; safe on a zeroed panel. */
void panel_free(panel *p);

/* Takes the panel's room out of the maze's area *maze when the maze
 * (maze_w pixels wide) fits beside a panel PANEL_MIN_W wide or more (the
 * panel then takes what is left, up to PANEL_W), else leaves *maze whole
 * and the panel lies over its right side (up to half of it, at least
 * PANEL_MIN_W). Sets *where to the panel's rectangle. */
void panel_layout(int maze_w, SDL_Rect *maze, SDL_Rect *where);

/* How wide a window showing a maze maze_w pixels wide (in a window at
 * least min_w wide) should be with the panel, on a screen usable_w pixels
 * wide: wide enough for the panel beside the maze when the screen has the
 * room, else as it is without the panel (the panel then lies over the
 * maze). The window opened with --code and the key C both ask this. */
int panel_window_w(int maze_w, int min_w, int usable_w);

/* Draws c in r with ren and font (borrowed), remaking the text textures
 * only when the code, title or state changed. */
void panel_draw(panel *p, SDL_Renderer *ren, TTF_Font *font, SDL_Rect r, const panel_content *c);

#endif
