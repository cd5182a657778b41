// The cross-checks of the posets table (verify/checks_tables_posets.cpp) on a database
// the jobs write here (posets and two-level sizes 1..7): each passes on the true tables,
// and each fails, naming the damaged class, once one row is perturbed. A database with
// no posets rows is no evidence: the checks run on tables of their own.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "engine/formats/format_digraph6.hpp"
#include "enumerate/two_level_job.hpp"
#include "results/tables/posets.hpp"
#include "results/tables/two_level.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {
namespace {

namespace fs = std::filesystem;

const Check& crosscheck_by_id(const std::string& id) {
  for (const Check& c : all_checks())
    if (c.id == id) return c;
  throw std::runtime_error("no check " + id);
}

class PosetsCrossChecks : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = fs::temp_directory_path() / ("posetlab_crosschecks_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    Store s(pristine(), Store::Access::ReadWrite);
    JobOptions quiet;
    quiet.progress.enabled = false;
    for (int n = 1; n <= 7; ++n) {
      run_posets_job(s, PosetsSpec{n, 2}, quiet);
      TwoLevelSpec spec;
      spec.size = n;
      auto job = make_two_level_job(spec);
      run_two_level_job(s, *job, spec, quiet);
    }
  }
  static void TearDownTestSuite() { fs::remove_all(dir_); }
  static std::string pristine() { return (dir_ / "pristine.sqlite").string(); }

  // Runs check `id` on a copy of the pristine tables after `damage` (SQL, may be empty).
  static CheckResult run_on(const std::string& id, const std::string& damage) {
    const std::string copy = (dir_ / (::testing::UnitTest::GetInstance()->current_test_info()->name() +
                                      std::string(".sqlite")))
                                 .string();
    fs::copy_file(pristine(), copy, fs::copy_options::overwrite_existing);
    Store s(copy, Store::Access::ReadWrite);
    if (!damage.empty()) {
      s.db().exec(damage);
      EXPECT_GE(s.db().changes(), 1) << damage;
    }
    CheckOptions o;
    o.tables = &s;
    const Check& c = crosscheck_by_id(id);
    CheckResult r = run_check(c, o);
    EXPECT_TRUE(r.error.empty()) << id << ": " << r.error;
    return r;
  }
  static void expect_pass(const std::string& id) {
    const CheckResult r = run_on(id, "");
    EXPECT_GT(r.instances, 0u) << id;
    EXPECT_EQ(r.failures, 0u) << id << ": " << r.counterexample.text << " " << r.counterexample.detail;
  }
  // The first row (canonical order) of a size, as a WHERE clause.
  static std::string first_row(int size, const std::string& condition = "1") {
    return "size = " + std::to_string(size) + " AND canonical = (SELECT min(canonical) FROM posets WHERE size = " +
           std::to_string(size) + " AND " + condition + ")";
  }

  static fs::path dir_;
};

fs::path PosetsCrossChecks::dir_;

TEST_F(PosetsCrossChecks, HasseArcsMatchA342447AndGenposetg) {
  expect_pass("tab-posets-arcs");
  // One row's count off.
  CheckResult r = run_on("tab-posets-arcs", "UPDATE posets SET hasse_arcs = hasse_arcs + 1 WHERE " + first_row(6));
  EXPECT_EQ(r.failures, 5u);  // the row; cells e and e + 1 against A342447 and against genposetg
  EXPECT_EQ(r.counterexample.size, 6);
  // A row consistent in itself (a 7-chain, relabelled so the key is new, 6 arcs) in place
  // of an antichain (0 arcs): only the distributions see it.
  const std::vector<Relation> scrambled = {{3, 0}, {0, 5}, {5, 1}, {1, 6}, {6, 2}, {2, 4}};
  const Poset chain = Poset::from_relations(7, scrambled);
  r = run_on("tab-posets-arcs", "UPDATE posets SET canonical = '" + poset_to_digraph6(chain) +
                                    "', hasse_arcs = 6 WHERE size = 7 AND hasse_arcs = 0");
  EXPECT_EQ(r.failures, 4u);  // e = 0 and e = 6 against A342447 and against genposetg
  EXPECT_EQ(r.counterexample.text, "posets on 7 points with 0 Hasse arcs");
  // A size whose job is complete but which lost a row.
  r = run_on("tab-posets-arcs", "DELETE FROM posets WHERE " + first_row(5));
  EXPECT_EQ(r.failures, 1u);
  EXPECT_EQ(r.counterexample.text, "posets on 5 points");
}

