// The researcher's tools end to end: `canonical` (the key the tables store, equal for
// relabelled copies, different for non-isomorphic posets: checked against nauty's own
// count of the classes), `lookup` (a relabelled poset found in a posets table, absent
// ones exit 1), `query` from standard input and files, --tables, --columns, --attach,
// and read-only databases opened immutable.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <random>
#include <set>
#include <sstream>
#include <string>

#include "results/store/sqlite_db.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// `poset n: a<b ...` with the elements renamed by a random permutation.
std::string relabelled(int n, const std::vector<std::pair<int, int>>& rel, std::mt19937_64& rng) {
  std::vector<int> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), rng);
  std::string s = "poset " + std::to_string(n) + ":";
  for (auto [a, b] : rel) s += " " + std::to_string(perm[a]) + "<" + std::to_string(perm[b]);
  return s;
}

class ToolsCli : public TempDirTest {
 protected:
  std::string posets_db(int size, const std::string& name = "posets.sqlite") {
    const std::string path = db(name);
    const ShellResult r = posetlab("enumerate posets --size " + std::to_string(size) + " -q --db " + path);
    EXPECT_EQ(r.status, 0) << r.out;
    return path;
  }
};

TEST_F(ToolsCli, CanonicalKeysAreClassKeys) {
  // Relabelled copies get one key; nauty's 16 posets of 4 points get 16 different keys.
  std::mt19937_64 rng(25);
  const std::vector<std::pair<int, int>> rel = {{0, 1}, {0, 2}, {2, 3}, {4, 3}};
  std::string input;
  for (int i = 0; i < 6; ++i) input += relabelled(5, rel, rng) + "\\n";
  ShellResult r = posetlab("canonical", input);
  ASSERT_EQ(r.status, 0) << r.out;
  const auto keys = lines(r.out);
  ASSERT_EQ(keys.size(), 6u);
  EXPECT_EQ(std::set<std::string>(keys.begin(), keys.end()).size(), 1u) << r.out;
  EXPECT_EQ(keys[0][0], '&');
  r = run_shell("nauty-genposetg 4 o 2>/dev/null | " + std::string(POSETLAB_BINARY) + " canonical");
  ASSERT_EQ(r.status, 0) << r.out;
  const auto all = lines(r.out);
  EXPECT_EQ(all.size(), 16u);
  EXPECT_EQ(std::set<std::string>(all.begin(), all.end()).size(), 16u);
  r = posetlab("canonical --json", "family 2: {0} {0,1}\\nfamily 2: {1} {0,1}\\n");
  ASSERT_EQ(r.status, 0) << r.out;
  const auto fam = lines(r.out);
  ASSERT_EQ(fam.size(), 2u);
  EXPECT_EQ(fam[0].substr(fam[0].find("\"size\"")), fam[1].substr(fam[1].find("\"size\"")));
  EXPECT_NE(fam[0].find("\"two_level\":\"family 2:"), std::string::npos) << r.out;
}

TEST_F(ToolsCli, LookupFindsARelabelledPosetAndTheKeyTheTableStores) {
  const std::string path = posets_db(6);
  std::mt19937_64 rng(2025);
  // A 6-point poset, relabelled: found, with the values the table stores.
  const std::vector<std::pair<int, int>> rel = {{0, 1}, {1, 2}, {0, 3}, {3, 4}, {5, 4}};
  ShellResult r = posetlab("lookup --db " + path, relabelled(6, rel, rng) + "\\n");
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("<stdin>:1 table=posets size=6 "), std::string::npos) << r.out;
  const std::string key = lines(posetlab("canonical", relabelled(6, rel, rng) + "\\n").out).at(0);
  r = posetlab("query \"SELECT count(*) FROM posets WHERE canonical = '" + key + "'\" --csv --db " + path);
  EXPECT_EQ(r.out, "count(*)\n1\n") << r.out;
  // Its grundy value agrees with solve.
  r = posetlab("lookup --json --db " + path, relabelled(6, rel, rng) + "\\n");
  const std::string g = lines(posetlab("solve --json", relabelled(6, rel, rng) + "\\n").out).at(0);
  const auto grundy = [](const std::string& s) {
    const std::size_t at = s.find("\"grundy\":") + 9;
    return s.substr(at, s.find_first_not_of("0123456789", at) - at);
  };
  EXPECT_EQ(grundy(r.out), grundy(g)) << r.out << g;
  // Every class of the table is found from a relabelled copy of nauty's representative.
  r = run_shell("nauty-genposetg 6 o 2>/dev/null | " + std::string(POSETLAB_BINARY) + " lookup --db " + path + " | wc -l");
  EXPECT_EQ(r.out, "318\n");
  // Absent: a poset of 9 points in a table of 6-point posets.
  r = posetlab("lookup --db " + path, "poset 9: 0<1 1<2 2<3 3<4 4<5 5<6 6<7 7<8\\n");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("<stdin>:1: not stored"), std::string::npos) << r.out;
}

