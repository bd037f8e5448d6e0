/* x_close.c - asks an X window to close the way a window manager does
 * (a WM_DELETE_WINDOW client message), for the end-to-end test.
 * Usage: x_close WINDOW_ID. SPDX-License-Identifier: MIT */
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    Display *d = argc == 2 ? XOpenDisplay(NULL) : NULL;
    if (!d) {
        fprintf(stderr, "usage: x_close WINDOW_ID (with DISPLAY set)\n");
        return 2;
    }
    Window w = (Window)strtoul(argv[1], NULL, 0);
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage;
    e.xclient.window = w;
    e.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", False);
    e.xclient.format = 32;
    e.xclient.data.l[0] = (long)XInternAtom(d, "WM_DELETE_WINDOW", False);
    e.xclient.data.l[1] = CurrentTime;
    XSendEvent(d, w, False, NoEventMask, &e);
    XSync(d, False);
    XCloseDisplay(d);
    return 0;
}
