/* x_close.c - asks an X window to close the way a window manager does
 * (a WM_DELETE_WINDOW client message), for the end-to-end tests.
 * Usage: x_close WINDOW_ID [--on-line]. With --on-line it connects, says
 * "ready" and sends only when a line comes on stdin, so that a test can
 * time the close without this program's start. SPDX-License-Identifier: MIT */
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int on_line = argc == 3 && strcmp(argv[2], "--on-line") == 0;
    Display *d = argc == 2 || on_line ? XOpenDisplay(NULL) : NULL;
    if (!d) {
        fprintf(stderr, "usage: x_close WINDOW_ID [--on-line] (with DISPLAY set)\n");
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
    char line[16];
    if (on_line &&
        (puts("ready") == EOF || fflush(stdout) != 0 || !fgets(line, sizeof line, stdin)))
        return 1;
    XSendEvent(d, w, False, NoEventMask, &e);
    XSync(d, False);
    XCloseDisplay(d);
    return 0;
}