TEST_F(ToolsCli, LookupFindsEveryTwoLevelFamilyInAnyLabelling) {
  // Every family of distinct subsets of 3 bottoms (the empty top included) is stored under
  // one of the 80 classes, whichever labelling it is written in.
  const std::string path = db("two_level.sqlite");
  ASSERT_EQ(posetlab("enumerate two-level --bottoms 3 --with-empty-top -q --db " + path).status, 0);
  std::string input;
  for (int chosen = 0; chosen < 256; ++chosen) {
    input += "family 3:";
    for (int set = 0; set < 8; ++set) {
      if (!(chosen >> set & 1)) continue;
      std::string text;
      for (int b = 0; b < 3; ++b)
        if (set >> b & 1) text += (text.empty() ? "" : ",") + std::to_string(b);
      input += " {" + text + "}";
    }
    input += "\\n";
  }
  const ShellResult r = posetlab("lookup --db " + path, input);
  ASSERT_EQ(r.status, 0) << r.out;
  std::set<std::string> rows;
  for (const std::string& line : lines(r.out)) rows.insert(line.substr(line.find(' ') + 1));
  EXPECT_EQ(lines(r.out).size(), 256u);
  EXPECT_EQ(rows.size(), 80u);
}

// A poset stored in several tables is printed table by table in one fixed order (posets,
// two_level, chomp), whatever order the tables are registered in.
TEST_F(ToolsCli, LookupListsTheTablesOfOnePosetInAFixedOrder) {
  const std::string path = db("several.sqlite");
  ASSERT_EQ(posetlab("enumerate posets --size 5 -q --db " + path).status, 0);
  ASSERT_EQ(posetlab("enumerate two-level --bottoms 3 -q --db " + path).status, 0);
  ASSERT_EQ(posetlab("enumerate chomp --max 3 -q --db " + path).status, 0);
  // A two-level poset is in posets and two_level; a Chomp board in posets and chomp.
  ShellResult r = posetlab("lookup --db " + path, "family 3: {0,1} {1,2}\n");
  ASSERT_EQ(r.status, 0) << r.out;
  std::vector<std::string> got = lines(r.out);
  ASSERT_EQ(got.size(), 2u) << r.out;
  EXPECT_NE(got[0].find(" table=posets "), std::string::npos) << r.out;
  EXPECT_NE(got[1].find(" table=two_level "), std::string::npos) << r.out;
  const std::string bin = POSETLAB_BINARY;
  r = run_shell(bin + " family chomp 2 3 | " + bin + " lookup --db " + path);  // the 2 x 3 board
  ASSERT_EQ(r.status, 0) << r.out;
  got = lines(r.out);
  ASSERT_EQ(got.size(), 2u) << r.out;
  EXPECT_NE(got[0].find(" table=posets "), std::string::npos) << r.out;
  EXPECT_NE(got[1].find(" table=chomp "), std::string::npos) << r.out;
}

