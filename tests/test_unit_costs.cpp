// Unit weights from recorded unit times (--unit-costs): recorded units weigh their time,
// the others their estimate scaled alike, and a run weighed so stores the same rows.
#include <gtest/gtest.h>

#include "engine/core/error.hpp"
#include "results/jobs/checksum.hpp"
#include "results/jobs/unit_costs.hpp"
#include "results/store/sqlite_db.hpp"
#include "results/tables/two_level.hpp"
#include "test_jobs_fake.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace {

class UnitCostsTest : public testing::TempDirTest {
 protected:
  // A database recording `seconds[i]` for unit key "u<i>" of job "job:x".
  std::string recorded(const std::vector<double>& seconds) {
    const std::string path = db("costs.sqlite");
    Store s(path, Store::Access::ReadWrite);
    for (std::size_t i = 0; i < seconds.size(); ++i) {
      Stmt ins = s.db().prepare(
          "INSERT INTO units (job, ordinal, key, rows, committed_at, seconds) VALUES ('job:x', ?1, ?2, 1, 'now', ?3)");
      ins.bind(1, std::int64_t(i)).bind(2, "u" + std::to_string(i)).bind(3, seconds[i]);
      ins.step();
    }
    return path;
  }
  static JobOptions quiet() {
    JobOptions o;
    o.progress.enabled = false;
    return o;
  }
};

std::vector<WorkUnit> units(int n, std::uint64_t estimate) {
  std::vector<WorkUnit> out;
  for (int i = 0; i < n; ++i) out.push_back({std::uint64_t(i), "u" + std::to_string(i), estimate});
  return out;
}

TEST_F(UnitCostsTest, RecordedUnitsWeighTheirMicroseconds) {
  const RecordedCosts c = with_recorded_costs(units(3, 7), "job:x", recorded({0.5, 2.0, 0.0}));
  ASSERT_EQ(c.units.size(), 3u);
  EXPECT_EQ(c.recorded(), 3u);
  EXPECT_EQ(c.units[0].weight, 500000u);
  EXPECT_EQ(c.units[1].weight, 2000000u);
  EXPECT_EQ(c.units[2].weight, 1u);  // no unit weighs nothing
  EXPECT_EQ(c.units[1].key, "u1");   // keys and ordinals as given
}

TEST_F(UnitCostsTest, UnrecordedUnitsKeepTheirEstimateScaledLikeTheRecordedOnes) {
  // u0 and u1 took 1 s and 3 s against estimates of 10 each: 0.2 s an estimate unit.
  const RecordedCosts c = with_recorded_costs(units(4, 10), "job:x", recorded({1.0, 3.0}));
  EXPECT_EQ(c.recorded(), 2u);
  EXPECT_EQ(c.units[0].weight, 1000000u);
  EXPECT_EQ(c.units[1].weight, 3000000u);
  EXPECT_EQ(c.units[2].weight, 2000000u);
  EXPECT_EQ(c.units[3].weight, 2000000u);
}

TEST_F(UnitCostsTest, ADatabaseWithoutTheJobIsAnError) {
  const std::string path = recorded({1.0});
  try {
    with_recorded_costs(units(1, 1), "job:y", path);
    FAIL() << "no error";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("no unit of job 'job:y' recorded there"), std::string::npos) << e.what();
  }
}

TEST_F(UnitCostsTest, RunWeighedByAnEarlierRunStoresTheSameRows) {
  const std::string first = db("first.sqlite"), second = db("second.sqlite");
  TableChecksum a, b;
  {
    Store s(first, Store::Access::ReadWrite);
    testing::FakeJob job(6, 5);
    run_two_level_job(s, job, testing::fake_spec(), quiet());
    a = two_level_checksum(s.db());
  }
  Store s(second, Store::Access::ReadWrite);
  testing::FakeJob job(6, 5);
  JobOptions o = quiet();
  o.unit_costs = first;
  const JobReport r = run_two_level_job(s, job, testing::fake_spec(), o);
  EXPECT_EQ(r.units_timed, 6u);
  EXPECT_EQ(r.units_run, 6u);
  b = two_level_checksum(s.db());
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.rows, 30u);
}

// Only the units this run runs count as weighed: here the other shard's were recorded.
TEST_F(UnitCostsTest, OnlyRecordedUnitsOfThisRunCountAsTimed) {
  const std::string first = db("first.sqlite");
  {
    Store s(first, Store::Access::ReadWrite);
    testing::FakeJob job(6, 5);
    JobOptions o = quiet();
    o.shard = Shard{0, 2};
    run_two_level_job(s, job, testing::fake_spec(), o);
  }
  Store s(first, Store::Access::ReadWrite);  // the same file: the other shard
  testing::FakeJob job(6, 5);
  JobOptions o = quiet();
  o.shard = Shard{1, 2};
  o.unit_costs = first;
  const JobReport r = run_two_level_job(s, job, testing::fake_spec(), o);
  EXPECT_EQ(r.units_run, 3u);
  EXPECT_EQ(r.units_timed, 0u);
  EXPECT_TRUE(r.job_complete);
}

}  // namespace
}  // namespace posetlab
