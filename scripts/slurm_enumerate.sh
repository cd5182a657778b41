#!/usr/bin/env bash
# One posetlab job spread over a Slurm allocation with MPI (an example to adapt).
#
#   sbatch scripts/slurm_enumerate.sh two-level --bottoms 6 --tops 0:10
#   sbatch --nodes=8 scripts/slurm_enumerate.sh two-level --size 14
#
# Rank 0 hands out the job's units (costliest first) and is the only rank that opens
# the database: it receives each finished unit's rows and commits them, one transaction
# per unit. Put the database on rank 0's node or a shared file system; the other ranks
# need only the binary. One rank per node with all its cores as threads is the usual
# shape (each unit is already parallel inside); rank 0 computes nothing, so give it a
# node of its own on large allocations, or accept one idle core-set on small ones.
#
# If a rank or node dies, Slurm ends the whole step: the units committed stay, and
# resubmitting the same script finishes the job (only the units in flight are redone).
#SBATCH --job-name=posetlab
#SBATCH --nodes=4
#SBATCH --ntasks-per-node=1
#SBATCH --cpus-per-task=32
#SBATCH --time=04:00:00
#SBATCH --output=posetlab-%j.log
set -euo pipefail

POSETLAB=${POSETLAB:-$PWD/build/posetlab}
DB=${DB:-$PWD/data/posetlab.sqlite}
export OMP_NUM_THREADS=${SLURM_CPUS_PER_TASK:-1}
export OMP_PROC_BIND=close OMP_PLACES=cores

# Open MPI's mpirun reads the allocation from Slurm; `srun --mpi=pmix` works as well.
mpirun --bind-to none -np "${SLURM_NTASKS:-1}" \
  "$POSETLAB" enumerate "$@" --threads "$OMP_NUM_THREADS" --db "$DB"

"$POSETLAB" stats --checksum --db "$DB"
