#!/usr/bin/env bash
# Checks a database of `posetlab enumerate chomp --max 18 --grundy-box 18` three ways:
#   1. its boards b <= 16 against the default job's (the 16 x 16 Grundy pass), row for row;
#   2. its boards b = 17, 18 against the bites of the public 20 x 20 figure (frontier/chomp-20/);
#   3. against an outcome pass over the 18 x 18 box (one bit a diagram): P exactly where the
#      value is 0, and the same winning bites on every board.
# The two other passes go to WORKDIR (about 0.6 GB and 1.1 GB of memory, minutes each). Prints
# one line per check and exits 1 when any fails.
# Usage: frontier/chomp-18-grundy/check.sh DB [WORKDIR] [POSETLAB]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
db="$1"
work="${2:-$(mktemp -d)}"
bin="${3:-$here/../../build/posetlab}"
mkdir -p "$work"
failed=0
[ -s "$work/chomp16.sqlite" ] || "$bin" enumerate chomp --max 16 -q --db "$work/chomp16.sqlite"
same16="$("$bin" query --csv --attach s="$work/chomp16.sqlite" --db "$db" \
  "SELECT count(*) || ' ' || sum(c.grundy IS NOT t.grundy OR c.bites IS NOT t.bites OR c.outcome IS NOT t.outcome)
   FROM chomp c JOIN s.chomp t USING (a, b)" | tail -1)"
echo "boards b <= 16 beside the 16 x 16 job (compared, differ): $same16"
[ "$same16" = "136 0" ] || failed=1
awk '/^#/ || $2 <= 18' "$here/../chomp-20/public-figure-17-20.txt" > "$work/figure-17-18.txt"
"$here/../chomp-20/compare.sh" "$db" "$work/figure-17-18.txt" "$bin" || failed=1
[ -s "$work/chomp18-outcome.sqlite" ] || "$bin" enumerate chomp --max 18 --outcome -q --db "$work/chomp18-outcome.sqlite"
same18="$("$bin" query --csv --attach o="$work/chomp18-outcome.sqlite" --db "$db" \
  "SELECT count(*) || ' ' || sum((c.grundy = 0) != (t.outcome = 'P') OR c.bites IS NOT t.bites OR t.grundy IS NOT NULL
                                 OR c.grundy IS NULL)
   FROM chomp c JOIN o.chomp t USING (a, b)" | tail -1)"
echo "boards b <= 18 beside the outcome pass (compared, differ): $same18"
[ "$same18" = "171 0" ] || failed=1
exit $failed
