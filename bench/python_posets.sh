#!/usr/bin/env bash
# All posets of N points solved through the Python module (`pl.posets(N)` + `pl.grundy`,
# one Python loop) beside the CLI's stream `nauty-genposetg N o | posetlab solve`, in one
# run on one machine; the two must give the same values (their sums and the histogram).
# Prints a Markdown table with the ratio Python time / CLI time (goal: at most 2).
#
#   bash bench/python_posets.sh        # N = 9 (183 231 posets)
#   bash bench/python_posets.sh 8
# Threads: $THREADS (default nproc) for the CLI; the Python loop is one thread (the
# generator runs beside it in its own thread).
source "$(dirname "$0")/lib.sh"  # strict mode, $bin, $work, measure
size=${1:-9}
threads=${THREADS:-$(nproc)}
[ -f build/python/posetlab/__init__.py ] || { echo "build the module first: cmake --build build" >&2; exit 2; }

measure cli bash -c "nauty-genposetg $size o 2>/dev/null | $bin solve --threads $threads"
cli_secs=$SECS cli_cpu=$CPU
measure python env PYTHONPATH=build/python /usr/bin/python3 -c "
import collections, posetlab as pl
counts = collections.Counter(pl.grundy(p) for p in pl.posets($size))
print(' '.join(f'{g}:{c}' for g, c in sorted(counts.items())))"
py_secs=$SECS py_cpu=$CPU

cli_counts=$(grep -oE 'grundy=[0-9]+' "$work/cli.out" | cut -d= -f2 | sort -n | uniq -c | awk '{ printf "%s%s:%s", sep, $2, $1; sep=" " }')
[ "$cli_counts" = "$(cat "$work/python.out")" ] || { echo "the CLI and the module disagree: $cli_counts vs $(cat "$work/python.out")" >&2; exit 1; }
ratio=$(awk -v a="$py_secs" -v b="$cli_secs" 'BEGIN { printf "%.2f", a / b }')
echo "| posets of $size points | CLI s (cpu) | Python s (cpu) | ratio | CLI threads | load |"
echo "|---|---|---|---|---|---|"
echo "| $(wc -l <"$work/cli.out") | $cli_secs ($cli_cpu) | $py_secs ($py_cpu) | $ratio | $threads | $(cut -d' ' -f1 /proc/loadavg) |"
