/* xwin.h - the X11 connection and window SDL draws a window on, for the
 * modules that talk to the X server beside SDL. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_XWIN_H
#define MAZEDFS_XWIN_H

#include <SDL.h>

/* Borrowed from SDL: they live as long as the window. */
typedef struct xwin {
    void *dpy;         /* the Display, or NULL: not on X11 */
    unsigned long win; /* the window's X id */
} xwin;

/* win's X connection and window; dpy is NULL when win is NULL, drawn by
 * another video driver, or the build has no Xlib. */
xwin xwin_of(SDL_Window *win);

#endif
