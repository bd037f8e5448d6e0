#!/usr/bin/env python3
"""e2e_lang.py - mazedfs in the class's language: the catalogues are whole
(every word marked in the sources has its es and zh_CN translation), a
worksheet in each catalogue has the translated words and, in Chinese, a
font with their glyphs; --help and the command line's errors are
translated, their option names and exit codes kept; numbers, --print,
--stats and --events stay the same in every language; English is the
default. Usage: e2e_lang.py MAZEDFS SOURCE_DIR
SPDX-License-Identifier: MIT"""
import glob
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

MAZEDFS, SRC = sys.argv[1], sys.argv[2]
LANGS = ("es", "zh_CN")
# Words of each worksheet: the heading, Start, Finish, Name, the instruction.
SHEET_WORDS = {
    "en": ("Mazes", "Start", "Finish", "Name:", "without crossing a wall"),
    "es": ("Laberintos", "Salida", "Meta", "Nombre:", "sin cruzar ninguna pared"),
    "zh_CN": ("迷宫", "起点", "终点", "姓名", "不要穿过墙"),
}
NO_FONTS = os.path.join(SRC, "tests", "app", "no-fonts.conf")
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what)


def env_for(lang, **more):
    """The environment of a run in lang ("en": the C locale, as a machine
    with no locale set)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    if lang == "en":
        env["LC_ALL"] = "C"
    else:
        env.update(LC_ALL="C.UTF-8", LANGUAGE=lang)
    if lang == "zh_CN" and "ASAN_OPTIONS" in env:
        # Debian's cairo 1.16 loses a buffer when it writes the CJK font
        # into a PDF (a direct leak whose stack ends in libcairo's own
        # realloc; only the Chinese worksheet and export show it). The
        # other languages here, and io_e2e, keep the leak check.
        env["ASAN_OPTIONS"] += ":detect_leaks=0"
    env.update(more)
    return env


def run(args, env):
    return subprocess.run([MAZEDFS] + args, env=env, capture_output=True, timeout=120)


def msgids(po_text):
    """The msgids of a .po or .pot text (the header's empty one aside)."""
    ids = set()
    for m in re.finditer(r'(?m)^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)', po_text):
        ids.add("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(1))))
    ids.discard("")
    return ids


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def test_the_pot_has_every_marked_word(tmp):
    """po/mazedfs.pot holds what xgettext finds in the sources now."""
    sources = sorted(os.path.relpath(p, SRC)
                     for p in glob.glob(os.path.join(SRC, "src", "**", "*.c"), recursive=True))
    out = os.path.join(tmp, "now.pot")
    r = subprocess.run(["xgettext", "--from-code=UTF-8", "--language=C", "--keyword",
                        "--keyword=_", "--keyword=N_", "-o", out] + sources,
                       cwd=SRC, capture_output=True, text=True)
    check(r.returncode == 0, "xgettext: " + r.stderr)
    now, pot = msgids(read(out)), msgids(read(os.path.join(SRC, "po", "mazedfs.pot")))
    check(len(now) > 200, f"only {len(now)} words marked")
    check(now == pot, "po/mazedfs.pot is stale (cmake --build build --target pot): "
          f"new {sorted(now - pot)[:5]}, gone {sorted(pot - now)[:5]}")


def test_every_word_is_translated():
    pot = msgids(read(os.path.join(SRC, "po", "mazedfs.pot")))
    for lang in LANGS:
        po = os.path.join(SRC, "po", lang + ".po")
        check(msgids(read(po)) == pot, f"{lang}.po and mazedfs.pot differ (msgmerge)")
        r = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po],
                           capture_output=True, text=True)
        check(r.returncode == 0, f"msgfmt --check {lang}.po: {r.stderr}")
        check(re.fullmatch(rf"{len(pot)} translated messages\.\s*", r.stderr),
              f"{lang}.po is not whole: {r.stderr.strip()}")


def pdf_text_and_fonts(path):
    text = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
    fonts = subprocess.run(["pdffonts", path], capture_output=True, text=True).stdout
    return text, fonts


