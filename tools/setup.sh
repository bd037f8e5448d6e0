#!/bin/sh
# setup.sh - installs what mazedfs needs on Debian: to build and run, and
# with --test also what the test suite uses. SPDX-License-Identifier: MIT
set -eu
run_pkgs="build-essential cmake pkg-config libsdl2-dev libsdl2-ttf-dev libcairo2-dev libgif-dev"
test_pkgs="libcmocka-dev python3 xvfb xdotool x11-utils imagemagick valgrind clang libclang-rt-dev
  poppler-utils librsvg2-bin dpkg-dev lintian desktop-file-utils man-db clang-format"
pkgs=$run_pkgs
[ "${1:-}" = "--test" ] && pkgs="$run_pkgs $test_pkgs"
as_root=""
[ "$(id -u)" -eq 0 ] || as_root="sudo"
export DEBIAN_FRONTEND=noninteractive
$as_root apt-get update -qq
# shellcheck disable=SC2086 # the list is meant to split into words
$as_root apt-get install -y -qq --no-install-recommends $pkgs >/dev/null
