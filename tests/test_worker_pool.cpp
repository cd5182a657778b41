// The worker pool (util/worker_pool.hpp): every task once on a thread the pool names, in
// the order submitted; a full queue holds the producer back by making it run the oldest
// task; a task's exception reaches wait() and the pool stays usable; a pool with nothing
// to do, or with workers asleep, waits and ends at once.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include "util/worker_pool.hpp"

namespace posetlab {
namespace {

// A door the test opens once; tasks that reach it wait there.
class Gate {
 public:
  void open() {
    {
      std::lock_guard lock(mutex_);
      open_ = true;
    }
    opened_.notify_all();
  }
  void pass() {
    std::unique_lock lock(mutex_);
    opened_.wait(lock, [&] { return open_; });
  }

 private:
  std::mutex mutex_;
  std::condition_variable opened_;
  bool open_ = false;
};

TEST(WorkerPool, RunsEveryTaskOnceOnThreadsItNames) {
  for (int threads : {1, 2, 3}) {
    for (std::size_t capacity : {1, 3, 64}) {
      WorkerPool pool(threads, capacity);
      EXPECT_EQ(pool.threads(), threads);
      for (std::size_t n : {0, 1, 2, 7, 300}) {
        std::vector<std::atomic<int>> hits(n);
        std::atomic<bool> bad_thread{false};
        for (std::size_t i = 0; i < n; ++i)
          pool.submit([&, i](int thread) {
            if (thread < 0 || thread >= threads) bad_thread = true;
            ++hits[i];
          });
        pool.wait();
        EXPECT_FALSE(bad_thread);
        for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(hits[i].load(), 1) << "n=" << n << " i=" << i;
      }
    }
  }
}

TEST(WorkerPool, WithNoWorkersTheCallerRunsEveryTaskInOrder) {
  WorkerPool pool(1, 2);
  std::vector<int> order;
  for (int i = 0; i < 10; ++i)
    pool.submit([&, i](int thread) {
      EXPECT_EQ(thread, 0);
      order.push_back(i);
    });
  EXPECT_EQ(order.size(), 8u);  // two wait in the queue
  pool.wait();
  EXPECT_EQ(order, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}));
}

TEST(WorkerPool, AFullQueueMakesTheProducerRunTheOldestTask) {
  WorkerPool pool(2, 2);  // one worker, two waiting tasks at most
  Gate started, release;
  std::atomic<int> ran_on[4] = {-1, -1, -1, -1};
  pool.submit([&](int thread) {  // holds the only worker
    ran_on[0] = thread;
    started.open();
    release.pass();
  });
  started.pass();
  for (int i = 1; i <= 3; ++i) pool.submit([&, i](int thread) { ran_on[i] = thread; });
  // Tasks 1 and 2 filled the queue; task 3 could be queued only once task 1, the oldest,
  // had run on this thread.
  EXPECT_EQ(ran_on[1].load(), 0);
  EXPECT_EQ(ran_on[2].load(), -1);
  EXPECT_EQ(ran_on[3].load(), -1);
  release.open();
  pool.wait();
  EXPECT_EQ(ran_on[0].load(), 1);
  EXPECT_NE(ran_on[2].load(), -1);
  EXPECT_NE(ran_on[3].load(), -1);
}

TEST(WorkerPool, WaitReturnsOnlyOnceTheWorkersTasksAreDone) {
  WorkerPool pool(2);
  Gate started, release;
  std::atomic<bool> finished{false};
  pool.submit([&](int) {
    started.open();
    release.pass();
    finished = true;
  });
  started.pass();  // the worker holds the task; none waits in the queue
  std::thread opener([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));  // wait() is asleep by then, mostly
    release.open();
  });
  pool.wait();
  EXPECT_TRUE(finished.load());
  opener.join();
}

TEST(WorkerPool, ATasksErrorReachesWaitAndThePoolStaysUsable) {
  for (int threads : {1, 2, 3}) {
    WorkerPool pool(threads, 4);
    std::atomic<int> ran{0};
    for (int i = 0; i < 100; ++i)
      pool.submit([&, i](int) {
        ++ran;
        if (i == 37) throw std::runtime_error("task 37");
      });
    try {
      pool.wait();
      ADD_FAILURE() << "no error from wait()";
    } catch (const std::runtime_error& e) {
      EXPECT_STREQ(e.what(), "task 37");
    }
    EXPECT_EQ(ran.load(), 100);  // the other tasks still ran
    pool.submit([&](int) { ++ran; });
    EXPECT_NO_THROW(pool.wait());  // the error was handed over once
    EXPECT_EQ(ran.load(), 101);
  }
}

TEST(WorkerPool, TheFirstErrorWinsAndAKeptErrorCounts) {
  WorkerPool pool(2);
  pool.keep_error(std::make_exception_ptr(std::runtime_error("the producer's")));
  pool.submit([](int) { throw std::logic_error("a task's"); });
  EXPECT_THROW(pool.wait(), std::runtime_error);
}

TEST(WorkerPool, NothingToDoWaitsAndEndsAtOnce) {
  for (int threads : {1, 2, 8}) {
    WorkerPool pool(threads);
    pool.wait();
    pool.wait();
  }  // the workers, asleep on an empty queue, are woken and joined
}

TEST(WorkerPool, EndingWaitsForTheRunningTaskAndDropsTheWaitingOnes) {
  auto pool = std::make_unique<WorkerPool>(2, 8);
  Gate started, release;
  std::atomic<bool> finished{false};
  std::atomic<int> later{0};
  pool->submit([&](int) {
    started.open();
    release.pass();
    finished = true;
  });
  started.pass();
  for (int i = 0; i < 5; ++i) pool->submit([&](int) { ++later; });
  std::thread opener([&] { release.open(); });
  pool.reset();
  opener.join();
  EXPECT_TRUE(finished.load());
  EXPECT_LE(later.load(), 5);  // the worker may have taken some before it stopped
}

}  // namespace
}  // namespace posetlab
