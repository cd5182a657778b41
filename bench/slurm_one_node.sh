#!/usr/bin/env bash
# scripts/slurm_posets.sh under a real Slurm: a one-node cluster started on this machine
# (munged, slurmctld and slurmd, with their own configuration and state in a scratch folder),
# the array for all posets on N points submitted with several tasks, one task cancelled
# midway and resubmitted alone, then `batch sum` of the tasks' batch files held against one
# process's run of the same job: the same histogram, the same units, the same digest.
#
#   bash scripts/setup.sh --slurm        # once: Debian's slurm-wlm and munge
#   sudo bash bench/slurm_one_node.sh 12 8   # N = 12 as 8 tasks (4 096 units), about 10 min on 2 cores
#
# Opt-in and slow, so not in ctest. Needs root (the daemons run as root, with a private
# SLURM_CONF: the machine's own Slurm configuration, if any, is not touched). Prints what it
# did step by step and ends with PASS or FAIL (exit 1). The databases and logs stay in
# data/slurm-N/ for a look afterwards.
source "$(dirname "$0")/lib.sh"  # strict mode, repository root, $bin, $work
[ $# -eq 2 ] || usage "N TASKS"
n=$1 tasks=$2
[ "$(id -u)" -eq 0 ] || { echo "slurm_one_node: run as root (the Slurm daemons)" >&2; exit 2; }
for tool in munged slurmctld slurmd sbatch squeue scancel sinfo; do
  command -v "$tool" >/dev/null || { echo "slurm_one_node: $tool missing: bash scripts/setup.sh --slurm" >&2; exit 2; }
done

out=$PWD/data/slurm-$n
rm -rf "$out" && mkdir -p "$out"/{state,spool,batches}
host=$(hostname -s)
cpus=$(nproc)
memory=$(($(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 / 2))
log() { echo "[$(date -u +%H:%M:%S)] $*"; }

# munge: a key of our own, its daemon on a private socket.
mkdir -p "$out/munge"
dd if=/dev/urandom of="$out/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$out/munge/munge.key"
socket=$out/munge/munge.socket
munged --force --key-file="$out/munge/munge.key" --socket="$socket" \
  --pid-file="$out/munge/munged.pid" --log-file="$out/munge/munged.log" --seed-file="$out/munge/seed"

export SLURM_CONF=$out/slurm.conf
cat >"$SLURM_CONF" <<EOF
ClusterName=posetlab
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$out/state
SlurmdSpoolDir=$out/spool
SlurmctldPidFile=$out/slurmctld.pid
SlurmdPidFile=$out/slurmd.pid
SlurmctldLogFile=$out/slurmctld.log
SlurmdLogFile=$out/slurmd.log
SlurmctldPort=16817
SlurmdPort=16818
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
NodeName=$host CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=posetlab Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -c -f "$SLURM_CONF"
slurmd -f "$SLURM_CONF"
stop_daemons() {
  scontrol shutdown >/dev/null 2>&1 || true
  [ -f "$out/munge/munged.pid" ] && kill "$(cat "$out/munge/munged.pid")" 2>/dev/null || true
  rm -rf "$work"
}
trap stop_daemons EXIT
for _ in $(seq 60); do
  sinfo -h -o %t 2>/dev/null | grep -qE '^idle' && break
  sleep 1
done
sinfo -h -o %t | grep -qE '^idle' || { echo "slurm_one_node: the node did not come up (see $out/*.log)" >&2; exit 1; }
log "cluster up: node $host, $cpus cpus"

# The array: each task one core, its shard's database and batch file under $out/batches.
submit() {  # submit ARRAY: prints the job id
  POSETLAB=$PWD/$bin OUTDIR=$out/batches sbatch --parsable --array="$1" --cpus-per-task=1 --mem-per-cpu=500M \
    --time=60 --output="$out/task-%A_%a.log" scripts/slurm_posets.sh "$n" "$tasks"
}
job=$(submit "0-$((tasks - 1))")
log "submitted job $job: --array=0-$((tasks - 1)), N = $n"

# Cancel one task once its shard has committed some units but not all.
victim=$((tasks / 2))
db=$out/batches/shard-$victim.sqlite
for _ in $(seq 600); do
  done_units=$(sqlite3 "file:$db?mode=ro" "SELECT count(*) FROM units" 2>/dev/null || echo 0)
  [ "${done_units:-0}" -ge 20 ] && break
  sleep 1
done
scancel "${job}_$victim"
log "cancelled task $victim after ${done_units:-0} committed units"
while squeue -h -j "$job" 2>/dev/null | grep -q .; do sleep 2; done
after_cancel=$(sqlite3 "file:$db?mode=ro" "SELECT count(*) FROM units")
log "array ended; shard $victim holds $after_cancel committed units"
if "$bin" batch sum "$out"/batches/batch-*.txt | grep -q COMPLETE; then
  echo "FAIL: the sum was COMPLETE with task $victim cancelled" >&2; exit 1
fi
log "batch sum without the cancelled task's rest: PARTIAL, as it must be"

again=$(submit "$victim")
log "resubmitted task $victim alone as job $again"
while squeue -h -j "$again" 2>/dev/null | grep -q .; do sleep 2; done
log "resubmission ended"

# One process's run of the same job, and the comparison.
"$bin" enumerate posets --size "$n" --summary --yes -q --db "$out/one.sqlite"
"$bin" batch write --job "posets-summary:size=$n" --db "$out/one.sqlite" -o "$out/one.txt" 2>/dev/null
"$bin" batch sum --json "$out"/batches/batch-*.txt >"$out/slurm.json"
"$bin" batch sum --json "$out/one.txt" >"$out/one.json"
"$bin" batch sum --rows "$out"/batches/batch-*.txt >"$out/slurm.rows"
"$bin" batch sum --rows "$out/one.txt" >"$out/one.rows"
grep -h '^unit ' "$out"/batches/batch-*.txt | sort -k2,2n >"$out/slurm.units"
grep '^unit ' "$out/one.txt" >"$out/one.units"
status=PASS
grep -q '"complete":true' "$out/slurm.json" || { echo "not COMPLETE: $(cat "$out/slurm.json")"; status=FAIL; }
cmp -s "$out/slurm.json" "$out/one.json" || { echo "batch sum --json differs from one process's"; status=FAIL; }
cmp -s "$out/slurm.rows" "$out/one.rows" || { echo "the counts differ from one process's"; status=FAIL; }
cmp -s "$out/slurm.units" "$out/one.units" || { echo "the unit lines (keys, rows, posets, digests) differ"; status=FAIL; }
log "$(head -1 "$out/slurm.rows")"
echo "$status: $tasks tasks, task $victim cancelled after ${done_units:-0} units and resubmitted;" \
  "batch sum of the tasks' files equals one process's run (histogram, units, digests)"
[ "$status" = PASS ]
