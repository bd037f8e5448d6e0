#!/usr/bin/env python3
# e2e_abuse.py - the real mazedfs window under Xvfb, abused: thousands of
# random key presses (every bound key, unbound ones, modifiers, repeats, keys
# held down) during generation, solve, trace and play with each generator,
# resizes in between (down to 1 x 1), and closes in the middle of an
# animation by WM_DELETE_WINDOW, q and Esc. Checked: mazedfs stays up and
# answers, prints nothing on stderr, exits 0 within 2 s of a close, and
# the dot (and the solve and trace marks, drawn in its colour) never stands
# in a wall of the printed maze for the seed on screen.
# Usage: e2e_abuse.py MAZEDFS X_CLOSE [--rounds I,J,...]: the full rounds to
# run (1-3; all by default), each with its own key stream from a fixed RNG
# seed (MAZEDFS_ABUSE_SEED + the round; the variable overrides it), and
# their share of the six short closes under load. Exit 77 (skip) only if Xvfb is
# absent. SPDX-License-Identifier: MIT
import os
import random
import select
import shutil
import subprocess
import sys
import tempfile
import time

from xwin import (GRACE_S, GREEN as WALL, Failure, check, dot_over, eventually, find_window,
                  kill, launch, mark_cells, marker_pixel, preflight, printed_maze, run,
                  screenshot_raw, summary, test, under_load, wait_line, x_env, xvfb_display)

MAZEDFS, X_CLOSE = sys.argv[1], sys.argv[2]
ROUNDS = ([int(r) for r in sys.argv[4].split(",")]
          if len(sys.argv) > 4 and sys.argv[3] == "--rounds" else [1, 2, 3])
SEED = int(os.environ.get("MAZEDFS_ABUSE_SEED", "5"))
H, W, BLOCK = 31, 41, 12  # 12 px: showvalue's digits are drawn (from 12 up)
# --list's order is G's; the model cycles through it.
GENS = [line.split()[0] for line in
        subprocess.run([MAZEDFS, "--list"], capture_output=True, check=True).stdout.decode().splitlines()]
# Closing ends the process at once, not after the animation (which runs
# for seconds more): within 2 s. A tighter bound was a bound on the
# machine's load, not on mazedfs: 0.25 s failed at 0.35 s with the suite,
# two busy loops and other builds beside it. The figures are printed at the
# end (about 0.05 s median on a quiet machine).
CLOSE_LIMIT_S = 2.0
KEY_DELAY_MS = 12  # over 2 ms between a release and the next press, or SDL calls it a repeat
GREEN = bytes(WALL)  # the default palette's wall
close_times = []
counts = {"keys": 0, "holds": 0, "resizes": 0, "checks": 0, "mouse": 0}

# The key pools. A token is xdotool's name for a key, maybe with modifiers.
MOVES = "Down Right Up Left s d w a j l k h".split()
RUNS = ["shift+Down", "shift+Right", "shift+Up", "shift+Left"]
# F11: with no window manager the app covers the screen with the window
# itself, and gives it back the size it had before F11, which resizes in
# between may have made odd: quiet() toggles it back and resizes to a size
# the checks know (the model counts F11s).
AIDS = ["b", "i", "0", "KP_0", "F11"]
PACING = "plus equal KP_Add minus KP_Subtract space period KP_Decimal Return KP_Enter".split()
PHASES = ["shift+s", "S", "t", "r"]
# f opens the figures panel over the maze (the model follows it).
# x draws origin shift's pointers while it generates: nothing else changes.
TOGGLES = ["v", "F1", "question", "shift+slash", "f", "x"]
# The timeline steps back and forth and pauses; c opens the algorithm panel
# (the model follows it: the checks need the whole maze in view).
TIMELINE = ["comma", "less", "greater", "Home", "End", "c"]
MAZE_KEYS = ["n", "g"]  # a new maze, with a new seed: only where the model follows them
# o cycles the solvers (the maze stays); p saves a PNG, so it is not sent.
UNBOUND = ("F2 F3 F4 F5 F6 F7 F8 F9 F10 F12 e m o u y z 1 2 3 4 5 6 7 8 9 "
           "Tab BackSpace Delete Prior Next Insert semicolon bracketleft "
           "apostrophe grave slash KP_1 KP_5 Menu").split()
