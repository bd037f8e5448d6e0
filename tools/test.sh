#!/bin/sh
# test.sh - builds mazedfs and runs the whole test suite with ctest.
# SPDX-License-Identifier: MIT
set -eu
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j2
ctest --test-dir build --output-on-failure -j2
