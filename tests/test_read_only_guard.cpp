// Read-only commands as a hostile user meets them: `query` runs no function that hands
// out or installs code pointers (fts3_tokenizer), no PRAGMA that sets anything (the same
// allow-list as conjecture expressions), no ATTACH (it points to --attach); and reading
// a database leaves no -wal or -shm file beside it, while a database a job holds open
// still reads its latest commits.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "results/store/sql_guard.hpp"
#include "results/store/sqlite_db.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab::testing {
namespace {

namespace fs = std::filesystem;

bool guard_out_has(const ShellResult& r, const std::string& text) { return r.out.find(text) != std::string::npos; }

class ReadOnlyGuard : public TempDirTest {
 protected:
  std::string posets_db() {
    const std::string path = db("p.sqlite");
    EXPECT_EQ(posetlab("enumerate posets --size 3 -q --db " + path).status, 0);
    return path;
  }
  static bool wal_files(const std::string& path) { return fs::exists(path + "-wal") || fs::exists(path + "-shm"); }
};

using ReadOnlyGuardCli = ReadOnlyGuard;  // the tests of ReadOnlyGuard that start the posetlab binary

TEST_F(ReadOnlyGuardCli, QueryRefusesCodePointersSettingsAndAttach) {
  const std::string path = posets_db();
  for (const std::string sql : {"SELECT fts3_tokenizer('simple')", "SELECT fts3_tokenizer('x', x'0102030405060708')",
                                "SELECT load_extension('x')"}) {
    const ShellResult r = posetlab("query \"" + sql + "\" --db " + path);
    EXPECT_EQ(r.status, 2) << sql << "\n" << r.out;
    EXPECT_TRUE(guard_out_has(r, "query is read-only: refusing the function")) << sql << "\n" << r.out;
  }
  for (const std::string sql : {"PRAGMA writable_schema=1", "PRAGMA journal_mode=DELETE", "PRAGMA query_only=0",
                                "PRAGMA cell_size_check=1", "PRAGMA mmap_size=1000000"}) {
    const ShellResult r = posetlab("query \"" + sql + "\" --db " + path);
    EXPECT_EQ(r.status, 2) << sql << "\n" << r.out;
    EXPECT_TRUE(guard_out_has(r, "only PRAGMAs that report")) << sql << "\n" << r.out;
  }
  for (const std::string sql : {"PRAGMA table_info(posets)", "PRAGMA page_count", "PRAGMA user_version",
                                "SELECT name FROM pragma_table_info('posets') LIMIT 1"}) {
    const ShellResult r = posetlab("query \"" + sql + "\" --db " + path);
    EXPECT_EQ(r.status, 0) << sql << "\n" << r.out;
  }
  const ShellResult r = posetlab("query \"ATTACH '" + path + "' AS other; SELECT count(*) FROM other.posets\" --db " + path);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_TRUE(guard_out_has(r, "--attach NAME=PATH")) << r.out;
}

TEST_F(ReadOnlyGuard, OneAllowListOfReadOnlyPragmasAndFunctions) {
  EXPECT_TRUE(is_read_only_pragma("table_info", "posets"));
  EXPECT_TRUE(is_read_only_pragma("PAGE_SIZE", nullptr));
  EXPECT_FALSE(is_read_only_pragma("page_size", "1024"));
  EXPECT_FALSE(is_read_only_pragma("writable_schema", nullptr));
  EXPECT_FALSE(is_read_only_pragma("writable_schema", "1"));
  EXPECT_TRUE(is_forbidden_sql_function("FTS3_Tokenizer"));
  EXPECT_FALSE(is_forbidden_sql_function("count"));
  // The connection itself refuses the two-argument form, whatever the authorizer.
  Db d(db("x.sqlite"), Db::Mode::Create);
  EXPECT_THROW(d.exec("SELECT fts3_tokenizer('mine', x'0102030405060708')"), DbError);
}

TEST_F(ReadOnlyGuardCli, ReadingLeavesNoWalFilesAndSeesARunningJobsCommits) {
  const std::string path = posets_db();
  ASSERT_FALSE(wal_files(path));
  for (const std::string command : {"query \"SELECT count(*) FROM posets\"", "stats", "query --tables",
                                    "lookup \"poset 2: 0<1\"", "export bfile --table posets_counts --column count"}) {
    posetlab(command + " --db " + path);
    EXPECT_FALSE(wal_files(path)) << command;
  }
  // A writer holding the database (a running job): its commits sit in the -wal file,
  // not yet in the database file. A reader sees them, and leaves the writer's files.
  {
    Db writer(path, Db::Mode::ReadWrite);
    writer.exec("PRAGMA wal_autocheckpoint=0; CREATE TABLE extra(x); INSERT INTO extra VALUES (41), (42)");
    ASSERT_TRUE(fs::exists(path + "-wal"));
    const ShellResult r = posetlab("query --csv \"SELECT sum(x) FROM extra\" --db " + path);
    EXPECT_EQ(r.status, 0) << r.out;
    EXPECT_EQ(r.out, "sum(x)\n83\n");
    EXPECT_TRUE(fs::exists(path + "-wal"));
    writer.exec("INSERT INTO extra VALUES (1)");
  }
  EXPECT_FALSE(wal_files(path));  // the writer closed last
  EXPECT_EQ(posetlab("query --csv \"SELECT sum(x) FROM extra\" --db " + path).out, "sum(x)\n84\n");
  EXPECT_FALSE(wal_files(path));
}

TEST_F(ReadOnlyGuardCli, AnArchiveMarkedReadOnlyGetsNoFilesBesideItEvenForRoot) {
  const std::string source = posets_db();
  const fs::path archive = dir_ / "archive";
  fs::create_directories(archive);
  const std::string path = (archive / "p.sqlite").string();
  fs::copy_file(source, path);
  chmod(path.c_str(), 0444);
  chmod(archive.c_str(), 0555);
  const ShellResult r = posetlab("query --csv \"SELECT count(*) FROM posets\" --db " + path);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_FALSE(wal_files(path)) << (getuid() == 0 ? "as root" : "");
  chmod(archive.c_str(), 0755);
}

}  // namespace
}  // namespace posetlab::testing
