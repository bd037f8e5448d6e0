#!/usr/bin/env python3
# e2e_mask.py - mazes in a shape through the real binary: text, PNG and
# word masks make perfect mazes over their rooms with nothing carved
# outside, for every generator --list marks "mask"; the others refuse one;
# --print and --load round-trip a shaped maze; bad masks are refused with
# one line. SPDX-License-Identifier: MIT
"""usage: e2e_mask.py MAZEDFS"""
import os
import struct
import subprocess
import sys
import tempfile
import unittest
import zlib

sys.dont_write_bytecode = True
# A smoke (MAZEDFS_SMOKE: the sanitized build's default run) takes fewer
# seeds: every generator still runs sanitized, on fewer mazes.
SMOKE = bool(os.environ.get("MAZEDFS_SMOKE"))
BIN = None
HEART = "..####....####..\n.######..######.\n################\n################\n" \
        ".##############.\n..############..\n...##########...\n.....######.....\n" \
        ".......##.......\n"
PIECES = "##..##..##\n##..##..##\n..........\n###.#.####\n#.#.#.#..#\n###.#.####\n"


def run(*args, stdin=None):
    r = subprocess.run([BIN, *args], capture_output=True, timeout=120, input=stdin)
    assert b"Sanitizer" not in r.stderr and b"runtime error" not in r.stderr, r.stderr
    return r


def png(path, w, h, dark):
    """A greyscale PNG of w x h, dark(x, y) black, else white."""
    raw = b"".join(b"\0" + bytes(0 if dark(x, y) else 255 for x in range(w)) for y in range(h))
    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def grid_of(text):
    return [line for line in text.split("\n") if line]


