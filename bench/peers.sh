#!/usr/bin/env bash
# End-to-end benchmarks of posetlab beside its nauty peers, in one run on one machine,
# reported as ratios (posetlab time / peer time) with peak memory. Prints a Markdown
# table ready for the README's performance table.
#
#   bash bench/peers.sh quick   # b = 4 and --size 10: seconds (a smoke test of the script)
#   bash bench/peers.sh full    # b = 5 and --size 12: the README's figures (~15 minutes)
#
# Peers (the same classes, counted by nauty):
#   two-level, b bottoms:  nauty-genbgL -z -d0:1 -u b t, summed over t = 0..2^b-1
#   two-level, size N:     nauty-genbg  -z -d0:1 -u b (N-b), summed over b = 1..N
# -z: no two tops with the same bottoms (extensional); -d0:1: bottoms may be isolated,
# tops are nonempty; -u: count only. posetlab's runs write every class with its Grundy
# value and invariants to a fresh database: the peer only counts, so the ratio charges
# posetlab for its values and its database writes.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-quick}
case "$mode" in
  quick) bottoms=4; size=10 ;;
  full) bottoms=5; size=12 ;;
  *) echo "usage: bash bench/peers.sh quick|full" >&2; exit 2 ;;
esac
bin=./build/posetlab
[ -x "$bin" ] || { echo "build first: cmake -S . -B build && cmake --build build -j" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# measure NAME COMMAND...: runs it under GNU time; sets SECONDS_ and PEAK_MIB.
measure() {
  local name=$1; shift
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >"$work/$name.out" 2>"$work/$name.err"
  read -r SECONDS_ peak_kb <"$work/time"
  PEAK_MIB=$((peak_kb / 1024))
}
genbg_sum() {  # genbg_sum PROGRAM b t...: total count printed by nauty over the t's
  local prog=$1 b=$2 total=0 t c; shift 2
  for t in "$@"; do
    c=$("$prog" -z -d0:1 -u "$b" "$t" 2>&1 | grep -oE '[0-9]+ graphs' | grep -oE '^[0-9]+')
    total=$((total + c))
  done
  echo "$total"
}
size_sum() {  # size_sum N: classes with b + t = N over every b
  local n=$1 total=0 b c
  for b in $(seq 1 "$n"); do
    c=$(genbg_sum nauty-genbg "$b" $((n - b)))
    total=$((total + c))
  done
  echo "$total"
}
export -f genbg_sum size_sum

threads=$(nproc)
echo "| run | posetlab s | posetlab peak MiB | peer | peer s | peer peak MiB | ratio (posetlab/peer) | classes (posetlab / peer) |"
echo "|---|---|---|---|---|---|---|---|"
row() {  # row LABEL PEER_LABEL POSETLAB_CMD... -- PEER_CMD...
  local label=$1 peer_label=$2; shift 2
  local ours=() theirs=()
  while [ "$1" != "--" ]; do ours+=("$1"); shift; done; shift
  theirs=("$@")
  measure ours "${ours[@]}"; local s1=$SECONDS_ m1=$PEAK_MIB
  measure peer "${theirs[@]}"; local s2=$SECONDS_ m2=$PEAK_MIB
  local c1 c2
  c1=$(grep -oE '"rows_job":[0-9]+' "$work/ours.out" | grep -oE '[0-9]+$' || echo "?")
  c2=$(tail -1 "$work/peer.out")
  local ratio
  ratio=$(awk -v a="$s1" -v b="$s2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }')
  echo "| $label | $s1 | $m1 | $peer_label | $s2 | $m2 | $ratio | $c1 / $c2 |"
}
tops=$(seq 0 $(((1 << bottoms) - 1)))
row "b=$bottoms with values, to SQLite ($threads threads)" "genbgL -z -d0:1 -u $bottoms t, all t" \
  "$bin" enumerate two-level --bottoms "$bottoms" --db "$work/b.sqlite" --threads "$threads" -q --json -- \
  bash -c "genbg_sum nauty-genbgL $bottoms $(echo $tops)"
row "size=$size with values, to SQLite ($threads threads)" "genbg -z -d0:1 -u b ($size-b), all b" \
  "$bin" enumerate two-level --size "$size" --db "$work/s.sqlite" --threads "$threads" -q --json -- \
  bash -c "size_sum $size"
row "size=$size with values, 1 thread" "genbg -z -d0:1 -u b ($size-b), all b" \
  "$bin" enumerate two-level --size "$size" --db "$work/s1.sqlite" --threads 1 -q --json -- \
  bash -c "size_sum $size"
