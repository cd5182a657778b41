// The chomp table (enumerate/chomp_job.hpp, results/tables/chomp.hpp): one row per board
// a x b, a <= b <= max, whose values equal the dense pass and whose winning bites equal
// the mask search's on the board poset; shards merged give the one-run table; a rerun is
// complete; the nightly grammar takes `chomp max=B`.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/core/cancel.hpp"
#include "engine/impartial/mask_search.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/chomp_job.hpp"
#include "enumerate/families.hpp"
#include "results/jobs/nightly_config.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

class ChompJobTest : public TempDirTest {};

std::string cli(const std::string& args) { return std::string(POSETLAB_BINARY) + " " + args; }

TEST_F(ChompJobTest, UnitsAreBoxesAndRowsAreTheBoardsOfTheirLongerSide) {
  ChompSpec spec;
  spec.max = 7;
  const ChompJob job(spec);
  const auto units = job.units();
  ASSERT_EQ(units.size(), 7u);
  EXPECT_EQ(units[0].key, "box=7");  // the largest first: it serves the others
  std::vector<ChompBoard> rows;
  job.run_unit(units[0], [&](ChompBoard&& b) { rows.push_back(std::move(b)); });
  ASSERT_EQ(rows.size(), 7u);
  for (const ChompBoard& r : rows) {
    EXPECT_EQ(r.b, 7);
    // Independent of the dense pass: the mask search's options on the board poset.
    const Poset board = families::chomp(r.a, r.b);
    const MaskSearchResult m = mask_search(board, true);
    EXPECT_EQ(r.grundy, m.grundy) << r.a << " x " << r.b;
    std::vector<ChompCell> bites;
    for (int x = 0; x < board.size(); ++x)
      if (m.option_values[x] == 0) bites.push_back({(x + 1) / r.b, (x + 1) % r.b});
    std::sort(bites.begin(), bites.end());
    EXPECT_EQ(r.bites, bites) << r.a << " x " << r.b;
  }
  // A smaller unit served by the 7 x 7 pass equals the unit run alone.
  std::vector<ChompBoard> served, alone;
  job.run_unit(units[2], [&](ChompBoard&& b) { served.push_back(std::move(b)); });
  const ChompJob fresh(spec);
  fresh.run_unit(units[2], [&](ChompBoard&& b) { alone.push_back(std::move(b)); });
  ASSERT_EQ(served.size(), 5u);
  ASSERT_EQ(alone.size(), 5u);
  for (std::size_t i = 0; i < served.size(); ++i) {
    EXPECT_EQ(served[i].b, 5);
    EXPECT_EQ(served[i].grundy, alone[i].grundy);
    EXPECT_EQ(served[i].bites, alone[i].bites);
  }
  ChompSpec none;
  none.max = 0;
  EXPECT_THROW(ChompJob{none}, std::exception);
  EXPECT_THROW(job.run_unit(WorkUnit{0, "box=9", 1}, [](ChompBoard&&) {}), std::exception);
}

// The Grundy box: boxes up to it keep values, larger ones outcome rows; it is part of the
// job's key only where it changes the rows.
TEST_F(ChompJobTest, TheGrundyBoxDecidesWhichBoardsKeepTheirValues) {
  ChompSpec spec;
  spec.max = 6;
  spec.grundy_max = 4;
  EXPECT_EQ(spec.canonical_key(), "max=6;grundy=4");
  const ChompJob job(spec);
  std::vector<ChompBoard> rows;
  for (const WorkUnit& unit : job.units()) job.run_unit(unit, [&](ChompBoard&& b) { rows.push_back(std::move(b)); });
  ChompSpec all;
  all.max = 6;
  EXPECT_EQ(all.canonical_key(), "max=6");
  const ChompJob reference(all);
  std::vector<ChompBoard> want;
  for (const WorkUnit& unit : reference.units())
    reference.run_unit(unit, [&](ChompBoard&& b) { want.push_back(std::move(b)); });
  ASSERT_EQ(rows.size(), want.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].grundy.has_value(), rows[i].b <= 4) << rows[i].a << " x " << rows[i].b;
    if (rows[i].grundy) EXPECT_EQ(rows[i].grundy, want[i].grundy);
    EXPECT_EQ(rows[i].bites, want[i].bites);
  }
  all.grundy_max = 18;  // beyond max: the rows are those of the default
  EXPECT_EQ(all.canonical_key(), "max=6");
  all.max = 20;
  EXPECT_EQ(all.canonical_key(), "max=20;grundy=18");
  all.outcome = true;
  EXPECT_EQ(all.canonical_key(), "max=20;outcome");
  spec.grundy_max = 0;
  EXPECT_THROW(ChompJob{spec}, UsageError);
}

