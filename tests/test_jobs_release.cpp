// Databases written by earlier releases stay valid after the job-kind seam: the
// fixture tests/data/release_0.1.0_bottoms3.sqlite was written by posetlab 0.1.0
// (b56ae1b, `enumerate two-level --bottoms 3`). Its job and unit keys must be the
// ones this build computes, so the job reads as complete, its content checksum equals
// a fresh run's, and further jobs extend it. Its two_level table is migrated to the
// compact rows of schema version 7 (texts derived by the view), refusing a file whose
// stored texts contradict its sets. Also: the old default path is adopted.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "enumerate/two_level_class.hpp"
#include "results/jobs/checksum.hpp"
#include "results/store/schema.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "results/tables/posets.hpp"
#include "results/tables/two_level.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;

const fs::path kFixture = fs::path(POSETLAB_SOURCE_DIR) / "tests/data/release_0.1.0_bottoms3.sqlite";

class ReleaseDb : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("posetlab_release_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string copy_fixture(const fs::path& to) {
    fs::create_directories(to.parent_path());
    fs::copy_file(kFixture, to);
    return to.string();
  }
  static JobOptions quiet() {
    JobOptions o;
    o.progress.enabled = false;
    return o;
  }
  static JobReport run(Store& s, int bottoms) {
    TwoLevelSpec spec;
    spec.bottoms = bottoms;
    auto job = make_two_level_job(spec);
    return run_two_level_job(s, *job, spec, quiet());
  }
  fs::path dir_;
};

// Runs in `dir` until the end of the scope, failures included.
struct InDirectory {
  explicit InDirectory(const fs::path& dir) : back(fs::current_path()) { fs::current_path(dir); }
  ~InDirectory() { fs::current_path(back); }
  fs::path back;
};

TEST_F(ReleaseDb, OldJobIsCompleteAndExtends) {
  Store old(copy_fixture(dir_ / "old.sqlite"), Store::Access::ReadWrite);
  EXPECT_EQ(old.db().query_int("SELECT count(*) FROM two_level"), 40);
  TableChecksum before = two_level_checksum(old.db());

  JobReport again = run(old, 3);  // same job key, same unit keys: nothing to do
  EXPECT_EQ(again.job, "two-level:bottoms=3;tops=0:7;empty-top=0");
  EXPECT_TRUE(again.job_complete);
  EXPECT_EQ(again.units_run, 0u);
  EXPECT_EQ(again.rows_job, 40u);

  Store fresh((dir_ / "fresh.sqlite").string(), Store::Access::ReadWrite);
  run(fresh, 3);
  EXPECT_EQ(two_level_checksum(fresh.db()), before);  // values and encoding unchanged

  JobReport four = run(old, 4);  // extends the old file
  EXPECT_TRUE(four.job_complete);
  EXPECT_EQ(old.db().query_int("SELECT count(*) FROM two_level WHERE bottoms = 4"), 1992);
  EXPECT_EQ(old.db().query_int("SELECT count(*) FROM jobs WHERE kind = 'two-level'"), 2);
  EXPECT_EQ(two_level_checksum(old.db()).rows, 40u + 1992u);
  EXPECT_EQ(table_checksum(old.db(), posets_table()).rows, 0u);
}

TEST_F(ReleaseDb, MigrationKeepsEveryColumnUsersReadAndDerivesTheTextsFromTheKey) {
  const std::string path = copy_fixture(dir_ / "old.sqlite");
  std::vector<std::string> before;  // every row through the old table, in key order
  {
    Db raw(path, Db::Mode::ReadOnly);
    Stmt q = raw.prepare("SELECT * FROM two_level ORDER BY bottoms, sets");
    while (q.step()) {
      std::string row;
      for (int c = 0; c < q.columns(); ++c) row += std::string(q.name(c)) + "=" + (q.type(c) == SQLITE_BLOB ? q.blob(c) : q.text(c)) + ";";
      before.push_back(row);
    }
  }
  Store s(path, Store::Access::ReadWrite);
  EXPECT_EQ(s.db().query_int("PRAGMA user_version"), kSchemaVersion);
  Stmt q = s.db().prepare("SELECT * FROM two_level ORDER BY bottoms, sets");
  std::vector<std::string> after;
  while (q.step()) {
    std::string row;
    for (int c = 0; c < q.columns(); ++c) row += std::string(q.name(c)) + "=" + (q.type(c) == SQLITE_BLOB ? q.blob(c) : q.text(c)) + ";";
    after.push_back(row);
  }
  ASSERT_EQ(before.size(), 40u);
  EXPECT_EQ(after, before);  // same columns, names, order and values
}

TEST_F(ReleaseDb, AFileWhoseTextsContradictItsSetsIsNotMigrated) {
  const std::string path = copy_fixture(dir_ / "old.sqlite");
  {
    Db raw(path, Db::Mode::ReadWrite);
    raw.exec("UPDATE two_level SET bottom_twins = '3' WHERE rowid = (SELECT min(rowid) FROM two_level WHERE tops = 2)");
  }
  try {
    Store s(path, Store::Access::ReadWrite);
    FAIL() << "expected BadDatabaseError";
  } catch (const BadDatabaseError& e) {
    EXPECT_NE(std::string(e.what()).find("do not match its sets"), std::string::npos) << e.what();
  }
  Db raw(path, Db::Mode::ReadOnly);
  EXPECT_EQ(raw.query_int("PRAGMA user_version"), 1);  // rolled back, nothing changed
  EXPECT_EQ(raw.query_int("SELECT count(*) FROM two_level"), 40);
}

TEST_F(ReleaseDb, OldDefaultPathIsMovedToTheNewOne) {
  InDirectory here(dir_);
  copy_fixture(dir_ / kOldDefaultDbPath);
  {
    Store s(kDefaultDbPath, Store::Access::ReadWrite);  // adopts (and migrates) the old file
    EXPECT_EQ(s.db().query_int("SELECT count(*) FROM two_level"), 40);
  }
  EXPECT_FALSE(fs::exists(kOldDefaultDbPath));
  EXPECT_TRUE(fs::exists(kDefaultDbPath));
  // Both present: the old one is left alone (and named on stderr).
  copy_fixture(dir_ / kOldDefaultDbPath);
  adopt_old_default_db(kDefaultDbPath);
  EXPECT_TRUE(fs::exists(kOldDefaultDbPath));
}

TEST_F(ReleaseDb, OldDefaultInUseStaysPut) {
  InDirectory here(dir_);
  copy_fixture(dir_ / kOldDefaultDbPath);
  {
    Store holder(kOldDefaultDbPath, Store::Access::ReadWrite);  // another process, in effect
    EXPECT_EQ(holder.db().query_int("SELECT count(*) FROM two_level"), 40);  // opens its WAL
    adopt_old_default_db(kDefaultDbPath);
    EXPECT_TRUE(fs::exists(kOldDefaultDbPath));
    EXPECT_FALSE(fs::exists(kDefaultDbPath));
  }
}

}  // namespace
}  // namespace posetlab
