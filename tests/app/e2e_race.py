#!/usr/bin/env python3
# e2e_race.py - --race in the real window (1024 x 768 under Xvfb) and with
# --stats: the window fits the screen with a pane per racer; End finishes
# the race with the winner --stats names; Home, '.' and ',' step the race
# back and forth and End again ends it the same way; every pane shows its
# maze, and a solver's pane its route; q exits 0. --stats gives each racer
# the figures it has alone, over several seeds; bad lists are refused with
# one line. Usage: e2e_race.py MAZEDFS. Exit 77 (skip) only if Xvfb is
# absent. SPDX-License-Identifier: MIT
import re
import subprocess
import sys

from xwin import (GRACE_S, GREEN, check, eventually, find_window, geometry, kill, launch,
                  preflight, read_png, run, screenshot, summary, test, wait_exit, wait_line, x_env,
                  xvfb_display)
from mazes import last_frame  # noqa: E402 (xwin put tests/ on the path)

MAZEDFS = sys.argv[1]
SCREEN_W, SCREEN_H = 1024, 768
ROUTE = (0xFF, 0xD0, 0x00)  # a solver's route over its trail


def mazedfs(*args):
    return subprocess.run([MAZEDFS, *args], capture_output=True, text=True, timeout=120,
                          env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"})


def stats(*args):
    """--stats' key: value lines as a dict, and its table's rows."""
    r = mazedfs("--stats", *args)
    check(r.returncode == 0, "%s: %s" % (args, r.stderr))
    keys, rows = {}, []
    for line in r.stdout.splitlines():
        if "\t" in line:
            rows.append(line.split("\t"))
        elif ": " in line:
            k, _, v = line.partition(": ")
            keys[k] = v
    return keys, rows


def race_rows(args):
    keys, rows = stats(*args)
    head = rows[0]
    return keys, [dict(zip(head, r)) for r in rows[1:]]


def solvers_as_alone():
    """Each solver racer's cells entered and route are its --stats alone;
    the places follow the steps and the winner is the fewest."""
    for seed in range(1, 5):
        braid = ["--braid", "40"] if seed % 2 else []
        names = ["bfs", "dfs", "left-hand", "tremaux"] if seed % 3 else ["astar", "right-hand"]
        keys, rows = race_rows(["--race", ",".join(names), "-s", str(seed), "21", "31"] + braid)
        check([r["racer"] for r in rows] == names, rows)
        for r in rows:
            alone, _ = stats("--solver", r["racer"], "-s", str(seed), "21", "31", *braid)
            check(r["cells_entered"] == alone["solver_visits"] and
                  r["route"] == alone["solver_route"], (seed, r, alone))
        least = min(int(r["steps"]) for r in rows)
        check(keys["winner"].split() == [r["racer"] for r in rows if int(r["steps"]) == least],
              (keys, rows))
        for r in rows:
            fewer = sum(int(q["steps"]) < int(r["steps"]) for q in rows)
            check(int(r["place"]) == fewer + 1, rows)


def generators_as_alone():
    """Each generator racer's steps, dead ends and solution length are its
    --stats alone; every maze is perfect."""
    for seed in range(1, 3):
        names = ["prim", "kruskal", "wilson", "backtracker"] if seed % 2 else ["eller", "division"]
        _, rows = race_rows(["--race", ",".join(names), "-s", str(seed), "25", "35"])
        for r in rows:
            alone, _ = stats("-g", r["racer"], "-s", str(seed), "25", "35")
            check(r["steps"] == alone["steps"] and r["dead_ends_pct"] == alone["dead_ends_pct"]
                  and r["solution_length"] == alone["solution_length"] and
                  r["perfect"] == alone["perfect"], (seed, r, alone))


def refused():
    for args in (["bfs"], ["bfs,bfs"], ["bfs,prim"], ["bfs,dfs,astar,tremaux,left-hand"],
                 ["bfs,nosuch"], ["bfs,,dfs"], ["bfs,dfs", "--solve"], ["bfs,dfs", "--print"],
                 ["prim,wilson", "-g", "eller"], ["prim,wilson", "--braid", "10"],
                 ["bfs,dfs", "--load", "-"], ["bfs,dfs", "--export", "x.png"]):
        r = mazedfs("--race", *args)
        check(r.returncode == 2 and r.stderr.count("\n") == 1 and
              r.stderr.startswith("mazedfs: "), (args, r.returncode, r.stderr))


def recorded():
    """--race --record: a looping GIF of many frames; in its last frame each
    pane holds a finished maze (walls and passages) and a solver's pane its
    route; a name that is not .gif is refused."""
    import os
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        for names, route in ((["bfs", "dfs", "left-hand"], True), (["prim", "eller"], False)):
            gif = os.path.join(d, "race.gif")
            r = mazedfs("--race", ",".join(names), "-s", "4", "--record", gif, "21", "31", "6")
            check(r.returncode == 0 and r.stderr == "", r.stderr)
            frames = subprocess.run(["identify", gif], capture_output=True, text=True).stdout
            check(len(frames.splitlines()) > 20, "%d frames" % len(frames.splitlines()))
            last_frame(gif, os.path.join(d, "last.png"))
            w, h, px = read_png(os.path.join(d, "last.png"))
            down = 1 if len(names) == 2 else 2
            for i in range(len(names)):
                qy, qx = divmod(i, 2)
                seen = {px[3 * (y * w + x):3 * (y * w + x) + 3]
                        for y in range(qy * h // down, (qy + 1) * h // down, 2)
                        for x in range(qx * w // 2, (qx + 1) * w // 2, 2)}
                check(bytes(GREEN) in seen and bytes((0, 0, 0)) in seen, "pane %d: no maze" % i)
                check(not route or bytes(ROUTE) in seen, "pane %d: no route" % i)
            for f in os.listdir(d):
                os.remove(os.path.join(d, f))
        r = mazedfs("--race", "bfs,dfs", "--record", os.path.join(d, "race.png"))
        check(r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr)


class Race:
    def __init__(self, display, args):
        self.display, self.env = display, x_env(display)
        self.proc = launch(MAZEDFS, display, args)
        self.wid = find_window(display, self.proc)
        run(["xdotool", "windowfocus", "--sync", self.wid], self.env)
        wait_line(self.proc, "race:", GRACE_S)

    def keys(self, *keys):
        run(["xdotool", "key", "--delay", "30"] + list(keys), self.env)


def panes_show(display, wid, n, route):
    """Each pane's part of the window under the strip (halves for two
    racers, quarters for more) holds maze walls, and with route each
    holds a solver's route."""
    w, h, rows = screenshot(display, wid)
    down = 1 if n == 2 else 2
    top = h // 6
    for i in range(n):
        qy, qx = divmod(i, 2)
        y0, y1 = top + qy * (h - top) // down, top + (qy + 1) * (h - top) // down
        seen = {rows[y][x] for y in range(y0, y1, 2) for x in range(qx * w // 2, (qx + 1) * w // 2, 2)}
        check(GREEN in seen, "pane %d shows no maze" % i)
        check(not route or ROUTE in seen, "pane %d shows no route" % i)


def window_race(display, names, size):
    args = ["--race", ",".join(names), "-s", "5", "--dot-delay", "2000", "--delay", "2000"] + size
    _, rows = race_rows(args[:2] + ["-s", "5"] + size)
    want = " ".join(r["racer"] for r in rows if int(r["steps"]) == min(int(q["steps"])
                                                                          for q in rows))
    race = Race(display, args)
    try:
        x, y, w, h = geometry(display, race.wid)
        check(x >= 0 and y >= 0 and x + w <= SCREEN_W and y + h <= SCREEN_H,
              "window %d x %d at (%d, %d) is off the screen" % (w, h, x, y))
        race.keys("End")
        first = wait_line(race.proc, "race over", GRACE_S)
        check(re.search(r"winner: (.*)$", first).group(1).strip() == want, (first, want))
        route = names[0] in ("bfs", "dfs", "astar")
        eventually(lambda: panes_show(display, race.wid, len(names), route))
        race.keys("Home", "period", "period", "period", "comma", "plus", "minus", "space")
        race.keys("End")
        again = wait_line(race.proc, "race over", GRACE_S)
        check(again == first, (first, again))
        race.keys("q")
        check(wait_exit(race.proc, 5) == 0, "q: not exit 0")
        err = race.proc.stderr.read()
        check(err == "", err)
    finally:
        kill(race.proc)


def main():
    test("solvers' race: each racer's figures are its own alone, the winner the fewest steps",
         solvers_as_alone)
    test("generators' race: each racer's figures are its own alone", generators_as_alone)
    test("bad racers and options refused with one line", refused)
    test("--race --record: a GIF of the panes, each finished at the end", recorded)
    status = preflight()
    if status is not None:
        return status
    with xvfb_display("%dx%d" % (SCREEN_W, SCREEN_H)) as display:
        test("a race of four solvers at 41 x 51 x 10 fits the screen, ends, steps and quits",
             window_race, display, ["bfs", "dfs", "left-hand", "astar"], ["41", "51", "10"])
        test("a race of two generators: the same", window_race, display, ["prim", "wilson"],
             ["31", "41", "12"])
    return summary()


if __name__ == "__main__":
    sys.exit(main())
