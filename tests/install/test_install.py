#!/usr/bin/env python3
# test_install.py - the installed mazedfs: --help, the man page and the bash
# completion agree; the menu entry validates; the page renders without
# warnings; cmake --install into a temporary prefix gives a program that
# runs from any folder and finds its data there. SPDX-License-Identifier: MIT
"""usage: test_install.py MAZEDFS SOURCE_DIR BUILD_DIR [unittest arguments]"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

BIN = SRC = BUILD = None

SECTIONS = ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "GENERATORS",
            "SOLVERS", "EXIT STATUS", "FILES", "EXAMPLES", "SEE ALSO"]


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, timeout=60, **kw)


def help_options():
    """Every option --help lists, long and short, e.g. {'--gen', '-g', ...}."""
    r = run([BIN, "--help"])
    assert r.returncode == 0, r.stderr
    found = set()
    for line in r.stdout.splitlines():
        m = re.match(r"^ +(?:-([A-Za-z]), +)?--([a-z0-9][a-z0-9-]*)", line)
        if m:
            found.add("--" + m.group(2))
            if m.group(1):
                found.add("-" + m.group(1))
    assert len(found) > 10, "too few options parsed from --help:\n" + r.stdout
    return found


def names(flag):
    """The first words of `mazedfs FLAG` (--list, --list-solvers)."""
    r = run([BIN, flag])
    assert r.returncode == 0, f"mazedfs {flag} failed: {r.stderr}"
    return [line.split()[0] for line in r.stdout.splitlines() if line.strip()]


def man_sections():
    """The man page's source as {section name: [lines]}."""
    sections, current = {}, None
    with open(os.path.join(SRC, "assets", "mazedfs.6"), encoding="utf-8") as f:
        for line in f.read().splitlines():
            m = re.match(r'^\.SH +"?([^"]+)"?$', line)
            if m:
                current = m.group(1).strip()
                sections[current] = []
            elif current:
                sections[current].append(line)
    return sections


def man_tags(lines):
    """The tag line after each .TP, with roff's \\- made plain '-'."""
    return [lines[i + 1].replace("\\-", "-") for i, line in enumerate(lines[:-1])
            if line.startswith(".TP")]


def man_options():
    found = set()
    for tag in man_tags(man_sections()["OPTIONS"]):
        found |= set(re.findall(r"(?<![\w-])(--[a-z0-9][a-z0-9-]*|-[A-Za-z])\b", tag))
    return found


def man_names(section):
    """The first word of each tag in a section: GENERATORS, SOLVERS."""
    return {re.sub(r"^\.[BIR]+ +", "", tag).split()[0].strip('"')
            for tag in man_tags(man_sections()[section])}


def complete(*words):
    """What the completion script offers for the words typed so far (the
    last is the one being completed), run in bash as bash would run it."""
    script = os.path.join(SRC, "assets", "completion", "mazedfs.bash")
    code = ('source "$0"; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); '
            '_mazedfs; printf "%s\\n" "${COMPREPLY[@]}"')
    r = run(["bash", "--norc", "-c", code, script, BIN, *words])
    assert r.returncode == 0, r.stderr
    return [w for w in r.stdout.splitlines() if w]


# The keys of src/app/keys.c's table (the F1 help is made from it), as the
# docs name them: letters lower case, Shift+ when the key needs Shift.
KEY_NAMES = {"DOWN": "down", "UP": "up", "LEFT": "left", "RIGHT": "right", "PLUS": "+",
             "MINUS": "-", "SPACE": "space", "PERIOD": ".", "COMMA": ",", "GREATER": ">",
             "LESS": "<", "HOME": "home", "END": "end", "RETURN": "enter", "ESCAPE": "esc",
             "QUESTION": "?", "EQUALS": "=", "SLASH": "/", "F1": "f1", "F11": "f11"}
# Bindings the docs may leave out: the keypad's and the unshifted twins of
# + and ? ('=' is + without Shift on most layouts, Shift+/ is ?).
KEY_TWINS = {"=", "shift+/", "ctrl+="}
# What is not a key but the docs list beside the keys: the mouse and the
# gamepad (keys.c's pointer_help); the man page also the timeline strip.
NOT_KEYS = {"click", "wheel", "gamepad"}
DOC_ONLY = {"strip"}


