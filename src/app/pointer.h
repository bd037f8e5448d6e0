/* pointer.h - the mouse over the maze, turned into what it asks for: walk
 * the dot towards a cell, pan, zoom. The app does it; this module keeps
 * only which buttons are held. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_POINTER_H
#define MAZEDFS_POINTER_H

#include <SDL.h>
#include <stdbool.h>

typedef struct pointer {
    bool walking, panning; /* the left / right button is held */
    int pan_x, pan_y;      /* the pointer at the last pan */
} pointer;

/* What a mouse event asks for, in the renderer's pixels (not the window's:
 * they differ on HiDPI). Any of the three may be set, or none. */
typedef struct pointer_action {
    bool walk;     /* walk the dot to the cell under (x, y) */
    bool pan;      /* move the view by (dx, dy) */
    bool zoom;     /* zoom by factor around (x, y) */
    int x, y;      /* the pointer */
    int dx, dy;    /* pan */
    double factor; /* zoom: above 1 in, below 1 out */
} pointer_action;

/* Handles a mouse event in win (drawn by ren, both borrowed): true if it
 * was one, with *act what it asks for. */
bool pointer_handle(pointer *p, const SDL_Event *e, SDL_Window *win, SDL_Renderer *ren,
                    pointer_action *act);

#endif
