#!/usr/bin/env python3
# e2e_window.py - the real mazedfs binary in a real X window under Xvfb:
# screenshots checked cell by cell against --print=ascii, the shortest path
# played with xdotool to the escaped line, closing and quitting (also under
# load) exit 0 at once, and no display gives exit 1 and a mazedfs: line.
# Usage: e2e_window.py MAZEDFS X_CLOSE. Exit 77 (skip) only if Xvfb is
# absent. SPDX-License-Identifier: MIT
import os
import select
import shutil
import subprocess
import sys
import time
from collections import deque

SKIP = 77
MAZEDFS, X_CLOSE = sys.argv[1], sys.argv[2]
GREEN, BLACK = (0, 255, 0), (0, 0, 0)
KEYS = {(1, 0): "Down", (0, 1): "Right", (-1, 0): "Up", (0, -1): "Left"}
results = {"passed": 0, "failed": 0}


class Failure(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failure(what)


def start_xvfb():
    """Starts Xvfb on a free display; returns (process, ':N')."""
    r, w = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(w), "-noreset", "-nolisten", "tcp",
         "-screen", "0", "1280x1024x24"],
        pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    data = b""
    deadline = time.time() + 15
    while not data.endswith(b"\n") and time.time() < deadline:
        if select.select([r], [], [], 0.5)[0]:
            chunk = os.read(r, 64)
            if not chunk:
                break
            data += chunk
    os.close(r)
    if not data.strip():
        proc.kill()
        raise Failure("Xvfb did not start")
    return proc, ":" + data.decode().strip()


def x_env(display):
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
    env.pop("WAYLAND_DISPLAY", None)
    return env


def run(args, env, **kw):
    return subprocess.run(args, env=env, capture_output=True, text=True, timeout=60, **kw)


def printed_maze(args):
    out = run([MAZEDFS, "--print=ascii"] + args, os.environ).stdout
    return [line for line in out.split("\n") if line]


def shortest_path(maze):
    """BFS from (1,1) to the exit (h-2, w-1), as a list of cells."""
    h, w = len(maze), len(maze[0])
    start, goal = (1, 1), (h - 2, w - 1)
    back = {start: None}
    todo = deque([start])
    while todo:
        y, x = todo.popleft()
        for dy, dx in KEYS:
            n = (y + dy, x + dx)
            if 0 <= n[0] < h and 0 <= n[1] < w and maze[n[0]][n[1]] == " " and n not in back:
                back[n] = (y, x)
                todo.append(n)
    path, c = [], goal
    while c:
        path.append(c)
        c = back[c]
    return path[::-1]


def launch(display, args):
    return subprocess.Popen([MAZEDFS] + args, env=x_env(display), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1)


