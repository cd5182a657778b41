// Outcome rows of the chomp table (boards of the outcome pass: outcome and winning bites,
// grundy NULL): they agree with plain search by the definition; the 11 -> 12 migration
// keeps a version-11 file's boards; b-files stop at an outcome row; a board stored with
// its Grundy value keeps it when the outcome pass writes it again.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/chomp_job.hpp"
#include "enumerate/families.hpp"
#include "results/jobs/checksum.hpp"
#include "results/queries/chomp_sequences.hpp"
#include "results/store/schema.hpp"
#include "results/store/store.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

class ChompOutcomeRowsTest : public TempDirTest {};

std::string chomp_cli(const std::string& args) { return std::string(POSETLAB_BINARY) + " " + args; }

TEST_F(ChompOutcomeRowsTest, OutcomeRowsUpTo8x8AgreeWithPlainSearch) {
  ChompSpec spec;
  spec.max = 8;
  spec.outcome = true;
  const ChompJob job(spec);
  int boards = 0;
  for (const WorkUnit& unit : job.units())
    job.run_unit(unit, [&](ChompBoard&& r) {
      ++boards;
      EXPECT_FALSE(r.grundy.has_value()) << r.a << " x " << r.b;
      // By the definition on the board poset: a bite wins iff it leaves a position of value 0.
      const Poset board = families::chomp(r.a, r.b);
      PlainSearch plain(board);
      std::vector<ChompCell> bites;
      for (int x = 0; x < board.size(); ++x)
        if (plain.grundy(plain.all() & ~plain.up()[x]) == 0) bites.push_back({(x + 1) / r.b, (x + 1) % r.b});
      std::sort(bites.begin(), bites.end());
      EXPECT_EQ(r.bites, bites) << r.a << " x " << r.b;
      EXPECT_STREQ(r.outcome(), plain.grundy(plain.all()) == 0 ? "P" : "N") << r.a << " x " << r.b;
    });
  EXPECT_EQ(boards, 36);
  // Without --outcome boxes up to 16 keep Grundy values; larger ones cannot.
  EXPECT_FALSE(ChompSpec{}.outcome_pass(16));
  EXPECT_TRUE(ChompSpec{}.outcome_pass(17));
  EXPECT_TRUE(spec.outcome_pass(2));
}

// A version-11 chomp table (grundy NOT NULL) with a few boards.
void make_version_11_file(const std::string& path) {
  Store s(path, Store::Access::ReadWrite);
  s.db().exec(
      "DROP TABLE chomp;"
      "CREATE TABLE chomp (a INTEGER NOT NULL, b INTEGER NOT NULL, grundy INTEGER NOT NULL, outcome TEXT NOT NULL,"
      "  winning_bites INTEGER NOT NULL, bites TEXT NOT NULL, PRIMARY KEY (a, b)) WITHOUT ROWID;"
      "INSERT INTO chomp VALUES (1, 1, 0, 'P', 0, '-'), (1, 2, 1, 'N', 1, '(0,1)'), (2, 2, 2, 'N', 1, '(1,1)');"
      "DROP VIEW two_level_counts; DROP TABLE two_level_summary;"  // what versions 13 and 14 add
      "ALTER TABLE posets DROP COLUMN misere;"
      "PRAGMA user_version=11");
}

TEST_F(ChompOutcomeRowsTest, AVersion11FileMigratesWithTheSameBoards) {
  const std::string path = db("v11.sqlite");
  make_version_11_file(path);
  std::string before;
  {
    Db raw(path, Db::Mode::ReadOnly);
    EXPECT_EQ(raw.query_int("PRAGMA user_version"), 11);
    EXPECT_EQ(raw.query_int("SELECT \"notnull\" FROM pragma_table_info('chomp') WHERE name = 'grundy'"), 1);
    before = query_checksum(raw, "SELECT * FROM chomp ORDER BY a, b").hex;
  }
  Store s(path, Store::Access::ReadWrite);
  EXPECT_EQ(s.db().query_int("PRAGMA user_version"), kSchemaVersion);
  EXPECT_GE(kSchemaVersion, 12);
  EXPECT_EQ(query_checksum(s.db(), "SELECT * FROM chomp ORDER BY a, b").hex, before);
  EXPECT_EQ(s.db().query_int("SELECT \"notnull\" FROM pragma_table_info('chomp') WHERE name = 'grundy'"), 0);
  s.db().exec("INSERT INTO chomp VALUES (2, 3, NULL, 'N', 1, '(1,2)')");
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM chomp WHERE grundy IS NULL"), 1);
}

