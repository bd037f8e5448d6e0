#!/usr/bin/env python3
# e2e_cli.py - runs the built mazedfs binary headless: printed mazes, pinned
# mazes, --stats, and every kind of bad input. SPDX-License-Identifier: MIT
"""usage: e2e_cli.py MAZEDFS TESTS_DIR"""
import collections
import math
import os
import random
import re
import resource
import subprocess
import sys
import unittest

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from mazes import part_classes, read_list, shortest_path_cells, unittest_main  # noqa: E402

BIN = None
TESTS = None
GENERATORS = []  # from mazedfs --list, in its order (set in main)
PERFECT = set()  # the ones --list marks "perfect"
SOLVERS = []  # from mazedfs --list-solvers, in its order (set in main)
LOOP_SOLVERS = set()  # the ones --list-solvers marks "loops" (work with loops)


# In the sanitized build BIN is sanitized too: any report fails the test.
SANITIZER_WORDS = (b"AddressSanitizer", b"LeakSanitizer", b"runtime error:")


def run(*args, timeout=120, env=None):
    r = subprocess.run([BIN, *args], capture_output=True, timeout=timeout, env=env)
    for word in SANITIZER_WORDS:
        assert word not in r.stderr, (args, r.stderr.decode(errors="replace"))
    return r


def parse_ascii(text, h, w):
    """The grid of an --print=ascii output: exactly h lines of w '#'/' '."""
    lines = text.split("\n")
    assert lines[-1] == "", "output must end with a newline"
    lines = lines[:-1]
    assert len(lines) == h, f"{len(lines)} lines, wanted {h}"
    for line in lines:
        assert len(line) == w and set(line) <= {"#", " "}, repr(line)
    return [[c == " " for c in line] for line in lines]


