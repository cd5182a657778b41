#!/usr/bin/env bash
# `posetlab chomp-box R C`: the last-row pass (a byte a diagram of the (R-1) x C box) beside
# the outcome pass (a bit a diagram of the R x C box), alternated, one thread, in one run on
# one machine, as a Markdown table: median CPU seconds of each, their ratio, peak memory. Both
# must list the same boards with the same bites. The ratio decides where `--method auto`
# takes the last-row pass.
#
#   bash bench/chomp_box.sh quick   # thin, middling and square-ish boxes, a few minutes
#   bash bench/chomp_box.sh full    # larger boxes of each kind, about half an hour
source "$(dirname "$0")/lib.sh"  # strict mode, $bin, $work, usage, measure, machine_line
case "${1:-quick}" in
  quick) boxes="7x40 5x100 10x24 12x20 14x14"; runs=3 ;;
  full) boxes="7x60 6x80 8x40 10x30 12x22 16x16"; runs=3 ;;
  *) usage "quick|full" ;;
esac
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
machine_line
echo "| box | outcome cpu s | outcome MiB | last-row cpu s | last-row MiB | last-row / outcome | runs |"
echo "|---|---|---|---|---|---|---|"
for box in $boxes; do
  r=${box%x*} c=${box#*x}
  : >"$work/outcome.cpu"; : >"$work/last-row.cpu"
  for ((i = 0; i < runs; ++i)); do
    for method in outcome last-row; do
      measure "$method" "$bin" chomp-box "$r" "$c" --method "$method" --min-bites 1 --threads 1 -q
      echo "$CPU" >>"$work/$method.cpu"
      eval "${method//-/_}_mib=$PEAK_MIB"
    done
    cmp -s <(grep -v '^box ' "$work/outcome.out") <(grep -v '^box ' "$work/last-row.out") ||
      { echo "chomp-box $r $c: the two passes list different boards" >&2; exit 1; }
  done
  o=$(median <"$work/outcome.cpu") l=$(median <"$work/last-row.cpu")
  echo "| $r x $c | $o | $outcome_mib | $l | $last_row_mib | $(awk -v a="$l" -v b="$o" 'BEGIN { printf "%.2f", a / b }') | $runs |"
done
