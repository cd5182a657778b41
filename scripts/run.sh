#!/usr/bin/env bash
# The main job: installs what is missing, builds posetlab (Release) and runs the nightly
# job list on the default database data/posetlab.sqlite (git-ignored). Re-running resumes and
# skips finished work. Extra arguments go to `posetlab nightly` (e.g. --config FILE).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" --target posetlab
exec ./build/posetlab nightly "$@"
