#!/usr/bin/env python3
# e2e_loads.py - what the program loads: the text modes start without
# SDL2, SDL2_ttf, cairo, giflib, fontconfig or Xlib (the executable does not
# name them, and the dynamic loader does not load them); the window and
# picture modes open mazedfs-gui.so and get them; the module keeps no copy
# of the core or the text io. SPDX-License-Identifier: MIT
"""usage: e2e_loads.py MAZEDFS MODULE"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True
BIN = MODULE = None
# The libraries only the window and the pictures need.
HEAVY = re.compile(r"/(libSDL2|libSDL2_ttf|libcairo|libgif|libfontconfig|libX11|mazedfs-gui)[^/]*$")
HOUSE = "####\n#..#\n####\n"


def loaded(*args, env=None, stdin=None):
    """Runs mazedfs with LD_DEBUG=libs; returns (status, stdout, the
    objects the dynamic loader initialised)."""
    e = dict(os.environ, LD_DEBUG="libs")
    e.update(env or {})
    r = subprocess.run([BIN, *args], capture_output=True, text=True, timeout=120, env=e,
                       input=stdin)
    libs = set(re.findall(r"calling init: (\S+)", r.stderr))
    return r.returncode, r.stdout, libs


def readelf(*args):
    r = subprocess.run(["readelf", *args], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout


class Loads(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="mazedfs-loads-")
        self.maze = os.path.join(self.tmp.name, "maze.txt")
        with open(self.maze, "w") as f:
            f.write(subprocess.run([BIN, "--print=ascii", "-s", "4", "9", "11"], check=True,
                                   capture_output=True, text=True).stdout)
        self.mask = os.path.join(self.tmp.name, "house.txt")
        with open(self.mask, "w") as f:
            f.write(HOUSE)

    def tearDown(self):
        self.tmp.cleanup()

    def test_the_executable_names_no_window_library(self):
        needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^]]+)\]", readelf("-dW", BIN))
        self.assertIn("libc.so.6", needed)
        self.assertEqual([n for n in needed if HEAVY.search("/" + n)], [])
        needed = readelf("-dW", MODULE)
        for lib in ("libSDL2-2.0", "libSDL2_ttf", "libcairo", "libgif"):
            self.assertIn(lib, needed)

    def test_text_modes_load_no_window_library(self):
        text_modes = [
            ["--print", "5", "5"], ["--print=ascii", "-s", "3", "--solution", "21", "31"],
            ["--stats", "-s", "3", "11", "11"], ["--events", "-s", "3", "7", "7"],
            ["--load", self.maze, "--stats"], ["--print", "--predict", "-s", "2", "7", "7"],
            ["--help"], ["--version"], ["--list"], ["--list-solvers"], ["--list-options"],
            ["--bias-lab", "backtracker", "--print", "--samples", "960"],
            ["--race", "bfs,dfs", "--stats", "-s", "1", "11", "11"],
            ["--mask", self.mask, "--print", "-s", "1"], ["--load", "-", "--print"],
            ["--print", "-g", "no-such-generator"],
        ]
        for args in text_modes:
            status, out, libs = loaded(*args, stdin=open(self.maze).read())
            self.assertTrue(libs, args)  # LD_DEBUG answered: libc at least
            self.assertEqual(sorted(l for l in libs if HEAVY.search(l)), [], args)
            if args[-1] != "no-such-generator":
                self.assertEqual(status, 0, args)
                self.assertTrue(out, args)

    def test_window_and_picture_modes_open_the_module(self):
        png = os.path.join(self.tmp.name, "m.png")
        gif = os.path.join(self.tmp.name, "m.gif")
        # No display: the window fails after the module is open (sanitized,
        # what SDL leaves behind then is SDL's: tests/app/CMakeLists.txt).
        nowin = {"DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": "x11",
                 "ASAN_OPTIONS": os.environ.get("ASAN_OPTIONS", "") + ":detect_leaks=0"}
        for args, env, want in (
                (["--export", png, "-s", "1", "11", "11"], None, 0),
                (["--record", gif, "-s", "1", "7", "7"], None, 0),
                (["--mask-text", "HI", "--print", "-s", "1"], None, 0),
                (["-s", "1", "11", "11"], nowin, 1)):
            status, _, libs = loaded(*args, env=env)
            self.assertEqual(status, want, args)
            names = {os.path.basename(l) for l in libs}
            self.assertIn("mazedfs-gui.so", names, args)
            self.assertTrue(any(n.startswith("libSDL2-2.0") for n in names), args)
            self.assertTrue(any(n.startswith("libcairo") for n in names), args)

    def test_the_module_keeps_no_copy_of_the_core(self):
        """One copy of every global (the translator, the rng): the module
        defines no core or text-io function, it uses the executable's."""
        syms = readelf("--dyn-syms", "-W", MODULE)
        defined = set(re.findall(r"^\s*\d+:\s+\S+\s+\d+\s+\w+\s+GLOBAL\s+DEFAULT\s+\d+\s+(\S+)$",
                                 syms, re.M))
        used = set(re.findall(r"^\s*\d+:\s+\S+\s+\d+\s+\w+\s+GLOBAL\s+DEFAULT\s+UND\s+(\S+)$",
                              syms, re.M))
        self.assertIn("mazedfs_gui", defined)
        self.assertIn("mz_grid_new", used)
        core = sorted(s for s in defined if re.match(r"(mz_|lang_|datadir_|io_run_|io_gui_get)", s))
        self.assertEqual(core, [])
        exe = readelf("--dyn-syms", "-W", BIN)
        for name in sorted(used):
            if name.startswith("mz_"):
                self.assertRegex(exe, r"(?m)GLOBAL\s+DEFAULT\s+\d+\s+" + re.escape(name) + "$")


def main():
    global BIN, MODULE
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    BIN, MODULE = (os.path.abspath(a) for a in sys.argv[1:3])
    unittest.main(argv=[sys.argv[0], "-v", *sys.argv[3:]])


if __name__ == "__main__":
    main()
