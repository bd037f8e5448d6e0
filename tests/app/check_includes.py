#!/usr/bin/env python3
"""check_includes.py - the window app's modules include each other in one
direction only. SPDX-License-Identifier: MIT

Usage: check_includes.py SRC_APP_DIR

A module is a header X.h with its X.c. The app itself is app.h and the
files that share struct app and app.h's declarations (APP_PARTS below):
they are one module, "app". Every other file of src/app is its own module,
named by its stem. The check fails (exit 1) when
  - two app headers include each other in a circle, directly or not;
  - the modules do: X.c includes app.h while app.h includes X.h is such a
    circle (the app calls X, X calls the app back);
  - a header other than app.h includes app.h or names struct app (a
    module that takes the whole app belongs in APP_PARTS, or should take
    less);
  - a .c file outside APP_PARTS and NEEDS_APP includes app.h.
"""
import pathlib
import re
import sys

# The app: these files work on struct app as a whole, and app.h declares
# their calls. timeline.c (replay, strip and mouse in one) and living.c
# (whose fields phase.c sets) are here until they get narrow state; a file
# that leaves this list must stop including app.h.
APP_PARTS = {
    "app.h", "app.c", "input.c", "phase.c", "render.c", "demo.c", "timeline.c", "living.c",
}
# Outside the app, and drive it whole: the loop main runs.
NEEDS_APP = {"window.c"}

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def module(name):
    return "app" if name in APP_PARTS else name.rsplit(".", 1)[0]


def find_cycle(graph):
    """A list of nodes making a circle in graph (node -> set), or None."""
    state, stack = {}, []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = visit(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = visit(n)
            if found:
                return found
    return None


def main():
    src = pathlib.Path(sys.argv[1])
    files = {p.name: p.read_text() for p in sorted(src.glob("*.[ch]"))}
    local = {name: [i for i in INCLUDE.findall(text) if i in files] for name, text in files.items()}
    errors = []

    headers = {n: {i for i in inc if i.endswith(".h")} for n, inc in local.items() if n.endswith(".h")}
    cycle = find_cycle(headers)
    if cycle:
        errors.append("headers include each other in a circle: " + " -> ".join(cycle))

    modules = {}
    for name, inc in local.items():
        for i in inc:
            a, b = module(name), module(i)
            if a != b:
                modules.setdefault(a, set()).add(b)
    cycle = find_cycle(modules)
    if cycle:
        errors.append("modules include each other in a circle: " + " -> ".join(cycle))

    for name, text in files.items():
        if name.endswith(".h") and name != "app.h":
            if "app.h" in local[name]:
                errors.append(f"{name} includes app.h: a header takes what its module needs")
            if re.search(r"\bstruct app\b", text):
                errors.append(f"{name} names struct app: its module reaches into the whole app")
        if name.endswith(".c") and "app.h" in local[name] and name not in APP_PARTS | NEEDS_APP:
            errors.append(f"{name} includes app.h but is not one of the app's files")

    for e in errors:
        print("check_includes: " + e)
    if not errors:
        print(f"check_includes: {len(files)} files, {len(modules)} modules, no circle")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