MODIFIERS = "Shift_L Shift_R Control_L Control_R Alt_L Super_L".split()
HOLDABLE = ["Right", "Down", "Left", "Up", "j", "l", "plus", "minus", "Return", "space",
            "period", "t", "shift+s", "F5", "v"]
# One modifier at most: ctrl+alt+BackSpace or +F-keys could mean the server itself.
COMBOS = ["shift+", "ctrl+", "alt+", "super+"]
# None: the size it opened at; all fit in the screen with the window at 0,0.
CHECK_SIZES = [None, (700, 560), (900, 760), (560, 900)]
# Ends each stretch of abuse in play (R), then starts a solve, a trace, or
# both (a new phase starts unpaused), for the dot check that follows.
# None: play, R and a random walk.
CHECKED_PHASES = [["r", "shift+s"], ["r", "t"], ["r", "shift+s", "Return", "t"], None]
ODD_SIZES = [(1, 1), (60, 40), (160, 82), (300, 200), (1200, 1000), (1279, 300), (500, 900)]


def short_seed(bits):
    """The core's mz_short_seed: the six-digit seed N draws."""
    return 100000 + bits % 900000


def splitmix64(state):
    """The core's mz_splitmix64: returns (new state, value)."""
    mask = (1 << 64) - 1
    state = (state + 0x9E3779B97F4A7C15) & mask
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return state, z ^ (z >> 31)


class Model:
    """What the keys sent so far make the window show, as far as the checks
    need it: generator and seed (N and G draw the next seed as the app does),
    showvalue, help and the figures panel. Held keys count once: none of
    these repeats."""

    def __init__(self, gen, seed):
        self.gen, self.seed, self.state = GENS.index(gen), seed, seed
        self.values = self.help = False
        self.fullscreen = self.fs_touched = self.heat = self.code = self.figures = False
        self.mazes = {}

    def press(self, token):
        parts = token.split("+")
        key, shift = parts[-1], "shift" in parts[:-1]
        help_key = key in ("F1", "question") or (key == "slash" and shift)
        if self.help and not help_key:
            if key == "Escape":
                self.help = False
            return  # the help takes every other key (q quits)
        if key.lower() in ("n", "g"):
            if key.lower() == "g":
                self.gen = (self.gen + 1) % len(GENS)
            self.state, bits = splitmix64(self.state)
            self.seed = short_seed(bits)
        elif key.lower() == "v":
            self.values = not self.values
        elif key.lower() == "c":
            self.code = not self.code
        elif key.lower() == "f":
            self.figures = not self.figures
        elif help_key:
            self.help = not self.help
        elif key.lower() == "h" and (shift or key == "H"):
            self.heat = not self.heat  # Shift+H: the heat map colours passages
        elif key == "F11":
            self.fullscreen = not self.fullscreen
            self.fs_touched = True

    def maze(self):
        """The printed maze now on screen (once generated)."""
        k = (self.gen, self.seed)
        if k not in self.mazes:
            self.mazes[k] = printed_maze(MAZEDFS, ["-g", GENS[k[0]], "-s", str(k[1]), str(H),
                                                   str(W)])
            check(len(self.mazes[k]) == H, "bad --print=ascii output for %s" % (k,))
        return self.mazes[k]


