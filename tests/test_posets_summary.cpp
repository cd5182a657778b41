// `enumerate posets --summary`: its counts against the GROUP BY of the stored posets rows
// (an independent path: every poset stored, then counted by SQL), two shards merged
// against one run, an interrupted run resumed against an uninterrupted one, and a stored
// count that disagrees with a recomputed unit named as a conflict.
#include <gtest/gtest.h>

#include "engine/core/error.hpp"
#include "results/jobs/checksum.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/jobs/merge.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "results/tables/posets.hpp"
#include "results/tables/posets_summary.hpp"
#include "results/tables/two_level.hpp"  // ConflictError
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace {

class PosetsSummaryTest : public testing::TempDirTest {
 protected:
  static JobOptions quiet(Shard shard = {}) {
    JobOptions o;
    o.shard = shard;
    o.progress.enabled = false;
    o.batch_rows = 5;  // several hand-overs per unit
    return o;
  }
  static TableChecksum summary_checksum(const std::string& path) {
    Store s(path, Store::Access::ReadOnly);
    return table_checksum(s.db(), posets_summary_table());
  }
};

const PosetsSpec kSeven{7, 2};  // 2045 posets in 4 units

TEST_F(PosetsSummaryTest, SevenPointsEqualTheGroupByOfTheStoredPosets) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  EXPECT_TRUE(run_posets_job(s, kSeven, quiet()).job_complete);
  EXPECT_TRUE(run_posets_summary_job(s, kSeven, quiet()).job_complete);
  const std::string stored =
      "SELECT size, grundy, height, width, components, outcome, count(*) FROM posets GROUP BY 1, 2, 3, 4, 5, 6";
  const std::string counted = "SELECT * FROM posets_counts";
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM (" + stored + " EXCEPT " + counted + ")"), 0);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM (" + counted + " EXCEPT " + stored + ")"), 0);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM posets_counts"), s.db().query_int("SELECT count(*) FROM (" + stored + ")"));
  EXPECT_EQ(s.db().query_int("SELECT sum(posets) FROM posets_summary"), 2045);
  EXPECT_EQ(s.db().query_int("SELECT sum(posets) FROM posets_counts WHERE outcome = 'P'"),
            s.db().query_int("SELECT count(*) FROM posets WHERE grundy = 0"));
  // Counted per unit: every part of the size is there.
  EXPECT_EQ(s.db().query_int("SELECT count(DISTINCT part) FROM posets_summary"), 4);
}

TEST_F(PosetsSummaryTest, TwoShardsMergedEqualTheSingleRun) {
  {
    Store whole(db("whole.sqlite"), Store::Access::ReadWrite);
    run_posets_summary_job(whole, kSeven, quiet());
    EXPECT_EQ(run_posets_summary_job(whole, kSeven, quiet()).units_run, 0u);
  }
  for (int r = 0; r < 2; ++r) {
    Store part(db("s" + std::to_string(r) + ".sqlite"), Store::Access::ReadWrite);
    EXPECT_TRUE(run_posets_summary_job(part, kSeven, quiet(Shard{r, 2})).shard_complete);
  }
  EXPECT_NE(summary_checksum(db("s0.sqlite")), summary_checksum(db("whole.sqlite")));
  merge_databases({db("s0.sqlite"), db("s1.sqlite")}, db("merged.sqlite"));
  EXPECT_EQ(summary_checksum(db("merged.sqlite")), summary_checksum(db("whole.sqlite")));
  Store merged(db("merged.sqlite"), Store::Access::ReadOnly);
  EXPECT_EQ(merged.db().query_int("SELECT sum(posets) FROM posets_counts WHERE size = 7"), 2045);
}

// Asks for a stop (as SIGINT would) while running unit `stop_at`.
class StoppingSummary : public PosetsSummaryTableJob {
 public:
  StoppingSummary(PosetsSpec spec, std::uint64_t stop_at) : PosetsSummaryTableJob(spec), stop_at_(stop_at) {}
  void run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) override {
    if (unit.ordinal == stop_at_) set_interrupt_requested(true);
    PosetsSummaryTableJob::run_unit(unit, sink, batch_rows);
  }

 private:
  std::uint64_t stop_at_;
};

TEST_F(PosetsSummaryTest, AnInterruptedRunResumedEqualsAnUninterruptedOne) {
  {
    Store whole(db("whole.sqlite"), Store::Access::ReadWrite);
    run_posets_summary_job(whole, kSeven, quiet());
  }
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  StoppingSummary stopping(kSeven, 1);
  JobReport first = run_job(s, stopping, quiet());
  set_interrupt_requested(false);
  EXPECT_TRUE(first.interrupted);
  EXPECT_EQ(first.units_run, 2u);
  JobReport rest = run_posets_summary_job(s, kSeven, quiet());
  EXPECT_TRUE(rest.job_complete);
  EXPECT_EQ(rest.units_skipped, 2u);
  EXPECT_EQ(rest.units_run, 2u);
  EXPECT_EQ(table_checksum(s.db(), posets_summary_table()), summary_checksum(db("whole.sqlite")));
}

TEST_F(PosetsSummaryTest, AStoredCountThatDisagreesWithARecomputedUnitIsAConflict) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  run_posets_summary_job(s, kSeven, quiet());
  // Forget that unit 0 was committed and corrupt one of its counts: the rerun recomputes
  // the unit and must refuse the stored count rather than keep either.
  s.db().exec("DELETE FROM units WHERE ordinal = 0");
  s.db().exec(
      "UPDATE posets_summary SET posets = posets + 1 WHERE (part, grundy, height, width, components) = "
      "(SELECT part, grundy, height, width, components FROM posets_summary WHERE part = 0 LIMIT 1)");
  ASSERT_EQ(s.db().changes(), 1);
  EXPECT_THROW(run_posets_summary_job(s, kSeven, quiet()), ConflictError);
}

}  // namespace
}  // namespace posetlab
