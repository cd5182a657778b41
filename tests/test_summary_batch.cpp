// Summary batch files end to end through the posetlab binary: a job finished in two parts
// (the second skipping the first's units) adds up to the single run's counts and is
// COMPLETE only with every unit; a unit held twice, a file cut short or a changed count is
// refused with its line and column; `batch recheck` agrees with every unit computed by the
// fast path and finds a changed digest. The committed parts of all posets on 13 points
// (frontier/posets-13/) add up to the whole job with the published histogram.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <fstream>
#include <sstream>
#include <string>

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
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  std::string read(const std::string& name) const {
    std::ifstream in(path(name));
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
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
  EXPECT_NE(read("b.txt").find("\nunit 1 "), std::string::npos);
  EXPECT_EQ(read("b.txt").find("\nunit 0 "), std::string::npos);
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
  std::string text = read("a.txt");
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
  write("bad.txt", "posetlab-summary-batch 1\njob posets-summary:size=8\nunits 16\nunit x\n");
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

}  // namespace

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
