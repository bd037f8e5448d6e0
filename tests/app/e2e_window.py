#!/usr/bin/env python3
# e2e_window.py - the real mazedfs binary in a real X window under Xvfb:
# screenshots checked cell by cell against --print=ascii, the shortest path
# played with xdotool to the escaped line, closing and quitting (also under
# load) exit 0 at once, and no display gives exit 1 and a mazedfs: line.
# Usage: e2e_window.py MAZEDFS X_CLOSE. Exit 77 (skip) only if Xvfb is
# absent. SPDX-License-Identifier: MIT
import os
import subprocess
import shutil
import sys
import tempfile
import time
from collections import deque

from xwin import (BLACK, CRUMB1, CRUMB2, DOT, GRACE_S, GREEN, SCREEN, Failure, check,
                  crumb_under_dot, eventually, find_window, kill, launch, maze_mismatches, preflight,
                  printed_maze, read_png, run, screenshot, screenshot_raw, summary, test,
                  under_load, wait_exit, wait_line, x_env, xvfb_display)
from mazes import palette  # noqa: E402 (xwin put tests/ on the path)

MAZEDFS, X_CLOSE = sys.argv[1], sys.argv[2]
SCREEN_SIZE = (1280, 1024)  # the Xvfb's screen
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


def shows_maze(shot, maze, what, colours=None):
    """Fails unless shot is the printed maze (10 px cells) in colours; returns shot."""
    bad = maze_mismatches(shot, maze, 10, colours)
    check(not bad, "%s: cells unlike the printed maze: %s" % (what, bad[:10]))
    return shot


def play_to_win(display, gen):
    args = ["-g", gen, "-s", "7", "41", "51"]
    maze = printed_maze(MAZEDFS, args)
    check(len(maze) == 41 and all(len(r) == 51 for r in maze), "bad --print=ascii output")
    proc = launch(MAZEDFS, display, args + ["10", "--delay", "0"])
    try:
        wid = find_window(display, proc)
        eventually(lambda: shows_maze(screenshot(display, wid), maze, gen))
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
        kill(proc)


def palettes_in_the_window(display):
    """--palette draws the maze and the dot in the table's colours, and
    high-contrast is not the default's picture."""
    args = ["-s", "7", "21", "31"]
    maze = printed_maze(MAZEDFS, args)
    seen = {}
    for name in ("default", "high-contrast", "colour-blind"):
        colours = palette(name)["screen"]
        proc = launch(MAZEDFS, display, args + ["10", "--delay", "0", "--palette", name])
        try:
            wid = find_window(display, proc)
            shot = eventually(lambda: shows_maze(screenshot(display, wid), maze, name, colours))
            seen[name] = {p for row in shot[2] for p in row}
            run(["xdotool", "key", "q"], x_env(display))
            check(wait_exit(proc, 5) == 0, "q: exit status not 0")
        finally:
            kill(proc)
    check(palette()["screen"]["wall"] not in seen["high-contrast"],
          "high-contrast shows the default's walls")
    check(seen["high-contrast"] != seen["default"], "high-contrast changed no pixel")


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
        kill(proc)


