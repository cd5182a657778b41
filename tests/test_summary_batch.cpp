// Summary batch files end to end through the posetlab binary: a job finished in two parts
// (the second skipping the first's units) adds up to the single run's counts and is
// COMPLETE only with every unit; a unit held twice, a file cut short or a changed count is
// refused with its line and column; `batch recheck` agrees with every unit computed by the
// fast path and finds a changed digest. The committed parts of all posets on 13 points
// (frontier/posets-13/) add up to the whole job with the published histogram, and no edit
// of one of them (each a way a file was once made to lie) is accepted: a count moved, a
// value beyond the size, a unit key of another job, sums that wrap, a damaged unit written
// out, counts re-sealed by a forger (found by `batch recheck`).
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "tests/shell.hpp"
#include "tests/temp_dir.hpp"

namespace {

using posetlab::testing::posetlab;
using posetlab::testing::ShellResult;

// Changes a database behind posetlab's back, through the sqlite3 C API.
void tamper_with_sqlite(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK) << sql;
  EXPECT_EQ(sqlite3_changes(db), 1) << sql;
  sqlite3_close(db);
}

class SummaryBatchCli : public posetlab::testing::TempDirTest {
 protected:
  void write(const std::string& name, const std::string& text) const { std::ofstream(path(name)) << text; }
  // The size-8 summary job in two parts: shard 0/2, then the rest by --skip-batch.
  void two_parts() {
    ASSERT_EQ(posetlab("enumerate posets --size 8 --summary --shard 0/2 -q --db " + db("a.sqlite")).status, 0);
    ASSERT_EQ(posetlab("batch write --job posets-summary:size=8 --db " + db("a.sqlite") + " -o " + path("a.txt")).status, 0);
    ShellResult rest = posetlab("enumerate posets --size 8 --summary -q --skip-batch " + path("a.txt") + " --db " + db("b.sqlite"));
    ASSERT_EQ(rest.status, 0) << rest.out;
    ASSERT_EQ(posetlab("batch write --job posets-summary:size=8 --db " + db("b.sqlite") + " -o " + path("b.txt")).status, 0);
  }
};

TEST_F(SummaryBatchCli, TwoPartsAddUpToTheSingleRun) {
  two_parts();
  ASSERT_EQ(posetlab("enumerate posets --size 8 --summary -q --db " + db("whole.sqlite")).status, 0);
  ASSERT_EQ(posetlab("batch write --job posets-summary:size=8 --db " + db("whole.sqlite") + " -o " + path("w.txt")).status, 0);
  const ShellResult parts = posetlab("batch sum --rows " + path("a.txt") + " " + path("b.txt"));
  const ShellResult whole = posetlab("batch sum --rows " + path("w.txt"));
  ASSERT_EQ(parts.status, 0) << parts.out;
  EXPECT_EQ(parts.out, whole.out);
  EXPECT_NE(parts.out.find("COMPLETE, 16 of 16 units, 16999 of 16999 posets"), std::string::npos) << parts.out;
  // One part alone is partial and says so; the second part ran only the other shard's units.
  const ShellResult half = posetlab("batch sum " + path("a.txt"));
  EXPECT_NE(half.out.find("PARTIAL, 8 of 16 units"), std::string::npos) << half.out;
  EXPECT_NE(half.out.find("not the totals"), std::string::npos) << half.out;
  EXPECT_NE(text_of("b.txt").find("\nunit 1 "), std::string::npos);
  EXPECT_EQ(text_of("b.txt").find("\nunit 0 "), std::string::npos);
  // The end line carries the units' digests summed: equal for the parts and the whole.
  const ShellResult json_parts = posetlab("batch sum --json " + path("a.txt") + " " + path("b.txt"));
  const ShellResult json_whole = posetlab("batch sum --json " + path("w.txt"));
  EXPECT_EQ(json_parts.out, json_whole.out);
}

