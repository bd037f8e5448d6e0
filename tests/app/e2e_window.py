#!/usr/bin/env python3
# e2e_window.py - the real mazedfs binary in a real X window under Xvfb:
# screenshots checked cell by cell against --print=ascii, the shortest path
# played with xdotool to the escaped line, closing and quitting (also under
# load) exit 0 at once, and no display gives exit 1 and a mazedfs: line.
# Usage: e2e_window.py MAZEDFS X_CLOSE. Exit 77 (skip) only if Xvfb is
# absent. SPDX-License-Identifier: MIT
import os
import subprocess
import sys
import time
from collections import deque

from xwin import (check, find_window, launch, preflight, printed_maze, run, screenshot, summary,
                  test, under_load, wait_exit, wait_line, x_env, xvfb_display)

MAZEDFS, X_CLOSE = sys.argv[1], sys.argv[2]
GREEN, BLACK = (0, 255, 0), (0, 0, 0)
KEYS = {(1, 0): "Down", (0, 1): "Right", (-1, 0): "Up", (0, -1): "Left"}


def shortest_path(maze):
    """BFS from (1,1) to the exit (h-2, w-1), as a list of cells."""
    h, w = len(maze), len(maze[0])
    start, goal = (1, 1), (h - 2, w - 1)
    back = {start: None}
    todo = deque([start])
    while todo:
        y, x = todo.popleft()
        for dy, dx in KEYS:
            n = (y + dy, x + dx)
            if 0 <= n[0] < h and 0 <= n[1] < w and maze[n[0]][n[1]] == " " and n not in back:
                back[n] = (y, x)
                todo.append(n)
    path, c = [], goal
    while c:
        path.append(c)
        c = back[c]
    return path[::-1]


def maze_mismatches(shot, maze, block):
    """Cells whose every pixel is not the colour the printed maze says."""
    w, h, rows = shot
    greens = [(y, x) for y in range(h) for x in range(w) if rows[y][x] == GREEN]
    if not greens:
        return ["no green in the window"]
    top, left = min(g[0] for g in greens), min(g[1] for g in greens)
    mh, mw = len(maze), len(maze[0])
    if top + mh * block > h or left + mw * block > w:
        return ["the maze does not fit the window"]
    bad = []
    for cy in range(mh):
        for cx in range(mw):
            want = GREEN if maze[cy][cx] == "#" else BLACK
            cell = {rows[top + cy * block + i][left + cx * block + j]
                    for i in range(block) for j in range(block)}
            if (cy, cx) == (1, 1):  # the red dot on passage: black to red, both seen
                ok = all(g == 0 and b == 0 for _, g, b in cell) and \
                    BLACK in cell and (255, 0, 0) in cell
            else:
                ok = cell == {want}
            if not ok:
                bad.append((cy, cx))
    return bad


def play_to_win(display, gen):
    args = ["-g", gen, "-s", "7", "41", "51"]
    maze = printed_maze(MAZEDFS, args)
    check(len(maze) == 41 and all(len(r) == 51 for r in maze), "bad --print=ascii output")
    proc = launch(MAZEDFS, display, args + ["10", "--delay", "0"])
    try:
        wid = find_window(display, proc)
        bad = ["not checked"]
        for _ in range(30):  # the first frames may still be on their way
            bad = maze_mismatches(screenshot(display, wid), maze, 10)
            if not bad:
                break
            time.sleep(0.2)
        check(not bad, "%s: cells unlike the printed maze: %s" % (gen, bad[:10]))
        path = shortest_path(maze)
        keys = [KEYS[(b[0] - a[0], b[1] - a[1])] for a, b in zip(path, path[1:])]
        env = x_env(display)
        run(["xdotool", "windowfocus", "--sync", wid], env)
        for i in range(0, len(keys), 100):
            run(["xdotool", "key", "--delay", "15"] + keys[i:i + 100], env)
        line = wait_line(proc, "escaped:", 30)
        words = line.split()
        moves, shortest = int(words[1]), int(words[-1].rstrip(")"))
        check(moves == len(path) - 1 and shortest == moves,
              "%s: %r, expected %d moves" % (gen, line, len(path) - 1))
        run(["xdotool", "key", "q"], env)
        check(wait_exit(proc, 5) == 0, "q after the win: exit status not 0")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def close_mid_animation(display, how):
    """Ends a run during the default-paced generation; exit 0, quickly."""
    proc = launch(MAZEDFS, display, ["-s", "3", "41", "51", "10"])
    try:
        wid = find_window(display, proc)
        time.sleep(0.7)
        check(proc.poll() is None, "mazedfs ended by itself")
        t0 = time.time()
        if how == "close":
            subprocess.run([X_CLOSE, wid], env=x_env(display), timeout=10, check=True)
        else:
            run(["xdotool", "windowfocus", "--sync", wid], x_env(display))
            run(["xdotool", "key", how], x_env(display))
        status = wait_exit(proc, 3)
        err = proc.stderr.read()
        check(status == 0, "%s: exit status %d: %s" % (how, status, err.strip()))
        check("Error" not in err, "%s: errors on stderr: %s" % (how, err.strip()))
        return time.time() - t0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def no_display():
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    for extra in ({}, {"SDL_VIDEODRIVER": "x11", "DISPLAY": ":999"}):
        p = run([MAZEDFS, "-s", "1", "41", "51"], dict(env, **extra))
        lines = p.stderr.strip().split("\n")
        check(p.returncode == 1, "no display %s: exit %d, not 1" % (extra, p.returncode))
        check(len(lines) == 1 and lines[0].startswith("mazedfs:") and "--print" in lines[0],
              "no display: stderr %r" % p.stderr)


def bad_sprite():
    p = run([MAZEDFS, "-s", "1", "--sprite", "/nonexistent.bmp", "41", "51"], os.environ)
    check(p.returncode == 2 and p.stderr.startswith("mazedfs:") and p.stderr.count("\n") == 1,
          "bad sprite: exit %d, %r" % (p.returncode, p.stderr))


def main():
    status = preflight()
    if status is not None:
        return status
    test("no display: exit 1 and one mazedfs: line", no_display)
    test("bad sprite: exit 2", bad_sprite)
    with xvfb_display() as display:
        for gen in ("backtracker", "division", "aldous-broder"):
            test("%s: screenshot matches --print, shortest path wins" % gen,
                 play_to_win, display, gen)
        for how in ("close", "q", "Escape"):
            test("%s during the animation exits 0" % how, close_mid_animation, display, how)
        with under_load(2):
            for i in range(3):
                for how in ("close", "q", "Escape"):
                    test("%s under load (%d) exits 0" % (how, i), close_mid_animation,
                         display, how)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