using ChompJobCli = ChompJobTest;  // the tests of ChompJobTest that start the posetlab binary

TEST_F(ChompJobCli, AStopActsWithinAPass) {
  // Asked to stop after a few pieces, the pass of the 12 x 12 box gives up with Cancelled.
  ChompSpec spec;
  spec.max = 12;
  int asked = 0;
  spec.stop = [&] { return ++asked > 3; };
  const ChompJob job(spec);
  EXPECT_THROW(job.run_unit(job.units()[0], [](ChompBoard&&) {}), Cancelled);
  // End to end: a stop signal during the pass over the 15 x 15 box (seconds of work)
  // ends the run before that first unit is done, marked interrupted.
  const std::string path = db("stop.sqlite");
  const ShellResult r = run_shell("(" + cli("enumerate chomp --max 15 -q --db " + path) + " 2>&1 & pid=$!; " +
                                  "while [ ! -e " + path + " ]; do sleep 0.05; done; sleep 0.3; kill -TERM $pid; " +
                                  "wait $pid; echo status=$?)");
  EXPECT_NE(r.out.find("interrupted after 0 units"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("status=1"), std::string::npos) << r.out;
  EXPECT_EQ(run_shell(cli("query --csv \"SELECT status FROM runs\" --db " + path)).out, "status\ninterrupted\n");
}

TEST_F(ChompJobCli, ShardsMergedEqualOneRunAndARerunIsComplete) {
  const std::string one = db("one.sqlite"), s0 = db("s0.sqlite"), s1 = db("s1.sqlite"), merged = db("m.sqlite");
  ASSERT_EQ(run_shell(cli("enumerate chomp --max 8 -q --db " + one)).status, 0);
  ASSERT_EQ(run_shell(cli("enumerate chomp --max 8 -q --shard 0/2 --db " + s0)).status, 0);
  ASSERT_EQ(run_shell(cli("enumerate chomp --max 8 -q --shard 1/2 --db " + s1)).status, 0);
  ASSERT_EQ(run_shell(cli("merge -o " + merged + " " + s0 + " " + s1 + " 2>&1")).status, 0);
  const std::string sql = "query \"SELECT a, b, grundy, outcome, winning_bites, bites FROM chomp ORDER BY a, b\" --db ";
  const ShellResult a = run_shell(cli(sql + one)), b = run_shell(cli(sql + merged));
  ASSERT_EQ(a.status, 0);
  EXPECT_EQ(a.out, b.out);
  EXPECT_EQ(run_shell(cli("query \"SELECT count(*) FROM chomp\" --db " + one)).out.find("36") != std::string::npos, true);
  const ShellResult again = run_shell(cli("enumerate chomp --max 8 --db " + one + " 2>&1"));
  EXPECT_EQ(again.status, 0);
  EXPECT_NE(again.out.find("already complete"), std::string::npos) << again.out;
  const ChompDense dense(8, 8);
  const ShellResult eight = run_shell(cli("query \"SELECT grundy FROM chomp WHERE a = 8 AND b = 8\" --db " + one));
  EXPECT_NE(eight.out.find(std::to_string(dense.board_grundy(8, 8))), std::string::npos) << eight.out;
  EXPECT_EQ(run_shell(cli("enumerate chomp --max 25 -q --db " + one + " 2>/dev/null")).status, 2);
}

// The b-file terms after `enumerate chomp --max 6`, against plain search by the definition
// on the board posets (no dense pass): Grundy value and winning first bites of n x n, and
// the Grundy value of 2 x n.
std::vector<std::uint64_t> bfile_terms(const std::string& out) {
  std::vector<std::uint64_t> terms;
  std::istringstream in(out);
  std::string line;
  int expected = 1;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    int n = 0;
    std::uint64_t a = 0;
    words >> n >> a;
    EXPECT_EQ(n, expected++) << line;
    terms.push_back(a);
  }
  return terms;
}