TEST_F(SummaryBatchCli, AUnitHeldTwiceOrAnotherJobIsRefused) {
  two_parts();
  const ShellResult twice = posetlab("batch sum " + path("a.txt") + " " + path("a.txt"));
  EXPECT_EQ(twice.status, 2);
  EXPECT_NE(twice.out.find("is in two batches"), std::string::npos) << twice.out;
  ASSERT_EQ(posetlab("enumerate posets --size 7 --summary -q --db " + db("seven.sqlite")).status, 0);
  const ShellResult other = posetlab("enumerate posets --size 7 --summary -q --skip-batch " + path("a.txt") + " --db " + db("c.sqlite"));
  EXPECT_EQ(other.status, 2);
  EXPECT_NE(other.out.find("not of posets-summary:size=7"), std::string::npos) << other.out;
}

TEST_F(SummaryBatchCli, DamagedFilesAreRefusedWithTheirLineAndColumn) {
  two_parts();
  std::string text = text_of("a.txt");
  write("cut.txt", text.substr(0, text.rfind("end ")));
  const ShellResult cut = posetlab("batch sum " + path("cut.txt"));
  EXPECT_EQ(cut.status, 2);
  EXPECT_NE(cut.out.find("cut short"), std::string::npos) << cut.out;
  // A count changed by one no longer adds up to the units' posets.
  const std::size_t at = text.find("\ncount ");
  const std::size_t eol = text.find('\n', at + 1);
  std::string line = text.substr(at + 1, eol - at - 1);
  const std::size_t last = line.rfind(' ');
  line = line.substr(0, last + 1) + std::to_string(std::stoull(line.substr(last + 1)) + 1);
  write("changed.txt", text.substr(0, at + 1) + line + text.substr(eol));
  const ShellResult changed = posetlab("batch sum " + path("changed.txt"));
  EXPECT_EQ(changed.status, 2);
  EXPECT_NE(changed.out.find("count lines add up"), std::string::npos) << changed.out;
  write("bad.txt", "posetlab-summary-batch 2\njob posets-summary:size=8\nunits 16\nunit x\n");
  const ShellResult bad = posetlab("batch sum " + path("bad.txt"));
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("bad.txt:4:"), std::string::npos) << bad.out;
}

TEST_F(SummaryBatchCli, RecheckAgreesWithEveryUnitAndFindsAChangedDigest) {
  two_parts();
  const ShellResult all = posetlab("batch recheck " + path("a.txt") + " " + path("b.txt") + " --units 16 --seed 3");
  ASSERT_EQ(all.status, 0) << all.out;
  EXPECT_NE(all.out.find("ok: 16 of 16 units agree"), std::string::npos) << all.out;
  tamper_with_sqlite(db("b.sqlite"), "UPDATE units SET checksum = '00000000000000000000000000000000' WHERE ordinal = 1");
  const ShellResult found = posetlab("batch recheck --db " + db("b.sqlite") + " --job posets-summary:size=8 --units 8 --seed 1");
  EXPECT_EQ(found.status, 1) << found.out;
  EXPECT_NE(found.out.find("unit 1 (n=8;part=1/16)"), std::string::npos) << found.out;
  EXPECT_NE(found.out.find("DIFFERENT"), std::string::npos) << found.out;
}

// The reproducer of a damaged database: a unit whose row changed after it committed
// (stats --recheck: 1 differs) is not written into a batch file under its old digest.
TEST_F(SummaryBatchCli, WriteRefusesAUnitThatFailsItsChecksum) {
  ASSERT_EQ(posetlab("enumerate posets --size 8 --summary --shard 0/2 -q --db " + db("a.sqlite")).status, 0);
  tamper_with_sqlite(db("a.sqlite"),
                     "UPDATE posets_summary SET grundy = grundy + 100, outcome = 'N' WHERE (size, part, grundy, "
                     "height, width, components) = (SELECT size, part, grundy, height, width, components FROM "
                     "posets_summary WHERE size = 8 AND part = 2 LIMIT 1)");
  EXPECT_EQ(posetlab("stats --recheck --db " + db("a.sqlite")).status, 1);
  const ShellResult w = posetlab("batch write --job posets-summary:size=8 --db " + db("a.sqlite") + " -o " + path("a.txt"));
  EXPECT_EQ(w.status, 1) << w.out;
  EXPECT_NE(w.out.find("unit 2 (n=8;part=2/16"), std::string::npos) << w.out;
  EXPECT_NE(w.out.find("nothing written"), std::string::npos) << w.out;
  EXPECT_FALSE(std::filesystem::exists(path("a.txt")));
}

