#!/usr/bin/env bash
# The catalogue under load: `posetlab serve` on a database, asked 1 000 times over 8
# connections by ab (Debian's apache2-utils) for each kind of page, beside its peer in the
# same run: the same search as a `posetlab query` process (what a script paid before the
# catalogue). Prints a Markdown table: mean, median, p95 and p99 in ms, failures, and the
# server's peak memory over the whole run.
#
#   bash bench/catalogue.sh DB   # DB: e.g. posets to 10 points, the 11 and 12 summaries, Chomp to 16 x 16
# The database it was measured on is built by (bench/RESULTS.md, "catalogue"):
#   for n in $(seq 1 10); do posetlab enumerate posets --size $n --db DB; done
#   posetlab enumerate posets --size 11 --summary --db DB; posetlab enumerate posets --size 12 --summary --db DB --yes
#   posetlab enumerate chomp --max 16 --db DB
source "$(dirname "$0")/lib.sh"  # strict mode, $bin, $work, usage, measure, machine_line
[ $# -eq 1 ] && [ -f "$1" ] || usage "DB (a posetlab database)"
db=$1
command -v ab >/dev/null || { echo "bench/catalogue.sh needs ab: apt-get install apache2-utils" >&2; exit 2; }
machine_line
/usr/bin/time -f "%M" -o "$work/server.time" "$bin" serve --db "$db" --port 0 --threads 8 >"$work/serve.out" 2>"$work/serve.err" &
server=$!
for _ in $(seq 100); do grep -q 'http://' "$work/serve.out" 2>/dev/null && break; sleep 0.1; done
url=$(grep -oE 'http://[^ ]+' "$work/serve.out")
[ -n "$url" ] || { echo "the server did not start: $(cat "$work/serve.err")" >&2; exit 1; }
# A poset of 10 points with many moves, from the database itself.
key=$("$bin" query --db "$db" --csv "SELECT canonical FROM posets WHERE size = 10 AND relations = 20 ORDER BY canonical LIMIT 1" | tail -1)
esc=$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$key")
curl -s -o /dev/null "$url"   # the home page, once (it is then kept until the file changes)

echo "| page | URL | requests | mean ms | median ms | p95 ms | p99 ms | failed |"
echo "|---|---|---|---|---|---|---|---|"
load() {  # load NAME PATH
  ab -q -n 1000 -c 8 -e "$work/pct" "${url%/}$2" >"$work/ab" 2>&1 || { cat "$work/ab" >&2; exit 1; }
  local mean failed p50 p95 p99
  mean=$(awk '/Time per request:.*\(mean\)$/ { print $4; exit }' "$work/ab")
  failed=$(awk '/^Failed requests:/ { print $3 }' "$work/ab")
  non2xx=$(awk '/^Non-2xx responses:/ { print $3 }' "$work/ab")
  p50=$(awk -F, '$1 == 50 { print $2 }' "$work/pct")
  p95=$(awk -F, '$1 == 95 { print $2 }' "$work/pct")
  p99=$(awk -F, '$1 == 99 { print $2 }' "$work/pct")
  echo "| $1 | \`$2\` | 1000 over 8 | $mean | $p50 | $p95 | $p99 | $failed${non2xx:+ ($non2xx not 2xx)} |"
}
load "search page, indexed column (size) + grundy" "/search/posets?size=9&grundy=0"
load "search page, the 2.56 M posets of 10 points" "/search/posets?size=10"
load "search JSON" "/api/search/posets?size=9&outcome=P&limit=50"
load "object page, 10 points" "/object/posets/$esc"
load "object JSON, 10 points" "/api/object/posets/$esc"
load "Chomp board page, 12 x 12" "/object/chomp/12x12"
load "home (kept)" "/"
pkill -TERM -P $server   # the server, under GNU time
wait $server || true
echo
echo "Server peak memory: $(( $(tail -1 "$work/server.time") / 1024 )) MiB."
# The peer: the same search as one posetlab query process, 20 times.
start=$(date +%s.%N)
for _ in $(seq 20); do "$bin" query --db "$db" --json "SELECT * FROM posets WHERE size = 9 AND grundy = 0 LIMIT 50" >/dev/null; done
end=$(date +%s.%N)
echo "Peer: \`posetlab query\` of the same 50 rows as a process: $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", (b - a) * 1000 / 20 }') ms a call."
