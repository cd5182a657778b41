// A genposetg part solved in batches on several threads (enumerate/genposetg_batches.hpp):
// the same batches, numbered in stream order with their first line, whatever the thread
// count; every batch solved once; an error of `solve` or of the generator reaches the
// caller after every batch read has been solved.
#include <gtest/gtest.h>

#include <map>
#include <mutex>
#include <stdexcept>
#include <string>

#include "enumerate/genposetg.hpp"
#include "enumerate/genposetg_batches.hpp"

namespace posetlab {
namespace {

struct SeenBatch {
  std::uint64_t first_line = 0;
  std::string text;
  int solved = 0;
};

// The batches of N = 9 (183 231 lines, several reads of the pipe) on `threads` threads.
std::map<std::uint64_t, SeenBatch> batches_of_nine(int threads) {
  std::mutex mutex;
  std::map<std::uint64_t, SeenBatch> seen;
  solve_genposetg_batches(9, 0, 1, threads, [&](int worker, const LineBatch& batch) {
    EXPECT_GE(worker, 0);
    EXPECT_LT(worker, std::max(threads, 1));
    std::lock_guard lock(mutex);
    SeenBatch& s = seen[batch.index];
    s.first_line = batch.first_line;
    s.text.assign(batch.text);
    ++s.solved;
  });
  return seen;
}

TEST(GenposetgBatches, NumberedInStreamOrderWhateverTheThreads) {
  std::string whole;
  genposetg_part_chunks(9, 0, 1, [&](std::string_view text, std::uint64_t) { whole += text; });
  for (int threads : {1, 2, 3}) {
    const auto seen = batches_of_nine(threads);
    ASSERT_GE(seen.size(), 2u);
    std::string joined;
    std::uint64_t index = 0, line = 1;
    for (const auto& [i, s] : seen) {
      EXPECT_EQ(i, index++);
      EXPECT_EQ(s.solved, 1) << "batch " << i;
      EXPECT_EQ(s.first_line, line) << "batch " << i;
      for (char c : s.text) line += c == '\n';
      joined += s.text;
    }
    EXPECT_EQ(line - 1, kPosetCounts[9]);
    EXPECT_EQ(joined, whole) << threads << " threads";
  }
}

TEST(GenposetgBatches, ASolveErrorComesAfterEveryBatchIsSolved) {
  for (int threads : {1, 2, 3}) {
    std::mutex mutex;
    std::map<std::uint64_t, int> solved;
    std::uint64_t lines = 0;
    try {
      solve_genposetg_batches(9, 0, 1, threads, [&](int, const LineBatch& batch) {
        {
          std::lock_guard lock(mutex);
          ++solved[batch.index];
          for_each_line(batch, [&](std::string_view, std::uint64_t) { ++lines; });
        }
        if (batch.index == 1) throw std::runtime_error("batch 1");
      });
      ADD_FAILURE() << "no error with " << threads << " threads";
    } catch (const std::runtime_error& e) {
      EXPECT_STREQ(e.what(), "batch 1");
    }
    if (threads > 1) {  // one thread stops at the error; several solve what they read
      ASSERT_GE(solved.size(), 2u);
      EXPECT_EQ(solved.rbegin()->first + 1, solved.size());
      for (const auto& [index, times] : solved) EXPECT_EQ(times, 1) << "batch " << index;
      EXPECT_EQ(lines, kPosetCounts[9]);
    }
  }
}

TEST(GenposetgBatches, TheGeneratorsErrorReachesTheCaller) {
  for (int threads : {1, 2}) {
    try {
      solve_genposetg_batches(15, 0, 1, threads, [](int, const LineBatch&) {});
      ADD_FAILURE() << "no error with " << threads << " threads";
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find("out of range"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace posetlab
