#!/usr/bin/env python3
# e2e_timeline.py - the timeline in a real window under Xvfb: --steps K opens
# paused at step K; , Shift+. Home End and a drag on the strip show exactly
# --print=ascii --steps K' for the step they reach. SPDX-License-Identifier: MIT
"""usage: e2e_timeline.py MAZEDFS"""
import subprocess
import sys

from xwin import (BLACK, DOT, GREEN, check, eventually, find_window, kill, launch, mark_cells,
                  preflight, run, screenshot, summary, test, wait_exit, x_env, xvfb_display)

MAZEDFS = sys.argv[1]
BLOCK = 10
STRIP_H = 10  # TIMELINE_H


def printed(args, k):
    out = run([MAZEDFS, "--print=ascii", "--steps", str(k)] + args, None).stdout
    return [line for line in out.split("\n") if line]


def head_of(args, k):
    """The cell of step k (where the window draws the head), or None."""
    if k == 0:
        return None
    lines = run([MAZEDFS, "--events", "--steps", str(k)] + args, None).stdout.split("\n")
    _, kind, y, x, _, _ = lines[-2].split("\t")  # the k-th step: no decision after it
    return None if kind == "open_all" else (int(y), int(x))


def total_steps(args):
    out = run([MAZEDFS, "--stats"] + args, None).stdout
    return int(next(l for l in out.split("\n") if l.startswith("steps:")).split()[1])


def mismatches(shot, maze, head):
    """Cells whose every pixel is not the printed colour (the head's cell
    may hold the dot on its colour)."""
    w, h, rows = shot
    greens = [(y, x) for y in range(h) for x in range(w) if rows[y][x] == GREEN]
    if not greens:
        return ["no green"]
    top, left = min(g[0] for g in greens), min(g[1] for g in greens)
    bad = []
    for cy, line in enumerate(maze):
        for cx, ch in enumerate(line):
            want = GREEN if ch == "#" else BLACK
            cell = {rows[top + cy * BLOCK + i][left + cx * BLOCK + j]
                    for i in range(BLOCK) for j in range(BLOCK)}
            # A cell may be in the colour of the algorithm's drawn state (a
            # stack, a chamber, Wilson's walk over the walls it crosses:
            # drawn.h), one colour over it, neither wall nor passage;
            # test_timeline checks that state itself at every step.
            drawn = not cell & {GREEN, BLACK}
            ok = cell == {want} or (drawn and len(cell) == 1) or \
                ((cy, cx) == head and DOT in cell and (want in cell or GREEN not in cell))
            if (cy, cx) in mark_cells(len(maze), len(line)):
                # An arrow in: both colours; over a wall not yet opened
                # (the exit before generation ends) it is all wall.
                ok = ok or (GREEN in cell and BLACK in cell)
            if not ok:
                bad.append((cy, cx))
    return bad


def entries(args):
    """The generation's --events rows (kind, y, x): the timeline's entries,
    decisions (look) included."""
    out = run([MAZEDFS, "--events"] + args, None).stdout.split("\n")[1:]
    return [(r[1], int(r[2]), int(r[3])) for r in (l.split("\t") for l in out if l)
            if r[5] == "generate"]


def entry_of_step(rows, k):
    """The timeline position (entries shown) after step k."""
    n = 0
    for i, r in enumerate(rows):
        if n == k:
            return i
        n += r[0] != "look"
    return len(rows)


def shows_entry(display, wid, args, rows, p, what):
    """The window shows the maze after p entries: the steps among them, the
    head on the last one's cell."""
    k = sum(r[0] != "look" for r in rows[:p])
    head = None if p == 0 or rows[p - 1][0] == "open_all" else rows[p - 1][1:]
    shows(display, wid, args, k, what, head)


def shows(display, wid, args, k, what, head=False):
    """The window shows the maze after step k (waiting while it redraws)."""
    maze = printed(args, k)
    head = head_of(args, k) if head is False else head

    def same():
        bad = mismatches(screenshot(display, wid), maze, head)
        check(not bad, "%s: step %d: %d cells differ, e.g. %s" % (what, k, len(bad), bad[:4]))

    eventually(same)


def keys(display, wid, *names):
    env = x_env(display)
    subprocess.run(["xdotool", "windowfocus", "--sync", wid], env=env, timeout=10)
    subprocess.run(["xdotool", "key", "--window", wid, "--delay", "40"] + list(names), env=env,
                   timeout=30)


def drag(display, wid, x0, x1, y):
    env = x_env(display)
    cmd = ["xdotool", "mousemove", "--window", wid, str(x0), str(y), "mousedown", "1"]
    for x in range(x0, x1, (x1 - x0) // 7 or 1):  # a drag in a few jumps
        cmd += ["mousemove", "--window", wid, str(x), str(y)]
    cmd += ["mousemove", "--window", wid, str(x1), str(y), "mouseup", "1"]
    subprocess.run(cmd, env=env, timeout=30)


def geometry(display, wid):
    out = run(["xdotool", "getwindowgeometry", wid], x_env(display)).stdout
    w, h = out.split("Geometry:")[1].split()[0].split("x")
    return int(w), int(h)


def steps_keys_and_strip(display, gen):
    args = ["-g", gen, "-s", "5", "31", "41"]
    n = total_steps(args)
    k = n // 3
    proc = launch(MAZEDFS, display, ["--steps", str(k)] + args)
    try:
        wid = find_window(display, proc)
        rows = entries(args)  # the keys and the strip move by entries
        p = entry_of_step(rows, k)
        shows(display, wid, args, k, "--steps")
        keys(display, wid, "comma", "comma", "comma")
        shows_entry(display, wid, args, rows, p - 3, "three commas")
        keys(display, wid, "shift+period")
        shows_entry(display, wid, args, rows, p + 7, "Shift+.")
        keys(display, wid, "shift+comma", "shift+comma", "period")
        shows_entry(display, wid, args, rows, p - 12, "Shift+, twice and .")
        keys(display, wid, "Home")
        shows(display, wid, args, 0, "Home")
        keys(display, wid, "End")
        shows_entry(display, wid, args, rows, len(rows), "End")
        w, h = geometry(display, wid)
        x, m = w // 4, len(rows)
        drag(display, wid, w * 3 // 4, x, h - STRIP_H // 2)
        target = int(x / w * m + 0.5)
        shows_entry(display, wid, args, rows, target, "dragged to x=%d of %d" % (x, w))
        drag(display, wid, x, w // 2, h - STRIP_H // 2)
        shows_entry(display, wid, args, rows, int((w // 2) / w * m + 0.5), "dragged back")
        keys(display, wid, "q")
        check(wait_exit(proc, 10) == 0, "q did not exit 0")
    finally:
        kill(proc)


def main():
    status = preflight()
    if status is not None:
        return status
    with xvfb_display() as display:
        for gen in ("backtracker", "division", "wilson"):
            test("%s: --steps, keys and the strip show --print --steps" % gen,
                 steps_keys_and_strip, display, gen)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