TEST_F(ChompJobCli, BfilesOfSquareAndTwoRowBoardsMatchPlainSearch) {
  const std::string d = db("b.sqlite");
  ASSERT_EQ(run_shell(cli("enumerate chomp --max 6 -q --db " + d)).status, 0);
  std::vector<std::uint64_t> bites, grundy, two_row, three_row, largest;
  for (int n = 1; n <= 6; ++n) {
    PlainSearch three(families::chomp(std::min(3, n), std::max(3, n)));
    three_row.push_back(std::uint64_t(three.grundy(three.all())));
    std::uint64_t most = largest.empty() ? 0 : largest.back();
    for (int a = 1; a <= n; ++a) {
      PlainSearch board(families::chomp(a, n));
      most = std::max(most, std::uint64_t(board.grundy(board.all())));
    }
    largest.push_back(most);
    const Poset square = families::chomp(n, n);
    PlainSearch plain(square);
    grundy.push_back(std::uint64_t(plain.grundy(plain.all())));
    std::uint64_t winning = 0;
    for (int x = 0; x < square.size(); ++x) winning += plain.grundy(plain.all() & ~plain.up()[x]) == 0;
    bites.push_back(winning);
    PlainSearch two(families::chomp(2, n));
    two_row.push_back(std::uint64_t(two.grundy(two.all())));
  }
  const ShellResult b = run_shell(cli("export bfile --seq chomp-square-bites --db " + d));
  ASSERT_EQ(b.status, 0) << b.out;
  EXPECT_EQ(bfile_terms(b.out), bites);
  EXPECT_NE(b.out.find("board 7 x 7 is not stored"), std::string::npos) << b.out;
  EXPECT_EQ(bfile_terms(run_shell(cli("export bfile --seq chomp-square-grundy --db " + d)).out), grundy);
  EXPECT_EQ(bfile_terms(run_shell(cli("export bfile --seq chomp-2xn-grundy --db " + d)).out), two_row);
  EXPECT_EQ(bfile_terms(run_shell(cli("export bfile --seq chomp-3xn-grundy --db " + d)).out), three_row);
  EXPECT_EQ(bfile_terms(run_shell(cli("export bfile --seq chomp-max-grundy --db " + d)).out), largest);
  // No --g for these; an empty table has no term.
  EXPECT_EQ(run_shell(cli("export bfile --seq chomp-square-grundy --g 1 --db " + d + " 2>&1")).status, 2);
  const std::string empty = db("empty.sqlite");
  ASSERT_EQ(run_shell(cli("enumerate chomp --max 1 -q --db " + empty)).status, 0);
  ASSERT_EQ(run_shell(cli("export bfile --seq chomp-2xn-grundy --db " + empty + " 2>&1")).status, 2);
}

TEST_F(ChompJobTest, NightlyGrammarTakesChompMax) {
  const auto items = parse_nightly_config("chomp max=6 threads=1\n", "n.conf");
  ASSERT_EQ(items.size(), 1u);
  EXPECT_EQ(items[0].job_kind, "chomp");
  EXPECT_EQ(items[0].params.value("max"), 6);
  EXPECT_EQ(items[0].text, "chomp max=6");
  EXPECT_THROW(parse_nightly_config("chomp max=40\n", "n.conf"), std::exception);
  EXPECT_THROW(parse_nightly_config("chomp\n", "n.conf"), std::exception);
}

}  // namespace
}  // namespace posetlab::testing

namespace posetlab {
namespace {

// The unit key "box=n" is read by one strict codec wherever it is read.
TEST(ChompUnitKey, OnlyTheKeysTheJobWritesAreRead) {
  for (int n : {1, 9, 16, 20, 24}) EXPECT_EQ(parse_chomp_unit_key(chomp_unit_key(n)), n);
  for (const char* bad : {"box=0", "box=01", "box=+3", "box= 3", "box=3 ", "box=3x", "box=", "Box=3", "box=-2",
                          "box=99999", "n=3", ""})
    EXPECT_FALSE(parse_chomp_unit_key(bad)) << bad;
}

}  // namespace
}  // namespace posetlab
