#!/usr/bin/env bash
# Builds posetlab and runs the whole test suite through ctest, then its in-process tests and
# a run of each kind of command under AddressSanitizer + UBSan (the tests that start the
# binary, suites named *Cli, run in the release pass only: tests/CMakeLists.txt).
# Usage: bash scripts/test.sh [--no-sanitize]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
jobs=$(nproc)
bash scripts/configure.sh build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"
if [ "${1:-}" != "--no-sanitize" ]; then
  bash scripts/configure.sh build-sanitize -DCMAKE_BUILD_TYPE=Debug -DPOSETLAB_SANITIZE=ON -DPOSETLAB_BENCH=OFF
  cmake --build build-sanitize -j"$jobs"
  POSETLAB_SANITIZED=1 ctest --test-dir build-sanitize --output-on-failure -j"$jobs"
fi
