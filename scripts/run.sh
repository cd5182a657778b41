#!/usr/bin/env bash
# The main job: installs what is missing, builds posetlab (Release) and runs the nightly
# job list on the default database data/posetlab.sqlite (git-ignored). Re-running resumes and
# skips finished work. Extra arguments go to `posetlab nightly` (e.g. --config FILE).
set -euo pipefail
cd "$(dirname "$0")/.."
# A line at least every 10 s while the setup or the build is quiet (an install, a long
# compile); the jobs print their own progress lines after it.
( while sleep 8; do echo "run.sh: setting up and building posetlab, ${SECONDS}s" >&2; done ) &
heartbeat=$!
trap 'kill "$heartbeat" 2>/dev/null || true' EXIT
bash scripts/setup.sh
bash scripts/configure.sh build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)" --target posetlab
kill "$heartbeat"
trap - EXIT
exec ./build/posetlab nightly "$@"
