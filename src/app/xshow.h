/* xshow.h - a frame's changed rectangles shown on X11 without a round
 * trip to the server. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_XSHOW_H
#define MAZEDFS_XSHOW_H

#include <SDL.h>
#include <stdbool.h>

/* SDL's software renderer shows its window surface with XShmPutImage and
 * then XSync, a round trip that puts the app to sleep until the X server
 * has run: at 60 frames a second the biggest part of an animated frame's
 * CPU. This keeps a shared-memory image of its own beside that surface:
 * the changed rectangles are copied into it and put, and the requests
 * are flushed, never waited for. The server may read a rectangle after
 * the next frame has been copied over it; it then shows the newer pixels
 * a frame early, and that frame puts them again. Handles are borrowed
 * from SDL (they live as long as the window); off (dpy == NULL) where it
 * cannot work: another video driver, no MIT-SHM (a remote display), a
 * build without Xlib's Xext, a surface in another pixel format. */
typedef struct xshow {
    void *dpy;         /* the Display SDL draws on, or NULL: off */
    unsigned long win; /* the window's X id */
    void *visual;      /* its Visual, borrowed */
    int depth;
    void *gc;    /* made here */
    void *image; /* an XImage over seg, made at the surface's size */
    void *seg;   /* its XShmSegmentInfo, attached to the server */
    int w, h;    /* the image's size */
    bool read;   /* the last show's flush read what the server sent into
                  * Xlib's queue (xwait_for_input then need not); the
                  * loop clears it when it waits */
} xshow;

/* Sets s up for win, which must be drawn by SDL's software renderer into
 * its window surface; s is off if it cannot be used. The image is made at
 * the first show. */
void xshow_init(xshow *s, SDL_Window *win);

/* Shows the n rectangles r (clipped to it) of from, win's window surface
 * as the renderer left it, and sets s->read. Returns false, showing nothing, when s is off
 * or its image cannot be made at from's size (s is then off for good):
 * show them the usual way (SDL_UpdateWindowSurfaceRects). */
bool xshow_rects(xshow *s, const SDL_Surface *from, const SDL_Rect *r, int n);

/* Frees the image and the GC; before SDL closes the window. s may be
 * off; it is off after. */
void xshow_free(xshow *s);

#endif