TEST_F(PosetsCrossChecks, ValuesMatchPlainSearch) {
  expect_pass("tab-posets-plain");
  CheckResult r = run_on("tab-posets-plain", "UPDATE posets SET grundy = grundy + 1 WHERE " + first_row(7));
  EXPECT_EQ(r.failures, 1u);
  EXPECT_EQ(r.counterexample.size, 7);
  r = run_on("tab-posets-plain", "UPDATE posets SET gset = gset + 1 WHERE " + first_row(4));
  EXPECT_EQ(r.failures, 1u);
  r = run_on("tab-posets-plain", "UPDATE posets SET outcome = 'P' WHERE " + first_row(3, "grundy > 0"));
  EXPECT_EQ(r.failures, 1u);
}

TEST_F(PosetsCrossChecks, HeightTwoPosetsMatchTheTwoLevelTable) {
  expect_pass("tab-posets-two-level");
  // A value changed on either side.
  CheckResult r = run_on("tab-posets-two-level",
                         "UPDATE two_level_rows SET grundy = grundy + 1 WHERE (bottoms, sets) = (SELECT bottoms, sets "
                         "FROM two_level WHERE bottoms + tops = 6 AND has_empty_top = 0 ORDER BY family LIMIT 1)");
  EXPECT_EQ(r.failures, 2u);  // against the posets row and against plain search
  EXPECT_EQ(r.counterexample.size, 6);
  r = run_on("tab-posets-two-level", "UPDATE posets SET gset = gset + 1024 WHERE " + first_row(5, "height = 1"));
  EXPECT_EQ(r.failures, 1u);  // the antichain: five bottoms, no tops
  // A class missing from two_level (its job still recorded complete).
  r = run_on("tab-posets-two-level",
             "DELETE FROM two_level_rows WHERE (bottoms, sets) = (SELECT bottoms, sets FROM two_level "
             "WHERE bottoms = 4 AND tops = 3 AND has_empty_top = 0 ORDER BY family LIMIT 1)");
  EXPECT_EQ(r.failures, 1u);
  EXPECT_EQ(r.counterexample.size, 7);
}

TEST_F(PosetsCrossChecks, NFreeCountsAndValuesMatchA003430AndDeuberThomasse) {
  expect_pass("tab-posets-nfree");
  // A flag flipped: the count of its size and the row's decomposition disagree.
  CheckResult r = run_on("tab-posets-nfree", "UPDATE posets SET n_free = 1 - n_free WHERE " + first_row(6));
  EXPECT_EQ(r.failures, 2u);
  EXPECT_EQ(r.counterexample.size, 6);
  r = run_on("tab-posets-nfree", "UPDATE posets SET grundy = grundy + 1 WHERE " + first_row(7, "n_free = 1"));
  EXPECT_EQ(r.failures, 1u);
}

// A database without posets rows (one that holds only what its user needs) is no
// evidence either way: each check runs on tables of its own, and its scope says so.
TEST_F(PosetsCrossChecks, NoRowsRunsOnTablesOfItsOwn) {
  for (const char* id : {"tab-posets-arcs", "tab-posets-plain", "tab-posets-two-level", "tab-posets-nfree"}) {
    const CheckResult r = run_on(id, "DELETE FROM posets");
    EXPECT_EQ(verdict(crosscheck_by_id(id), r), Verdict::Pass) << id;
    EXPECT_NE(r.scope.find("the database holds no posets rows"), std::string::npos) << id << ": " << r.scope;
  }
}

}  // namespace
}  // namespace posetlab::checks
