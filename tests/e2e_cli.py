#!/usr/bin/env python3
# e2e_cli.py - runs the built mazedfs binary headless: printed mazes, pinned
# mazes, --stats, and every kind of bad input. SPDX-License-Identifier: MIT
"""usage: e2e_cli.py MAZEDFS TESTS_DIR"""
import collections
import os
import random
import subprocess
import sys
import unittest

BIN = None
TESTS = None
GENERATORS = ["backtracker", "division", "division-loops", "aldous-broder"]
PERFECT = {"backtracker", "division", "aldous-broder"}


# In the sanitized build BIN is sanitized too: any report fails the test.
SANITIZER_WORDS = (b"AddressSanitizer", b"LeakSanitizer", b"runtime error:")


def run(*args, timeout=120):
    r = subprocess.run([BIN, *args], capture_output=True, timeout=timeout)
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
        r = run("--print=ascii", "11", "11")
        self.assertEqual(r.returncode, 0)
        err = r.stderr.decode().strip()
        self.assertRegex(err, r"^seed: \d+$")
        again = run("--print=ascii", "-s", err.split()[1], "11", "11")
        self.assertEqual(again.stdout, r.stdout)

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

    def test_list_help_version(self):
        r = run("--list")
        names = [line.split()[0] for line in r.stdout.decode().strip().split("\n")]
        self.assertEqual(names, GENERATORS)
        self.assertIn(b"usage: mazedfs", run("--help").stdout)
        self.assertRegex(run("--version").stdout.decode(), r"^mazedfs \d+\.\d+\.\d+\n$")

    def test_big_backtracker(self):
        r = run("--stats", "-s", "1", "20001", "20001", timeout=300)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(b"perfect: yes", r.stdout)


BAD = [
    ["x", "41", "51"], ["41"], ["41", "51", "10", "9"], ["ab", "41", "51", "10", "9"],
    ["4", "51"], ["41", "3"], ["41", "5x"], ["41", "-51"], ["-41", "51"], ["1e3", "51"],
    ["99999999999999999999999", "5"], ["32769", "5"], ["41", "51", "0"], ["41", "51", "65"],
    ["--bogus"], ["-q"], ["-s"], ["-s", "-1"], ["-s", "abc"], ["--seed=18446744073709551616"],
    ["--print=foo"], ["--print", "--stats"], ["--delay", "10001"], ["--wall-color", "00ff0"],
    ["-g", "foo"], ["--gen=prim", "--print"], ["-g", "ab", "division"], ["--solve=1"],
    ["", "41", "51"], ["--print", "41", "51", "10", "5"],
]


class BadInput(unittest.TestCase):
    def test_each_bad_input(self):
        for args in BAD:
            r = run(*args, timeout=10)
            self.assertEqual(r.returncode, 2, (args, r))
            err = r.stderr.decode()
            self.assertEqual(err.count("\n"), 1, (args, err))
            self.assertTrue(err.startswith("mazedfs: "), (args, err))
            self.assertEqual(r.stdout, b"", args)

    def test_random_arguments_never_crash(self):
        rng = random.Random(7)
        words = ["-g", "-s", "--print", "--print=ascii", "--stats", "ab", "division", "41",
                 "51", "5", "7", "0", "-1", "65", "99999", "x", "--", "-", "--delay", "9"]
        for _ in range(300):
            args = [rng.choice(words) for _ in range(rng.randrange(0, 6))]
            r = run(*args, timeout=10) if "--print" in " ".join(args) or "--stats" in args \
                else None
            if r is not None:
                self.assertIn(r.returncode, (0, 2), (args, r.stderr))


def main():
    global BIN, TESTS
    BIN, TESTS = os.path.abspath(sys.argv[1]), sys.argv[2]
    unittest.main(argv=[sys.argv[0], "-v"])


if __name__ == "__main__":
    main()
