/* xwait.h - the wait between frames on X11: the X connection is read only
 * when it has something. SPDX-License-Identifier: MIT */
#ifndef MAZEDFS_XWAIT_H
#define MAZEDFS_XWAIT_H

#include <SDL.h>
#include <stdbool.h>

/* The longest the loop goes without SDL reading its events. */
#define XWAIT_PUMP_MS 250.0

/* Borrowed handles of the window's X connection; off (dpy == NULL) on
 * other video drivers or in a build without Xlib. */
typedef struct xwait {
    void *dpy;        /* the Display SDL draws on, or NULL */
    int fd;           /* its socket */
    double pumped_ms; /* when SDL last read its events */
} xwait;

/* Finds win's X connection (borrowed: it lives as long as SDL's video). */
void xwait_init(xwait *w, SDL_Window *win);

/* Waits up to wait_ms (>= 0) for input, without SDL's event pump, which
 * reads the connection four times and polls the gamepads' and devices'
 * descriptors each call (at 60 frames a second it cost more than a
 * frame's drawing). Returns true when SDL should read its events now:
 * something came in or is queued (in SDL, in Xlib), a signal came (SDL
 * turns SIGTERM into a quit), it is off, or the last read was
 * XWAIT_PUMP_MS ago (devices plugged in, a signal just before the wait);
 * it then counts SDL as having read them at now_ms, the time before the
 * wait (app_now_ms()). read: nothing used the X connection since a flush
 * that moved what it read into Xlib's queue (xshow.h's read). */
bool xwait_for_input(xwait *w, double wait_ms, double now_ms, bool read);

#endif
