// The Maker-Breaker games table (003 item 7): class counts by Burnside's lemma against
// labeled counts by brute force, every stored outcome of small games against plain
// search, and the job end to end (rows, resume, thread count).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>

#include "engine/formats/format_digraph6.hpp"
#include "engine/positional/maker_breaker_plain.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/mb_games.hpp"
#include "results/tables/mb_games.hpp"

namespace posetlab {
namespace {

// Labeled clutters of nonempty subsets of n points, by checking every family.
std::uint64_t brute_force_clutters(int n) {
  const int subsets = (1 << n) - 1;  // subset s + 1 for bit s
  std::uint64_t count = 0;
  for (std::uint64_t fam = 0; fam < (std::uint64_t{1} << subsets); ++fam) {
    bool ok = true;
    for (int a = 0; a < subsets && ok; ++a)
      for (int b = 0; b < subsets && ok; ++b)
        if (a != b && (fam >> a & 1) && (fam >> b & 1) && ((a + 1) & (b + 1)) == a + 1) ok = false;
    count += ok;
  }
  return count;
}

PositionalGame game_of(const Poset& p, const std::vector<std::uint64_t>& sets) {
  PositionalGame g;
  g.poset = p;
  for (std::uint64_t s : sets) {
    std::vector<int> w;
    for (int x = 0; x < p.size(); ++x)
      if (s >> x & 1) w.push_back(x);
    g.winning_sets.push_back(w);
  }
  return g;
}

std::uint64_t labeled_singletons(int n) { return std::uint64_t{1} << n; }

// Burnside: per poset, the orbit sizes |G| / stabiliser of the classes add up to every
// labeled family; each class is the least of its orbit's images (so no orbit twice),
// and each class's outcome is plain search's (no reductions, no table).
void check_families(MbFamilies families, int n_max, std::uint64_t (*labeled)(int)) {
  for (int n = 0; n <= n_max; ++n) {
    const std::uint64_t want = labeled(n);
    for (const std::string& line : genposetg_lines(n)) {
      const Poset p = parse_digraph6(line);
      std::vector<MbGameRow> rows;
      const MbPosetStats st = mb_game_rows(p, families, [&](const MbGameRow& r) { rows.push_back(r); });
      ASSERT_EQ(st.classes, rows.size());
      std::uint64_t labeled_sum = 0;
      for (const MbGameRow& r : rows) {
        ASSERT_EQ(st.group_order % r.automorphisms, 0u) << line;
        labeled_sum += st.group_order / r.automorphisms;
        const PositionalGame g = game_of(p, r.sets);
        ASSERT_EQ(r.maker_first, plain_maker_wins(g, true)) << line << " " << r.sets_text();
        ASSERT_EQ(r.maker_second, plain_maker_wins(g, false)) << line << " " << r.sets_text();
        ASSERT_EQ(r.outcome, plain_outcome(g)) << line << " " << r.sets_text();
        ASSERT_EQ(r.height, p.height());
      }
      EXPECT_EQ(labeled_sum, want) << mb_families_name(families) << " on " << line;
    }
  }
}

TEST(MbGames, ClutterClassesCountByBurnsideAndMatchPlainSearch) {
  EXPECT_EQ(brute_force_clutters(3), 19u);  // Dedekind number 20 less the family {{}}
  check_families(MbFamilies::Clutters, 4, brute_force_clutters);
}

TEST(MbGames, SingletonClassesCountByBurnsideAndMatchPlainSearch) {
  check_families(MbFamilies::Singletons, 6, labeled_singletons);
}

// The unit key "clutters;n=4" is read by one strict codec wherever it is read.
TEST(MbGamesUnitKey, OnlyTheKeysTheJobWritesAreRead) {
  for (const MbFamilies f : {MbFamilies::Clutters, MbFamilies::Singletons})
    for (int n : {0, 4, 8, 12}) {
      const std::string key = mb_games_unit_key({f, n});
      const auto back = parse_mb_games_unit_key(key);
      ASSERT_TRUE(back) << key;
      EXPECT_EQ(back->families, f) << key;
      EXPECT_EQ(back->n, n) << key;
    }
  EXPECT_EQ(mb_games_unit_key({MbFamilies::Singletons, 7}), "singletons;n=7");
  for (const char* bad : {"clutters;n=04", "clutters;n=+4", "clutters;n=-1", "clutters;n= 4", "clutters;n=4 ",
                          "clutters;n=4;", "clutters;n=", "Clutters;n=4", "sets;n=4", "clutters n=4", ";n=4", ""})
    EXPECT_FALSE(parse_mb_games_unit_key(bad)) << bad;
}

TEST(MbGames, RowText) {
  MbGameRow r;
  r.size = 4;
  EXPECT_EQ(r.sets_text(), "-");
  EXPECT_EQ(r.set_sizes(), "");
  r.sets = {0b0001, 0b1010};
  EXPECT_EQ(r.sets_text(), "{0} {1,3}");
  EXPECT_EQ(r.set_sizes(), "2,1");
}

class MbGamesJobTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("posetlab_mb_" + std::to_string(getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string db(const std::string& name) { return (dir_ / name).string(); }
  static JobOptions quiet() {
    JobOptions o;
    o.progress.enabled = false;
    return o;
  }
  static std::string dump(Store& s) {
    std::string out;
    Stmt q = s.db().prepare("SELECT * FROM mb_games ORDER BY families, size, poset, sets");
    while (q.step()) {
      for (int c = 0; c < q.columns(); ++c) out += q.text(c) + " ";
      out += "\n";
    }
    return out;
  }
  std::filesystem::path dir_;
};

TEST_F(MbGamesJobTest, StoresEveryClassOnceForAnyThreadCount) {
  MbGamesSpec spec;
  spec.clutters_max = 3;
  spec.singletons_max = 5;
  spec.threads = 1;
  Store one(db("one.sqlite"), Store::Access::ReadWrite);
  JobReport r = run_mb_games_job(one, spec, quiet());
  EXPECT_TRUE(r.job_complete);
  // The classes mb_game_rows gives, poset by poset.
  std::uint64_t want = 0;
  for (int n = 0; n <= 5; ++n)
    for (const std::string& line : genposetg_lines(n))
      for (MbFamilies f : {MbFamilies::Clutters, MbFamilies::Singletons})
        if (n <= (f == MbFamilies::Clutters ? 3 : 5))
          want += mb_game_rows(parse_digraph6(line), f, [](const MbGameRow&) {}).classes;
  EXPECT_EQ(std::uint64_t(one.db().query_int("SELECT count(*) FROM mb_games")), want);
  // A family of singletons is a subset of the points, so its classes are the colouring
  // classes of the coloured-poset table (counts from tests/test_coloured_job.cpp).
  const std::int64_t colourings[] = {1, 2, 7, 32, 192, 1490};
  for (int n = 0; n <= 5; ++n)
    EXPECT_EQ(one.db().query_int("SELECT count(*) FROM mb_games WHERE families='singletons' AND size=" +
                                 std::to_string(n)),
              colourings[n]);
  EXPECT_EQ(one.db().query_int("SELECT count(*) FROM mb_games WHERE parity != size % 2 OR "
                               "outcome != (CASE WHEN maker_first AND maker_second THEN 'M' WHEN maker_first "
                               "THEN 'N' WHEN maker_second THEN 'P' ELSE 'B' END)"),
            0);
  // One point, the set {0}: whoever starts claims 0, so the starter wins (N).
  EXPECT_EQ(one.db().query_int("SELECT count(*) FROM mb_games WHERE families='clutters' AND size=1 AND sets='{0}' "
                               "AND outcome='N' AND set_sizes='1'"),
            1);
  JobReport again = run_mb_games_job(one, spec, quiet());
  EXPECT_EQ(again.units_run, 0u);
  spec.threads = 2;
  Store two(db("two.sqlite"), Store::Access::ReadWrite);
  run_mb_games_job(two, spec, quiet());
  EXPECT_EQ(dump(one), dump(two));
}

}  // namespace
}  // namespace posetlab
