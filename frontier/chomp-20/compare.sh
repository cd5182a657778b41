#!/usr/bin/env bash
# Compares the chomp table of a database with a list of boards and bites (a b (r,c) ...
# lines, as public-figure-17-20.txt), board by board, bites as sets. Prints each board that
# differs or is missing and a last line "N boards compared, D differ, M missing"; exits 1
# when any differs or is missing.
# Usage: frontier/chomp-20/compare.sh DB [LIST] [POSETLAB]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
db="$1"
list="${2:-$here/public-figure-17-20.txt}"
bin="${3:-$here/../../build/posetlab}"
rows="$("$bin" query --csv --db "$db" "SELECT a, b, bites FROM chomp")"  # stops here if the query fails
printf '%s\n' "$rows" | awk -v list="$list" '
  function canon(s,   n, parts, i, out) {  # "(2,4) (4,2)" -> the bites sorted, one space apart
    gsub(/\) *\(/, ")\n(", s); n = split(s, parts, "\n")
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (parts[j] < parts[i]) { t = parts[i]; parts[i] = parts[j]; parts[j] = t }
    out = ""; for (i = 1; i <= n; i++) out = out (i > 1 ? " " : "") parts[i]
    return out
  }
  NR == 1 { next }  # the CSV header
  { split($0, f, ","); a = f[1]; b = f[2]; s = $0; sub(/^[0-9]+,[0-9]+,/, "", s); gsub(/"/, "", s); stored[a " " b] = canon(s) }
  END {
    while ((getline line < list) > 0) {
      if (line ~ /^#/ || line ~ /^ *$/) continue
      split(line, w, " "); key = w[1] " " w[2]; want = line; sub(/^[0-9]+ [0-9]+ /, "", want); want = canon(want)
      compared++
      if (!(key in stored)) { missing++; print "missing: " w[1] " x " w[2] " (list " want ")"; continue }
      if (stored[key] != want) { differ++; print "differs: " w[1] " x " w[2] ": table " stored[key] ", list " want }
    }
    printf "%d boards compared, %d differ, %d missing\n", compared, differ + 0, missing + 0
    exit (differ + missing > 0)
  }'
