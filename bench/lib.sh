# Sourced by the bench scripts (`source "$(dirname "$0")/lib.sh"`): strict mode, the
# repository root as the working folder, the posetlab build to time ($bin), a scratch
# folder ($work) removed on exit, and the helpers below.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bin=./build/posetlab
[ -x "$bin" ] || { echo "build first: cmake -S . -B build && cmake --build build --target posetlab" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

usage() {  # usage ARGS: the script's usage line on standard error, exit 2
  echo "usage: bash bench/$(basename "$0") $*" >&2
  exit 2
}

# measure NAME COMMAND...: runs it under GNU time, its output in $work/NAME.out and .err;
# sets SECS (wall), CPU (user + sys, printed as $CPU_FORMAT, default %.2f) and PEAK_MIB.
measure() {
  local name=$1; shift
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >"$work/$name.out" 2>"$work/$name.err"
  local user sys peak_kb
  read -r SECS user sys peak_kb <"$work/time"
  CPU=$(awk -v u="$user" -v s="$sys" -v f="${CPU_FORMAT:-%.2f}" 'BEGIN { printf f, u + s }')
  PEAK_MIB=$((peak_kb / 1024))
}

# machine_line: one line naming when and where a table was measured (UTC date, CPU model,
# cores, the vector features posetlab's paths use, load, posetlab version), printed above
# every table so that bench/RESULTS.md can give each figure its date and machine.
machine_line() {
  local model features
  model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
  features=$(grep -m1 '^flags' /proc/cpuinfo | grep -oE '\b(avx2|avx512f|avx512vbmi|bmi2)\b' | tr '\n' ' ')
  echo "measured $(date -u +%Y-%m-%dT%H:%MZ) on ${model:-unknown CPU}, $(nproc) cores, features: ${features:-none}; load $(cut -d' ' -f1-3 /proc/loadavg); $("$bin" --version)"
  echo "code path: $("$bin" version | sed -n 's/^code path in use: //p'); compiled for: $("$bin" version | sed -n 's/^compiled for: //p')"
  echo
}