class Session:
    """One mazedfs window, the model of what it shows, and the abuse sent to it."""

    def __init__(self, display, rng, gen, seed, extra):
        self.display, self.env, self.rng = display, x_env(display), rng
        self.model = Model(gen, seed)
        self.proc = launch(MAZEDFS, display, ["-g", gen, "-s", str(seed)] + extra +
                           [str(H), str(W), str(BLOCK)])
        self.wid = find_window(display, self.proc)
        self.size = window_size(self.env, self.wid)
        to_corner(self.env, self.wid)
        run(["xdotool", "windowfocus", "--sync", self.wid], self.env)

    def alive(self, when):
        if self.proc.poll() is not None:
            raise Failure("mazedfs ended (status %d) %s: %s" %
                          (self.proc.returncode, when, self.proc.stderr.read().strip()))

    def keys(self, tokens):
        for i in range(0, len(tokens), 40):
            batch = tokens[i:i + 40]
            run(["xdotool", "key", "--delay", str(KEY_DELAY_MS)] + batch, self.env)
            for t in batch:
                self.model.press(t)
        counts["keys"] += len(tokens)

    def hold(self, token, seconds):
        """Holds a key past X's autorepeat delay (660 ms), so it repeats."""
        run(["xdotool", "keydown", token], self.env)
        time.sleep(seconds)
        run(["xdotool", "keyup", token], self.env)
        self.model.press(token)
        counts["holds"] += 1

    def resize(self, size, sync=False):
        """Resizes the window (None: to its first size); with sync, waits
        until the server has done it."""
        size = size or self.size
        run(["xdotool", "windowsize"] + (["--sync"] if sync else []) +
            [self.wid, str(size[0]), str(size[1])], self.env)
        counts["resizes"] += 1

    def random_tokens(self, n, maze_keys):
        pools = [(MOVES, 36), (RUNS, 6), (AIDS, 6), (PACING, 14), (PHASES, 8), (TOGGLES, 4),
                 (TIMELINE, 4), (UNBOUND, 18), (MODIFIERS, 6)] + ([(MAZE_KEYS, 3)] if maze_keys else [])
        lists, weights = zip(*pools)
        out = []
        for _ in range(n):
            token = self.rng.choice(self.rng.choices(lists, weights)[0])
            if token not in MODIFIERS and "+" not in token and self.rng.random() < 0.12:
                token = self.rng.choice(COMBOS) + token
            out.append(token)
            if self.rng.random() < 0.05:  # the same key again, at once and often
                out += [token] * self.rng.randint(2, 12)
        return out

    def mouse(self, n):
        """n random clicks, wheel turns and drags (left walks the dot, right
        pans) anywhere in the window."""
        w, h = window_size(self.env, self.wid)
        for _ in range(n):
            x, y = str(self.rng.randrange(w)), str(self.rng.randrange(h))
            x2, y2 = str(self.rng.randrange(w)), str(self.rng.randrange(h))
            act = self.rng.choice([["click", "1"], ["click", "4"], ["click", "5"],
                                   ["click", "--repeat", "3", "4"], ["click", "3"],
                                   ["mousedown", "1", "mousemove", "--window", self.wid, x2, y2,
                                    "mouseup", "1"],
                                   ["mousedown", "3", "mousemove", "--window", self.wid, x2, y2,
                                    "mouseup", "3"]])
            run(["xdotool", "mousemove", "--window", self.wid, x, y] + act, self.env)
        counts["mouse"] += n

    def abuse(self, n, maze_keys, resizes, holds):
        """n random keys in bursts, with held keys, resizes and the mouse in
        between."""
        tokens = self.random_tokens(n, maze_keys)
        cuts = sorted(self.rng.sample(range(1, len(tokens)), holds + resizes))
        start = 0
        for j, cut in enumerate(cuts + [len(tokens)]):
            self.keys(tokens[start:cut])
            start = cut
            if self.rng.random() < 0.5:
                self.mouse(self.rng.randint(1, 6))
            if j < resizes:
                for _ in range(self.rng.randint(1, 4)):
                    self.resize(self.rng.choice(ODD_SIZES + CHECK_SIZES))
            elif j < len(cuts):
                held = self.rng.choice(HOLDABLE + (["n"] if maze_keys else []))
                self.hold(held, self.rng.uniform(0.7, 1.0))
            self.alive("during the abuse")

    def quiet(self):
        """Showvalue, help, heat map and panel off, the zoom fitted (the checks read the
        maze's own colours, all of it)."""
        # The help first: while it is shown it takes the other keys.
        fix = (["F1"] if self.model.help else []) + (["v"] if self.model.values else [])
        fix += ["shift+h"] if self.model.heat else []
        fix += ["c"] if self.model.code else []
        fix += ["f"] if self.model.figures else []
        self.keys(fix + (["F11"] if self.model.fullscreen else []) + ["0"])
        if self.model.fs_touched:
            self.resize((701, 561), sync=True)
            self.model.fs_touched = False

    def look(self, grace=GRACE_S):
        """Checks the window against the model's maze until it matches, for
        up to grace s. A dot-coloured pixel in a wall cell fails at once when
        seen twice in a row with no key between, in shots that are otherwise
        the maze (a frame half laid out after a resize mismatches elsewhere
        too, and a starved app can leave one up for more than two shots)."""
        maze, deadline, red_before, why = self.model.maze(), time.time() + grace, None, ""
        while True:
            shot = screenshot_raw(self.display, self.wid)
            size = window_size(self.env, self.wid)
            if shot[:2] == size:
                red, other = compare(shot, maze)
                red = [] if other else red
            else:  # a resize on its way: the checks need the whole window
                red, other = [], ["a %d x %d shot of a %d x %d window" % (shot[:2] + size)]
            counts["checks"] += 1
            if not red and not other:
                return
            if red and red_before and set(red) & set(red_before):
                raise Failure("the dot stands in a wall: cells %s (%s seed %d; %s)" %
                              (sorted(set(red) & set(red_before))[:8], GENS[self.model.gen],
                               self.model.seed, save(shot)))
            red_before, why = red, "cells %s unlike the maze" % other[:8] if other else ""
            if time.time() > deadline:
                raise Failure("after %.1f s the window still does not show %s seed %d: %s (%s)" %
                              (grace, GENS[self.model.gen], self.model.seed, why or red,
                               save(shot)))
            time.sleep(0.15)

    def settle(self):
        """Finishes generation (Enter) and checks the finished maze is shown."""
        self.quiet()
        self.resize(self.rng.choice(CHECK_SIZES), sync=True)
        self.keys(["Return"])
        self.look()

    def answers(self):
        """The window still answers: F1 puts the help over the maze (its
        green goes dark), F1 again takes it away."""
        self.quiet()
        before = count_green(screenshot_raw(self.display, self.wid))
        self.keys(["F1"])
        shown = lambda: count_green(screenshot_raw(self.display, self.wid))  # noqa: E731
        eventually(lambda: check(shown() <= 0.8 * before, "F1 changed nothing on screen"))
        self.keys(["F1"])
        self.look()

    def close(self, how):
        """Ends the run with how (close, q, Escape); checks the status, stderr
        and the time from sending it to the process's exit. The sender is
        started and connected first, so its own start is not timed. Esc
        closes the help first, so it is taken away before an Esc."""
        if how == "Escape":
            self.quiet()
        cmd = [X_CLOSE, self.wid, "--on-line"] if how == "close" else ["xdotool", "-"]
        sender = subprocess.Popen(cmd, env=self.env, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)
        pidfd = os.pidfd_open(self.proc.pid)
        try:
            if how == "close":
                check(sender.stdout.readline() == "ready\n", "x_close did not connect")
            else:
                # xdotool runs each line as it comes once it has connected:
                # its answer to a first command says it has (a fixed pause
                # did not, under load, and its start was timed as the close).
                sender.stdin.write("getmouselocation\n")
                sender.stdin.flush()
                check(sender.stdout.readline().startswith("x:"), "xdotool did not connect")
            t0 = time.monotonic()
            sender.stdin.write("\n" if how == "close" else "key %s\n" % how)
            sender.stdin.flush()
            ready = select.select([pidfd], [], [], 5)[0]
            dt = time.monotonic() - t0
        finally:
            os.close(pidfd)
            sender.stdin.close()
            sender.wait(10)
        check(ready, "%s: mazedfs still runs 5 s later" % how)
        status, err = self.proc.wait(), self.proc.stderr.read()
        close_times.append((how, dt))
        check(status == 0, "%s: exit status %d: %s" % (how, status, err.strip()))
        notes = [ln for ln in err.splitlines() if ln.startswith("mazedfs: ") and
                 any(w in ln for w in ("scores file", "best times"))]
        check(err.splitlines() == notes, "%s: stderr: %r" % (how, err[:300]))
        self.notes = notes
        check(dt <= CLOSE_LIMIT_S, "%s: exited %.3f s after the close, over %.2f s" %
              (how, dt, CLOSE_LIMIT_S))
        return dt

    def kill(self):
        kill(self.proc)


