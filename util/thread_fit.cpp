// Fitting thread counts to the cores and to what can start (thread_fit.hpp).
#include "util/thread_fit.hpp"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace posetlab {
namespace {

// Threads a job runs beside its workers: the database writer, the heartbeat, the
// progress line, the generator's reader.
constexpr int kSpareThreadsForHelpers = 4;

int machine_cores() { return int(std::max(1u, std::thread::hardware_concurrency())); }

}  // namespace

int startable_threads(int wanted) {
  std::mutex mutex;
  std::condition_variable released;
  bool release = false;
  std::vector<std::thread> started;
  started.reserve(std::size_t(std::max(wanted, 1)));
  int count = 1;
  for (; count < wanted; ++count) {
    try {
      started.emplace_back([&] {
        std::unique_lock lock(mutex);
        released.wait(lock, [&] { return release; });
      });
    } catch (const std::system_error&) {
      break;
    }
  }
  {
    std::lock_guard lock(mutex);
    release = true;
  }
  released.notify_all();
  for (std::thread& t : started) t.join();
  return count;
}

ThreadFit fit_thread_count(int wanted) {
  ThreadFit fit;
  const int cores = machine_cores(), most = kThreadsPerCoreMost * cores;
  int target = wanted > 0 ? wanted : cores;
  if (target > most) {
    fit.note = std::to_string(wanted) + " threads asked for, " + std::to_string(cores) +
               " cores here: using " + std::to_string(most) + " (" + std::to_string(kThreadsPerCoreMost) +
               " a core at most)";
    target = most;
  }
  const int can = startable_threads(target + kSpareThreadsForHelpers);
  if (can < target + kSpareThreadsForHelpers) {
    const int fewer = std::max(1, std::min(target, can / 2));
    if (fewer < target) {
      fit.note = "only " + std::to_string(can) + " threads could start (the address space or thread limit, " +
                 "see ulimit -v, -s, -u): using " + std::to_string(fewer) + " of the " + std::to_string(target) +
                 " asked for";
      target = fewer;
    }
  }
  fit.threads = wanted == 0 && fit.note.empty() ? 0 : target;
  return fit;
}

int fitted_thread_count(int wanted, std::ostream& note_to) {
  ThreadFit fit = fit_thread_count(wanted);
  if (!fit.note.empty()) note_to << "posetlab: " << fit.note << '\n';
  return fit.threads;
}

}  // namespace posetlab