def program_keys():
    """Every key the key table binds, e.g. {'down', 'shift+s', 'f1', ...}."""
    with open(os.path.join(SRC, "src", "app", "keys.c"), encoding="utf-8") as f:
        text = f.read()
    table = text[text.index("static const key_row rows[]"):]
    table = table[:table.index("\n};")]
    keys = set()
    for name, shift in re.findall(r"\{SDLK_(\w+), (-?\d|CTRL)\}", table):
        if name.startswith("KP_"):
            continue
        key = KEY_NAMES.get(name, name.lower())
        keys.add({"1": "shift+", "CTRL": "ctrl+"}.get(shift, "") + key)
    assert len(keys) > 30, "too few keys parsed from keys.c"
    return (keys - KEY_TWINS) | NOT_KEYS


def doc_keys(cell):
    """The keys a docs' key column names: 'arrows, WASD, hjkl', 'N / R',
    'F1 or ?', '`.` / `,`', roff's '.BR . " (period)"'."""
    s = cell.replace("\\-", "-").lower()
    s = re.sub(r"^\.[bri]+ +", "", s).replace('"', " ")
    # Keys that are punctuation, named so that splitting keeps them.
    s = re.sub(r"`([^`]+)`", lambda m: " key:" + m.group(1) + " ", s)
    s = re.sub(r"([.,])\s*\((?:period|comma)\)", r" key:\1 ", s)
    for phrase, keys in ((r"shift\+arrows?", "shift+up shift+down shift+left shift+right"),
                         (r"arrows?", "up down left right"), (r"\bwasd\b", "w a s d"),
                         (r"\bhjkl\b", "h j k l"),
                         (r"click or drag the strip under the maze", "strip"),
                         (r"left click or drag", "click"), (r"wheel\s*[,/]\s*right drag", "wheel")):
        s = re.sub(phrase, " " + keys + " ", s)
    keys = set()
    for word in re.split(r"[\s/]+", s):
        if word.startswith("key:"):
            word = word[4:]
        elif not word.endswith("+,"):  # Shift+, is a key, "Arrows," a list
            word = word.rstrip(",").strip("()")
        if word and word != "or":
            keys.add(word)
    return keys


def readme_keys():
    """The keys of the README's key table (its first column)."""
    with open(os.path.join(SRC, "README.md"), encoding="utf-8") as f:
        text = f.read()
    table = text[text.index("\n| key | what it does |"):]
    keys = set()
    for line in table.splitlines()[3:]:
        if not line.startswith("|"):
            break
        keys |= doc_keys(line.split("|")[1])
    return keys


def man_keys():
    keys = set()
    for tag in man_tags(man_sections()["KEYS"]):
        keys |= doc_keys(tag)
    return keys


def readme_help():
    """The README's copy of --help: the first code block of "The command line"."""
    with open(os.path.join(SRC, "README.md"), encoding="utf-8") as f:
        text = f.read()
    section = text[text.index("\n## The command line"):]
    return re.search(r"```\n(.*?)```", section, re.S).group(1)


def diff_message(what, a_name, a, b_name, b):
    return (f"{what}: in {a_name} but not in {b_name}: {sorted(a - b)}; "
            f"in {b_name} but not in {a_name}: {sorted(b - a)}")


