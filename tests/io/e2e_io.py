#!/usr/bin/env python3
# e2e_io.py - the files mazedfs writes and reads, checked the way a viewer
# sees them: PNG, SVG and PDF pixels against --print, worksheets' pages,
# GIF frames, the loader's round trips and bad files, failing disks, and
# the screenshot key. SPDX-License-Identifier: MIT
"""usage: e2e_io.py MAZEDFS TESTS_DIR [PART | CLASS...]: every case, the
cases of one part of PARTS, or the classes named"""
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
import unittest
import xml.etree.ElementTree as ET

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from mazes import (last_frame, palette, part_classes, read_list, shortest_path_cells,  # noqa: E402
                   unittest_main)

BIN = None
TESTS = None
GENERATORS = []
PERFECT = set()
WHITE, BLACK, RED = (255, 255, 255), (0, 0, 0), (255, 0, 0)
SCREEN = palette()["screen"]  # the window's and the GIF's colours (palette.c)


def run(*args, stdin=None, timeout=120, cwd=None):
    return subprocess.run([BIN, *args], input=stdin, capture_output=True, timeout=timeout,
                          cwd=cwd)


def ascii_grid(*args, marks=False):
    """The maze --print=ascii gives for args, as rows of booleans (True:
    passage; with marks, True: on the route --solution marks)."""
    r = run("--print=ascii", *args)
    assert r.returncode == 0, r.stderr
    want = "." if marks else " "
    return [[c == want for c in line] for line in r.stdout.decode().split("\n")[:-1]]


def is_route(grid, cells):
    """cells is a shortest route: passage, connected from start to exit."""
    h, w = len(grid), len(grid[0])
    if (1, 1) not in cells or (h - 2, w - 1) not in cells or len(cells) != shortest_path_cells(grid):
        return False
    if not all(grid[y][x] for y, x in cells):
        return False
    seen, todo = {(1, 1)}, [(1, 1)]
    while todo:
        y, x = todo.pop()
        for n in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen == cells


class Image:
    """An image file's pixels through ImageMagick: rows of (r, g, b)."""

    def __init__(self, path):
        size = subprocess.run(["identify", "-format", "%w %h\n", path], capture_output=True,
                              check=True).stdout.decode().split("\n")[0]
        self.w, self.h = map(int, size.split())
        raw = subprocess.run(["convert", path + "[0]", "-depth", "8", "rgb:-"],
                             capture_output=True, check=True).stdout
        assert len(raw) == 3 * self.w * self.h, (path, len(raw))
        self.raw = raw

    def px(self, x, y):
        i = 3 * (y * self.w + x)
        return tuple(self.raw[i:i + 3])


def near(a, b, tol=40):
    return all(abs(p - q) <= tol for p, q in zip(a, b))


def find_maze(img, wall, rows, cols):
    """(x0, y0, cell) of the maze in img: its left column is the longest
    vertical run of wall colour, so captions and margins do not matter."""
    best = (0, 0, 0)
    for x in range(img.w):
        run_len = 0
        for y in range(img.h + 1):
            if y < img.h and near(img.px(x, y), wall):
                run_len += 1
                continue
            if run_len > best[2]:
                best = (x, y - run_len, run_len)
            run_len = 0
    x0, y0, length = best
    return x0, y0, length / rows


def colour_name(p, colours, where):
    name = [n for n, col in colours.items() if near(p, col)]
    assert name, f"{where}: colour {p} is none of {colours}"
    return name[0]


def nearest_name(p, colours):
    """The colour p is nearest: a smoothed edge's grey counts as one."""
    return min(colours, key=lambda n: sum((a - b) ** 2 for a, b in zip(p, colours[n])))


def mark_cells(rows, cols):
    """The cells the arrows are drawn in, each with the line through it
    that the opening cuts: the start's opening above the start room
    (horizontal), the exit (vertical)."""
    return {(0, 1): "row", (rows - 2, cols - 1): "column"}


def read_mark(img, wall, x0, y0, cell, y, x, across, colours):
    """A mark cell's colour name: "route" or "path" when it is open (a
    pixel on its line across is not wall) with an arrow in it (some pixel
    is wall); "wall" when it is shut, "none" when there is no arrow."""
    lo, hi = int(cell * 0.05), max(int(cell * 0.95), int(cell * 0.05) + 1)
    names = set()
    for py in range(int(y0 + y * cell) + lo, int(y0 + y * cell) + hi):
        for px in range(int(x0 + x * cell) + lo, int(x0 + x * cell) + hi):
            names.add(nearest_name(img.px(px, py), colours))
    mid_y, mid_x = int(y0 + (y + 0.5) * cell), int(x0 + (x + 0.5) * cell)
    if across == "row":
        line = [img.px(int(x0 + x * cell) + i, mid_y) for i in range(lo, hi)]
    else:
        line = [img.px(mid_x, int(y0 + y * cell) + i) for i in range(lo, hi)]
    if all(nearest_name(p, colours) == "wall" for p in line):
        return "wall"
    if "wall" not in names:
        return "none"
    return "route" if "route" in names else "path"


def read_cells(img, wall, rows, cols, colours, marks=False):
    """Each cell's colour name, sampled over its inner pixels (a pixel
    inside the cell of any other colour fails); with marks, the arrow
    cells by read_mark."""
    x0, y0, cell = find_maze(img, wall, rows, cols)
    assert cell >= 1, "no maze found"
    at = mark_cells(rows, cols) if marks else {}
    grid = []
    for y in range(rows):
        row = []
        for x in range(cols):
            if (y, x) in at:
                row.append(read_mark(img, wall, x0, y0, cell, y, x, at[(y, x)], colours))
                continue
            names = set()
            a, b = int(x0 + x * cell + cell * 0.2), int(x0 + (x + 1) * cell - cell * 0.2)
            c, d = int(y0 + y * cell + cell * 0.2), int(y0 + (y + 1) * cell - cell * 0.2)
            for py in range(c, max(d, c + 1)):
                for px in range(a, max(b, a + 1)):
                    names.add(colour_name(img.px(px, py), colours, (y, x)))
            assert len(names) == 1, f"cell {y},{x} is {names}"
            row.append(names.pop())
        grid.append(row)
    return grid


def find_lines(img, wall, rows, cols):
    """(x0, y0, cell) of a maze drawn in lines: its left wall is the
    longest vertical line, a few pixels wide, through the centres of the
    first column's cells, from the first row's centre to the last's, a
    half line past each."""
    runs = []
    for x in range(img.w):
        run_len, best = 0, (0, 0)
        for y in range(img.h + 1):
            if y < img.h and near(img.px(x, y), wall):
                run_len += 1
                continue
            if run_len > best[0]:
                best = (run_len, y - run_len)
            run_len = 0
        runs.append(best)
    longest = max(r[0] for r in runs)
    xs = [x for x, r in enumerate(runs) if r[0] >= longest - 1]
    xa = xs[0]
    xb = xa
    while xb + 1 < img.w and runs[xb + 1][0] >= longest - 1:
        xb += 1
    lw = xb - xa + 1
    cell = (longest - lw) / (rows - 1)
    x0 = (xa + xb + 1) / 2 - cell / 2
    y0 = runs[xa][1] + lw / 2 - cell / 2
    return x0, y0, cell