// A forger who edits the count lines and seals the file again keeps every sum and the
// seal; the units computed again by the definitions do not add up to the edited counts.
TEST_F(SummaryBatchCli, RecheckFindsCountLinesThatDoNotMatchTheUnits) {
  ASSERT_EQ(posetlab("enumerate posets --size 7 --summary -q --db " + db("a.sqlite")).status, 0);
  ASSERT_EQ(posetlab("batch write --job posets-summary:size=7 --db " + db("a.sqlite") + " -o " + path("a.txt")).status, 0);
  const ShellResult honest = posetlab("batch recheck " + path("a.txt") + " --units 4 --seed 1");
  ASSERT_EQ(honest.status, 0) << honest.out;
  EXPECT_NE(honest.out.find("ok: the counts of the 4 re-checked units equal the count lines"), std::string::npos)
      << honest.out;
  // One poset moved from the first count line to the second, then the file turned back
  // into format 1 and sealed as a forger would.
  std::istringstream in(text_of("a.txt"));
  std::string text, line;
  int moved = 0;
  while (std::getline(in, line)) {
    if (line.rfind("posetlab-summary-batch", 0) == 0) line = "posetlab-summary-batch 1";
    if (line.rfind("count ", 0) == 0 && moved < 2) {
      const std::size_t last = line.rfind(' ');
      const std::uint64_t posets = std::stoull(line.substr(last + 1));
      if (moved == 0 && posets < 2) continue;  // keep every line: take from one of 2 or more
      line = line.substr(0, last + 1) + std::to_string(moved == 0 ? posets - 1 : posets + 1);
      ++moved;
    }
    if (line.rfind("end ", 0) == 0) {  // end UNITS ROWS POSETS DIGEST COUNTS SEAL -> end UNITS POSETS DIGEST
      std::istringstream w(line);
      std::string end, units, rows, posets, digest;
      w >> end >> units >> rows >> posets >> digest;
      line = "end " + units + " " + posets + " " + digest;
    }
    text += line + "\n";
  }
  ASSERT_EQ(moved, 2);
  write("forged-1.txt", text);
  ASSERT_EQ(posetlab("batch seal " + path("forged-1.txt") + " -o " + path("forged.txt")).status, 0);
  ASSERT_EQ(posetlab("batch sum " + path("forged.txt")).status, 0);
  const ShellResult found = posetlab("batch recheck " + path("forged.txt") + " --units 4 --seed 1");
  EXPECT_EQ(found.status, 1) << found.out;
  EXPECT_NE(found.out.find("ok: 4 of 4 units agree"), std::string::npos) << found.out;
  EXPECT_NE(found.out.find("FAIL: the counts of the 4 re-checked units differ from the count lines"), std::string::npos)
      << found.out;
}

}  // namespace

// Each edit of a committed part of N = 13, the way each once went through: refused with its
// line, however the sums were kept.
class SummaryBatchEditsCli : public posetlab::testing::TempDirTest {
 protected:
  void SetUp() override {
    TempDirTest::SetUp();
    std::ifstream in(std::string(POSETLAB_SOURCE_DIR) + "/frontier/posets-13/batch-02.txt");
    for (std::string line; std::getline(in, line);) lines_.push_back(line);
    ASSERT_GT(lines_.size(), 1967u);
  }
  // The index of the first line starting with `prefix`.
  std::size_t find(const std::string& prefix) const {
    for (std::size_t i = 0; i < lines_.size(); ++i)
      if (lines_[i].rfind(prefix, 0) == 0) return i;
    ADD_FAILURE() << "no line " << prefix;
    return 0;
  }
  // `batch sum` of the lines after `edit`, with `ends` after each line.
  ShellResult sum_of(const std::function<void(std::vector<std::string>&)>& edit, const std::string& ends = "\n") {
    std::vector<std::string> lines = lines_;
    edit(lines);
    const std::string file = (dir_ / "edited.txt").string();
    std::ofstream out(file, std::ios::binary);
    for (const std::string& l : lines) out << l << ends;
    out.close();
    return posetlab::testing::posetlab("batch sum " + file);
  }
  void expect_refused(const ShellResult& r, const std::string& where, const std::string& why) const {
    EXPECT_EQ(r.status, 2) << r.out;
    EXPECT_NE(r.out.find("edited.txt:" + where), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(why), std::string::npos) << r.out;
  }
  // A count line's poset count replaced.
  static void set_posets(std::string& line, std::uint64_t posets) {
    line = line.substr(0, line.rfind(' ') + 1) + std::to_string(posets);
  }
  static std::uint64_t posets_of(const std::string& line) { return std::stoull(line.substr(line.rfind(' ') + 1)); }
  std::vector<std::string> lines_;
};

