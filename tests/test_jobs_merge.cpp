// Merging databases: shards merged equal the single run; missing and duplicated units,
// conflicting values and foreign inputs are refused, naming what is wrong, and leave no
// output behind.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "engine/error.hpp"
#include "results/jobs/checksum.hpp"
#include "results/jobs/merge.hpp"
#include "results/store/schema.hpp"
#include "results/kinds/two_level_kind.hpp"
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
  EXPECT_EQ(rep.two_level_rows, 28u);
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
  EXPECT_EQ(rep.two_level_rows, 20u);
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

}  // namespace
}  // namespace posetlab
