#!/usr/bin/env bash
# All posets on N points (13 or 14) as a Slurm array: task T of an array of A tasks runs
# C = SLURM_CPUS_PER_TASK processes of one thread each, on shards T*C .. T*C+C-1 of A*C,
# each with its own database (one process per core: the threads of one process would
# share a single nauty-genposetg pipe). When its shards end, the task writes each one's
# finished units as a summary batch file; `posetlab batch sum` adds them all.
#
#   sbatch --array=0-63 scripts/slurm_posets.sh 14 64
#   posetlab batch sum data/posets-14/batch-*.txt      # COMPLETE once every task has ended
#
# A is the second argument, the array's task count, and not read from Slurm: a task that
# dies or hits its time limit is resubmitted alone (`sbatch --array=17 scripts/slurm_posets.sh
# 14 64`), where Slurm would count an array of one. Its shards' databases resume where their
# last commit left them. Keep A and --cpus-per-task the same for every submission of one run
# (the shard count A*C must not change).
#SBATCH --job-name=posetlab-posets
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=32
#SBATCH --mem-per-cpu=200M
#SBATCH --time=12:00:00
#SBATCH --output=posetlab-posets-%A_%a.log
set -euo pipefail

usage="usage: sbatch --array=0-(A-1) scripts/slurm_posets.sh N A"
N=${1:?$usage}
TASKS=${2:?$usage}
POSETLAB=${POSETLAB:-$PWD/build/posetlab}
OUTDIR=${OUTDIR:-$PWD/data/posets-$N}
TASK=${SLURM_ARRAY_TASK_ID:?run with sbatch --array}
if [ "$TASK" -ge "$TASKS" ]; then echo "slurm_posets: task $TASK of an array of $TASKS" >&2; exit 2; fi
CORES=${SLURM_CPUS_PER_TASK:-1}
SHARDS=$((TASKS * CORES))
mkdir -p "$OUTDIR"

pids=()
for ((j = 0; j < CORES; j++)); do
  r=$((TASK * CORES + j))
  "$POSETLAB" enumerate posets --size "$N" --summary --shard "$r/$SHARDS" --threads 1 -q --yes \
    --db "$OUTDIR/shard-$r.sqlite" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done

for ((j = 0; j < CORES; j++)); do
  r=$((TASK * CORES + j))
  "$POSETLAB" batch write --job "posets-summary:size=$N" --db "$OUTDIR/shard-$r.sqlite" \
    -o "$OUTDIR/batch-$r.txt"
done
exit "$status"
