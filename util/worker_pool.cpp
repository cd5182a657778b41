// The worker threads and their task queue; see worker_pool.hpp.
#include "util/worker_pool.hpp"

#include <algorithm>
#include <system_error>
#include <utility>

namespace posetlab {

WorkerPool::WorkerPool(int threads) : WorkerPool(threads, std::size_t(std::max(threads, 1))) {}

// A worker that cannot start (the address space or the thread limit reached) leaves the
// team smaller: the caller runs what the missing workers would have.
WorkerPool::WorkerPool(int threads, std::size_t queue_capacity) : capacity_(std::max<std::size_t>(queue_capacity, 1)) {
  try {
    for (int t = 1; t < threads; ++t) workers_.emplace_back([this, t] { work(t); });
  } catch (const std::system_error&) {
  }
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  queued_.notify_all();
  for (std::thread& w : workers_) w.join();
}

void WorkerPool::run_task(const Task& task, int thread) {
  try {
    task(thread);
  } catch (...) {
    keep_error(std::current_exception());
  }
}

void WorkerPool::keep_error(std::exception_ptr error) {
  std::lock_guard lock(mutex_);
  if (!error_) error_ = std::move(error);
}

void WorkerPool::work(int thread) {
  std::unique_lock lock(mutex_);
  for (;;) {
    queued_.wait(lock, [&] { return stop_ || !waiting_.empty(); });
    if (stop_) return;
    const Task task = std::move(waiting_.front());
    waiting_.pop_front();
    ++running_;
    lock.unlock();
    run_task(task, thread);
    lock.lock();
    if (--running_ == 0) idle_.notify_all();
  }
}

void WorkerPool::submit(Task task) {
  std::unique_lock lock(mutex_);
  while (waiting_.size() >= capacity_) {
    const Task oldest = std::move(waiting_.front());
    waiting_.pop_front();
    lock.unlock();
    run_task(oldest, 0);
    lock.lock();
  }
  waiting_.push_back(std::move(task));
  lock.unlock();
  queued_.notify_one();
}

void WorkerPool::wait() {
  std::unique_lock lock(mutex_);
  while (!waiting_.empty()) {
    const Task next = std::move(waiting_.front());
    waiting_.pop_front();
    lock.unlock();
    run_task(next, 0);
    lock.lock();
  }
  idle_.wait(lock, [&] { return running_ == 0; });
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

}  // namespace posetlab
