// The one mex (engine/core/mex.hpp) in its three shapes, each against the definition read
// literally: count up from 0 and ask the set, as a std::set, whether it holds the number.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

#include "engine/core/mex.hpp"

namespace posetlab {
namespace {

int missing_by_definition(const std::set<int>& s, int a) {
  for (int v = 0;; ++v)
    if (!s.count(v) && a-- == 0) return v;
}

TEST(Mex, SmallCases) {
  EXPECT_EQ(mex_of_sorted({}), 0);
  EXPECT_EQ(mex_of_sorted(std::vector<int>{0, 1, 3}), 2);
  EXPECT_EQ(nth_missing(std::vector<int>{0, 1, 3}, 1), 4);
  EXPECT_EQ(nth_missing(std::vector<int>{1, 2}, 2), 4);
  EXPECT_EQ(mex_of_values(std::vector<int>{3, 0, 0, 1}), 2);
  const std::uint64_t full[2] = {~std::uint64_t{0}, ~std::uint64_t{0}};
  EXPECT_EQ(mex_of_bits(full, 1), 64);
  EXPECT_EQ(mex_of_bits(full, 2), 128);
}

TEST(Mex, EveryShapeAgreesWithTheDefinition) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = int(rng() % 200);
    const int range = 1 + int(rng() % 260);
    std::vector<int> values;
    for (int i = 0; i < n; ++i) values.push_back(int(rng() % unsigned(range)));
    const std::set<int> s(values.begin(), values.end());
    const int expected = missing_by_definition(s, 0);

    EXPECT_EQ(mex_of_values(values), expected);
    const std::vector<int> sorted(s.begin(), s.end());
    EXPECT_EQ(mex_of_sorted(sorted), expected);
    const int a = int(rng() % 5);
    EXPECT_EQ(nth_missing(sorted, a), missing_by_definition(s, a));

    std::uint64_t bits[5] = {0, 0, 0, 0, 0};
    for (int v : s) bits[v / 64] |= std::uint64_t{1} << (v % 64);
    EXPECT_EQ(mex_of_bits(bits, 5), expected);
  }
}

}  // namespace
}  // namespace posetlab
