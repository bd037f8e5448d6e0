#!/usr/bin/env python3
# e2e_run.py - one run behind every output: every option of --list-options
# against every mode (it changes the output, or it is refused with one
# line and status 2), and --print, a PNG export and the last GIF frame
# showing the same maze and route for --braid, --steps, --solver and
# --solution. SPDX-License-Identifier: MIT
"""usage: e2e_run.py MAZEDFS"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from mazes import palette  # noqa: E402

BIN = None
OPTIONS = []  # (name, short, arg, modes, load) from --list-options
HEADLESS = ("print", "stats", "events", "export", "sheet", "record")
# The rows that choose a mode, or print a list or a text instead of a run.
MODE_ROWS = {"print", "stats", "events", "export", "sheet", "record", "list", "list-solvers",
             "list-options", "explain", "scores", "help", "version", "bias-lab"}


def run(*args, timeout=60):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    try:
        return subprocess.run([BIN, *args], capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired as e:  # a window opened where none should
        raise AssertionError(f"{args}: still running after {timeout} s") from e


class Dir(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazedfs-run-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def path(self, name):
        return os.path.join(self.dir, name)


# What an option is given as in the walk, and what it needs beside it to
# matter: (beside, option's words); a function of the mode where it
# depends on it.
def mask_file():
    """A text mask (a ring, so outside cells in the middle), made once."""
    global MASK
    if not MASK:
        fd, MASK = tempfile.mkstemp(prefix="mazedfs-run-mask-", suffix=".txt")
        with os.fdopen(fd, "w") as f:
            f.write("#######\n#.....#\n#######\n")
    return MASK


MASK = None


def pieces_file():
    """A text mask of two pieces side by side, made once."""
    global PIECES
    if not PIECES:
        fd, PIECES = tempfile.mkstemp(prefix="mazedfs-run-pieces-", suffix=".txt")
        with os.fdopen(fd, "w") as f:
            f.write("###.###\n###.###\n###.###\n")
    return PIECES


PIECES = None


def sample(name, mode, loaded):
    route = ["--solution"] if mode in ("print", "events", "export", "record") else []
    table = {
        "gen": ([], ["-g", "prim"]),
        "seed": (["--braid", "50"] if loaded else [], ["-s", "6"]),
        "newest": (["-g", "growing-tree"], ["--newest", "0"]),
        "shift-steps": (["-g", "origin-shift"], ["--shift-steps", "3"]),
        "braid": ([], ["--braid", "100"]),
        "solver": (route + ["--braid", "100"], ["--solver", "left-hand"]),
        "solve": ([], ["--solve"]),
        "trace": ([], ["--trace"]),
        "solution": ([], ["--solution"]),
        "steps": ([], ["--steps", "10"]),
        "wall-color": ([], ["--wall-color", "123456"]),
        "path-color": ([], ["--path-color", "123456"]),
        "dot-color": (route, ["--dot-color", "123456"]),
        # On paper only the route's colour is the palette's own.
        "palette": (route, ["--palette", "colour-blind"]),
        "per-page": ([], ["--per-page", "2"]),
        "paper": ([], ["--paper", "letter"]),
        # With the walk's size given, the level's generator (kruskal) tells.
        "level": ([], ["--level", "medium"]),
        # Lines are a worksheet's default, blocks a PNG's: the other one.
        "style": ([], ["--style", "blocks" if mode == "sheet" else "lines"]),
        "fps": ([], ["--fps", "10"]),
        "frame-steps": ([], ["--frame-steps", "7"]),
        "sprite": ([], ["--sprite", "miner"]),
        "living": ([], ["--living", "100"]),
        "samples": ([], ["--samples", "1920"]),
        "race": ([], ["--race", "bfs,dfs"]),
        "start": ([], ["--start", "7,9"]),
        "exit": ([], ["--exit", "3,5"]),
        "ends": ([], ["--ends", "far"]),
        "mask": ([], ["--mask", mask_file()]),
        "pieces": (["--mask", pieces_file()], ["--pieces"]),
    }
    if name in table:
        return table[name]
    arg = {"MS": "5", "N": "3", "K": "3", "PCT": "50", "FILE": "x"}
    row = next(o for o in OPTIONS if o[0] == name)
    return [], ["--" + name] + ([arg.get(row[2], "1")] if row[2] else [])


class OptionByMode(Dir):
    """Every option against every mode, from the option table itself."""

    def mode_args(self, mode, seed, loaded=False):
        """The run of mode at seed, 15 x 21; with loaded, no seed or size
        (a loaded maze brings its own, and -s alone is refused there)."""
        base = [] if loaded else ["-s", str(seed), "15", "21"]
        return {
            "window": base,
            "print": ["--print=ascii"] + base,
            "stats": ["--stats"] + base,
            "events": ["--events"] + base,
            "export": ["--export", self.path("o.png")] + base + ["4"],
            "sheet": ["--export", self.path("o.pdf"), "--sheet", "2"] + base,
            "record": ["--record", self.path("o.gif")] + base + ["4"],
            # The bias lab's table: its own 3 x 3 mazes, no size.
            "bias": ["--bias-lab", "wilson", "--print", "-s", str(seed)],
        }[mode]

    def output(self, mode, args):
        """What a run leaves for a reader: its stdout, or its file (less what
        changes from run to run: the timing lines, a PDF's dates)."""
        for name in ("o.png", "o.pdf", "o.gif"):
            if os.path.exists(self.path(name)):
                os.remove(self.path(name))
        r = run(*args)
        self.assertEqual(r.returncode, 0, (args, r.stderr))
        out = r.stdout
        if mode == "stats":
            out = re.sub(rb"(generate_ms|peak_rss_kb): [^\n]*\n", b"", out)
        name = {"export": "o.png", "sheet": "o.pdf", "record": "o.gif"}.get(mode)
        if name:
            with open(self.path(name), "rb") as f:
                out = f.read()
            out = re.sub(rb"/(CreationDate|ModDate) \([^)]*\)", b"", out)
        return out

    def assert_refused(self, args, name):
        r = run(*args)
        err = r.stderr.decode()
        self.assertEqual(r.returncode, 2, (args, err))
        self.assertEqual(err.count("\n"), 1, (args, err))
        self.assertTrue(err.startswith("mazedfs: ") and name in err, (args, err))

    def assert_changes(self, mode, base, beside, words):
        """Over seeds 1-3 the option changes the output at least once (a
        flag may by chance leave one maze alone, never every one); the
        first seed it changes is enough."""
        for seed in (1, 2, 3):
            args = self.mode_args(mode, seed) if base is None else base(seed)
            if self.output(mode, args + beside) != self.output(mode, args + beside + words):
                return
        self.fail((mode, beside, words, "changes nothing over seeds 1-3"))

    def test_every_option_in_every_mode(self):
        walked = 0
        for name, _, _, modes, _ in OPTIONS:
            if name in MODE_ROWS:
                continue
            for mode in ("window",) + HEADLESS + ("bias",):
                beside, words = sample(name, mode, False)
                with self.subTest(option=name, mode=mode):
                    walked += 1
                    if mode not in modes:
                        self.assert_refused(self.mode_args(mode, 1) + words, "--" + name)
                    elif name == "load" and mode != "window":
                        loaded = self.load_args(mode, 1) + ["--load", self.printed()]
                        self.assertNotEqual(self.output(mode, self.mode_args(mode, 1)),
                                            self.output(mode, loaded))
                    elif mode != "window":  # the window's side is the app tests'
                        self.assert_changes(mode, None, beside, words)
        self.assertGreater(walked, 150)

    def load_args(self, mode, seed):
        return self.mode_args(mode, seed, loaded=True)

    def printed(self):
        path = self.path("m.txt")
        r = run("--print=ascii", "-s", "99", "15", "21")
        with open(path, "wb") as f:
            f.write(r.stdout)
        return path

    def test_load_refuses_what_makes_a_maze(self):
        """With --load, an option that makes the maze is refused; one that
        goes with a loaded maze changes the output."""
        maze = self.printed()
        for name, _, _, modes, load in OPTIONS:
            if name in MODE_ROWS or name == "load":
                continue
            for mode in ("print", "stats", "events", "export"):
                if mode not in modes:
                    continue
                beside, words = sample(name, mode, True)
                with self.subTest(option=name, mode=mode):
                    def base(seed, mode=mode):
                        return self.load_args(mode, seed) + ["--load", maze, "-s", str(seed),
                                                             "--braid", "50"]
                    if not load:
                        self.assert_refused(base(1) + words, "--" + name)
                    elif name != "seed":  # a seed alone: refused, below
                        self.assert_changes(mode, base, beside, words)
        self.assert_refused(["--print", "--load", maze, "-s", "4"], "--braid")


def read_print(args):
    """--print=ascii's maze and route: rows of "#", " " or "." ."""
    r = run("--print=ascii", *args)
    assert r.returncode == 0, (args, r.stderr)
    return [list(line) for line in r.stdout.decode().split("\n")[:-1]]


def pixels(path):
    """The image (a GIF's last frame, coalesced) as (w, h, rgb bytes)."""
    size = subprocess.run(["identify", "-format", "%W %H\n", path], capture_output=True,
                          check=True).stdout.decode().split("\n")[0]
    w, h = map(int, size.split())
    raw = subprocess.run(["convert", path, "-coalesce", "-depth", "8", "rgb:-"],
                         capture_output=True, check=True).stdout
    assert len(raw) % (3 * w * h) == 0, (path, len(raw), w, h)
    return w, h, raw[-3 * w * h:]


def near(a, b, tol=40):
    return all(abs(p - q) <= tol for p, q in zip(a, b))


def read_picture(path, rows, cols, block, colours):
    """Each cell's centre pixel, named by colours ({"#": rgb, " ": rgb,
    ".": [rgb, ...]}): the picture as --print=ascii would print it."""
    w, h, raw = pixels(path)
    assert (w, h) == (cols * block, rows * block), (path, w, h)
    grid = []
    for y in range(rows):
        row = []
        for x in range(cols):
            i = 3 * ((y * block + block // 2) * w + x * block + block // 2)
            px = tuple(raw[i:i + 3])
            names = [n for n, cs in colours.items() if any(near(px, c) for c in cs)]
            assert len(names) == 1, (path, y, x, px)
            row.append(names[0])
        grid.append(row)
    return grid


BLACK, WHITE, RED = (0, 0, 0), (255, 255, 255), (255, 0, 0)
SCREEN = palette()["screen"]  # the window's and the GIF's colours (palette.c)


class SameMazeEverywhere(Dir):
    """--print, --export FILE.png and the last frame of --record show the
    same maze and route for the same flags."""

    H, W = 21, 31

    def three(self, flags, seed):
        base = ["-s", str(seed)] + flags
        text = read_print(base + [str(self.H), str(self.W)])
        png = self.path("m.png")
        r = run("--export", png, *base, str(self.H), str(self.W), "4")
        self.assertEqual(r.returncode, 0, r.stderr)
        picture = read_picture(png, self.H, self.W, 4, {"#": [BLACK], " ": [WHITE], ".": [RED]})
        # The start's opening and the exit carry the arrows every picture
        # draws (e2e_io.py checks them); the rest is --print's.
        for y, x in ((0, 1), (self.H - 2, self.W - 1)):
            picture[y][x] = text[y][x]
        gif = self.path("m.gif")
        r = run("--record", gif, "--frame-steps", "1000000", *base, str(self.H), str(self.W), "6")
        self.assertEqual(r.returncode, 0, r.stderr)
        # The recording keeps the window's colours: a route over a solver's
        # trail, or the trace's dots; the trail is passage.
        frame = read_picture(gif, self.H, self.W, 6,
                             {"#": [SCREEN["wall"]], " ": [SCREEN["passage"]],
                              ".": [SCREEN["route"] if "--solver" in flags else SCREEN["trace"]],
                              "t": [SCREEN["trail"]] if "--solver" in flags else []})
        frame = [[" " if c == "t" else c for c in row] for row in frame]
        return text, picture, frame

    def check(self, flags, differs_from=None):
        """The three agree over several seeds; the flags change the maze or
        route against differs_from's (so three outputs that all ignore a
        flag fail too)."""
        changed = 0
        for seed in (1, 2, 3, 4):
            with self.subTest(flags=flags, seed=seed):
                text, picture, frame = self.three(flags, seed)
                self.assertEqual(picture, text, "the PNG is not --print's")
                self.assertEqual(frame, text, "the last GIF frame is not --print's")
                if differs_from is not None:
                    changed += text != read_print(["-s", str(seed)] + differs_from +
                                                  [str(self.H), str(self.W)])
        if differs_from is not None:
            self.assertGreater(changed, 0, (flags, "changes nothing"))

    def route(self, text):
        return {(y, x) for y, row in enumerate(text) for x, c in enumerate(row) if c == "."}

    def test_braid(self):
        self.check(["--braid", "60"], differs_from=[])

    def test_steps(self):
        self.check(["--steps", "150"], differs_from=[])

    def test_solution_is_the_shortest_route(self):
        self.check(["--solution", "--braid", "40"], differs_from=["--braid", "40"])
        text = read_print(["-s", "3", "--solution", "--braid", "40", "21", "31"])
        cells = self.route(text)
        self.assertIn((1, 1), cells)
        self.assertIn((self.H - 2, self.W - 1), cells)

    def test_solver_picks_the_route(self):
        """--solver's route, not the shortest: on braided mazes the left
        hand walks further than the shortest route on some seed."""
        for solver in ("bfs", "left-hand"):
            self.check(["--solution", "--solver", solver, "--braid", "100"])
        longer = 0
        for seed in (1, 2, 3, 4, 5, 6):
            flags = ["-s", str(seed), "--solution", "--braid", "100", "21", "31"]
            left = self.route(read_print(["--solver", "left-hand"] + flags))
            shortest = self.route(read_print(flags))
            self.assertGreaterEqual(len(left), len(shortest))
            longer += len(left) > len(shortest)
        self.assertGreater(longer, 0, "--solver left-hand gave the shortest route every time")


def main():
    global BIN
    BIN = sys.argv[1]
    r = subprocess.run([BIN, "--list-options"], capture_output=True, check=True)
    for line in r.stdout.decode().splitlines():
        name, short, arg, modes, load = line.split("\t")
        OPTIONS.append((name[2:], short, arg, modes.split(","), load == "load"))
    assert len(OPTIONS) > 30, OPTIONS
    try:
        unittest.main(argv=sys.argv[:1], verbosity=1)
    finally:
        for made in (MASK, PIECES):
            if made:
                os.unlink(made)


if __name__ == "__main__":
    main()
