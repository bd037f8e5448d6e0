#!/bin/sh
# test.sh - builds mazedfs and runs its test suite with ctest, twice: a
# normal build in build/ and one with AddressSanitizer and
# UndefinedBehaviorSanitizer in build-asan/ (any report fails the run).
# The default tier leaves out the tests labelled long and runs the Python
# end-to-end suites in the sanitized build as a smoke (MAZEDFS_SMOKE=1: a
# sample of the generators and cases); --long runs everything, then each
# libFuzzer target for MAZEDFS_FUZZ_SECONDS (default 60). Both replay the
# fuzz corpora. Ends with 'mazedfs: N passed, 0 failed, K skipped'.
# usage: sh tools/test.sh [--long]     SPDX-License-Identifier: MIT
set -eu
cd "$(dirname "$0")/.."
case "${1:-}" in
"") long=false tier="-LE long" ;;
--long) long=true tier="" ;;
*)
    echo "usage: sh tools/test.sh [--long]" >&2
    exit 2
    ;;
esac
# The test scripts' bytecode is not written into the source tree.
export PYTHONDONTWRITEBYTECODE=1
passed=0
skipped=0

# Runs ctest in build dir $1, streaming its output; fails unless every test
# passed or skipped, and adds them to the counts for the closing line.
# ctest counts a skipped test as passed; here it is a skip. A test skips
# only where it says so itself (SKIP_RETURN_CODE: the window tests without
# Xvfb), and in CI (CI=true) nothing may skip. A disabled test never may.
run_ctest() {
    # shellcheck disable=SC2086 # $tier is empty or two words
    ctest --test-dir "$1" --output-on-failure -j2 $tier 2>&1 | tee "$1/ctest.log"
    grep -q "^100% tests passed" "$1/ctest.log" || exit 1
    n=$(sed -n 's/.*tests failed out of \([0-9][0-9]*\).*/\1/p' "$1/ctest.log" | tail -n 1)
    skips=$(sed -n 's/^[[:space:]]*[0-9][0-9]* - \(.*\) (Skipped)$/\1/p' "$1/ctest.log")
    k=$(printf '%s' "$skips" | grep -c . || true)
    for t in $skips; do
        echo "mazedfs: $1: $t skipped (why: $1/Testing/Temporary/LastTest.log)"
    done
    if grep -q '(Disabled)$' "$1/ctest.log"; then
        echo "mazedfs: $1: a test is disabled" >&2
        exit 1
    fi
    if [ "$k" -gt 0 ] && [ "${CI:-}" = true ]; then
        echo "mazedfs: $1: $k tests skipped, and CI must run every one" >&2
        exit 1
    fi
    passed=$((passed + n - k))
    skipped=$((skipped + k))
}

cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAZEDFS_TESTS=ON >/dev/null
cmake --build build -j2
run_ctest build

# Sanitized: every test program, the binary the Python tests run and the
# fuzz replays are built with -fsanitize=address,undefined.
export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:abort_on_error=0:exitcode=86
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:exitcode=86
# Leaks that system libraries keep until exit (D-Bus, under SDL); see the file.
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
# Line tables only (-g1): a report still names file and line, and the
# sanitized compile takes a fifth less time than with full -g.
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAZEDFS_TESTS=ON -DMAZEDFS_SANITIZE=ON \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" >/dev/null
cmake --build build-asan -j2
$long || export MAZEDFS_SMOKE=1
run_ctest build-asan
unset MAZEDFS_SMOKE

secs=${MAZEDFS_FUZZ_SECONDS:-60}
if $long && [ "$secs" -gt 0 ]; then
    sh tools/fuzz.sh "$secs"
fi
echo "mazedfs: $passed passed, 0 failed, $skipped skipped"
