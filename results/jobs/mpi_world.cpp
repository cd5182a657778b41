// The MPI world; see mpi_world.hpp.
#include "results/jobs/mpi_world.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <thread>

#ifdef POSETLAB_HAVE_MPI
#define OMPI_SKIP_MPICXX 1  // the C API only: the C++ bindings are deprecated and need libmpi_cxx
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

namespace posetlab::mpi {
namespace {

bool g_active = false;
int g_rank = 0, g_size = 1, g_local = 1;

// The launchers' variables, most specific first; a world of one rank is no world.
bool launched_by_mpi() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMIX_SIZE", "PMI_SIZE", "MPI_LOCALNRANKS"}) {
    if (const char* v = std::getenv(name)) return std::atoi(v) > 1;
  }
  // PMIx launchers (srun --mpi=pmix) may set only the rank: ask MPI for the size.
  return std::getenv("PMIX_RANK") != nullptr || std::getenv("PMI_RANK") != nullptr;
}

// Messages above this are sent as several (an MPI count is an int).
constexpr std::size_t kChunk = std::size_t{1} << 30;
constexpr int kMoreFollows = 1 << 20;  // added to the tag of every chunk but the last

// Polls `done` with a short spin and then sleeps of growing length (up to 1 ms): an
// idle rank leaves its core to the computing threads, and a unit lasts seconds, so a
// millisecond of latency per hand-over costs nothing measurable.
template <class Done>
void poll_until(Done done) {
  int spins = 0;
  auto sleep = std::chrono::microseconds(20);
  while (!done()) {
    if (++spins < 64) continue;
    std::this_thread::sleep_for(sleep);
    sleep = std::min(sleep * 2, std::chrono::microseconds(1000));
  }
}

}  // namespace

#ifdef POSETLAB_HAVE_MPI

bool compiled_in() { return true; }

Environment::Environment(int* argc, char*** argv) {
  if (!launched_by_mpi()) return;
  int provided = 0;
  MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &g_rank);
  MPI_Comm_size(MPI_COMM_WORLD, &g_size);
  MPI_Comm local;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, g_rank, MPI_INFO_NULL, &local);
  MPI_Comm_size(local, &g_local);
  MPI_Comm_free(&local);
  g_active = g_size > 1;
  if (!g_active) {  // mpirun -np 1: an ordinary process from here on
    MPI_Finalize();
    g_rank = 0, g_size = 1, g_local = 1;
  }
}

Environment::~Environment() {
  if (g_active) MPI_Finalize();
  g_active = false;
}

std::string processor_name() {
  if (!g_active) {
    char host[256] = {};
    gethostname(host, sizeof host - 1);
    return host;
  }
  char name[MPI_MAX_PROCESSOR_NAME] = {};
  int len = 0;
  MPI_Get_processor_name(name, &len);
  return std::string(name, len);
}

void abort_world(int code) {
  if (g_active) MPI_Abort(MPI_COMM_WORLD, code);
  std::_Exit(code);
}

void send(int to, int tag, const void* data, std::size_t bytes) {
  const auto* p = static_cast<const std::uint8_t*>(data);
  do {
    const std::size_t n = std::min(bytes, kChunk);
    const int t = bytes > kChunk ? tag + kMoreFollows : tag;
    MPI_Request req;
    MPI_Isend(p, int(n), MPI_BYTE, to, t, MPI_COMM_WORLD, &req);
    poll_until([&] {
      int done = 0;
      MPI_Test(&req, &done, MPI_STATUS_IGNORE);
      return done != 0;
    });
    p += n, bytes -= n;
  } while (bytes > 0);
}

bool receive(Message& out, int from, int tag, bool (*stop)()) {
  out.bytes.clear();
  int want_from = from < 0 ? MPI_ANY_SOURCE : from;
  for (;;) {
    MPI_Status st;
    bool stopped = false;
    poll_until([&] {
      if (stop && stop()) return stopped = true;
      int found = 0;
      if (tag < 0 || !out.bytes.empty()) {
        MPI_Iprobe(want_from, MPI_ANY_TAG, MPI_COMM_WORLD, &found, &st);
      } else {  // the tag asked for, or a first chunk of it
        MPI_Iprobe(want_from, tag, MPI_COMM_WORLD, &found, &st);
        if (!found) MPI_Iprobe(want_from, tag + kMoreFollows, MPI_COMM_WORLD, &found, &st);
      }
      return found != 0;
    });
    if (stopped) return false;
    int count = 0;
    MPI_Get_count(&st, MPI_BYTE, &count);
    const std::size_t at = out.bytes.size();
    out.bytes.resize(at + std::size_t(count));
    MPI_Recv(out.bytes.data() + at, count, MPI_BYTE, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    out.from = st.MPI_SOURCE;
    if (st.MPI_TAG < kMoreFollows) {
      out.tag = st.MPI_TAG;
      return true;
    }
    want_from = st.MPI_SOURCE;  // the rest of this message comes from the same rank
    tag = st.MPI_TAG - kMoreFollows;
  }
}

#else  // built without MPI: every process is alone

bool compiled_in() { return false; }
Environment::Environment(int*, char***) {}
Environment::~Environment() {}
std::string processor_name() {
  char host[256] = {};
  gethostname(host, sizeof host - 1);
  return host;
}
void abort_world(int code) { std::_Exit(code); }
void send(int, int, const void*, std::size_t) { throw std::logic_error("mpi::send without MPI"); }
bool receive(Message&, int, int, bool (*)()) { throw std::logic_error("mpi::receive without MPI"); }

#endif

void send(int to, int tag, const std::vector<std::uint8_t>& bytes) { send(to, tag, bytes.data(), bytes.size()); }
bool active() { return g_active; }
int rank() { return g_rank; }
int size() { return g_size; }
int local_size() { return g_local; }

}  // namespace posetlab::mpi
