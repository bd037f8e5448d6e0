#!/bin/sh
# test.sh - builds mazedfs and runs the whole test suite with ctest, twice:
# a normal build in build/ and one with AddressSanitizer and
# UndefinedBehaviorSanitizer in build-asan/ (any report fails the run); then
# runs each libFuzzer target for a bounded time (MAZEDFS_FUZZ_SECONDS, default
# 60; 0 skips it). SPDX-License-Identifier: MIT
set -eu
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2

# Sanitized: every test program, the binary the Python tests run and the
# fuzz replays are built with -fsanitize=address,undefined.
export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:abort_on_error=0:exitcode=86
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=86
# Leaks that system libraries keep until exit (D-Bus, under SDL); see the file.
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAZEDFS_SANITIZE=ON >/dev/null
cmake --build build-asan -j2
ctest --test-dir build-asan --output-on-failure -j2

secs=${MAZEDFS_FUZZ_SECONDS:-60}
[ "$secs" -eq 0 ] || sh tools/fuzz.sh "$secs"