TEST_F(ToolsCli, QueryFromStandardInputFilesTablesColumnsAndAttach) {
  const std::string a = posets_db(3, "a.sqlite"), b = posets_db(4, "b.sqlite");
  ShellResult r = run_shell("echo 'SELECT count(*) AS n FROM posets;' | " + std::string(POSETLAB_BINARY) +
                            " query - --csv --db " + a + " 2>&1");
  EXPECT_EQ(r.out, "n\n5\n") << r.out;
  const std::string file = db("q.sql");
  std::ofstream(file) << "-- a comment\nSELECT count(*) AS n\nFROM posets;\n";
  r = posetlab("query --file " + file + " --csv --db " + b);
  EXPECT_EQ(r.out, "n\n16\n") << r.out;
  r = posetlab("query --tables --csv --db " + a);
  EXPECT_NE(r.out.find("main,posets,table"), std::string::npos) << r.out;
  r = posetlab("query --columns posets --csv --db " + a);
  EXPECT_NE(r.out.find("\ncanonical,TEXT,1,"), std::string::npos) << r.out;
  r = posetlab("query --columns nothing --db " + a);
  EXPECT_EQ(r.status, 2) << r.out;
  r = posetlab("query --attach other=" + b +
               " \"SELECT (SELECT count(*) FROM posets) AS here, (SELECT count(*) FROM other.posets) AS there\" --csv --db " + a);
  EXPECT_EQ(r.out, "here,there\n5,16\n") << r.out;
  // Attached read-only: a write to it is refused, the file unchanged.
  r = posetlab("query --attach other=" + b + " \"DELETE FROM other.posets\" --db " + a);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_EQ(posetlab("query \"SELECT count(*) FROM posets\" --csv --db " + b).out, "count(*)\n16\n");
  r = posetlab("query --attach other=" + db("missing.sqlite") + " \"SELECT 1\" --db " + a);
  EXPECT_EQ(r.status, 2) << r.out;
}

// An archive: a database whose directory may not be written. Tests run as root, where
// chmod does not stop writes, so the immutable open is checked directly: it reads the
// tables and leaves no -wal, -shm or -journal file beside the database.
TEST_F(ToolsCli, ImmutableOpenWritesNothingBesideTheDatabase) {
  const std::string path = posets_db(4);
  const auto beside = [&] {
    int n = 0;
    for (const auto& e : fs::directory_iterator(dir_)) n += e.path().string().starts_with(path + "-");
    return n;
  };
  ASSERT_EQ(beside(), 0);
  {
    Db db(path, Db::Mode::ReadOnlyImmutable);
    EXPECT_TRUE(db.immutable());
    EXPECT_EQ(db.query_int("SELECT count(*) FROM posets"), 16);
    EXPECT_EQ(beside(), 0);
  }
  EXPECT_EQ(immutable_uri("/a b/x%?#.sqlite"), "file:/a%20b/x%25%3f%23.sqlite?immutable=1");
  // The read-only commands on a directory without write permission (effective when not root).
  fs::permissions(dir_, fs::perms::owner_write | fs::perms::group_write | fs::perms::others_write, fs::perm_options::remove);
  for (const std::string& command : {std::string("query \"SELECT count(*) FROM posets\""), std::string("stats")}) {
    const ShellResult r = posetlab(command + " --db " + path);
    EXPECT_EQ(r.status, 0) << command << ": " << r.out;
  }
  const ShellResult r = posetlab("lookup --db " + path, "poset 4: 0<1 1<2 2<3\\n");
  EXPECT_EQ(r.status, 0) << r.out;
  fs::permissions(dir_, fs::perms::owner_all, fs::perm_options::add);
}

// A database on a read-only file system: in a private mount namespace (unshare -m, which
// needs root or the capability), a tmpfs holding a database is remounted read-only. The
// readers open it as immutable; a job is refused with the file and the reason named, not
// SQLite's "unable to open database file".
TEST_F(ToolsCli, ADatabaseOnAReadOnlyMountIsReadAndAJobThereIsRefusedByName) {
  if (run_shell("unshare -m true 2>/dev/null").status != 0) GTEST_SKIP() << "no private mount namespace here";
  const std::string mnt = db("ro");
  fs::create_directories(mnt);
  const std::string bin = POSETLAB_BINARY, d = mnt + "/p.sqlite";
  const ShellResult r = run_shell(
      "unshare -m sh -c 'mount -t tmpfs none " + mnt + " && " + bin + " enumerate posets --size 4 -q --db " + d +
      " && mount -o remount,ro " + mnt + " && " + bin + " query \"SELECT count(*) FROM posets\" --db " + d + " && " +
      bin + " enumerate posets --size 5 -q --db " + d + "; echo rc=$?' 2>&1");
  EXPECT_NE(r.out.find("16\n"), std::string::npos) << r.out;  // read there
  EXPECT_NE(r.out.find(d + ": cannot be written: " + mnt + " is on a read-only file system"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("rc=2"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("unable to open database file"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace posetlab::testing
