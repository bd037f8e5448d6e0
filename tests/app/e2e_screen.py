#!/usr/bin/env python3
# e2e_screen.py - the real window on a classroom projector's screen
# (1024 x 768 under Xvfb): it opens inside the screen whatever the maze and
# the panel ask for, and the key C widens it only as far as the screen allows.
# Usage: e2e_screen.py MAZEDFS. Exit 77 (skip) only if Xvfb is absent.
# SPDX-License-Identifier: MIT
import os
import shutil
import struct
import sys
import tempfile

from xwin import (GRACE_S, check, eventually, find_window, geometry, kill, launch, preflight, run,
                  summary, test, wait_line, x_env, xvfb_display)

MAZEDFS = os.path.abspath(sys.argv[1])  # it runs in a folder of its own
SCREEN_W, SCREEN_H = 1024, 768


def on_screen(geo, what):
    x, y, w, h = geo
    check(x >= 0 and y >= 0 and x + w <= SCREEN_W and y + h <= SCREEN_H,
          "%s: window %d x %d at (%d, %d) is off a %d x %d screen"
          % (what, w, h, x, y, SCREEN_W, SCREEN_H))


class Window:
    """mazedfs with args in the display, its window found and focused; in
    a folder of its own, where P saves its frames."""

    def __init__(self, display, args):
        self.display, self.env = display, x_env(display)
        self.folder = tempfile.mkdtemp(prefix="mazedfs-screen-")
        self.proc = launch(MAZEDFS, display, args, cwd=self.folder)
        self.wid = find_window(display, self.proc)
        run(["xdotool", "windowfocus", "--sync", self.wid], self.env)

    def geo(self):
        """The window's place and size once every key sent before is
        handled: P after them saves the next frame, drawn at the size the
        app gave the window (a file's name on stdout says it is saved); then
        the X server's window is waited for to have that size."""
        run(["xdotool", "key", "p"], self.env)
        name = wait_line(self.proc, "screenshot:", GRACE_S).split(":", 1)[1].strip()
        with open(os.path.join(self.folder, name), "rb") as f:
            drawn = struct.unpack(">II", f.read(24)[16:24])  # the PNG's IHDR width, height

        def sized():
            got = geometry(self.display, self.wid)
            check(got[2:] == drawn, "the window is %d x %d, the frame %d x %d" % (got[2:] + drawn))
            return got

        return eventually(sized)

    def keys(self, *keys):
        run(["xdotool", "key", "--delay", "20"] + list(keys), self.env)

    def kill(self):
        kill(self.proc)
        shutil.rmtree(self.folder, ignore_errors=True)


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
