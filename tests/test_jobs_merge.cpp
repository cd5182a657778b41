// Merging databases: shards merged equal the single run; missing and duplicated units,
// conflicting values and foreign inputs are refused, naming what is wrong, and leave no
// output behind; stored conjectures and their history come along, each conjecture once.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <tuple>

#include "engine/core/error.hpp"
#include "results/jobs/checksum.hpp"
#include "results/jobs/merge.hpp"
#include "results/store/schema.hpp"
#include "results/tables/two_level.hpp"
#include "test_jobs_fake.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;
using testing::FakeJob;
using testing::fake_spec;

class MergeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("posetlab_merge_" + std::to_string(getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string db(const std::string& name) { return (dir_ / name).string(); }
  // Runs the fake job (units x rows) restricted to `shard` into `path`.
  void run(const std::string& path, Shard shard, int bottoms = 10, int grundy_offset = 0, int units = 7) {
    Store s(path, Store::Access::ReadWrite);
    FakeJob job(units, 4);
    job.grundy_offset = grundy_offset;
    JobOptions o;
    o.shard = shard;
    o.progress.enabled = false;
    run_two_level_job(s, job, fake_spec(bottoms), o);
  }
  std::string error_of(const std::vector<std::string>& in, const std::string& out, MergeOptions o = {}) {
    try {
      merge_databases(in, out, o);
    } catch (const std::exception& e) {
      return e.what();
    }
    return "";
  }
  fs::path dir_;
};

TEST_F(MergeTest, ShardsMergedEqualTheSingleRun) {
  run(db("whole.sqlite"), {});
  for (int r = 0; r < 3; ++r) run(db("s" + std::to_string(r) + ".sqlite"), {r, 3});
  MergeReport rep = merge_databases({db("s0.sqlite"), db("s1.sqlite"), db("s2.sqlite")}, db("out.sqlite"));
  EXPECT_EQ(rep.jobs, 1u);
  EXPECT_EQ(rep.jobs_complete, 1u);
  EXPECT_EQ(rep.units, 7u);
  EXPECT_EQ(rep.rows_of("two_level"), 28u);
  Store whole(db("whole.sqlite"), Store::Access::ReadOnly);
  Store out(db("out.sqlite"), Store::Access::ReadOnly);
  EXPECT_EQ(two_level_checksum(out.db()), two_level_checksum(whole.db()));
  // The shards' runs are kept, plus the merge's own.
  EXPECT_EQ(out.db().query_int("SELECT count(*) FROM runs WHERE kind='two-level' AND status='complete'"), 3);
  EXPECT_EQ(out.db().query_int("SELECT count(*) FROM runs WHERE kind='merge'"), 1);
  EXPECT_EQ(out.db().query_int("SELECT count(*) FROM units u JOIN runs r ON r.id = u.run"), 7);
  EXPECT_FALSE(fs::exists(db("out.sqlite") + ".tmp-" + std::to_string(getpid())));
}

TEST_F(MergeTest, AMissingShardIsNamedAndNoOutputIsLeft) {
  run(db("s0.sqlite"), {0, 3});
  run(db("s2.sqlite"), {2, 3});
  std::string e = error_of({db("s0.sqlite"), db("s2.sqlite")}, db("out.sqlite"));
  EXPECT_NE(e.find("2 of 7 units missing (ordinals 1, 4)"), std::string::npos) << e;
  EXPECT_FALSE(fs::exists(db("out.sqlite")));
  MergeOptions partial;
  partial.allow_partial = true;
  EXPECT_EQ(merge_databases({db("s0.sqlite"), db("s2.sqlite")}, db("out.sqlite"), partial).jobs_complete, 0u);
}

TEST_F(MergeTest, AUnitInTwoInputsIsNamed) {
  run(db("s0.sqlite"), {0, 2});
  run(db("s1.sqlite"), {1, 2});
  run(db("again.sqlite"), {0, 4});  // units 0 and 4 again
  std::string e = error_of({db("s0.sqlite"), db("s1.sqlite"), db("again.sqlite")}, db("out.sqlite"));
  EXPECT_NE(e.find("unit 0 (fake=0)"), std::string::npos) << e;
  EXPECT_NE(e.find("also in " + db("s0.sqlite")), std::string::npos) << e;
  EXPECT_FALSE(fs::exists(db("out.sqlite")));
}

TEST_F(MergeTest, AClassWithTwoDifferentValuesIsNamed) {
  run(db("a.sqlite"), {}, 10);
  run(db("b.sqlite"), {}, 11, /*grundy_offset=*/1);  // another job, same classes, other values
  std::string e = error_of({db("a.sqlite"), db("b.sqlite")}, db("out.sqlite"));
  EXPECT_NE(e.find("different values"), std::string::npos) << e;
  EXPECT_NE(e.find("family 10: {0} {5}"), std::string::npos) << e;
  EXPECT_FALSE(fs::exists(db("out.sqlite")));
}

TEST_F(MergeTest, OverlappingJobsWithEqualValuesKeepOneCopy) {
  run(db("a.sqlite"), {}, 10, 0, 3);
  run(db("b.sqlite"), {}, 11, 0, 5);  // its first 3 units are a's classes
  MergeReport rep = merge_databases({db("a.sqlite"), db("b.sqlite")}, db("out.sqlite"));
  EXPECT_EQ(rep.jobs_complete, 2u);
  EXPECT_EQ(rep.duplicate_rows, 12u);
  EXPECT_EQ(rep.rows_of("two_level"), 20u);
}

TEST_F(MergeTest, JobsCutDifferentlyAreRefused) {
  run(db("a.sqlite"), {0, 2}, 10, 0, 7);
  run(db("b.sqlite"), {1, 2}, 10, 0, 8);
  std::string e = error_of({db("a.sqlite"), db("b.sqlite")}, db("out.sqlite"));
  EXPECT_NE(e.find("cut into different units"), std::string::npos) << e;
}

TEST_F(MergeTest, ExistingOutputAndForeignInputsAreRefused) {
  run(db("a.sqlite"), {});
  run(db("b.sqlite"), {}, 11);
  EXPECT_THROW(merge_databases({db("a.sqlite")}, db("b.sqlite")), UsageError);
  { std::ofstream(db("junk.sqlite")) << "not a database\n"; }
  std::string e = error_of({db("a.sqlite"), db("junk.sqlite")}, db("out.sqlite"));
  EXPECT_NE(e.find("junk.sqlite: not a posetlab database"), std::string::npos) << e;
  EXPECT_FALSE(fs::exists(db("out.sqlite")));
  MergeOptions force;
  force.force = true;
  merge_databases({db("a.sqlite")}, db("b.sqlite"), force);
  Store b(db("b.sqlite"), Store::Access::ReadOnly);
  EXPECT_EQ(b.db().query_int("SELECT count(*) FROM jobs"), 1);
}

// Stored conjectures written by hand: (statement, first_stated, sizes, rows, status,
// refuted size or NULL, counterexample or NULL, note), each with a "stated" history row at
// `at` and the given extra history rows (event, at, run or NULL, detail).
void put_conjecture(const std::string& path, const std::string& statement, const std::string& first_stated,
                    const std::string& sizes, int rows, const std::string& status, const std::string& refuted_size,
                    const std::string& counterexample, const std::string& note,
                    const std::vector<std::tuple<std::string, std::string, std::string, std::string>>& history) {
  Store s(path, Store::Access::ReadWrite);
  Stmt c = s.db().prepare(
      "INSERT INTO conjectures (statement, about, note, source, first_stated, sizes_tested, rows_tested, status, "
      "refuted_size, counterexample) VALUES (?1, 'posets', ?2, 'stated', ?3, ?4, ?5, ?6, " + refuted_size + ", " +
      counterexample + ")");
  c.bind(1, statement).bind(2, note).bind(3, first_stated).bind(4, sizes).bind(5, rows).bind(6, status);
  c.run();
  const std::string id = std::to_string(s.db().query_int("SELECT max(id) FROM conjectures"));
  for (const auto& [event, at, run, detail] : history)
    s.db().exec("INSERT INTO conjecture_history (conjecture, run, at, event, detail) VALUES (" + id + ", " + run +
                ", '" + at + "', '" + event + "', '" + detail + "')");
}

TEST_F(MergeTest, StoredConjecturesAreCarriedOnceWithTheirHistory) {
  run(db("s0.sqlite"), {0, 2});
  run(db("s1.sqlite"), {1, 2});
  put_conjecture(db("s0.sqlite"), "grundy <= size", "2026-01-02", "1..4", 24, "open", "NULL", "NULL", "",
                 {{"stated", "t1", "NULL", ""}});
  put_conjecture(db("s0.sqlite"), "grundy <= 2", "2026-01-02", "1..2", 3, "open", "NULL", "NULL", "",
                 {{"stated", "t1", "NULL", ""}});
  put_conjecture(db("s1.sqlite"), "grundy <= size", "2026-01-01", "1..6", 405, "open", "NULL", "NULL", "every poset",
                 {{"stated", "t0", "NULL", ""}, {"extended", "t2", "1", ""}, {"stated", "t1", "NULL", ""}});
  put_conjecture(db("s1.sqlite"), "grundy <= 2", "2026-01-03", "1..3", 8, "refuted", "3", "'poset 3: 0<1 1<2'", "",
                 {{"stated", "t0", "NULL", ""}, {"refuted", "t2", "1", "poset 3: 0<1 1<2"}});
  put_conjecture(db("s1.sqlite"), "height <= size", "2026-01-03", "1..6", 405, "open", "NULL", "NULL", "",
                 {{"stated", "t0", "NULL", ""}});
  const std::int64_t s0_runs = [&] {
    Store s0(db("s0.sqlite"), Store::Access::ReadOnly);
    return s0.db().query_int("SELECT max(id) FROM runs");
  }();
  MergeReport rep = merge_databases({db("s0.sqlite"), db("s1.sqlite")}, db("out.sqlite"));
  EXPECT_EQ(rep.conjectures, 3u);
  EXPECT_EQ(rep.input_conjectures, 5u);
  const std::string line = merge_summary(rep, 2, "out.sqlite");
  EXPECT_NE(line.find("3 stored conjectures (2 stored by several inputs kept once)"), std::string::npos) << line;

  Store out(db("out.sqlite"), Store::Access::ReadOnly);
  Stmt c = out.db().prepare(
      "SELECT statement, first_stated, sizes_tested, rows_tested, status, refuted_size, counterexample, note, "
      "(SELECT group_concat(event || '@' || at || '@' || coalesce(run, '-'), ' ') FROM "
      "(SELECT * FROM conjecture_history h WHERE h.conjecture = c.id ORDER BY at, event)) FROM conjectures c "
      "ORDER BY statement");
  std::vector<std::string> got;
  while (c.step())
    got.push_back(c.text(0) + " | " + c.text(1) + " | " + c.text(2) + " | " + std::to_string(c.int64(3)) + " | " +
                  c.text(4) + " | " + (c.type(5) == SQLITE_NULL ? "-" : c.text(5)) + " | " +
                  (c.type(6) == SQLITE_NULL ? "-" : c.text(6)) + " | " + c.text(7) + " | " + c.text(8));
  const std::string s1_run = std::to_string(1 + s0_runs);
  const std::vector<std::string> want = {
      "grundy <= 2 | 2026-01-02 | 1..3 | 8 | refuted | 3 | poset 3: 0<1 1<2 |  | stated@t0@- stated@t1@- refuted@t2@" +
          s1_run,
      "grundy <= size | 2026-01-01 | 1..6 | 405 | open | - | - | every poset | stated@t0@- stated@t1@- extended@t2@" +
          s1_run,
      "height <= size | 2026-01-03 | 1..6 | 405 | open | - | - |  | stated@t0@-",
  };
  EXPECT_EQ(got, want);
}

}  // namespace
}  // namespace posetlab
