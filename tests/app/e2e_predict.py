#!/usr/bin/env python3
# e2e_predict.py - --predict in a real window under Xvfb (1024 x 768): the
# animation stops at a question with its candidates ringed; a click on one
# scores right, a click on a border wall wrong (the score on stdout moves),
# Tab skips, q exits 0. SPDX-License-Identifier: MIT
"""usage: e2e_predict.py MAZEDFS"""
import re
import subprocess
import sys
import time

from xwin import (GREEN, Failure, check, find_window, kill, launch, preflight, run, screenshot,
                  summary, test, wait_exit, wait_line, x_env, xvfb_display)
from mazes import palette  # noqa: E402 (xwin puts tests/ on the path)

MAZEDFS = sys.argv[1]
AMBER = palette()["screen"]["ring"]  # quiz.c's rings (mz_quiz_colors)
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


def first_click_scores(extra, pick, what):
    """The first question of a run with extra answered by a click where
    pick(rings) says: scored right, and q exits 0."""
    with xvfb_display("1024x768") as display:
        proc = launch(MAZEDFS, display, ARGS + extra)
        try:
            wid = find_window(display, proc)
            click(display, wid, *pick(wait_rings(display, wid, proc)))
            check(wait_line(proc, "predict:", 20).split() == ["predict:", "1", "right", "of",
                                                              "1"], what)
            key(display, wid, "q")
            check(wait_exit(proc, 20) == 0, "q exits 0")
        finally:
            kill(proc)


def click_ring_scores(extra):
    """A ring of the first question of a run with extra clicked: right."""
    first_click_scores(extra, lambda got: got[-1], "a ringed cell scored right")


def first_terminal_question(extra):
    """The candidates (y, x) of the terminal mode's first question for the
    same run, and its answer."""
    r = subprocess.run([MAZEDFS, "--predict", "--print=ascii", "-s", "5", *extra, *ARGS[-3:-1]],
                       input="\n", capture_output=True, text=True, timeout=60)
    rows = r.stdout.split("Which cell")[0].splitlines()
    cells = [(y, x) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch.isalpha()]
    m = re.search(r"it was \S \((\d+),(\d+)\)", r.stdout)
    check(m and len(cells) >= 2, "the terminal asks: " + r.stdout[-300:])
    return cells, (int(m.group(1)), int(m.group(2)))


def fill_answer_agrees():
    """Dead-end filling's answer is determined: the terminal's, clicked in
    the window, scores right."""
    extra = ["-g", "kruskal", "--solve", "--solver", "dead-end-fill"]
    cells, (ay, ax) = first_terminal_question(extra)
    block = int(ARGS[-1])

    def answer(got):
        check(len(got) == len(cells), "the window rings the terminal's %d candidates (%d)"
              % (len(cells), len(got)))
        # The rings' corner cell sits where the candidates' does.
        x0 = min(p[0] for p in got) - block * min(c[1] for c in cells)
        y0 = min(p[1] for p in got) - block * min(c[0] for c in cells)
        return x0 + block * ax, y0 + block * ay

    first_click_scores(extra, answer, "the terminal's answer is right")


if __name__ == "__main__":
    status = preflight()
    if status is not None:
        sys.exit(status)
    test("predict: a click scores, Tab skips, q exits 0", clicks_score)
    test("predict: Wilson's walk asks, any ring is right", click_ring_scores, ["-g", "wilson"])
    test("predict: origin shift asks, any ring is right", click_ring_scores,
         ["-g", "origin-shift"])
    test("predict: dead-end filling's answer is the terminal's", fill_answer_agrees)
    sys.exit(summary())
