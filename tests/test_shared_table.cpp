// The lock-free table: exact keys, a key's value never overwritten, a full table replacing
// entries, concurrent inserts and replacements.
#include <gtest/gtest.h>
#include <omp.h>

#include <atomic>

#include "engine/memo/shared_table.hpp"

using namespace posetlab;

namespace {
Fingerprint key_of(std::uint64_t i) { return fingerprint(KeyDomain::Canonical, &i, sizeof i); }
}  // namespace

TEST(SharedTable, InsertFindAndNeverOverwrite) {
  SharedTable t(1 << 12);
  std::uint32_t v = 0;
  EXPECT_FALSE(t.find(key_of(1), v));
  EXPECT_TRUE(t.insert(key_of(1), 7));
  EXPECT_TRUE(t.find(key_of(1), v));
  EXPECT_EQ(v, 7u);
  EXPECT_TRUE(t.insert(key_of(1), 9));  // same key again: kept, first value stays
  EXPECT_TRUE(t.find(key_of(1), v));
  EXPECT_EQ(v, 7u);
  EXPECT_FALSE(t.find(key_of(2), v));
  EXPECT_EQ(t.count_used(), 1u);
}

TEST(SharedTable, KeysDifferingOnlyInLowOrHighHalvesAreDistinct) {
  SharedTable t(1 << 12);
  Fingerprint a{5, 0x1111'0000'0000'0042ull}, b{5, 0x2222'0000'0000'0042ull}, c{6, 0x1111'0000'0000'0042ull};
  ASSERT_TRUE(t.insert(a, 1));
  ASSERT_TRUE(t.insert(b, 2));
  ASSERT_TRUE(t.insert(c, 3));
  std::uint32_t v;
  ASSERT_TRUE(t.find(a, v));
  EXPECT_EQ(v, 1u);
  ASSERT_TRUE(t.find(b, v));
  EXPECT_EQ(v, 2u);
  ASSERT_TRUE(t.find(c, v));
  EXPECT_EQ(v, 3u);
}

TEST(SharedTable, FullTableReplacesEntriesAndStaysCorrect) {
  SharedTable t(1024);
  for (std::uint64_t i = 0; i < 5000; ++i) ASSERT_TRUE(t.insert(key_of(i), std::uint32_t(i % 1000)));
  EXPECT_GE(t.replaced(), 5000u - 1024u);
  EXPECT_EQ(t.count_used(), 1024u);
  std::size_t found = 0;
  for (std::uint64_t i = 0; i < 5000; ++i) {
    std::uint32_t v;
    if (t.find(key_of(i), v)) {
      ++found;
      EXPECT_EQ(v, i % 1000) << i;
    }
  }
  EXPECT_GT(found, 500u);
  EXPECT_LE(found, 1024u);
  std::uint32_t v;
  EXPECT_TRUE(t.find(key_of(4999), v));  // the newest key is always kept
  t.clear();
  EXPECT_EQ(t.count_used(), 0u);
  EXPECT_EQ(t.replaced(), 0u);
}

// Threads insert far more keys than fit while others read: every hit must carry its own
// key's value (a torn read of two entries must miss), and the newest entries are found.
TEST(SharedTable, ConcurrentReplacementNeverGivesAWrongValue) {
  SharedTable t(1024);
  const std::uint64_t n = 200000;
  std::atomic<std::uint64_t> hits{0}, wrong{0};
#pragma omp parallel num_threads(4)
  {
    const std::uint64_t me = std::uint64_t(omp_get_thread_num());
    for (std::uint64_t i = 0; i < n; ++i) {
      const std::uint64_t k = (i * 7 + me * 13) % 3000;  // 3000 keys the threads share, 1024 slots
      std::uint32_t v;
      if (t.find(key_of(k), v)) {
        hits.fetch_add(1, std::memory_order_relaxed);
        if (v != std::uint32_t(k * 2654435761u % 4000000000u)) wrong.fetch_add(1, std::memory_order_relaxed);
      }
      t.insert(key_of(k), std::uint32_t(k * 2654435761u % 4000000000u));
    }
  }
  EXPECT_EQ(wrong.load(), 0u);
  EXPECT_GT(t.replaced(), 0u);
  EXPECT_GT(hits.load(), 0u);
}

TEST(SharedTable, ConcurrentInsertsOfOverlappingKeys) {
  SharedTable t(1 << 16);
  const int n = 20000;
#pragma omp parallel num_threads(4)
  {
    // Every thread inserts every key: each key must end up stored once, with its value.
    for (int i = 0; i < n; ++i) {
      int k = (i * 7919 + omp_get_thread_num() * 104729) % n;
      t.insert(key_of(std::uint64_t(k)), std::uint32_t(k * 3 % 65536));
    }
  }
  EXPECT_EQ(t.count_used(), std::size_t(n));
  for (int k = 0; k < n; ++k) {
    std::uint32_t v;
    ASSERT_TRUE(t.find(key_of(std::uint64_t(k)), v)) << k;
    EXPECT_EQ(v, std::uint32_t(k * 3 % 65536));
  }
}

TEST(SharedTable, SizingFromMemory) {
  EXPECT_EQ(SharedTable::slots_for_bytes(std::size_t{1} << 20), std::size_t{1} << 16);
  EXPECT_GE(SharedTable::default_bytes(), std::size_t{16} << 20);
  EXPECT_LE(SharedTable::default_bytes(), std::size_t{512} << 20);
  EXPECT_THROW(SharedTable::slots_for_bytes(100), std::exception);
}

TEST(SharedTable, PrefaultedTableIsEmptyAndWorks) {
  for (int threads : {1, 2, 3}) {
    SharedTable t(std::size_t{1} << 16);
    t.prefault(threads);
    std::uint32_t v = 0;
    for (std::uint64_t k = 0; k < 5000; ++k) ASSERT_FALSE(t.find(key_of(k), v)) << k;  // still all empty
    for (std::uint64_t k = 0; k < 5000; ++k) ASSERT_TRUE(t.insert(key_of(k), std::uint32_t(k % 97)));
    for (std::uint64_t k = 0; k < 5000; ++k) {
      ASSERT_TRUE(t.find(key_of(k), v));
      ASSERT_EQ(v, k % 97);
    }
  }
}