def test_worksheets(tmp):
    for lang, words in SHEET_WORDS.items():
        pdf = os.path.join(tmp, f"sheet-{lang}.pdf")
        r = run(["--export", pdf, "--sheet", "2", "--per-page", "2", "--seed", "4", "11", "15"],
                env_for(lang))
        check(r.returncode == 0, f"{lang} worksheet: {r.stderr.decode()}")
        text, fonts = pdf_text_and_fonts(pdf)
        for w in words:
            check(w in text, f"the {lang} worksheet lacks {w!r}")
        if lang == "zh_CN":
            # Drawn from a font that has the glyphs, not DejaVu's boxes.
            names = re.findall(r"(?m)^\w{6}\+(\S+)", fonts)
            check(names and all("DejaVu" not in n for n in names),
                  f"the Chinese worksheet's fonts: {names}")
    # A maze exported as PDF, with its heat legend, speaks the same way.
    pdf = os.path.join(tmp, "maze-zh.pdf")
    r = run(["--export", pdf, "--heat", "--seed", "4", "11", "15"], env_for("zh_CN"))
    text, fonts = pdf_text_and_fonts(pdf)
    check(r.returncode == 0 and "起点" in text and "终点" in text and "离起点的步数" in text,
          f"the Chinese PDF export: {r.stderr} {text!r}")
    check("DejaVu" not in fonts, f"the Chinese PDF export's fonts: {fonts}")
    # No font with the glyphs: English words, and one note saying so.
    pdf = os.path.join(tmp, "sheet-nofont.pdf")
    r = run(["--export", pdf, "--sheet", "1", "--seed", "4", "11", "15"],
            env_for("zh_CN", FONTCONFIG_FILE=NO_FONTS))
    err = r.stderr.decode()
    check(r.returncode == 0 and err.count("on paper are in English") == 1,
          f"no CJK font: {r.returncode} {err}")


def same_figures(out):
    return [line for line in out.splitlines()
            if not re.match(rb"\w+_(ms|kb):", line)]


def test_messages_and_numbers():
    said = {}
    for mode in ("--print", "--stats", "--events"):
        for lang in ("en",) + LANGS:
            r = run([mode, "--seed", "9", "10", "12"], env_for(lang))
            said[lang] = r
            check(r.returncode == 0 and r.stdout, f"{lang} {mode}: {r.stderr.decode()}")
        # Figures and the maze are the same bytes in every language (times
        # and memory aside: they are measured).
        for lang in LANGS:
            check(same_figures(said[lang].stdout) == same_figures(said["en"].stdout),
                  f"{mode} differs in {lang}")
    check(b"height must be odd" in said["en"].stderr, said["en"].stderr)
    check("la altura debe ser impar" in said["es"].stderr.decode(), said["es"].stderr)
    check("高度必须是奇数" in said["zh_CN"].stderr.decode(), said["zh_CN"].stderr)
    # The locale alone picks the language, generated on this machine or not.
    env = env_for("en")
    del env["LC_ALL"]
    env["LANG"] = "es_ES.UTF-8"
    r = run(["--print", "10", "11"], env)
    check("la altura debe ser impar" in r.stderr.decode(), f"LANG=es_ES.UTF-8: {r.stderr}")
    # LANGUAGE alone, in the C locale, is not asked for (as gettext does).
    r = run(["--print", "10", "11"], env_for("en", LANGUAGE="es"))
    check(b"height must be odd" in r.stderr, f"LC_ALL=C LANGUAGE=es: {r.stderr}")