TEST_F(SummaryBatchEditsCli, TheFileAsCommittedAndWithCrlfLineEndsIsAccepted) {
  const ShellResult plain = sum_of([](auto&) {});
  ASSERT_EQ(plain.status, 0) << plain.out;
  EXPECT_NE(plain.out.find("PARTIAL, 1781 of 16384 units, 4431181980 of"), std::string::npos) << plain.out;
  EXPECT_EQ(sum_of([](auto&) {}, "\r\n").out, plain.out);
}

TEST_F(SummaryBatchEditsCli, AMovedOrChangedCountIsRefused) {
  // The hostile edit of line 1967: 43 598 978 posets from g = 1 to g = 3 (the next line,
  // of g = 1 again, is out of order).
  expect_refused(sum_of([](auto& l) { l[1966].replace(0, 16, "count 3 3 6 1 N "); }), "1968:", "increasing order");
  // The same posets under another height, the order kept: only the seal sees it.
  const std::size_t first = find("count ");
  expect_refused(sum_of([&](auto& l) {
                   const std::uint64_t a = posets_of(l[first]), b = posets_of(l[first + 1]);
                   set_posets(l[first], b);
                   set_posets(l[first + 1], a);
                 }),
                 std::to_string(lines_.size()) + ":", "the seal differs");
  expect_refused(sum_of([&](auto& l) {
                   set_posets(l[first], posets_of(l[first]) - 1);
                   set_posets(l[first + 1], posets_of(l[first + 1]) + 1);
                 }),
                 std::to_string(lines_.size()) + ":", "the seal differs");
  // Two edits of +2^63 that cancel modulo 2^64.
  expect_refused(sum_of([&](auto& l) {
                   set_posets(l[first], posets_of(l[first]) + (std::uint64_t{1} << 63));
                   set_posets(l[first + 1], posets_of(l[first + 1]) + (std::uint64_t{1} << 63));
                 }),
                 std::to_string(first + 1) + ":", "more than A000112(13)");
}

TEST_F(SummaryBatchEditsCli, ValuesBeyondTheSizeAndForeignUnitKeysAreRefused) {
  const std::size_t last = lines_.size() - 2;  // the last count line: count 13 12 2 2 N 1
  expect_refused(sum_of([&](auto& l) { l[last] = "count 60 12 2 2 N 1"; }), std::to_string(last + 1) + ":7:",
                 "grundy 60 is out of range 0..13");
  expect_refused(sum_of([&](auto& l) { l[last] = "count 13 14 2 2 N 1"; }), std::to_string(last + 1) + ":",
                 "height 14 is out of range 1..13");
  expect_refused(sum_of([&](auto& l) { l[last] = "count 13 12 3 2 N 1"; }), std::to_string(last + 1) + ":",
                 "exceed size + 1");
  const std::size_t unit = find("unit ");
  auto with_key = [&](const std::string& key) {
    return sum_of([&](auto& l) {
      std::istringstream w(l[unit]);
      std::string kind, ordinal, old, rest;
      w >> kind >> ordinal >> old;
      std::getline(w, rest);
      l[unit] = kind + " " + ordinal + " " + key + rest;
    });
  };
  expect_refused(with_key("garbage"), std::to_string(unit + 1) + ":", "has the key n=13;part=");
  expect_refused(with_key("n=12;part=4904/4096"), std::to_string(unit + 1) + ":", "has the key n=13;part=4904/16384");
  expect_refused(sum_of([&](auto& l) { l[2] = "units 16000"; }), "3:7:", "has 16384 units, not 16000");
}