def rooms_and_links(g):
    """Inside rooms, the openings between them, and whether all are joined."""
    h, w = len(g), len(g[0])
    rooms = [(y, x) for y in range(1, h, 2) for x in range(1, w, 2) if g[y][x] != "~"]
    links = 0
    adj = {r: [] for r in rooms}
    for (y, x) in rooms:
        for dy, dx in ((0, 1), (1, 0)):
            ny, nx = y + 2 * dy, x + 2 * dx
            if ny < h and nx < w and (ny, nx) in adj and g[y + dy][x + dx] == " ":
                links += 1
                adj[(y, x)].append((ny, nx))
                adj[(ny, nx)].append((y, x))
    seen, todo = {rooms[0]}, [rooms[0]]
    while todo:
        for n in adj[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return rooms, links, len(seen) == len(rooms)


DIRS = ((1, 0), (0, 1), (-1, 0), (0, -1))  # south, east, north, west: the solvers' order


def piece_figures(g, rooms, start, goal):
    """--stats' figures of one piece, counted here on the printed shape:
    rooms its rooms (y, x); every cell not beside one of them is outside."""
    def open_(y, x):
        return 0 <= y < len(g) and 0 <= x < len(g[0]) and g[y][x] in " SE" and \
            any((y + a, x + b) in rooms for a in (-1, 0, 1) for b in (-1, 0, 1))

    def sides(c):
        return [d for d, (dy, dx) in enumerate(DIRS) if open_(c[0] + dy, c[1] + dx)]

    f = dict.fromkeys(("closed", "dead_ends", "straights", "turns", "t_junctions",
                       "crossroads"), 0)
    for c in rooms:
        s = sides(c) if open_(*c) else []
        kind = {0: "closed", 1: "dead_ends", 3: "t_junctions", 4: "crossroads"}.get(len(s))
        f[kind or ("straights" if s in ([0, 2], [1, 3]) else "turns")] += 1
    f["rooms"] = len(rooms)
    links = sum(1 for (y, x) in rooms for dy, dx in ((0, 1), (1, 0))
                if (y + 2 * dy, x + 2 * dx) in rooms and open_(y + dy, x + dx))
    for key, (dy, dx) in (("longest_run_h", (0, 1)), ("longest_run_v", (1, 0))):
        best = 0
        for c in rooms:  # from each room that starts a run
            if (c[0] - 2 * dy, c[1] - 2 * dx) in rooms and open_(c[0] - dy, c[1] - dx):
                continue
            n, (y, x) = 1, c
            while (y + 2 * dy, x + 2 * dx) in rooms and open_(y + dy, x + dx):
                n, y, x = n + 1, y + 2 * dy, x + 2 * dx
            best = max(best, n)
        f[key] = best
    walked = corridors = 0  # the river: from each dead end but the start
    for c in rooms:
        if c == start or len(sides(c)) != 1:
            continue
        corridors, came, n = corridors + 1, None, 0
        while True:
            n += 1
            d = [d for d in sides(c) if d != came][0]
            c, came = (c[0] + 2 * DIRS[d][0], c[1] + 2 * DIRS[d][1]), (d + 2) % 4
            if c == start or len(sides(c)) != 2:
                break
        walked += n
    f["river"] = "%.3f" % (walked / corridors if corridors else 0.0)
    back, todo = {start: None}, [start]  # breadth first: the route
    for c in todo:
        for dy, dx in DIRS:
            n = (c[0] + dy, c[1] + dx)
            if open_(*n) and n not in back:
                back[n] = c
                todo.append(n)
    route, c = [], goal if goal in back else None
    while c:
        route.append(c)
        c = back[c]
    route.reverse()
    reached = [c for c in back if c in rooms]
    f["perfect"] = "yes" if len(reached) == len(rooms) and links == len(rooms) - 1 else "no"
    f["solution_length"] = len(route)
    on = [c for c in route if c in rooms]
    f["decisions"] = sum(1 for i, c in enumerate(on) if len(sides(c)) - (i > 0) >= 2)
    f["branches"] = sum(max(0, len(sides(c)) - (i > 0) - (i + 1 < len(on)))
                        for i, c in enumerate(on))
    f["branch_rooms"] = len(reached) - len(on)
    seen, path, tried = {start}, [start], [0]  # the dfs solver, cell by cell
    while path and path[-1] != goal:
        if tried[-1] == 4:
            path.pop()
            tried.pop()
            continue
        dy, dx = DIRS[tried[-1]]
        tried[-1] += 1
        n = (path[-1][0] + dy, path[-1][1] + dx)
        if open_(*n) and n not in seen:
            seen.add(n)
            path.append(n)
            tried.append(0)
    f["solver_visits"], f["solver_route"] = len(seen), len(path)
    return f


def pieces_of(g):
    """The rooms of each piece of the printed shape, in the order of their
    first rooms."""
    h, w = len(g), len(g[0])
    rooms = [(y, x) for y in range(1, h, 2) for x in range(1, w, 2) if g[y][x] != "~"]
    piece, out = {}, []
    for r in rooms:
        if r in piece:
            continue
        piece[r], todo = len(out), [r]
        for y, x in todo:
            for dy, dx in ((0, 2), (2, 0), (0, -2), (-2, 0)):
                n = (y + dy, x + dx)
                if n in rooms and n not in piece:
                    piece[n] = len(out)
                    todo.append(n)
        out.append(set(todo))
    return out


class Mask(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.mkdtemp(prefix="mazedfs-mask-")
        cls.heart = os.path.join(cls.dir, "heart.txt")
        cls.pieces = os.path.join(cls.dir, "pieces.txt")
        with open(cls.heart, "w") as f:
            f.write(HEART)
        with open(cls.pieces, "w") as f:
            f.write(PIECES)
        lines = run("--list").stdout.decode().splitlines()
        cls.capable = [l.split()[0] for l in lines if l.split()[2] == "mask"]
        cls.others = [l.split()[0] for l in lines if l.split()[2] == "-"]

    def check_shaped(self, text, mask_rows=None):
        g = grid_of(text)
        rooms, links, joined = rooms_and_links(g)
        self.assertTrue(joined)
        self.assertEqual(links, len(rooms) - 1)  # a tree over the shape's rooms
        for y, row in enumerate(g):
            for x, c in enumerate(row):
                if c == "~":  # outside: never carved, and so never beside a passage room
                    continue
                self.assertIn(c, "# SE")
        # the shape's ends, when they are not the corners: S and E, marked
        # once each, on rooms of the shape
        marks = [sum(row.count(end) for row in g) for end in "SE"]
        self.assertIn(marks, ([0, 0], [1, 1]))
        for end in "SE":
            self.assertEqual(sum(g[y][x] == end for y, x in rooms), marks[0], end)
        if mask_rows:
            for r, line in enumerate(mask_rows):
                for c, ch in enumerate(line):
                    self.assertEqual(g[2 * r + 1][2 * c + 1] != "~", ch in "#X", (r, c))

    def test_every_capable_generator(self):
        self.assertGreaterEqual(len(self.capable), 8)
        for gen in self.capable:
            for seed in range(1 if SMOKE else 6):  # the sanitized default run: 1
                for path, mask in ((self.heart, HEART), (self.pieces, PIECES)):
                    r = run("--mask", path, "-g", gen, "-s", str(seed), "--print=ascii")
                    self.assertEqual(r.returncode, 0, r.stderr)
                    # the pieces' mask gained the rooms that join them
                    self.check_shaped(r.stdout.decode(), grid_of(mask) if path == self.heart else None)

    def test_pieces_joined_said(self):
        r = run("--mask", self.pieces, "--print=ascii", "-s", "1")
        self.assertEqual(r.returncode, 0)
        self.assertIn(b"pieces are joined", r.stderr)

    def test_others_refuse(self):
        self.assertTrue(self.others)
        for gen in self.others:
            r = run("--mask", self.heart, "-g", gen, "-s", "1", "--print")
            self.assertNotEqual(r.returncode, 0)
            self.assertEqual(len(r.stderr.decode().splitlines()), 1, r.stderr)
            self.assertTrue(r.stderr.startswith(b"mazedfs: "))
            self.assertEqual(r.stdout, b"")

    def test_round_trip(self):
        for style in ("ascii", "blocks"):
            for seed in range(4):
                a = run("--mask", self.heart, "-g", "wilson", "-s", str(seed), "--print=" + style)
                b = run("--load", "-", "--print=" + style, stdin=a.stdout)
                self.assertEqual(b.returncode, 0, b.stderr)
                self.assertEqual(a.stdout, b.stdout)
                s = run("--load", "-", "--stats", stdin=a.stdout).stdout.decode()
                self.assertIn("perfect: yes", s)

    def test_braid_stays_inside(self):
        for seed in range(5):
            a = run("--mask", self.pieces, "-s", str(seed), "--print=ascii").stdout.decode()
            b = run("--mask", self.pieces, "-s", str(seed), "--braid", "100", "--print=ascii")
            self.assertEqual(b.returncode, 0, b.stderr)
            ga, gb = grid_of(a), grid_of(b.stdout.decode())
            for ra, rb in zip(ga, gb):
                self.assertEqual([c == "~" for c in ra], [c == "~" for c in rb])
            rooms, links, joined = rooms_and_links(gb)
            self.assertTrue(joined)
            self.assertGreater(links, len(rooms) - 1)  # loops, inside the shape

    def test_scaled_to_size(self):
        r = run("--mask", self.heart, "-s", "3", "37", "65", "--print=ascii")
        g = grid_of(r.stdout.decode())
        self.assertEqual((len(g), len(g[0])), (37, 65))
        self.check_shaped(r.stdout.decode())

    def test_png_and_word(self):
        p = os.path.join(self.dir, "disc.png")
        png(p, 80, 60, lambda x, y: (x - 40) ** 2 + (y - 30) ** 2 < 25 ** 2 or x < 6)
        for extra in ([], ["41", "61"]):
            r = run("--mask", p, "-g", "kruskal", "-s", "5", "--print=ascii", *extra)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.check_shaped(r.stdout.decode())
            self.assertIn(b"joined", r.stderr)  # the bar left of the disc is a piece
        r = run("--mask-text", "MAZE", "-s", "2", "--print=ascii")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.check_shaped(r.stdout.decode())
        self.assertIn(b"4 pieces", r.stderr)

    def test_sheet_and_gif_take_the_shapes_size(self):
        # no size given: the shape sets it, and the worksheet and the GIF
        # draw that maze (a GIF once crashed, sized by the default)
        pdf, gif = os.path.join(self.dir, "s.pdf"), os.path.join(self.dir, "s.gif")
        r = run("--mask", self.pieces, "-s", "4", "--export", pdf, "--sheet", "3")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr.count(b"joined"), 1, r.stderr)  # said once, not per maze
        info = subprocess.run(["pdfinfo", pdf], capture_output=True).stdout
        self.assertIn(b"Pages:           6", info)
        r = run("--mask-text", "AB", "-s", "4", "--record", gif)
        self.assertEqual(r.returncode, 0, r.stderr)
        g = grid_of(run("--mask-text", "AB", "-s", "4", "--print=ascii").stdout.decode())
        with open(gif, "rb") as f:
            self.assertEqual(struct.unpack("<HH", f.read(10)[6:10]), (10 * len(g[0]), 10 * len(g)))
        # -g all in a shape: every generator that can carve in one, and a
        # line that names those left out
        r = run("--mask", self.heart, "-g", "all", "-s", "3", "--export", pdf, "--sheet",
                str(len(self.capable)))
        self.assertEqual(r.returncode, 0, r.stderr)
        lines = r.stderr.decode().splitlines()
        self.assertEqual(len(lines), 1, r.stderr)
        for gen in self.others:
            self.assertIn(" " + gen, lines[0])
        for gen in self.capable:
            self.assertNotIn(" " + gen + ",", lines[0])
        info = subprocess.run(["pdfinfo", pdf], capture_output=True).stdout
        self.assertIn(b"Pages:           %d" % (2 * len(self.capable)), info)
        text = subprocess.run(["pdftotext", pdf, "-"], capture_output=True).stdout.decode()
        for gen in self.capable:  # the answers name each maze's generator
            self.assertIn(gen, text)
        r = run("--mask", self.heart, "-g", "all", "--print")
        self.assertEqual(r.returncode, 2)
        self.assertEqual(len(r.stderr.splitlines()), 1, r.stderr)
        # a worksheet's generators must all carve in a shape
        r = run("--mask", self.heart, "-g", "wilson,division", "--export", pdf, "--sheet", "2")
        self.assertEqual(r.returncode, 2)
        self.assertEqual(len(r.stderr.splitlines()), 1, r.stderr)
        self.assertIn(b"division cannot carve", r.stderr)

    def check_pieces(self, text, mask_rows):
        """--pieces: the rooms are the mask's own (none added), each piece a
        tree of its own, the S and E marks in one piece."""
        g = grid_of(text)
        h, w = len(g), len(g[0])
        rooms = {(y, x) for y in range(1, h, 2) for x in range(1, w, 2) if g[y][x] != "~"}
        if mask_rows:
            self.assertEqual(rooms, {(2 * r + 1, 2 * c + 1) for r, line in enumerate(mask_rows)
                                     for c, ch in enumerate(line) if ch in "#X"})
        piece, links = {}, 0
        for start in sorted(rooms):  # pieces: rooms side by side, joined or not
            if start in piece:
                continue
            piece[start], todo = start, [start]
            while todo:
                y, x = todo.pop()
                for dy, dx in ((0, 2), (2, 0), (0, -2), (-2, 0)):
                    n = (y + dy, x + dx)
                    if n in rooms and n not in piece:
                        piece[n] = start
                        todo.append(n)
        joined = {r: r for r in rooms}  # union-find over the openings

        def find(r):
            while joined[r] != r:
                r = joined[r]
            return r
        for y, row in enumerate(g):
            for x, c in enumerate(row):
                if c == " " and (y + x) % 2:  # an opening between two rooms
                    a, b = ((y, x - 1), (y, x + 1)) if y % 2 else ((y - 1, x), (y + 1, x))
                    self.assertIn(a, rooms)
                    self.assertIn(b, rooms)
                    self.assertEqual(piece[a], piece[b])
                    self.assertNotEqual(find(a), find(b))  # no loop
                    joined[find(a)] = find(b)
                    links += 1
        pieces = len(set(piece.values()))
        self.assertGreater(pieces, 1)
        self.assertEqual(links, len(rooms) - pieces)  # a tree in each piece
        ends = [(y, x) for y, row in enumerate(g) for x, c in enumerate(row) if c in "SE"]
        self.assertEqual(len(ends), 2)
        self.assertEqual(piece[ends[0]], piece[ends[1]])

    def test_pieces_every_capable_generator(self):
        for gen in self.capable:
            for seed in range(1 if SMOKE else 4):  # the sanitized default run: 1
                r = run("--mask", self.pieces, "--pieces", "-g", gen, "-s", str(seed),
                        "--print=ascii")
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertIn(b"each a maze of their own", r.stderr)
                self.check_pieces(r.stdout.decode(), grid_of(PIECES))
                r = run("--mask-text", "ANA", "--pieces", "-g", gen, "-s", str(seed), "31", "61",
                        "--print=ascii")
                self.assertEqual(r.returncode, 0, r.stderr)
                self.check_pieces(r.stdout.decode(), None)

    def test_pieces_stats_each_piece(self):
        """--stats --pieces: a block per piece of two rooms or more whose
        figures are those counted here on the piece in --print's maze.
        The sanitized default run takes two generators: the cutting and
        examining it checks are the same code for every one."""
        for gen in self.capable[:2] if SMOKE else self.capable:
            for seed in range(1 if SMOKE else 3):
                for shape in (["--mask", self.pieces], ["--mask-text", "ANA", "31", "61"]):
                    args = [*shape, "--pieces", "-g", gen, "-s", str(seed)]
                    r = run(*args, "--stats")
                    self.assertEqual(r.returncode, 0, r.stderr)
                    blocks = [dict(l.split(": ", 1) for l in b.split("\n"))
                              for b in r.stdout.decode().strip().split("\n\n")]
                    g = grid_of(run(*args, "--print=ascii").stdout.decode())
                    pieces = pieces_of(g)
                    head, tail, each = blocks[0], blocks[-1], blocks[1:-1]
                    self.assertEqual(int(head["pieces"]), len(pieces))
                    self.assertEqual(int(head["rooms"]), sum(map(len, pieces)))
                    self.assertEqual(int(head["lone_rooms"]), sum(len(p) == 1 for p in pieces))
                    self.assertEqual([int(b["piece"]) for b in each],
                                     [k + 1 for k, p in enumerate(pieces) if len(p) > 1])
                    marks = {(y, x) for y, row in enumerate(g) for x, c in enumerate(row)
                             if c in "SE"}
                    for b in each:
                        rooms = pieces[int(b["piece"]) - 1]
                        ends = [tuple(map(int, b[k].split(","))) for k in ("start", "exit")]
                        # the piece played keeps the S and E; the others their
                        # first and last rooms
                        self.assertEqual(set(ends), marks if marks <= rooms
                                         else {min(rooms), max(rooms)}, b)
                        top, left = int(b["top"]), int(b["left"])
                        self.assertEqual((top, left), (min(y for y, _ in rooms) - 1,
                                                       min(x for _, x in rooms) - 1))
                        self.assertTrue(all(top < y < top + int(b["height"]) and
                                            left < x < left + int(b["width"])
                                            for y, x in rooms))
                        want = piece_figures(g, rooms, *ends)
                        for key, value in want.items():
                            self.assertEqual(b[key], str(value), (args, b["piece"], key))
                        self.assertNotIn("perfect_mazes", b)  # the box's count, not the piece's
                    self.assertEqual(tail["perfect"], "yes")

    def test_pieces_events_say_each_step_once(self):
        # the last piece's look that finds it done was said twice: by the
        # piece's generator and by the whole maze's
        for gen in self.capable + ["--mask-text"]:
            args = ["--mask-text", "ANA", "31", "61"] if gen == "--mask-text" else \
                ["--mask", self.pieces, "-g", gen]
            for seed in range(1 if SMOKE else 3):
                r = run(*args, "--pieces", "-s", str(seed), "--events")
                self.assertEqual(r.returncode, 0, r.stderr)
                lines = r.stdout.decode().splitlines()[1:]
                for a, b in zip(lines, lines[1:]):
                    self.assertNotEqual(a, b, (gen, seed))

    def test_notes_said_once(self):
        gif = os.path.join(self.dir, "n.gif")
        for extra in ([], ["--pieces"]):
            for what in (["--record", gif], ["--race", "dfs,bfs", "--record", gif],
                         ["--race", "wilson,kruskal", "--record", gif], ["--events"],
                         ["--print"], ["--stats"] if not extra else ["--print=ascii"]):
                r = run("--mask", self.pieces, "-s", "2", *extra, *what)
                self.assertEqual(r.returncode, 0, (what, r.stderr))
                self.assertEqual(len(r.stderr.splitlines()), 1, (extra, what, r.stderr))
                self.assertIn(b"pieces", r.stderr)

    def test_pieces_refused_with_one_line(self):
        pdf = os.path.join(self.dir, "p.pdf")
        singles = os.path.join(self.dir, "singles.txt")
        with open(singles, "w") as f:
            f.write("#.#\n...\n#.#\n")
        one = os.path.join(self.dir, "one.txt")  # two rooms, and a room alone
        with open(one, "w") as f:
            f.write("##.#\n")
        for args in (["--pieces", "--print"],
                     ["--mask", self.pieces, "--pieces", "--difficulty", "50", "--print"],
                     ["--mask", self.pieces, "--pieces", "--export", pdf, "--sheet", "2"],
                     ["--mask", self.pieces, "--pieces", "--start", "1,1", "--exit", "1,9",
                      "--print"],  # two pieces
                     ["--mask", self.pieces, "--pieces", "--start", "5,5", "--print"],  # outside
                     ["--mask", self.pieces, "--start", "5,5", "--print"],
                     ["--mask", self.pieces, "--exit", "1,5", "--print"],
                     ["--mask", self.heart, "--start", "1,1", "--print"],
                     ["--mask", one, "--pieces", "--start", "1,7", "--print"],  # a lone room
                     ["--mask", one, "--pieces", "--exit", "1,7", "--print"],
                     ["--mask", singles, "--pieces", "--print"]):
            r = run(*args, "-s", "1")
            self.assertEqual(r.returncode, 2, args)
            self.assertEqual(len(r.stderr.splitlines()), 1, (args, r.stderr))
            self.assertTrue(r.stderr.startswith(b"mazedfs: "), (args, r.stderr))
            self.assertEqual(r.stdout, b"", args)

    def test_pieces_ends_choose_the_piece(self):
        # --start or --exit in a piece: that piece is played, its S and E
        # in it (check_pieces); --ends far: the two ends of the longest
        # way in the biggest piece
        g = grid_of(PIECES)
        rooms = [(2 * r + 1, 2 * c + 1) for r, line in enumerate(g) for c, ch in enumerate(line)
                 if ch == "#"]
        gens = self.capable[:3] if SMOKE else self.capable
        # the sanitized default run: every fifth room (the normal build, all)
        for i, room in enumerate(rooms[::5] if SMOKE else rooms):
            gen = gens[i % len(gens)]
            for opt in ("--start", "--exit"):
                r = run("--mask", self.pieces, "--pieces", "-g", gen, "-s", str(i), opt,
                        "%d,%d" % room, "--solution", "--print=ascii")
                self.assertEqual(r.returncode, 0, (room, r.stderr))
                out = grid_of(r.stdout.decode())
                self.assertEqual(out[room[0]][room[1]], "S" if opt == "--start" else "E")
                self.check_route(out)
                self.check_pieces(r.stdout.decode().replace(".", " "), g)
        for gen in gens:
            for seed in range(1 if SMOKE else 3):
                r = run("--mask", self.pieces, "--pieces", "-g", gen, "-s", str(seed), "--ends",
                        "far", "--solution", "--print=ascii")
                self.assertEqual(r.returncode, 0, r.stderr)
                out = grid_of(r.stdout.decode())
                ends = [(y, x) for y, row in enumerate(out) for x, c in enumerate(row) if c in "SE"]
                for y, x in ends:  # the ring of ten rooms, right of the middle
                    self.assertTrue(7 <= y <= 11 and 13 <= x <= 19, (gen, ends))
                far = max(self.dist_from(out, a).get(b, -1) for a in ends for b in ends)
                ring = [(y, x) for y in (7, 9, 11) for x in (13, 15, 17, 19) if (y, x) != (9, 15)
                        and (y, x) != (9, 17)]
                self.assertEqual(far, max(max(self.dist_from(out, a).get(b, -1) for b in ring)
                                          for a in ring))
                self.check_route(out)

    @staticmethod
    def dist_from(g, start):
        """Steps from start to every cell it reaches through open cells."""
        dist, todo = {start: 0}, [start]
        for y, x in todo:
            for n in ((y + 1, x), (y - 1, x), (y, x + 1), (y, x - 1)):
                if n not in dist and g[n[0]][n[1]] in " SE.":
                    dist[n] = dist[(y, x)] + 1
                    todo.append(n)
        return dist

    def check_route(self, g):
        """The route marks ('.') are the one way from S to E."""
        s = [(y, x) for y, row in enumerate(g) for x, c in enumerate(row) if c == "S"][0]
        e = [(y, x) for y, row in enumerate(g) for x, c in enumerate(row) if c == "E"][0]
        marks = sum(row.count(".") for row in g)
        self.assertEqual(marks, self.dist_from(g, s)[e] - 1)  # the cells between S and E

    def test_bad_masks(self):
        d = self.dir
        cases = {"empty": b"", "blank": b"\n\n   \n", "none.txt": b"....\n. ..\n",
                 "binary": b"\x00\x01\x02#", "notpng": b"\x89PNG\r\n\x1a\nnot really a png"}
        for name, data in cases.items():
            with open(os.path.join(d, name), "wb") as f:
                f.write(data)
        png(os.path.join(d, "white.png"), 20, 20, lambda x, y: False)
        png(os.path.join(d, "huge.png"), 17000, 2, lambda x, y: True)
        with open(os.path.join(d, "huge.txt"), "w") as f:  # a text mask too big
            f.write("#" * 17000 + "\n")
        names = list(cases) + ["white.png", "huge.png", "huge.txt"]
        if os.geteuid() != 0:  # root reads a file whatever its mode
            with open(os.path.join(d, "unreadable"), "w") as f:
                f.write("##\n##\n")
            os.chmod(os.path.join(d, "unreadable"), 0)
            names.append("unreadable")
        bad = [["--mask", os.path.join(d, n)] for n in names]
        bad += [["--mask", os.path.join(d, "missing")], ["--mask", d],
                ["--mask-text", ""], ["--mask-text", "   "],
                ["--mask", self.heart, "--mask-text", "A"],
                ["--mask", self.heart, "--load", self.heart]]
        for args in bad:
            r = run(*args, "-s", "1", "--print")
            self.assertNotEqual(r.returncode, 0, args)
            self.assertEqual(len(r.stderr.decode(errors="replace").splitlines()), 1, (args, r.stderr))
            self.assertTrue(r.stderr.startswith(b"mazedfs: "), (args, r.stderr))
            self.assertEqual(r.stdout, b"", args)


def main():
    global BIN
    BIN = sys.argv[1]
    unittest.main(argv=sys.argv[:1], verbosity=1)


if __name__ == "__main__":
    main()
