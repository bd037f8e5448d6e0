#!/bin/sh
# valgrind_run.sh - runs the real mazedfs binary headless under valgrind:
# for every generator one of --print, --print=ascii and --stats in turn (with
# --all each of the three), plus the usage-error and info paths. Fails on
# any memory error and on any definitely or indirectly lost byte.
# usage: valgrind_run.sh [--all] MAZEDFS [SUPPRESSIONS]
# SPDX-License-Identifier: MIT
set -u
all=false
if [ "${1:-}" = --all ]; then
  all=true
  shift
fi
bin=$1
supp=${2:+--suppressions=$2}
log=${TMPDIR:-/tmp}/mazedfs-valgrind.$$.log
failed=0

# Runs one command line under valgrind; want is the exit status expected
# from mazedfs itself (valgrind's own failures exit 99).
check() {
  want=$1
  shift
  valgrind -q --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
    --errors-for-leak-kinds=definite,indirect $supp "$bin" "$@" >/dev/null 2>"$log"
  got=$?
  if [ "$got" -ne "$want" ]; then
    echo "FAIL (status $got, wanted $want): mazedfs $*"
    cat "$log"
    failed=1
  else
    echo "ok: mazedfs $*"
  fi
}

i=0
for gen in $("$bin" --list | cut -d' ' -f1); do
  if $all || [ $((i % 3)) -eq 0 ]; then check 0 --print -g "$gen" -s 1 61 81; fi
  if $all || [ $((i % 3)) -eq 1 ]; then check 0 --print=ascii -g "$gen" -s 2 41 51; fi
  if $all || [ $((i % 3)) -eq 2 ]; then check 0 --stats -g "$gen" -s 3 101 151; fi
  i=$((i + 1))
done
check 0 --list
check 0 --help
check 2 -g nonesuch 41 51
check 2 --print 41 51 10 9 8
check 0 --print=ascii -s 4 42 50 # the even-size notice path
check 0 --bias-lab prim --print --samples 960 -s 2
check 2 --bias-lab prim --samples 10

# The window app's valgrind runs (valgrind_app_logic, valgrind_window_session
# under SDL's dummy driver, with tests/valgrind-sdl.supp) are set up in
# tests/app/CMakeLists.txt. Headless needs no suppressions.

rm -f "$log"
exit $failed
