#!/usr/bin/env bash
# One Chomp board solved by the dense retrograde pass (`solve`, auto: engine/chomp/chomp_dense.hpp)
# beside the element-mask search (`--search mask`), in one run on one machine, as a Markdown
# table: wall and CPU seconds, peak memory, positions per CPU second. The dense pass values
# every diagram of the n x n box, C(2n, n) of them; the mask search counts what it expands.
#
#   bash bench/chomp.sh quick   # 10x10 and 12x12: a minute on a quiet machine
#   bash bench/chomp.sh full    # also 14x14 (the mask search needs about 2.6 GB there)
source "$(dirname "$0")/lib.sh"  # strict mode, $bin, $work, usage, measure
case "${1:-quick}" in
  quick) sizes="10 12" ;;
  full) sizes="10 12 14" ;;
  *) usage "quick|full" ;;
esac
threads=$(nproc)
binomial() { awk -v n="$1" 'BEGIN { c = 1; for (i = 1; i <= n; ++i) c = c * (n + i) / i; printf "%d", c }'; }

echo "| board | dense s (cpu s) | dense MiB | dense positions/cpu s | mask s (cpu s) | mask MiB | mask positions/cpu s | cpu ratio | threads |"
echo "|---|---|---|---|---|---|---|---|---|"
for n in $sizes; do
  "$bin" family chomp "$n" "$n" >"$work/in"
  measure "dense.$n" "$bin" solve --moves --threads "$threads" <"$work/in"
  d_secs=$SECS d_cpu=$CPU d_mib=$PEAK_MIB
  measure "mask.$n" "$bin" solve --moves --stats --search mask --threads "$threads" <"$work/in"
  m_secs=$SECS m_cpu=$CPU m_mib=$PEAK_MIB
  cmp -s "$work/dense.$n.out" "$work/mask.$n.out" || { echo "Chomp ${n}x$n: the two searches disagree" >&2; exit 1; }
  d_pos=$(binomial "$n")
  m_pos=$(grep 'by mask search' "$work/mask.$n.err" | grep -oE '[0-9]+ positions,' | grep -oE '[0-9]+')
  d_rate=$(awk -v p="$d_pos" -v c="$d_cpu" 'BEGIN { printf "%.3g", p / (c > 0 ? c : 1e-9) }')
  m_rate=$(awk -v p="$m_pos" -v c="$m_cpu" 'BEGIN { printf "%.3g", p / (c > 0 ? c : 1e-9) }')
  ratio=$(awk -v a="$d_cpu" -v b="$m_cpu" 'BEGIN { printf "%.3g", a / (b > 0 ? b : 1e-9) }')
  echo "| Chomp ${n}x$n | $d_secs ($d_cpu) | $d_mib | $d_rate | $m_secs ($m_cpu) | $m_mib | $m_rate | $ratio | $threads |"
done