def shown_equals_drawn(display, args, moves):
    """Frames present only the rectangles that changed: what the X server
    shows must be what the app drew. Paused mid-animation (a scaled window,
    then zoomed) and in play after moves, P saves the app's own frame; the
    window as the server has it must match it below the HUD (whose next
    frame says where the file went), once the server has the frame: the
    pause stops every change there, so a rectangle left out stays wrong."""
    env = x_env(display)
    folder = tempfile.mkdtemp(prefix="mazedfs-shown-")
    proc = subprocess.Popen([MAZEDFS] + args, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1, cwd=folder)
    try:
        wid = find_window(display, proc)
        run(["xdotool", "windowmove", "--sync", wid, "0", "0"], env)
        run(["xdotool", "windowsize", "--sync", wid, "777", "555"], env)
        run(["xdotool", "windowfocus", "--sync", wid], env)

        def same(when, drawn):
            shown = screenshot_raw(display, wid)
            check(drawn[:2] == shown[:2], "%s: sizes %s and %s" % (when, drawn[:2], shown[:2]))
            w, h = shown[:2]
            top = 60  # below the HUD
            for y in range(top, h):
                a, b = drawn[2][3 * w * y:3 * w * (y + 1)], shown[2][3 * w * y:3 * w * (y + 1)]
                if a != b:
                    x = next(i for i in range(0, 3 * w, 3) if a[i:i + 3] != b[i:i + 3]) // 3
                    shows, drew = tuple(b[3 * x:3 * x + 3]), tuple(a[3 * x:3 * x + 3])
                    raise Failure("%s: at (%d, %d) the window shows %s, the app drew %s" %
                                  (when, x, y, shows, drew))

        def compare(when):
            run(["xdotool", "key", "p"], env)  # handled after every key before it
            name = wait_line(proc, "screenshot:", GRACE_S).split(":", 1)[1].strip()
            drawn = read_png(os.path.join(folder, name))
            eventually(lambda: same(when, drawn))

        time.sleep(1.5)
        run(["xdotool", "key", "space"], env)
        compare("paused, scaled")
        run(["xdotool", "key", "space"], env)
        run(["xdotool", "mousemove", "--window", wid, "400", "300"], env)
        run(["xdotool", "click", "--repeat", "3", "4"], env)
        time.sleep(1.5)
        run(["xdotool", "key", "space"], env)
        compare("paused, zoomed")
        run(["xdotool", "key", "space", "Return"], env)
        time.sleep(1.0)
        run(["xdotool", "key", "--delay", "30"] + moves, env)
        compare("in play, after %d moves" % len(moves))
        run(["xdotool", "key", "q"], env)
        check(wait_exit(proc, 5) == 0, "q: exit status not 0")
    finally:
        kill(proc)
        shutil.rmtree(folder, ignore_errors=True)


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




FOG = (0x1c, 0x24, 0x30)  # --dark: never seen


def maze_geometry(shot, maze):
    """(top, left, cell width, cell height) of the maze in the shot, found
    by its border: green, or in the dark fog."""
    w, h, rows = shot
    greens = [(y, x) for y in range(h) for x in range(w) if rows[y][x] in (GREEN, FOG)]
    check(greens, "no green in the window")
    top, left = min(g[0] for g in greens), min(g[1] for g in greens)
    bottom, right = max(g[0] for g in greens) + 1, max(g[1] for g in greens) + 1
    return top, left, (right - left) / len(maze[0]), (bottom - top) / len(maze)


def cell_pixels(shot, geo, cy, cx):
    """The pixels of cell (cy, cx), one pixel in from its edges."""
    _, _, rows = shot
    top, left, cw, ch = geo
    return [rows[int(top + cy * ch + 1 + i)][int(left + cx * cw + 1 + j)]
            for i in range(max(1, int(ch) - 2)) for j in range(max(1, int(cw) - 2))]


def cell_centre(geo, cy, cx):
    top, left, cw, ch = geo
    return int(left + (cx + 0.5) * cw), int(top + (cy + 0.5) * ch)


HINT = SCREEN["hint"]


def dot_cell(shot, geo, maze):
    """The passage cell with the most of the dot's colour: where it is."""
    best, where = 0, None
    for cy, line in enumerate(maze):
        for cx, c in enumerate(line):
            if c == " ":
                n = sum(p == DOT for p in cell_pixels(shot, geo, cy, cx))
                if n > best:
                    best, where = n, (cy, cx)
    return where


