/* xwin.h - the X11 connection and window SDL draws a window on, for the
 * modules that talk to the X server beside SDL. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_XWIN_H
#define MAZEDFS_XWIN_H

#include <SDL.h>
#include <stdbool.h>

/* Borrowed from SDL: they live as long as the window. */
typedef struct xwin {
    void *dpy;         /* the Display, or NULL: not on X11 */
    unsigned long win; /* the window's X id */
} xwin;

/* win's X connection and window; dpy is NULL when win is NULL, drawn by
 * another video driver, or the build has no Xlib. */
xwin xwin_of(SDL_Window *win);

/* Whether a window manager runs on x's screen to honour a request for
 * fullscreen: false only on X11 with none (SDL then believes the window
 * has the screen's size while it keeps its own). True off X11. */
bool xwin_managed(xwin x);

/* Sets *r to x's window's place on the screen and its size as the X
 * server has them (SDL's idea of the place misses a move made by another
 * client); false, *r untouched, off X11 or if the server says no. */
bool xwin_place(xwin x, SDL_Rect *r);

#endif
