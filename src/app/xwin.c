/* xwin.c - the X11 connection and window SDL draws a window on.
 * SPDX-License-Identifier: MIT */
#include "xwin.h"

#if defined(MAZEDFS_HAVE_X11) && defined(SDL_VIDEO_DRIVER_X11)
#define XWIN_ON 1
#include <SDL_syswm.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#endif

xwin xwin_of(SDL_Window *win)
{
    xwin x = {NULL, 0};
#ifdef XWIN_ON
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (win && SDL_GetWindowWMInfo(win, &info) && info.subsystem == SDL_SYSWM_X11 &&
        info.info.x11.display) {
        x.dpy = info.info.x11.display;
        x.win = info.info.x11.window;
    }
#else
    (void)win;
#endif
    return x;
}

bool xwin_managed(xwin x)
{
#ifdef XWIN_ON
    Display *d = x.dpy;
    if (!d)
        return true;
    /* A window manager that follows EWMH (the one that would honour
     * _NET_WM_STATE_FULLSCREEN) names its window on the root in this. */
    Atom check = XInternAtom(d, "_NET_SUPPORTING_WM_CHECK", True);
    Atom type = None;
    int format = 0;
    unsigned long n = 0, left = 0;
    unsigned char *data = NULL;
    bool found = check != None &&
                 XGetWindowProperty(d, DefaultRootWindow(d), check, 0, 1, False, XA_WINDOW, &type,
                                    &format, &n, &left, &data) == Success &&
                 type == XA_WINDOW && n == 1;
    if (data)
        XFree(data);
    return found;
#else
    (void)x;
    return true;
#endif
}

bool xwin_place(xwin x, SDL_Rect *r)
{
#ifdef XWIN_ON
    Display *d = x.dpy;
    XWindowAttributes at;
    Window child;
    int rx, ry;
    if (!d || !XGetWindowAttributes(d, x.win, &at) ||
        !XTranslateCoordinates(d, x.win, at.root, 0, 0, &rx, &ry, &child))
        return false;
    *r = (SDL_Rect){rx, ry, at.width, at.height};
    return true;
#else
    (void)x;
    (void)r;
    return false;
#endif
}
