#!/usr/bin/env python3
# e2e_events.py - --events replayed on an all-wall grid gives --print=ascii's
# maze for every generator of --list (a sample in the sanitized smoke);
# --print --steps K is the grid after K
# of those steps. A decision (look) changes nothing and is not a step: its
# row repeats the step number before it. SPDX-License-Identifier: MIT
"""usage: e2e_events.py MAZEDFS"""
import os
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import mazes  # noqa: E402

BIN = None
GENERATORS = []


def run(*args):
    r = subprocess.run([BIN, *args], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, (args, r.stderr)
    return r.stdout


def events(*args):
    lines = run("--events", *args).split("\n")
    assert lines[0] == "step\tkind\ty\tx\tline\tphase", lines[0]
    assert lines[-1] == ""
    rows, n = [], 0
    for line in lines[1:-1]:
        step, kind, y, x, code, phase = line.split("\t")
        n += kind != "look"
        assert int(step) == n, (args, line)
        assert phase == "generate", (args, line)
        rows.append((kind, int(y), int(x), int(code)))
    return rows


def upto_step(rows, k):
    """The rows up to the k-th step, the decisions before it and none after."""
    n = 0
    for i, r in enumerate(rows):
        if n == k:
            return rows[:i]
        n += r[0] != "look"
    return rows


def steps_of(rows):
    return sum(r[0] != "look" for r in rows)


def replay(rows, h, w, upto):
    """The ascii picture of an all-wall grid after the first upto rows."""
    g = [["#"] * w for _ in range(h)]
    for kind, y, x, _ in rows[:upto]:
        if kind == "open_all":
            for yy in range(1, h - 1):
                for xx in range(1, w - 1):
                    g[yy][xx] = " "
        elif kind in ("carve", "wall"):
            g[y][x] = " " if kind == "carve" else "#"
        else:
            assert kind in ("cursor", "look"), kind
    return "".join("".join(r) + "\n" for r in g)


class Events(unittest.TestCase):
    def test_replay_gives_the_printed_maze(self):
        for gen in GENERATORS:
            for seed, h, w in ((1, 15, 21), (7, 21, 9), (42, 31, 31)):
                with self.subTest(gen=gen, seed=seed, size=(h, w)):
                    args = ("-g", gen, "-s", str(seed), str(h), str(w))
                    rows = events(*args)
                    want = run("--print=ascii", *args)
                    self.assertEqual(replay(rows, h, w, len(rows)), want)
                    stats = run("--stats", *args)
                    self.assertIn(f"steps: {steps_of(rows)}\n", stats)
                    self.assertTrue(all(r[3] > 0 for r in rows), "a step without a code line")

    def test_steps_k_prints_the_half_dug_grid(self):
        for gen in GENERATORS:
            args = ("-g", gen, "-s", "5", "15", "21")
            rows = events(*args)
            n = steps_of(rows)
            for k in (0, 1, n // 3, n - 1, n, n + 5):
                with self.subTest(gen=gen, k=k):
                    got = run("--print=ascii", "--steps", str(k), *args)
                    part = upto_step(rows, k)
                    self.assertEqual(got, replay(part, 15, 21, len(part)))
                    self.assertEqual(events("--steps", str(k), *args), part)


def main():
    global BIN
    BIN = sys.argv[1]
    names = [line.split()[0] for line in run("--list").splitlines()]
    # The sanitized build's default run (MAZEDFS_SMOKE) takes a sample of
    # the generators, as the other e2e suites do (tests/mazes.py).
    GENERATORS.extend(mazes.smoke_sample(names))
    unittest.main(argv=sys.argv[:1], verbosity=1)


if __name__ == "__main__":
    main()
