#!/usr/bin/env bash
# Compares the boards of a Grundy pass of `posetlab chomp-box N N --grundy --min-bites 0` (a
# "board a x b: bites" line and a "value a x b: G" line per board) with boards.txt, value and
# bites, for every board of the box. Prints the box's pass line (with the largest value over all
# its positions), each board that differs, and "N boards compared, D differ"; exits 1 when D > 0
# or when no board was compared.
# Usage: frontier/chomp-18-grundy/compare-box.sh CHOMP_BOX_OUTPUT
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
[ $# -eq 1 ] || { echo "usage: compare-box.sh CHOMP_BOX_OUTPUT" >&2; exit 2; }
grep '^box ' "$1"
awk -v stored="$here/boards.txt" '
  /^board [0-9]+ x [0-9]+:/ { key = $2 " " $4; sub(/:$/, "", key); b = $0; sub(/^board [0-9]+ x [0-9]+: /, "", b); bites[key] = b; next }
  /^value [0-9]+ x [0-9]+:/ { key = $2 " " $4; sub(/:$/, "", key); value[key] = $NF; next }
  END {
    while ((getline line < stored) > 0) {
      if (line ~ /^#/) continue
      split(line, w, " "); key = w[1] " " w[2]
      if (!(key in value)) continue
      want = line; sub(/^[0-9]+ [0-9]+ [0-9]+ [PN] /, "", want)
      compared++
      if (value[key] != w[3] || bites[key] != want) { differ++; print "differs: " w[1] " x " w[2] ": pass " value[key] " " bites[key] ", boards.txt " w[3] " " want }
    }
    printf "%d boards compared, %d differ\n", compared, differ
    exit (differ > 0 || compared == 0)
  }' "$1"
