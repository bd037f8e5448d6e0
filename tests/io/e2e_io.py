#!/usr/bin/env python3
# e2e_io.py - the files mazedfs writes and reads, checked the way a viewer
# sees them: PNG, SVG and PDF pixels against --print, worksheets' pages,
# GIF frames, the loader's round trips and bad files, failing disks, and
# the screenshot key. SPDX-License-Identifier: MIT
"""usage: e2e_io.py MAZEDFS TESTS_DIR"""
import os
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
from mazes import read_list, shortest_path_cells, unittest_main  # noqa: E402

BIN = None
TESTS = None
GENERATORS = []
PERFECT = set()
WHITE, BLACK, RED, GOLD = (255, 255, 255), (0, 0, 0), (255, 0, 0), (255, 208, 0)


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


def read_cells(img, wall, rows, cols, colours):
    """Each cell's colour name, sampled over its inner pixels (a pixel
    inside the cell of any other colour fails)."""
    x0, y0, cell = find_maze(img, wall, rows, cols)
    assert cell >= 1, "no maze found"
    grid = []
    for y in range(rows):
        row = []
        for x in range(cols):
            names = set()
            a, b = int(x0 + x * cell + cell * 0.2), int(x0 + (x + 1) * cell - cell * 0.2)
            c, d = int(y0 + y * cell + cell * 0.2), int(y0 + (y + 1) * cell - cell * 0.2)
            for py in range(c, max(d, c + 1)):
                for px in range(a, max(b, a + 1)):
                    p = img.px(px, py)
                    name = [n for n, col in colours.items() if near(p, col)]
                    assert name, f"cell {y},{x}: colour {p} is none of {colours}"
                    names.add(name[0])
            assert len(names) == 1, f"cell {y},{x} is {names}"
            row.append(names.pop())
        grid.append(row)
    return grid


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

    def assert_picture(self, img, grid, route, what, colours=PRINT):
        cells = read_cells(img, colours["wall"], len(grid), len(grid[0]), colours)
        red = {(y, x) for y, row in enumerate(cells) for x, c in enumerate(row) if c == "route"}
        for y, row in enumerate(cells):
            for x, c in enumerate(row):
                if c != "route":
                    self.assertEqual(c == "path", grid[y][x], (what, y, x))
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
                self.assertEqual(len(paths), 2 if sol else 1, "walls in one path")
                png = self.path("m.png")
                subprocess.run(["rsvg-convert", "-w", str(23 * 6), "-h", str(17 * 6), f, "-o",
                                png], check=True)
                self.assert_picture(Image(png), grid, bool(sol), (gen, sol))

    def test_201_under_100k(self):
        for gen in GENERATORS:
            f = self.export("big.svg", "--solution", "-g", gen, "-s", "1", "201", "201")
            size = os.path.getsize(f)
            self.assertLess(size, 100_000, (gen, size))


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
            img = Image(pdf_page_png(f, 1, self.path("p")))
            self.assertEqual((img.w, img.h), (27 * 8, 19 * 8))
            self.assert_picture(img, grid, bool(sol), sol)

    def test_fits_paper_without_block(self):
        f = self.export("m.pdf", "-s", "6", "19", "27")
        info = subprocess.run(["pdfinfo", f], capture_output=True).stdout.decode()
        self.assertIn("595.276 x 841.89 pts (A4)", info)
        img = Image(pdf_page_png(f, 1, self.path("p"), dpi=50))
        self.assert_picture(img, ascii_grid("-s", "6", "19", "27"), False, "a4")

    def test_worksheet(self):
        for n, k, paper in ((5, 2, "a4"), (1, 1, "letter"), (7, 6, "a4"), (3, 3, "letter")):
            f = self.export("sheet.pdf", "--sheet", str(n), "--per-page", str(k), "--paper",
                            paper, "-g", "division", "-s", "40", "15", "21")
            per = -(-n // k)
            self.assertEqual(pdf_pages(f), 2 * per, (n, k))
            text = subprocess.run(["pdftotext", "-layout", f, "-"], capture_output=True,
                                  check=True).stdout.decode()
            pages = text.split("\f")
            for p in range(2 * per):
                want = [40 + (p % per) * k + i for i in range(k) if (p % per) * k + i < n]
                for seed in want:
                    self.assertRegex(pages[p], rf"division\s+15 x 21\s+seed {seed}\b", (n, k, p))
                    self.assertIn("Name:", pages[p])
                self.assertIn("Answer key" if p >= per else "Mazes", pages[p])
                img = Image(pdf_page_png(f, p + 1, self.path("p"), dpi=40))
                reds = sum(1 for i in range(0, len(img.raw), 3)
                           if img.raw[i] > 200 and img.raw[i + 1] < 60)
                self.assertEqual(reds > 0, p >= per, (n, k, p, "answers only on answer pages"))

    def test_worksheet_maze_matches_print(self):
        """The answer page's maze, found by its outer wall, is --print's."""
        f = self.export("sheet.pdf", "--sheet", "1", "-s", "9", "21", "21")
        grid = ascii_grid("-s", "9", "21", "21")
        for page, route in ((1, False), (2, True)):
            img = Image(pdf_page_png(f, page, self.path("p"), dpi=100))
            self.assert_picture(img, grid, route, page)


class Gif(Dir):
    def frames(self, f):
        out = subprocess.run(["identify", "-format", "%T %W %H\n", f], capture_output=True,
                             check=True).stdout.decode().split("\n")[:-1]
        return [tuple(map(int, line.split())) for line in out]

    def last_frame(self, f):
        for old in os.listdir(self.dir):
            if old.startswith("fr"):
                os.remove(self.path(old))
        subprocess.run(["convert", f, "-coalesce", self.path("fr%04d.png")], check=True)
        names = sorted(n for n in os.listdir(self.dir) if n.startswith("fr"))
        return Image(self.path(names[-1])), len(names)

    def test_frames_and_last_frame(self):
        colours = {"wall": (0, 255, 0), "path": BLACK, "route": RED}
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
            self.assert_picture(img, grid, False, gen, colours)

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
        # The solve's trail is red discs on passage cells; it ends with its
        # route drawn over them in gold, as the window shows it.
        x0, y0, cell = find_maze(img, (0, 255, 0), 41, 51)
        self.assertEqual(cell, 10)
        for y in range(41):
            for x in range(51):
                centre = img.px(int(x0 + x * 10 + 5), int(y0 + y * 10 + 5))
                if not grid[y][x]:
                    self.assertTrue(near(centre, (0, 255, 0)), (y, x))
                elif (y, x) in route:
                    self.assertTrue(near(centre, GOLD), (y, x, centre))
                else:
                    self.assertTrue(near(centre, BLACK) or near(centre, RED), (y, x))

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
        if not shutil.which("Xvfb"):
            self.skipTest("Xvfb is not installed")
        xvfb, display = xwin.start_xvfb()
        self.addCleanup(xvfb.wait)
        self.addCleanup(xvfb.kill)
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
        colours = {"wall": (0, 255, 0), "path": BLACK, "route": RED}
        x0, y0, cell = find_maze(img, (0, 255, 0), 21, 31)
        self.assertEqual(cell, 21)
        for y in range(21):
            for x in range(31):
                p = img.px(int(x0 + (x + 0.5) * cell), int(y0 + (y + 0.5) * cell))
                self.assertTrue(near(p, colours["wall"]) != grid[y][x] or near(p, RED), (y, x))


def main():
    global BIN, TESTS, GENERATORS, PERFECT
    BIN, TESTS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    GENERATORS, PERFECT = read_list(run)
    unittest_main([sys.argv[0], "-v"] + sys.argv[3:])


if __name__ == "__main__":
    main()
