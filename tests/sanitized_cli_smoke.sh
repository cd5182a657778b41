#!/usr/bin/env bash
# One run of each kind of command through the posetlab binary, for the sanitized build
# (tests/CMakeLists.txt): the command-line layer itself under AddressSanitizer + UBSan,
# at a dozen process starts. The release pass tests these commands' output in full.
# Usage: sanitized_cli_smoke.sh POSETLAB_BINARY
set -euo pipefail
bin=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=$work/smoke.sqlite
run() { echo "+ posetlab $*"; "$bin" "$@"; }
run --version
printf 'poset 3: 0<1 1<2\n' | run solve
run family chomp 3 3 --format dot > /dev/null
run enumerate posets --size 1:6 -q --db "$db"
run enumerate two-level --size 1:5 -q --db "$db"
run enumerate chomp --max 4 -q --db "$db"
run conjecture test "grundy <= size" --db "$db"
run conjecture mine --db "$db" > /dev/null
run export bfile --seq posets-p --db "$db" -o "$work/posets-p.txt"
run query "SELECT size, count(*) FROM posets GROUP BY size" --db "$db"
printf 'poset 3: 0<1 0<2\n' | run lookup --db "$db"
printf 'poset 3: 0<1 0<2\n' | run show --db "$db" > /dev/null
run stats --checksum --db "$db" > /dev/null
mkdir -p "$work/report"  # report -o writes into a folder that exists
run report --db "$db" -o "$work/report/r.md" > /dev/null
run verify --quick --only 000 --no-db > /dev/null
# A bad input must end in a clear error, not a crash: exit status 2 (bad input).
status=0
run solve <<< 'poset 3: 0<1 1<' > /dev/null 2>&1 || status=$?
[ "$status" -eq 2 ] || { echo "bad input: exit status $status, expected 2" >&2; exit 1; }
echo "sanitized_cli_smoke: all commands ran"
