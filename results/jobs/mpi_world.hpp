#pragma once
// The MPI world this process runs in, if any. posetlab is one binary for both uses:
// started alone it never touches MPI (no MPI_Init, so no daemon and no cost); started
// by a launcher (mpirun, mpiexec, srun) it joins the launcher's world. The launcher is
// recognised by the variables it sets (OMPI_COMM_WORLD_SIZE for Open MPI's mpirun,
// PMIX_RANK / PMI_RANK for PMIx and PMI launchers such as srun); a world of one rank
// counts as no world at all, so `mpirun -np 1 posetlab ...` is an ordinary run.
//
// Only the main thread calls MPI (MPI_THREAD_FUNNELED): writer and OpenMP threads never
// do. Built without MPI (no OpenMPI at configure time) every process is alone.
#include <cstdint>
#include <string>
#include <vector>

namespace posetlab::mpi {

// True when built with MPI support.
bool compiled_in();

// Joins the launcher's world if one started this process. Call once at the top of
// main(); the destructor finalizes. Safe (and inert) without a launcher.
class Environment {
 public:
  Environment(int* argc, char*** argv);
  ~Environment();
  Environment(const Environment&) = delete;
  Environment& operator=(const Environment&) = delete;
};

// After Environment: whether this process is one of several ranks, and which.
bool active();
int rank();
int size();
// Ranks on this machine (the launcher's local size; 1 when unknown): threads per rank
// default to the machine's cores divided by it, so ranks do not oversubscribe cores.
int local_size();
// The host name MPI reports (for messages naming a failed rank).
std::string processor_name();

// Ends every rank at once (a rank that cannot go on and cannot tell rank 0).
[[noreturn]] void abort_world(int code);

// Point-to-point messages of bytes between ranks, tagged. Blocking; only for the
// main thread. Waiting is by polling with short sleeps, so an idle rank (rank 0
// waiting for work to come back) leaves its core to the threads that compute.
void send(int to, int tag, const void* data, std::size_t bytes);
void send(int to, int tag, const std::vector<std::uint8_t>& bytes);
struct Message {
  int from = -1, tag = -1;
  std::vector<std::uint8_t> bytes;
};
// The next message from `from` (or any rank: -1) with `tag` (or any tag: -1). Returns
// false when `stop()` turned true while waiting (polled between sleeps).
bool receive(Message& out, int from = -1, int tag = -1, bool (*stop)() = nullptr);

}  // namespace posetlab::mpi
