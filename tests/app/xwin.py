#!/usr/bin/env python3
# xwin.py - what the window tests share: Xvfb on a free display, starting
# mazedfs in it, finding its window, screenshots, waiting for lines and exits,
# waiting for what the window shows, busy loops for load, and a small
# pass/fail tally. Why each step is done as
# it is: Xvfb -noreset (else the server resets when a polling client leaves)
# on -displayfd (a free display, so tests never collide); SDL_VIDEODRIVER=x11
# (else SDL falls back to no window, silently); import -depth 8 (else 16-bit
# PPM). SPDX-License-Identifier: MIT
import contextlib
import os
import select
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from mazes import palette  # noqa: E402

SKIP = 77
results = {"passed": 0, "failed": 0}
# How long a check waits for the window to show what it must: CI runs on
# a busy machine, where the app may present a frame seconds late. Only a
# failure waits this long.
GRACE_S = 30.0


class Failure(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failure(what)


def eventually(check_fn, timeout=GRACE_S, pause=0.1):
    """What check_fn returns, once it returns without a Failure: it is
    called again until then, for up to timeout s; then its last Failure is
    raised, saying how long it was waited for. For a check of the screen
    after input, in place of a fixed sleep: a check that something does
    NOT happen waits first on one that shows the input was handled."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return check_fn()
        except Failure as e:
            if time.monotonic() > deadline:
                raise Failure("after %.0f s: %s" % (timeout, e))
        time.sleep(pause)


def start_xvfb(size="1280x1024"):
    """Starts Xvfb on a free display with a screen of size ('WxH'); returns
    (process, ':N')."""
    r, w = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(w), "-noreset", "-nolisten", "tcp",
         "-screen", "0", size + "x24"],
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


def xvfb_for(testcase):
    """An Xvfb for one unittest case, stopped when the case ends; skips the
    case where Xvfb is not installed. Returns the display name."""
    if not shutil.which("Xvfb"):
        testcase.skipTest("Xvfb is not installed")
    proc, display = start_xvfb()
    testcase.addCleanup(proc.wait)
    testcase.addCleanup(proc.kill)
    return display


def x_env(display):
    """The environment for a program under test on display: X11, never a fallback."""
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
    env.pop("WAYLAND_DISPLAY", None)
    return env


def run(args, env, **kw):
    """Runs a helper program to the end, output captured."""
    return subprocess.run(args, env=env, capture_output=True, text=True, timeout=60, **kw)


def printed_maze(mazedfs, args):
    """The maze mazedfs --print=ascii gives for args, as rows of '#' and ' '."""
    out = run([mazedfs, "--print=ascii"] + args, os.environ).stdout
    return [line for line in out.split("\n") if line]


def launch(mazedfs, display, args, cwd=None):
    """Starts mazedfs with args in the X display (in folder cwd: where P
    saves), stdout and stderr piped."""
    return subprocess.Popen([mazedfs] + args, env=x_env(display), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1, cwd=cwd)


def find_window(display, proc, timeout=60):
    """The id of proc's window, once it is mapped (before that, focusing it
    fails and keys go nowhere). Found by the process id (_NET_WM_PID), not
    the title: xdotool 3.20160805 cannot read a title set in a UTF-8 locale
    (WM_NAME of type UTF8_STRING), and on a shared display a title also
    finds the window of a run that has exited but whose connection the
    server, when starved, has not closed yet. The timeout only bounds a
    failure: it costs nothing when the window comes."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc.poll() is not None:
            # The status says how: a negative one is the signal that ended it.
            raise Failure("mazedfs exited early (status %d): %s" % (proc.returncode,
                                                                  proc.stderr.read()))
        out = run(["xdotool", "search", "--onlyvisible", "--pid", str(proc.pid)], x_env(display)).stdout.split()
        if out:
            return out[-1]
        time.sleep(0.1)
    raise Failure("no mazedfs window appeared in %d s" % timeout)


def geometry(display, wid):
    """The window's (x, y, width, height) on the screen, from xwininfo."""
    out = run(["xwininfo", "-id", wid], x_env(display)).stdout
    field = {}
    for line in out.splitlines():
        key, _, value = line.strip().partition(":")
        field[key] = value.strip()
    try:
        return tuple(int(field[k]) for k in ("Absolute upper-left X", "Absolute upper-left Y",
                                               "Width", "Height"))
    except (KeyError, ValueError):
        raise Failure("xwininfo said: " + out[:200])


