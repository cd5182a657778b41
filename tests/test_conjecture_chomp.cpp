// Conjectures and lookup on the chomp table, and what a NULL does to a verdict:
//   - sizes are columns b, complete by committed units box=b; a conjecture's verdict and
//     per-size counts equal a count straight from SQL over the boards a x b, a <= b;
//   - Grundy boxes (<= 5) and outcome rows (6, 7: grundy NULL) in one database: an
//     expression over grundy holds on 1..5 and leaves 6 and 7 undecided (never evidence),
//     a false row still refutes, and an expression NULL on every size is "undecided";
//   - the same rule on posets: an expression NULL at size 1 only (a division by zero);
//   - implications on chomp agree with a brute-force count over the stored rows;
//   - lookup finds a board in any labelling (transposed, relabelled), and nothing for a
//     poset that is not a board.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_implications.hpp"
#include "results/queries/size_range.hpp"
#include "results/store/store.hpp"
#include "tests/shell.hpp"

namespace posetlab {
namespace {

using testing::posetlab;

class ConjectureChompCli : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = new std::string(std::filesystem::temp_directory_path() / ("posetlab_chomp_conj_" + std::to_string(getpid())));
    std::filesystem::remove_all(*dir_);
    std::filesystem::create_directories(*dir_);
    // Boards up to 5 x 5 with Grundy values, then the 7 x 7 outcome pass: sizes 6 and 7
    // are outcome rows, sizes up to 5 keep the rows stored first.
    ASSERT_EQ(posetlab("enumerate chomp -q --max 5 --db " + db()).status, 0);
    ASSERT_EQ(posetlab("enumerate chomp -q --outcome --max 7 --db " + db()).status, 0);
    for (int n = 1; n <= 4; ++n)
      ASSERT_EQ(posetlab("enumerate posets -q --size " + std::to_string(n) + " --db " + db()).status, 0);
  }
  static void TearDownTestSuite() {
    std::filesystem::remove_all(*dir_);
    delete dir_;
  }
  static std::string db() { return *dir_ + "/chomp.sqlite"; }
  static std::string* dir_;
};

std::string* ConjectureChompCli::dir_ = nullptr;

TEST_F(ConjectureChompCli, SizesAreColumnsAndCountsAreThoseOfSql) {
  Store store(db(), Store::Access::ReadOnly);
  // Every board but 1 x 1 is an N-position with at least one winning bite.
  const ConjectureResult r = test_conjecture(store.db(), "winning_bites >= 1 OR a * b = 1", "chomp");
  EXPECT_TRUE(r.holds);
  ASSERT_EQ(r.sizes.size(), 7u);
  for (const ConjectureSizeResult& s : r.sizes) {
    EXPECT_EQ(s.rows, std::uint64_t(s.size)) << "the boards a x b, a <= b = " << s.size;
    EXPECT_EQ(s.counterexamples, 0u);
  }
  EXPECT_EQ(r.rows, 28u);
  EXPECT_EQ(r.verdict_line(), "holds for every Chomp board a x b (a <= b) with at most 7 columns (28 rows)");

  const ConjectureResult f = test_conjecture(store.db(), "winning_bites = 1", "chomp");
  EXPECT_FALSE(f.holds);
  ASSERT_TRUE(f.smallest_counterexample_size);
  EXPECT_EQ(*f.smallest_counterexample_size, 1);  // 1 x 1, the poisoned square alone, has no winning bite
  ASSERT_EQ(f.counterexamples.size(), 1u);
  EXPECT_EQ(f.counterexamples[0].text.find("a=1 b=1 "), 0u) << f.counterexamples[0].text;
}

