#!/usr/bin/env python3
# e2e_hostile.py - what a hostile user or an unlucky machine does to the
# program: endless lines and sparse files under a memory limit, FIFOs and
# devices, full disks, planted symlinks, kills mid-write. Each test asserts
# what holds however busy the machine is (no timings).
# SPDX-License-Identifier: MIT
"""usage: e2e_hostile.py MAZEDFS TESTS_DIR"""
import os
import resource
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import threading
import time
import unittest

sys.dont_write_bytecode = True  # no __pycache__ in the source tree

BIN = None
TESTS = None
SANITIZED = os.environ.get("MAZEDFS_SANITIZED") == "1"
# Address space for one run: ample for small mazes, far less than a
# runaway line. The sanitizers reserve terabytes, so no limit there.
LIMIT = 400 << 20
# Nothing here may wait forever; a run taking this long has hung.
HANG = 120


def limit_memory():
    if not SANITIZED:
        resource.setrlimit(resource.RLIMIT_AS, (LIMIT, LIMIT))


def run(*args, stdin=None, env=None, cwd=None, stdout=None):
    kw = {"stdout": stdout} if stdout is not None else {"stdout": subprocess.PIPE}
    return subprocess.run([BIN, *args], input=stdin, stderr=subprocess.PIPE, timeout=HANG,
                          preexec_fn=limit_memory, env=env, cwd=cwd, **kw)


def one_error(test, r, status, start):
    """r failed with status and exactly one line, "mazedfs: " + start..."""
    err = r.stderr.decode(errors="replace")
    test.assertEqual(r.returncode, status, err)
    test.assertTrue(err.startswith("mazedfs: " + start), err)
    test.assertEqual(err.count("\n"), 1, err)


# Runs argv[1:] with its output thrown away; prints its peak resident bytes.
PEAK = """
import os, sys
pid = os.fork()
if pid == 0:
    fd = os.open(os.devnull, os.O_WRONLY)
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.execv(sys.argv[1], sys.argv[1:])
_, status, usage = os.wait4(pid, 0)
assert os.waitstatus_to_exitcode(status) == 0, status
print(usage.ru_maxrss * 1024)
"""