class Consistency(unittest.TestCase):
    def test_help_options_are_in_the_man_page_and_back(self):
        helped, man = help_options(), man_options()
        self.assertEqual(helped, man,
                         diff_message("options", "--help", helped, "the man page's OPTIONS", man))

    def test_readme_has_the_help_text(self):
        helped = run([BIN, "--help"]).stdout
        self.assertEqual(readme_help(), helped,
                         "the README's command line block is not --help: paste it again")

    def test_readme_keys_are_the_key_table(self):
        bound, documented = program_keys(), readme_keys() - DOC_ONLY
        self.assertEqual(documented, bound,
                         diff_message("keys", "the README", documented, "keys.c", bound))

    def test_man_page_keys_are_the_key_table(self):
        bound, documented = program_keys(), man_keys() - DOC_ONLY
        self.assertEqual(documented, bound,
                         diff_message("keys", "the man page", documented, "keys.c", bound))

    def test_completion_offers_every_option(self):
        helped, offered = help_options(), set(complete("-"))
        self.assertEqual(helped, offered,
                         diff_message("options", "--help", helped, "the completion", offered))
        self.assertEqual(sorted(complete("--hel")), ["--help"])

    def test_generators_are_in_the_man_page_and_completed(self):
        listed, man = set(names("--list")), man_names("GENERATORS")
        self.assertEqual(listed, man,
                         diff_message("generators", "--list", listed, "GENERATORS", man))
        self.assertEqual(set(complete("--gen", "")), listed)
        self.assertEqual(set(complete("-g", "")), listed)
        self.assertEqual(set(complete("")), listed, "the first word may be a generator")
        self.assertEqual(set(complete("-s", "1", "")), listed)

    def test_solvers_are_in_the_man_page_and_completed(self):
        listed, man = names("--list-solvers"), man_names("SOLVERS")
        self.assertTrue(listed, "--list-solvers names no solver")
        self.assertEqual(set(listed), man,
                         diff_message("solvers", "--list-solvers", set(listed), "SOLVERS", man))
        self.assertEqual(set(complete("--solver", "")), set(listed))
        self.assertEqual(set(complete("--explain", "")), set(listed) | set(names("--list")))

    def test_completion_of_values_and_files(self):
        # bash splits "--print=a" at '=' into three words; without '=' in
        # COMP_WORDBREAKS the word stays whole and so must the answer.
        self.assertEqual(sorted(complete("--print", "=", "")), ["ascii", "blocks"])
        self.assertEqual(sorted(complete("--print", "=", "a")), ["ascii"])
        self.assertEqual(complete("--print=a"), ["--print=ascii"])
        self.assertEqual(complete("--seed", ""), [])
        self.assertEqual(complete("--delay", ""), [])
        self.assertEqual(complete("--ends", ""), ["far"])
        self.assertEqual(complete("--start", ""), [])
        with tempfile.TemporaryDirectory(prefix="mazedfs-compl-") as tmp:
            for name in ("dot.bmp", "notes.txt"):
                open(os.path.join(tmp, name), "w").close()
            os.mkdir(os.path.join(tmp, "sub"))
            got = {os.path.basename(p) for p in complete("--sprite", tmp + "/")}
            self.assertEqual(got, {"dot.bmp", "sub"}, "--sprite completes .bmp files and folders")
            # Every option whose argument --help calls FILE... completes file names.
            helped = run([BIN, "--help"]).stdout
            for flag in re.findall(r"(?m)^ +(?:-[A-Za-z], +)?(--[a-z0-9-]+) FILE", helped):
                self.assertIn(tmp + "/sub", complete(flag, tmp + "/"), flag)
            if "--paper" in help_options():
                self.assertEqual(sorted(complete("--paper", "")), ["a4", "letter"])

    def test_man_page_has_every_section_and_the_version(self):
        sections = man_sections()
        self.assertEqual([s for s in SECTIONS if s not in sections], [])
        version = run([BIN, "--version"]).stdout.split()[-1]
        with open(os.path.join(SRC, "assets", "mazedfs.6"), encoding="utf-8") as f:
            th = next(line for line in f if line.startswith(".TH"))
        self.assertIn(f'"mazedfs {version}"', th, "the man page's .TH names the version")
        with open(os.path.join(SRC, "CHANGELOG.md"), encoding="utf-8") as f:
            self.assertRegex(f.read(), rf"(?m)^## {re.escape(version)}\b",
                             "CHANGELOG.md has a heading for this version")

    def test_man_page_renders_without_warnings(self):
        page = os.path.join(SRC, "assets", "mazedfs.6")
        r = run(["groff", "-ww", "-man", "-Tutf8", page])
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        env = dict(os.environ, MANWIDTH="80", MAN_KEEP_FORMATTING="")
        r = run(["man", "--warnings", "-l", page], env=env)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertIn("EXIT STATUS", r.stdout)
        self.assertIn("--sprite", r.stdout.replace("\u2010", "-").replace("\u2212", "-"))

    def test_desktop_entry_validates(self):
        entry = os.path.join(SRC, "assets", "mazedfs.desktop")
        r = run(["desktop-file-validate", entry])
        problems = [line for line in r.stdout.splitlines() + r.stderr.splitlines()
                    if re.search(r": (error|warning):", line)]
        self.assertEqual((r.returncode, problems), (0, []), r.stdout + r.stderr)
        with open(entry, encoding="utf-8") as f:
            text = f.read()
        self.assertRegex(text, r"(?m)^Categories=Game;Education;")
        self.assertRegex(text, r"(?m)^Icon=mazedfs$")


