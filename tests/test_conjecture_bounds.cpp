// `conjecture bounds` on every poset of 1..6 points (the database built by the CLI):
//   - the fit equals brute force over small rational coefficient vectors: every bound
//     q*grundy <= p1*height + p2*width + c (or >=) with q <= 3, |p| <= 3, c the tightest the
//     mined rows allow, whose tight tuples span a facet and lie on three sizes, is fitted
//     with that c, and every fitted bound with such coefficients is one of them;
//   - every fitted bound holds on the mined sizes (conjecture test, through SQL);
//   - the Dalmatian rule on a hand-made case: grundy <= size is dropped against a known
//     bound saying the same in another spelling, and kept, sharper on every row, against a
//     weaker one; a known bound that mixes directions is reported and not used.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_bounds.hpp"
#include "results/conjectures/known_bounds.hpp"
#include "results/store/store.hpp"
#include "tests/hull_oracle.hpp"
#include "tests/shell.hpp"
#include "tests/stored_tables_suite.hpp"

namespace posetlab {
namespace {

using testing::run_shell;

const int kBoundsMaxSize = 6;

class ConjectureBoundsCli : public testing::StoredTablesSuite<ConjectureBoundsCli> {
 public:
  static constexpr const char* kName = "bounds";
  static std::vector<std::string> kinds() { return {"posets"}; }
  static int max_size() { return kBoundsMaxSize; }
};

// (direction, q, p..., c): +1 upper, -1 lower.
using BoundKey = std::tuple<int, std::int64_t, std::vector<std::int64_t>, std::int64_t>;

TEST_F(ConjectureBoundsCli, FitEqualsBruteForceOverSmallRationalCoefficients) {
  Store store(db(), Store::Access::ReadOnly);
  const int mined_to = kBoundsMaxSize - 1;
  BoundsOptions o;
  o.invariants = {"height", "width"};
  o.max_terms = 2;
  o.mine_up_to = mined_to;
  o.max_bounds = 0;
  o.dalmatian = false;
  const BoundsResult r = conjecture_bounds(store.db(), o);
  std::set<BoundKey> fitted;
  for (const FittedBound& b : r.bounds) {
    if (b.invariants.size() != 2 || b.kind == "equality") continue;
    fitted.insert({b.kind == "upper bound" ? 1 : -1, b.q, b.p, b.c});
  }
  ASSERT_FALSE(fitted.empty());

  // The mined rows as (grundy, height, width) with their size.
  std::vector<std::pair<IntPoint, int>> rows;
  Stmt s = store.db().prepare("SELECT grundy, height, width, size FROM posets WHERE size <= " + std::to_string(mined_to));
  while (s.step()) rows.push_back({{s.int64(0), s.int64(1), s.int64(2)}, int(s.int64(3))});
  ASSERT_EQ(r.mined_rows, rows.size());

  std::set<BoundKey> brute;
  for (int dir : {1, -1})
    for (std::int64_t q = 1; q <= 3; ++q)
      for (std::int64_t p1 = -3; p1 <= 3; ++p1)
        for (std::int64_t p2 = -3; p2 <= 3; ++p2) {
          if (!p1 || !p2 || std::gcd(std::gcd(q, p1), p2) != 1) continue;
          auto slack = [&](const IntPoint& x) { return q * x[0] - p1 * x[1] - p2 * x[2]; };
          std::int64_t c = slack(rows[0].first);
          for (const auto& [x, n] : rows) c = dir > 0 ? std::max(c, slack(x)) : std::min(c, slack(x));
          std::set<IntPoint> tight;
          std::set<int> sizes;
          for (const auto& [x, n] : rows)
            if (slack(x) == c) tight.insert(x), sizes.insert(n);
          // A facet of the 3-dimensional hull: three affinely independent tight tuples.
          if (testing::affine_rank({tight.begin(), tight.end()}) == 2 && sizes.size() >= 3)
            brute.insert({dir, q, {p1, p2}, c});
        }
  ASSERT_FALSE(brute.empty());
  for (const BoundKey& b : brute) EXPECT_TRUE(fitted.count(b)) << "missing q=" << std::get<1>(b) << " c=" << std::get<3>(b);
  for (const BoundKey& f : fitted) {
    const auto& [dir, q, p, c] = f;
    if (q > 3 || std::abs(p[0]) > 3 || std::abs(p[1]) > 3) continue;
    EXPECT_TRUE(brute.count(f)) << "not optimal: q=" << q << " p=" << p[0] << "," << p[1] << " c=" << c;
  }
  // Every fitted bound holds on the mined sizes, tested through SQL.
  for (const FittedBound& b : r.bounds) {
    const ConjectureResult t = test_conjecture(store.db(), b.expr, "posets", "", 0, SizeRange{1, mined_to});
    EXPECT_TRUE(t.holds) << b.expr;
    EXPECT_GE(b.touch, 1u) << b.expr;
    ASSERT_EQ(b.held_back.size(), 1u);
    EXPECT_EQ(b.held_back[0].size, kBoundsMaxSize);
  }
}

// The ranked, Dalmatian-kept bounds in size alone against the given known bounds.
BoundsResult size_bounds(Db& db, std::vector<std::string> known) {
  BoundsOptions o;
  o.invariants = {"size"};
  o.max_terms = 1;
  o.builtin_known = false;
  o.known = std::move(known);
  o.max_bounds = 0;
  return conjecture_bounds(db, o);
}

const FittedBound* find_bound(const BoundsResult& r, const std::string& expr) {
  for (const FittedBound& b : r.bounds)
    if (b.expr == expr) return &b;
  return nullptr;
}

TEST_F(ConjectureBoundsCli, DalmatianDropsWhatAKnownBoundSaysAlready) {
  Store store(db(), Store::Access::ReadOnly);
  const BoundsResult none = size_bounds(store.db(), {});
  const FittedBound* alone = find_bound(none, "grundy <= size");
  ASSERT_NE(alone, nullptr);
  EXPECT_EQ(alone->significance, none.mined_rows);  // nothing known: sharper everywhere
  EXPECT_EQ(alone->coverage, alone->touch);         // ranked first of the upper bounds

  for (const char* same : {"grundy <= size", "size >= grundy", "3*grundy <= 3*size", "grundy < size + 1"}) {
    const BoundsResult r = size_bounds(store.db(), {same});
    ASSERT_EQ(r.known.size(), 1u);
    EXPECT_EQ(r.known[0].direction, 1) << same;
    EXPECT_EQ(r.known[0].skipped, "") << same;
    EXPECT_EQ(find_bound(r, "grundy <= size"), nullptr) << same;
  }
  const BoundsResult weaker = size_bounds(store.db(), {"grundy <= size + 1"});
  const FittedBound* kept = find_bound(weaker, "grundy <= size");
  ASSERT_NE(kept, nullptr);
  EXPECT_EQ(kept->significance, weaker.mined_rows);

  const BoundsResult mixed = size_bounds(store.db(), {"(height - 2)*grundy <= size"});
  EXPECT_EQ(mixed.known[0].direction, 0);
  EXPECT_NE(mixed.known[0].skipped, "");
  EXPECT_NE(find_bound(mixed, "grundy <= size"), nullptr);

  EXPECT_THROW(size_bounds(store.db(), {"size >= 3"}), UsageError);            // no target
  EXPECT_THROW(size_bounds(store.db(), {"grundy <= nosuch"}), InputError);    // does not compile
  EXPECT_THROW(size_bounds(store.db(), {"grundy <= size <= 3"}), UsageError);  // two comparisons
}

TEST(KnownBounds, SubstituteTheTargetAsAWholeNameOnly) {
  std::string why;
  const auto k = known_bound_sql("grundy_x + \"GRUNDY\" >= 'grundy' || grundy", "grundy", "t", why);
  ASSERT_TRUE(k.has_value()) << why;
  EXPECT_EQ(k->at1, "( 'grundy' || 1) - (grundy_x + 1 )");
  EXPECT_FALSE(k->strict);
  EXPECT_FALSE(known_bound_sql("grundy = size", "grundy", "t", why).has_value());
  EXPECT_FALSE(known_bound_sql("(grundy <= size)", "grundy", "t", why).has_value());

  // 2*T - 5 < 0: T < 2.5, so T <= 2 on the integers; -T + 1 <= 0: T >= 1.
  const auto upper = known_bound_value(-5, -3, -1, true);
  ASSERT_TRUE(upper.has_value());
  EXPECT_EQ(upper->direction, 1);
  EXPECT_DOUBLE_EQ(upper->value, 2);
  const auto lower = known_bound_value(1, 0, -1, false);
  ASSERT_TRUE(lower.has_value());
  EXPECT_EQ(lower->direction, -1);
  EXPECT_DOUBLE_EQ(lower->value, 1);
  EXPECT_FALSE(known_bound_value(0, 1, 4, false).has_value());  // not linear
  EXPECT_FALSE(known_bound_value(3, 3, 3, false).has_value());  // no target
}

}  // namespace
}  // namespace posetlab