TEST_F(ChompOutcomeRowsTest, GrundySequencesStopAtAnOutcomeRow) {
  const std::string path = db("seq.sqlite");
  Store s(path, Store::Access::ReadWrite);
  s.db().exec(
      "INSERT INTO chomp VALUES (1, 1, 0, 'P', 0, '-'), (2, 2, NULL, 'N', 1, '(1,1)'),"
      " (3, 3, NULL, 'N', 1, '(1,1)')");
  const ChompTerms grundy = read_chomp_terms(s.db(), ChompSequence::SquareGrundy);
  ASSERT_EQ(grundy.terms.size(), 1u);
  EXPECT_NE(grundy.stop_note.find("board 2 x 2 is an outcome row"), std::string::npos) << grundy.stop_note;
  const ChompTerms bites = read_chomp_terms(s.db(), ChompSequence::SquareBites);
  ASSERT_EQ(bites.terms.size(), 3u);
  EXPECT_EQ(bites.terms[2].second, 1u);
}

using ChompOutcomeRowsCli = ChompOutcomeRowsTest;  // the tests of ChompOutcomeRowsTest that start the posetlab binary

TEST_F(ChompOutcomeRowsCli, CommandsReadOutcomeRows) {
  const std::string d = db("o.sqlite");
  ASSERT_EQ(run_shell(chomp_cli("enumerate chomp --max 6 --outcome -q --db " + d)).status, 0);
  EXPECT_EQ(run_shell(chomp_cli("query --csv \"SELECT count(*), count(grundy) FROM chomp\" --db " + d)).out,
            "count(*),count(grundy)\n21,0\n");
  const ShellResult verify = run_shell(chomp_cli("stats --recheck --db " + d + " 2>&1"));
  EXPECT_EQ(verify.status, 0) << verify.out;
  const ShellResult stats = run_shell(chomp_cli("stats --db " + d + " 2>&1"));
  EXPECT_NE(stats.out.find("outcome_rows"), std::string::npos) << stats.out;
  const ShellResult bites = run_shell(chomp_cli("export bfile --seq chomp-square-bites --db " + d + " 2>&1"));
  EXPECT_EQ(bites.status, 0) << bites.out;
  const ShellResult grundy = run_shell(chomp_cli("export bfile --seq chomp-square-grundy --db " + d + " 2>&1"));
  EXPECT_NE(grundy.out.find("outcome row"), std::string::npos) << grundy.out;
  // Another job writing the same outcome rows finds them stored identically (NULL IS NULL).
  const ShellResult smaller = run_shell(chomp_cli("enumerate chomp --max 5 --outcome -q --db " + d + " 2>&1"));
  EXPECT_EQ(smaller.status, 0) << smaller.out;
  const std::string report = db("r.md");
  const ShellResult r = run_shell(chomp_cli("report --no-html --db " + d + " -o " + report + " 2>&1"));
  EXPECT_EQ(r.status, 0) << r.out;
  // The boards stored with Grundy values by one job keep them when an outcome job writes
  // the same boards again, and the checksums of both jobs' units agree.
  const std::string g = db("g.sqlite");
  ASSERT_EQ(run_shell(chomp_cli("enumerate chomp --max 6 -q --db " + g)).status, 0);
  const ShellResult again = run_shell(chomp_cli("enumerate chomp --max 6 --outcome -q --db " + g + " 2>&1"));
  ASSERT_EQ(again.status, 0) << again.out;
  EXPECT_EQ(run_shell(chomp_cli("query --csv \"SELECT count(*), count(grundy) FROM chomp\" --db " + g)).out,
            "count(*),count(grundy)\n21,21\n");
  const ShellResult verify_both = run_shell(chomp_cli("stats --recheck --db " + g + " 2>&1"));
  EXPECT_EQ(verify_both.status, 0) << verify_both.out;
  // Both kinds of rows give the same outcomes and bites.
  const std::string same = "query --csv \"SELECT a, b, outcome, winning_bites, bites FROM chomp ORDER BY a, b\" --db ";
  EXPECT_EQ(run_shell(chomp_cli(same + d)).out, run_shell(chomp_cli(same + g)).out);
}

