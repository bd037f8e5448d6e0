#!/usr/bin/env python3
# test_package.py - the Debian package: cpack -G DEB makes it, lintian finds
# no error in it, and on a CI machine (root, CI=true) dpkg installs it, the
# installed mazedfs runs, and dpkg removes every file it brought.
# SPDX-License-Identifier: MIT
"""usage: test_package.py BUILD_DIR"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

BUILD = None


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, timeout=300, **kw)


def check(cond, what):
    if not cond:
        raise AssertionError(what)


def project_version():
    with open(os.path.join(BUILD, "CPackConfig.cmake"), encoding="utf-8") as f:
        return re.search(r'set\(CPACK_PACKAGE_VERSION "([^"]+)"\)', f.read()).group(1)


def make_package(out):
    """Runs cpack into out (so the build folder gets no package files) and
    returns the .deb's path."""
    r = run(["cpack", "-G", "DEB", "--config", os.path.join(BUILD, "CPackConfig.cmake"),
             "-B", out])
    check(r.returncode == 0, "cpack failed:\n" + r.stdout + r.stderr)
    arch = run(["dpkg", "--print-architecture"]).stdout.strip()
    deb = os.path.join(out, f"mazedfs_{project_version()}_{arch}.deb")
    check(os.path.isfile(deb), f"no {deb}; cpack made: {os.listdir(out)}")
    return deb


def check_contents(deb):
    fields = {k: run(["dpkg-deb", "-f", deb, k]).stdout.strip()
              for k in ("Package", "Version", "Section", "Depends", "Recommends", "Description",
                        "Maintainer")}
    check(fields["Package"] == "mazedfs" and fields["Version"] == project_version(), fields)
    check(fields["Section"] == "games", fields)
    check(re.search(r"\blibsdl2-2\.0-0\b", fields["Depends"])
          and re.search(r"\blibsdl2-ttf-2\.0-0\b", fields["Depends"]),
          "shlibdeps should name SDL2 and SDL2_ttf: " + fields["Depends"])
    check(re.search(r"\bfonts-noto-cjk\b", fields["Recommends"]),
          "the Chinese glyphs are recommended: " + fields["Recommends"])
    check(len(fields["Description"].splitlines()) > 3, "a proper description")
    check(re.match(r".+ <[^@ ]+@[^@ ]+>$", fields["Maintainer"]), fields["Maintainer"])
    files = run(["dpkg-deb", "-c", deb]).stdout
    for path in ("./usr/games/mazedfs", "./usr/share/man/man6/mazedfs.6.gz",
                 "./usr/share/doc/mazedfs/copyright", "./usr/share/doc/mazedfs/changelog.gz",
                 "./usr/share/mazedfs/miner.bmp", "./usr/share/applications/mazedfs.desktop",
                 "./usr/share/icons/hicolor/scalable/apps/mazedfs.svg",
                 "./usr/share/bash-completion/completions/mazedfs",
                 "./usr/share/locale/zh_CN/LC_MESSAGES/mazedfs.mo",
                 "./usr/lib/games/mazedfs/mazedfs-gui.so"):
        check(re.search(r" " + re.escape(path) + r"$", files, re.M), f"{path} not in the package")
    with tempfile.TemporaryDirectory(prefix="mazedfs-deb-x-") as x:
        check(run(["dpkg-deb", "-x", deb, x]).returncode == 0, "dpkg-deb -x")
        sections = run(["readelf", "-SW", os.path.join(x, "usr/games/mazedfs")]).stdout
        check(".symtab" not in sections and ".debug_info" not in sections,
              "the packaged program is stripped")
        # The unpacked program opens the unpacked module for a picture.
        png = os.path.join(x, "maze.png")
        r = run([os.path.join(x, "usr/games/mazedfs"), "--export", png, "-s", "1", "9", "9"],
                cwd=x)
        check(r.returncode == 0 and os.path.getsize(png) > 0,
              "the packaged program draws a PNG with its module:\n" + r.stderr)
        with open(os.path.join(x, "usr/share/doc/mazedfs/copyright"), encoding="utf-8") as f:
            copyright_text = f.read()
        check(copyright_text.startswith("Format: https://www.debian.org/doc/packaging-manuals/"
                                        "copyright-format/1.0/"), "DEP-5 copyright")


def check_lintian(deb):
    r = run(["lintian", "--fail-on", "error", "--display-info", "--no-tag-display-limit", deb])
    print("lintian:\n" + (r.stdout or "(no tags)\n"), end="")
    check(r.returncode == 0, "lintian found errors:\n" + r.stdout + r.stderr)
    check(not re.search(r"(?m)^E: ", r.stdout), "lintian errors:\n" + r.stdout)


def known_to_dpkg():
    """True when dpkg has mazedfs in any state (installed, or its
    configuration left after a removal)."""
    r = run(["dpkg-query", "-W", "-f", "${db:Status-Abbrev}", "mazedfs"])
    return r.returncode == 0 and not r.stdout.startswith("un")


def install_and_remove(deb):
    """dpkg -i, run it, dpkg -r: no file of the package may remain. Always
    purges what it installed, even when a check fails."""
    check(not known_to_dpkg(), "mazedfs is already installed here; not touching it")
    try:
        r = run(["dpkg", "-i", deb])
        check(r.returncode == 0, "dpkg -i failed:\n" + r.stdout + r.stderr)
        listed = [p for p in run(["dpkg", "-L", "mazedfs"]).stdout.splitlines() if p]
        ours = [p for p in listed if os.path.isfile(p) or os.path.islink(p)]
        check("/usr/games/mazedfs" in ours, "dpkg -L lists /usr/games/mazedfs")
        with tempfile.TemporaryDirectory(prefix="mazedfs-deb-run-") as cwd:
            r = run(["/usr/games/mazedfs", "--version"], cwd=cwd)
            check(r.stdout == f"mazedfs {project_version()}\n", r.stdout + r.stderr)
            # --sprite goes with the window: with no video driver to open
            # one, a sprite found and read gets as far as that (status 1),
            # one not found is status 2 and a line about the sprite.
            env = dict(os.environ, SDL_VIDEODRIVER="no-such-driver")
            env.pop("DISPLAY", None)
            r = run(["/usr/games/mazedfs", "--sprite", "miner", "-s", "1", "9", "9"], cwd=cwd,
                    env=env)
            check(r.returncode == 1 and "sprite" not in r.stderr,
                  "the installed sprite is found: " + r.stderr)
        r = run(["dpkg", "-r", "mazedfs"])
        check(r.returncode == 0, "dpkg -r failed:\n" + r.stdout + r.stderr)
        left = [p for p in ours if os.path.lexists(p)]
        check(not left, f"left behind by dpkg -r: {left}")
        for d in ("/usr/share/mazedfs", "/usr/share/doc/mazedfs"):
            check(not os.path.exists(d), f"{d} remains")
    finally:
        if known_to_dpkg():
            run(["dpkg", "--purge", "mazedfs"])


def main():
    global BUILD
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    BUILD = os.path.abspath(sys.argv[1])
    out = tempfile.mkdtemp(prefix="mazedfs-deb-")
    try:
        deb = make_package(out)
        check_contents(deb)
        check_lintian(deb)
        if os.geteuid() == 0 and os.environ.get("CI") == "true":
            install_and_remove(deb)
            print("dpkg -i, run, dpkg -r: clean")
        else:
            print("dpkg -i / dpkg -r not tried: only as root with CI=true")
    except AssertionError as e:
        print("FAIL:", e)
        return 1
    finally:
        shutil.rmtree(out, ignore_errors=True)
    print("package: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
