#!/usr/bin/env python3
"""A streamed maze past the grid's limit (long tier): mazedfs --print=ascii
of HEIGHT x WIDTH checked as it streams by check_stream_text (a perfect
maze of the right rows and widths), in little memory by /usr/bin/time -v.
Usage: long_stream.py MAZEDFS CHECKER GEN HEIGHT WIDTH MAX_KB.
SPDX-License-Identifier: MIT"""
import re
import subprocess
import sys
import tempfile

mazedfs, checker, gen, height, width, max_kb = sys.argv[1:7]
with tempfile.NamedTemporaryFile("r") as times:
    maze = subprocess.Popen(["/usr/bin/time", "-v", "-o", times.name, mazedfs, "--print=ascii",
                             "-g", gen, "-s", "1", height, width], stdout=subprocess.PIPE)
    check = subprocess.run([checker, height, width], stdin=maze.stdout,
                           capture_output=True, text=True)
    maze.stdout.close()
    status = maze.wait()
    report = times.read()
print(check.stdout.strip())
peak = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", report).group(1))
print(f"{gen} {height} x {width}: peak {peak} kB (limit {max_kb} kB)")
assert status == 0, report
assert check.returncode == 0, check.stdout + check.stderr
assert peak <= int(max_kb), peak
