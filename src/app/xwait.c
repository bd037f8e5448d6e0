/* xwait.c - the wait between frames on X11: one poll(2) on the X socket
 * instead of a sleep and SDL's event pump. SPDX-License-Identifier: MIT */
#include "xwait.h"

#include <math.h>

#include "xwin.h"

#ifdef MAZEDFS_HAVE_X11
#include <X11/Xlib.h>
#include <poll.h>
#endif

void xwait_init(xwait *w, SDL_Window *win)
{
    *w = (xwait){xwin_of(win).dpy, -1, 0};
#ifdef MAZEDFS_HAVE_X11
    if (w->dpy)
        w->fd = ConnectionNumber((Display *)w->dpy);
#endif
}

bool xwait_for_input(xwait *w, double wait_ms, double now_ms, bool read)
{
#ifdef MAZEDFS_HAVE_X11
    if (!w->dpy)
        return true;
    double left = XWAIT_PUMP_MS - (now_ms - w->pumped_ms);
    /* XPending flushes what is buffered and moves what the last reply's
     * wait read into Xlib's queue, so the socket tells the rest; after a
     * flush that did the same (read), Xlib's queue is counted as it is,
     * which saves XPending's reads of the socket (two recvmsg). */
    if (left <= 0 || SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT) ||
        XEventsQueued(w->dpy, read ? QueuedAlready : QueuedAfterFlush) > 0) {
        w->pumped_ms = now_ms;
        return true;
    }
    struct pollfd p = {w->fd, POLLIN, 0};
    if (poll(&p, 1, (int)ceil(wait_ms < left ? wait_ms : left)) == 0)
        return false;
    w->pumped_ms = now_ms; /* readable, hung up, or a signal (EINTR) */
    return true;
#else
    (void)w;
    (void)wait_ms;
    (void)now_ms;
    (void)read;
    return true;
#endif
}
