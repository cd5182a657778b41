#pragma once
// The project's one team of worker threads: tasks wait in a bounded queue, the workers and
// the caller (as thread 0) run them, and the first exception reaches the caller. Index
// loops (util/parallel_for.hpp) and a stream's batches as they are read
// (enumerate/genposetg_batches.hpp) both run on it.
//
// Idle workers sleep on a condition variable, not in an OpenMP team: libgomp's idle
// threads spin for about 300 000 pauses (several ms) after each parallel region, and those
// spins take the cores of the threads beside the team (the two-level job's database writer
// lost 14% of its CPU time to them; the posets job's generator would lose the same);
// OMP_WAIT_POLICY cannot be set from inside the process.
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace posetlab {

class WorkerPool {
 public:
  using Task = std::function<void(int thread)>;

  // `threads` >= 1 in all, the caller included: threads - 1 workers are started, fewer
  // when no more can start (threads() says how many there are; all work still runs).
  // At most `queue_capacity` (>= 1) tasks wait at a time; the first form lets one a thread.
  explicit WorkerPool(int threads);
  WorkerPool(int threads, std::size_t queue_capacity);
  // Drops the tasks still waiting and waits for the running ones.
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  int threads() const { return int(workers_.size()) + 1; }

  // Queues `task`, to be run once as task(thread), thread in [0, threads()). Tasks start in
  // the order submitted. When the queue is full the caller runs the oldest waiting task
  // itself (as thread 0) before queueing: a producer is held back by its own share of the
  // work, never by more than the queue's capacity in memory, and never waits on workers
  // that could not start. A task's exception is kept for wait(), not thrown here.
  void submit(Task task);
  // Runs the waiting tasks on the caller (thread 0) until none is left and no worker is
  // busy, then rethrows the first exception of a task (or of keep_error) since the last
  // wait(); the others are dropped, and every task has still run. The pool takes tasks
  // again afterwards. submit and wait are for one thread at a time, not for tasks.
  void wait();
  // Keeps `error` (of the work that feeds the pool) as if a task had thrown it.
  void keep_error(std::exception_ptr error);

 private:
  void work(int thread);
  void run_task(const Task& task, int thread);

  std::vector<std::thread> workers_;
  const std::size_t capacity_;
  std::mutex mutex_;
  std::condition_variable queued_;  // a task waits, or the pool stops
  std::condition_variable idle_;    // the last busy worker is done
  std::deque<Task> waiting_;
  int running_ = 0;  // tasks on workers now
  bool stop_ = false;
  std::exception_ptr error_;
};

}  // namespace posetlab