def parse_ppm(data):
    """A binary PPM (P6, maxval 255) as (width, height, bytes of r, g, b)."""
    fields, pos = [], 0
    while len(fields) < 4:  # P6, width, height, maxval; skipping comments
        while data[pos:pos + 1].isspace():
            pos += 1
        check(pos < len(data), "short image header")  # else the scan below never ends
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos) + 1
            continue
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[pos:end])
        pos = end
    pos += 1
    check(fields[0] == b"P6" and fields[3] == b"255", "unexpected image format")
    w, h = int(fields[1]), int(fields[2])
    check(len(data) - pos >= 3 * w * h, "short image")
    return w, h, data[pos:pos + 3 * w * h]


def screenshot_raw(display, wid):
    """The window as the X server shows it: (width, height, bytes of r, g, b
    row by row)."""
    data = subprocess.run(["import", "-depth", "8", "-window", wid, "ppm:-"],
                          env=x_env(display), capture_output=True, timeout=30).stdout
    check(data, "import read no image of window %s" % wid)  # e.g. it has gone
    return parse_ppm(data)


def read_png(path):
    """A PNG file as (width, height, bytes of r, g, b row by row)."""
    data = subprocess.run(["convert", path, "-depth", "8", "ppm:-"], capture_output=True,
                          timeout=30).stdout
    return parse_ppm(data)


def screenshot(display, wid):
    """The window as (width, height, rows of (r, g, b))."""
    w, h, px = screenshot_raw(display, wid)
    return w, h, [[tuple(px[3 * (y * w + x):3 * (y * w + x) + 3]) for x in range(w)]
                  for y in range(h)]


# The default palette's window colours, from the one table (palette.c).
SCREEN = palette()["screen"]
GREEN, BLACK = SCREEN["wall"], SCREEN["passage"]  # the wall is the lab's green
# Breadcrumbs, walked once and walked back over; the dot, rimmed in the
# passage colour.
CRUMB1, CRUMB2, DOT = SCREEN["crumb1"], SCREEN["crumb2"], SCREEN["dot"]


def dot_over(p, base, tol=8, colours=None):
    """True if pixel p (r, g, b) is base, or the dot (its colour and its
    rim, the passage colour) antialiased over base: in the triangle base,
    rim, dot. colours: a palette's screen colours (the default's)."""
    colours = colours or SCREEN
    rim, dot = colours["passage"], colours["dot"]
    a = [base[i] - rim[i] for i in range(3)]
    b = [dot[i] - rim[i] for i in range(3)]
    q = [p[i] - rim[i] for i in range(3)]
    aa, ab, bb = (sum(x * y for x, y in zip(u, v)) for u, v in ((a, a), (a, b), (b, b)))
    aq, bq = sum(x * y for x, y in zip(a, q)), sum(x * y for x, y in zip(b, q))
    det = aa * bb - ab * ab
    if det == 0:  # base on the rim-dot line: p on that segment
        u, v = 0, (bq / bb if bb else 0)
    else:
        u, v = (aq * bb - bq * ab) / det, (bq * aa - aq * ab) / det
    near = all(abs(q[i] - u * a[i] - v * b[i]) <= tol for i in range(3))
    return near and u >= -0.03 and v >= -0.03 and u + v <= 1.03


def crumb_under_dot(p):
    """True if pixel p is a crumb's colour, or the dot blended over one."""
    return any(dot_over(p, c) for c in (CRUMB1, CRUMB2))


def marker_pixel(p):
    """True if pixel p is something the window draws on a passage: the
    passage, a mark's colour (trail, trace, route, filled, hint, crumbs),
    or the dot over any of them."""
    return any(dot_over(p, SCREEN[k]) for k in ("passage", "trail", "trace", "route", "fill",
                                                  "hint", "crumb1", "crumb2"))


def mark_cells(h, w):
    """The cells the window draws its marks in, as the files do: the
    start's opening above the start room (drawn open, an arrow in) and the
    exit (an arrow out), each wall colour and passage colour both."""
    return {(0, 1), (h - 2, w - 1)}


