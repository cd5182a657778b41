#!/usr/bin/env bash
# End-to-end benchmarks of posetlab beside its nauty peers, in one run on one machine,
# reported as ratios (posetlab time / peer time) with peak memory. Prints a Markdown
# table ready for bench/RESULTS.md.
#
#   bash bench/peers.sh quick   # b = 4, b = 6 (t <= 5), --size 10, coloured <= 7: seconds (a smoke test)
#   bash bench/peers.sh full    # b = 5, b = 6 (t <= 8), --size 13, coloured <= 8, all posets of 10
#                               # and 11 points, Chomp 11x11 and 12x12: bench/RESULTS.md's figures (~23 minutes)
#   bash bench/peers.sh goals   # the count-only rows of the speed goals alone: b = 6 (t <= 8),
#                               # --size 12 and --size 13 beside genbg (a minute or two)
# The stored two-level jobs also run pinned to one core, the baseline for core scaling.
#
# Peers (the same classes, counted by nauty):
#   two-level, b bottoms:  nauty-genbgL -z -d0:1 -u b t, summed over t = 0..2^b-1
#   two-level, size N:     nauty-genbg  -z -d0:1 -u b (N-b), summed over b = 1..N
#   coloured posets <= N:  nauty-genposetg n o for n = 1..N (the posets alone; posetlab
#                          adds every colouring class, both game values and SQLite)
# -z: no two tops with the same bottoms (extensional); -d0:1: bottoms may be isolated,
# tops are nonempty; -u: count only. Two posetlab rows per run: --count-only (the same
# work as the peer) and the full run, which writes every class with its Grundy value
# and invariants to a fresh database (the ratio then charges posetlab for both); for
# those the last column gives the database file's bytes per class (indexes included).
# "CPU s" is user + system time: on a shared machine it moves less than the wall time, so
# each row also gives the ratio of CPU times.
source "$(dirname "$0")/lib.sh"  # strict mode, $bin, $work, usage, measure
CPU_FORMAT=%.2f
case "${1:-quick}" in
  quick) bottoms=4; six_tops=5; size=10; coloured=7 ;;
  full) bottoms=5; six_tops=8; size=13; coloured=8 ;;
  goals) six_tops=8 ;;
  *) usage "quick|full|goals" ;;
esac

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
machine_line
echo "| run | posetlab s | CPU s | posetlab peak MiB | peer | peer s | peer CPU s | peer peak MiB | ratio (posetlab/peer) | CPU ratio | classes (posetlab / peer) | bytes/class on disk |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
peer() {  # peer LABEL COMMAND...: measures the peer once for the rows that follow
  peer_label=$1; shift
  measure peer "$@"; peer_s=$SECS; peer_m=$PEAK_MIB; peer_cpu=$CPU
  peer_count=$(tail -1 "$work/peer.out")
}
pin=""  # a command prefix for the rows, e.g. one core: taskset -c 0
row() {  # row LABEL ARGS...: posetlab enumerate ARGS (two-level ... by default), beside the current peer
  local label=$1; shift
  [ "$1" = coloured-posets ] || set -- two-level "$@"
  local db="" arg prev=""
  for arg in "$@"; do [ "$prev" = --db ] && db=$arg; prev=$arg; done
  measure ours $pin "$bin" enumerate "$@" -q --json; local s1=$SECS m1=$PEAK_MIB cpu1=$CPU
  local c1 ratio cpu_ratio bytes=""
  c1=$(grep -oE '"(rows_job|classes)":[0-9]+' "$work/ours.out" | grep -oE '[0-9]+$' || echo "?")
  ratio=$(awk -v a="$s1" -v b="$peer_s" 'BEGIN { if (b > 0) printf "%.3g", a / b; else print "n/a" }')
  cpu_ratio=$(awk -v a="$cpu1" -v b="$peer_cpu" 'BEGIN { if (b > 0) printf "%.3g", a / b; else print "n/a" }')
  if [ -n "$db" ] && [ -f "$db" ]; then  # the WAL is checkpointed into the file when the job closes it
    bytes=$(awk -v f="$(stat -c %s "$db")" -v w="$(stat -c %s "$db-wal" 2>/dev/null || echo 0)" -v n="$c1" \
      'BEGIN { if (n > 0) printf "%.1f", (f + w) / n }')
  fi
  echo "| $label | $s1 | $cpu1 | $m1 | $peer_label | $peer_s | $peer_cpu | $peer_m | $ratio | $cpu_ratio | $c1 / $peer_count | $bytes |"
  last_secs=$s1
}
# one_core_row LABEL ARGS...: the two-level job ARGS pinned to one core (worker and writer
# share it), the baseline that shows how the same job uses a second core.
one_core_row() {
  command -v taskset >/dev/null || return 0
  local label=$1; shift
  rm -f "$work/core1.sqlite"*
  pin="taskset -c 0"
  row "$label with values, to SQLite, 1 thread on one core (taskset -c 0)" "$@" --db "$work/core1.sqlite" --threads 1
  pin=""
}
# mpi_row LABEL SECS DB ARGS...: the two-level job ARGS again as 3 MPI ranks on this machine
# (rank 0 writes, 2 compute) beside its 2-thread run (SECS, database DB), checksums compared.
mpi_row() {
  command -v mpirun >/dev/null || return 0
  local label=$1 two=$2 ref=$3; shift 3
  rm -f "$work/mpi.sqlite"*
  measure mpi env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
    mpirun --oversubscribe -np 3 "$bin" enumerate two-level "$@" --db "$work/mpi.sqlite" --threads 1 -q --json
  local same=no
  [ "$("$bin" stats --checksum --db "$work/mpi.sqlite" | grep '^two_level checksum')" = \
    "$("$bin" stats --checksum --db "$ref" | grep '^two_level checksum')" ] && same=yes
  echo "| $label with values, to SQLite, mpirun -np 3 (same checksum: $same) | $SECS | $CPU | $PEAK_MIB | the same job, one process, $threads threads | $two | | | $(awk -v a="$SECS" -v b="$two" 'BEGIN { printf "%.3g", a / b }') | | | |"
}
if [ "${1:-quick}" = goals ]; then  # the goals: count only, within 1.5x (b = 6) and 2x (sizes) of genbg
  peer "genbg -z -d0:1 -u 6 t, t <= $six_tops" bash -c "genbg_sum nauty-genbg 6 $(seq -s ' ' 0 "$six_tops")"
  row "b=6, t<=$six_tops count only ($threads threads)" --bottoms 6 --tops 0:"$six_tops" --count-only --threads "$threads"
  for size in 12 13; do
    peer "genbg -z -d0:1 -u b ($size-b), all b" bash -c "size_sum $size"
    row "size=$size count only ($threads threads)" --size "$size" --count-only --threads "$threads"
  done
  exit 0
