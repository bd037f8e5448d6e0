#!/usr/bin/env python3
# e2e_lab.py - the bias lab through the real binary: the printed table
# recounted here (its chi-square and its verdict: flat for the uniform
# generators, biased for binary-tree), the same seed giving the same table,
# bad input refused with one line, and the exported picture as a viewer
# sees it (PNG pixels, PDF pages, SVG parsed; the ten least made ticked
# under the axis, the colours' key), the window's histogram on screen and
# its small trees read back into the ten most and least made of the table.
# SPDX-License-Identifier: MIT
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

    def runs_at(self, w, raw, y, colour, tol=40):
        """The runs (x0, x1) of colour along row y."""
        out = []
        for x in range(w):
            if near(tuple(raw[3 * (y * w + x):3 * (y * w + x) + 3]), colour, tol):
                if out and out[-1][1] == x - 1:
                    out[-1][1] = x
                else:
                    out.append([x, x])
        return out

    def test_png_marks_the_least_made_and_keys_the_colours(self):
        """backtracker makes 14 trees, so its ten least made were made 0
        times and have no bar: each has a blue tick under the axis at its
        place; over the histogram a key shows a swatch of each colour
        (orange, blue, the grey of the rest, the red line)."""
        counts = lab("backtracker", 1)[0]
        least = shown(counts)[1]
        self.assertEqual([counts[t] for t in least], [0] * 10)
        w, h, raw = pixels(self.export("backtracker", "bk.png"))
        bw = (w - 30 - 70) / TREES  # the histogram from x 70 to the right margin
        ticks = self.runs_at(w, raw, 526, BLUE)  # 6 under the axis (y 520)
        self.assertEqual([round((x0 - 70) / bw) for x0, _ in ticks], sorted(least))
        self.assertEqual(self.runs_at(w, raw, 526, (0x90, 0x90, 0x90), 20), [])
        grey = (0x90, 0x90, 0x90)
        for colour in (ORANGE, BLUE, grey, RED):
            # (the words' antialiased strokes make runs of a pixel or two)
            swatches = [r for r in self.runs_at(w, raw, 104, colour, 20)
                        if r[0] > w // 4 and r[1] - r[0] >= 8]
            self.assertEqual(len(swatches), 1, (colour, swatches))

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


# The walls between the 9 rooms of a 3 x 3-room (7 x 7) grid, as (y, x)
# cells, in the order that numbers the 192 trees (bit i: wall i open; the
# trees counted in the order of their masks).
LAB_WALLS = ((1, 2), (1, 4), (3, 2), (3, 4), (5, 2), (5, 4),
             (2, 1), (2, 3), (2, 5), (4, 1), (4, 3), (4, 5))


def room_of(y, x):
    return (y // 2) * 3 + x // 2


def is_tree(mask):
    """Whether the open walls of mask join the 9 rooms into one tree: 8 of
    them, and every room reached from room 0."""
    joins = [w for i, w in enumerate(LAB_WALLS) if mask >> i & 1]
    if len(joins) != 8:
        return False
    links = {r: set() for r in range(9)}
    for y, x in joins:
        a, b = (room_of(y - 1, x), room_of(y + 1, x)) if y % 2 == 0 else \
            (room_of(y, x - 1), room_of(y, x + 1))
        links[a].add(b)
        links[b].add(a)
    seen, todo = {0}, [0]
    while todo:
        for n in links[todo.pop()] - seen:
            seen.add(n)
            todo.append(n)
    return len(seen) == 9


TREE_OF_MASK = {m: i for i, m in enumerate(m for m in range(4096) if is_tree(m))}


def shown(counts):
    """The ten most made (most first) and the ten least made (least first),
    ties going to the lower index among the most and the higher among the
    least (the table's order read from either end)."""
    order = sorted(range(TREES), key=lambda t: (-counts[t], t))
    return order[:10], order[::-1][:10]


def boxes(w, raw, top, bottom, colour):
    """The boxes (x0, y0, x1, y1) of the runs of columns holding colour
    between rows top and bottom, left to right."""
    cols = [x for x in range(w) if any(tuple(raw[3 * (y * w + x):3 * (y * w + x) + 3]) == colour
                                       for y in range(top, bottom))]
    runs = []
    for x in cols:
        if runs and x == runs[-1][1] + 1:
            runs[-1][1] = x
        else:
            runs.append([x, x])
    out = []
    for x0, x1 in runs:
        ys = [y for y in range(top, bottom) for x in (x0, x1)
              if tuple(raw[3 * (y * w + x):3 * (y * w + x) + 3]) == colour]
        out.append((x0, min(ys), x1 + 1, max(ys) + 1))
    return out


def small_tree(w, raw, box):
    """The index of the tree drawn small in box: the centres of its 7 x 7
    cells read white (open) or not."""
    x0, y0, x1, y1 = box
    cell = (x1 - x0) / 7

    def open_at(y, x):
        cx, cy = int(x0 + (x + 0.5) * cell), int(y0 + (y + 0.5) * cell)
        return tuple(raw[3 * (cy * w + cx):3 * (cy * w + cx) + 3]) == (255, 255, 255)
    mask = sum(1 << i for i, (y, x) in enumerate(LAB_WALLS) if open_at(y, x))
    for y in range(1, 6, 2):
        for x in range(1, 6, 2):
            assert open_at(y, x), ("a room drawn as wall", box, y, x)
    return TREE_OF_MASK.get(mask, -1)


WIN_MOST, WIN_LEAST = (0xff, 0x90, 0x30), (0x40, 0x90, 0xff)


class Window(unittest.TestCase):
    def test_histogram_fills_in_and_q_quits(self):
        """The window's bars stand for binary-tree's 16 trees once the count
        is done, with the red uniform line; under them the ten most made
        (orange) and the ten least made (blue) drawn small are those the
        table names, in its order, and the least are ticked under the axis;
        Q ends it with status 0."""
        counts = lab("binary-tree", 1)[0]
        most, least = shown(counts)
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
        self.assertEqual((w, h), (960, 720))

        def px(x, y):
            return tuple(raw[3 * (y * w + x):3 * (y * w + x) + 3])
        # The axis: the lowest row that is light grey across most of the width.
        axis = max(y for y in range(h) if sum(px(x, y) == (0xe0, 0xe0, 0xe0)
                                               for x in range(w)) > w // 2)
        row = axis - 2  # just above the axis
        runs, inside = 0, False
        for x in range(w):
            p = px(x, row)
            bar = p != (0, 0, 0) and not near(p, (255, 0, 0), 30)
            runs += bar and not inside
            inside = bar
        self.assertEqual(runs, 16)
        red = sum(near(tuple(raw[i:i + 3]), (255, 0, 0), 30) for i in range(0, len(raw), 3))
        self.assertGreater(red, 900)
        # A blue tick under the axis for each of the ten least made (made
        # 0 times: no bar), at its place.
        ticks = boxes(w, raw, axis + 1, axis + 12, WIN_LEAST)
        self.assertEqual(len(ticks), 10, ticks)
        bw = (w - 2 * 24) / TREES  # the bars between 24-pixel margins
        self.assertEqual([round((t[0] - 24) / bw) for t in ticks], sorted(least))
        # The small trees: square, ten a row, read back into tree indices.
        for colour, want in ((WIN_MOST, most), (WIN_LEAST, least)):
            found = boxes(w, raw, axis + 12, h, colour)
            self.assertEqual(len(found), 10, found)
            for x0, y0, x1, y1 in found:
                self.assertEqual(x1 - x0, y1 - y0)
                self.assertEqual((x1 - x0) % 7, 0)
            self.assertEqual([small_tree(w, raw, b) for b in found], want)
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
