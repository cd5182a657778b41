// The stream solver of `enumerate posets` (enumerate/poset_stream.hpp) and its parts
// against plain search by the definition (engine/impartial/plain_grundy.hpp) and against the
// shape searches of enumerate/poset_shape.hpp: the down-set table of every poset up to 7
// points, every one-point extension of every poset up to 8 points, the minimal extensions
// side by side in lanes, and every genposetg line up to 8 points and of units of 9, 10
// and 11 points; the line recogniser of the shared rows, and bad lines.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <random>
#include <string>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/impartial/down_set_table.hpp"
#include "engine/impartial/extension_grundy.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/nauty_posets.hpp"
#include "enumerate/poset_shape.hpp"
#include "enumerate/poset_stream.hpp"
#include "enumerate/posets_job.hpp"

namespace posetlab {
namespace {

Poset poset_of(const SmallPoset& s) {
  std::vector<Relation> less;
  for (int x = 0; x < s.k; ++x)
    for (std::uint64_t u = s.up[x]; u; u &= u - 1) less.emplace_back(x, std::countr_zero(u));
  return Poset::from_relations(s.k, less);
}

struct Plain {
  int grundy;
  std::uint64_t gset;
};

Plain plain_values(const Poset& p) {
  PlainSearch search(p);
  std::uint64_t gset = 0;
  for (int x = 0; x < p.size(); ++x) gset |= std::uint64_t{1} << search.grundy(search.all() & ~search.up()[x]);
  return {search.grundy(search.all()), gset};
}

bool is_down_set(const SmallPoset& s, std::uint64_t d) {
  for (std::uint64_t r = d; r; r &= r - 1)
    if (s.down[std::countr_zero(r)] & ~d) return false;
  return true;
}

// Mask m with bit x taken out, the bits above it moved down.
std::uint64_t squeeze_out(std::uint64_t m, int x) {
  return (m & ((std::uint64_t{1} << x) - 1)) | (m >> (x + 1)) << x;
}

// P minus its element x, the others keeping their order (renumbered above x).
SmallPoset without(const SmallPoset& p, int x) {
  std::vector<Relation> less;
  for (int y = 0; y < p.k; ++y)
    if (y != x)
      for (std::uint64_t u = squeeze_out(p.up[y], x); u; u &= u - 1) less.emplace_back(y - (y > x), std::countr_zero(u));
  return SmallPoset::from_poset(Poset::from_relations(p.k - 1, less));
}

// The digraph6 line of n vertices with these arcs (written here bit by bit, as nauty's
// formats.txt says).
std::string encode(int n, const std::vector<Relation>& arcs) {
  std::vector<bool> bits(std::size_t(n * n), false);
  for (auto [a, b] : arcs) bits[std::size_t(a * n + b)] = true;
  std::string line = "&";
  line += char(63 + n);
  for (std::size_t i = 0; i < bits.size(); i += 6) {
    unsigned v = 0;
    for (std::size_t k = 0; k < 6; ++k) v = v << 1 | (i + k < bits.size() && bits[i + k]);
    line += char(63 + v);
  }
  return line;
}

TEST(DownSetTable, EveryDownSetWithItsValueMovesAndMaximalElementsUpToSevenPoints) {
  DownSetTable table;  // one object for all: nothing may leak from one poset to the next
  for (int n = 0; n <= 7; ++n)
    for (const Poset& p : nauty_posets(n)) {
      const SmallPoset s = SmallPoset::from_poset(p);
      table.build(s);
      PlainSearch search(p);
      std::vector<std::uint64_t> down_sets;
      for (std::uint64_t d = 0; d < (std::uint64_t{1} << n); ++d)
        if (is_down_set(s, d)) down_sets.push_back(d);
      ASSERT_EQ(table.size(), down_sets.size()) << n;
      for (std::size_t i = 0; i < table.size(); ++i) {
        const std::uint64_t d = down_sets[i];
        ASSERT_EQ(table.set(i), d);
        ASSERT_EQ(table.index(std::uint32_t(d)), i);
        ASSERT_EQ(table.value_bit(i), 1u << search.grundy(d)) << n << " " << d;
        ASSERT_EQ(table.value_bit_by_mask()[d], table.value_bit(i));
        const auto options = table.options(i);
        ASSERT_EQ(options.size(), std::size_t(std::popcount(d)));
        std::size_t k = 0;
        int maximal = 0;
        for (std::uint64_t r = d; r; r &= r - 1, ++k) {
          const int y = std::countr_zero(r);
          EXPECT_EQ(table.set(options[k]), d & ~(s.up[y] | std::uint64_t{1} << y));
          maximal += !(s.up[y] & d);
        }
        EXPECT_EQ(table.maximal_count(i), maximal);
      }
    }
  SmallPoset big;
  big.k = DownSetTable::kMaxElements + 1;
  EXPECT_THROW(table.build(big), std::invalid_argument);
}

// Each poset P up to 8 points as Q = P minus x extended by x, for every element x: the
// extension's value and g-set against plain search on P.
TEST(ExtensionGrundy, EveryOnePointExtensionUpToEightPointsAgreesWithPlainSearch) {
  DownSetTable table;
  ExtensionGrundy extension;
  std::size_t checked = 0;
  for (int n = 1; n <= 8; ++n)
    for (const Poset& p : nauty_posets(n)) {
      const SmallPoset s = SmallPoset::from_poset(p);
      const Plain plain = plain_values(p);
      for (int x = 0; x < n; ++x) {
        table.build(without(s, x));
        const ExtensionValue v = extension.solve(table, std::uint32_t(squeeze_out(s.down[x], x)),
                                                 std::uint32_t(squeeze_out(s.up[x], x)));
        ASSERT_EQ(v.grundy, plain.grundy) << n << " x=" << x;
        ASSERT_EQ(v.gset, plain.gset) << n << " x=" << x;
        ++checked;
      }
    }
  EXPECT_EQ(checked, 1u * 1 + 2 * 2 + 5 * 3 + 16 * 4 + 63 * 5 + 318 * 6 + 2045 * 7 + 16999 * 8);
}

// Q + a minimal x under U, for every up-set U of every Q up to 6 points, the lanes filled
// 1..kExtensionLanes at a time: each against plain search and the one-at-a-time pass.
TEST(ExtensionGrundy, MinimalExtensionsInLanesAgreeWithPlainSearch) {
  DownSetTable table;
  ExtensionGrundy lanes, single;
  std::size_t checked = 0;
  for (int n = 0; n <= 6; ++n)
    for (const Poset& q : nauty_posets(n)) {
      const SmallPoset s = SmallPoset::from_poset(q);
      table.build(s);
      std::vector<std::uint32_t> ups;  // the up-sets: complements of down-sets
      for (std::uint64_t d = 0; d < (std::uint64_t{1} << n); ++d)
        if (is_down_set(s, d)) ups.push_back(std::uint32_t(s.all() & ~d));
      for (std::size_t at = 0, batch = 1; at < ups.size(); at += batch, batch = batch % kExtensionLanes + 1) {
        const std::size_t count = std::min(batch, ups.size() - at);
        ExtensionValue out[kExtensionLanes];
        lanes.solve_minimal(table, {ups.data() + at, count}, out);
        for (std::size_t i = 0; i < count; ++i) {
          std::vector<Relation> less;
          for (int y = 0; y < n; ++y)
            for (std::uint64_t u = s.up[y]; u; u &= u - 1) less.emplace_back(y, std::countr_zero(u));
          for (std::uint32_t u = ups[at + i]; u; u &= u - 1) less.emplace_back(n, std::countr_zero(u));
          const Plain plain = plain_values(Poset::from_relations(n + 1, less));
          ASSERT_EQ(out[i].grundy, plain.grundy) << n << " U=" << ups[at + i];
          ASSERT_EQ(out[i].gset, plain.gset) << n << " U=" << ups[at + i];
          const ExtensionValue one = single.solve(table, 0, ups[at + i]);
          ASSERT_EQ(one.grundy, out[i].grundy);
          ASSERT_EQ(one.gset, out[i].gset);
          ++checked;
        }
      }
    }
  EXPECT_GT(checked, 1000u);
  EXPECT_THROW(lanes.solve_minimal(table, {}, nullptr), std::invalid_argument);
}

// Every line of a genposetg part through the stream solver, in order, against plain
// search and the shape searches.
void expect_stream_matches_plain_search(int n, int part, int parts) {
  std::vector<std::string> lines = genposetg_lines(n, part, parts);
  std::vector<StreamPoset> got;
  PosetStreamSolver solver([&](const StreamPoset& p) { got.push_back(p); });
  for (std::size_t i = 0; i < lines.size(); ++i) solver.add(lines[i], i + 1);
  solver.flush();
  ASSERT_EQ(got.size(), lines.size()) << "n=" << n << " part " << part << "/" << parts;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const StreamPoset& v = got[i];
    ASSERT_EQ(v.line, i + 1);
    const SmallPoset s = parse_digraph6_small(lines[i]);
    const Plain plain = plain_values(poset_of(s));
    const PosetShape shape = poset_shape(s);
    ASSERT_EQ(v.size, n) << lines[i];
    ASSERT_EQ(v.grundy, plain.grundy) << lines[i];
    ASSERT_EQ(v.gset, plain.gset) << lines[i];
    ASSERT_EQ(v.height, shape.height) << lines[i];
    ASSERT_EQ(v.width, shape.width) << lines[i];
    ASSERT_EQ(v.components, shape.components) << lines[i];
  }
}

TEST(PosetStream, EveryPosetUpToEightPointsAgreesWithPlainSearch) {
  for (int n = 0; n <= 8; ++n) expect_stream_matches_plain_search(n, 0, 1);
}

// One unit of each size 9, 10, 11 (the job's parts), picked by a fixed seed so that a
// failure can be rerun.
TEST(PosetStream, UnitsOfNineToElevenPointsAgreeWithPlainSearch) {
  std::mt19937_64 rng(20261127);
  for (int n = 9; n <= 11; ++n) {
    const int parts = PosetsJob::parts(n);
    const int part = int(std::uniform_int_distribution<int>(0, parts - 1)(rng));
    SCOPED_TRACE("n=" + std::to_string(n) + " part " + std::to_string(part) + "/" + std::to_string(parts));
    expect_stream_matches_plain_search(n, part, parts);
  }
}

// Lines that start a new base with their last point anywhere in the order (below and
// above others, or neither): every poset up to 7 points with each of its points last.
TEST(PosetStream, EveryPointAsTheLastOfALineUpToSevenPoints) {
  std::vector<StreamPoset> got;
  PosetStreamSolver solver([&](const StreamPoset& p) { got.push_back(p); });
  std::uint64_t line = 0;
  for (int n = 1; n <= 7; ++n)
    for (const Poset& p : nauty_posets(n)) {
      const SmallPoset s = SmallPoset::from_poset(p);
      const Plain plain = plain_values(p);
      const PosetShape shape = poset_shape(s);
      for (int x = 0; x < n; ++x) {
        std::array<int, 64> position{};
        for (int y = 0; y < n; ++y) position[y] = y < x ? y : y == x ? n - 1 : y - 1;
        got.clear();
        solver.add(small_poset_to_digraph6(s, position.data()), ++line);
        solver.flush();
        ASSERT_EQ(got.size(), 1u);
        ASSERT_EQ(got[0].grundy, plain.grundy) << n << " x=" << x;
        ASSERT_EQ(got[0].gset, plain.gset) << n << " x=" << x;
        ASSERT_EQ(got[0].height, shape.height) << n << " x=" << x;
        ASSERT_EQ(got[0].width, shape.width) << n << " x=" << x;
        ASSERT_EQ(got[0].components, shape.components) << n << " x=" << x;
      }
    }
}

TEST(PosetStream, BadLinesAreNamedByLine) {
  PosetStreamSolver solver([](const StreamPoset&) {});
  solver.add(encode(2, {}), 1);  // two incomparable points: the base is one point
  solver.add(encode(2, {}), 2);
  try {
    solver.add("&A!", 3, "unit");
    FAIL() << "a byte outside 63..126 was taken";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("unit"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("3"), std::string::npos) << e.what();
  }
  EXPECT_THROW(solver.add(encode(2, {{0, 1}, {1, 0}}), 4), InputError);  // a cycle
  EXPECT_THROW(solver.add(encode(1, {{0, 0}}), 5), InputError);          // a loop
  // The base again, then its rows with a loop at the new point: no extension, the
  // parser's error.
  solver.add(encode(2, {}), 6);
  EXPECT_THROW(solver.add(encode(2, {{1, 1}}), 7), InputError);
  const std::string too_big = poset_to_digraph6(Poset::from_relations(kPosetStreamMaxElements + 1, {}));
  EXPECT_THROW(solver.add(too_big, 8), UsageError);
}

TEST(Digraph6LastRow, TakesOnlyTheFixedRowsAndReadsTheLastOne) {
  // The chain 0 < 1 < 2 in rows 0..2 of a 4-vertex line; the last row free.
  const std::uint64_t rows[3] = {0b0010, 0b0100, 0};
  Digraph6LastRow fixed;
  fixed.set(4, rows);
  for (std::uint64_t last = 0; last < 8; ++last) {
    std::vector<Relation> arcs = {{0, 1}, {1, 2}};
    for (int y = 0; y < 3; ++y)
      if (last >> y & 1) arcs.emplace_back(3, y);
    const std::string line = encode(4, arcs);
    std::uint64_t got = 99;
    ASSERT_TRUE(fixed.match(line, got)) << line;
    EXPECT_EQ(got, last) << line;
    std::uint64_t decoded[64];
    ASSERT_EQ(decode_digraph6_arcs(line, decoded), 4);
    EXPECT_EQ(decoded[0], rows[0]);
    EXPECT_EQ(decoded[1], rows[1]);
    EXPECT_EQ(decoded[3], last);
    std::vector<Relation> other = arcs;  // one arc more in the fixed rows
    other.emplace_back(2, 3);
    EXPECT_FALSE(fixed.match(encode(4, other), got));
    EXPECT_FALSE(fixed.match(line + "?", got));
    EXPECT_FALSE(fixed.match(line.substr(0, line.size() - 1), got));
    std::string bad = line;
    bad.back() = '!';
    EXPECT_FALSE(fixed.match(bad, got));
    EXPECT_EQ(decode_digraph6_arcs(bad, decoded), -1);
  }
  std::uint64_t got = 0;
  EXPECT_FALSE(fixed.match(encode(4, {{0, 1}, {1, 2}, {3, 3}}), got));  // a loop
  EXPECT_FALSE(fixed.match(encode(3, {{0, 1}}), got));                  // another size
}

}  // namespace
}  // namespace posetlab
