// The blocking thread team; see blocking_pool.hpp.
#include "util/blocking_pool.hpp"

#include <exception>
#include <system_error>
#include <utility>

namespace posetlab {

// A worker that cannot start (the address space or the thread limit reached) leaves the
// team smaller: threads() says how many there are, and every loop still runs in full.
BlockingPool::BlockingPool(int threads) {
  try {
    for (int t = 1; t < threads; ++t) workers_.emplace_back([this, t] { work(t); });
  } catch (const std::system_error&) {
  }
}

BlockingPool::~BlockingPool() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  start_.notify_all();
  for (auto& w : workers_) w.join();
}

// Takes indices under the lock: the loops this serves have a few hundred to a few
// thousand items of at least microseconds each.
void BlockingPool::drain(int thread) {
  std::unique_lock lock(mutex_);
  while (next_ < n_) {
    const std::size_t i = next_++;
    lock.unlock();
    try {
      (*body_)(i, thread);
    } catch (...) {
      lock.lock();
      if (!error_) error_ = std::current_exception();
      continue;
    }
    lock.lock();
  }
}

void BlockingPool::work(int thread) {
  std::uint64_t seen = 0;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      start_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_) return;
      seen = generation_;
    }
    drain(thread);
    std::lock_guard lock(mutex_);
    if (--busy_ == 0) done_.notify_all();
  }
}

void BlockingPool::run(std::size_t n, const std::function<void(std::size_t, int)>& body) {
  if (n == 0) return;
  {
    std::lock_guard lock(mutex_);
    body_ = &body;
    n_ = n;
    next_ = 0;
    error_ = nullptr;
    busy_ = int(workers_.size());
    ++generation_;
  }
  start_.notify_all();
  drain(0);
  std::unique_lock lock(mutex_);
  done_.wait(lock, [&] { return busy_ == 0; });
  body_ = nullptr;
  n_ = 0;
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

}  // namespace posetlab
