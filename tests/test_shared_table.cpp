// The lock-free table: exact keys, never overwrite, full-table drops, concurrent inserts.
#include <gtest/gtest.h>
#include <omp.h>

#include "engine/shared_table.hpp"

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

TEST(SharedTable, FullTableDropsInsertsAndStaysCorrect) {
  SharedTable t(1024);
  std::size_t stored = 0;
  for (std::uint64_t i = 0; i < 5000; ++i) stored += t.insert(key_of(i), std::uint32_t(i % 1000));
  EXPECT_LE(stored, 1024u);
  EXPECT_EQ(t.dropped(), 5000 - stored);
  for (std::uint64_t i = 0; i < 5000; ++i) {
    std::uint32_t v;
    if (t.find(key_of(i), v)) {
      EXPECT_EQ(v, i % 1000) << i;
    }
  }
  t.clear();
  EXPECT_EQ(t.count_used(), 0u);
  EXPECT_EQ(t.dropped(), 0u);
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