class Dir(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def path(self, name):
        return os.path.join(self.dir, name)

    def maze_text(self, h=5, w=5, style="ascii"):
        r = run(f"--print={style}", "-s", "1", str(h), str(w))
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout


class Loader(Dir):
    """--load on files no maze is: each refused at the first wrong byte,
    whatever the memory limit, and nothing waits for a writer."""

    def endless(self, head, fill):
        """--load - fed head, then fill for ever: (result, bytes written)."""
        p = subprocess.Popen([BIN, "--load", "-", "--print"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             preexec_fn=limit_memory)
        written = [0]

        def feed():
            block = fill * (1 << 16)
            try:
                p.stdin.write(head)
                written[0] += len(head)
                # A cap, so a loader that never stops cannot fill the machine.
                while written[0] < (4 << 30):
                    p.stdin.write(block)
                    written[0] += len(block)
            except (BrokenPipeError, ValueError):
                pass
            try:
                p.stdin.close()
            except BrokenPipeError:
                pass
        t = threading.Thread(target=feed)
        t.start()
        out, err = p.stdout.read(), p.stderr.read()  # stderr is one line: no deadlock
        p.stdout.close()
        p.stderr.close()
        p.wait(timeout=HANG)
        t.join(timeout=HANG)
        return subprocess.CompletedProcess(p.args, p.returncode, out, err), written[0]

    def test_endless_line_after_a_maze(self):
        r, written = self.endless(self.maze_text(), b"#")
        one_error(self, r, 2, "stdin:6:6: this row has more cells than the first (5)")
        self.assertEqual(r.stdout, b"")
        # Refused at the first cell too many: what was read is a few
        # buffers, not the hundreds of megabytes a whole line would be.
        self.assertLess(written, 8 << 20)

    def test_endless_first_line(self):
        r, written = self.endless(b"", b"#")
        one_error(self, r, 2, "stdin:1:32768: more than 32767 cells across")
        self.assertLess(written, 8 << 20)

    def test_endless_first_line_of_blocks(self):
        r, written = self.endless(b"", "\u2588\u2588".encode())
        one_error(self, r, 2, "stdin:1:65535: more than 32767 cells across")
        self.assertLess(written, 8 << 20)

    def test_sparse_files(self):
        big = 2 << 30
        cases = {
            "zeros": (b"", "1:1: byte 0x00 is not part of a maze"),
            "maze then zeros": (self.maze_text(), "6:1: byte 0x00 is not part of a maze"),
            "one row then zeros": (b"#####\n", "2:1: byte 0x00 is not part of a maze"),
        }
        for name, (head, words) in cases.items():
            f = self.path("sparse.txt")
            with open(f, "wb") as fh:
                fh.write(head)
            os.truncate(f, big)  # a hole: no disk taken
            r = run("--load", f, "--print")
            one_error(self, r, 2, f"{f}:{words}")
            self.assertEqual(r.stdout, b"", name)

    def test_dev_zero(self):
        one_error(self, run("--load", "/dev/zero", "--print"), 2,
                  "/dev/zero: not a regular file")
        with open("/dev/zero", "rb") as zero:
            r = subprocess.run([BIN, "--load", "-", "--print"], stdin=zero,
                               capture_output=True, timeout=HANG, preexec_fn=limit_memory)
        one_error(self, r, 2, "stdin:1:1: byte 0x00 is not part of a maze")

    def test_fifo_without_a_writer(self):
        fifo = self.path("maze.txt")
        os.mkfifo(fifo)
        for mode in (["--print"], ["--stats"]):
            one_error(self, run("--load", fifo, *mode), 2, f"{fifo}: not a regular file")

    def test_folder(self):
        one_error(self, run("--load", self.dir, "--print"), 2, f"{self.dir}: Is a directory")

    def test_one_row(self):
        f = self.path("row.txt")
        with open(f, "wb") as fh:
            fh.write(b"#####\n")
        one_error(self, run("--load", f, "--print"), 2,
                  f"{f}:1:1: the maze has 1 row; it needs an odd number")

    def test_peak_memory(self):
        """Loading takes the grid and the reachability check's plane, not a
        third copy for the rows read."""
        if SANITIZED:
            self.skipTest("the sanitizers' shadow memory swamps the figure")
        side = 4001
        f = self.path("big.txt")
        with open(f, "wb") as fh:
            fh.write(self.maze_text(side, side))

        def peak(path):
            # A child's peak counts its parent's pages from before the exec,
            # so the run starts from a fresh, small interpreter.
            r = subprocess.run([sys.executable, "-c", PEAK, BIN, "--load", path, "--print"],
                               capture_output=True, timeout=HANG, check=True)
            return int(r.stdout)
        small = self.path("small.txt")
        with open(small, "wb") as fh:
            fh.write(self.maze_text())
        extra = peak(f) - peak(small)
        self.assertLess(extra, 2.5 * side * side, f"{extra / (side * side):.2f} grids")


class Output(Dir):
    """Output that cannot be written is never success: every mode into
    /dev/full or a closed standard output fails with one mazedfs: line."""

    MODES = (["--list"], ["--list-solvers"], ["--help"], ["--version"],
             ["--stats", "-s", "1", "9", "9"], ["--scores"], ["--print", "-s", "1", "9", "9"],
             ["--events", "-s", "1", "9", "9"])

    def test_full_and_closed(self):
        env = dict(os.environ, XDG_DATA_HOME=self.dir)
        for args in self.MODES:
            with open("/dev/full", "wb") as full:
                r = run(*args, env=env, stdout=full)
            one_error(self, r, 1, "")
            self.assertRegex(r.stderr.decode(), "not write .*to standard output", args)
            r = subprocess.run([BIN, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env=env, timeout=HANG, preexec_fn=lambda: os.close(1))
            one_error(self, r, 1, "")
            self.assertRegex(r.stderr.decode(), "not write .*to standard output", args)
            # And with room, the same run succeeds (the test can tell).
            self.assertEqual(run(*args, env=env).returncode, 0, args)


class Bounds(Dir):
    def test_shift_steps_bounded_by_what_finishes(self):
        r = run("-g", "origin-shift", "--shift-steps", "4611686018427387904", "--stats", "11", "11")
        one_error(self, r, 2, "--shift-steps takes origin moves from 1 to 10000000000, not '46")
        self.assertIn("1e10 at most", run("--help").stdout.decode())
        # Within the bound a run finishes, and makes the moves asked for.
        r = run("-g", "origin-shift", "--shift-steps", "1000", "--stats", "-s", "1", "11", "11")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(b"perfect: yes", r.stdout)


class Kills(Dir):
    """A kill mid-write leaves neither a partial file under the name asked
    for nor a temporary file beside it: with O_TMPFILE the file has no name
    until it is complete, and the mkstemp fallback removes its file on
    SIGINT and SIGTERM. The kill is sent once the temporary file is open
    (seen in /proc), so it lands mid-write however fast the machine is."""

    JOBS = (["--export", "big.pdf", "-s", "1", "4001", "4001", "4"],
            ["--record", "r.gif", "-s", "1", "1001", "1001", "4"])

    def open_in_dir(self, pid):
        try:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                try:
                    if os.readlink(f"/proc/{pid}/fd/{fd}").startswith(self.dir + "/"):
                        return True
                except OSError:
                    pass
        except OSError:
            pass
        return False

    def kill_mid_write(self, args, sig, env):
        for _ in range(50):
            p = subprocess.Popen([BIN, *args], cwd=self.dir, env=env,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            while p.poll() is None and not self.open_in_dir(p.pid):
                time.sleep(0.002)  # a poll, not a deadline
            if p.poll() is None:
                p.send_signal(sig)
                status = p.wait(timeout=HANG)
                if status == -sig:
                    return
            p.wait(timeout=HANG)
            for name in os.listdir(self.dir):  # finished first: again
                os.unlink(self.path(name))
        self.fail(f"{args}: never caught mid-write")

    def check(self, env, signals):
        for args in self.JOBS:
            for sig in signals:
                self.kill_mid_write(args, sig, env)
                self.assertEqual(os.listdir(self.dir), [], (args, sig))

    def test_no_name_until_complete(self):
        self.check(os.environ, (signal.SIGKILL, signal.SIGTERM, signal.SIGINT))

    def test_fallback_removed_on_sigint_and_sigterm(self):
        self.check(dict(os.environ, MAZEDFS_NO_TMPFILE="1"), (signal.SIGTERM, signal.SIGINT))

    def test_fallback_stale_files_removed_by_the_next_run(self):
        env = dict(os.environ, MAZEDFS_NO_TMPFILE="1")
        # A live process's temporary file (this test's pid) is not stale.
        live = self.path(f".mazedfs-{os.getpid()}-abcdef")
        other = self.path(".mazedfs-notapid")
        for f in (live, other):
            open(f, "wb").close()
        keep = {os.path.basename(live), os.path.basename(other)}
        for args in self.JOBS:
            self.kill_mid_write(args, signal.SIGKILL, env)
            stale = set(os.listdir(self.dir)) - keep
            self.assertEqual(len(stale), 1, stale)
            self.assertRegex(stale.pop(), r"^\.mazedfs-\d+-\w{6}$")
            r = run("--export", "small.png", "-s", "1", "9", "9", env=env, cwd=self.dir)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(set(os.listdir(self.dir)), keep | {"small.png"}, args)
            os.unlink(self.path("small.png"))


class Living(Dir):
    """--living re-roots a tree of rooms: a loaded maze that is not one is
    refused before any window opens (a move could cut the exit off)."""

    WALLED = b"#######\n#     #\n# # # #\n#  #  #\n# # # #\n#      \n##### #\n"

    def test_refused_on_a_loaded_maze_that_is_not_perfect(self):
        env = dict(os.environ, SDL_VIDEODRIVER="x11")
        env.pop("DISPLAY", None)  # a window that would open fails: exit 1
        loops = run("--print=ascii", "-g", "division-loops", "-s", "3", "21", "21").stdout
        perfect = run("--print=ascii", "-s", "3", "21", "21").stdout
        for name, text in (("loops", loops), ("walled", self.WALLED)):
            f = self.path(name + ".txt")
            with open(f, "wb") as fh:
                fh.write(text)
            self.assertEqual(run("--load", f, "--print").returncode, 0, name)  # it loads
            one_error(self, run("--load", f, "--living", "100", env=env), 2,
                      "--living needs a perfect maze")
        f = self.path("perfect.txt")
        with open(f, "wb") as fh:
            fh.write(perfect)
        r = run("--load", f, "--living", "100", env=env)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn(b"no display", r.stderr)


class Messages(Dir):
    """Names and bytes the user or the file supplies are echoed quoted: a
    newline cannot forge a second mazedfs: line, nor an escape or a bidi
    control reach the terminal. Printable UTF-8 is kept."""

    def test_names_and_contents_quoted(self):
        bidi = self.path("bidi.txt")
        with open(bidi, "wb") as fh:
            fh.write("#####\n# \u202e #\n".encode())
        cases = (
            (["--load", self.path("no\nmazedfs: forged\x1b[31m"), "--print"],
             "no\\x0amazedfs: forged\\x1b[31m: No such file"),
            (["--load", bidi, "--print"], "'\\xe2\\x80\\xae' is not part of a maze"),
            (["--export", self.path("none/a\n.png"), "-s", "1", "5", "5"], "a\\x0a.png: No such"),
            (["--load", self.path("caf\u00e9.txt"), "--print"], "caf\u00e9.txt: No such file"),
        )
        for args, words in cases:
            r = run(*args)
            err = r.stderr.decode()
            self.assertNotEqual(r.returncode, 0, args)
            self.assertEqual(err.count("\n"), 1, err)
            self.assertTrue(err.startswith("mazedfs: "), err)
            self.assertIn(words, err)
            self.assertFalse(set(err[:-1]) & {"\x1b", "\u202e", "\r"}, err)


class Screenshot(Dir):
    def test_a_failed_shot_is_an_error_not_output(self):
        """P in a folder that is gone: the failure is one mazedfs: line on
        standard error, and standard output holds no screenshot line."""
        import select
        sys.path.insert(0, os.path.join(TESTS, "app"))
        import xwin
        display = xwin.xvfb_for(self)
        cwd = self.path("gone")
        os.mkdir(cwd)
        proc = subprocess.Popen([BIN, "-s", "3", "--delay", "0", "21", "31", "10"],
                                env=xwin.x_env(display), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, cwd=cwd)
        self.addCleanup(proc.stderr.close)
        self.addCleanup(proc.stdout.close)
        self.addCleanup(proc.kill)
        wid = xwin.find_window(display, proc)
        os.rmdir(cwd)  # nothing can be made there now
        xwin.run(["xdotool", "windowfocus", "--sync", wid], xwin.x_env(display))
        xwin.run(["xdotool", "key", "p"], xwin.x_env(display))
        ready, _, _ = select.select([proc.stdout, proc.stderr], [], [], HANG)
        self.assertEqual(ready, [proc.stderr], "the failure went to standard output")
        line = proc.stderr.readline().decode()
        self.assertTrue(line.startswith("mazedfs: screenshot not saved: "), line)
        xwin.run(["xdotool", "key", "q"], xwin.x_env(display))
        self.assertEqual(proc.wait(timeout=HANG), 0)
        self.assertNotIn(b"screenshot", proc.stdout.read())


def bmp(w, h, size=154):
    """A BMP file header and BITMAPINFOHEADER declaring w x h (24 bits),
    padded to size bytes: the pixels it promises are not there."""
    dib = struct.pack("<IiiHHIIiiII", 40, w, h, 1, 24, 0, 0, 2835, 2835, 0, 0)
    data = b"BM" + struct.pack("<IHHI", size, 0, 0, 54) + dib
    return data + b"\0" * (size - len(data))


def no_display():
    """The environment with no X display: the window cannot open, so a
    window run stops right after the checks made before it."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["SDL_VIDEODRIVER"] = "x11"
    return env


class Sprite(Dir):
    """--sprite's declared size is checked before anything is loaded (and
    before the window opens: --sprite goes with the window only)."""

    def sprite_run(self, f):
        return run("--sprite", f, "-s", "1", "5", "5", env=no_display())

    def test_declared_size(self):
        for w, h in ((30000, 30000), (16, -30000), (513, 16)):
            f = self.path("big.bmp")
            with open(f, "wb") as fh:
                fh.write(bmp(w, h))
            r = self.sprite_run(f)
            one_error(self, r, 2, f"the sprite '{f}' is {w} x {abs(h)} pixels; a sprite is at most")
            self.assertEqual(r.stdout, b"")
        ok = self.path("ok.bmp")
        with open(ok, "wb") as fh:
            fh.write(bmp(512, -512, 54 + 512 * 512 * 3))  # its pixels there too
        # Accepted: what stops it is the missing display, not the sprite.
        one_error(self, self.sprite_run(ok), 1, "no display")

    def test_fifo(self):
        fifo = self.path("s.bmp")
        os.mkfifo(fifo)
        one_error(self, self.sprite_run(fifo), 2, f"the sprite '{fifo}' is not a .bmp file")


def main():
    global BIN, TESTS
    BIN, TESTS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    unittest.main(argv=[sys.argv[0], "-v"] + sys.argv[3:])


if __name__ == "__main__":
    main()
