#!/usr/bin/env python3
# e2e_lab.py - the bias lab through the real binary: the printed table
# recounted here (its chi-square and its verdict: flat for the uniform
# generators, biased for binary-tree), the same seed giving the same table,
# bad input refused with one line, and the exported picture as a viewer
# sees it (PNG pixels, PDF pages, SVG parsed), the window's histogram on
# screen. SPDX-License-Identifier: MIT
"""usage: e2e_lab.py MAZEDFS TESTS_DIR"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
BIN = None
TESTS = None
UNIFORM = ("aldous-broder", "wilson", "origin-shift")
TREES = 192


def run(*args, timeout=120):
    return subprocess.run([BIN, *args], capture_output=True, timeout=timeout)


def lab(gen, seed, samples=None):
    """The table of --bias-lab gen --print: (counts, expected, figures)."""
    args = ["--bias-lab", gen, "--print", "-s", str(seed)]
    if samples:
        args += ["--samples", str(samples)]
    r = run(*args)
    assert r.returncode == 0, (args, r.stderr)
    lines = r.stdout.decode().splitlines()
    head = lines.index("tree\tcount\texpected")
    rows = [line.split("\t") for line in lines[head + 1:head + 1 + TREES]]
    assert [int(row[0]) for row in rows] == list(range(TREES)), rows[:3]
    counts = [int(row[1]) for row in rows]
    expected = {float(row[2]) for row in rows}
    figures = dict(line.split(": ", 1) for line in lines[:head] + lines[head + 1 + TREES:])
    return counts, expected, figures


def chi_square(counts):
    e = sum(counts) / len(counts)
    return sum((c - e) ** 2 / e for c in counts)


# The 1-in-1000 point of the chi-square with 191 degrees of freedom (the
# tables' 257.3): a uniform generator's table stays under it.
LIMIT_1000 = 257.3


class Table(unittest.TestCase):
    def check_table(self, gen, seed, samples=19200):
        counts, expected, f = lab(gen, seed)
        self.assertEqual(sum(counts), samples)
        self.assertEqual(expected, {round(samples / TREES, 2)})
        self.assertEqual(f["generator"], gen)
        self.assertEqual(int(f["mazes"]), samples)
        self.assertEqual(int(f["degrees_of_freedom"]), TREES - 1)
        self.assertEqual(int(f["trees_seen"]), sum(c > 0 for c in counts))
        chi2 = chi_square(counts)
        self.assertAlmostEqual(float(f["chi_square"]), chi2, places=2)
        return counts, chi2, f

    def test_uniform_generators_come_out_flat(self):
        """Each of the three over three seeds: every tree made, the chi-square
        under its 1-in-1000 point, and the verdict uniform on most runs
        (at the 5% level one run in twenty of a uniform generator is
        called biased)."""
        for gen in UNIFORM:
            verdicts = []
            for seed in (1, 2, 3):
                with self.subTest(gen=gen, seed=seed):
                    counts, chi2, f = self.check_table(gen, seed)
                    self.assertEqual(int(f["trees_seen"]), TREES)
                    self.assertLess(chi2, LIMIT_1000)
                    self.assertGreater(float(f["p_value"]), 0.001)
                    self.assertEqual(f["verdict"].startswith("uniform"),
                                     float(f["p_value"]) >= 0.05, f["verdict"])
                    verdicts.append(f["verdict"].startswith("uniform"))
            self.assertGreaterEqual(sum(verdicts), 2, (gen, verdicts))

    def test_binary_tree_is_biased(self):
        """A binary tree makes only 16 of the 192 (each of the 4 rooms off
        the top row and left column picks north or west), each about
        1/16 of the time."""
        for seed in (1, 2):
            counts, chi2, f = self.check_table("binary-tree", seed)
            self.assertTrue(f["verdict"].startswith("biased"), f["verdict"])
            self.assertEqual(int(f["trees_seen"]), 16)
            self.assertGreater(chi2, 100 * LIMIT_1000)
            self.assertLess(float(f["p_value"]), 1e-9)
            for c in counts:
                self.assertTrue(c == 0 or abs(c - 19200 / 16) < 200, counts)

    def test_same_seed_same_table(self):
        a, b, c = lab("kruskal", 7), lab("kruskal", 7), lab("kruskal", 8)
        self.assertEqual(a, b)
        self.assertNotEqual(a[0], c[0])

    def test_samples(self):
        counts, expected, f = lab("prim", 3, samples=960)
        self.assertEqual(sum(counts), 960)
        self.assertEqual(expected, {5.0})
        # The first 960 of a longer run are these 960: seeds follow on.
        more = lab("prim", 3, samples=1920)[0]
        self.assertTrue(all(m >= c for m, c in zip(more, counts)))


class BadInput(unittest.TestCase):
    def refused(self, args, words):
        r = run(*args)
        err = r.stderr.decode()
        self.assertEqual(r.returncode, 2, (args, err))
        self.assertEqual(err.count("\n"), 1, (args, err))
        self.assertTrue(err.startswith("mazedfs: ") and words in err, (args, err))
        self.assertEqual(r.stdout, b"", args)

    def test_refused_with_one_line(self):
        self.refused(["--bias-lab", "nope", "--print"], "unknown generator 'nope'")
        self.refused(["--bias-lab", "--print"], "unknown generator '--print'")
        self.refused(["--bias-lab"], "--bias-lab needs a value")
        self.refused(["--bias-lab", "division-loops", "--print"], "makes loops")
        for n in ("10", "959", "100000001", "1e4", "-5", "abc", ""):
            self.refused(["--bias-lab", "wilson", "--print", "--samples", n],
                         "--samples takes mazes from 960 to 100000000")
        self.refused(["--print", "--samples", "1000"], "--samples goes with --bias-lab")
        self.refused(["--bias-lab", "wilson", "--print", "9", "9"], "give no generator or size")
        self.refused(["--bias-lab", "wilson", "--stats"], "not --stats")
        self.refused(["--bias-lab", "wilson", "--print", "--braid", "5"],
                     "--braid does not go with --bias-lab")
        self.refused(["--bias-lab", "wilson", "--export", "x.gif"], "--export writes .png")


def pixels(path):
    """The image as (w, h, rgb bytes), as ImageMagick reads it."""
    size = subprocess.run(["identify", "-format", "%W %H\n", path], capture_output=True,
                          check=True).stdout.decode().split()
    w, h = int(size[0]), int(size[1])
    raw = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], capture_output=True,
                         check=True).stdout
    return w, h, raw


def near(p, q, tol=60):
    return all(abs(a - b) <= tol for a, b in zip(p, q))


ORANGE, BLUE, RED, WHITE = (0xe0, 0x70, 0x20), (0x30, 0x70, 0xc0), (0xd0, 0, 0), (255, 255, 255)


class Picture(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazedfs-lab-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def export(self, gen, name, seed=1):
        path = os.path.join(self.dir, name)
        r = run("--bias-lab", gen, "-s", str(seed), "--export", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, b"")
        return path

    def bars(self, w, raw, y, colours):
        """The runs of bar colour along row y of the histogram (x 70 to the
        right margin): one per bar that reaches that high."""
        runs, inside = 0, False
        for x in range(70, w - 30):
            px = tuple(raw[3 * (y * w + x):3 * (y * w + x) + 3])
            bar = any(near(px, c) for c in colours)
            runs += bar and not inside
            inside = bar
        return runs

    def test_png_shows_the_trees_made(self):
        """binary-tree's PNG: one bar standing per tree made (16), the ten
        most made orange, a red uniform line across, white around."""
        path = self.export("binary-tree", "bt.png")
        w, h, raw = pixels(path)
        self.assertEqual((w, h), (1200, 800))
        self.assertEqual(tuple(raw[0:3]), WHITE)
        grey = (0x90, 0x90, 0x90)
        self.assertEqual(self.bars(w, raw, 510, [ORANGE, grey, BLUE]), 16)
        self.assertEqual(self.bars(w, raw, 510, [ORANGE]), 10)
        red_rows = [y for y in range(100, 520)
                    if sum(near(tuple(raw[3 * (y * w + x):3 * (y * w + x) + 3]), RED, 40)
                           for x in range(80, 1100)) > 900]
        self.assertTrue(red_rows, "no uniform line")
        # 1200 expected for each of 16 against 100 for all 192: the line is
        # low, about 1/12 of the tallest bar.
        self.assertGreater(min(red_rows), 440)

    def test_uniform_png_is_flat(self):
        """wilson's bars all stand up to near the uniform line: 192 of them
        cross a row a fifth of the way up."""
        path = self.export("wilson", "w.png")
        w, h, raw = pixels(path)
        grey = (0x90, 0x90, 0x90)
        self.assertEqual(self.bars(w, raw, 440, [ORANGE, grey, BLUE]), 192)

    def test_pdf_and_svg(self):
        pdf = self.export("origin-shift", "o.pdf")
        info = subprocess.run(["pdfinfo", pdf], capture_output=True, check=True).stdout.decode()
        self.assertRegex(info, r"Pages:\s+1\n")
        self.assertIn("A4", info)
        png = os.path.join(self.dir, "o")
        subprocess.run(["pdftoppm", "-r", "50", "-png", "-singlefile", pdf, png], check=True)
        w, h, raw = pixels(png + ".png")
        self.assertGreater(w, h)
        self.assertGreater(sum(near(tuple(raw[i:i + 3]), ORANGE) for i in range(0, len(raw), 3)),
                           50)
        svg = self.export("origin-shift", "o.svg")
        root = ET.parse(svg).getroot()
        self.assertTrue(root.tag.endswith("svg"))
        self.assertEqual((root.get("width"), root.get("height")), ("1200px", "800px"))
        if shutil.which("rsvg-convert"):
            out = subprocess.run(["rsvg-convert", svg], capture_output=True, check=True).stdout
            self.assertEqual(out[:8], b"\x89PNG\r\n\x1a\n")

    def test_same_seed_same_picture(self):
        def read(name, seed):
            with open(self.export("kruskal", name, seed), "rb") as f:
                return f.read()
        a, b, c = read("a.png", 5), read("b.png", 5), read("c.png", 6)
        self.assertEqual(a, b)
        self.assertNotEqual(a, c)


class Window(unittest.TestCase):
    def test_histogram_fills_in_and_q_quits(self):
        """The window's bars stand for binary-tree's 16 trees once the count
        is done, with the red uniform line; Q ends it with status 0."""
        sys.path.insert(0, os.path.join(TESTS, "app"))
        import xwin
        display = xwin.xvfb_for(self)
        proc = xwin.launch(BIN, display, ["--bias-lab", "binary-tree", "-s", "1"])
        self.addCleanup(proc.stderr.close)
        self.addCleanup(proc.stdout.close)
        self.addCleanup(xwin.kill, proc)
        wid = xwin.find_window(display, proc)
        xwin.wait_line(proc, "bias lab: 19200 mazes counted", 60)
        w, h, raw = xwin.screenshot_raw(display, wid)
        self.assertEqual((w, h), (960, 600))
        row = h - 30  # just above the axis
        runs, inside = 0, False
        for x in range(w):
            px = tuple(raw[3 * (row * w + x):3 * (row * w + x) + 3])
            bar = px != (0, 0, 0) and not near(px, (255, 0, 0), 30)
            runs += bar and not inside
            inside = bar
        self.assertEqual(runs, 16)
        red = sum(near(tuple(raw[i:i + 3]), (255, 0, 0), 30) for i in range(0, len(raw), 3))
        self.assertGreater(red, 900)
        env = xwin.x_env(display)
        xwin.run(["xdotool", "windowfocus", "--sync", wid], env)
        xwin.run(["xdotool", "key", "q"], env)
        self.assertEqual(xwin.wait_exit(proc, 30), 0)


def main():
    global BIN, TESTS
    BIN, TESTS = sys.argv[1], sys.argv[2]
    sys.path.insert(0, TESTS)
    from mazes import unittest_main
    unittest_main(argv=sys.argv[:1], verbosity=1)


if __name__ == "__main__":
    main()
