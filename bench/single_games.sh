#!/usr/bin/env bash
# One large impartial game, solved by `posetlab solve` as shipped (auto: the dense Chomp
# pass for these boards) beside the component kernel (`--search kernel`), in one
# run on one machine, as a Markdown table. The papers' tools have no runnable peer here:
# Macaulay2 1.21 from Debian installs but ships no PosetGames package.
#
#   bash bench/single_games.sh quick   # Chomp 8x8 and 9x9: seconds
#   bash bench/single_games.sh full    # Chomp 11x11 and 12x12 (the kernel on 11x11 only: ~30 s)
source "$(dirname "$0")/lib.sh"  # strict mode, $bin, $work, usage, measure
case "${1:-quick}" in
  quick) sizes="8 9"; kernel_max=9 ;;
  full) sizes="11 12"; kernel_max=11 ;;
  *) usage "quick|full" ;;
esac
threads=$(nproc)

# seconds SEARCH N: wall seconds of `solve --search SEARCH` on Chomp NxN; the answer
# and the --stats lines are kept in $work/SEARCH.N.out and .err.
seconds() {
  "$bin" family chomp "$2" "$2" >"$work/in"
  measure "$1.$2" "$bin" solve --stats --search "$1" --threads "$threads" <"$work/in"
  echo "$SECS"
}
machine_line
echo "| game | solve (auto) s | positions, moves (auto) | solve --search kernel s | ratio | threads |"
echo "|---|---|---|---|---|---|"
for n in $sizes; do
  ours=$(seconds auto "$n")
  counts=$(grep -oE '[0-9]+ positions, [0-9]+ moves' "$work/auto.$n.err" || echo "?")
  kernel="not run" ratio="n/a"
  if [ "$n" -le "$kernel_max" ]; then
    kernel=$(seconds kernel "$n")
    [ "$(grep -o 'grundy=[0-9]*' "$work/auto.$n.out")" = "$(grep -o 'grundy=[0-9]*' "$work/kernel.$n.out")" ] ||
      { echo "Chomp ${n}x$n: the two searches disagree" >&2; exit 1; }
    ratio=$(awk -v a="$ours" -v b="$kernel" 'BEGIN { printf "%.3g", a / b }')
  fi
  echo "| Chomp ${n}x$n | $ours | $counts | $kernel | $ratio | $threads |"
done
