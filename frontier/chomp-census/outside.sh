#!/usr/bin/env bash
# The boards of posetlab's dense passes that lie outside every published search, with the count
# of their winning bites. Input: files in the output format of
# `posetlab chomp-box R C` or `build/bench/chomp_pass R C --outcome --boards` (a "box R x C" line, then a "board a x b: bites"
# line per board of the box with two or more winning bites). A board a x b (a <= b) is published
# when it lies in J. S. Padhi's searched region (a <= b <= 19; 4 x b to 300; 5 x b to 150; 6 and
# 7 x b to 110; 8 x b to 60; 9 x b to 55; 10 x b to 45) or in the 20 x 20 box of
# Kitatai/chomp-memoized-search. Prints, per box, how many of its boards are new, every new board
# with two or more bites, and a last line with the new boards and those with 2, 3 and 4 or more.
# Usage: frontier/chomp-census/outside.sh PASS_OUTPUT...
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: outside.sh PASS_OUTPUT..." >&2; exit 2; }
awk '
  function published(a, b) {
    if (b <= 20) return 1
    if (a == 4) return b <= 300; if (a == 5) return b <= 150; if (a == 6 || a == 7) return b <= 110
    if (a == 8) return b <= 60;  if (a == 9) return b <= 55;  if (a == 10) return b <= 45
    return a <= 3  # 1, 2 and 3 rows: one winning bite each, proved
  }
  /^box [0-9]+ x [0-9]+/ {
    r = $2 + 0; c = $4; sub(/,$/, "", c); c += 0; n = 0
    for (a = 1; a <= r; a++) for (b = a; b <= c; b++) if (!published(a, b) && !(seen[a " " b]++)) n++
    printf "box %d x %d: %d boards outside every published search\n", r, c, n; total += n; next
  }
  /^board [0-9]+ x [0-9]+:/ {
    a = $2 + 0; b = $4; sub(/:$/, "", b); b += 0
    if (published(a, b) || done[a " " b]++) next
    s = $0; sub(/^board [0-9]+ x [0-9]+: */, "", s); k = gsub(/\(/, "(", s)
    print "  new: " a " x " b ": " s " (" k " winning bites)"
    if (k == 2) two++; else if (k == 3) three++; else more++
  }
  END { printf "%d new boards: %d with two winning bites, %d with three, %d with four or more\n", total, two, three, more }
' "$@"
