#!/usr/bin/env python3
# stats_table.py - issue 25's "a 4001 x 4001 --stats in under 2x the
# generation": for each generator, mazedfs --print, --print=ascii and
# --stats (and, with --old BIN, another binary's --stats) on the same
# mazes, one after the other, every run's CPU (user + sys, from wait4, so
# a loaded machine's waiting does not count); prints the medians as the
# README's Markdown table. SPDX-License-Identifier: MIT
#
#   python3 bench/stats_table.py --bin build/mazedfs [--old OTHER] \
#       [--gen NAME,...] [--seeds 1,2,3] [--reps 2] [--size 4001]
"""Times --print, --print=ascii and --stats at 4001 x 4001 (CPU, medians)."""
import argparse
import os
import statistics
import subprocess

GENS = ("backtracker,division,division-loops,division-four,aldous-broder,wilson,kruskal,"
        "prim,prim-true,growing-tree,hunt-and-kill,eller,binary-tree,sidewinder,origin-shift")


def cpu_ms(argv):
    p = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    if status != 0:
        raise SystemExit(f"stats_table: {' '.join(argv)} failed")
    return (ru.ru_utime + ru.ru_stime) * 1000.0


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--bin", default="build/mazedfs")
    ap.add_argument("--old", help="another mazedfs whose --stats runs beside (before/after)")
    ap.add_argument("--gen", default=GENS)
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--reps", type=int, default=2)
    ap.add_argument("--size", default="4001")
    a = ap.parse_args()
    old = " `--stats` before |" if a.old else ""
    print(f"| generator | `--print` | `--print=ascii` |{old} `--stats` | "
          "`--stats` / `--print` | `--stats` / ascii |")
    print("|---" * (7 if a.old else 6) + "|")
    for gen in a.gen.split(","):
        runs = {"print": [], "ascii": [], "stats": [], "old": []}
        for _ in range(a.reps):
            for seed in a.seeds.split(","):
                maze = ["-g", gen, "-s", seed, a.size, a.size]
                runs["print"].append(cpu_ms([a.bin, *maze, "--print"]))
                runs["ascii"].append(cpu_ms([a.bin, *maze, "--print=ascii"]))
                runs["stats"].append(cpu_ms([a.bin, *maze, "--stats"]))
                if a.old:
                    runs["old"].append(cpu_ms([a.old, *maze, "--stats"]))
        m = {k: statistics.median(v) for k, v in runs.items() if v}
        before = f" {m['old']:.0f} |" if a.old else ""
        print(f"| {gen} | {m['print']:.0f} | {m['ascii']:.0f} |{before} {m['stats']:.0f} | "
              f"{m['stats'] / m['print']:.2f} | {m['stats'] / m['ascii']:.2f} |", flush=True)


if __name__ == "__main__":
    main()