def read_line_cells(img, wall, rows, cols, colours):
    """Each cell's colour name at its centre, which is on a wall line iff
    the cell is wall; the arrow cells by read_mark."""
    x0, y0, cell = find_lines(img, wall, rows, cols)
    assert cell >= 4, "no maze found"
    at = mark_cells(rows, cols)
    grid = []
    for y in range(rows):
        row = []
        for x in range(cols):
            if (y, x) in at:
                row.append(read_mark(img, wall, x0, y0, cell, y, x, at[(y, x)], colours))
                continue
            px, py = int(x0 + (x + 0.5) * cell), int(y0 + (y + 0.5) * cell)
            row.append(colour_name(img.px(px, py), colours, (y, x)))
        grid.append(row)
    return grid


def picture_grid(grid, lines):
    """What a picture shows of grid: the start's opening open; in lines, a
    lone wall cell at even (y, x) (the joint of no wall) is not drawn."""
    h, w = len(grid), len(grid[0])
    out = [row[:] for row in grid]
    out[0][1] = True

    def wall(y, x):
        return 0 <= y < h and 0 <= x < w and not out[y][x]

    if lines:
        for y in range(0, h, 2):
            for x in range(0, w, 2):
                if wall(y, x) and not any(wall(y + dy, x + dx)
                                          for dy, dx in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                    out[y][x] = True
    return out


PRINT = {"wall": BLACK, "path": WHITE, "route": RED}


class Dir(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="mazedfs-io-")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    def path(self, name):
        return os.path.join(self.dir, name)

    def export(self, name, *args):
        r = run("--export", self.path(name), *args)
        self.assertEqual(r.returncode, 0, (args, r.stderr))
        return self.path(name)

    def assert_picture(self, img, grid, route, what, colours=PRINT, marks=True, lines=False):
        """img is --print's grid (with the start's opening, and marks: the
        arrows in it and in the exit), in blocks or lines, and its route."""
        h, w = len(grid), len(grid[0])
        if lines:
            cells = read_line_cells(img, colours["wall"], h, w, colours)
        else:
            cells = read_cells(img, colours["wall"], h, w, colours, marks)
        shown = picture_grid(grid, lines) if marks else grid
        red = {(y, x) for y, row in enumerate(cells) for x, c in enumerate(row) if c == "route"}
        for y, row in enumerate(cells):
            for x, c in enumerate(row):
                if c != "route":
                    self.assertEqual(c == "path", shown[y][x], (what, y, x, c))
        if route:
            self.assertTrue(is_route(grid, red), (what, "the red cells are not a shortest route"))
        else:
            self.assertEqual(red, set(), what)


class Png(Dir):
    def test_pixels_match_print_every_generator(self):
        for gen in GENERATORS:
            for seed, h, w, block in (("1", 21, 31, 3), ("2", 15, 9, 5)):
                args = ["-g", gen, "-s", seed, str(h), str(w)]
                grid = ascii_grid(*args)
                for sol in ([], ["--solution"]):
                    f = self.export(f"{gen}.png", *sol, *args, str(block))
                    img = Image(f)
                    self.assertEqual((img.w, img.h), (w * block, h * block))
                    self.assert_picture(img, grid, bool(sol), (gen, seed, sol))

    def test_colours_given(self):
        grid = ascii_grid("-s", "3", "11", "13")
        f = self.export("c.png", "--wall-color", "123456", "--dot-color", "00ff00",
                        "--solution", "-s", "3", "11", "13", "4")
        colours = {"wall": (0x12, 0x34, 0x56), "path": WHITE, "route": (0, 255, 0)}
        self.assert_picture(Image(f), grid, True, "colours", colours)

    def test_palettes(self):
        """--palette: each palette's paper colours from the table, its route
        where the shortest route is; high-contrast is another picture."""
        grid = ascii_grid("-s", "3", "11", "13")
        files = {}
        for name in ("default", "high-contrast", "colour-blind"):
            paper = palette(name)["paper"]
            f = self.export(name + ".png", "--palette", name, "--solution", "-s", "3", "11", "13",
                            "4")
            colours = {"wall": paper["wall"], "path": paper["passage"], "route": paper["route"]}
            self.assert_picture(Image(f), grid, True, name, colours)
            with open(f, "rb") as fh:
                files[name] = fh.read()
        self.assertNotEqual(files["high-contrast"], files["default"])
        # The recording takes the palette's window colours.
        screen = palette("high-contrast")["screen"]
        g = self.path("hc.gif")
        r = run("--record", g, "--palette", "high-contrast", "-s", "3", "11", "13", "4")
        self.assertEqual(r.returncode, 0, r.stderr)
        last_frame(g, self.path("hc.png"))
        colours = {"wall": screen["wall"], "path": screen["passage"], "route": screen["route"]}
        self.assert_picture(Image(self.path("hc.png")), grid, False, "gif", colours, marks=False)

    def test_lines_match_print(self):
        """--style lines: a line through every wall cell's centre and none
        through a passage's, over seeds, generators and a loaded maze; the
        start's opening and the exit open, each with its arrow."""
        gens = [g for g in GENERATORS if g in ("backtracker", "division", "division-loops",
                                               "kruskal", "binary-tree")] or GENERATORS[:3]
        for gen in gens:
            for seed, h, w, block in (("1", 21, 31, 12), ("7", 15, 9, 10), ("30", 11, 41, 9)):
                args = ["-g", gen, "-s", seed, str(h), str(w)]
                grid = ascii_grid(*args)
                for sol in ([], ["--solution"]):
                    f = self.export("l.png", "--style", "lines", *sol, *args, str(block))
                    img = Image(f)
                    self.assertEqual((img.w, img.h), (w * block, h * block))
                    self.assert_picture(img, grid, bool(sol), (gen, seed, sol), lines=True)
        maze = self.path("m.txt")
        with open(maze, "wb") as fh:
            fh.write(run("--print=ascii", "-g", "prim", "-s", "5", "17", "19").stdout)
        f = self.export("l.png", "--style", "lines", "--load", maze, "10")
        self.assert_picture(Image(f), ascii_grid("--load", maze), False, "load", lines=True)

    def test_marks_detected(self):
        """The mark reader fails a picture whose opening is shut: the test
        of the opening can fail."""
        grid = ascii_grid("-s", "2", "11", "11")
        f = self.export("b.png", "-s", "2", "11", "11", "10")
        img = Image(f)
        cells = read_cells(img, BLACK, 11, 11, PRINT, marks=True)
        self.assertEqual(cells[0][1], "path")
        self.assertEqual(cells[9][10], "path")
        # Paint the opening black: it reads as wall.
        raw = bytearray(img.raw)
        for py in range(0, 10):
            for px in range(10, 20):
                raw[3 * (py * img.w + px):3 * (py * img.w + px) + 3] = b"\0\0\0"
        img.raw = bytes(raw)
        self.assertEqual(read_cells(img, BLACK, 11, 11, PRINT, marks=True)[0][1], "wall")
        self.assertTrue(grid[9][10], "the exit is open in the grid")

    def test_big_png_fast(self):
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = usage.ru_utime + usage.ru_stime
        self.export("big.png", "-s", "1", "1001", "1001", "2")
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = usage.ru_utime + usage.ru_stime - t0
        self.assertLess(cpu, 1.0, "1001 x 1001 at block 2 took %.2f s of CPU" % cpu)
        img = Image(self.path("big.png"))
        self.assertEqual((img.w, img.h), (2002, 2002))

    def test_png_too_big(self):
        r = run("--export", self.path("x.png"), "-s", "1", "1001", "1001", "64")
        self.assertEqual(r.returncode, 2)
        self.assertIn(b"too big", r.stderr)
        self.assertEqual(os.listdir(self.dir), [])


class Svg(Dir):
    def test_parses_and_renders_like_print(self):
        for gen in GENERATORS:
            args = ["-g", gen, "-s", "4", "17", "23"]
            grid = ascii_grid(*args)
            for sol in ([], ["--solution"]):
                f = self.export("m.svg", *sol, *args, "6")
                root = ET.parse(f).getroot()
                self.assertEqual(root.tag, "{http://www.w3.org/2000/svg}svg")
                self.assertEqual(root.get("viewBox"), "0 0 23 17")
                paths = root.findall(".//{http://www.w3.org/2000/svg}path")
                ids = sorted(p.get("id") for p in paths)
                self.assertEqual(ids, ["marks", "route", "walls"] if sol else ["marks", "walls"],
                                 "walls in one path")
                png = self.path("m.png")
                subprocess.run(["rsvg-convert", "-w", str(23 * 6), "-h", str(17 * 6), f, "-o",
                                png], check=True)
                self.assert_picture(Image(png), grid, bool(sol), (gen, sol))

    def test_geometry(self):
        """The walls path, read as runs, covers exactly the wall cells a
        picture shows (the start's opening open; in lines, no lone joint),
        in both styles, one path each; the arrows lie in the opening and
        the exit."""
        for seed in ("3", "11", "12345"):
            for gen in ("backtracker", "division-loops", "eller"):
                if gen not in GENERATORS:
                    continue
                args = ["-g", gen, "-s", seed, "19", "25"]
                grid = ascii_grid(*args)
                for style in ("blocks", "lines"):
                    f = self.export("g.svg", "--style", style, *args)
                    root = ET.parse(f).getroot()
                    paths = {p.get("id"): p for p in
                             root.findall(".//{http://www.w3.org/2000/svg}path")}
                    self.assertEqual(sorted(paths), ["marks", "walls"])
                    width = paths["walls"].get("stroke-width")
                    self.assertEqual(width, "0.3" if style == "lines" else "1")
                    covered = svg_cells(paths["walls"].get("d"))
                    shown = picture_grid(grid, style == "lines")
                    want = {(y, x) for y, row in enumerate(shown) for x, c in enumerate(row)
                            if not c}
                    self.assertEqual(covered, want, (seed, gen, style))
                    self.assertNotIn((0, 1), covered)
                    arrows = svg_polygons(paths["marks"].get("d"))
                    self.assertEqual(len(arrows), 2)
                    for pts, (cy, cx) in zip(arrows, ((0, 1), (17, 24))):
                        for x, y in pts:
                            self.assertTrue(cx <= x <= cx + 1 and cy <= y <= cy + 1,
                                            (seed, gen, style, pts, cy, cx))

    def test_201_under_100k(self):
        for gen in GENERATORS:
            f = self.export("big.svg", "--solution", "-g", gen, "-s", "1", "201", "201")
            size = os.path.getsize(f)
            self.assertLess(size, 100_000, (gen, size))


def svg_cells(d):
    """The cells a walls path's runs cover: "mDX DYhN" or "vN" moves,
    relative, in cells (the first m from 0, 0, as SVG reads it)."""
    import re
    cells, x, y = set(), 0, 0
    body = d
    for dx, dy, kind, n in re.findall(r"m(-?\d+) (-?\d+)([hv])(-?\d+)", body):
        x, y = x + int(dx), y + int(dy)
        for i in range(int(n) + 1):
            cells.add((y, x + i) if kind == "h" else (y + i, x))
        if kind == "h":
            x += int(n)
        else:
            y += int(n)
    assert re.sub(r"m(-?\d+) (-?\d+)([hv])(-?\d+)", "", body) == "", d[:200]
    return cells


def svg_polygons(d):
    """The filled polygons of a marks path, as lists of (x, y)."""
    import re
    return [[(float(a), float(b)) for a, b in re.findall(r"(-?[\d.]+) (-?[\d.]+)", poly)]
            for poly in d.split("Z") if poly.strip()]


def pdf_pages(path):
    info = subprocess.run(["pdfinfo", path], capture_output=True, check=True).stdout.decode()
    return int([line for line in info.splitlines() if line.startswith("Pages:")][0].split()[1])


def pdf_page_png(path, page, out, dpi=72):
    subprocess.run(["pdftoppm", "-r", str(dpi), "-f", str(page), "-l", str(page), "-png",
                    "-singlefile", path, out], check=True)
    return out + ".png"


class Pdf(Dir):
    def test_one_page_like_print(self):
        args = ["-s", "6", "19", "27"]
        grid = ascii_grid(*args)
        for sol in ([], ["--solution"]):
            f = self.export("m.pdf", *sol, *args, "8")
            self.assertEqual(pdf_pages(f), 1)
            img = Image(pdf_page_png(f, 1, self.path("p"), dpi=144))
            self.assertEqual((img.w, img.h), (27 * 16, 19 * 16))
            self.assert_picture(img, grid, bool(sol), sol, lines=True)

    def test_fits_paper_without_block(self):
        f = self.export("m.pdf", "-s", "6", "19", "27")
        info = subprocess.run(["pdfinfo", f], capture_output=True).stdout.decode()
        self.assertIn("595.276 x 841.89 pts (A4)", info)
        img = Image(pdf_page_png(f, 1, self.path("p"), dpi=50))
        self.assert_picture(img, ascii_grid("-s", "6", "19", "27"), False, "a4", lines=True)

    def test_worksheet(self):
        """Pages, numbers, headings and answers, read back with pdftotext;
        red only on the answer pages; mazes fill the printable area."""
        sizes = {"a4": (595.276, 841.89), "letter": (612, 792)}
        cases = ((5, 2, "a4", "15", "21"), (1, 1, "letter", "15", "21"), (7, 6, "a4", "21", "21"),
                 (3, 3, "letter", "15", "21"), (8, 4, "a4", "21", "21"),
                 (4, 4, "letter", "31", "21"), (2, 1, "a4", "41", "41"))
        for n, k, paper, h, w in cases:
            title = f"Class {n}{k}"
            f = self.export("sheet.pdf", "--sheet", str(n), "--per-page", str(k), "--paper",
                            paper, "--title", title, "-g", "division", "-s", "40", h, w)
            per = -(-n // k)
            self.assertEqual(pdf_pages(f), 2 * per, (n, k))
            text = subprocess.run(["pdftotext", "-layout", f, "-"], capture_output=True,
                                  check=True).stdout.decode()
            pages = text.split("\f")
            for p in range(2 * per):
                what = (n, k, paper, p)
                answer = p >= per
                numbers = [(p % per) * k + i + 1 for i in range(k) if (p % per) * k + i < n]
                for num in numbers:
                    self.assertRegex(pages[p], rf"(?<!\d){num}\s+(?:Start\s+)?division\s+{h} x {w}\s+"
                                     rf"seed {39 + num}\b", what)
                self.assertEqual(pages[p].count("Start"), len(numbers) + 1, what)
                self.assertEqual(pages[p].count("Finish"), len(numbers) + 1, what)
                head = pages[p].lstrip().split("\n")[0]
                self.assertRegex(head, (r"^Answers: " if answer else "^") + title + r"\s+"
                                 rf"page {p % per + 1} of {per}$", what)
                # Nothing to fill in on the answers.
                self.assertEqual("Name:" in pages[p], not answer, what)
                self.assertEqual("Date:" in pages[p], not answer, what)
                img = Image(pdf_page_png(f, p + 1, self.path("p"), dpi=72))
                reds = sum(1 for i in range(0, len(img.raw), 3)
                           if img.raw[i] > 200 and img.raw[i + 1] < 60)
                self.assertEqual(reds > 0, answer, (what, "answers only on answer pages"))
                # Everything inside the margins (36 pt); the mazes (below
                # the heading) reach the printable area's bottom or sides.
                pw, ph = sizes[paper]
                dark = [(i // 3 % img.w, i // 3 // img.w) for i in range(0, len(img.raw), 3)
                        if img.raw[i] < 128]
                xs, ys = [x for x, _ in dark], [y for _, y in dark]
                self.assertGreaterEqual(min(xs), 35, what)
                self.assertLessEqual(max(xs), pw - 35, what)
                self.assertGreaterEqual(min(ys), 35, what)
                self.assertLessEqual(max(ys), ph - 35, what)
                # A maze's cell is near the most the printable area
                # (523 x 770 pt on A4) allows k mazes with no gaps or
                # labels at all, in the best number of columns.
                rows, cols = int(h), int(w)
                bound = max(min((pw - 72) / (c * cols), (ph - 72) / (-(-k // c) * rows))
                            for c in range(1, k + 1))
                cell = find_lines(img, BLACK, rows, cols)[2]
                self.assertGreater(cell, 0.75 * bound, (what, "the mazes do not fill the page"))

    def test_booklet_of_generators(self):
        """-g A,B,C cycles the generators maze by maze: the mazes' pages ask
        which algorithm, the key names it, and each answer's maze is
        --print's of that generator and seed; -g all takes every one."""
        gens = ["prim", "eller", "kruskal"]
        f = self.export("b.pdf", "--sheet", "5", "-g", ",".join(gens), "-s", "20", "13", "17")
        self.assertEqual(pdf_pages(f), 10)
        text = subprocess.run(["pdftotext", "-layout", f, "-"], capture_output=True,
                              check=True).stdout.decode().split("\f")
        for i in range(5):
            gen, seed = gens[i % 3], 20 + i
            self.assertIn("algorithm: ____", text[i])
            self.assertFalse(any(g in text[i] for g in GENERATORS), (i, text[i]))
            self.assertRegex(text[5 + i], rf"(?<!\d){i + 1}\s+(?:Start\s+)?{gen}\s+13 x 17\s+"
                             rf"seed {seed}\b")
            img = Image(pdf_page_png(f, 6 + i, self.path("p"), dpi=100))
            self.assert_picture(img, ascii_grid("-g", gen, "-s", str(seed), "13", "17"), True,
                                (gen, seed), lines=True)
        # -g all is every generator of --list, even in a smoke (whose
        # GENERATORS are a sample).
        every = [line.split()[0] for line in run("--list").stdout.decode().splitlines()]
        f = self.export("a.pdf", "--sheet", str(len(every)), "--per-page", "6", "-g", "all",
                        "-s", "1", "11", "11")
        key = "".join(subprocess.run(["pdftotext", f, "-"], capture_output=True,
                                     check=True).stdout.decode().split("\f")[-(-len(every) // 6):])
        for gen in every:
            self.assertRegex(key, rf"\b{gen}\s+11 x 11", gen)
        r = run("--export", self.path("x.png"), "-g", "prim,eller", "11", "11")
        self.assertEqual(r.returncode, 2)
        self.assertIn(b"goes with --sheet N", r.stderr)

    def test_worksheet_maze_matches_print(self):
        """The answer page's maze, found by its outer wall, is --print's."""
        f = self.export("sheet.pdf", "--sheet", "1", "-s", "9", "21", "21")
        grid = ascii_grid("-s", "9", "21", "21")
        for page, route in ((1, False), (2, True)):
            img = Image(pdf_page_png(f, page, self.path("p"), dpi=100))
            self.assert_picture(img, grid, route, page, lines=True)


def stats(*args):
    r = run("--stats", *args)
    assert r.returncode == 0, r.stderr
    return dict(line.split(": ", 1) for line in r.stdout.decode().splitlines())


RAMP = [0x440154, 0x482475, 0x414487, 0x355f8d, 0x2a788e, 0x21918c, 0x22a884, 0x44bf70,
        0x7ad151, 0xbddf26, 0xfde725]


def heat_rgb(d, top):
    """The window's heat ramp (view.c) at d of top, as (r, g, b)."""
    if top == 0:
        c = RAMP[0]
    else:
        pos = min(d, top) * (len(RAMP) - 1) * 256 // top
        i = pos // 256
        if i >= len(RAMP) - 1:
            c = RAMP[-1]
        else:
            a, b, num = RAMP[i], RAMP[i + 1], pos % 256
            c = 0
            for sh in (0, 8, 16):
                ca, cb = a >> sh & 255, b >> sh & 255
                c |= int(ca + (cb - ca) * num / 256) << sh
    return (c >> 16 & 255, c >> 8 & 255, c & 255)


def distances(grid):
    """Steps from (1, 1) through passage, by breadth-first search."""
    dist, todo = {(1, 1): 0}, [(1, 1)]
    for y, x in todo:
        for n in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
            if (0 <= n[0] < len(grid) and 0 <= n[1] < len(grid[0]) and grid[n[0]][n[1]]
                    and n not in dist):
                dist[n] = dist[(y, x)] + 1
                todo.append(n)
    return dist


class Heat(Dir):
    def test_png_cells_in_their_heat(self):
        """Every passage's centre pixel is the ramp's colour of its
        distance from the start; walls black; a legend strip below."""
        for seed, gen in (("1", "backtracker"), ("5", "division-loops"), ("9", "kruskal")):
            args = ["-g", gen, "-s", seed, "21", "31"]
            grid = ascii_grid(*args)
            dist = distances(grid)
            top = max(dist.values())
            img = Image(self.export("h.png", "--heat", *args, "8"))
            self.assertEqual((img.w, img.h), (31 * 8, 21 * 8 + 30))
            for y, row in enumerate(grid):
                for x, open_ in enumerate(row):
                    if (y, x) in mark_cells(21, 31):
                        continue
                    p = img.px(x * 8 + 4, y * 8 + 4)
                    want = heat_rgb(dist[(y, x)], top) if open_ else BLACK
                    self.assertTrue(near(p, want, 3), (gen, seed, y, x, p, want))

    def test_pdf_legend_numbers(self):
        for seed in ("2", "3"):
            args = ["-s", seed, "25", "35"]
            dist = distances(ascii_grid(*args))
            for block in ([], ["6"]):
                f = self.export("h.pdf", "--heat", *args, *block)
                text = subprocess.run(["pdftotext", f, "-"], capture_output=True,
                                      check=True).stdout.decode()
                self.assertIn(f"exit at {dist[(23, 34)]}, farthest {max(dist.values())}", text,
                              (seed, block))

    def test_svg_refused(self):
        r = run("--export", self.path("h.svg"), "--heat", "11", "11")
        self.assertEqual(r.returncode, 2)
        self.assertIn(b"--heat draws a PNG or a PDF", r.stderr)
        self.assertEqual(os.listdir(self.dir), [])


class Levels(Dir):
    LEVELS = {"easy": ("11", "15", "backtracker", False), "medium": ("21", "29", "kruskal", False),
              "hard": ("35", "49", "wilson", False), "expert": ("51", "71", "wilson", True)}

    def test_each_level_is_what_help_says(self):
        """Over seeds, each level's size and generator, perfect or with
        the loops its braid says; --help names them all."""
        helptext = run("--help").stdout.decode()
        for level, (h, w, gen, loops) in self.LEVELS.items():
            self.assertRegex(helptext, rf"{level} {h} x {w} {gen}")
            for seed in ("1", "2", "77", "123456"):
                st = stats("--level", level, "-s", seed)
                what = (level, seed)
                self.assertEqual((st["height"], st["width"], st["generator"]), (h, w, gen), what)
                self.assertEqual(st["perfect"], "no" if loops else "yes", what)
                self.assertEqual(int(st["loops"]) > 0, loops, what)

    def test_options_given_win(self):
        st = stats("--level", "expert", "-g", "prim", "-s", "3", "15", "17")
        self.assertEqual((st["height"], st["width"], st["generator"]), ("15", "17", "prim"))
        self.assertEqual(st["perfect"], "no", "the level's braid stays")
        st = stats("--level", "expert", "--braid", "0", "-s", "3")
        self.assertEqual((st["height"], st["generator"], st["perfect"]), ("51", "wilson", "yes"))
        r = run("--level", "impossible", "--print")
        self.assertEqual(r.returncode, 2)
        self.assertIn(b"--level takes easy, medium, hard or expert", r.stderr)

    def test_level_on_a_worksheet(self):
        f = self.export("l.pdf", "--sheet", "2", "--level", "medium", "-s", "9")
        text = subprocess.run(["pdftotext", f, "-"], capture_output=True,
                              check=True).stdout.decode()
        self.assertIn("kruskal", text)
        self.assertIn("21 x 29", text)


class Gif(Dir):
    def frames(self, f):
        out = subprocess.run(["identify", "-format", "%T %W %H\n", f], capture_output=True,
                             check=True).stdout.decode().split("\n")[:-1]
        return [tuple(map(int, line.split())) for line in out]

    def last_frame(self, f):
        """The last frame coalesced (as a viewer shows it) and the number
        of frames coalesced; only the last is written (writing each frame
        as a PNG was most of this test's time)."""
        n = last_frame(f, self.path("last.png"))
        return Image(self.path("last.png")), n

    def test_frames_and_last_frame(self):
        colours = {"wall": SCREEN["wall"], "path": SCREEN["passage"], "route": SCREEN["route"]}
        for gen in GENERATORS:
            args = ["-g", gen, "-s", "8", "21", "25", "6"]
            grid = ascii_grid(*args[:-1])
            f = self.path("r.gif")
            r = run("--record", f, *args)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(f, "rb") as fh:
                data = fh.read()
            self.assertTrue(data.startswith(b"GIF89a") and b"NETSCAPE2.0" in data)
            frames = self.frames(f)
            self.assertLessEqual(len(frames), 401, gen)
            self.assertEqual((frames[0][1], frames[0][2]), (25 * 6, 21 * 6))
            self.assertEqual(frames[-1][0], 200, "the last frame is held 2 s")
            self.assertTrue(all(d == 4 for d, _, _ in frames[:-1]), "25 fps: 4/100 s a frame")
            img, n = self.last_frame(f)
            self.assertEqual(n, len(frames))
            self.assert_picture(img, grid, False, gen, colours, marks=False)

    def test_one_step_a_frame(self):
        """Frame i is the grid after i steps: with one step a frame there
        is one frame more than the generator's steps."""
        for gen in GENERATORS:
            stats = dict(line.split(": ", 1) for line in
                         run("--stats", "-g", gen, "-s", "2", "7", "9").stdout.decode().split("\n")
                         if line)
            f = self.path("r.gif")
            r = run("--record", f, "--frame-steps", "1", "--fps", "50", "-g", gen, "-s", "2",
                    "7", "9", "4")
            self.assertEqual(r.returncode, 0, r.stderr)
            frames = self.frames(f)
            self.assertEqual(len(frames), int(stats["steps"]) + 1, gen)
            self.assertTrue(all(d == 2 for d, _, _ in frames[:-1]))

    def test_solve_and_trace_fast(self):
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = usage.ru_utime + usage.ru_stime
        f = self.path("r.gif")
        r = run("--record", f, "--solve", "--trace", "-s", "3", "41", "51", "10")
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertLess(usage.ru_utime + usage.ru_stime - t0, 3.0)
        img, n = self.last_frame(f)
        self.assertLessEqual(n, 401)
        grid = ascii_grid("-s", "3", "41", "51")
        route = {(y, x) for y, line in enumerate(ascii_grid("-s", "3", "--solution", "41", "51",
                                                            marks=True))
                 for x, c in enumerate(line) if c}
        # The solve's trail is discs on passage cells; it ends with its
        # route drawn over them in the route's colour, as the window shows it.
        x0, y0, cell = find_maze(img, SCREEN["wall"], 41, 51)
        self.assertEqual(cell, 10)
        for y in range(41):
            for x in range(51):
                centre = img.px(int(x0 + x * 10 + 5), int(y0 + y * 10 + 5))
                if not grid[y][x]:
                    self.assertTrue(near(centre, SCREEN["wall"]), (y, x))
                elif (y, x) in route:
                    self.assertTrue(near(centre, SCREEN["route"]), (y, x, centre))
                else:
                    self.assertTrue(near(centre, SCREEN["passage"]) or
                                    near(centre, SCREEN["trail"]), (y, x))

    def test_too_big_refused(self):
        r = run("--record", self.path("r.gif"), "-s", "1", "411", "51", "10")
        self.assertEqual(r.returncode, 2)
        self.assertIn(b"4110 pixel recording is too big (at most 4096 a side)", r.stderr)
        self.assertEqual(os.listdir(self.dir), [])


class Load(Dir):
    def test_round_trips_every_generator(self):
        for gen in GENERATORS:
            for style in ("ascii", "blocks"):
                args = ["-g", gen, "-s", "5", "23", "17"]
                text = run(f"--print={style}", *args).stdout
                r = run("--load", "-", f"--print={style}", stdin=text)
                self.assertEqual(r.returncode, 0, (gen, style, r.stderr))
                self.assertEqual(r.stdout, text, (gen, style))
            r = run("--load", "-", "--stats", stdin=text)
            kv = dict(line.split(": ", 1) for line in r.stdout.decode().split("\n") if line)
            self.assertEqual(kv["generator"], "file")
            want = run("--stats", *args).stdout.decode()
            self.assertIn(f"perfect: {kv['perfect']}", want, gen)
            self.assertIn(f"solution_length: {kv['solution_length']}", want, gen)

    def test_loaded_exports_like_generated(self):
        maze = self.path("m.txt")
        with open(maze, "wb") as fh:
            fh.write(run("--print", "-s", "12", "13", "19").stdout)
        for ext in ("png", "svg"):
            a = self.export(f"a.{ext}", "--solution", "-s", "12", "13", "19", "5")
            b = self.export(f"b.{ext}", "--solution", "--load", maze, "5")
            with open(a, "rb") as fa, open(b, "rb") as fb:
                self.assertEqual(fa.read(), fb.read(), ext)

    def test_route_marks_read_as_passage(self):
        text = run("--print=ascii", "-s", "2", "9", "11").stdout.decode()
        lines = text.split("\n")
        marked = "\n".join(line.replace(" ", ".") if i % 2 else line
                           for i, line in enumerate(lines))
        r = run("--load", "-", "--print=ascii", stdin=marked.encode())
        self.assertEqual(r.stdout.decode(), text)
        blocks = run("--print", "-s", "2", "9", "11").stdout.decode()
        r = run("--load", "-", "--print", stdin=blocks.replace("  ", "\u2591\u2591").encode())
        self.assertEqual(r.stdout.decode(), blocks)

    def test_bad_files(self):
        good = run("--print=ascii", "-s", "5", "7", "9").stdout.decode().split("\n")[:-1]

        def put(rows):
            return "".join(r + "\n" for r in rows).encode()
        walled = [list(r) for r in good]
        for y in range(1, 6):
            walled[y][6] = "#"
        gap = list(good)
        gap[0] = "## " + gap[0][3:]
        cases = {
            "empty": (b"", "1:1: the file is empty"),
            "ragged": (put(good[:3] + [good[3][:-1]] + good[4:]), "4:9: this row has 8 cells"),
            "longer row": (put(good[:3] + [good[3] + "#"] + good[4:]),
                           "4:10: this row has more cells than the first (9)"),
            "even rows": (put(good[:-1]), "6:1: the maze has 6 rows"),
            "even width": (put([r[:-1] for r in good]), "1:8: the maze is 8 cells wide"),
            "too small": (put(["###", "# #", "#  "]), "3:1: the maze has 3 rows"),
            "stray char": (put(good[:2] + ["#x" + good[2][2:]] + good[3:]),
                           "3:2: 'x' is not part of a maze"),
            "gap": (put(gap), "1:3: a gap in the outer wall"),
            "start": (put([good[0], "##" + good[1][2:]] + good[2:]), "2:2: the start"),
            "exit": (put(good[:-1] + ["#" * 9]), "7:8: the exit"),
            "unreachable": (put("".join(r) for r in walled),
                            "6:9: the exit cannot be reached from the start"),
            "half a block": ("\u2588".encode() + run("--print", "-s", "1", "5", "5").stdout,
                             "1:11: half a cell"),
        }
        for name, (data, words) in cases.items():
            f = self.path("bad.txt")
            with open(f, "wb") as fh:
                fh.write(data)
            for mode in (["--print"], ["--stats"], ["--export", self.path("x.png")]):
                r = run("--load", f, *mode)
                self.assertEqual(r.returncode, 2, (name, mode))
                err = r.stderr.decode()
                self.assertTrue(err.startswith(f"mazedfs: {f}:{words}"), (name, err))
                self.assertEqual(err.count("\n"), 1, err)
                self.assertEqual(r.stdout, b"")
            r = run("--load", "-", "--print", stdin=data)
            self.assertTrue(r.stderr.decode().startswith(f"mazedfs: stdin:{words}"), name)
        self.assertEqual(sorted(os.listdir(self.dir)), ["bad.txt"])

    def test_missing_file_and_combinations(self):
        r = run("--load", self.path("none.txt"), "--print")
        self.assertEqual(r.returncode, 2)
        self.assertIn(b"none.txt: No such file or directory", r.stderr)
        for args, words in ((["--load", "x", "41", "51"], b"--load takes the maze from the file"),
                            (["--load", "x", "ab"], b"--load takes the maze from the file"),
                            (["--load", "x", "--record", "r.gif"], b"--load does not go with --record"),
                            (["--export", "a.png", "--print"], b"do not go together"),
                            (["--export", "a.png", "--record", "b.gif"], b"do not go together"),
                            (["--sheet", "3"], b"--sheet goes with --export"),
                            (["--fps", "10"], b"--fps goes with --record"),
                            (["--export", "a.pdf", "--per-page", "2"], b"goes with --sheet N"),
                            (["--export", "a.pdf", "--sheet", "2", "--paper", "a5"],
                             b"--paper takes 'a4' or 'letter'"),
                            (["--export", "a.pdf", "--sheet", "2", "--per-page", "7"],
                             b"--per-page takes mazes from 1 to 6")):
            r = run(*args, cwd=self.dir)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(words, r.stderr, args)
        for args, words in ((["--export", "a.txt"], b"a.txt: --export writes .png, .svg or .pdf"),
                            (["--export", "a.png", "--sheet", "2"], b"a worksheet is a PDF"),
                            (["--record", "a.png"], b"--record writes a GIF"),
                            (["--record", "a.gif", "411", "51", "10"], b"recording is too big")):
            r = run(*args, cwd=self.dir)
            self.assertEqual(r.returncode, 2, args)
            self.assertIn(words, r.stderr, args)
            # Refused before the seed is drawn and shown: one line, no "seed:".
            self.assertEqual(r.stderr.count(b"\n"), 1, (args, r.stderr))
        self.assertEqual(os.listdir(self.dir), [])


def ends_of(text):
    """The (y, x) of S and E in --print text (None where absent)."""
    rows = text.split("\n")
    cols = 2 if "\u2588" in text else 1
    found = {}
    for y, row in enumerate(rows):
        for ch in "SE":
            if ch in row:
                found[ch] = (y, row.index(ch) // cols)
    return found.get("S"), found.get("E")


class Ends(Dir):
    def test_round_trips_with_ends(self):
        for i, gen in enumerate(GENERATORS):
            for style in ("ascii", "blocks"):
                for ends in (["--start", "5,3", "--exit", "1,13"], ["--ends", "far"]):
                    args = ["-g", gen, "-s", str(i), "13", "17", *ends]
                    text = run(f"--print={style}", *args).stdout.decode()
                    s, e = ends_of(text)
                    self.assertTrue(s and e and s != e, (gen, ends, text))
                    if ends[0] == "--start":
                        self.assertEqual((s, e), ((5, 3), (1, 13)), (gen, text))
                    rows = text.split("\n")[:-1]
                    self.assertTrue(set(rows[0]) <= {"#", "\u2588"}, "the top wall is whole")
                    self.assertTrue(set(rows[-1]) <= {"#", "\u2588"}, "the bottom wall is whole")
                    r = run("--load", "-", f"--print={style}", stdin=text.encode())
                    self.assertEqual(r.returncode, 0, (gen, style, r.stderr))
                    self.assertEqual(r.stdout.decode(), text, (gen, style, ends))
                    a = stats(*args)
                    b = run("--load", "-", "--stats", stdin=text.encode()).stdout.decode()
                    self.assertIn(f"solution_length: {a['solution_length']}\n", b, (gen, ends))

    def test_default_prints_no_marks(self):
        for args in (["-s", "4", "11", "15"], ["-s", "4", "11", "15", "--start", "1,1"],
                     ["-s", "4", "11", "15", "--exit", "9,13"]):
            text = run("--print=ascii", *args).stdout.decode()
            self.assertEqual(ends_of(text), (None, None), args)
            self.assertEqual(text, run("--print=ascii", "-s", "4", "11", "15").stdout.decode())

    def test_load_moves_the_ends(self):
        plain = run("--print=ascii", "-s", "6", "11", "15").stdout
        r = run("--load", "-", "--print=ascii", "--start", "3,3", stdin=plain)
        text = r.stdout.decode()
        self.assertEqual(ends_of(text), ((3, 3), (9, 13)), text)
        self.assertNotIn(" ", text.split("\n")[10] + "".join(row[-1] for row in text.split("\n")[:-1]))
        back = run("--load", "-", "--print=ascii", "--start", "1,1", stdin=text.encode())
        self.assertEqual(back.stdout, plain, "the lab's ends open the exit again")
        far = run("--load", "-", "--print=ascii", "--ends", "far", stdin=plain).stdout.decode()
        self.assertTrue(all(ends_of(far)), far)

    def test_far_events_keep_the_border(self):
        r = run("--events", "-s", "3", "15", "21", "--ends", "far", "--trace")
        self.assertEqual(r.returncode, 0, r.stderr)
        lines = [line.split("\t") for line in r.stdout.decode().split("\n")[1:] if line]
        carved = [(int(f[2]), int(f[3])) for f in lines if f[1] == "carve"]
        self.assertTrue(carved)
        self.assertFalse([c for c in carved if c[0] in (0, 14) or c[1] in (0, 20)])
        s, e = ends_of(run("--print=ascii", "-s", "3", "15", "21", "--ends", "far").stdout.decode())
        path = [(int(f[2]), int(f[3])) for f in lines if f[1] == "path"]
        self.assertEqual((path[0], path[-1]), (s, e))

    def test_bad_ends(self):
        small = self.path("s.txt")
        with open(small, "wb") as fh:
            fh.write(run("--print=ascii", "-s", "1", "7", "9").stdout)
        for args, words in ((["--start", "2,3"], "--start 2,3 is not a room"),
                            (["--exit", "41,1", "--print"], "--exit 41,1 is not a room"),
                            (["--start", "1,1", "--exit", "1,1"], "the same room"),
                            (["--start", "x"], "--start takes a room as Y,X"),
                            (["--ends", "near"], "--ends takes 'far'"),
                            (["--ends", "far", "--start", "3,3"], "--ends far chooses both"),
                            (["--load", small, "--print", "--exit", "9,9"],
                             "--exit 9,9 is not a room of the 7 x 9 maze"),
                            (["--load", small, "--print", "--start", "5,7"], "the same room")):
            r = run(*args)
            self.assertEqual(r.returncode, 2, args)
            err = r.stderr.decode()
            self.assertTrue(err.startswith("mazedfs: ") and words in err, (args, err))
            self.assertEqual(err.count("\n"), 1, (args, err))
            self.assertEqual(r.stdout, b"")
        good = run("--print=ascii", "-s", "5", "7", "9", "--start", "3,3").stdout.decode()
        rows = good.split("\n")[:-1]
        cases = {
            "two starts": (rows[:5] + [rows[5][:1] + "S" + rows[5][2:]] + rows[6:],
                           "6:2: a second start S (the first is on line 4)"),
            "not a room": ([rows[0], rows[1], "#S" + rows[2][2:], rows[3].replace("S", " ")] +
                           rows[4:], "3:2: the start S is not on a room"),
            "gap": ([rows[0][:4] + " " + rows[0][5:]] + rows[1:], "1:5: a gap in the outer wall"),
        }
        for name, (data, words) in cases.items():
            r = run("--load", "-", "--print", stdin="".join(x + "\n" for x in data).encode())
            self.assertEqual(r.returncode, 2, name)
            self.assertTrue(r.stderr.decode().startswith(f"mazedfs: stdin:{words}"),
                            (name, r.stderr))

    def test_pictures_mark_the_ends(self):
        svg = self.export("f.svg", "-s", "8", "11", "15", "--ends", "far")
        marks = ET.parse(svg).getroot().find("{http://www.w3.org/2000/svg}path[@id='marks']")
        self.assertRegex(marks.get("d"), r"a0\.3 0\.3 0 1 0 ")  # the start's disc, a block's
        # Between lines a room is two cells wide: the disc is bigger there,
        # and still clear of the walls (strokes 0.3 wide a cell away).
        lines = self.export("l.svg", "-s", "8", "11", "15", "--ends", "far", "--style", "lines")
        d = ET.parse(lines).getroot().find("{http://www.w3.org/2000/svg}path[@id='marks']").get("d")
        r = float(re.search(r"a([\d.]+) ", d).group(1))
        self.assertTrue(0.3 < r < 1 - 0.15, d)
        self.assertEqual(marks.get("fill-rule"), "evenodd")
        png = self.export("f.png", "-s", "8", "11", "15", "--ends", "far", "10")
        img = Image(png)
        x0, y0, cell = find_maze(img, BLACK, 11, 15)
        s, e = ends_of(run("--print=ascii", "-s", "8", "11", "15", "--ends", "far").stdout.decode())

        def at(y, x, fy, fx):  # the pixel at fraction (fy, fx) of cell (y, x)
            return img.px(int(x0 + (x + fx) * cell), int(y0 + (y + fy) * cell))
        # The start's disc: its centre is inked, its room's corner is not.
        self.assertEqual(at(*s, 0.5, 0.5), BLACK)
        self.assertEqual(at(*s, 0.1, 0.1), WHITE)
        # The goal's hollow square: ink on its edge, paper in its middle.
        self.assertEqual(at(*e, 0.2, 0.5), BLACK)
        self.assertEqual(at(*e, 0.5, 0.5), WHITE)
        # No opening above (1, 1) and none beside the bottom right room.
        self.assertEqual(at(0, 1, 0.5, 0.5), BLACK)
        self.assertEqual(at(9, 14, 0.5, 0.5), BLACK)
        self.assertEqual(at(10, 13, 0.5, 0.5), BLACK)


class Failures(Dir):
    """A file that cannot be written leaves nothing under its name."""

    def mount(self, opts):
        mnt = self.path("mnt")
        os.mkdir(mnt)
        r = subprocess.run(["mount", "-t", "tmpfs", "-o", opts, "tmpfs", mnt],
                           capture_output=True)
        if r.returncode != 0:
            os.rmdir(mnt)
            self.skipTest("cannot mount a tmpfs here (needs root): " + r.stderr.decode().strip())
        self.addCleanup(subprocess.run, ["umount", mnt])
        return mnt

    def test_missing_folder(self):
        r = run("--export", self.path("no/such.png"), "-s", "1", "5", "5")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr.decode().strip(),
                         f"mazedfs: {self.path('no/such.png')}: No such file or directory")

    def test_read_only_folder(self):
        mnt = self.mount("ro,size=64k")
        for args in (["--export", "m.png"], ["--export", "m.pdf", "--sheet", "2"],
                     ["--record", "r.gif"]):
            target = os.path.join(mnt, args[1])
            r = run(args[0], target, *args[2:], "-s", "1", "21", "21")
            self.assertEqual(r.returncode, 1, args)
            self.assertIn(f"{target}: Read-only file system", r.stderr.decode())
            self.assertEqual(os.listdir(mnt), [])

    def test_full_disk(self):
        mnt = self.mount("size=16k")
        for args in (["--export", "m.png"], ["--export", "m.svg"], ["--export", "m.pdf"],
                     ["--record", "r.gif"]):
            target = os.path.join(mnt, args[1])
            r = run(args[0], target, "--solution", "-s", "1", "201", "201", "4")
            self.assertEqual(r.returncode, 1, (args, r.stderr))
            self.assertIn(f"{target}: No space left on device", r.stderr.decode())
            self.assertEqual(os.listdir(mnt), [], args)

    def test_killed_midway(self):
        target = self.path("big.png")
        p = subprocess.Popen([BIN, "--export", target, "-s", "1", "4001", "4001", "4"],
                             stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        p.kill()
        p.wait()
        self.assertFalse(os.path.exists(target), "a partial file under the name asked for")


class Screenshot(Dir):
    def test_p_saves_the_window(self):
        sys.path.insert(0, os.path.join(TESTS, "app"))
        import xwin
        display = xwin.xvfb_for(self)
        maze = self.path("m.txt")
        with open(maze, "wb") as fh:
            fh.write(run("--print=ascii", "-s", "3", "21", "31").stdout)
        keep = self.path("mazedfs-file-77-1.png")
        with open(keep, "wb") as fh:
            fh.write(b"not to be replaced")
        proc = subprocess.Popen([BIN, "--load", maze, "-s", "77", "21"],
                                env=xwin.x_env(display), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, cwd=self.dir)
        self.addCleanup(proc.stderr.close)
        self.addCleanup(proc.stdout.close)
        self.addCleanup(proc.kill)
        wid = xwin.find_window(display, proc)
        xwin.run(["xdotool", "windowfocus", "--sync", wid], xwin.x_env(display))
        xwin.run(["xdotool", "key", "--delay", "60", "p", "p"], xwin.x_env(display))
        lines = [proc.stdout.readline().strip() for _ in range(2)]
        self.assertEqual(lines, ["screenshot: mazedfs-file-77-2.png",
                                 "screenshot: mazedfs-file-77-3.png"])
        with open(keep, "rb") as fh:
            self.assertEqual(fh.read(), b"not to be replaced")
        xwin.run(["xdotool", "key", "q"], xwin.x_env(display))
        self.assertEqual(proc.wait(timeout=20), 0)
        img = Image(self.path("mazedfs-file-77-2.png"))
        grid = ascii_grid("-s", "3", "21", "31")
        colours = {"wall": SCREEN["wall"], "path": SCREEN["passage"], "route": SCREEN["dot"]}
        x0, y0, cell = find_maze(img, SCREEN["wall"], 21, 31)
        self.assertEqual(cell, 21)
        marks = mark_cells(21, 31)
        for y in range(21):
            for x in range(31):
                if (y, x) in marks:
                    continue
                p = img.px(int(x0 + (x + 0.5) * cell), int(y0 + (y + 0.5) * cell))
                self.assertTrue(near(p, colours["wall"]) != grid[y][x] or near(p, SCREEN["dot"]),
                                (y, x))
        # The window marks the start's opening and the exit as the files do.
        for (y, x), across in marks.items():
            self.assertEqual(read_mark(img, colours["wall"], x0, y0, cell, y, x, across,
                                       colours), "path", ("the window's mark", y, x))


# The suite in parts of about equal time, which ctest runs side by side
# (tests/io/CMakeLists.txt); "rest" is every class no other part names, so
# a new class is never left out.
PARTS = {"pictures": ["Png", "Svg", "Heat", "Levels"], "pdf": ["Pdf"], "gif": ["Gif"]}


def main():
    global BIN, TESTS, GENERATORS, PERFECT
    BIN, TESTS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    GENERATORS, PERFECT = read_list(run)
    names = sys.argv[3:]
    if len(names) == 1 and (names[0] in PARTS or names[0] == "rest"):
        names = part_classes(names[0], PARTS, globals())
    unittest_main([sys.argv[0], "-v"] + names)


if __name__ == "__main__":
    main()
