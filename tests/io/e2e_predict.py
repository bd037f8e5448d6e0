#!/usr/bin/env python3
# e2e_predict.py - --predict in the terminal through the real binary: the
# answers piped in are scored (the run's own answers give a full score,
# cells never among the candidates give none), every algorithm that can be
# asked is, the others say so in one line, EOF ends with the score so far,
# and the maze is the one --print makes with the same seed.
# SPDX-License-Identifier: MIT
"""usage: e2e_predict.py MAZEDFS"""
import os
import re
import subprocess
import sys
import unittest

sys.dont_write_bytecode = True
BIN = None
SIZE = ["11", "15"]
ANSWER = re.compile(r"(?:skipped|right|wrong)[^\n]*?(?:it was|it took|right:) ?([a-zA-Z*]) \((\d+),(\d+)\)")
SKIPPED = re.compile(r"skipped: it was ([a-zA-Z*]) \((\d+),(\d+)\)")
FINAL = re.compile(r"final score: (\d+) right of (\d+) asked")
# A smoke (MAZEDFS_SMOKE: the sanitized build's default run) asks every
# other algorithm; the normal build asks them all.
SMOKE = bool(os.environ.get("MAZEDFS_SMOKE"))


def run(args, answers, env=None):
    r = subprocess.run([BIN, "--predict", *args], input="".join(a + "\n" for a in answers),
                       capture_output=True, text=True, timeout=120, env=env)
    assert "Sanitizer" not in r.stderr and "runtime error" not in r.stderr, r.stderr
    return r


def names(flag):
    out = subprocess.run([BIN, flag], capture_output=True, text=True).stdout
    every = [line.split()[0] for line in out.splitlines() if line.strip()]
    return every[::2] if SMOKE else every


def score(out):
    m = FINAL.search(out)
    assert m, out[-400:]
    return int(m.group(1)), int(m.group(2))


class Predict(unittest.TestCase):
    def answers(self, args):
        """The run's own answers (each question skipped), as Y,X and as letters."""
        r = run(args, [""] * 5000)
        self.assertEqual(r.returncode, 0, r.stderr)
        got = SKIPPED.findall(r.stdout)
        self.assertEqual(score(r.stdout), (0, 0))  # skipped ones are not scored
        return got, r

    def check_scores(self, args, askable):
        label = " ".join(args)
        got, r = self.answers(args)
        if not askable:
            self.assertEqual(got, [], label)
            self.assertEqual(len([l for l in r.stderr.splitlines() if "--predict" in l]), 1, label)
            return
        self.assertGreater(len(got), 2, label)
        n = len(got)
        # The cells the run takes, as letters and as Y,X in turn: all right.
        full = run(args, [g[0] if g[0] != "*" and i % 2 else "%s,%s" % (g[1], g[2])
                          for i, g in enumerate(got)])
        self.assertEqual(score(full.stdout), (n, n), label)
        # A corner of the border is never a candidate: all wrong.
        wrong = run(args, ["0,0"] * n)
        self.assertEqual(score(wrong.stdout), (0, n), label)
        # The maze at the end is --print's (asking changes nothing).
        plain = subprocess.run([BIN, "--print=ascii", *args[1:]], capture_output=True,
                               text=True).stdout
        self.assertTrue(full.stdout.split("asked\n\n")[-1].endswith(plain + FINAL.search(
            full.stdout).group(0) + "\n"), label)

    def test_every_generator(self):
        asked = 0
        for name in names("--list"):
            args = ["--print=ascii", "-g", name, "-s", "1"] + SIZE
            explain = subprocess.run([BIN, "--explain", name], capture_output=True,
                                     text=True).stdout
            askable = "predict:  yes" in explain
            self.assertTrue(askable or "predict:  no" in explain, name)
            self.check_scores(args, askable)
            asked += askable
        self.assertGreater(asked, 0)

    def test_every_solver(self):
        for name in names("--list-solvers"):
            explain = subprocess.run([BIN, "--explain", name], capture_output=True,
                                     text=True).stdout
            askable = explain.split(": solver")[-1].find("predict:  yes") >= 0
            # A maze whose generation asks nothing, so only the solve asks.
            args = ["--print=ascii", "-g", "kruskal", "-s", "3", "--braid", "50", "--solve",
                    "--solver", name, "21", "31"]
            if name == "dead-end-fill":
                args.remove("--braid"), args.remove("50")
            got, r = self.answers(args)
            self.assertEqual(bool(got), askable, name)
            if askable:
                self.check_scores(args, True)

    def test_eof_ends_with_the_score_so_far(self):
        r = run(["--print=ascii", "-s", "5"] + SIZE, ["a", "0,0"])
        self.assertEqual(r.returncode, 0, r.stderr)
        right, asked = score(r.stdout)
        self.assertEqual(asked, 2)
        self.assertEqual(right, 1)  # the backtracker's first choice is random: a is right

    def test_without_a_display(self):
        env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        r = run(["-s", "5"] + SIZE, ["a"], env=env)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(score(r.stdout), (1, 1))

    def test_refused_elsewhere(self):
        for args in (["--stats"], ["--events"], ["--race", "bfs,dfs"], ["--export", "x.png"],
                     ["--print", "--difficulty", "50"], ["--demo"]):
            r = run(args + SIZE, [])
            self.assertEqual(r.returncode, 2, args)
            self.assertEqual(len(r.stderr.splitlines()), 1, r.stderr)
            self.assertTrue(r.stderr.startswith("mazedfs: "), r.stderr)


if __name__ == "__main__":
    BIN = sys.argv.pop(1)
    unittest.main(verbosity=2)
