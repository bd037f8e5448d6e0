# mazes.py - what the end-to-end scripts (tests/app/e2e_cli.py,
# tests/io/e2e_io.py) share: an independent shortest path over a printed
# maze, the generator list, and the smoke: with MAZEDFS_SMOKE set (the
# sanitized build's default run, tools/test.sh) each suite runs a sample of
# its cases on a sample of the generators. SPDX-License-Identifier: MIT
"""Helpers for the e2e scripts; import with sys.dont_write_bytecode set."""
import collections
import os
import re
import subprocess
import unittest

SMOKE = bool(os.environ.get("MAZEDFS_SMOKE"))
SMOKE_EVERY = 5  # a smoke runs every fifth case, in name order


def shortest_path_cells(grid):
    """Cells on a shortest path from (1, 1) to the exit (h-2, w-1), both
    included, or 0 if there is none."""
    h, w = len(grid), len(grid[0])
    dist = {(1, 1): 1}
    queue = collections.deque([(1, 1)])
    while queue:
        y, x = queue.popleft()
        for dy, dx in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            n = (y + dy, x + dx)
            if 0 <= n[0] < h and 0 <= n[1] < w and grid[n[0]][n[1]] and n not in dist:
                dist[n] = dist[(y, x)] + 1
                queue.append(n)
    return dist.get((h - 2, w - 1), 0)


def last_frame(gif, png):
    """Writes the GIF's last frame, coalesced (as a viewer shows it), to png
    and returns how many frames were coalesced. Only the last is written:
    writing every frame as a PNG took most of a GIF test's time."""
    out = subprocess.run(["convert", gif, "-coalesce", "-print", "%n\\n", "-delete", "0--2",
                          png], capture_output=True, check=True).stdout
    return int(out.split()[0])


def read_list(run):
    """The generators' names and the perfect ones, from mazedfs --list;
    run(*args) runs the binary under test."""
    rows = [line.split() for line in run("--list").stdout.decode().splitlines()]
    assert rows and all(len(r) >= 3 and r[1] in ("perfect", "loops") for r in rows), rows
    names = smoke_sample([r[0] for r in rows], [r[0] for r in rows if r[1] == "loops"])
    return names, {r[0] for r in rows if r[1] == "perfect" and r[0] in names}


def smoke_sample(names, keep=()):
    """names, or in a smoke every fourth of them (the first, the default,
    among them) and the first of keep (say, one that makes loops)."""
    if not SMOKE:
        return list(names)
    picked = [n for i, n in enumerate(names) if i % 4 == 0]
    return picked + [n for n in list(keep)[:1] if n not in picked]


def unittest_main(argv, **kw):
    """unittest.main(argv=argv), but in a smoke only every SMOKE_EVERY-th
    test of each case class (in name order; each class's first among them)."""
    if not SMOKE:
        return unittest.main(argv=argv, **kw)
    loader = unittest.TestLoader()
    names = loader.getTestCaseNames

    def sampled(case_class):
        return [n for i, n in enumerate(names(case_class)) if i % SMOKE_EVERY == 0]

    loader.getTestCaseNames = sampled
    return unittest.main(argv=argv, testLoader=loader, **kw)


def part_classes(part, parts, names):
    """The case classes of one part of a suite that ctest runs in parts side
    by side: parts[part], or for "rest" every class of names (the script's
    globals()) with tests that no part names, so a new class is never left
    out."""
    if part != "rest":
        return parts[part]
    named = {c for classes in parts.values() for c in classes}
    return sorted(name for name, c in names.items()
                  if isinstance(c, type) and issubclass(c, unittest.TestCase)
                  and name not in named and unittest.TestLoader().getTestCaseNames(c))


def palette(name="default"):
    """The colours of a palette as {"screen": {field: (r, g, b)}, "paper":
    {...}}, read from the one table (src/core/palette.c), so the tests
    follow it."""
    src = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src", "core",
                       "palette.c")
    with open(src, encoding="utf-8") as f:
        text = f.read()
    # A screen row may hold one level of braces (.quiz = {...}): its fields
    # come flat ("ring").
    rows = re.findall(r'\{"([\w-]+)",\s*\{((?:[^{}]|\{[^{}]*\})*)\},\s*\{([^}]*)\}\}', text)
    for row, screen, paper in rows:
        if row == name:
            return {part: {k: (int(v[0:2], 16), int(v[2:4], 16), int(v[4:6], 16))
                           for k, v in re.findall(r"\.(\w+) = 0x([0-9a-fA-F]{6})", body)}
                    for part, body in (("screen", screen), ("paper", paper))}
    raise KeyError(name)
