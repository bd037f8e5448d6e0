#!/bin/sh
# fuzz.sh - builds the libFuzzer targets with clang (in build-fuzz/) and runs
# each for SECONDS (default 60). New interesting inputs go to build-fuzz/, not
# to the checked-in seed corpus; a crash stops the run, its input is kept as
# build-fuzz/crash-<target>-*, and the script fails. Copy such an input into
# tests/fuzz/crashes_<target>/ to make it a regression test (ctest replays it).
# usage: tools/fuzz.sh [SECONDS] [TARGET...]   SPDX-License-Identifier: MIT
set -eu
cd "$(dirname "$0")/.."
secs=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-cli gen load}
CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAZEDFS_FUZZ=ON -DMAZEDFS_TESTS=ON \
  -DMAZEDFS_SANITIZE=OFF >/dev/null
for t in $targets; do
  cmake --build build-fuzz -j2 --target "fuzz_$t"
done
export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
for t in $targets; do
  work=build-fuzz/corpus_$t
  mkdir -p "$work"
  dict=""
  [ -f "tests/fuzz/$t.dict" ] && dict="-dict=tests/fuzz/$t.dict"
  echo "fuzz_$t: $secs s"
  # shellcheck disable=SC2086 # $dict is empty or one word
  "build-fuzz/tests/fuzz/fuzz_$t" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="build-fuzz/crash-$t-" $dict \
    "$work" "tests/fuzz/corpus_$t" 2>"build-fuzz/fuzz_$t.log" || {
    tail -40 "build-fuzz/fuzz_$t.log"
    echo "fuzz_$t FAILED: see build-fuzz/fuzz_$t.log" >&2
    exit 1
  }
  grep -E '^stat::(number_of_executed_units|peak_rss_mb)|Done [0-9]+ runs' \
    "build-fuzz/fuzz_$t.log" || true
done