def save(shot):
    """Writes a failing screenshot beside the test's other output; says where."""
    w, h, px = shot
    path = os.path.abspath("abuse-fail-%d.ppm" % counts["checks"])
    with open(path, "wb") as f:
        f.write(b"P6 %d %d 255\n" % (w, h) + px)
    return "screenshot " + path


def geometry(env, wid):
    """((x, y), (width, height)) of the window."""
    out = run(["xdotool", "getwindowgeometry", wid], env).stdout
    x, y = out.split("Position:")[1].split()[0].split(",")
    w, h = out.split("Geometry:")[1].split()[0].split("x")
    return (int(x), int(y)), (int(w), int(h))


def window_size(env, wid):
    return geometry(env, wid)[1]


def to_corner(env, wid):
    """Moves the window to the screen's top left corner, where the biggest
    size checked fits on the screen (import clips a window to it). SDL may
    centre a window again just after mapping it, so the move is repeated
    until it holds."""
    def moved():
        run(["xdotool", "windowmove", "--sync", wid, "0", "0"], env)
        time.sleep(0.2)  # for SDL to centre it again, if it does
        check(geometry(env, wid)[0] == (0, 0), "the window does not stay in the corner")

    eventually(moved)


def count_green(shot):
    w, h, px = shot
    return sum(1 for i in range(0, 3 * w * h, 3) if px[i:i + 3] == GREEN)


