#!/usr/bin/env python3
# e2e_shapes.py - mazes in a shape through the real binary, as issue 22's
# done-when asks: a heart from a PNG, a word from --mask-text and a text
# mask each animate in a window on a 1024 x 768 screen and are played with
# xdotool from their start mark to their exit mark, the shortest way; each
# exports a PDF worksheet with its answers and a GIF.
# Usage: e2e_shapes.py MAZEDFS SOURCE_DIR. Exit 77 (skip) only if Xvfb is
# absent. SPDX-License-Identifier: MIT
import os
import shutil
import subprocess
import sys
import tempfile
from collections import deque

from xwin import (check, find_window, kill, launch, parse_ppm, preflight, run, summary, test,
                  wait_exit, wait_line, x_env, xvfb_display)

MAZEDFS, SOURCE = sys.argv[1], sys.argv[2]
KEYS = {(1, 0): "Down", (0, 1): "Right", (-1, 0): "Up", (0, -1): "Left"}
SHAPES = {
    "heart PNG": ["--mask", os.path.join(SOURCE, "assets", "shapes", "heart.png"), "-g", "wilson",
                  "41", "45"],
    "word": ["--mask-text", "ANA", "-g", "kruskal"],
    "text mask": ["--mask", os.path.join(SOURCE, "assets", "shapes", "house.txt"), "-g",
                  "backtracker"],
}


def printed(args):
    out = run([MAZEDFS, "--print=ascii"] + args, os.environ)
    check(out.returncode == 0, "--print: %s" % out.stderr.strip())
    return [line for line in out.stdout.split("\n") if line]


def route(maze):
    """The shortest way from the S mark to the E mark, as cells: the only
    one, since the maze is perfect over the shape."""
    cells = {(y, x): c for y, row in enumerate(maze) for x, c in enumerate(row)}
    start = [p for p, c in cells.items() if c == "S"]
    goal = [p for p, c in cells.items() if c == "E"]
    check(len(start) == 1 and len(goal) == 1, "not one S and one E mark")
    back = {start[0]: None}
    todo = deque(start)
    while todo:
        y, x = todo.popleft()
        for dy, dx in KEYS:
            n = (y + dy, x + dx)
            if cells.get(n, "#") in " SE" and n not in back:
                back[n] = (y, x)
                todo.append(n)
    check(goal[0] in back, "E cannot be reached from S")
    path, c = [], goal[0]
    while c:
        path.append(c)
        c = back[c]
    return path[::-1]


def play_to_exit(display, args):
    """The window animates the shape and the dot walks it to the exit."""
    args = args + ["-s", "11"]
    path = route(printed(args))
    proc = launch(MAZEDFS, display, args + ["--delay", "0"])
    try:
        wid = find_window(display, proc)
        keys = [KEYS[(b[0] - a[0], b[1] - a[1])] for a, b in zip(path, path[1:])]
        env = x_env(display)
        run(["xdotool", "windowfocus", "--sync", wid], env)
        for i in range(0, len(keys), 100):
            run(["xdotool", "key", "--delay", "15"] + keys[i:i + 100], env)
        words = wait_line(proc, "escaped:", 60).split()
        moves, shortest = int(words[1]), int(words[-1].rstrip(")"))
        check(moves == len(path) - 1 == shortest,
              "%d moves, shortest %d; the route is %d" % (moves, shortest, len(path) - 1))
        run(["xdotool", "key", "q"], env)
        check(wait_exit(proc, 10) == 0, "q after the win: exit status not 0")
    finally:
        kill(proc)


def last_piece_room(args):
    """The rightmost room of a shape in pieces (in its last piece), as Y,X."""
    maze = printed(args + ["-s", "11"])
    rooms = [(x, y) for y in range(1, len(maze), 2) for x in range(1, len(maze[0]), 2)
             if maze[y][x] != "~"]
    x, y = max(rooms)
    return "%d,%d" % (y, x)


def red_pixels(pdf, page, folder):
    """Pixels of the answer's red route on a page of the PDF, as shown."""
    base = os.path.join(folder, "page")
    subprocess.run(["pdftoppm", "-r", "40", "-f", str(page), "-l", str(page), pdf, base],
                   check=True, timeout=60)
    name = [f for f in os.listdir(folder) if f.startswith("page")][0]
    with open(os.path.join(folder, name), "rb") as f:
        w, h, px = parse_ppm(f.read())
    os.remove(os.path.join(folder, name))
    return sum(1 for i in range(0, 3 * w * h, 3) if px[i] > 150 and px[i + 1] < 90
               and px[i + 2] < 90)


def files(args):
    """A worksheet of two mazes and its two answer pages, and a GIF."""
    folder = tempfile.mkdtemp(prefix="mazedfs-shapes-")
    try:
        pdf, gif = os.path.join(folder, "s.pdf"), os.path.join(folder, "s.gif")
        out = run([MAZEDFS, "--export", pdf, "--sheet", "2", "-s", "3"] + args, os.environ)
        check(out.returncode == 0, "--sheet: %s" % out.stderr.strip())
        info = run(["pdfinfo", pdf], os.environ).stdout
        check("Pages:           4" in info, "not 4 pages: %s" % info)
        check(red_pixels(pdf, 1, folder) == 0, "a route on the mazes' page")
        check(red_pixels(pdf, 3, folder) > 20, "no route on the answers' page")
        out = run([MAZEDFS, "--record", gif, "-s", "3"] + args, os.environ)
        check(out.returncode == 0, "--record: %s" % out.stderr.strip())
        frames = run(["identify", gif], os.environ).stdout.splitlines()
        check(len(frames) >= 2, "%d frames in the GIF" % len(frames))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main():
    status = preflight()
    if status is not None:
        return status
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="mazedfs-shapes-")
    for name, args in SHAPES.items():
        test("%s: a worksheet with answers and a GIF" % name, files, args)
    with xvfb_display("1024x768") as display:
        for name, args in SHAPES.items():
            test("%s: animated, played to the exit" % name, play_to_exit, display, args)
        test("a word in pieces (--pieces): the first letter played to its exit", play_to_exit,
             display, ["--mask-text", "ANA", "--pieces", "-g", "wilson"])
        ana = ["--mask-text", "ANA", "--pieces", "-g", "kruskal"]
        test("a word in pieces, --start in the last letter: that letter played to its exit",
             play_to_exit, display, ana + ["--start", last_piece_room(ana)])
        test("a word in pieces, --ends far: the biggest letter played end to end", play_to_exit,
             display, ana + ["--ends", "far"])
    shutil.rmtree(os.environ["XDG_DATA_HOME"], ignore_errors=True)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
