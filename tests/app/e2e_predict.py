#!/usr/bin/env python3
# e2e_predict.py - --predict in a real window under Xvfb (1024 x 768): the
# animation stops at a question with its candidates ringed; a click on one
# scores right, a click on a border wall wrong (the score on stdout moves),
# Tab skips, q exits 0. SPDX-License-Identifier: MIT
"""usage: e2e_predict.py MAZEDFS"""
import subprocess
import sys
import time

from xwin import (GREEN, Failure, check, find_window, kill, launch, preflight, run, screenshot,
                  summary, test, wait_exit, wait_line, x_env, xvfb_display)

MAZEDFS = sys.argv[1]
AMBER = (0xff, 0xb0, 0x00)  # quiz.c's rings
ARGS = ["--predict", "--no-scores", "-s", "5", "-d", "20", "15", "21", "16"]


def rings(shot):
    """The centres of the amber rings, as a sorted list of (x, y)."""
    w, h, rows = shot
    pts = [(x, y) for y in range(h) for x in range(w) if rows[y][x] == AMBER]
    boxes = []
    for x, y in pts:  # a ring is one 16 px cell: join pixels within it
        for b in boxes:
            if b[0] - 16 < x < b[0] + 16 and b[1] - 16 < y < b[1] + 16:
                b[2].append((x, y))
                break
        else:
            boxes.append([x, y, [(x, y)]])
    centres = []
    for _, _, p in boxes:
        xs, ys = [q[0] for q in p], [q[1] for q in p]
        centres.append(((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2))
    return sorted(centres)


def wait_rings(display, wid, proc, other=None, timeout=20):
    """Rings on screen (and not other, the last question's), polled."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise Failure("mazedfs exited: " + proc.stderr.read())
        got = rings(screenshot(display, wid))
        if len(got) >= 2 and got != other:
            return got
        time.sleep(0.2)
    raise Failure("no question with two or more rings appeared")


def click(display, wid, x, y):
    run(["xdotool", "mousemove", "--window", wid, str(x), str(y), "click", "1"], x_env(display))


def key(display, wid, name):
    env = x_env(display)
    run(["xdotool", "windowfocus", "--sync", wid], env)
    run(["xdotool", "key", "--delay", "15", name], env)


def maze_corner(shot):
    """A pixel in the maze's bottom-left cell (a border wall)."""
    w, h, rows = shot
    greens = [(x, y) for y in range(0, h, 2) for x in range(0, w, 2) if rows[y][x] == GREEN]
    check(greens, "no maze on screen")
    return min(g[0] for g in greens) + 4, max(g[1] for g in greens) - 4


def clicks_score():
    with xvfb_display("1024x768") as display:
        proc = launch(MAZEDFS, display, ARGS)
        try:
            wid = find_window(display, proc)
            first = wait_rings(display, wid, proc)
            # The backtracker's first choice is drawn at random: any ring is right.
            click(display, wid, *first[0])
            check(wait_line(proc, "predict:", 20).split() == ["predict:", "1", "right", "of",
                                                              "1"], "a ringed cell scored right")
            second = wait_rings(display, wid, proc, other=first)
            x, y = maze_corner(screenshot(display, wid))
            check(all(abs(x - cx) > 16 or abs(y - cy) > 16 for cx, cy in second),
                  "the corner is no candidate")
            click(display, wid, x, y)
            check(wait_line(proc, "predict:", 20).split() == ["predict:", "1", "right", "of",
                                                              "2"], "a wall scored wrong")
            third = wait_rings(display, wid, proc, other=second)
            key(display, wid, "Tab")  # skipped: the next question comes, unscored
            wait_rings(display, wid, proc, other=third)
            key(display, wid, "q")
            check(wait_exit(proc, 20) == 0, "q exits 0")
            check("predict:" not in proc.stdout.read(), "Tab scored nothing")
        finally:
            kill(proc)


if __name__ == "__main__":
    status = preflight()
    if status is not None:
        sys.exit(status)
    test("predict: a click scores, Tab skips, q exits 0", clicks_score)
    sys.exit(summary())