INSTALLED = [
    "bin/mazedfs", "share/man/man6/mazedfs.6", "share/applications/mazedfs.desktop",
    "share/icons/hicolor/48x48/apps/mazedfs.png", "share/icons/hicolor/128x128/apps/mazedfs.png",
    "share/icons/hicolor/scalable/apps/mazedfs.svg", "share/mazedfs/miner.bmp",
    "share/bash-completion/completions/mazedfs", "share/doc/mazedfs/README.md",
    "share/doc/mazedfs/LICENSE", "share/doc/mazedfs/CHANGELOG.md",
    "share/locale/es/LC_MESSAGES/mazedfs.mo", "share/locale/zh_CN/LC_MESSAGES/mazedfs.mo",
]


class Install(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp(prefix="mazedfs-install-")
        self.prefix = os.path.join(self.tmp, "prefix")
        r = run(["cmake", "--install", BUILD, "--prefix", self.prefix])
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.elsewhere = os.path.join(self.tmp, "elsewhere")
        os.mkdir(self.elsewhere)

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def mazedfs(self, prefix, *args, **kw):
        """Runs the installed program from a folder that is neither the
        source tree nor the build folder."""
        return run([os.path.join(prefix, "bin", "mazedfs"), *args], cwd=self.elsewhere, **kw)

    def with_sprite(self, prefix, *args):
        """The window with a --sprite, where no window can open: the sprite
        is found and read first (status 2 and a line about it if it is not),
        then the video driver fails (status 1). --sprite goes with the
        window only."""
        env = dict(os.environ, SDL_VIDEODRIVER="no-such-driver")
        env.pop("DISPLAY", None)
        return self.mazedfs(prefix, *args, env=env)

    def test_every_file_is_installed(self):
        missing = [p for p in INSTALLED if not os.path.isfile(os.path.join(self.prefix, p))]
        self.assertEqual(missing, [])
        self.assertTrue(os.access(os.path.join(self.prefix, "bin/mazedfs"), os.X_OK))

    def test_runs_from_anywhere(self):
        version = run([BIN, "--version"]).stdout
        self.assertRegex(version, r"^mazedfs \d+\.\d+\.\d+\n$")
        self.assertEqual(self.mazedfs(self.prefix, "--version").stdout, version)
        self.assertEqual(self.mazedfs(self.prefix, "--list").stdout, run([BIN, "--list"]).stdout)
        args = ["--print=ascii", "-s", "7", "21", "31"]
        r = self.mazedfs(self.prefix, *args)
        self.assertEqual((r.returncode, r.stdout), (0, run([BIN, *args]).stdout))

    def test_speaks_from_the_prefix(self):
        """The installed program finds its catalogues in the prefix (not the
        build tree's): a catalogue planted there is the one it speaks."""
        env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="es")
        r = self.mazedfs(self.prefix, "--print", "-s", "1", "6", "7", env=env)
        self.assertIn("la altura debe ser impar; se usa 5", r.stderr)
        po = os.path.join(self.tmp, "planted.po")
        with open(po, "w", encoding="utf-8") as f:
            f.write('msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
                    'msgid "mazedfs: height must be odd; using %d\\n"\n'
                    'msgstr "planted in the prefix %d\\n"\n')
        mo = os.path.join(self.prefix, "share/locale/es/LC_MESSAGES/mazedfs.mo")
        self.assertEqual(run(["msgfmt", "-o", mo, po]).returncode, 0)
        r = self.mazedfs(self.prefix, "--print", "-s", "1", "6", "7", env=env)
        self.assertIn("planted in the prefix 5", r.stderr)

    def assert_sprite_found(self, r):
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertNotIn("sprite", r.stderr)

    def test_sprite_by_name_from_the_prefix_wherever_it_moves(self):
        args = ["--sprite", "miner", "-s", "1", "7", "7"]
        self.assert_sprite_found(self.with_sprite(self.prefix, *args))
        moved = os.path.join(self.tmp, "moved")
        os.rename(self.prefix, moved)
        self.assert_sprite_found(self.with_sprite(moved, *args))
        # A sprite of our own in the moved prefix's data folder is found by name.
        data = os.path.join(moved, "share", "mazedfs")
        shutil.copy(os.path.join(data, "miner.bmp"), os.path.join(data, "mine.bmp"))
        self.assert_sprite_found(self.with_sprite(moved, "--sprite", "mine", *args[2:]))
        # Without it there, the error names the prefix's file: the lookup
        # went to the prefix, not to the source tree (which has miner.bmp).
        os.remove(os.path.join(data, "miner.bmp"))
        r = self.with_sprite(moved, *args)
        self.assertEqual(r.returncode, 2)
        self.assertEqual(r.stdout, "")
        lines = r.stderr.splitlines()
        self.assertEqual(len(lines), 1, r.stderr)
        self.assertTrue(lines[0].startswith("mazedfs: "), r.stderr)
        self.assertIn(os.path.realpath(os.path.join(data, "miner.bmp")), lines[0])

    def test_a_missing_or_bad_sprite_is_bad_input(self):
        bad = os.path.join(self.tmp, "bad.bmp")
        with open(bad, "w") as f:
            f.write("not a bitmap\n")
        for sprite in ("no-such-sprite", os.path.join(self.tmp, "none.bmp"), bad, self.tmp):
            r = self.with_sprite(self.prefix, "--sprite", sprite, "-s", "1", "7", "7")
            self.assertEqual((r.returncode, r.stdout), (2, ""), sprite)
            self.assertRegex(r.stderr, r"^mazedfs: [^\n]*sprite[^\n]*\n$", sprite)

    def installed_module(self, prefix):
        """The prefix's mazedfs-gui.so (under lib/ or lib/<triplet>/)."""
        found = [os.path.join(d, f) for d, _, fs in os.walk(prefix) for f in fs
                 if f == "mazedfs-gui.so"]
        self.assertEqual(len(found), 1, found)
        self.assertRegex(os.path.relpath(found[0], prefix), r"^lib(/[^/]+)?/mazedfs/mazedfs-gui\.so$")
        return found[0]

    def test_pictures_from_the_prefix_module_wherever_it_moves(self):
        """The installed program opens the prefix's module for a picture,
        moved or not; without it, a picture is one line and status 1 and
        the text modes still run."""
        moved = os.path.join(self.tmp, "moved")
        os.rename(self.prefix, moved)
        png = os.path.join(self.tmp, "maze.png")
        r = self.mazedfs(moved, "--export", png, "-s", "3", "11", "11")
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(png, "rb") as f:
            self.assertEqual(f.read(8), b"\x89PNG\r\n\x1a\n")
        module = self.installed_module(moved)
        os.remove(module)
        for args in (["--export", png], ["--mask-text", "HI", "--print"], []):
            r = self.mazedfs(moved, *args, "-s", "3", "11", "11")
            self.assertEqual((r.returncode, r.stdout), (1, ""), args)
            self.assertRegex(r.stderr, r"^mazedfs: cannot find mazedfs-gui\.so[^\n]*\n$", args)
        args = ["--print=ascii", "-s", "7", "21", "31"]
        r = self.mazedfs(moved, *args)
        self.assertEqual((r.returncode, r.stdout), (0, run([BIN, *args]).stdout))
        # A module that is not one (or does not fit): one line, status 1.
        with open(module, "w") as f:
            f.write("not a shared object\n")
        r = self.mazedfs(moved, "--export", png, "-s", "3", "11", "11")
        self.assertEqual((r.returncode, r.stdout), (1, ""))
        self.assertRegex(r.stderr, r"^mazedfs: cannot load [^\n]*mazedfs-gui\.so: [^\n]+\n$")

    def test_installed_completion_uses_the_installed_program(self):
        script = os.path.join(self.prefix, "share/bash-completion/completions/mazedfs")
        code = ('source "$0"; COMP_WORDS=("$1" -g ""); COMP_CWORD=2; _mazedfs; '
                'printf "%s\\n" "${COMPREPLY[@]}"')
        r = run(["bash", "--norc", "-c", code, script, os.path.join(self.prefix, "bin/mazedfs")],
                cwd=self.elsewhere)
        self.assertEqual(r.stdout.split(), names("--list"))


def main():
    global BIN, SRC, BUILD
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    BIN, SRC, BUILD = (os.path.abspath(a) for a in sys.argv[1:4])
    unittest.main(argv=[sys.argv[0], "-v", *sys.argv[4:]])


if __name__ == "__main__":
    main()
