#!/usr/bin/env bash
# Compares a published list of Chomp boards with more than one winning bite (a b (r,c) ... lines,
# as padhi-multi-bites.txt) with posetlab's dense passes, board by board, bites as sets, inside
# the published searched region. The posetlab side is one or more files in the output format of
# `posetlab chomp-box R C` (or `build/bench/chomp_pass R C --outcome --boards`, the same lines): a "box R x C" line, then one "board a x b:
# bites" line per board of the box with two or more winning bites (every board of the box not
# listed has exactly one, or is 1 x 1). A board counts as compared when some box holds it.
#
# Prints each listed board that differs, each board posetlab finds with two or more bites inside
# the region that the list lacks, each listed board no box holds ("not compared here") and, per
# row count, the part of the region no box covers with the pass that would cover it; then a last
# line "N compared, D differ, E unlisted, U not compared". Exits 1 when D or E is not zero.
# Usage: frontier/chomp-padhi/compare.sh LIST PASS_OUTPUT...
set -euo pipefail
list="$1"; shift
[ $# -ge 1 ] || { echo "usage: compare.sh LIST PASS_OUTPUT..." >&2; exit 2; }
awk -v list="$list" '
  function canon(s,   n, parts, i, j, t, out) {  # "(4,5) (3,8)" -> "(3,8) (4,5)"
    gsub(/\) *\(/, ")\n(", s); n = split(s, parts, "\n")
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (parts[j] < parts[i]) { t = parts[i]; parts[i] = parts[j]; parts[j] = t }
    out = ""; for (i = 1; i <= n; i++) out = out (i > 1 ? " " : "") parts[i]
    return out
  }
  # The searched region of the list (padhi-multi-bites.txt, its header): the largest b per a.
  function region_max(a) {
    if (a == 4) return 300; if (a == 5) return 150; if (a == 6 || a == 7) return 110
    if (a == 8) return 60;  if (a == 9) return 55;  if (a == 10) return 45
    return 19
  }
  function covered(a, b,   k) { for (k = 1; k <= nbox; k++) if (a <= R[k] && b <= C[k]) return 1; return 0 }
  function covered_max(a,   k, m) { m = 0; for (k = 1; k <= nbox; k++) if (a <= R[k] && C[k] > m) m = C[k]; return m }
  /^box [0-9]+ x [0-9]+/ { nbox++; R[nbox] = $2 + 0; sub(/,$/, "", $4); C[nbox] = $4 + 0; next }
  /^board [0-9]+ x [0-9]+:/ { key = $2 " " $4; sub(/:$/, "", key); s = $0; sub(/^board [0-9]+ x [0-9]+: */, "", s); found[key] = canon(s); next }
  END {
    while ((getline line < list) > 0) {
      if (line ~ /^#/ || line ~ /^ *$/) continue
      split(line, w, " "); key = w[1] " " w[2]; want = line; sub(/^[0-9]+ [0-9]+ /, "", want); want = canon(want)
      listed[key] = 1
      if (!covered(w[1], w[2])) { notc++; printf "not compared here: %s x %s (list %s): posetlab chomp-box %s %s\n", w[1], w[2], want, w[1], w[2]; continue }
      compared++
      if (!(key in found)) { differ++; print "differs: " w[1] " x " w[2] ": posetlab one winning bite, list " want; continue }
      if (found[key] != want) { differ++; print "differs: " w[1] " x " w[2] ": posetlab " found[key] ", list " want }
    }
    for (key in found) {
      split(key, w, " ")
      if (w[1] <= w[2] && w[2] <= region_max(w[1]) && !(key in listed)) { extra++; print "unlisted: " w[1] " x " w[2] ": posetlab " found[key] }
    }
    for (a = 1; a <= 19; a++) {
      m = (a <= 3 || a > 10) ? 19 : region_max(a); have = covered_max(a)
      if (have < m) printf "region not covered: %d x b, b = %d..%d: posetlab chomp-box %d %d\n", a, (have > a ? have : a - 1) + 1, m, a, m
    }
    printf "%d compared, %d differ, %d unlisted, %d not compared\n", compared, differ + 0, extra + 0, notc + 0
    exit (differ + extra > 0)
  }' "$@"
