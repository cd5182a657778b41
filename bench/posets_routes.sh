#!/usr/bin/env bash
# The posets summary job on its two generator routes (enumerate/genposetg_in_process.hpp)
# beside genposetg itself, on the same units in one run: posetlab with genposetg in process,
# posetlab reading nauty-genposetg through a pipe (POSETLAB_GENPOSETG=pipe), `nauty-genposetg
# N q m x P` counting the same parts (one process a part, as the pipe runs them), and the
# in-process route again on 2 threads; also genposetg q on the same posets as one process.
# Prints a Markdown table: CPU (user + sys of posetlab
# and its children; the machine may be shared, so CPU says more than wall time), us of CPU a
# poset, the ratio to genposetg q, and wall times.
#
#   bash bench/posets_routes.sh 12 0/64        # N = 12, shard 0/64 (64 units, 16 363 519 posets)
#   bash bench/posets_routes.sh 13 R/1024      # N = 13, 16 units (ordinal % 1024 == R)
#   bash bench/posets_routes.sh 14 R/32768     # N = 14, 2 units
# ROUTES="in-process pipe" (default) chooses the rows; THREADS2=0 leaves out the 2-thread row.
source "$(dirname "$0")/lib.sh"  # strict mode, $bin, $work, measure
[ $# -eq 2 ] || usage "N R/M"
size=$1 shard=$2
r=${shard%/*} m=${shard#*/}
parts=1; [ "$size" -gt 6 ] && parts=$((1 << (2 * (size - 6))))  # PosetsJob::parts
routes=${ROUTES:-in-process pipe}
CPU_FORMAT=%.3f

machine_line
echo "N = $size, shard $shard of $parts units"
peer_parts() {  # genposetg q on each part of the shard; prints the posets
  local x total=0 c
  for ((x = $1; x < $3; x += $2)); do
    c=$(nauty-genposetg "$4" q m "$x" "$3" 2>&1 >/dev/null | grep -oE '>Z [0-9]+' | grep -oE '[0-9]+')
    total=$((total + c))
  done
  echo "$total"
}
export -f peer_parts
measure peer bash -c "peer_parts $r $m $parts $size"
peer_cpu=$CPU peer_s=$SECS posets=$(cat "$work/peer.out")
# The same posets as one process (genposetg's part r of m holds its parts r, r + m, ... of
# any multiple of m), which redoes the top of the generation tree once instead of per part.
measure whole nauty-genposetg "$size" q m "$r" "$m"
echo
echo "| run | CPU s | us CPU a poset | x genposetg q, a process a part | wall s |"
echo "|---|---|---|---|---|"
per_poset() { awk -v c="$1" -v p="$posets" 'BEGIN { printf "%.4f", c / p * 1e6 }'; }
echo "| nauty-genposetg $size q, the shard's $(( (parts - r + m - 1) / m )) parts, one process each ($posets posets) | $peer_cpu | $(per_poset "$peer_cpu") | 1 | $peer_s |"
echo "| nauty-genposetg $size q m $r $m, the same posets in one process | $CPU | $(per_poset "$CPU") | $(awk -v c="$CPU" -v p="$peer_cpu" 'BEGIN { printf "%.2f", c / p }') | $SECS |"
row() {  # row ROUTE THREADS
  rm -f "$work/run.sqlite"*
  POSETLAB_GENPOSETG=$1 measure run "$bin" enumerate posets --size "$size" --summary --shard "$shard" --threads "$2" \
    --yes -q --db "$work/run.sqlite"
  local counted
  counted=$("$bin" query "SELECT sum(posets) FROM posets_summary" --db "$work/run.sqlite" --csv | tail -1)
  [ "$counted" = "$posets" ] || { echo "posetlab counted $counted posets, genposetg $posets" >&2; exit 1; }
  echo "| posetlab, $1, $2 thread$([ "$2" -gt 1 ] && echo s) | $CPU | $(per_poset "$CPU") | $(awk -v c="$CPU" -v p="$peer_cpu" 'BEGIN { printf "%.2f", c / p }') | $SECS |"
}
for route in $routes; do row "$route" 1; done
[ "${THREADS2:-1}" = 0 ] || row in-process 2
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