def maze_mismatches(shot, maze, block, colours=None):
    """Cells whose every pixel is not the colour the printed maze says, in
    the colours of a palette (screen colours; the default's)."""
    colours = colours or SCREEN
    wall, passage = colours["wall"], colours["passage"]
    w, h, rows = shot
    greens = [(y, x) for y in range(h) for x in range(w) if rows[y][x] == wall]
    if not greens:
        return ["no wall colour in the window"]
    top, left = min(g[0] for g in greens), min(g[1] for g in greens)
    mh, mw = len(maze), len(maze[0])
    if top + mh * block > h or left + mw * block > w:
        return ["the maze does not fit the window"]
    bad = []
    for cy in range(mh):
        for cx in range(mw):
            want = wall if maze[cy][cx] == "#" else passage
            cell = {rows[top + cy * block + i][left + cx * block + j]
                    for i in range(block) for j in range(block)}
            if (cy, cx) == (1, 1):  # the dot on passage: passage to dot, both seen
                ok = all(dot_over(p, passage, colours=colours) for p in cell) and \
                    passage in cell and colours["dot"] in cell
            elif (cy, cx) in mark_cells(mh, mw):
                ok = wall in cell and passage in cell
            else:
                ok = cell == {want}
            if not ok:
                bad.append((cy, cx))
    return bad


def wait_line(proc, prefix, timeout):
    """The first line of proc's stdout that starts with prefix."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if select.select([proc.stdout], [], [], 0.2)[0]:
            line = proc.stdout.readline()
            if line.startswith(prefix):
                return line
            if not line:
                break
    raise Failure("no '%s' line on stdout" % prefix)


def kill(proc):
    """Kills proc and reaps it, if it still runs (a test's clean-up)."""
    if proc.poll() is None:
        proc.kill()
        proc.wait()


def wait_exit(proc, timeout):
    """proc's exit status; kills it and fails if it runs past timeout."""
    try:
        return proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        raise Failure("mazedfs did not exit within %.1f s" % timeout)


def busy_loops(n):
    """n processes that keep a core busy for a minute (kill them when done)."""
    code = "import time\nt=time.time()+60\nwhile time.time()<t: pass\n"
    return [subprocess.Popen([sys.executable, "-c", code]) for _ in range(n)]


@contextlib.contextmanager
def xvfb_display(size="1280x1024"):
    """An Xvfb (screen size 'WxH') for the with block; yields its display name."""
    proc, display = start_xvfb(size)
    try:
        yield display
    finally:
        proc.terminate()
        proc.wait()


@contextlib.contextmanager
def under_load(n):
    """n busy loops beside the with block: under load, SDL 2.26 could exit
    with BadWindow when quitting right after the window went."""
    procs = busy_loops(n)
    try:
        yield
    finally:
        for p in procs:
            p.kill()
            p.wait()


SMOKE = bool(os.environ.get("MAZEDFS_SMOKE"))
SMOKE_EVERY = 5  # as tests/mazes.py: a smoke runs every fifth check
calls = [0]


def test(name, fn, *args):
    """Runs fn(*args) as one named check, counted in results; in a smoke
    (MAZEDFS_SMOKE, the sanitized build's default run) every SMOKE_EVERY-th
    check only, the first among them."""
    calls[0] += 1
    if SMOKE and (calls[0] - 1) % SMOKE_EVERY:
        return
    try:
        fn(*args)
        results["passed"] += 1
        print("ok   " + name, flush=True)
    except (Failure, subprocess.SubprocessError, OSError) as e:
        results["failed"] += 1
        print("FAIL %s: %s" % (name, e), flush=True)


def preflight():
    """None when Xvfb, xdotool and import are there; else the exit status
    (SKIP without Xvfb, 1 without the others), with a line said why."""
    if not shutil.which("Xvfb"):
        print("SKIP: Xvfb is not installed")
        return SKIP
    for tool in ("xdotool", "import"):
        if not shutil.which(tool):
            print("FAIL: %s is not installed" % tool)
            return 1
    return None


def summary():
    """Prints the tally; returns the exit status."""
    print("%d passed, %d failed" % (results["passed"], results["failed"]))
    return 1 if results["failed"] else 0
