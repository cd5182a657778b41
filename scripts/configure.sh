#!/usr/bin/env bash
# Configures a CMake build folder: bash scripts/configure.sh DIR [CMAKE ARGS...].
# A new folder gets the Ninja generator (it schedules every target's compiles at once,
# where Make waits for a library before compiling what links it); a folder that exists
# keeps the generator it was made with.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$1; shift
generator=()
if [ ! -f "$dir/CMakeCache.txt" ] && command -v ninja >/dev/null; then generator=(-G Ninja); fi
cmake -S . -B "$dir" "${generator[@]}" "$@" >/dev/null
