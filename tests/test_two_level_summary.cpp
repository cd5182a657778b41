// `enumerate two-level --size N --summary`: its counts against the GROUP BY of the stored
// two_level rows of the same size (the row job's classes, counted by SQL), its labelled
// counts against C(2^b - 1, t) and against the rows' b!/|Aut|, the same table for any
// thread count and for shards merged, a stored count that disagrees with a recomputed
// unit named as a conflict, the specs it refuses, and its rows on the wire.
#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/core/error.hpp"
#include "results/jobs/checksum.hpp"
#include "results/jobs/merge.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "results/store/keyed_insert.hpp"
#include "results/tables/two_level.hpp"
#include "results/tables/two_level_summary.hpp"
#include "tests/build_mode.hpp"
#include "tests/shell.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace {

class TwoLevelSummaryTest : public testing::TempDirTest {
 protected:
  static JobOptions quiet(Shard shard = {}) {
    JobOptions o;
    o.shard = shard;
    o.progress.enabled = false;
    o.batch_rows = 7;  // several hand-overs per unit
    return o;
  }
  static TwoLevelSpec of_size(int n, int threads) {
    TwoLevelSpec spec;
    spec.size = n;
    spec.threads = threads;
    return spec;
  }
  static TableChecksum summary_checksum(const std::string& path) {
    Store s(path, Store::Access::ReadOnly);
    return table_checksum(s.db(), two_level_summary_table());
  }
};

std::uint64_t labeled_families(int b, int t) {  // C(2^b - 1, t), small b + t
  std::uint64_t c = 1;
  for (int k = 0; k < t; ++k) c = c * ((std::uint64_t{1} << b) - 1 - k) / (k + 1);
  return c;
}

TEST_F(TwoLevelSummaryTest, CountsEqualTheGroupByOfTheStoredRows) {
  const int n = testing::size_for_build(12, 9);  // 275 121 classes in 10 units (9: 1 033)
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  const TwoLevelSpec spec = of_size(n, 2);
  EXPECT_TRUE(run_two_level_job(s, *make_two_level_job(spec), spec, quiet()).job_complete);
  EXPECT_TRUE(run_two_level_summary_job(s, spec, quiet()).job_complete);
  const std::string stored =
      "SELECT bottoms + tops, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity, "
      "CASE grundy WHEN 0 THEN 'P' ELSE 'N' END, count(*) FROM two_level WHERE has_empty_top = 0 "
      "GROUP BY 1, 2, 3, 4, 5, 6, 7, 8";
  const std::string counted =
      "SELECT size, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity, outcome, classes "
      "FROM two_level_counts";
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM (" + stored + " EXCEPT " + counted + ")"), 0);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM (" + counted + " EXCEPT " + stored + ")"), 0);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM two_level_counts"),
            s.db().query_int("SELECT count(*) FROM (" + stored + ")"));
  EXPECT_EQ(s.db().query_int("SELECT sum(classes) FROM two_level_summary"),
            s.db().query_int("SELECT count(*) FROM two_level"));
  // Every unit of the job holds counts, under its ordinal.
  EXPECT_EQ(s.db().query_int("SELECT count(DISTINCT part) FROM two_level_summary"),
            s.db().query_int("SELECT units FROM jobs WHERE kind = 'two-level-summary'"));

  // Labelled families per (b, t): C(2^b - 1, t) (Burnside), and the rows' sum of b!/|Aut|.
  Stmt q = s.db().prepare("SELECT bottoms, tops, sum(labeled) FROM two_level_counts GROUP BY bottoms, tops");
  int pairs = 0;
  while (q.step()) {
    const int b = int(q.int64(0)), t = int(q.int64(1));
    SCOPED_TRACE("b = " + std::to_string(b) + ", t = " + std::to_string(t));
    EXPECT_EQ(std::uint64_t(q.int64(2)), labeled_families(b, t));
    std::uint64_t factorial = 1, from_rows = 0;
    for (int k = 2; k <= b; ++k) factorial *= std::uint64_t(k);
    Stmt rows = s.db().prepare("SELECT aut FROM two_level WHERE bottoms = ?1 AND tops = ?2 AND has_empty_top = 0");
    rows.bind(1, b).bind(2, t);
    while (rows.step()) from_rows += factorial / std::uint64_t(rows.int64(0));
    EXPECT_EQ(from_rows, labeled_families(b, t));
    ++pairs;
  }
  EXPECT_EQ(pairs, n >= 12 ? 9 : 7);  // b = 4..12 (t <= 2^b - 1), 9: b = 3..9
}

