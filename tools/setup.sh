#!/bin/sh
# setup.sh - installs what mazedfs needs on Debian: to build and run, and
# with --test also what the test suite uses. One line says each stage.
# SPDX-License-Identifier: MIT
set -eu
run_pkgs="build-essential cmake pkg-config libsdl2-dev libsdl2-ttf-dev libcairo2-dev libgif-dev
  libfontconfig-dev gettext"
test_pkgs="libcmocka-dev python3 xvfb xdotool x11-utils imagemagick valgrind clang libclang-rt-dev
  poppler-utils librsvg2-bin dpkg-dev lintian desktop-file-utils man-db clang-format fonts-noto-cjk time
  xscreensaver-data-extra"
case "${1:-}" in
"") what="to build and run mazedfs" pkgs=$run_pkgs ;;
--test) what="to build, run and test mazedfs" pkgs="$run_pkgs $test_pkgs" ;;
*)
    echo "usage: sh tools/setup.sh [--test]" >&2
    exit 2
    ;;
esac
n=$(echo "$pkgs" | wc -w)
# Every package installed already (a second run, CI): nothing to fetch, so
# no apt-get (its update reads the package lists over the network, 10-30 s)
# and no root needed.
# shellcheck disable=SC2086 # the list is meant to split into words
installed=$(dpkg-query -W -f='${db:Status-Abbrev}\n' $pkgs 2>/dev/null | grep -c '^ii ' || true)
if [ "$installed" -eq "$n" ]; then
    echo "setup.sh: the $n Debian packages $what are installed"
    exit 0
fi
# Debian's sudo drops DEBIAN_FRONTEND from the environment, so it is passed
# on the command line: no package may stop to ask a question.
if [ "$(id -u)" -eq 0 ]; then
    as_root="env DEBIAN_FRONTEND=noninteractive"
elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo env DEBIAN_FRONTEND=noninteractive"
else
    echo "setup.sh: not root and no sudo: run it as root, or install sudo" >&2
    exit 1
fi
echo "setup.sh: reading Debian's package lists (apt-get update)"
$as_root apt-get update -qq
echo "setup.sh: installing $n Debian packages $what (apt-get install; a minute or two the first time)"
# shellcheck disable=SC2086 # the list is meant to split into words
$as_root apt-get install -y -qq --no-install-recommends $pkgs >/dev/null
echo "setup.sh: done"