def find_window(display, proc, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            raise Failure("mazedfs exited early: " + proc.stderr.read())
        out = run(["xdotool", "search", "--name", "^mazedfs"], x_env(display)).stdout.split()
        if out:
            return out[-1]
        time.sleep(0.1)
    raise Failure("no mazedfs window appeared")


def screenshot(display, wid):
    """The window as (width, height, rows of (r, g, b))."""
    data = subprocess.run(["import", "-depth", "8", "-window", wid, "ppm:-"],
                          env=x_env(display), capture_output=True, timeout=30).stdout
    fields, pos = [], 0
    while len(fields) < 4:  # P6, width, height, maxval; skipping comments
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    pos += 1
    check(fields[0] == b"P6" and fields[3] == b"255", "unexpected screenshot format")
    w, h = int(fields[1]), int(fields[2])
    px = data[pos:pos + 3 * w * h]
    return w, h, [[tuple(px[3 * (y * w + x):3 * (y * w + x) + 3]) for x in range(w)]
                  for y in range(h)]


def maze_mismatches(shot, maze, block):
    """Cells whose every pixel is not the colour the printed maze says."""
    w, h, rows = shot
    greens = [(y, x) for y in range(h) for x in range(w) if rows[y][x] == GREEN]
    if not greens:
        return ["no green in the window"]
    top, left = min(g[0] for g in greens), min(g[1] for g in greens)
    mh, mw = len(maze), len(maze[0])
    if top + mh * block > h or left + mw * block > w:
        return ["the maze does not fit the window"]
    bad = []
    for cy in range(mh):
        for cx in range(mw):
            want = GREEN if maze[cy][cx] == "#" else BLACK
            cell = {rows[top + cy * block + i][left + cx * block + j]
                    for i in range(block) for j in range(block)}
            if (cy, cx) == (1, 1):  # the red dot on passage: black to red, both seen
                ok = all(g == 0 and b == 0 for _, g, b in cell) and \
                    BLACK in cell and (255, 0, 0) in cell
            else:
                ok = cell == {want}
            if not ok:
                bad.append((cy, cx))
    return bad


def wait_line(proc, prefix, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if select.select([proc.stdout], [], [], 0.2)[0]:
            line = proc.stdout.readline()
            if line.startswith(prefix):
                return line
            if not line:
                break
    raise Failure("no '%s' line on stdout" % prefix)


def wait_exit(proc, timeout):
    try:
        return proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        raise Failure("mazedfs did not exit within %.1f s" % timeout)


def play_to_win(display, gen):
    args = ["-g", gen, "-s", "7", "41", "51"]
    maze = printed_maze(args)
    check(len(maze) == 41 and all(len(r) == 51 for r in maze), "bad --print=ascii output")
    proc = launch(display, args + ["10", "--delay", "0"])
    try:
        wid = find_window(display, proc)
        bad = ["not checked"]
        for _ in range(30):  # the first frames may still be on their way
            bad = maze_mismatches(screenshot(display, wid), maze, 10)
            if not bad:
                break
            time.sleep(0.2)
        check(not bad, "%s: cells unlike the printed maze: %s" % (gen, bad[:10]))
        path = shortest_path(maze)
        keys = [KEYS[(b[0] - a[0], b[1] - a[1])] for a, b in zip(path, path[1:])]
        env = x_env(display)
        run(["xdotool", "windowfocus", "--sync", wid], env)
        for i in range(0, len(keys), 100):
            run(["xdotool", "key", "--delay", "15"] + keys[i:i + 100], env)
        line = wait_line(proc, "escaped:", 30)
        words = line.split()
        moves, shortest = int(words[1]), int(words[-1].rstrip(")"))
        check(moves == len(path) - 1 and shortest == moves,
              "%s: %r, expected %d moves" % (gen, line, len(path) - 1))
        run(["xdotool", "key", "q"], env)
        check(wait_exit(proc, 5) == 0, "q after the win: exit status not 0")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def close_mid_animation(display, how):
    """Ends a run during the default-paced generation; exit 0, quickly."""
    proc = launch(display, ["-s", "3", "41", "51", "10"])
    try:
        wid = find_window(display, proc)
        time.sleep(0.7)
        check(proc.poll() is None, "mazedfs ended by itself")
        t0 = time.time()
        if how == "close":
            subprocess.run([X_CLOSE, wid], env=x_env(display), timeout=10, check=True)
        else:
            run(["xdotool", "windowfocus", "--sync", wid], x_env(display))
            run(["xdotool", "key", how], x_env(display))
        status = wait_exit(proc, 3)
        err = proc.stderr.read()
        check(status == 0, "%s: exit status %d: %s" % (how, status, err.strip()))
        check("Error" not in err, "%s: errors on stderr: %s" % (how, err.strip()))
        return time.time() - t0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def no_display():
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    for extra in ({}, {"SDL_VIDEODRIVER": "x11", "DISPLAY": ":999"}):
        p = run([MAZEDFS, "-s", "1", "41", "51"], dict(env, **extra))
        lines = p.stderr.strip().split("\n")
        check(p.returncode == 1, "no display %s: exit %d, not 1" % (extra, p.returncode))
        check(len(lines) == 1 and lines[0].startswith("mazedfs:") and "--print" in lines[0],
              "no display: stderr %r" % p.stderr)


def bad_sprite():
    p = run([MAZEDFS, "-s", "1", "--sprite", "/nonexistent.bmp", "41", "51"], os.environ)
    check(p.returncode == 2 and p.stderr.startswith("mazedfs:") and p.stderr.count("\n") == 1,
          "bad sprite: exit %d, %r" % (p.returncode, p.stderr))


def busy_loops(n):
    code = "import time\nt=time.time()+60\nwhile time.time()<t: pass\n"
    return [subprocess.Popen([sys.executable, "-c", code]) for _ in range(n)]


def test(name, fn, *args):
    try:
        fn(*args)
        results["passed"] += 1
        print("ok   " + name, flush=True)
    except (Failure, subprocess.SubprocessError, OSError) as e:
        results["failed"] += 1
        print("FAIL %s: %s" % (name, e), flush=True)


def main():
    if not shutil.which("Xvfb"):
        print("SKIP: Xvfb is not installed")
        return SKIP
    for tool in ("xdotool", "import"):
        if not shutil.which(tool):
            print("FAIL: %s is not installed" % tool)
            return 1
    test("no display: exit 1 and one mazedfs: line", no_display)
    test("bad sprite: exit 2", bad_sprite)
    xvfb, display = start_xvfb()
    try:
        for gen in ("backtracker", "division", "aldous-broder"):
            test("%s: screenshot matches --print, shortest path wins" % gen,
                 play_to_win, display, gen)
        for how in ("close", "q", "Escape"):
            test("%s during the animation exits 0" % how, close_mid_animation, display, how)
        load = busy_loops(2)
        try:
            for i in range(3):
                for how in ("close", "q", "Escape"):
                    test("%s under load (%d) exits 0" % (how, i), close_mid_animation,
                         display, how)
        finally:
            for p in load:
                p.kill()
                p.wait()
    finally:
        xvfb.terminate()
        xvfb.wait()
    print("%d passed, %d failed" % (results["passed"], results["failed"]))
    return 1 if results["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