TEST_F(TwoLevelSummaryTest, ThreadCountsAndShardsMergedGiveTheSameTable) {
  const int n = testing::size_for_build(11, 8);
  {
    Store one(db("one.sqlite"), Store::Access::ReadWrite);
    EXPECT_TRUE(run_two_level_summary_job(one, of_size(n, 1), quiet()).job_complete);
    EXPECT_EQ(run_two_level_summary_job(one, of_size(n, 1), quiet()).units_run, 0u);  // resumed: nothing left
    Store three(db("three.sqlite"), Store::Access::ReadWrite);
    EXPECT_TRUE(run_two_level_summary_job(three, of_size(n, 3), quiet()).job_complete);
  }
  EXPECT_EQ(summary_checksum(db("one.sqlite")), summary_checksum(db("three.sqlite")));
  for (int r = 0; r < 2; ++r) {
    Store part(db("s" + std::to_string(r) + ".sqlite"), Store::Access::ReadWrite);
    EXPECT_TRUE(run_two_level_summary_job(part, of_size(n, 2), quiet(Shard{r, 2})).shard_complete);
  }
  EXPECT_NE(summary_checksum(db("s0.sqlite")), summary_checksum(db("one.sqlite")));
  merge_databases({db("s0.sqlite"), db("s1.sqlite")}, db("merged.sqlite"));
  EXPECT_EQ(summary_checksum(db("merged.sqlite")), summary_checksum(db("one.sqlite")));
}

TEST_F(TwoLevelSummaryTest, AStoredCountThatDisagreesWithARecomputedUnitIsAConflict) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  run_two_level_summary_job(s, of_size(8, 1), quiet());
  s.db().exec("DELETE FROM units WHERE ordinal = 1");
  s.db().exec(
      "UPDATE two_level_summary SET classes = classes + 1 WHERE (part, bottoms, grundy, components, isolated, "
      "parity_uniform, top_parity) = (SELECT part, bottoms, grundy, components, isolated, parity_uniform, top_parity "
      "FROM two_level_summary WHERE part = 1 LIMIT 1)");
  ASSERT_EQ(s.db().changes(), 1);
  EXPECT_THROW(run_two_level_summary_job(s, of_size(8, 1), quiet()), ConflictError);
}

TEST(TwoLevelSummaryJobCli, RefusesSpecsItsTableCannotKey) {
  auto refuses = [](TwoLevelSpec spec, const std::string& words) {
    try {
      TwoLevelSummaryJob job(spec);
      ADD_FAILURE() << "accepted: " << words;
    } catch (const UsageError& e) {
      EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    }
  };
  TwoLevelSpec spec;
  spec.bottoms = 4;
  refuses(spec, "--summary takes --size N");
  spec = TwoLevelSpec{};
  spec.size = 18;
  refuses(spec, "limited to --size 17");
  spec.size = 8;
  spec.tops_max = 3;
  refuses(spec, "no --tops");
  spec.tops_max = -1;
  spec.with_empty_top = true;
  refuses(spec, "without the empty top");
  spec.with_empty_top = false;
  spec.use_fast_path = false;
  refuses(spec, "default paths");
  const auto cli = testing::posetlab("enumerate two-level --bottoms 3 --summary --db x.sqlite");
  EXPECT_EQ(cli.status, 2) << cli.out;
  EXPECT_NE(cli.out.find("--summary takes --size N"), std::string::npos) << cli.out;
}

TEST(TwoLevelSummaryWire, RowsRoundTripAndAMalformedBufferThrows) {
  std::vector<TwoLevelSummaryRow> rows(2);
  rows[0] = {15, 981, 15, 0, 1, 15, 15, true, TopParity::None, 'N', 1, 1};
  rows[1] = {14, 64, 8, 6, 0, 2, 1, false, TopParity::Mixed, 'P', 123456789, 987654321012ull};
  std::vector<std::uint8_t> bytes;
  encode_two_level_summary_rows(rows, bytes);
  const std::vector<TwoLevelSummaryRow> back = decode_two_level_summary_rows(bytes);
  ASSERT_EQ(back.size(), rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const TwoLevelSummaryRow &a = rows[i], &b = back[i];
    EXPECT_EQ(std::tie(a.size, a.part, a.bottoms, a.tops, a.grundy, a.components, a.isolated, a.parity_uniform,
                       a.top_parity, a.outcome, a.classes, a.labeled),
              std::tie(b.size, b.part, b.bottoms, b.tops, b.grundy, b.components, b.isolated, b.parity_uniform,
                       b.top_parity, b.outcome, b.classes, b.labeled));
  }
  bytes.pop_back();
  EXPECT_THROW(decode_two_level_summary_rows(bytes), std::runtime_error);
}

}  // namespace
}  // namespace posetlab
