#!/usr/bin/env bash
# 003 Thm 11 beside a QBF solver: random 3-CNFs F of n clauses over x1..xn, the QBF
# forall x1 exists x2 forall x3 ... F decided by DepQBF (Debian `depqbf`, installed by
# scripts/setup.sh) from QDIMACS, and by posetlab on the width-2 Maker-Breaker game of
# the reduction (`family mb-qbf`, Maker first wins iff the QBF is false). Every answer
# pair is checked (Thm 11 as an oracle-backed identity); the table gives both totals.
#
#   bash bench/qbf_peer.sh quick   # n = 6, 10: seconds
#   bash bench/qbf_peer.sh full    # n = 6, 10, 14, 18 (the game has 3n - 1 elements; the fast solver takes <= 64)
source "$(dirname "$0")/lib.sh"  # strict mode, $bin, $work, usage
case "${1:-quick}" in
  quick) sizes="6 10"; per=5 ;;
  full) sizes="6 10 14 18"; per=10 ;;
  *) usage "quick|full" ;;
esac
command -v depqbf >/dev/null || { echo "depqbf not found: bash scripts/setup.sh" >&2; exit 2; }

# random_cnf N M SEED: M clauses of 3 distinct variables with random signs, as
# "cnf TEXT" (posetlab's syntax) on line 1 and QDIMACS clause lines after it.
random_cnf() {
  awk -v n="$1" -v m="$2" -v seed="$3" 'BEGIN {
    srand(seed); text = "";
    for (j = 0; j < m; j++) {
      delete used; k = 0; clause = ""; dimacs = "";
      while (k < 3) { v = 1 + int(rand() * n); if (v in used) continue; used[v] = 1; k++;
        neg = rand() < 0.5; clause = clause (k > 1 ? " | " : "") (neg ? "!" : "") "x" v;
        dimacs = dimacs (neg ? -v : v) " " }
      text = text (j ? " & " : "") "(" clause ")"; lines[j] = dimacs "0" }
    print text; for (j = 0; j < m; j++) print lines[j] }'
}

machine_line
echo "| n (game elements) | instances | QBF true | posetlab s | depqbf s | ratio (posetlab/depqbf) |"
echo "|---|---|---|---|---|---|"
for n in $sizes; do
  m=$n; ours=0; peer=0; trues=0
  for i in $(seq 1 "$per"); do
    random_cnf "$n" "$m" "$((n * 1000 + i))" >"$work/cnf"
    text=$(head -1 "$work/cnf")
    {
      echo "p cnf $n $m"
      for v in $(seq 1 "$n"); do if [ $((v % 2)) = 1 ]; then echo "a $v 0"; else echo "e $v 0"; fi; done
      tail -n +2 "$work/cnf"
    } >"$work/q.qdimacs"
    start=$(date +%s.%N)
    set +e; depqbf "$work/q.qdimacs" >/dev/null; verdict=$?; set -e
    peer=$(echo "$peer + $(date +%s.%N) - $start" | bc)
    [ "$verdict" = 10 ] || [ "$verdict" = 20 ] || { echo "depqbf failed ($verdict) on $text" >&2; exit 1; }
    start=$(date +%s.%N)
    answer=$("$bin" family mb-qbf "$text" | "$bin" solve --game maker-breaker --json)
    ours=$(echo "$ours + $(date +%s.%N) - $start" | bc)
    maker_first=$(grep -o '"maker_first":[a-z]*' <<<"$answer" | cut -d: -f2)
    if [ "$verdict" = 10 ]; then trues=$((trues + 1)); want=false; else want=true; fi
    [ "$maker_first" = "$want" ] || { echo "Thm 11 fails on $text: depqbf $verdict, maker_first $maker_first" >&2; exit 1; }
  done
  ratio=$(awk -v a="$ours" -v b="$peer" 'BEGIN { printf "%.3g", a / b }')
  printf "| %d (%d) | %d | %d | %.2f | %.2f | %s |\n" "$n" $((3 * n - 1)) "$per" "$trues" "$ours" "$peer" "$ratio"
done