TEST_F(SummaryBatchEditsCli, FormatOneIsSealedOnlyOnRequest) {
  // The file as format 1 wrote it: the old header and end line.
  auto as_format_one = [](std::vector<std::string>& l) {
    l[0] = "posetlab-summary-batch 1";
    std::istringstream w(l.back());
    std::string end, units, rows, posets, digest;
    w >> end >> units >> rows >> posets >> digest;
    l.back() = "end " + units + " " + posets + " " + digest;
  };
  expect_refused(sum_of(as_format_one), "1:24:", "batch seal FILE -o NEW");
  const std::string sealed = (dir_ / "sealed.txt").string();
  const ShellResult seal = posetlab::testing::posetlab("batch seal " + (dir_ / "edited.txt").string() + " -o " + sealed);
  ASSERT_EQ(seal.status, 0) << seal.out;
  std::ifstream in(sealed);
  std::vector<std::string> again;
  for (std::string line; std::getline(in, line);) again.push_back(line);
  EXPECT_EQ(again, lines_);  // sealing format 1 gives back the committed file, byte for byte
}

TEST(SummaryBatchFrontierCli, TheCommittedPartsOfThirteenPointsAreTheWholeJob) {
  const std::string dir = std::string(POSETLAB_SOURCE_DIR) + "/frontier/posets-13/";
  const ShellResult r =
      posetlab::testing::posetlab("batch sum " + dir + "batch-01.txt " + dir + "batch-02.txt " + dir + "batch-03.txt");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("COMPLETE, 16384 of 16384 units, 33823827452 of 33823827452 posets"), std::string::npos) << r.out;
  // The P-positions and the posets of the largest value, as docs/findings.md gives them.
  EXPECT_NE(r.out.find("\n0 1769371226\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n13 264292\n"), std::string::npos) << r.out;
}

// `batch load`: the two parts of the size-8 job, loaded into a fresh database, are the whole
// size to `conjecture test`, with the counts of the single run; a part alone is refused, and
// so is a database that already holds the size.
namespace {
TEST_F(SummaryBatchCli, ACompleteJobLoadsIntoADatabase) {
  two_parts();
  const ShellResult part = posetlab("batch load " + path("a.txt") + " --db " + db("part.sqlite"));
  EXPECT_EQ(part.status, 2);
  EXPECT_NE(part.out.find("only a whole job is loaded"), std::string::npos) << part.out;
  const ShellResult load = posetlab("batch load " + path("a.txt") + " " + path("b.txt") + " --db " + db("l.sqlite"));
  ASSERT_EQ(load.status, 0) << load.out;
  const ShellResult test = posetlab("conjecture test \"grundy <= size\" --table posets_summary --json --db " + db("l.sqlite"));
  EXPECT_EQ(test.status, 0) << test.out;
  EXPECT_NE(test.out.find("\"sizes\":[8]"), std::string::npos) << test.out;
  EXPECT_NE(test.out.find("\"rows\":16999"), std::string::npos) << test.out;  // A000112(8) posets, as weights
  const ShellResult p = posetlab("query \"SELECT sum(posets) FROM posets_counts WHERE size = 8 AND outcome = 'P'\" --db " + db("l.sqlite"));
  EXPECT_NE(p.out.find("2617"), std::string::npos) << p.out;  // the P-positions on 8 points
  const ShellResult again = posetlab("batch load " + path("a.txt") + " " + path("b.txt") + " --db " + db("l.sqlite"));
  EXPECT_EQ(again.status, 2);
  EXPECT_NE(again.out.find("already holds posets of size 8"), std::string::npos) << again.out;
}
}  // namespace