TEST_F(ConjectureChompCli, AnExpressionNullOnSomeRowsLeavesTheirSizesUndecided) {
  Store store(db(), Store::Access::ReadOnly);
  ASSERT_EQ(store.db().query_int("SELECT count(*) FROM chomp WHERE grundy IS NULL"), 6 + 7);

  const ConjectureResult r = test_conjecture(store.db(), "grundy <= a * b - 1", "chomp");
  EXPECT_TRUE(r.holds);
  ASSERT_EQ(r.sizes.size(), 5u);
  EXPECT_EQ(r.sizes.back().size, 5);
  ASSERT_EQ(r.undecided_sizes.size(), 2u);
  EXPECT_EQ(r.undecided_sizes[0].size, 6);
  EXPECT_EQ(r.undecided_sizes[0].unknown, 6u);
  EXPECT_EQ(r.undecided_sizes[1].size, 7);
  EXPECT_EQ(r.undecided_sizes[1].unknown, 7u);
  EXPECT_NE(conjecture_text(r).find("size 6 (6 of 6 rows), 7 (7 of 7 rows)"), std::string::npos) << conjecture_text(r);
  EXPECT_NE(conjecture_json(r).find("\"undecided_sizes\":[6,7]"), std::string::npos);

  // A false row refutes however many rows are unknown.
  const ConjectureResult f = test_conjecture(store.db(), "grundy IS NULL OR grundy < 2", "chomp");
  EXPECT_FALSE(f.holds);
  EXPECT_EQ(*f.smallest_counterexample_size,
            store.db().query_int("SELECT min(b) FROM chomp WHERE grundy >= 2"));

  // Only the sizes of outcome rows: nothing decides it.
  const ConjectureResult u = test_conjecture(store.db(), "grundy >= 0", "chomp", "", 3, parse_size_range("6:7"));
  EXPECT_FALSE(u.holds);
  EXPECT_TRUE(u.sizes.empty());
  EXPECT_FALSE(u.smallest_counterexample_size);
  EXPECT_EQ(u.verdict_line().rfind("undecided", 0), 0u) << u.verdict_line();
  EXPECT_EQ(posetlab("conjecture test 'grundy >= 0' --table chomp --size 6:7 --db " + db()).status, 1);
}

TEST_F(ConjectureChompCli, ADivisionByZeroIsUnknownNotACounterexample) {
  Store store(db(), Store::Access::ReadOnly);
  // grundy / (size - 1) is NULL at size 1 (SQLite divides by zero into NULL).
  const ConjectureResult r = test_conjecture(store.db(), "grundy / (size - 1) >= 0", "posets");
  EXPECT_TRUE(r.holds);
  ASSERT_EQ(r.undecided_sizes.size(), 1u);
  EXPECT_EQ(r.undecided_sizes[0].size, 1);
  ASSERT_EQ(r.sizes.size(), 3u);
  EXPECT_EQ(r.sizes.front().size, 2);
}

TEST_F(ConjectureChompCli, ImplicationsOnChompAgreeWithCountsFromSql) {
  Store store(db(), Store::Access::ReadOnly);
  ImplicationOptions o;
  o.table = "chomp";
  const ImplicationsResult r = conjecture_implications(store.db(), o);
  EXPECT_EQ(r.rows, 28u);
  ASSERT_GE(r.predicates.size(), 8u);
  for (const Predicate& p : r.predicates)  // each support, counted by SQL alone
    EXPECT_EQ(p.support, std::uint64_t(store.db().query_int("SELECT count(*) FROM chomp WHERE " + p.sql))) << p.name;
  // 1 x 1 is the one P-position, and it has no winning bite: "one row => one winning bite"
  // does not hold, and every inclusion that holds has no counterexample in SQL either.
  for (const Inclusion& inc : r.inclusions) {
    std::string a;
    for (int i : inc.a) a += (a.empty() ? "(" : " AND (") + r.predicates[i].sql + ")";
    EXPECT_EQ(store.db().query_int("SELECT count(*) FROM chomp WHERE " + a + " AND NOT (" + r.predicates[inc.b].sql + ")"), 0)
        << a << " => " << r.predicates[inc.b].name;
    EXPECT_FALSE(inc.a.size() == 1 && r.predicates[inc.a[0]].name == "one row" &&
                 r.predicates[inc.b].name == "one winning bite");
  }
}

TEST_F(ConjectureChompCli, LookupFindsABoardInAnyLabelling) {
  for (const char* board : {"3 5", "5 3"}) {
    const auto r = posetlab(std::string("family chomp ") + board + " | " + POSETLAB_BINARY + " lookup --db " + db());
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_NE(r.out.find("table=chomp a=3 b=5 "), std::string::npos) << r.out;
  }
  // A relabelled 2 x 3 board: the grid order with ids reversed.
  const auto relabelled = posetlab("lookup --db " + db(), "poset 5: 4<2 4<1 3<1 1<0 2<0\\n");
  EXPECT_EQ(relabelled.status, 0) << relabelled.out;
  EXPECT_NE(relabelled.out.find("table=chomp a=2 b=3 "), std::string::npos) << relabelled.out;
  // Two points and no order: a posets row, no board.
  const auto antichain = posetlab("lookup --db " + db(), "poset 2:\\n");
  EXPECT_EQ(antichain.status, 0) << antichain.out;
  EXPECT_EQ(antichain.out.find("table=chomp"), std::string::npos) << antichain.out;
}

}  // namespace
}  // namespace posetlab