fi
peer "genbgL -z -d0:1 -u $bottoms t, all t" bash -c "genbg_sum nauty-genbgL $bottoms $(seq -s ' ' 0 $(((1 << bottoms) - 1)))"
row "b=$bottoms count only ($threads threads)" --bottoms "$bottoms" --count-only --threads "$threads"
row "b=$bottoms with values, to SQLite ($threads threads)" --bottoms "$bottoms" --db "$work/b.sqlite" --threads "$threads"
row "b=$bottoms count only, 1 thread" --bottoms "$bottoms" --count-only --threads 1
peer "genbg -z -d0:1 -u 6 t, t <= $six_tops" bash -c "genbg_sum nauty-genbg 6 $(seq -s ' ' 0 "$six_tops")"
row "b=6, t<=$six_tops count only ($threads threads)" --bottoms 6 --tops 0:"$six_tops" --count-only --threads "$threads"
row "b=6, t<=$six_tops with values, to SQLite ($threads threads)" --bottoms 6 --tops 0:"$six_tops" --db "$work/six.sqlite" --threads "$threads"
six_two_threads=$last_secs
row "b=6, t<=$six_tops with values, to SQLite, 1 thread" --bottoms 6 --tops 0:"$six_tops" --db "$work/six1.sqlite" --threads 1
one_core_row "b=6, t<=$six_tops" --bottoms 6 --tops 0:"$six_tops"
peer "genbg -z -d0:1 -u b ($size-b), all b" bash -c "size_sum $size"
row "size=$size count only ($threads threads)" --size "$size" --count-only --threads "$threads"
row "size=$size with values, to SQLite ($threads threads)" --size "$size" --db "$work/s.sqlite" --threads "$threads"
size_two_threads=$last_secs
row "size=$size with values, 1 thread" --size "$size" --db "$work/s1.sqlite" --threads 1
one_core_row "size=$size" --size "$size"
mpi_row "size=$size" "$size_two_threads" "$work/s.sqlite" --size "$size"
mpi_row "b=6, t<=$six_tops" "$six_two_threads" "$work/six.sqlite" --bottoms 6 --tops 0:"$six_tops"
peer "genposetg n o, n = 1..$coloured (posets)" bash -c "for n in \$(seq 1 $coloured); do nauty-genposetg \$n o 2>/dev/null; done | wc -l"
row "coloured posets <= $coloured, both values, to SQLite ($threads threads)" coloured-posets --size "$coloured" --db "$work/c.sqlite" --threads "$threads"
row "coloured posets <= $coloured, both values, to SQLite, 1 thread" coloured-posets --size "$coloured" --db "$work/c1.sqlite" --threads 1
if [ "${1:-quick}" = full ]; then  # all posets beside genposetg, and single games (their own tables)
  echo
  bash bench/posets.sh 10
  echo
  bash bench/posets.sh 11 summary
  echo
  bash bench/single_games.sh full
fi
