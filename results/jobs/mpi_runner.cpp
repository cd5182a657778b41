// Units over MPI ranks; see mpi_runner.hpp. Messages are native-endian (every rank
// runs the same binary on the same kind of machine).
#include "results/jobs/mpi_runner.hpp"


#include <algorithm>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <thread>

#include "results/jobs/mpi_world.hpp"
#include "results/jobs/unit_schedule.hpp"

namespace posetlab {
namespace {

enum Tag : int { kReady = 1, kPayload = 2, kAssign = 3, kFailed = 4 };
constexpr std::uint64_t kStop = ~std::uint64_t{0};

struct Writer {
  std::vector<std::uint8_t> bytes;
  template <class T>
  Writer& put(const T& v) {
    const std::size_t at = bytes.size();
    bytes.resize(at + sizeof v);
    std::memcpy(bytes.data() + at, &v, sizeof v);
    return *this;
  }
  Writer& put_text(const std::string& s) {
    put(std::uint64_t(s.size()));
    const std::size_t at = bytes.size();
    bytes.resize(at + s.size());
    if (!s.empty()) std::memcpy(bytes.data() + at, s.data(), s.size());
    return *this;
  }
};

struct Reader {
  const std::vector<std::uint8_t>& bytes;
  std::size_t at = 0;
  template <class T>
  T get() {
    T v;
    if (at + sizeof v > bytes.size()) throw std::runtime_error("mpi: truncated message");
    std::memcpy(&v, bytes.data() + at, sizeof v);
    at += sizeof v;
    return v;
  }
  std::string get_text() {
    const auto n = get<std::uint64_t>();
    if (at + n > bytes.size()) throw std::runtime_error("mpi: truncated message");
    std::string s(bytes.begin() + long(at), bytes.begin() + long(at + n));
    at += n;
    return s;
  }
};

bool g_workers_stopped = false;

std::string rank_name(int rank, const std::string& host) {
  return "rank " + std::to_string(rank) + (host.empty() ? "" : " (" + host + ")");
}

}  // namespace

int mpi_default_threads() {
  const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
  return std::max(1, cores / std::max(1, mpi::local_size()));
}

void mpi_schedule_units(const std::vector<WorkUnit>& pending,
                        const std::function<void(const WorkUnit&, UnitPayload&&)>& commit, bool (*stop)()) {
  std::vector<std::uint64_t> weights;
  for (const WorkUnit& u : pending) weights.push_back(u.weight);
  const std::vector<std::size_t> order = costliest_first(weights);
  std::size_t next = 0;
  int working = mpi::size() - 1;  // workers not yet told to stop
  std::string failure;            // the first failure; then every worker is stopped
  std::exception_ptr commit_error;
  // Which unit each worker holds (index into `pending`), to match its result.
  std::vector<long> held(std::size_t(mpi::size()), -1);
  mpi::Message m;
  while (working > 0) {
    // While interrupted, keep listening: workers finishing their unit send it back.
    mpi::receive(m, -1, -1, nullptr);
    const int w = m.from;
    if (m.tag == kFailed) {
      Reader r{m.bytes};
      const std::string host = r.get_text(), what = r.get_text();
      if (failure.empty()) failure = rank_name(w, host) + ": " + what;
      held[w] = -1;
      --working;
      continue;
    }
    if (m.tag != kReady) throw std::runtime_error("mpi: unexpected message tag " + std::to_string(m.tag));
    Reader r{m.bytes};
    const auto ordinal = r.get<std::uint64_t>();
    if (ordinal != kStop) {
      UnitPayload p;
      p.rows = r.get<std::uint64_t>();
      p.seconds = r.get<double>();
      mpi::Message data;
      mpi::receive(data, w, kPayload);
      p.bytes = std::move(data.bytes);
      const long i = held[w];
      if (i < 0 || pending[std::size_t(i)].ordinal != ordinal)
        throw std::runtime_error("mpi: " + rank_name(w, "") + " returned unit " + std::to_string(ordinal) +
                                 " it was not given");
      held[w] = -1;
      if (failure.empty()) {
        try {
          commit(pending[std::size_t(i)], std::move(p));
        } catch (const std::exception& e) {
          commit_error = std::current_exception();
          failure = e.what();
        }
      }
    }
    Writer reply;
    if (!failure.empty() || next == order.size() || (stop && stop())) {
      reply.put(kStop);
      --working;
    } else {
      const WorkUnit& u = pending[order[next]];
      held[w] = long(order[next++]);
      reply.put(u.ordinal).put_text(u.key);
    }
    mpi::send(w, kAssign, reply.bytes);
  }
  g_workers_stopped = true;
  if (commit_error) std::rethrow_exception(commit_error);
  if (!failure.empty()) throw std::runtime_error(failure);
}

void mpi_release_workers() {
  if (!mpi::active() || mpi::rank() != 0 || g_workers_stopped) return;
  g_workers_stopped = true;
  try {
    Writer stop;
    stop.put(kStop);
    for (int waiting = mpi::size() - 1; waiting > 0; --waiting) {
      mpi::Message m;  // each worker's first READY (it holds no unit yet)
      mpi::receive(m, -1, -1, nullptr);
      if (m.tag == kReady) mpi::send(m.from, kAssign, stop.bytes);
    }
  } catch (...) {
    mpi::abort_world(1);  // cannot reach the workers: end them rather than leave them waiting
  }
}

int mpi_serve_units(const std::vector<WorkUnit>& units, const std::function<UnitPayload(const WorkUnit&)>& run) {
  Writer ready;
  ready.put(kStop);  // nothing finished yet
  UnitPayload done;  // the rows that go with `ready`
  for (;;) {
    // READY both returns the last unit and asks for the next.
    mpi::send(0, kReady, ready.bytes);
    if (ready.bytes.size() > sizeof kStop) mpi::send(0, kPayload, done.bytes);
    done = UnitPayload{};
    mpi::Message m;
    mpi::receive(m, 0, kAssign);
    Reader r{m.bytes};
    const auto ordinal = r.get<std::uint64_t>();
    if (ordinal == kStop) return 0;
    const std::string key = r.get_text();
    try {
      if (ordinal >= units.size() || units[ordinal].key != key)
        throw std::runtime_error("rank 0 assigned unit " + std::to_string(ordinal) + " '" + key +
                                 "', which this rank's job does not have (different posetlab builds?)");
      const auto start = std::chrono::steady_clock::now();
      done = run(units[ordinal]);
      done.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      ready = Writer{};
      ready.put(ordinal).put(done.rows).put(done.seconds);
    } catch (const std::exception& e) {
      Writer failed;
      failed.put_text(mpi::processor_name()).put_text(e.what());
      mpi::send(0, kFailed, failed.bytes);
      return 1;
    }
  }
}

}  // namespace posetlab
