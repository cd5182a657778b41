// `enumerate posets` (all posets of a size) against independent peers: counts per size
// against OEIS A000112, N-free counts against A003430, every value and g-set against
// plain search by the definition (engine/impartial/plain_grundy.hpp), N-free values against the
// Deuber-Thomasse solver, widths against subset enumeration, the canonical forms as
// isomorphism classes (distinct per size), and shards merged against one run.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/series_parallel.hpp"
#include "results/jobs/checksum.hpp"
#include "results/jobs/merge.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "results/tables/posets.hpp"

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

// Elements per level, the level of x being the most elements of a chain below x: by
// recursion over the order, not by peeling minimal elements as the job does.
std::string levels_by_chains(const Poset& p) {
  std::vector<int> below(p.size(), -1);
  std::function<int(int)> chain_below = [&](int x) {
    if (below[x] >= 0) return below[x];
    int best = 0;
    for (int y = 0; y < p.size(); ++y)
      if (p.less(y, x)) best = std::max(best, 1 + chain_below(y));
    return below[x] = best;
  };
  std::vector<int> per(p.size(), 0);
  int height = 0;
  for (int x = 0; x < p.size(); ++x) ++per[chain_below(x)], height = std::max(height, chain_below(x) + 1);
  std::string out;
  for (int i = 0; i < height; ++i) out += (i ? "," : "") + std::to_string(per[i]);
  return out;
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
      "SELECT size, canonical, grundy, gset, outcome, width, n_free, height, relations, hasse_arcs, components, levels "
      "FROM posets ORDER BY size, canonical");
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
    EXPECT_EQ(rows.int64(9), std::int64_t(p.covers().size())) << rows.text(1);
    EXPECT_EQ(rows.int64(10), std::int64_t(p.components().size())) << rows.text(1);
    EXPECT_EQ(rows.text(11), levels_by_chains(p)) << rows.text(1);
    ++checked;
  }
  EXPECT_EQ(checked, 1u + 2 + 5 + 16 + 63 + 318 + 2045);
}

// The mask-form parse the job uses against the Poset parse, on every poset up to 7 points
// as genposetg writes them, on arcs that are not covers, and on a cycle.
TEST(PosetsParse, MaskFormEqualsThePosetParse) {
  auto expect_same = [](const std::string& line) {
    const SmallPoset a = parse_digraph6_small(line), b = SmallPoset::from_poset(parse_digraph6(line));
    ASSERT_EQ(a.k, b.k) << line;
    for (int x = 0; x < a.k; ++x) {
      EXPECT_EQ(a.up[x], b.up[x]) << line << " element " << x;
      EXPECT_EQ(a.down[x], b.down[x]) << line << " element " << x;
      EXPECT_EQ(a.cover_up[x], b.cover_up[x]) << line << " element " << x;
    }
  };
  std::size_t lines = 0;
  for (int n = 0; n <= 7; ++n)
    genposetg_part(n, 0, 1, [&](std::string&& line) { expect_same(line), ++lines; });
  EXPECT_EQ(lines, 1u + 1 + 2 + 5 + 16 + 63 + 318 + 2045);
  // The chain 0 < 1 < 2 written with its transitive arc 0 -> 2 as well: covers 0 -> 1 -> 2.
  expect_same("&BX?");
  EXPECT_EQ(parse_digraph6_small("&BX?").cover_up[0], 2u);
  EXPECT_THROW(parse_digraph6_small("&AW"), InputError);  // arcs 0 -> 1 and 1 -> 0: a cycle
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

namespace posetlab {
namespace {

// The part key has one codec, strict both ways: what it writes it reads back, and a key
// with anything around or inside the numbers is not a key.
TEST(PartKey, WrittenKeysReadBackAndLooseOnesAreRefused) {
  for (const PartKey k : {PartKey{0, 0, 1}, PartKey{13, 6145, 16384}, PartKey{7, 15, 16}}) {
    const auto back = parse_part_key(part_key_text(k));
    ASSERT_TRUE(back) << part_key_text(k);
    EXPECT_EQ(back->n, k.n);
    EXPECT_EQ(back->part, k.part);
    EXPECT_EQ(back->parts, k.parts);
  }
  EXPECT_EQ(part_key_text({13, 1903, 16384}), "n=13;part=1903/16384");
  for (const char* loose : {"n=5;part=1/4x", "n=5;part=-1/4", "n=05;part=1/4", "n=5;part=4/4", " n=5;part=1/4",
                            "n=5;part=1/4\n", "n=5;part=1/ 4", "n=5;part=+1/4", "n=5;part=1", "", "b=5;part=1/4"})
    EXPECT_FALSE(parse_part_key(loose)) << '"' << loose << '"';
}

}  // namespace
}  // namespace posetlab