def help_shown(shot, shown):
    """Fails unless the help is over the maze (shown) or not: walls seen
    dimmed through it cover over 1% of the window, whatever its size
    (F11 makes it the screen's)."""
    w, h, rows = shot
    dim = sum(1 for row in rows for p in row if p[0] == p[2] == 0 and 10 <= p[1] <= 120)
    check((dim > w * h // 100) == shown, "the help is %s" % ("not shown", "still shown")[not shown])


class Game:
    """A mazedfs window in play on a finished maze, for the game-aid checks.
    Keys and clicks are only sent: each check waits for what they show."""

    def __init__(self, display, extra, size=("41", "51", "12")):
        self.display, self.env = display, x_env(display)
        self.args = ["-s", "7"] + list(size[:2])
        self.maze = printed_maze(MAZEDFS, self.args)
        self.proc = launch(MAZEDFS, display, self.args + [size[2], "--delay", "0"] + extra)
        self.wid = find_window(display, self.proc)
        run(["xdotool", "windowfocus", "--sync", self.wid], self.env)
        _, self.geo = eventually(self.started)

    def started(self):
        """The first frame in play: the maze with square cells, the dot on the start."""
        shot = self.shot()
        geo = maze_geometry(shot, self.maze)
        check(abs(geo[2] - geo[3]) < 0.6, "cells %.2f x %.2f px: not the whole maze" % geo[2:])
        at = dot_cell(shot, geo, self.maze)
        check(at == (1, 1), "the dot is at %s, not on the start" % (at,))
        return shot, geo

    def shot(self):
        check(self.proc.poll() is None, "mazedfs exited (status %s)" % self.proc.returncode)
        return screenshot(self.display, self.wid)

    def keys(self, *keys):
        run(["xdotool", "key", "--delay", "20"] + list(keys), self.env)

    def dot_at(self, cell, what):
        """Waits until the dot is on cell."""
        def on():
            at = dot_cell(self.shot(), self.geo, self.maze)
            check(at == cell, "%s: the dot is at %s" % (what, at))
        eventually(on)

    def handled(self):
        """Returns once everything sent before has been handled and a frame
        drawn after it is shown: F1 puts the help up, F1 takes it away."""
        self.keys("F1")
        eventually(lambda: help_shown(self.shot(), True))
        self.keys("F1")
        eventually(lambda: help_shown(self.shot(), False))

    def mouse(self, *cmd):
        run(["xdotool"] + list(cmd), self.env)

    def quit(self):
        run(["xdotool", "key", "q"], self.env)
        check(wait_exit(self.proc, 5) == 0, "q: exit status not 0")

    def kill(self):
        kill(self.proc)


def straight_target(maze, y, x):
    """The farthest cell of a straight open line from (y, x), and the line."""
    best = []
    for dy, dx in KEYS:
        line, cy, cx = [], y + dy, x + dx
        while 0 <= cy < len(maze) and 0 <= cx < len(maze[0]) and maze[cy][cx] == " ":
            line.append((cy, cx))
            cy, cx = cy + dy, cx + dx
        if len(line) > len(best):
            best = line
    return best


def fitted(g, size):
    """Fails unless g's window is size and its maze fills it in square cells."""
    shot = g.shot()
    check(shot[:2] == size, "window is %s, not %s" % (shot[:2], size))
    top, left, cw, ch = maze_geometry(shot, g.maze)
    check(abs(cw - ch) < 0.6, "cells %.2f x %.2f px: not square at %s" % (cw, ch, size))
    room = min(size[0] / 51, (size[1] - top) / 41)
    check(cw > room - 1.5, "maze not scaled to fit %s: %.1f px cells" % (size, cw))
    bad = maze_mismatches(shot, g.maze, 1) if cw == int(cw) == 1 else []
    check(not bad, "mismatch %s" % bad[:5])


def f11_twice_keeps_the_maze_whole(display):
    """F11 with no window manager (none runs here) covers the screen with
    the window, the maze fitted to it; F11 again gives the window its size
    back, and the maze is whole in it at its block, cell by cell: the
    layout follows the window's real size, not the fullscreen SDL believed."""
    g = Game(display, [])
    try:
        size = g.shot()[:2]
        g.keys("F11")
        eventually(lambda: fitted(g, SCREEN_SIZE))
        g.keys("F11")

        def whole():
            shot = g.shot()
            check(shot[:2] == size, "window is %s, not %s as before F11" % (shot[:2], size))
            bad = maze_mismatches(shot, g.maze, 12)
            check(not bad, "after F11 twice, cells unlike the printed maze: %s" % bad[:10])

        eventually(whole)
        g.quit()
    finally:
        g.kill()


def resize_keeps_square_cells(display):
    g = Game(display, [])
    try:
        run(["xdotool", "windowmove", "--sync", g.wid, "0", "0"], g.env)  # all of it on screen
        for size in ((900, 760), (500, 700), (1200, 500)):
            run(["xdotool", "windowsize", "--sync", g.wid, str(size[0]), str(size[1])], g.env)
            eventually(lambda: fitted(g, size))
        g.quit()
    finally:
        g.kill()


def mouse_walks(display):
    g = Game(display, [])
    try:
        line = straight_target(g.maze, 1, 1)
        check(len(line) >= 2, "no straight line from the start")
        geo = g.geo
        x, y = cell_centre(geo, *line[-1])
        g.mouse("mousemove", "--window", g.wid, str(x), str(y), "click", "1")
        at = line[-1]
        g.dot_at(at, "a click on %s" % (at,))
        # A click off the line leaves it; a drag back along the line walks it back.
        off = [(cy, cx) for cy in range(41) for cx in range(51) if g.maze[cy][cx] == " "
               and cy != at[0] and cx != at[1]][0]
        g.mouse("mousemove", "--window", g.wid, *map(str, cell_centre(geo, *off)), "click", "1")
        g.handled()
        check(dot_cell(g.shot(), geo, g.maze) == at, "a click off the line moved the dot")
        g.mouse("mousemove", "--window", g.wid, str(x), str(y), "mousedown", "1")
        for cell in reversed(line[:-1]):
            g.mouse("mousemove", "--window", g.wid, *map(str, cell_centre(geo, *cell)))
            time.sleep(0.05)
        g.mouse("mouseup", "1")
        g.mouse("mousemove", "--window", g.wid, "0", "0")
        g.dot_at(line[0], "a drag back to %s" % (line[0],))
        g.quit()
    finally:
        g.kill()


def breadcrumbs_and_hint(display):
    g = Game(display, [])
    try:
        path = shortest_path(g.maze)
        keys = [KEYS[(b[0] - a[0], b[1] - a[1])] for a, b in zip(path, path[1:])][:12]
        back = {"Down": "Up", "Up": "Down", "Left": "Right", "Right": "Left"}
        g.keys("b", *keys)
        g.keys(*[back[k] for k in reversed(keys[6:])])  # walk back over half of it
        g.mouse("mousemove", "--window", g.wid, "0", "0")
        geo, dot = g.geo, path[6]

        def crumbed():  # every key handled: the dot back on path[6], twice walked
            shot = g.shot()
            at = dot_cell(shot, geo, g.maze)
            check(at == dot, "the dot is at %s, not %s" % (at, dot))
            seen = {}
            for cell in path[:13]:
                px = set(p for p in cell_pixels(shot, geo, *cell) if p != DOT)
                crumbs = px & {CRUMB1, CRUMB2}  # and the dot's edge over one
                check(len(crumbs) == 1 and all(crumb_under_dot(p) for p in px),
                      "walked cell %s not coloured as a crumb: %s" % (cell, px))
                seen[cell] = crumbs.pop()
            check(seen[path[1]] == CRUMB1, "a cell walked once is %s" % (seen[path[1]],))
            check(seen[path[10]] == CRUMB2, "a cell walked back over is %s" % (seen[path[10]],))
            return shot

        shot = eventually(crumbed)
        check(set(cell_pixels(shot, geo, *path[20])) == {BLACK}, "an unwalked cell is tinted")
        g.keys("b")
        eventually(lambda: check(set(cell_pixels(g.shot(), geo, *path[1])) == {BLACK},
                                 "B did not hide the crumbs"))
        # I: rings on the next ten cells of the way out, gone after 2 s.
        ahead = path[7:17]

        def hinted():
            shot = g.shot()
            for cell in ahead:
                check(HINT in cell_pixels(shot, geo, *cell), "no hint on %s" % (cell,))
            return shot

        sent = time.monotonic()  # the app's 2 s start when it reads the key: later
        g.keys("i")
        shot = eventually(hinted)
        check(HINT not in cell_pixels(shot, geo, *path[18]), "a hint past ten cells")

        def hint_gone():
            shot = g.shot()
            check(HINT not in cell_pixels(shot, geo, *ahead[3]), "the hint stayed")
            return shot

        shot = eventually(hint_gone)
        lasted = time.monotonic() - sent  # the gone frame was shown before this
        check(lasted >= 2.0, "the hint went within %.2f s of I, not after 2 s" % lasted)
        check(dot_cell(shot, geo, g.maze) == dot, "the dot moved")
        g.quit()
    finally:
        g.kill()


def dark(display):
    g = Game(display, ["--dark"])
    try:
        geo, line = g.geo, straight_target(g.maze, 1, 1)

        def in_the_dark():
            shot = g.shot()
            fog = sum(1 for cy in range(41) for cx in range(51)
                      if set(cell_pixels(shot, geo, cy, cx)) == {FOG})
            check(fog > 41 * 51 * 0.7, "only %d cells in the dark" % fog)
            for cell in line:
                check(set(cell_pixels(shot, geo, *cell)) == {BLACK},
                      "%s in sight not shown" % (cell,))
            return shot

        shot = eventually(in_the_dark)
        far = (39, 49)
        check(set(cell_pixels(shot, geo, *far)) != {GREEN, BLACK}, "a far cell is shown")
        g.quit()
    finally:
        g.kill()


def esc_closes_help_first(display):
    g = Game(display, [])
    try:
        g.keys("F1")
        eventually(lambda: help_shown(g.shot(), True))
        g.keys("Escape")
        eventually(lambda: help_shown(g.shot(), False))
        check(g.proc.poll() is None, "Esc with the help open quit")
        g.keys("F11", "F11")  # no window manager here: only that it lives on
        g.handled()
        check(g.proc.poll() is None, "F11 ended the program")
        g.keys("Escape")
        check(wait_exit(g.proc, 5) == 0, "Esc with nothing open: exit status not 0")
    finally:
        g.kill()


WON = []  # the generators play_won won with in this run


def play_won(display, gen):
    play_to_win(display, gen)
    WON.append(gen)


def scores_after_win(display):
    """The wins of this run are in scores.tsv and --scores. A smoke (every
    fifth check) may have skipped them: then it wins once itself."""
    if not WON:
        play_won(display, "backtracker")
    path = os.path.join(os.environ["XDG_DATA_HOME"], "mazedfs", "scores.tsv")
    check(os.path.exists(path), "no scores file after the wins")
    lines = [ln for ln in open(path).read().splitlines() if not ln.startswith("#")]
    gens = {ln.split("\t")[0] for ln in lines}
    check(set(WON) <= gens, "scores hold %s, not all of %s" % (gens, WON))
    out = run([MAZEDFS, "--scores"], os.environ)
    check(out.returncode == 0 and WON[-1] in out.stdout and "41 x 51" in out.stdout,
          "--scores: %d %r" % (out.returncode, out.stdout[:200]))


def main():
    status = preflight()
    if status is not None:
        return status
    test("no display: exit 1 and one mazedfs: line", no_display)
    test("bad sprite: exit 2", bad_sprite)
    # Wins go to best times in a folder of the test's own, never a player's.
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="mazedfs-e2e-")
    with xvfb_display("%dx%d" % SCREEN_SIZE) as display:
        for gen in ("backtracker", "division", "aldous-broder"):
            test("%s: screenshot matches --print, shortest path wins" % gen,
                 play_won, display, gen)
        test("the wins are in scores.tsv and --scores", scores_after_win, display)
        test("a resized window keeps the maze fitted, cells square", resize_keeps_square_cells,
             display)
        test("a click walks a straight line, a drag walks back", mouse_walks, display)
        test("B tints walked cells, twice walked darker; I shows ten cells for 2 s",
             breadcrumbs_and_hint, display)
        test("--dark shows only what the dot sees", dark, display)
        test("--palette colours the window from the table", palettes_in_the_window, display)
        test("Esc closes the help first, then quits; F11 lives", esc_closes_help_first, display)
        test("F11 twice with no window manager: the maze whole again",
             f11_twice_keeps_the_maze_whole, display)
        for gen in ("division", "aldous-broder"):
            test("%s: the window shows what the app drew (partial presents)" % gen,
                 shown_equals_drawn, display, ["-g", gen, "-s", "3", "201", "301", "3"],
                 ["Right", "Down"] * 10)
        for how in ("close", "q", "Escape"):
            test("%s during the animation exits 0" % how, close_mid_animation, display, how)
        with under_load(2):
            for i in range(3):
                for how in ("close", "q", "Escape"):
                    test("%s under load (%d) exits 0" % (how, i), close_mid_animation,
                         display, how)
    shutil.rmtree(os.environ["XDG_DATA_HOME"], ignore_errors=True)
    return summary()


if __name__ == "__main__":
    sys.exit(main())
