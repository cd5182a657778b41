// Small promises of the command line: -q leaves standard error empty on success; a
// UTF-8 byte-order mark at the start of a file is skipped; `lookup` of a coloured poset
// finds its coloured class; `solve --keep-going` names every bad line and exits 2.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

bool quiet_out_has(const ShellResult& r, const std::string& text) { return r.out.find(text) != std::string::npos; }

class QuietAndInputsCli : public TempDirTest {};

TEST_F(QuietAndInputsCli, QuietJobsPrintNothingOnSuccess) {
  const std::string path = db("q.sqlite");
  ShellResult r = posetlab("enumerate posets --size 3 -q --db " + path);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "");
  r = posetlab("enumerate posets --size 3 -q --db " + path);  // already complete
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "");
}

TEST_F(QuietAndInputsCli, AByteOrderMarkIsSkipped) {
  const std::string file = db("bom.txt");
  std::ofstream(file) << "\xEF\xBB\xBFposet 2: 0<1\n";
  ShellResult r = posetlab("solve " + file);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out, "index=0 elements=2 grundy=2 outcome=N\n");
  r = posetlab("solve", "\\357\\273\\277poset 1:\\n");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_EQ(r.out, "index=0 elements=1 grundy=1 outcome=N\n");
  const std::string conf = db("nightly.conf");
  std::ofstream(conf) << "\xEF\xBB\xBFposets size=2\n";
  r = posetlab("nightly -q --config " + conf + " --db " + db("n.sqlite"));
  EXPECT_EQ(r.status, 0) << r.out;
}

TEST_F(QuietAndInputsCli, LookupOfAColouredPosetFindsItsColouredClass) {
  const std::string path = db("c.sqlite");
  ASSERT_EQ(posetlab("enumerate coloured-posets --size 3 -q --db " + path).status, 0);
  ASSERT_EQ(posetlab("enumerate posets --size 3 -q --db " + path).status, 0);
  // The same coloured V in two labellings; the other colouring of its bottom differs.
  const ShellResult r = posetlab("lookup --db " + path, "poset 3 BWB: 0<1 0<2\\nposet 3 WBB: 1<0 1<2\\nposet 3 WWB: 1<0 1<2\\n");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_FALSE(quiet_out_has(r, "table=posets")) << r.out;
  const std::size_t first = r.out.find("<stdin>:1 table=coloured_posets size=3 ");
  const std::size_t second = r.out.find("<stdin>:2 table=coloured_posets size=3 ");
  ASSERT_NE(first, std::string::npos) << r.out;
  ASSERT_NE(second, std::string::npos) << r.out;
  auto rest = [&](std::size_t at) { return r.out.substr(r.out.find(" poset=", at), r.out.find('\n', at) - r.out.find(" poset=", at)); };
  EXPECT_EQ(rest(first), rest(second));
  EXPECT_TRUE(quiet_out_has(r, "blacks=2")) << r.out;
  EXPECT_TRUE(quiet_out_has(r, "<stdin>:3 table=coloured_posets size=3 ")) << r.out;
  EXPECT_TRUE(quiet_out_has(r, "blacks=1")) << r.out;
}

TEST_F(QuietAndInputsCli, KeepGoingNamesEveryBadLineAndExitsTwo) {
  const ShellResult r = posetlab("solve --keep-going", "poset 2: 0<1\\nbad line\\nposet 2: 0<0\\nposet 1:\\n");
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(quiet_out_has(r, "index=1 elements=1 grundy=1")) << r.out;
  EXPECT_TRUE(quiet_out_has(r, "skipped <stdin>:2:1: unrecognised line")) << r.out;
  EXPECT_TRUE(quiet_out_has(r, "skipped <stdin>:3:")) << r.out;
  EXPECT_TRUE(quiet_out_has(r, "skipped 2 bad line(s)")) << r.out;
}

}  // namespace
}  // namespace posetlab::testing
