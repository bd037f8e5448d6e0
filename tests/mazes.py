# mazes.py - what the end-to-end scripts (tests/app/e2e_cli.py,
# tests/io/e2e_io.py) share: an independent shortest path over a printed
# maze, and the generator list. SPDX-License-Identifier: MIT
"""Helpers for the e2e scripts; import with sys.dont_write_bytecode set."""
import collections


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


def read_list(run):
    """The generators' names and the perfect ones, from mazedfs --list;
    run(*args) runs the binary under test."""
    rows = [line.split() for line in run("--list").stdout.decode().splitlines()]
    assert rows and all(len(r) >= 3 and r[1] in ("perfect", "loops") for r in rows), rows
    return [r[0] for r in rows], {r[0] for r in rows if r[1] == "perfect"}
