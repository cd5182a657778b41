// Stored conjectures end to end through the CLI: `conjecture store|list|forget` and
// `mine --store`, the nightly that re-tests them on the sizes that became complete (and
// only those), and the report that shows what changed. The conjecture refuted by size 8,
// "P-positions have at most 2n - 4 cover pairs" (hasse_arcs <= 2*size - 4 where grundy = 0),
// holds on every poset of 1..7 points; its smallest counterexample is checked against
// `conjecture test` on the same database.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "results/conjectures/stored_conjectures.hpp"
#include "results/store/schema.hpp"
#include "results/store/store.hpp"
#include "tests/shell.hpp"

namespace posetlab {
namespace {

using testing::posetlab;

const char* const kRefutedAtEight = "\"hasse_arcs <= 2*size - 4\" --where \"grundy = 0\"";
const char* const kEightPointCounterexample = "poset 8: 0<7 1<4 1<5 1<6 1<7 2<4 2<5 2<6 2<7 3<4 3<5 3<6 3<7";

std::string read_whole_file(const std::string& path) {
  std::ifstream f(path);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

class StoredConjecturesCli : public ::testing::Test {
 protected:
  // Every poset of 1..7 points, built once; each test works on its own copy.
  static void SetUpTestSuite() {
    dir_ = new std::string(std::filesystem::temp_directory_path() /
                           ("posetlab_stored_conjectures_" + std::to_string(getpid())));
    std::filesystem::remove_all(*dir_);
    std::filesystem::create_directories(*dir_);
    for (int n = 1; n <= 7; ++n)
      ASSERT_EQ(posetlab("enumerate posets -q --threads 2 --size " + std::to_string(n) + " --db " + seven()).status, 0);
  }
  static void TearDownTestSuite() {
    std::filesystem::remove_all(*dir_);
    delete dir_;
  }
  static std::string seven() { return *dir_ + "/seven.sqlite"; }
  std::string copy_of_seven(const std::string& name) {
    const std::string path = *dir_ + "/" + name;
    std::filesystem::copy_file(seven(), path, std::filesystem::copy_options::overwrite_existing);
    return path;
  }
  std::string file(const std::string& name, const std::string& text) {
    const std::string path = *dir_ + "/" + name;
    std::ofstream(path) << text;
    return path;
  }
  static std::string query(const std::string& db, const std::string& sql) {
    return posetlab("query \"" + sql + "\" --csv --db " + db).out;
  }
  static std::string* dir_;
};

std::string* StoredConjecturesCli::dir_ = nullptr;

TEST(StoredConjectureSizes, ParseWhatSizesTextWrites) {
  EXPECT_EQ(parse_sizes_text(""), std::vector<int>{});
  EXPECT_EQ(parse_sizes_text("9"), std::vector<int>{9});
  EXPECT_EQ(parse_sizes_text("1..3, 5, 7..8"), (std::vector<int>{1, 2, 3, 5, 7, 8}));
  EXPECT_THROW(parse_sizes_text("3..1"), std::invalid_argument);
  EXPECT_THROW(parse_sizes_text("1,2"), std::invalid_argument);
  EXPECT_THROW(parse_sizes_text("4, 2"), std::invalid_argument);
}

TEST_F(StoredConjecturesCli, StoreTestsAtOnceAndRefusesDuplicatesAndBadExpressions) {
  const std::string db = copy_of_seven("store.sqlite");
  const auto a = posetlab("conjecture store " + std::string(kRefutedAtEight) + " --note \"few cover pairs\" --db " + db);
  EXPECT_EQ(a.status, 0) << a.out;
  EXPECT_EQ(a.out,
            "stored conjecture #1: hasse_arcs <= 2*size - 4 [where grundy = 0]\n"
            "holds for every poset with at most 7 points (142 rows)\n");
  const auto parity = posetlab("conjecture store \"grundy % 2 = size % 2\" --db " + db);
  EXPECT_EQ(parity.status, 0) << parity.out;
  EXPECT_NE(parity.out.find("smallest counterexample: poset 3: 0<2 1<2\n"), std::string::npos) << parity.out;

  const auto dup = posetlab("conjecture store " + std::string(kRefutedAtEight) + " --db " + db);
  EXPECT_EQ(dup.status, 2) << dup.out;
  EXPECT_NE(dup.out.find("conjecture already stored as #1"), std::string::npos) << dup.out;
  const auto bad = posetlab("conjecture store \"grundy <= sizee\" --db " + db);
  EXPECT_EQ(bad.status, 2) << bad.out;
  EXPECT_NE(bad.out.find("<expression>:1:11: no such column: sizee"), std::string::npos) << bad.out;
  const auto bad_where = posetlab("conjecture store \"grundy >= 0\" --where \"hieght = 1\" --db " + db);
  EXPECT_EQ(bad_where.status, 2) << bad_where.out;
  EXPECT_NE(bad_where.out.find("<where>:1:1: no such column: hieght"), std::string::npos) << bad_where.out;
  EXPECT_EQ(posetlab("conjecture store \"1\" --table nosuch --db " + db).status, 2);

  EXPECT_EQ(query(db, "SELECT id, statement, about, condition, note, source, sizes_tested, rows_tested, status, "
                      "refuted_size, counterexample FROM conjectures"),
            "id,statement,about,condition,note,source,sizes_tested,rows_tested,status,refuted_size,counterexample\n"
            "1,hasse_arcs <= 2*size - 4,posets,grundy = 0,few cover pairs,stated,1..7,142,open,,\n"
            "2,grundy % 2 = size % 2,posets,,,stated,1..7,2450,refuted,3,poset 3: 0<2 1<2\n");
  const auto list = posetlab("conjecture list --db " + db);
  EXPECT_EQ(list.status, 0);
  EXPECT_EQ(list.out,
            "id  status   tested  rows  refuted at  conjecture\n"
            " 1  open     1..7     142  -           hasse_arcs <= 2*size - 4 [where grundy = 0]\n"
            " 2  refuted  1..7    2450  3           grundy % 2 = size % 2\n"
            "#2 smallest counterexample: poset 3: 0<2 1<2\n");
  const auto json = posetlab("conjecture list --json --db " + db);
  EXPECT_NE(json.out.find("\"sizes_tested\":[1,2,3,4,5,6,7],\"sizes_text\":\"1..7\""), std::string::npos) << json.out;

  const auto forget = posetlab("conjecture forget 2 --db " + db);
  EXPECT_EQ(forget.status, 0) << forget.out;
  EXPECT_EQ(forget.out, "forgot conjecture #2: grundy % 2 = size % 2\n");
  const auto again = posetlab("conjecture forget 2 --db " + db);
  EXPECT_EQ(again.status, 2);
  EXPECT_EQ(again.out, "posetlab: conjecture forget: no stored conjecture #2 (stored: 1)\n");
  // An id past 2^63 - 1 is refused as written, not read as the largest id.
  const auto huge = posetlab("conjecture forget 99999999999999999999 --db " + db);
  EXPECT_EQ(huge.status, 2);
  EXPECT_NE(huge.out.find("'99999999999999999999' is not a conjecture id"), std::string::npos) << huge.out;
  EXPECT_EQ(query(db, "SELECT count(*) FROM conjecture_history WHERE conjecture = 2"), "count(*)\n0\n");
}

TEST_F(StoredConjecturesCli, NightlyRefutesExtendsAndThenChangesNothing) {
  const std::string db = copy_of_seven("nightly.sqlite");
  ASSERT_EQ(posetlab("conjecture store " + std::string(kRefutedAtEight) + " --db " + db).status, 0);
  ASSERT_EQ(posetlab("conjecture store \"grundy <= size\" --db " + db).status, 0);
  const std::string conf = file("eight.conf", "posets size=1..8\n");

  const auto night = posetlab("nightly -q --config " + conf + " --db " + db);
  ASSERT_EQ(night.status, 0) << night.out;
  EXPECT_NE(night.out.find("stored conjectures  tested"), std::string::npos) << night.out;
  EXPECT_NE(night.out.find("1 refuted, 1 extended, 2 new"), std::string::npos) << night.out;
  EXPECT_NE(night.out.find("    refuted   #1 hasse_arcs <= 2*size - 4 [where grundy = 0]: fails at 8 points "
                           "(tested 8), smallest counterexample " +
                           std::string(kEightPointCounterexample) + "\n"),
            std::string::npos)
      << night.out;
  EXPECT_NE(night.out.find("    extended  #2 grundy <= size: holds on 8\n"), std::string::npos) << night.out;

  // The counterexample is the one `conjecture test` reports first on the same table.
  const auto test = posetlab("conjecture test " + std::string(kRefutedAtEight) + " --show 1 --db " + db);
  EXPECT_EQ(test.status, 1);
  EXPECT_NE(test.out.find("fails: smallest counterexample has 8 points"), std::string::npos) << test.out;
  EXPECT_NE(test.out.find("\n" + std::string(kEightPointCounterexample) + "  #"), std::string::npos) << test.out;

  // Only size 8 was tested by the nightly: 142 + 2617 P-positions, 2450 + 16999 posets.
  const std::string after = "SELECT id, sizes_tested, rows_tested, status, refuted_size, counterexample FROM conjectures";
  const std::string expected_after =
      "id,sizes_tested,rows_tested,status,refuted_size,counterexample\n"
      "1,1..8,2759,refuted,8," +
      std::string(kEightPointCounterexample) + "\n2,1..8,19449,open,,\n";
  EXPECT_EQ(query(db, after), expected_after);
  EXPECT_EQ(query(db, "SELECT conjecture, run IS NULL, event, sizes FROM conjecture_history ORDER BY id"),
            "conjecture,run IS NULL,event,sizes\n1,1,stated,1..7\n2,1,stated,1..7\n1,0,new,\n1,0,refuted,8\n"
            "2,0,new,\n2,0,extended,8\n");
  EXPECT_EQ(query(db, "SELECT status, substr(message, 1, 28) FROM runs WHERE kind = 'conjectures'"),
            "status,\"substr(message, 1, 28)\"\ncomplete,\"1 refuted, 1 extended, 2 new\"\n");

  const std::string report = *dir_ + "/nightly-report.md";
  ASSERT_EQ(posetlab("report --no-html --db " + db + " -o " + report).status, 0);
  const std::string md = read_whole_file(report);
  EXPECT_NE(md.find("## Conjectures"), std::string::npos) << md;
  EXPECT_NE(md.find("- **refuted** #1 `hasse_arcs <= 2*size - 4 [where grundy = 0]`: fails at 8 points (tested 8), "
                    "smallest counterexample `" + std::string(kEightPointCounterexample) + "`"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("- **extended** #2 `grundy <= size`: holds on 1..8 (added 8)"), std::string::npos) << md;
  EXPECT_NE(md.find("| 1 | `hasse_arcs <= 2*size - 4` where `grundy = 0` | posets | **refuted** at 8 points | 1..8 | "
                    "2759 | `" + std::string(kEightPointCounterexample) + "` |"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("| 2 | `grundy <= size` | posets | open | 1..8 | 19449 |  |"), std::string::npos) << md;

  // Again: nothing became complete, so nothing is tested and nothing changes.
  const std::string history = query(db, "SELECT * FROM conjecture_history");
  const auto quiet = posetlab("nightly -q --config " + conf + " --db " + db);
  ASSERT_EQ(quiet.status, 0) << quiet.out;
  EXPECT_NE(quiet.out.find("nothing new to test"), std::string::npos) << quiet.out;
  EXPECT_EQ(query(db, after), expected_after);
  EXPECT_EQ(query(db, "SELECT last_tested = (SELECT max(at) FROM conjecture_history) FROM conjectures"),
            "last_tested = (SELECT max(at) FROM conjecture_history)\n1\n1\n");
  EXPECT_EQ(query(db, "SELECT * FROM conjecture_history"), history);
  // The report still names the refutation, as the last re-test that changed something.
  ASSERT_EQ(posetlab("report --no-html --db " + db + " -o " + report).status, 0);
  const std::string quiet_md = read_whole_file(report);
  EXPECT_NE(quiet_md.find("nothing new to test."), std::string::npos) << quiet_md;
  EXPECT_NE(quiet_md.find("The last re-test that changed something"), std::string::npos) << quiet_md;
  EXPECT_NE(quiet_md.find("- **refuted** #1"), std::string::npos) << quiet_md;
}

TEST_F(StoredConjecturesCli, SmallerSizesCanOnlyLowerARefutation) {
  // Stored when only size 8 is complete: both fail there. Sizes 1..7 then extend the
  // first (still refuted at 8) and move the second's smallest counterexample down to 3,
  // after which sizes 4..7 are not tested: they cannot change it. The nightly tests after
  // each job; its summary says what the night did to each conjecture in one line.
  const std::string db = *dir_ + "/eight-only.sqlite";
  ASSERT_EQ(posetlab("enumerate posets -q --threads 2 --size 8 --db " + db).status, 0);
  ASSERT_EQ(posetlab("conjecture store " + std::string(kRefutedAtEight) + " --db " + db).status, 0);
  ASSERT_EQ(posetlab("conjecture store \"grundy % 2 = size % 2\" --db " + db).status, 0);
  EXPECT_EQ(query(db, "SELECT sizes_tested, status, refuted_size FROM conjectures"),
            "sizes_tested,status,refuted_size\n8,refuted,8\n8,refuted,8\n");
  const auto night = posetlab("nightly -q --config " + file("seven.conf", "posets size=1..7\n") + " --db " + db);
  ASSERT_EQ(night.status, 0) << night.out;
  EXPECT_EQ(query(db, "SELECT sizes_tested, status, refuted_size, counterexample FROM conjectures"),
            "sizes_tested,status,refuted_size,counterexample\n1..8,refuted,8," + std::string(kEightPointCounterexample) +
                "\n\"1..3, 8\",refuted,3,poset 3: 0<2 1<2\n");
  EXPECT_NE(night.out.find("    refuted   #2 grundy % 2 = size % 2: fails at 3 points (tested 1..3), smallest "
                           "counterexample poset 3: 0<2 1<2\n"),
            std::string::npos)
      << night.out;
  EXPECT_NE(night.out.find("    extended  #1 hasse_arcs <= 2*size - 4 [where grundy = 0]: holds on 1..7\n"),
            std::string::npos)
      << night.out;
}

TEST_F(StoredConjecturesCli, MineStoresItsSurvivingProposalsOnce) {
  const std::string db = copy_of_seven("mine.sqlite");
  const auto mined = posetlab("conjecture mine --max 5 --store --db " + db);
  ASSERT_EQ(mined.status, 0) << mined.out;
  // Of the five printed, those refuted by the held-back size 7 are not stored.
  std::size_t stored = 0, refuted = 0;
  for (std::size_t at = 0; (at = mined.out.find("\nstored #", at)) != std::string::npos; ++at) ++stored;
  for (std::size_t at = 0; (at = mined.out.find("size 7: REFUTED", at)) != std::string::npos; ++at) ++refuted;
  EXPECT_GE(stored, 3u) << mined.out;
  EXPECT_EQ(stored + refuted, 5u) << mined.out;
  const std::string n = std::to_string(stored);
  EXPECT_EQ(query(db, "SELECT count(*), min(source), max(source), min(status) FROM conjectures"),
            "count(*),min(source),max(source),min(status)\n" + n + ",mined,mined,open\n");
  EXPECT_EQ(query(db, "SELECT count(*) FROM conjectures WHERE sizes_tested = '1..7' AND note LIKE 'conjecture mine: %'"),
            "count(*)\n" + n + "\n");
  const auto again = posetlab("conjecture mine --max 5 --store --db " + db);
  ASSERT_EQ(again.status, 0) << again.out;
  EXPECT_NE(again.out.find("not stored: conjecture already stored as #1"), std::string::npos) << again.out;
  EXPECT_EQ(query(db, "SELECT count(*) FROM conjectures"), "count(*)\n" + n + "\n");
}

TEST_F(StoredConjecturesCli, BoundsStoresItsSurvivingFitsOnce) {
  const std::string db = copy_of_seven("bounds.sqlite");
  const auto fitted = posetlab("conjecture bounds --max 6 --store --db " + db);
  ASSERT_EQ(fitted.status, 0) << fitted.out;
  auto count = [](const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = 0; (at = text.find(what, at)) != std::string::npos; ++at) ++n;
    return n;
  };
  // One held-back size (7): a printed bound survives iff its line says so, and only those are stored.
  const std::size_t stored = count(fitted.out, "\nstored #");
  EXPECT_EQ(stored, count(fitted.out, "size 7: survives")) << fitted.out;
  EXPECT_GE(stored, 1u) << fitted.out;
  EXPECT_EQ(query(db, "SELECT count(*) FROM conjectures WHERE source = 'mined' AND status = 'open' AND "
                      "sizes_tested = '1..7' AND note LIKE 'conjecture bounds: %'"),
            "count(*)\n" + std::to_string(stored) + "\n");
  // With --json standard output stays one object; the second run stores nothing new.
  const auto json = testing::run_shell(std::string(POSETLAB_BINARY) + " conjecture bounds --max 6 --store --json --db " +
                                       db + " 2>/dev/null");
  ASSERT_EQ(json.status, 0) << json.out;
  EXPECT_EQ(json.out.front(), '{') << json.out;
  EXPECT_EQ(count(json.out, "\n"), 1u) << json.out;
  EXPECT_EQ(query(db, "SELECT count(*) FROM conjectures"), "count(*)\n" + std::to_string(stored) + "\n");
}

TEST_F(StoredConjecturesCli, ReportHasOneConjecturesSectionWithAConjecturesFile) {
  const std::string db = copy_of_seven("both.sqlite");
  ASSERT_EQ(posetlab("conjecture store \"grundy <= size\" --db " + db).status, 0);
  const std::string list = file("c.txt", "le-size: grundy <= size\n");
  ASSERT_EQ(posetlab("verify -q --only conjecture: --conjectures " + list + " --db " + db).status, 0);
  const std::string report = *dir_ + "/both.md";
  ASSERT_EQ(posetlab("report --no-html --db " + db + " -o " + report).status, 0);
  const std::string md = read_whole_file(report);
  EXPECT_EQ(md.find("\n## Conjectures\n"), md.rfind("\n## Conjectures\n")) << md;
  EXPECT_NE(md.find("\n## Conjectures\n"), std::string::npos) << md;
  EXPECT_NE(md.find("No nightly has re-tested the stored conjectures yet"), std::string::npos) << md;
  EXPECT_NE(md.find("### Conjectures files"), std::string::npos) << md;
  EXPECT_NE(md.find("### le-size — pass"), std::string::npos) << md;
}

TEST(StoredConjectureSchema, AVersionTenFileGainsTheTables) {
  const std::string path = std::filesystem::temp_directory_path() / ("posetlab_v10_" + std::to_string(getpid()) + ".sqlite");
  std::filesystem::remove(path);
  {
    Store s(path, Store::Access::ReadWrite);
    // What versions 11, 13 and 14 add (12 only loosens a column).
    s.db().exec("DROP TABLE conjectures; DROP TABLE conjecture_history; DROP VIEW two_level_counts; "
                "DROP TABLE two_level_summary; ALTER TABLE posets DROP COLUMN misere; PRAGMA user_version=10");
  }
  {
    Store s(path, Store::Access::ReadWrite);
    EXPECT_EQ(s.db().query_int("PRAGMA user_version"), kSchemaVersion);
    EXPECT_EQ(s.db().query_int("SELECT count(*) FROM sqlite_schema WHERE name IN ('conjectures', 'conjecture_history')"),
              2);
  }
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
}

}  // namespace
}  // namespace posetlab
