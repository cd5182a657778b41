// `enumerate posets` (all posets of a size) against independent peers: counts per size
// against OEIS A000112, N-free counts against A003430, every value and g-set against
// plain search by the definition (engine/plain_grundy.hpp), N-free values against the
// Deuber-Thomasse solver, widths against subset enumeration, the canonical forms as
// isomorphism classes (distinct per size), and shards merged against one run.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <set>

#include "engine/format_digraph6.hpp"
#include "engine/series_parallel.hpp"
#include "results/merge.hpp"
#include "results/posets_kind.hpp"
#include "results/table_kinds.hpp"
#include "engine/plain_grundy.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;

class PosetsJobTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("posetlab_posets_" + std::to_string(getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string db(const std::string& name) const { return (dir_ / name).string(); }
  static JobOptions quiet(Shard shard = {}) {
    JobOptions o;
    o.shard = shard;
    o.progress.enabled = false;
    return o;
  }
  fs::path dir_;
};

int width_by_subsets(const Poset& p) {
  int best = 0;
  for (std::uint64_t s = 0; s < (std::uint64_t{1} << p.size()); ++s) {
    bool antichain = true;
    for (int x = 0; x < p.size() && antichain; ++x)
      for (int y = 0; y < p.size(); ++y)
        if ((s >> x & 1) && (s >> y & 1) && p.less(x, y)) antichain = false;
    if (antichain) best = std::max(best, __builtin_popcountll(s));
  }
  return best;
}

TEST_F(PosetsJobTest, CountsValuesAndShapesAgainstIndependentPeers) {
  const std::uint64_t kA003430[] = {1, 1, 2, 5, 15, 48, 167, 602};
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  for (int n = 1; n <= 7; ++n) {
    JobReport r = run_posets_job(s, PosetsSpec{n, 2}, quiet());
    EXPECT_TRUE(r.job_complete);
    EXPECT_EQ(r.rows_job, kPosetCounts[n]) << n;
    EXPECT_EQ(s.db().query_int("SELECT count(*) FROM posets WHERE size = " + std::to_string(n)), std::int64_t(kPosetCounts[n]));
    EXPECT_EQ(s.db().query_int("SELECT sum(n_free) FROM posets WHERE size = " + std::to_string(n)), std::int64_t(kA003430[n]));
  }
  Stmt rows = s.db().prepare(
      "SELECT size, canonical, grundy, gset, outcome, width, n_free, height, relations FROM posets ORDER BY size, canonical");
  std::size_t checked = 0;
  while (rows.step()) {
    const int n = int(rows.int64(0));
    const Poset p = parse_digraph6(rows.text(1));
    ASSERT_EQ(p.size(), n);
    std::uint64_t gset = 0;
    for (int v : plain_option_values(p)) gset |= std::uint64_t{1} << v;
    const int g = plain_grundy(p);
    EXPECT_EQ(rows.int64(2), g) << rows.text(1);
    EXPECT_EQ(std::uint64_t(rows.int64(3)), gset) << rows.text(1);
    EXPECT_EQ(rows.text(4), g ? "N" : "P");
    EXPECT_EQ(rows.int64(5), width_by_subsets(p)) << rows.text(1);
    EXPECT_EQ(rows.int64(7), p.height());
    auto dt = deuber_thomasse(p);
    EXPECT_EQ(rows.int64(6) == 1, dt.has_value()) << rows.text(1);
    if (dt) {
      EXPECT_EQ(dt->grundy, g) << rows.text(1);
    }
    int relations = 0;
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < n; ++y) relations += p.less(x, y);
    EXPECT_EQ(rows.int64(8), relations);
    ++checked;
  }
  EXPECT_EQ(checked, 1u + 2 + 5 + 16 + 63 + 318 + 2045);
}

TEST_F(PosetsJobTest, ShardsMergedEqualOneRunAndRerunsAreComplete) {
  const PosetsSpec spec{7, 2};  // 4 units
  {
    Store whole(db("whole.sqlite"), Store::Access::ReadWrite);
    run_posets_job(whole, spec, quiet());
    EXPECT_EQ(run_posets_job(whole, spec, quiet()).units_run, 0u);
  }
  for (int r = 0; r < 3; ++r) {
    Store part(db("s" + std::to_string(r) + ".sqlite"), Store::Access::ReadWrite);
    EXPECT_TRUE(run_posets_job(part, spec, quiet(Shard{r, 3})).shard_complete);
  }
  merge_databases({db("s0.sqlite"), db("s1.sqlite"), db("s2.sqlite")}, db("merged.sqlite"));
  Store whole(db("whole.sqlite"), Store::Access::ReadOnly), merged(db("merged.sqlite"), Store::Access::ReadOnly);
  TableChecksum a = table_checksum(whole.db(), posets_table()), b = table_checksum(merged.db(), posets_table());
  EXPECT_EQ(a.rows, 2045u);
  EXPECT_EQ(a, b);
}

}  // namespace
}  // namespace posetlab
