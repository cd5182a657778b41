// `conjecture facets` on every poset of 1..8 points (the database built by the CLI): per
// size, its facets equal those of an independent hull computation (tests/hull_oracle.hpp:
// every hyperplane through d affinely independent tuples with all tuples on one side),
// and every normal with coefficients in [-3, 3] whose tightest bound meets d affinely
// independent tuples is among them. Each printed line is an expression `conjecture test`
// takes and finds true, and the touch counts agree with SQL counts.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <set>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_facets.hpp"
#include "results/store/store.hpp"
#include "tests/hull_oracle.hpp"
#include "tests/shell.hpp"
#include "tests/stored_tables_suite.hpp"

namespace posetlab {
namespace {

using testing::run_shell;

const int kFacetsMaxSize = 8;

class ConjectureFacetsCli : public testing::StoredTablesSuite<ConjectureFacetsCli> {
 public:
  static constexpr const char* kName = "facets";
  static std::vector<std::string> kinds() { return {"posets"}; }
  static int max_size() { return kFacetsMaxSize; }
};

using FacetSet = std::set<std::pair<std::vector<std::int64_t>, std::int64_t>>;

// The distinct tuples of `columns` at size n, read straight from SQL.
std::vector<IntPoint> stored_tuples(Db& db, const std::vector<std::string>& columns, int n) {
  std::string sql = "SELECT DISTINCT ";
  for (std::size_t i = 0; i < columns.size(); ++i) sql += (i ? ", " : "") + columns[i];
  Stmt s = db.prepare(sql + " FROM posets WHERE size = " + std::to_string(n));
  std::vector<IntPoint> out;
  while (s.step()) {
    IntPoint p;
    for (std::size_t i = 0; i < columns.size(); ++i) p.push_back(s.int64(int(i)));
    out.push_back(p);
  }
  return out;
}

TEST_F(ConjectureFacetsCli, FacetsEqualTheIndependentHullsAndTheSmallNormals) {
  Store store(db(), Store::Access::ReadOnly);
  const std::vector<std::vector<std::string>> column_sets = {
      {"height", "grundy"}, {"height", "width", "grundy"}, {"relations", "components", "grundy"}};
  for (const auto& columns : column_sets) {
    for (int n = 1; n <= kFacetsMaxSize; ++n) {
      SCOPED_TRACE(std::to_string(n) + " " + columns[0]);
      FacetOptions o;
      o.columns = columns;
      o.sizes = SizeRange{n, n};
      const FacetsResult r = conjecture_facets(store.db(), o);
      ASSERT_EQ(r.per_size.size(), 1u);
      const SizeHull& h = r.per_size[0];
      const std::vector<IntPoint> pts = stored_tuples(store.db(), columns, n);
      EXPECT_EQ(h.tuples, pts.size());
      EXPECT_EQ(h.dimension, testing::affine_rank(pts));
      for (const auto& e : h.equalities)
        for (const auto& p : pts) EXPECT_EQ(testing::oracle_dot(e.a, p), e.b) << e.expr;
      if (h.dimension < int(columns.size())) continue;  // lower dimensional: exact_hull's own tests
      FacetSet found, brute, small;
      for (const auto& f : h.facets) found.insert({f.a, f.b});
      for (const auto& f : testing::brute_facets(pts)) brute.insert({f.a, f.b});
      for (const auto& f : testing::small_normal_facets(pts, 3)) small.insert({f.a, f.b});
      EXPECT_EQ(found, brute);
      for (const auto& f : small) EXPECT_TRUE(found.count(f)) << "small normal facet missing";
    }
  }
}

TEST_F(ConjectureFacetsCli, EveryLineIsATrueConjectureWithItsTouchCount) {
  Store store(db(), Store::Access::ReadOnly);
  const int n = kFacetsMaxSize;
  FacetOptions o;
  o.columns = {"height", "width", "grundy"};
  o.sizes = SizeRange{n, n};
  const FacetsResult r = conjecture_facets(store.db(), o);
  ASSERT_FALSE(r.per_size[0].facets.empty());
  for (const auto& f : r.per_size[0].facets) {
    const ConjectureResult valid = test_conjecture(store.db(), f.expr, "posets", "", 0, SizeRange{n, n});
    EXPECT_TRUE(valid.holds) << f.expr;
    std::string equal = f.expr;
    equal.replace(equal.find(equal.find("<=") != std::string::npos ? "<=" : ">="), 2, "=");
    const ConjectureResult off = test_conjecture(store.db(), equal, "posets", "", 0, SizeRange{n, n});
    EXPECT_EQ(off.rows - off.sizes[0].counterexamples, f.touch) << f.expr;
  }
}

TEST_F(ConjectureFacetsCli, CommandLinePrintsTheInequalitiesAndRefusesIncompleteSizes) {
  const auto out = run_shell(std::string(POSETLAB_BINARY) + " conjecture facets --size 5 --columns height,grundy --db " +
                             db() + " 2>&1");
  EXPECT_EQ(out.status, 0) << out.out;
  EXPECT_NE(out.out.find("size 5: 63 rows"), std::string::npos) << out.out;
  EXPECT_NE(out.out.find("2*height - grundy <= 5  touch 10 (3 tuples)"), std::string::npos) << out.out;
  const auto json = run_shell(std::string(POSETLAB_BINARY) +
                              " conjecture facets --size 5 --columns height,grundy --json --db " + db() + " 2>&1");
  EXPECT_EQ(json.status, 0);
  EXPECT_NE(json.out.find("\"facets\":[{\"expression\":"), std::string::npos) << json.out;
  const auto missing = run_shell(std::string(POSETLAB_BINARY) + " conjecture facets --size " +
                                 std::to_string(kFacetsMaxSize + 1) + " --columns height,grundy --db " + db() + " 2>&1");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.out.find("not stored completely"), std::string::npos) << missing.out;
  const auto one = run_shell(std::string(POSETLAB_BINARY) + " conjecture facets --size 5 --columns height --db " +
                             db() + " 2>&1");
  EXPECT_EQ(one.status, 2);
  const auto text_column = run_shell(std::string(POSETLAB_BINARY) +
                                     " conjecture facets --size 5 --columns height,levels --db " + db() + " 2>&1");
  EXPECT_EQ(text_column.status, 2);
  EXPECT_NE(text_column.out.find("not an integer"), std::string::npos) << text_column.out;
}

TEST_F(ConjectureFacetsCli, FacetsAtEverySizeHoldWithTheirSizeTerm) {
  Store store(db(), Store::Access::ReadOnly);
  FacetOptions o;
  o.columns = {"height", "grundy"};
  o.all_sizes = true;
  const FacetsResult r = conjecture_facets(store.db(), o);
  EXPECT_EQ(r.full_dimension, 2);
  ASSERT_FALSE(r.every_size.empty());
  bool grundy_at_most_size = false;
  for (const auto& f : r.every_size) {
    if (!f.affine_from) continue;
    // The printed inequality, size term included, holds on every size it is claimed for.
    const ConjectureResult c = test_conjecture(store.db(), f.expr, "posets", f.where, 0);
    EXPECT_TRUE(c.holds) << f.expr << " where " << f.where;
    grundy_at_most_size |= f.expr == "grundy - size <= 0" && f.where.empty();
  }
  EXPECT_TRUE(grundy_at_most_size);
}

}  // namespace
}  // namespace posetlab
