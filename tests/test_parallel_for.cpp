// Index loops on the worker pool (util/parallel_for.hpp): every index exactly once, on
// threads the pool names, for loop after loop; a body's exception reaches the caller and
// the pool stays usable.
#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <vector>

#include "util/parallel_for.hpp"

namespace posetlab {
namespace {

TEST(ParallelFor, RunsEveryIndexOnceLoopAfterLoop) {
  for (int threads : {1, 2, 3}) {
    WorkerPool pool(threads);
    EXPECT_EQ(pool.threads(), threads);
    for (std::size_t n : {0, 1, 2, 7, 1000}) {
      for (int repeat = 0; repeat < 50; ++repeat) {
        std::vector<std::atomic<int>> hits(n);
        std::atomic<bool> bad_thread{false};
        parallel_for(pool, n, [&](std::size_t i, int thread) {
          if (thread < 0 || thread >= threads) bad_thread = true;
          ++hits[i];
        });
        EXPECT_FALSE(bad_thread);
        for (std::size_t i = 0; i < n; ++i) ASSERT_EQ(hits[i].load(), 1) << "n=" << n << " i=" << i;
      }
    }
  }
}

TEST(ParallelFor, RethrowsABodysErrorAndThePoolStaysUsable) {
  for (int threads : {1, 2}) {
    WorkerPool pool(threads);
    std::atomic<int> ran{0};
    EXPECT_THROW(parallel_for(pool, 100, [&](std::size_t i, int) {
                   ++ran;
                   if (i == 37) throw std::runtime_error("item 37");
                 }),
                 std::runtime_error);
    EXPECT_EQ(ran.load(), 100);  // the other items still ran
    std::atomic<int> after{0};
    parallel_for(pool, 10, [&](std::size_t, int) { ++after; });
    EXPECT_EQ(after.load(), 10);
  }
}

}  // namespace
}  // namespace posetlab
