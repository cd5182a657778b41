#!/usr/bin/env bash
# Solves the 3 x n Chomp board for each n of a list of "n a(n)" lines (a069001-1-200.txt) with
# `posetlab solve --search chomp` (the dense pass over the 3 x n box; values past 255 in its escape table) and
# compares its Grundy value with a(n). Prints each n that differs and a last line
# "N terms compared, D differ"; exits 1 when any differs. About a minute of CPU for n <= 200.
# Usage: frontier/chomp-3xn-grundy/compare.sh [LIST] [POSETLAB]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
list="${1:-$here/a069001-1-200.txt}"
bin="${2:-$here/../../build/posetlab}"
compared=0 differ=0
while read -r n want; do
  case "$n" in ''|'#'*) continue ;; esac
  line="$("$bin" family chomp 3 "$n" | "$bin" solve --search chomp)"  # stops here if solve fails
  got="${line##*grundy=}"; got="${got%% *}"
  compared=$((compared + 1))
  if [ "$got" != "$want" ]; then differ=$((differ + 1)); echo "differs: 3 x $n: posetlab $got, list $want"; fi
done < "$list"
echo "$compared terms compared, $differ differ"
[ "$differ" -eq 0 ]