def green_box(shot):
    """(top, left, bottom, right) of the pure green pixels, ends excluded."""
    w, h, px = shot
    top = left = None
    bottom = right = 0
    for y in range(h):
        row = px[3 * w * y:3 * w * (y + 1)]
        xs = [x for x in range(w) if row[3 * x:3 * x + 3] == GREEN]
        if xs:
            top = y if top is None else top
            bottom = y + 1
            left = xs[0] if left is None else min(left, xs[0])
            right = max(right, xs[-1] + 1)
    return top, left, bottom, right


CARD = b"\xff\xe6\x40"  # the win card's border (255, 230, 64)


def card_box(shot, top, bottom):
    """(left, top, right, bottom) of the win's card over the maze (its
    border's colour between rows top and bottom), or None."""
    w, h, px = shot
    xs, ys = [], []
    for y in range(top, bottom):
        row = px[3 * w * y:3 * w * (y + 1)]
        i = row.find(CARD)
        while i >= 0:
            if i % 3 == 0:
                xs.append(i // 3)
                ys.append(y)
            i = row.find(CARD, i + 1)
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


def compare(shot, maze):
    """(cells of walls with dot-coloured pixels, other cells unlike the maze).
    Wall cells must be all green; passage cells black, or dot-coloured where
    the dot or a mark stands. The maze is found where its green is, at any
    scale: the border rows are all wall. Cells scaled by a fraction are read
    a pixel in from their edges."""
    w, h, px = shot
    top, left, bottom, right = green_box(shot)
    if top is None:
        return [], ["no green in the window"]
    cw, ch = (right - left) / len(maze[0]), (bottom - top) / len(maze)
    if min(cw, ch) < 4 or abs(cw - ch) > 1:
        return [], ["the maze is %d x %d px, not %d x %d cells of one square size" %
                    (right - left, bottom - top, len(maze[0]), len(maze))]
    m = 0 if cw == int(cw) and ch == int(ch) else 1
    red, other = [], []
    marks = mark_cells(len(maze), len(maze[0]))  # the start's opening and the exit's arrow
    card = card_box(shot, top, bottom)
    for cy, line in enumerate(maze):
        y0, y1 = int(top + cy * ch + m + 0.999), int(top + (cy + 1) * ch - m)
        for cx, c in enumerate(line):
            if (cy, cx) in marks:
                continue
            x0, x1 = int(left + cx * cw + m + 0.999), int(left + (cx + 1) * cw - m)
            if card and x1 >= card[0] and x0 <= card[2] and y1 >= card[1] and y0 <= card[3]:
                continue  # under the win's card
            seen = {px[3 * (y * w + x):3 * (y * w + x) + 3] for y in range(y0, y1)
                    for x in range(x0, x1)}
            if c == "#":
                if any(p != GREEN and dot_over(p, WALL) for p in seen):
                    red.append((cy, cx))
                elif seen != {GREEN}:
                    other.append((cy, cx))
            elif not all(marker_pixel(tuple(p)) for p in seen):
                other.append((cy, cx))
    return red, other


def scores_home(state):
    """A fresh XDG_DATA_HOME for mazedfs whose scores file is as state says:
    'corrupt', 'directory' (a folder in its place), 'unwritable' (a plain
    file where the mazedfs folder should be) or None. Returns the path of
    the scores file."""
    home = tempfile.mkdtemp(prefix="mazedfs-abuse-")
    os.environ["XDG_DATA_HOME"] = home
    folder = os.path.join(home, "mazedfs")
    path = os.path.join(folder, "scores.tsv")
    if state == "unwritable":
        open(folder, "w").close()
        return path
    os.makedirs(folder)
    if state == "corrupt":
        with open(path, "wb") as f:
            f.write(b"backtracker\t31\t41\tnot a time\n\x00\xff garbage\n")
    elif state == "directory":
        os.makedirs(path)
    return path


def win(s, fresh):
    """Walks the shortest path to the exit: of the maze on screen begun
    again (R), or with fresh of a new maze (N), finished at once."""
    if fresh:
        s.keys(["n"])
        s.settle()
    maze = s.model.maze()
    h, w = len(maze), len(maze[0])
    back, todo = {(1, 1): None}, [(1, 1)]
    for y, x in todo:
        for (dy, dx), key in zip(((1, 0), (0, 1), (-1, 0), (0, -1)), ("Down", "Right", "Up",
                                                                        "Left")):
            n = (y + dy, x + dx)
            if 0 <= n[0] < h and 0 <= n[1] < w and maze[n[0]][n[1]] == " " and n not in back:
                back[n] = ((y, x), key)
                todo.append(n)
    keys, c = [], (h - 2, w - 1)
    while back[c]:
        c, key = back[c]
        keys.append(key)
    s.quiet()
    s.keys(([] if fresh else ["r"]) + keys[::-1])
    for _ in range(5):  # a random walk may have escaped before
        line = wait_line(s.proc, "escaped:", 10)
        if int(line.split()[1]) == len(keys):
            return
    raise Failure("the win took %s" % line.strip())


def check_scores(path, state, notes, earned):
    """After a win: the scores file as the state it began in allows. A win
    on a maze a solve or a trace ran on (not earned) leaves it as it was."""
    if not earned:
        check(not notes, "a win after a solve touched the scores file: %s" % notes)
        if state == "corrupt":
            check(not os.path.exists(path + ".bad"), "a win after a solve set the file aside")
        return
    if state == "corrupt":
        check(os.path.exists(path + ".bad"), "the corrupt file was not set aside")
        check(open(path).read().count("\t31\t41\t") >= 1, "no new scores file with the win")
        check(any("does not parse" in n for n in notes), "no notice: %s" % notes)
    elif state == "directory":
        check(os.path.isdir(path) and not os.listdir(path), "the folder was changed")
        check(any("cannot read" in n for n in notes), "no notice: %s" % notes)
    elif state == "unwritable":
        check(os.path.isfile(os.path.dirname(path)), "the file in the way was changed")
        check(any("cannot save" in n for n in notes), "no notice: %s" % notes)


def full_round(display, rng, gen, seed, extra, how, state=None):
    """Abuse in every phase with the dot checked, a win with the scores file
    in the given state, then a close mid-animation."""
    path = scores_home(state)
    s = Session(display, rng, gen, seed, extra)
    try:
        s.abuse(250, True, 2, 3)  # while generating; N and G start new mazes
        s.settle()  # then solve, trace or play, as queued
        for phase in CHECKED_PHASES:
            s.abuse(110, False, 1, 2)  # the maze stays: the dot is checked after each
            s.keys(phase or ["r"])
            for _ in range(1 if phase else 6):  # in play, along a random walk
                if not phase:
                    s.keys([rng.choice(MOVES[:4]) for _ in range(10)])
                s.quiet()
                s.resize(rng.choice(CHECK_SIZES), sync=True)
                s.look()  # polls until the resized frame is up
        # A solve ran on this maze (CHECKED_PHASES): a win on it is no best
        # time, even after R. A new maze can earn one, unless --solve or
        # --trace runs on it too.
        earned = not extra
        win(s, earned)
        s.answers()
        s.keys(["n"])  # a new maze animating, or a solve: closed mid-way
        if rng.random() < 0.5:
            s.keys(["Return", "shift+s"])
        time.sleep(rng.uniform(0.1, 0.6))
        s.alive("before the close")
        s.close(how)
        check_scores(path, state, s.notes, earned)
    finally:
        s.kill()
        shutil.rmtree(os.environ["XDG_DATA_HOME"], ignore_errors=True)


def short_round(display, rng, gen, seed, how):
    """A burst of keys and resizes while generating, then a close at once."""
    scores_home(None)
    s = Session(display, rng, gen, seed, [])
    try:
        s.abuse(120, True, 2, 1)
        s.keys(["n"])
        s.alive("before the close")
        s.close(how)
    finally:
        s.kill()
        shutil.rmtree(os.environ["XDG_DATA_HOME"], ignore_errors=True)


def main():
    status = preflight()
    if status is not None:
        return status
    print("key stream seed %d (MAZEDFS_ABUSE_SEED), full rounds %s" % (SEED, ROUNDS),
          flush=True)
    t0 = time.time()
    with xvfb_display() as display:
        rounds = [("backtracker", "close", []), ("division", "q", ["--solve"]),
                  ("aldous-broder", "Escape", ["--trace", "--solve"])]
        states = ["corrupt", "directory", "unwritable"]
        for i, (gen, how, extra) in enumerate(rounds):
            if i + 1 not in ROUNDS:
                continue
            rng = random.Random(SEED + i)
            t = time.time()
            test("%s: abused in every phase, dot never in a wall, a win with the scores file "
                 "%s, %s exits 0 at once" % (" ".join([gen] + extra), states[i], how),
                 full_round, display, rng, gen, 100 + i, extra, how, states[i])
            print("     (%.0f s)" % (time.time() - t), flush=True)
        rng = random.Random(SEED + len(rounds))
        with under_load(2):  # closes under load: where BadWindow exits showed
            shorts = [(g, h) for g, _, _ in rounds for h in ("close", "q", "Escape")
                      if (g, h) not in [(r[0], r[1]) for r in rounds]]
            for i, (gen, how) in enumerate(shorts):
                # The six shorts are shared out among the full rounds, so
                # --rounds 1 and --rounds 2,3 together run each once.
                if i % len(rounds) + 1 in ROUNDS:
                    test("%s: keys and resizes while generating, %s under load exits 0 at once"
                         % (gen, how), short_round, display, rng, gen, 200 + i, how)
    times = sorted(dt for _, dt in close_times)
    if times:
        print("close to exit: %d closes, min %.3f s, median %.3f s, max %.3f s" %
              (len(times), times[0], times[len(times) // 2], times[-1]))
    print("%d keys (+%d held), %d mouse actions, %d resizes, %d screenshots checked, %.0f s" %
          (counts["keys"], counts["holds"], counts["mouse"], counts["resizes"], counts["checks"],
           time.time() - t0))
    return summary()


if __name__ == "__main__":
    sys.exit(main())