def maze_faults(grid, perfect=True):
    """What is wrong with a finished maze, as a list of words (empty: fine).
    An independent check of the core's own: BFS over passage cells."""
    h, w = len(grid), len(grid[0])
    faults = []
    exits = {(h - 1, w - 2), (h - 2, w - 1)}
    for y in range(h):
        for x in range(w):
            border = y in (0, h - 1) or x in (0, w - 1)
            if border and grid[y][x] and (y, x) not in exits:
                faults.append(f"border leak at {y},{x}")
            if not border and y % 2 == 0 and x % 2 == 0 and grid[y][x]:
                faults.append(f"passage at even corner {y},{x}")
            if y % 2 and x % 2 and not grid[y][x]:
                faults.append(f"solid room {y},{x}")
    if not all(grid[y][x] for y, x in exits):
        faults.append("exit closed")
    seen = {(1, 1)}
    queue = collections.deque([(1, 1)])
    while queue:
        y, x = queue.popleft()
        for dy, dx in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            n = (y + dy, x + dx)
            if 0 <= n[0] < h and 0 <= n[1] < w and grid[n[0]][n[1]] and n not in seen:
                seen.add(n)
                queue.append(n)
    passages = sum(map(sum, grid))
    if len(seen) != passages:
        faults.append("not connected")
    rooms = ((h - 1) // 2) * ((w - 1) // 2)
    openings = sum(1 for y in range(1, h - 1) for x in range(1, w - 1)
                   if grid[y][x] and (y + x) % 2 == 1)
    if perfect and openings != rooms - 1:
        faults.append(f"{openings} openings for {rooms} rooms: not a tree")
    return faults



KINDS = ("closed", "dead_ends", "straights", "turns", "t_junctions", "crossroads")


def shortest_route(grid):
    """The cells of the shortest path from (1, 1) to the exit (h-2, w-1),
    in order, or [] (a path, not only its length: perfect mazes have one)."""
    h, w = len(grid), len(grid[0])
    back = {(1, 1): None}
    queue = collections.deque([(1, 1)])
    while queue:
        y, x = queue.popleft()
        for dy, dx in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            n = (y + dy, x + dx)
            if 0 <= n[0] < h and 0 <= n[1] < w and grid[n[0]][n[1]] and n not in back:
                back[n] = (y, x)
                queue.append(n)
    cell, cells = (h - 2, w - 1), []
    if cell not in back:
        return []
    while cell:
        cells.append(cell)
        cell = back[cell]
    return cells[::-1]


def dfs_solve(grid):
    """The dfs solver's figures, walked here cell by cell: from (1, 1) it
    steps to the first open cell not entered before, trying south, east,
    north, west, and backs up when none is left, until it stands on the
    exit (h-2, w-1). Returns (cells entered, its path's cells or 0)."""
    h, w = len(grid), len(grid[0])
    if not grid[1][1]:
        return 0, 0
    seen, path, tried = {(1, 1)}, [(1, 1)], [0]
    while path:
        y, x = path[-1]
        if (y, x) == (h - 2, w - 1):
            return len(seen), len(path)
        if tried[-1] == 4:
            path.pop()
            tried.pop()
            continue
        dy, dx = ((1, 0), (0, 1), (-1, 0), (0, -1))[tried[-1]]
        tried[-1] += 1
        n = (y + dy, x + dx)
        if 0 <= n[0] < h and 0 <= n[1] < w and grid[n[0]][n[1]] and n not in seen:
            seen.add(n)
            path.append(n)
            tried.append(0)
    return len(seen), 0


def texture(grid):
    """--stats' texture and difficulty figures, counted here another way:
    runs of open cells along the rows and columns, a walk from each dead
    end, the route from a search of our own (README, Know your maze)."""
    h, w = len(grid), len(grid[0])
    rooms = [(y, x) for y in range(1, h - 1, 2) for x in range(1, w - 1, 2)]

    def sides(y, x):  # the exit room's way out is east: the south exit is not a side
        return [d for d, (dy, dx) in enumerate(((1, 0), (0, 1), (-1, 0), (0, -1)))
                if grid[y + dy][x + dx] and not ((y, x) == (h - 2, w - 2) and d == 0)]

    f = dict.fromkeys(KINDS, 0)
    for y, x in rooms:
        s = sides(y, x) if grid[y][x] else []
        kind = {0: "closed", 1: "dead_ends", 3: "t_junctions", 4: "crossroads"}.get(len(s))
        f[kind or ("straights" if s in ([0, 2], [1, 3]) else "turns")] += 1
    # Maximal runs of open cells inside the border: a run of L cells joins
    # (L + 1) / 2 rooms by (L - 1) / 2 links.
    runs = {"h": [], "v": []}
    for way, lines in (("h", [[grid[y][x] for x in range(1, w - 1)] for y in range(1, h - 1, 2)]),
                       ("v", [[grid[y][x] for y in range(1, h - 1)] for x in range(1, w - 1, 2)])):
        for line in lines:
            text = "".join(" " if c else "#" for c in line)
            runs[way] += [len(r) for r in text.split("#") if r]
    links = {k: sum((n - 1) // 2 for n in v) for k, v in runs.items()}
    stretches = sum(1 for v in runs.values() for n in v if n >= 3)
    f["longest_run_h"] = max((n + 1) // 2 for n in runs["h"])
    f["longest_run_v"] = max((n + 1) // 2 for n in runs["v"])
    f["run"] = (links["h"] + links["v"]) / stretches if stretches else 0.0
    f["bias"] = links["h"] / (links["h"] + links["v"]) if links["h"] + links["v"] else 0.5
    # River: from each dead end but the start, rooms up to a room of other
    # than two sides, the start or the way out.
    walked = corridors = 0
    for y, x in rooms:
        if not grid[y][x] or (y, x) == (1, 1) or len(sides(y, x)) != 1:
            continue
        corridors += 1
        came, n = None, 0
        while True:
            n += 1
            d = [d for d in sides(y, x) if d != came][0]
            dy, dx = ((1, 0), (0, 1), (-1, 0), (0, -1))[d]
            if y + dy in (0, h - 1) or x + dx in (0, w - 1):
                break
            y, x, came = y + 2 * dy, x + 2 * dx, (d + 2) % 4
            if (y, x) == (1, 1) or len(sides(y, x)) != 2:
                break
        walked += n
    f["river"] = walked / corridors if corridors else 0.0
    route = shortest_route(grid)
    on_route = [c for c in route if c[0] % 2 and c[1] % 2 and c[1] < w - 1]
    reached = {c for c in rooms if grid[c[0]][c[1]]} if route else set()
    f["decisions"] = sum(1 for i, c in enumerate(on_route) if len(sides(*c)) - (i > 0) >= 2)
    f["branches"] = sum(len(sides(*c)) - (i > 0) - 1 for i, c in enumerate(on_route))
    f["branch_rooms"] = len(reached) - len(on_route)
    f["elitism_pct"] = 100.0 * len(on_route) / len(reached) if reached else 0.0
    f["difficulty"] = (100.0 * (f["decisions"] / len(on_route) * f["branch_rooms"] / len(reached))
                       ** 0.5 if on_route else 0.0)
    return f


def log10_trees(r, c):
    """log10 of the spanning trees of the r x c grid: the matrix-tree
    theorem over all the Laplacian's eigenvalues (not the core's r terms)."""
    lam = [4 * math.sin(math.pi * j / (2 * r)) ** 2 for j in range(r)]
    mu = [4 * math.sin(math.pi * k / (2 * c)) ** 2 for k in range(c)]
    return (sum(math.log10(a + b) for a in lam for b in mu if a + b > 0)
            - math.log10(r * c))


def exact_trees(r, c):
    """The spanning trees of the r x c grid as an exact integer: the reduced
    Laplacian's determinant by fraction-free (Bareiss) elimination."""
    n = r * c
    m = [[0] * n for _ in range(n)]
    for i in range(n):
        y, x = divmod(i, c)
        for ny, nx in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
            if 0 <= ny < r and 0 <= nx < c:
                m[i][i] += 1
                m[i][ny * c + nx] = -1
    m = [row[:-1] for row in m[:-1]]
    prev = 1
    for k in range(n - 2):
        for i in range(k + 1, n - 1):
            for j in range(k + 1, n - 1):
                m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) // prev
        prev = m[k][k]
    return m[-1][-1] if n > 1 else 1

class PrintedMazes(unittest.TestCase):
    def test_every_generator_many_sizes(self):
        rng = random.Random(2026)
        sizes = [(5, 5), (5, 7), (7, 5), (5, 201), (201, 5), (41, 51), (101, 151)]
        sizes += [(rng.randrange(5, 80) | 1, rng.randrange(5, 80) | 1) for _ in range(6)]
        for gen in GENERATORS:
            for h, w in sizes:
                seed = str(rng.randrange(2**64))
                r = run("--print=ascii", "-g", gen, "-s", seed, str(h), str(w))
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertEqual(r.stderr, b"")
                grid = parse_ascii(r.stdout.decode(), h, w)
                self.assertEqual(maze_faults(grid, gen in PERFECT), [], (gen, h, w, seed))

    def test_streamed_print_is_the_grids_maze(self):
        """--print streams eller, sidewinder and binary-tree; --steps past the
        end makes the run generate on the grid instead: the same maze, in
        both styles, thin and wide."""
        rng = random.Random(24)
        for gen in ("eller", "sidewinder", "binary-tree"):
            for h, w in [(5, 5), (5, 301), (301, 5), (41, 51), (201, 401)]:
                size = (str(h), str(w))
                seed = str(rng.randrange(2**64))
                for style in ("--print=ascii", "--print"):
                    a = run(style, "-g", gen, "-s", seed, *size)
                    b = run(style, "--steps", str(1 << 62), "-g", gen, "-s", seed, *size)
                    self.assertEqual((a.returncode, a.stderr), (0, b""))
                    self.assertEqual(a.stdout, b.stdout, (gen, h, w, seed, style))

    def test_streamed_past_the_grid(self):
        """HEIGHT past 32767 with --print of a row generator: every row, a
        perfect maze with its exit at the bottom right."""
        for gen in ("eller", "sidewinder", "binary-tree"):
            r = run("--print=ascii", "-g", gen, "-s", "5", "40001", "11")
            self.assertEqual((r.returncode, r.stderr), (0, b""))
            grid = parse_ascii(r.stdout.decode(), 40001, 11)
            self.assertEqual(maze_faults(grid), [], gen)

    def test_the_done_when_maze(self):
        outs = {run("--print=ascii", "-g", "ab", "-s", "7", "41", "51").stdout for _ in range(3)}
        self.assertEqual(len(outs), 1, "same seed must give the same maze")
        grid = parse_ascii(outs.pop().decode(), 41, 51)
        self.assertEqual(maze_faults(grid), [])

    def test_seeds_differ(self):
        outs = {run("--print=ascii", "-s", str(s)).stdout for s in range(10)}
        self.assertEqual(len(outs), 10)

    def test_pinned(self):
        for gen in GENERATORS:
            with open(os.path.join(TESTS, "pinned", f"{gen}-s7-41x51.txt"), "rb") as f:
                want = f.read()
            got = run("--print=ascii", "-g", gen, "-s", "7", "41", "51").stdout
            self.assertEqual(got, want, f"{gen}'s maze for seed 7 changed")

    def test_positional_generator_and_alias(self):
        a = run("--print=ascii", "-s", "3", "division", "21", "31").stdout
        b = run("--print=ascii", "-s", "3", "-g", "division", "21", "31").stdout
        self.assertEqual(a, b)
        a = run("--print=ascii", "-s", "3", "dfs", "21", "31").stdout
        b = run("--print=ascii", "-s", "3", "21", "31").stdout
        self.assertEqual(a, b)

    def test_blocks(self):
        r = run("--print", "-s", "1", "7", "9")
        lines = r.stdout.decode("utf-8").split("\n")[:-1]
        self.assertEqual(len(lines), 7)
        ascii_grid = parse_ascii(run("--print=ascii", "-s", "1", "7", "9").stdout.decode(), 7, 9)
        for line, row in zip(lines, ascii_grid):
            self.assertEqual(line, "".join("  " if c else "\u2588\u2588" for c in row))

    def test_seed_drawn_and_shown(self):
        """A drawn seed is a short code (six digits) that gives the maze back."""
        seen = set()
        for _ in range(6):
            r = run("--print=ascii", "11", "11")
            self.assertEqual(r.returncode, 0)
            err = r.stderr.decode().strip()
            self.assertRegex(err, r"^seed: [1-9]\d{5}$")
            seen.add(err)
            again = run("--print=ascii", "-s", err.split()[1], "11", "11")
            self.assertEqual(again.stdout, r.stdout)
        self.assertGreater(len(seen), 1, "the drawn seeds differ")
        # Long seeds still work, and differ from their short remainders.
        long_seed = run("--print=ascii", "-s", "18446744073709551615", "21", "21")
        self.assertEqual(long_seed.returncode, 0)
        self.assertEqual(long_seed.stdout,
                         run("--print=ascii", "-s", "18446744073709551615", "21", "21").stdout)

    def test_even_sides_rounded(self):
        r = run("--print=ascii", "-s", "1", "42", "50")
        self.assertEqual(r.returncode, 0)
        parse_ascii(r.stdout.decode(), 41, 49)
        err = r.stderr.decode().strip().split("\n")
        self.assertEqual(len(err), 2)
        self.assertTrue(all(line.startswith("mazedfs: ") for line in err))

    def test_stats(self):
        r = run("--stats", "-g", "division", "-s", "5", "41", "51")
        self.assertEqual(r.returncode, 0, r.stderr)
        kv = dict(line.split(": ", 1) for line in r.stdout.decode().strip().split("\n"))
        for key in ("generator", "seed", "height", "width", "rooms", "steps", "generate_ms",
                    "dead_ends_pct", "solution_length", "peak_rss_kb"):
            self.assertIn(key, kv)
        self.assertEqual(kv["generator"], "division")
        self.assertEqual(kv["rooms"], "500")
        self.assertEqual(kv["perfect"], "yes")

    def test_stats_values(self):
        """Every key --stats prints, with values that agree with the maze
        --print gives for the same seed, checked independently here."""
        for gen in GENERATORS:
            h, w, seed = 31, 45, "11"
            r = run("--stats", "-g", gen, "-s", seed, str(h), str(w))
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(r.stderr, b"")
            lines = r.stdout.decode().strip().split("\n")
            kv = dict(line.split(": ", 1) for line in lines)
            self.assertEqual(len(kv), len(lines), "one line per key")
            self.assertEqual(list(kv)[:10], ["generator", "seed", "height", "width", "rooms",
                                             "steps", "generate_ms", "dead_ends_pct",
                                             "solution_length", "perfect"])
            self.assertEqual((kv["generator"], kv["seed"], kv["height"], kv["width"]),
                             (gen, seed, str(h), str(w)))
            rooms = ((h - 1) // 2) * ((w - 1) // 2)
            self.assertEqual(int(kv["rooms"]), rooms)
            self.assertGreaterEqual(float(kv["generate_ms"]), 0.0)
            self.assertGreater(int(kv["peak_rss_kb"]), 0)
            grid = parse_ascii(run("--print=ascii", "-g", gen, "-s", seed, str(h), str(w))
                               .stdout.decode(), h, w)
            self.assertEqual(kv["perfect"], "yes" if not maze_faults(grid) else "no")
            # Dead ends: rooms with exactly one open side (the exit counts).
            dead = sum(1 for y in range(1, h - 1, 2) for x in range(1, w - 1, 2)
                       if sum(grid[y + dy][x + dx] for dy, dx in ((1, 0), (0, 1), (-1, 0),
                                                                 (0, -1))) == 1)
            self.assertAlmostEqual(float(kv["dead_ends_pct"]), 100.0 * dead / rooms, places=2)
            self.assertEqual(int(kv["solution_length"]), shortest_path_cells(grid))
            self.assertEqual((int(kv["solver_visits"]), int(kv["solver_route"])),
                             dfs_solve(grid), gen)
            steps = int(kv["steps"])
            if gen == "backtracker":
                # Per room but the root: dig the wall, dig the room, back up;
                # the root's own carve and the two exit cells.
                self.assertEqual(steps, 3 * (rooms - 1) + 1 + 2)
            if gen == "aldous-broder":
                self.assertGreaterEqual(steps - rooms - 2, rooms - 1, "walk steps")

    def check_texture(self, kv, grid, what):
        want = texture(grid)
        for key in KINDS:
            self.assertEqual(int(kv[key]), want[key], (what, key))
        rooms = int(kv["rooms"])
        self.assertEqual(sum(int(kv[k]) for k in KINDS), rooms, what)
        for key in KINDS:
            pct = kv["dead_ends_pct"] if key == "dead_ends" else kv[key + "_pct"]
            self.assertAlmostEqual(float(pct), 100.0 * want[key] / rooms, delta=6e-3, msg=what)
        for key in ("longest_run_h", "longest_run_v"):
            self.assertEqual(int(kv[key]), want[key], (what, key))
        for key in ("run", "river", "bias"):
            self.assertAlmostEqual(float(kv[key]), want[key], delta=6e-4, msg=(what, key))
        for key in ("decisions", "branches", "branch_rooms"):
            self.assertEqual(int(kv[key]), want[key], (what, key))
        self.assertAlmostEqual(float(kv["elitism_pct"]), want["elitism_pct"], delta=6e-3)
        self.assertAlmostEqual(float(kv["difficulty"]), want["difficulty"], delta=0.06)

    def test_stats_texture_every_generator(self):
        """The texture and difficulty figures against texture() over the
        maze --print gives: every generator, braided, and loaded."""
        h, w = 31, 45
        for gen in GENERATORS:
            for seed in ("3", "11"):
                args = ("-g", gen, "-s", seed, str(h), str(w))
                kv = dict(line.split(": ", 1) for line in
                          run("--stats", *args).stdout.decode().strip().split("\n"))
                grid = parse_ascii(run("--print=ascii", *args).stdout.decode(), h, w)
                # With loops too: the route is shortest_route's, the first of
                # the shortest ones in its search's order (south, east, north,
                # west), which --stats' search keeps.
                self.check_texture(kv, grid, (gen, seed))
        for braid in ("30", "100"):
            args = ("--braid", braid, "-s", "5", str(h), str(w))
            kv = dict(line.split(": ", 1) for line in
                      run("--stats", *args).stdout.decode().strip().split("\n"))
            grid = parse_ascii(run("--print=ascii", *args).stdout.decode(), h, w)
            self.check_texture(kv, grid, ("braid", braid))
            self.assertEqual((int(kv["solver_visits"]), int(kv["solver_route"])),
                             dfs_solve(grid), ("braid", braid))
        for gen in ("wilson", "division-loops"):
            text = run("--print=ascii", "-g", gen, "-s", "2", str(h), str(w)).stdout
            r = subprocess.run([BIN, "--stats", "--load", "-"], input=text, capture_output=True,
                               timeout=60)
            self.assertEqual(r.returncode, 0, r.stderr)
            kv = dict(line.split(": ", 1) for line in r.stdout.decode().strip().split("\n"))
            self.assertEqual(kv["generator"], "file")
            self.check_texture(kv, parse_ascii(text.decode(), h, w), ("loaded", gen))
            self.assertEqual((int(kv["solver_visits"]), int(kv["solver_route"])),
                             dfs_solve(parse_ascii(text.decode(), h, w)), ("loaded", gen))

    def test_stats_perfect_mazes(self):
        """How many perfect mazes: exact (against a determinant here) up to
        100 digits, the logarithm (against the full eigenvalue sum) past it."""
        for h, w in ((5, 5), (7, 7), (5, 9), (9, 11), (11, 13), (15, 15), (25, 31), (41, 51)):
            kv = dict(line.split(": ", 1) for line in
                      run("--stats", "-s", "1", str(h), str(w)).stdout.decode().strip()
                      .split("\n"))
            r, c = (h - 1) // 2, (w - 1) // 2
            want = log10_trees(r, c)
            self.assertAlmostEqual(float(kv["perfect_mazes_log10"]), want, places=3)
            if want < 99:
                self.assertEqual(kv["perfect_mazes_by"], "exact")
                self.assertEqual(int(kv["perfect_mazes"]), exact_trees(r, c), (h, w))
            else:
                self.assertEqual(kv["perfect_mazes_by"], "logarithm")
                self.assertEqual(kv["perfect_mazes"], "10^%.2f" % want)
        self.assertEqual(kv["perfect_mazes_by"], "logarithm", "41 x 51 has 236 digits")

    def test_difficulty_shapes_the_maze(self):
        """--difficulty D: the maze --print gives is perfect and its
        difficulty, counted here, is within 0.5 of D; --stats agrees."""
        for gen in sorted(PERFECT)[:6]:
            for target in ("35", "70"):
                args = ("--difficulty", target, "-g", gen, "-s", "4", "21", "31")
                grid = parse_ascii(run("--print=ascii", *args).stdout.decode(), 21, 31)
                self.assertEqual(maze_faults(grid), [], (gen, target))
                want = texture(grid)["difficulty"]
                self.assertLessEqual(abs(want - int(target)), 0.5, (gen, target))
                kv = dict(line.split(": ", 1) for line in
                          run("--stats", *args).stdout.decode().strip().split("\n"))
                self.assertEqual(kv["perfect"], "yes")
                self.assertAlmostEqual(float(kv["difficulty"]), want, delta=0.06)
                self.assertEqual(kv["difficulty_target"], target)
                self.assertLessEqual(int(kv["difficulty_moves"]), 20000)
        for bad, words in ((["--braid", "20"], "--braid opens loops"),
                           (["-g", "division-loops"], "division-loops makes loops"),
                           (["--steps", "9", "--print"], "--steps ends the run before"),
                           (["--print", "--difficulty", "101"], "takes a difficulty from 0 to 100, not")):
            r = run("--stats", "--difficulty", "50", *bad) if "--print" not in bad else \
                run("--difficulty", "50", *bad)
            self.assertEqual(r.returncode, 2, bad)
            self.assertIn(words, r.stderr.decode(), bad)

    def test_list_help_version(self):
        self.assertIn("backtracker", GENERATORS)
        self.assertEqual(GENERATORS[0], "backtracker", "the default comes first")
        self.assertNotIn("division-loops", PERFECT)
        self.assertNotIn("division-four", PERFECT)
        self.assertIn(b"usage: mazedfs", run("--help").stdout)
        self.assertRegex(run("--version").stdout.decode(), r"^mazedfs \d+\.\d+\.\d+\n$")

    def test_help_words_start_in_their_column(self):
        """Every option's help words start in column 30, the option's own
        line or, for a name too wide for the column, the next: never run on
        after it as if they were its values."""
        lines = run("--help").stdout.decode().split("\n")
        option = re.compile(r"^  (-\w, |    )--\w")
        alone = re.compile(r"^  (-\w, |    )--[\w-]+(\[=[^\]]*\])?( \S+)?$")
        self.assertGreater(sum(1 for line in lines if option.match(line)), 40)
        for i, line in enumerate(lines):
            if not option.match(line):
                continue
            if line[29:30] == " " and line[30:31].strip():
                continue
            self.assertRegex(line, alone, "help words run on after the option")
            self.assertRegex(lines[i + 1], r"^ {30}\S", "no help words below " + line)

    def test_big_backtracker(self):
        r = run("--stats", "-s", "1", "20001", "20001", timeout=300)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(b"perfect: yes", r.stdout)


# Every row of the README's "Bad input" table that ends in status 2 from the
# parser: the words of the row's message, and argument vectors that must get it.
BAD = {
    "letters for numbers": ("WIDTH must be a whole number in digits, not '",
                            [["41", "x"], ["41", "5x"], ["41", "51.0"], ["41", ""]]),
    "a number-like first word": ("HEIGHT must be a whole number in digits, not '",
                                 [["1e3", "51"], ["41.5", "51"], ["0x29", "51"], ["+41", "51"]]),
    "negative sizes": ("must be from 5 to 32767 (the grid takes one byte per cell), not -",
                       [["-41", "51"], ["41", "-51"], ["-5", "7"]]),
    "sizes under 5": ("must be from 5 to 32767", [["4", "51"], ["41", "3"], ["0", "0"]]),
    "sizes over 32767, huge numbers": (
        "must be from 5 to 32767",
        [["32768", "5"], ["32769", "5"], ["5", "99999999999999999999999"],
         ["--print", "18446744073709551616", "18446744073709551617"]]),
    "a HEIGHT over 32767 outside --print": (
        "HEIGHT must be from 5 to 32767 (the grid takes one byte per cell) but with --print",
        [["40001", "41"], ["--stats", "-g", "eller", "40001", "41"],
         ["--export", "m.png", "-g", "eller", "40001", "41"]]),
    "a HEIGHT over 32767 that cannot stream": (
        "a HEIGHT over 32767 is streamed row by row",
        [["--print", "40001", "41"], ["--print", "-g", "eller", "--solution", "40001", "41"],
         ["--print", "-g", "bt", "--braid", "5", "40001", "41"],
         ["--print", "-g", "sidewinder", "--steps", "9", "40001", "41"]]),
    "block size": ("BLOCK must be a whole number of pixels from 1 to 64, not '",
                   [["41", "51", "0"], ["41", "51", "65"], ["41", "51", "1x"],
                    ["41", "51", "-1"], ["41", "51", "+10"], ["41", "51", "99999999999999999999"]]),
    "one size only": ("give both HEIGHT and WIDTH, not just '41'", [["41"], ["ab", "41"]]),
    "too many positionals": (
        "too many arguments; usage: mazedfs [OPTIONS] [GENERATOR] [HEIGHT WIDTH [BLOCK]]",
        [["41", "51", "10", "9"], ["ab", "41", "51", "10", "9"],
         ["--print", "41", "51", "10", "5"]]),
    "unknown generator": (
        "; known ones: ",  # then every name --list gives: test_unknown_generator_names_all
        [["x", "41", "51"], ["-g", "foo"], ["--gen=primm", "--print"], ["--gen="],
         ["", "41", "51"], ["--", "-g"], ["-"]]),
    "two generators": ("two generators given ('",
                       [["-g", "ab", "division"], ["ab", "--gen", "division"]]),
    "unknown option": ("; see mazedfs --help",
                       [["--bogus"], ["-q"], ["-hx"], ["--5"], ["--print-ascii"]]),
    "missing value": ("needs a value; see mazedfs --help",
                      [["-s"], ["--gen"], ["-g"], ["--delay"], ["--dot-delay"],
                       ["--wall-color"], ["--sprite"]]),
    "value for a flag": ("takes no value", [["--solve=1"], ["--list=x"], ["--stats=yes"]]),
    "bad seed": ("takes a whole number from 0 to 18446744073709551615, not '",
                 [["-s", "abc"], ["-s", "-1"], ["--seed=18446744073709551616"], ["-s", ""],
                  ["-s", "0x10"]]),
    "--print with --stats": ("--print and --stats do not go together; give one",
                             [["--print", "--stats"], ["--stats", "--print=ascii"]]),
    "bad --print style": ("--print takes 'blocks' or 'ascii', not '",
                          [["--print=foo"], ["--print="], ["--print=ASCII"]]),
    "delays": ("takes milliseconds from 0 to 10000, not '",
               [["--delay", "10001"], ["-d", "-5"], ["--dot-delay=1.5"],
                ["--dot-delay", "99999999999999999999"]]),
    "colours": ("takes a colour as RRGGBB (like 00ff00), not '",
                [["--wall-color", "00ff0"], ["--dot-color", "gg0000"],
                 ["--path-color", "#12345g"], ["--wall-color", "0x00ff00"]]),
    "palette": ("--palette takes one of default, high-contrast, colour-blind; not '",
                [["--palette", "pastel"], ["--palette=High-Contrast"], ["--palette="],
                 ["--palette", "colorblind"]]),
    "unknown solver": ("unknown solver '",  # then every name: test_unknown_solver_names_all
                       [["--solver", "x"], ["--solver="], ["--solver", "DFS"],
                        ["--print", "--solver", "left hand"]]),
    "missing solver or braid": ("needs a value; see mazedfs --help",
                                [["--solver"], ["--braid"]]),
    "braid share": ("--braid takes a percentage from 0 to 100, not '",
                    [["--braid", "101"], ["--braid=-1"], ["--braid", "x"], ["--braid="]]),
    "value for a new flag": ("takes no value",
                             [["--heat=1"], ["--solution=yes"], ["--list-solvers=x"]]),
    "control characters": ("'--x?mazedfs: fake'; see mazedfs --help",
                           [["--x\nmazedfs: fake"], ["--x\x1bmazedfs: fake"]]),
}


class BadInput(unittest.TestCase):
    def test_each_bad_input(self):
        for row, (words, cases) in BAD.items():
            for args in cases:
                r = run(*args, timeout=10)
                self.assertEqual(r.returncode, 2, (row, args, r))
                err = r.stderr.decode()
                self.assertEqual(err.count("\n"), 1, (row, args, err))
                self.assertTrue(err.startswith("mazedfs: "), (row, args, err))
                self.assertIn(words, err, (row, args))
                self.assertEqual(r.stdout, b"", args)

    def test_unknown_generator_names_all(self):
        err = run("-g", "nope", timeout=10).stderr.decode()
        self.assertEqual(err, "mazedfs: unknown generator 'nope'; known ones: %s\n"
                         % ", ".join(GENERATORS))

    def test_unknown_solver_names_all(self):
        err = run("--solver", "nope", timeout=10).stderr.decode()
        self.assertEqual(err, "mazedfs: unknown solver 'nope'; known ones: %s\n"
                         % ", ".join(SOLVERS))

    def test_even_sizes_notice(self):
        r = run("--print=ascii", "-s", "1", "6", "32766")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr.decode(), "mazedfs: height must be odd; using 5\n"
                         "mazedfs: width must be odd; using 32765\n")
        parse_ascii(r.stdout.decode(), 5, 32765)

    def test_standard_output_fails(self):
        with open("/dev/full", "wb") as full:
            r = subprocess.run([BIN, "--print", "-s", "1", "41", "51"], stdout=full,
                               stderr=subprocess.PIPE, timeout=10)
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr, b"mazedfs: could not write the maze to standard output\n")

    def test_random_arguments_never_crash(self):
        """Every vector runs. Those that would open a window get a display
        that is not there (x11 on :999), so they end at once: exit 1 with
        the no-window line, or 2 for a usage error, like the rest."""
        rng = random.Random(7)
        words = ["-g", "-s", "--print", "--print=ascii", "--stats", "ab", "division", "41",
                 "51", "5", "7", "0", "-1", "65", "99999", "x", "--", "-", "--delay", "9"]
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        env.update(SDL_VIDEODRIVER="x11", DISPLAY=":999")
        seen = collections.Counter()
        for _ in range(300):
            args = [rng.choice(words) for _ in range(rng.randrange(0, 6))]
            r = run(*args, timeout=10, env=env)
            headless = any(a.startswith("--print") or a == "--stats" for a in args)
            seen[(headless, r.returncode)] += 1
            self.assertIn(r.returncode, (0, 2) if headless else (1, 2), (args, r.stderr))
            if r.returncode:
                # A window run names the seed it drew on stderr first.
                lines = [line for line in r.stderr.decode(errors="replace").strip().split("\n")
                         if not line.startswith("seed: ")]
                self.assertEqual(len(lines), 1, (args, r.stderr))
                self.assertTrue(lines[0].startswith("mazedfs: "), (args, r.stderr))
            if r.returncode == 1:
                self.assertIn("cannot open a window", lines[0], args)
        # Each way a vector can end was taken many times.
        for case in ((True, 0), (True, 2), (False, 1), (False, 2)):
            self.assertGreater(seen[case], 10, (case, seen))


SANITIZED = bool(os.environ.get("MAZEDFS_SANITIZED"))


def run_limited(limit_mib, *args, stdout=subprocess.PIPE, timeout=120):
    """Runs BIN with its address space capped at limit_mib MiB (ulimit -v).
    ASan reserves terabytes of address space, so there no allocation larger
    than limit_mib may succeed instead: the same failure paths, sanitized."""
    env = dict(os.environ)
    if SANITIZED:
        env["ASAN_OPTIONS"] = env.get("ASAN_OPTIONS", "") + \
            f":allocator_may_return_null=1:max_allocation_size_mb={limit_mib}"

    def cap():
        if not SANITIZED:
            resource.setrlimit(resource.RLIMIT_AS, (limit_mib << 20, limit_mib << 20))
    r = subprocess.run([BIN, *args], stdout=stdout, stderr=subprocess.PIPE, env=env,
                       preexec_fn=cap, timeout=timeout)
    # ASan notes each refused allocation; that note is the cap at work.
    r.stderr = re.sub(rb"==\d+==WARNING: AddressSanitizer failed to allocate [^\n]*\n", b"",
                      r.stderr)
    return r


NO_RLIMIT = "under ASan only one allocation's size can be capped, not the total"


class OutOfMemory(unittest.TestCase):
    """Nothing asks for more memory than the size limit allows, and running out
    is a one-line error with status 2, never a crash."""

    # A text mode maps libc and libm alone at start (the window's libraries
    # are in mazedfs-gui.so, which it does not open): a few MiB of address
    # space before main(). The caps below leave room for that and stay far
    # under what the sizes they test would need.
    def test_huge_numbers_allocate_nothing(self):
        r = run_limited(64, "--stats", "99999999999999999999", "99999999999999999999")
        self.assertEqual(r.returncode, 2)
        self.assertIn(b"must be from 5 to 32767", r.stderr)

    def test_grid_does_not_fit(self):
        for mode in ("--print", "--stats"):
            r = run_limited(48, mode, "-s", "1", "8191", "8191")
            self.assertEqual(r.returncode, 2, r.stderr)
            self.assertEqual(r.stderr, b"mazedfs: not enough memory for a 8191 x 8191 maze "
                             b"(64 MiB); try a smaller size\n")
            self.assertEqual(r.stdout, b"")
        r = run_limited(64, "--print", "-s", "1", "32767", "32767")
        self.assertEqual(r.returncode, 2, r.stderr)
        self.assertIn(b"(1024 MiB); try a smaller size", r.stderr)

    @unittest.skipIf(SANITIZED, NO_RLIMIT)
    def test_stats_planes_do_not_fit(self):
        """The grid fits, but --stats's search plane beside it does not."""
        # 64 MiB of grid and a few of libraries fit in 75; the plane does not.
        r = run_limited(75, "--stats", "-g", "division", "-s", "1", "8191", "8191")
        self.assertEqual(r.returncode, 2, r.stderr)
        self.assertEqual(r.stderr, b"mazedfs: not enough memory to examine a 8191 x 8191 maze "
                         b"(--stats needs 64 MiB more beside it); try a smaller size, or --print\n")
        self.assertEqual(r.stdout, b"")

    @unittest.skipIf(SANITIZED, NO_RLIMIT)
    def test_streamed_maze_needs_no_grid(self):
        """A streamed --print keeps a few rows: 8001 x 32767 (a 256 MiB
        grid) runs in 64 MiB of address space."""
        r = run_limited(64, "--print=ascii", "-g", "eller", "-s", "1", "8001", "32767",
                        stdout=subprocess.DEVNULL, timeout=300)
        self.assertEqual((r.returncode, r.stderr), (0, b""))

    @unittest.skipIf(SANITIZED, NO_RLIMIT)
    def test_largest_maze_within_its_limit(self):
        """32767 x 32767 is 1 GiB of grid: --print needs nothing more but a
        1 MiB buffer, so it runs in 1.5 GiB of address space."""
        r = run_limited(1536, "--print=ascii", "-s", "1", "32767", "32767",
                        stdout=subprocess.DEVNULL, timeout=300)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr, b"")


def route_cells(text, mark, h, w):
    """The grid and the cells marked as the route in a printed maze, in
    ascii (mark '.') or blocks (mark '░░')."""
    lines = text.split("\n")[:-1]
    assert len(lines) == h, len(lines)
    step = 1 if mark == "." else 2
    grid, route = [], set()
    for y, line in enumerate(lines):
        cells = [line[i:i + step] for i in range(0, len(line), step)]
        assert len(cells) == w, (y, len(cells))
        grid.append([c != ("#" if step == 1 else "██") for c in cells])
        route |= {(y, x) for x, c in enumerate(cells) if c == mark}
    return grid, route


def assert_route(test, grid, route, what):
    """route is a simple path of passage cells from (1, 1) to the exit: each
    cell but the ends has exactly two route neighbours."""
    h, w = len(grid), len(grid[0])
    ends = {(1, 1), (h - 2, w - 1)}
    test.assertTrue(ends <= route, what)
    for y, x in route:
        test.assertTrue(grid[y][x], what)
        near = sum((y + dy, x + dx) in route for dy, dx in ((1, 0), (0, 1), (-1, 0), (0, -1)))
        test.assertEqual(near, 1 if (y, x) in ends else 2, (what, y, x))


def explained(name):
    """--explain NAME's text, and its numbered code lines as {number: text}."""
    r = run("--explain", name)
    assert r.returncode == 0 and not r.stderr, (name, r.stderr)
    text = r.stdout.decode()
    code = {int(m.group(1)): m.group(2) for m in re.finditer(r"(?m)^ +(\d+)  (.*)$", text)}
    return text, code


def event_lines(*args):
    """The pseudo-code lines --events names, by phase."""
    out = run("--events", *args).stdout.decode().splitlines()[1:]
    lines = {}
    for row in out:
        _, _, _, _, line, phase = row.split("\t")
        lines.setdefault(phase, set()).add(int(line))
    return lines


class Explain(unittest.TestCase):
    def test_every_generator(self):
        """Its code numbered 1..n, the lines --events lights on a 41 x 51
        maze every one of them, and its properties as --list says."""
        for gen in GENERATORS:
            with self.subTest(gen=gen):
                text, code = explained(gen)
                self.assertTrue(text.startswith(f"{gen}: generator"), text)
                self.assertEqual(sorted(code), list(range(1, len(code) + 1)))
                self.assertGreaterEqual(len(code), 4)
                want = "perfect:  yes" if gen in PERFECT else "perfect:  no"
                self.assertIn(want, text)
                self.assertRegex(text, r"(?m)^uniform:  (yes|no)")
                self.assertRegex(text, r"(?m)^texture:  \S")
                lit = set()
                for seed in ("1", "2", "3", "4"):
                    lit |= event_lines("-g", gen, "-s", seed, "41", "51")["generate"]
                self.assertEqual(lit, set(code), "every line lights, and no other")

    def test_every_solver(self):
        for solver in SOLVERS:
            with self.subTest(solver=solver):
                text, code = explained(solver)
                self.assertIn(f"{solver}: solver", text)
                self.assertEqual(sorted(code)[:1], [1])
                want = "loops:    yes" if solver in LOOP_SOLVERS else "loops:    no"
                self.assertIn(want, text)
                self.assertRegex(text, r"(?m)^shortest: (yes|no)")
                lit = event_lines("--solve", "--solver", solver, "-s", "1", "41", "51")["solve"]
                self.assertTrue(lit <= set(code), (lit, code))

    def test_aliases_and_both_kinds(self):
        text, _ = explained("dfs")  # the backtracker's alias and the solver's name
        self.assertTrue(text.endswith(explained("depth-first")[0]))
        self.assertIn("backtracker: generator", text)
        self.assertIn("dfs: solver", text)

    def test_bad_names(self):
        for args in (["--explain", "nope"], ["--explain"], ["--explain", ""]):
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            self.assertEqual(r.stdout, b"", args)
            err = r.stderr.decode()
            self.assertTrue(err.startswith("mazedfs: ") and err.count("\n") == 1, (args, err))


class Solvers(unittest.TestCase):
    def test_list_solvers(self):
        self.assertEqual(SOLVERS[0], "dfs", "the default comes first")
        for name in ("dfs", "bfs", "astar", "left-hand", "right-hand", "tremaux", "dead-end-fill"):
            self.assertIn(name, SOLVERS)
        self.assertNotIn("dead-end-fill", LOOP_SOLVERS)
        lines = run("--list-solvers").stdout.decode().splitlines()
        self.assertEqual(len(lines), len(SOLVERS))
        self.assertRegex(lines[0], r"^dfs +loops +\S.* \(also: depth-first\)$")

    def test_solution_every_solver(self):
        """--print --solution marks a path from start to exit: the one path
        of a perfect maze whatever the solver, a shortest one by default and
        for bfs and astar, also on braided mazes."""
        for gen in GENERATORS:
            for braid in ("0", "60"):
                h, w, seed = 21, 33, "4"
                base = ["-g", gen, "-s", seed, "--braid", braid, str(h), str(w)]
                text = run("--print=ascii", "--solution", *base).stdout.decode()
                grid, route = route_cells(text, ".", h, w)
                shortest = shortest_path_cells(grid)
                assert_route(self, grid, route, (gen, braid))
                self.assertEqual(len(route), shortest, (gen, braid))
                perfect = gen in PERFECT and braid == "0"
                for solver in SOLVERS:
                    if not perfect and solver not in LOOP_SOLVERS:
                        continue
                    style = "ascii" if solver != "tremaux" else "blocks"
                    mark = "." if style == "ascii" else "░░"
                    r = run(f"--print={style}", "--solution", "--solver", solver, *base)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    sgrid, sroute = route_cells(r.stdout.decode(), mark, h, w)
                    self.assertEqual(sgrid, grid, (gen, solver))
                    what = (gen, braid, solver)
                    self.assertGreaterEqual(len(sroute), shortest, what)
                    if perfect or solver in ("bfs", "astar"):
                        self.assertEqual(len(sroute), shortest, what)
                        assert_route(self, grid, sroute, what)

    def test_stats_solver_and_braid(self):
        for solver in SOLVERS:
            r = run("--stats", "--solver", solver, "-s", "9", "31", "41")
            kv = dict(line.split(": ", 1) for line in r.stdout.decode().strip().split("\n"))
            self.assertEqual(kv["solver"], solver)
            self.assertEqual(kv["solver_route"], kv["solution_length"], solver)
            self.assertGreaterEqual(int(kv["solver_visits"]), int(kv["solver_route"]))
            self.assertEqual((kv["perfect"], kv["loops"]), ("yes", "0"))
        kv = dict(line.split(": ", 1) for line in
                  run("--stats", "-s", "9", "31", "41").stdout.decode().strip().split("\n"))
        self.assertEqual(kv["solver"], "dfs")
        r = run("--stats", "--braid", "50", "--solver", "bfs", "-s", "9", "31", "41")
        kv = dict(line.split(": ", 1) for line in r.stdout.decode().strip().split("\n"))
        self.assertEqual(kv["perfect"], "no")
        self.assertGreater(int(kv["loops"]), 0)
        self.assertEqual(kv["solver_route"], kv["solution_length"])
        grid = parse_ascii(run("--print=ascii", "--braid", "50", "-s", "9", "31", "41")
                           .stdout.decode(), 31, 41)
        self.assertEqual(int(kv["solution_length"]), shortest_path_cells(grid))
        self.assertEqual(maze_faults(grid, perfect=False), [])
        openings = sum(grid[y][x] for y in range(1, 30) for x in range(1, 40) if (y + x) % 2)
        self.assertEqual(int(kv["loops"]), openings + 1 - 15 * 20)
        full = run("--print=ascii", "--braid", "100", "-s", "9", "31", "41").stdout.decode()
        grid = parse_ascii(full, 31, 41)
        dead = sum(1 for y in range(1, 30, 2) for x in range(1, 40, 2)
                   if sum(grid[y + dy][x + dx] for dy, dx in ((1, 0), (0, 1), (-1, 0),
                                                             (0, -1))) == 1)
        self.assertEqual(dead, 0, "--braid 100 leaves no dead end")


def read_solvers():
    """The solvers' names and the ones that work with loops, from
    mazedfs --list-solvers."""
    rows = [line.split() for line in run("--list-solvers").stdout.decode().splitlines()]
    assert rows and all(len(r) >= 3 and r[1] in ("perfect", "loops") for r in rows), rows
    return [r[0] for r in rows], {r[0] for r in rows if r[1] == "loops"}


# The suite in parts of about equal time, which ctest runs side by side
# (tests/app/CMakeLists.txt); "rest" is every class no other part names.
PARTS = {"printed": ["PrintedMazes"], "bad": ["BadInput"]}


def main():
    global BIN, TESTS, GENERATORS, PERFECT, SOLVERS, LOOP_SOLVERS
    BIN, TESTS = os.path.abspath(sys.argv[1]), sys.argv[2]
    GENERATORS, PERFECT = read_list(run)
    SOLVERS, LOOP_SOLVERS = read_solvers()
    names = sys.argv[3:]
    if len(names) == 1 and (names[0] in PARTS or names[0] == "rest"):
        names = part_classes(names[0], PARTS, globals())
    unittest_main([sys.argv[0], "-v"] + names)


if __name__ == "__main__":
    main()
