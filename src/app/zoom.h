/* zoom.h - zoom and pan of the maze in the window: the wheel zooms around
 * the pointer, a right-button drag pans, 0 fits, and in play the view
 * follows the dot. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_ZOOM_H
#define MAZEDFS_ZOOM_H

#include <SDL.h>
#include <stdbool.h>

#include "view.h"

#define ZOOM_MAX 64.0 /* times the fitted size */

/* Plain data: 1 and no pan is the fitted view. */
typedef struct zoom {
    double z;      /* the scale over the fitted one, >= 1 */
    double cx, cy; /* the texel of the maze texture at the centre of the area */
} zoom;

/* The fitted view. */
void zoom_fit(zoom *z);

/* Lays v out in r (the window below the HUD) at the zoom: the fitted
 * layout scaled by z->z about the texel (cx, cy), which is kept so that
 * the maze covers as much of r as it can. */
void zoom_layout(zoom *z, view *v, SDL_Rect r);

/* Zooms by factor f (within 1..ZOOM_MAX) keeping the maze point under
 * (px, py) in place; v must have been laid out in r. */
void zoom_at(zoom *z, const view *v, SDL_Rect r, double f, int px, int py);

/* Pans by (dx, dy) pixels (the maze moves with the pointer). */
void zoom_pan(zoom *z, const view *v, int dx, int dy);

/* If cell (y, x) is within margin cells of the edge of r (or outside it),
 * centres the view on it. Returns true if the view moved. */
bool zoom_follow(zoom *z, const view *v, SDL_Rect r, int y, int x, int margin);

#endif