// chomp-bites: the triangle of winning bites read by rows b = 1, 2, ... and a = 1..b, equal to
// the table read in that order by SQL, outcome rows included; it stops at the first board missing.
TEST_F(ChompOutcomeRowsCli, TheTriangleOfWinningBitesReadsEveryBoardInRowOrder) {
  const std::string d = db("t.sqlite");
  ASSERT_EQ(run_shell(chomp_cli("enumerate chomp --max 6 --outcome -q --db " + d)).status, 0);
  const ShellResult bfile = run_shell(chomp_cli("export bfile --seq chomp-bites --db " + d + " 2>/dev/null"));
  ASSERT_EQ(bfile.status, 0) << bfile.out;
  std::string terms, expected;
  std::istringstream lines(bfile.out);
  for (std::string line; std::getline(lines, line);)
    if (!line.empty() && line[0] != '#') terms += line.substr(line.find(' ') + 1) + ",";
  const ShellResult sql = run_shell(chomp_cli("query --csv \"SELECT winning_bites FROM chomp ORDER BY b, a\" --db " + d));
  std::istringstream rows(sql.out);
  std::string row;
  std::getline(rows, row);  // the header
  while (std::getline(rows, row)) expected += row + ",";
  EXPECT_EQ(terms, expected);
  EXPECT_EQ(std::count(terms.begin(), terms.end(), ','), 21);
  const ShellResult note = run_shell(chomp_cli("export bfile --seq chomp-bites --db " + d + " 2>&1 >/dev/null"));
  EXPECT_NE(note.out.find("board 1 x 7 is not stored"), std::string::npos) << note.out;
}

// merge of a database holding Grundy rows and one holding outcome rows of the same boards:
// no conflict, the earlier input's row stays, and the result is the table (and verified
// checksums) that running the two jobs into one database in that order gives.
TEST_F(ChompOutcomeRowsCli, MergingGrundyAndOutcomeRowsKeepsTheFirstAndVerifies) {
  const std::string grundy = db("g.sqlite"), outcome = db("o.sqlite"), both_go = db("go.sqlite"), both_og = db("og.sqlite");
  ASSERT_EQ(run_shell(chomp_cli("enumerate chomp --max 5 -q --db " + grundy)).status, 0);
  ASSERT_EQ(run_shell(chomp_cli("enumerate chomp --max 6 --outcome -q --db " + outcome)).status, 0);
  for (const auto& [first, second, one] : {std::tuple{grundy, outcome, both_go}, std::tuple{outcome, grundy, both_og}}) {
    ASSERT_EQ(run_shell(chomp_cli("enumerate chomp " + std::string(first == grundy ? "--max 5" : "--max 6 --outcome") +
                                  " -q --db " + one)).status, 0);
    ASSERT_EQ(run_shell(chomp_cli("enumerate chomp " + std::string(second == grundy ? "--max 5" : "--max 6 --outcome") +
                                  " -q --db " + one)).status, 0);
    const std::string merged = db("m.sqlite");
    const ShellResult m = run_shell(chomp_cli("merge " + first + " " + second + " -o " + merged + " --force 2>&1"));
    ASSERT_EQ(m.status, 0) << m.out;
    const ShellResult verify = run_shell(chomp_cli("stats --recheck --db " + merged + " 2>&1"));
    EXPECT_EQ(verify.status, 0) << verify.out;
    EXPECT_NE(verify.out.find("all match"), std::string::npos) << verify.out;
    const std::string rows = "query --csv \"SELECT a, b, grundy, outcome, bites FROM chomp ORDER BY a, b\" --db ";
    EXPECT_EQ(run_shell(chomp_cli(rows + merged)).out, run_shell(chomp_cli(rows + one)).out);
    EXPECT_EQ(run_shell(chomp_cli("query --csv \"SELECT count(grundy) FROM chomp\" --db " + merged)).out,
              first == grundy ? "count(grundy)\n15\n" : "count(grundy)\n0\n");
  }
}

}  // namespace
}  // namespace posetlab::testing
