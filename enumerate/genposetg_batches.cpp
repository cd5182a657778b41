// A genposetg part in batches of lines on several threads; see genposetg_batches.hpp.
#include "enumerate/genposetg_batches.hpp"

#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "enumerate/genposetg.hpp"

namespace posetlab {

void solve_genposetg_batches(int n, int part, int parts, int threads,
                             const std::function<void(int worker, const LineBatch& batch)>& solve) {
  std::uint64_t index = 0, lines = 0;
  if (threads <= 1) {
    genposetg_part_chunks(n, part, parts, [&](std::string_view text, std::uint64_t count) {
      solve(0, LineBatch{index++, lines + 1, text});
      lines += count;
    });
    return;
  }
  // A queued batch owns a copy of its lines.
  struct Queued {
    LineBatch batch;
    std::string text;
  };
  // Plain threads blocking on a condition variable, not an OpenMP team: idle OpenMP
  // threads spin, and here they would spin against the generator for the same cores.
  std::deque<std::unique_ptr<Queued>> ready;
  bool reading = true;
  std::mutex mutex;
  std::condition_variable queued;
  std::exception_ptr error;
  auto keep_error = [&] {
    std::lock_guard lock(mutex);
    if (!error) error = std::current_exception();
  };
  auto solve_queued = [&](int worker) {
    for (;;) {
      std::unique_ptr<Queued> next;
      {
        std::unique_lock lock(mutex);
        queued.wait(lock, [&] { return !ready.empty() || !reading; });
        if (ready.empty()) return;
        next = std::move(ready.front());
        ready.pop_front();
      }
      try {
        solve(worker, next->batch);
      } catch (...) {
        keep_error();
      }
    }
  };
  std::vector<std::thread> workers;
  try {  // a worker that cannot start leaves the others more batches
    for (int w = 1; w < threads; ++w) workers.emplace_back(solve_queued, w);
  } catch (const std::system_error&) {
  }
  try {
    genposetg_part_chunks(n, part, parts, [&](std::string_view text, std::uint64_t count) {
      auto q = std::make_unique<Queued>();
      q->text.assign(text);
      q->batch = LineBatch{index++, lines + 1, q->text};
      lines += count;
      {
        std::lock_guard lock(mutex);
        ready.push_back(std::move(q));
      }
      queued.notify_one();
    });
  } catch (...) {
    keep_error();
  }
  {
    std::lock_guard lock(mutex);
    reading = false;
  }
  queued.notify_all();
  solve_queued(0);
  for (std::thread& t : workers) t.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace posetlab
