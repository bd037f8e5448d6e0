#!/usr/bin/env python3
# e2e_screen.py - the real window on a classroom projector's screen
# (1024 x 768 under Xvfb): it opens inside the screen whatever the maze and
# the panel ask for, and the key C widens it only as far as the screen allows.
# Usage: e2e_screen.py MAZEDFS. Exit 77 (skip) only if Xvfb is absent.
# SPDX-License-Identifier: MIT
import sys
import time

from xwin import (check, find_window, geometry, kill, launch, preflight, run, summary, test,
                  x_env, xvfb_display)

MAZEDFS = sys.argv[1]
SCREEN_W, SCREEN_H = 1024, 768


def on_screen(geo, what):
    x, y, w, h = geo
    check(x >= 0 and y >= 0 and x + w <= SCREEN_W and y + h <= SCREEN_H,
          "%s: window %d x %d at (%d, %d) is off a %d x %d screen"
          % (what, w, h, x, y, SCREEN_W, SCREEN_H))


class Window:
    """mazedfs with args in the display, its window found and focused."""

    def __init__(self, display, args):
        self.display, self.env = display, x_env(display)
        self.proc = launch(MAZEDFS, display, args)
        self.wid = find_window(display, self.proc)
        run(["xdotool", "windowfocus", "--sync", self.wid], self.env)
        time.sleep(0.5)

    def geo(self):
        return geometry(self.display, self.wid)

    def keys(self, *keys):
        run(["xdotool", "key", "--delay", "20"] + list(keys), self.env)
        time.sleep(0.5)

    def kill(self):
        kill(self.proc)


def fits(display, args):
    w = Window(display, args)
    try:
        on_screen(w.geo(), " ".join(args))
    finally:
        w.kill()


def key_c_on_screen(display, size):
    """C in an open window widens it for the panel as far as the screen
    has room right of it, and no further."""
    key = Window(display, ["-s", "3"] + size)
    try:
        before = key.geo()
        key.keys("c")
        got = key.geo()
        on_screen(got, "C")
        check(got[2] >= before[2] and got[3] == before[3],
              "C made %d x %d of %d x %d" % (got[2:] + before[2:]))
    finally:
        key.kill()


def main():
    status = preflight()
    if status is not None:
        return status
    with xvfb_display("%dx%d" % (SCREEN_W, SCREEN_H)) as display:
        for args in (["--code", "61", "81", "10"], ["--code", "101", "151", "10"],
                     ["201", "301", "10"], ["--code", "41", "51", "10"], ["21", "21", "40"]):
            test("%s fits a 1024 x 768 screen" % " ".join(args), fits, display, args)
        for size in (["41", "51", "10"], ["61", "81", "10"], ["21", "31", "12"]):
            test("C in a %s window keeps it on the screen" % " x ".join(size), key_c_on_screen,
                 display, size)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
