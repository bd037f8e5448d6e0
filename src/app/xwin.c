/* xwin.c - the X11 connection and window SDL draws a window on.
 * SPDX-License-Identifier: MIT */
#include "xwin.h"

#if defined(MAZEDFS_HAVE_X11) && defined(SDL_VIDEO_DRIVER_X11)
#include <SDL_syswm.h>
#endif

xwin xwin_of(SDL_Window *win)
{
    xwin x = {NULL, 0};
#if defined(MAZEDFS_HAVE_X11) && defined(SDL_VIDEO_DRIVER_X11)
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
