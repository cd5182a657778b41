#pragma once
// A fixed team of threads for loops run many times a second beside another busy thread
// (the two-level job and its database writer on 2 cores). Idle workers sleep on a
// condition variable: libgomp's idle threads spin for about 300 000 pauses (several ms)
// after each parallel region, and in that job those spins took the writer's core, 14%
// of its CPU time; OMP_WAIT_POLICY cannot be set from inside the process.
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace posetlab {

class BlockingPool {
 public:
  // `threads` >= 1 in all, the caller included (threads - 1 workers are started, fewer
  // when no more can start).
  explicit BlockingPool(int threads);
  ~BlockingPool();
  BlockingPool(const BlockingPool&) = delete;
  BlockingPool& operator=(const BlockingPool&) = delete;

  int threads() const { return int(workers_.size()) + 1; }
  // Calls body(i, thread) for every i < n, each once, from the caller and the workers
  // (thread in [0, threads())), handing out indices one at a time; returns when all are
  // done. The first exception thrown by a body is rethrown here (the others are
  // dropped; the remaining indices still run). Not reentrant: one loop at a time.
  void run(std::size_t n, const std::function<void(std::size_t i, int thread)>& body);

 private:
  void work(int thread);
  void drain(int thread);

  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable start_, done_;
  const std::function<void(std::size_t, int)>* body_ = nullptr;
  std::size_t n_ = 0, next_ = 0;
  std::uint64_t generation_ = 0;
  int busy_ = 0;  // workers still in the current loop
  bool stop_ = false;
  std::exception_ptr error_;
};

}  // namespace posetlab