def columns(text):
    """The columns text takes in a terminal (a wide character takes two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


OPTION_ROW = re.compile(r"^(  (?:-[A-Za-z], |    )--\S+(?: \S+)?)( {2,})(\S.*)$")
# An option too wide for the column, alone on its line (its words follow).
OPTION_ALONE = re.compile(r"^(  (?:-[A-Za-z], |    )--\S+(?: \S+)?)$")
HELP_COLUMN = 30


def names_of(mode):
    """The first column of --list or --list-solvers."""
    out = run([mode], env_for("en")).stdout.decode()
    return {line.split()[0] for line in out.splitlines() if line.strip()}


def test_help_in_each_language():
    en = run(["--help"], env_for("en"))
    check(en.returncode == 0, f"--help: {en.stderr}")
    en_lines = en.stdout.decode().splitlines()
    widest = max(columns(line) for line in en_lines)
    options = re.findall(r"(?m)^  (?:-[A-Za-z], |    )(--[a-z0-9-]+)", en.stdout.decode())
    # What may stay as it is: what the user types (options, their values,
    # the generators' and solvers' names, the levels) and the letters that
    # stand for numbers (N, PCT ...).
    typed = set()
    for line in en_lines:
        m = OPTION_ROW.match(line) or OPTION_ALONE.match(line)
        if m:
            typed |= set(re.findall(r"[A-Za-z][A-Za-z0-9-]*", m.group(1)))
    typed |= names_of("--list") | names_of("--list-solvers")
    typed |= {"easy", "medium", "hard", "expert", "x"}
    check(len(options) > 40 and len(typed) > 60, f"--help's options: {options}")
    for lang in LANGS:
        r = run(["--help"], env_for(lang))
        text = r.stdout.decode()
        lines = text.splitlines()
        check(r.returncode == 0 and not r.stderr, f"{lang} --help: {r.returncode} {r.stderr}")
        check(re.findall(r"(?m)^  (?:-[A-Za-z], |    )(--[a-z0-9-]+)", text) == options,
              f"{lang} --help does not list the same options in the same order")
        check(lines[0] != en_lines[0] and "mazedfs [" in lines[0], f"{lang} usage: {lines[0]}")
        for line in lines:
            check(columns(line) <= widest,
                  f"{lang} --help line wider than English's {widest} columns: {line}")
            m = OPTION_ROW.match(line)
            if m and columns(m.group(1)) < HELP_COLUMN - 1:
                # The option's words start in the help column, counted in
                # a terminal's columns, whatever the argument's name.
                check(columns(m.group(1) + m.group(2)) == HELP_COLUMN,
                      f"{lang} --help: the words are not in column {HELP_COLUMN}: {line}")
            elif line.startswith(" ") and not m and not OPTION_ALONE.match(line):
                check(re.match(r"^ {%d}\S" % HELP_COLUMN, line),
                      f"{lang} --help: a second line of words out of the column: {line}")
            if line in en_lines:
                left = set(re.findall(r"[A-Za-z][A-Za-z0-9-]*", line)) - typed
                check(not left, f"{lang} --help line left in English ({sorted(left)}): {line}")
        check(lines[-1].split()[0] == "--version", f"{lang} --help is cut: {lines[-1]}")


# Bad command lines: each is one line on stderr and exit status 2 in every
# language.
BAD = (["4", "5"], ["foo"], ["--solver", "x"], ["--braid", "200"], ["--seed"], ["--nope"],
       ["-x"], ["--heat", "--print"], ["--print", "-g", "kruskal", "3000000", "11"],
       ["-g", "kruskal", "-g", "prim"], ["--fps", "3", "--print"], ["--print", "11", "11", "99"],
       ["--level", "nope"], ["--bias-lab", "division-loops"], ["--print", "--stats"],
       ["--wall-color", "zz"], ["--print", "11"], ["--load", "x", "kruskal"],
       ["--style", "dots", "--export", "x.png"], ["--print", "--steps", "3", "--braid", "9"])


def test_errors_in_each_language():
    for args in BAD:
        en = run(args, env_for("en"))
        said = en.stderr.decode()
        check(en.returncode == 2 and said.startswith("mazedfs: ") and said.count("\n") == 1,
              f"{args}: {en.returncode} {said!r}")
        # A language with no catalogue says the same bytes as the C locale.
        other = run(args, env_for("fr"))
        check((other.returncode, other.stdout, other.stderr) == (2, b"", en.stderr),
              f"{args} with no catalogue: {other.stderr!r}")
        for lang in LANGS:
            r = run(args, env_for(lang))
            got = r.stderr.decode()
            check(r.returncode == 2 and not r.stdout, f"{lang} {args}: exit {r.returncode}")
            check(got.startswith("mazedfs: ") and got.count("\n") == 1,
                  f"{lang} {args}: not one mazedfs: line: {got!r}")
            check(got != said, f"{lang} {args} is English: {got!r}")
            # What the user typed and the options named stay as they are.
            for kept in re.findall(r"--[a-z][a-z-]*|'[^']*'", said):
                check(kept in got, f"{lang} {args}: {kept} is not in {got!r}")


def main():
    with tempfile.TemporaryDirectory(prefix="mazedfs-lang-") as tmp:
        test_the_pot_has_every_marked_word(tmp)
        test_every_word_is_translated()
        test_worksheets(tmp)
        test_messages_and_numbers()
        test_help_in_each_language()
        test_errors_in_each_language()
    print("FAILED" if failures else "ok", len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
