#!/usr/bin/env bash
# `posetlab enumerate posets` beside its peer nauty-genposetg, in one run on one machine:
# the same posets listed by genposetg alone (to /dev/null) and by posetlab with every
# value, stored (posets rows) and as counts (--summary). Prints a Markdown table with
# the ratio posetlab time / genposetg time, peak memory and the load average.
#
#   bash bench/posets.sh 10            # N = 10, whole: stored and summary
#   bash bench/posets.sh 11 summary    # N = 11, summary only
#   bash bench/posets.sh 12 summary 0/512   # one shard (units ordinal % 512 == 0),
#                                             extrapolated x512 to the whole size
# Threads: $THREADS (default nproc). The peer of the whole size is `nauty-genposetg N o`; of a
# shard, genposetg's parts of that
# shard (`nauty-genposetg N o m x P` for each unit x of it), so both sides do the same share.
source "$(dirname "$0")/lib.sh"  # strict mode, $bin, $work, measure
size=${1:?usage: bash bench/posets.sh N [stored|summary|both] [R/M]}
what=${2:-both}
shard=${3:-0/1}
threads=${THREADS:-$(nproc)}
r=${shard%/*} m=${shard#*/}
parts=1; [ "$size" -gt 6 ] && parts=$((1 << (2 * (size - 6))))  # PosetsJob::parts

peer_parts() {  # the genposetg parts of the shard, to /dev/null; prints the posets
  local x total=0 c
  for ((x = $1; x < $3; x += $2)); do
    if [ "$2" -eq 1 ] && [ "$1" -eq 0 ] && [ "$x" -eq 0 ]; then  # the whole size: genposetg's single stream
      c=$(nauty-genposetg "$4" o 2>&1 >/dev/null | grep -oE '[0-9]+ posets written' | grep -oE '^[0-9]+'); echo "$c"; return
    fi
    if [ "$3" -eq 1 ]; then c=$(nauty-genposetg "$4" o 2>&1 >/dev/null | grep -oE '[0-9]+ posets written' | grep -oE '^[0-9]+')
    else c=$(nauty-genposetg "$4" o m "$x" "$3" 2>&1 >/dev/null | grep -oE '[0-9]+ posets written' | grep -oE '^[0-9]+'); fi
    total=$((total + c))
  done
  echo "$total"
}
export -f peer_parts
human() {  # human EXPR: seconds as s, min or h
  awk "BEGIN { s = $1; if (s >= 3600) printf \"%.2f h\", s / 3600; else if (s >= 60) printf \"%.1f min\", s / 60; else printf \"%.1f s\", s }"
}

machine_line
echo "$threads threads; N = $size, shard $shard of $parts units"
measure peer bash -c "peer_parts $r $m $parts $size"
peer_s=$SECS peer_cpu=$CPU peer_posets=$(cat "$work/peer.out")
scale=$m  # a shard's time x M estimates the whole size
echo
# On a shared machine wall times swing with the load; CPU seconds (user + sys, every
# thread and child) say more about the work. Both ratios are printed.
echo "| run | posetlab s (CPU s) | peak MiB | genposetg s (CPU s), to /dev/null | ratio wall (CPU) | posets | whole size x$scale: wall (CPU / threads) |"
echo "|---|---|---|---|---|---|---|"
row() {  # row LABEL ARGS...
  local label=$1; shift
  measure ours "$bin" enumerate posets --size "$size" --shard "$shard" --threads "$threads" -q --json "$@"
  local posets ratio whole
  posets=$("$bin" query "SELECT coalesce((SELECT count(*) FROM posets), 0) + coalesce((SELECT sum(posets) FROM posets_summary), 0)" \
    --db "$work/$label.sqlite" --csv | tail -1)
  ratio=$(awk -v a="$SECS" -v b="$peer_s" -v c="$CPU" -v d="$peer_cpu" \
    'BEGIN { if (b > 0 && d > 0) printf "%.3g (%.3g)", a / b, c / d; else print "n/a" }')
  whole="$(human "$SECS * $scale") ($(human "$CPU * $scale / $threads"))"
  echo "| N=$size $label, $threads threads | $SECS ($CPU) | $PEAK_MIB | $peer_s ($peer_cpu) | $ratio | $posets / $peer_posets | $whole |"
}
[ "$what" = summary ] || row stored --db "$work/stored.sqlite"
[ "$what" = stored ] || row summary --summary --db "$work/summary.sqlite"
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
