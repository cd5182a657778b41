// The store: schema creation and version checks, refusal of foreign, corrupt and newer
// files, the `sets` encoding, idempotent inserts, read-only queries and their output.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "engine/core/error.hpp"
#include "results/jobs/checksum.hpp"
#include "results/queries/query.hpp"
#include "results/store/schema.hpp"
#include "results/store/sets_codec.hpp"
#include "results/store/store.hpp"
#include "results/tables/two_level.hpp"
#include "test_jobs_fake.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;

class StoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("posetlab_store_" + std::to_string(getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string db(const std::string& name) { return (dir_ / name).string(); }
  std::string open_error(const std::string& path, Store::Access access) {
    try {
      Store s(path, access);
    } catch (const BadDatabaseError& e) {
      return e.what();
    }
    return "";
  }
  // Turns a fresh file's two_level back into the table of versions 1-5 (before the
  // compact rows of version 7), so older files can be made from a fresh one.
  static void undo_compact_rows(Db& d) {
    d.exec(
        "DROP VIEW two_level; DROP TABLE two_level_rows; CREATE TABLE two_level (bottoms INTEGER NOT NULL, "
        "tops INTEGER NOT NULL, edges INTEGER NOT NULL, has_empty_top INTEGER NOT NULL, sets BLOB NOT NULL, "
        "family TEXT NOT NULL, grundy INTEGER NOT NULL, gset INTEGER NOT NULL, aut INTEGER NOT NULL, "
        "parity_uniform INTEGER NOT NULL, top_parity TEXT NOT NULL, components INTEGER NOT NULL, "
        "isolated INTEGER NOT NULL, bottom_twins TEXT NOT NULL); "
        "CREATE UNIQUE INDEX two_level_key ON two_level(bottoms, sets)");
  }
  // A store holding `n` fake classes.
  void fill(Store& s, int n) {
    testing::FakeJob job(1, 1);
    TwoLevelInserter ins(s.db());
    Transaction tx(s.db());
    for (int i = 0; i < n; ++i) ins.insert(job.make_class(i % 30, i / 30));
    tx.commit();
  }
  fs::path dir_;
};

TEST_F(StoreTest, AFreshDatabaseGetsTheSchemaInWalMode) {
  std::string path = db("new.sqlite");
  Store s(path, Store::Access::ReadWrite);
  EXPECT_EQ(s.db().query_int("PRAGMA user_version"), kSchemaVersion);
  EXPECT_EQ(s.db().query_int("PRAGMA application_id"), kApplicationId);
  for (const char* t : {"two_level", "posets", "jobs", "runs", "units", "locks", "checks", "meta"})
    EXPECT_EQ(s.db().query_int(std::string("SELECT count(*) FROM sqlite_schema WHERE name='") + t + "'"), 1) << t;
  Stmt mode = s.db().prepare("PRAGMA journal_mode");
  ASSERT_TRUE(mode.step());
  EXPECT_EQ(mode.text(0), "wal");
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM sqlite_schema WHERE name='two_level' AND type='view'"), 1);
  Store again(path, Store::Access::ReadOnly);  // reopening checks, changes nothing
  EXPECT_EQ(again.db().query_int("SELECT count(*) FROM two_level"), 0);
}

// A database in a folder that does not exist is refused, the folder not made: a typo in
// --db must not leave new folders behind.
TEST_F(StoreTest, AMissingFolderIsAnErrorNotMade) {
  const std::string path = db("sub/dir/new.sqlite");
  try {
    Store s(path, Store::Access::ReadWrite);
    ADD_FAILURE() << "opened " << path;
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("folder " + db("sub/dir") + " does not exist"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(fs::exists(db("sub")));
}

TEST_F(StoreTest, MissingNonSqliteForeignEmptyAndCorruptFilesAreRefusedClearly) {
  EXPECT_NE(open_error(db("missing.sqlite"), Store::Access::ReadOnly).find("no such database file"), std::string::npos);
  { std::ofstream(db("text.sqlite")) << "hello, not a database\n"; }
  for (auto access : {Store::Access::ReadOnly, Store::Access::ReadWrite})
    EXPECT_NE(open_error(db("text.sqlite"), access).find("text.sqlite: not a posetlab database (not an SQLite file"),
              std::string::npos);
  {
    Db foreign(db("foreign.sqlite"), Db::Mode::Create);
    foreign.exec("CREATE TABLE t(x)");
  }
  EXPECT_NE(open_error(db("foreign.sqlite"), Store::Access::ReadWrite).find("written by another program"),
            std::string::npos);
  { Db empty(db("empty.sqlite"), Db::Mode::Create); }
  EXPECT_NE(open_error(db("empty.sqlite"), Store::Access::ReadOnly).find("empty database"), std::string::npos);
  // A real database whose header page is overwritten with garbage.
  { Store s(db("corrupt.sqlite"), Store::Access::ReadWrite); }
  {
    std::fstream f(db("corrupt.sqlite"), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(16);
    std::string junk(200, '\x5a');
    f.write(junk.data(), std::streamsize(junk.size()));
  }
  EXPECT_NE(open_error(db("corrupt.sqlite"), Store::Access::ReadOnly).find("not a posetlab database"),
            std::string::npos);
  EXPECT_TRUE(fs::file_size(db("text.sqlite")) > 0);  // never overwritten
}

// A version-3 database (checks without the oracle column) is migrated on first write
// and keeps its rows.
TEST_F(StoreTest, AVersionThreeDatabaseGainsTheOracleColumn) {
  {
    Store s(db("v1.sqlite"), Store::Access::ReadWrite);
    s.db().exec("INSERT INTO checks (id, scope, status) VALUES ('000-T2.4', 'old', 'pass')");
    undo_compact_rows(s.db());            // step 6 -> 7
    s.db().exec("DROP TABLE mb_games");  // added by step 4 -> 5
    s.db().exec("DROP VIEW posets_counts; DROP TABLE posets_summary");  // added by step 5 -> 6
    s.db().exec("ALTER TABLE checks DROP COLUMN oracle");
    s.db().exec("PRAGMA user_version=3");
  }
  EXPECT_NE(open_error(db("v1.sqlite"), Store::Access::ReadOnly).find("needs migrating"), std::string::npos);
  Store s(db("v1.sqlite"), Store::Access::ReadWrite);
  EXPECT_EQ(s.db().query_int("PRAGMA user_version"), kSchemaVersion);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM checks WHERE id = '000-T2.4' AND oracle IS NULL"), 1);
}

TEST_F(StoreTest, ANewerSchemaIsRefusedAndNotTouched) {
  {
    Store s(db("a.sqlite"), Store::Access::ReadWrite);
    s.db().exec("PRAGMA user_version=" + std::to_string(kSchemaVersion + 1));
  }
  std::string e = open_error(db("a.sqlite"), Store::Access::ReadWrite);
  EXPECT_NE(e.find("schema version " + std::to_string(kSchemaVersion + 1) +
                   " is newer than this posetlab understands (" + std::to_string(kSchemaVersion) + ")"),
            std::string::npos)
      << e;
  Db raw(db("a.sqlite"), Db::Mode::ReadOnly);
  EXPECT_EQ(raw.query_int("PRAGMA user_version"), kSchemaVersion + 1);
}

TEST_F(StoreTest, AVersionOneDatabaseIsMigratedKeepingItsRows) {
  {
    Store s(db("v1.sqlite"), Store::Access::ReadWrite);
    undo_compact_rows(s.db());
    s.db().exec("INSERT INTO two_level VALUES (2, 1, 1, 0, x'01', 'family 2: {0}', 1, 1, 1, 1, 'odd', 2, 1, '1,1')");
    s.db().exec(
        "DROP VIEW posets_counts; DROP TABLE posets_summary; DROP TABLE mb_games; DROP TABLE coloured_posets; ALTER TABLE posets DROP COLUMN hasse_arcs; ALTER TABLE posets DROP COLUMN levels; "
        "ALTER TABLE posets DROP COLUMN outcome; ALTER TABLE posets DROP COLUMN n_free; "
        "ALTER TABLE checks DROP COLUMN oracle; PRAGMA user_version=1");
    s.db().exec("INSERT INTO meta (name, value) VALUES ('kept', 'yes')");
  }
  Store s(db("v1.sqlite"), Store::Access::ReadWrite);
  EXPECT_EQ(s.db().query_int("PRAGMA user_version"), kSchemaVersion);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM coloured_posets"), 0);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM meta WHERE name = 'kept'"), 1);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM two_level WHERE family = 'family 2: {0}' AND top_parity = 'odd' "
                             "AND bottom_twins = '1,1' AND grundy = 1 AND isolated = 1"),
            1);
}

TEST_F(StoreTest, AVersionSevenPosetsTableIsKeyedByPartKeepingItsRowsAsPartMinusOne) {
  {
    Store s(db("v7.sqlite"), Store::Access::ReadWrite);
    s.db().exec(
        "DROP TABLE posets; CREATE TABLE posets (size INTEGER NOT NULL, canonical TEXT NOT NULL, relations INTEGER, "
        "height INTEGER, width INTEGER, grundy INTEGER NOT NULL, gset INTEGER NOT NULL, aut INTEGER, components INTEGER, "
        "hasse_arcs INTEGER, levels TEXT, outcome TEXT, n_free INTEGER, PRIMARY KEY (size, canonical)) WITHOUT ROWID; "
        "INSERT INTO posets VALUES (2, '&AO', 1, 2, 1, 2, 3, 1, 1, 1, '1,1', 'N', 1); "
        "INSERT INTO posets VALUES (2, '&A?', 0, 1, 2, 0, 2, 2, 2, 0, '2', 'P', 1); PRAGMA user_version=7");
  }
  Store s(db("v7.sqlite"), Store::Access::ReadWrite);
  EXPECT_EQ(s.db().query_int("PRAGMA user_version"), kSchemaVersion);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM posets WHERE part = -1"), 2);
  EXPECT_EQ(s.db().query_int("SELECT grundy * 100 + gset * 10 + aut FROM posets WHERE canonical = '&AO'"), 231);
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM posets WHERE canonical = '&A?' AND levels = '2' AND outcome = 'P' "
                             "AND n_free = 1 AND hasse_arcs = 0 AND width = 2"),
            1);
  // The new key: the same class may not be stored twice within a part.
  EXPECT_THROW(s.db().exec("INSERT INTO posets (size, part, canonical, grundy, gset) VALUES (2, -1, '&AO', 2, 3)"),
               DbError);
}

TEST_F(StoreTest, SetsEncodingRoundTripsAndSortsLikeTheMaskLists) {
  std::mt19937_64 rng(7);
  for (int b : {0, 1, 5, 8, 9, 16, 33, 64}) {
    std::uint64_t mask = b == 64 ? ~0ull : (1ull << b) - 1;
    for (int trial = 0; trial < 50; ++trial) {
      std::vector<std::uint64_t> x(rng() % 6), y(rng() % 6);
      const std::uint64_t narrow = trial % 2 ? 3 : ~0ull;  // small masks: equal key prefixes
      for (auto& v : x) v = rng() & mask & narrow;
      for (auto& v : y) v = rng() & mask & narrow;
      std::sort(x.begin(), x.end());
      std::sort(y.begin(), y.end());
      std::string ex = encode_sets(b, x), ey = encode_sets(b, y);
      EXPECT_EQ(decode_sets(b, ex), x);
      EXPECT_EQ(ex.size(), x.size() * std::max(1, (b + 7) / 8));
      if (b > 0) {
        EXPECT_EQ(ex < ey, x < y) << "b=" << b;
        // The writer's sort order (results/tables/two_level.hpp) is the blobs' order.
        TwoLevelClass cx, cy;
        cx.bottoms = cy.bottoms = b;
        cx.sets = x, cy.sets = y;
        EXPECT_EQ(two_level_key_less(cx, cy), ex < ey) << "b=" << b;
        if (two_level_key_prefix(cx) < two_level_key_prefix(cy)) {
          EXPECT_TRUE(ex < ey) << "b=" << b;
        }
        if (two_level_key_prefix(cx) > two_level_key_prefix(cy)) {
          EXPECT_TRUE(ey < ex) << "b=" << b;
        }
      }
    }
  }
}

TEST(TwoLevelKeyWord, OrdersLikeTheSetListsForUpToSixBottoms) {
  auto family = [](int b, std::uint64_t members) {  // bit s of members: the set s is present
    TwoLevelClass c;
    c.bottoms = b;
    for (std::uint64_t s = 0; s < (std::uint64_t{1} << b); ++s)
      if (s < 64 && (members >> s & 1)) c.sets.push_back(s);  // b = 7: sets past 63 never present
    return c;
  };
  auto agree = [](const TwoLevelClass& x, const TwoLevelClass& y) {
    std::uint64_t wx = 0, wy = 0;
    EXPECT_TRUE(two_level_key_word(x, wx));
    EXPECT_TRUE(two_level_key_word(y, wy));
    EXPECT_EQ(two_level_word_less(wx, wy), two_level_key_less(x, y));
    EXPECT_EQ(two_level_word_less(wy, wx), two_level_key_less(y, x));
  };
  // Every pair of families over 3 bottoms (the empty set included), prefixes of each other too.
  for (std::uint64_t x = 0; x < 256; ++x)
    for (std::uint64_t y = 0; y < 256; ++y) agree(family(3, x), family(3, y));
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 20000; ++trial) {
    const std::uint64_t x = rng() & rng(), y = trial % 2 ? x ^ (std::uint64_t{1} << (rng() % 64)) : rng() & rng();
    agree(family(6, x), family(6, y));
  }
  TwoLevelClass repeated = family(2, 0b10), wide = family(7, 1);
  repeated.sets.push_back(1);
  std::uint64_t w = 0;
  EXPECT_FALSE(two_level_key_word(repeated, w));
  EXPECT_FALSE(two_level_key_word(wide, w));
}

TEST(FamilyText, TheWritersFormatterEqualsTheClassRecordsOwn) {
  std::mt19937_64 rng(11);
  for (int b : {0, 1, 3, 5, 9, 10, 11, 23, 64}) {
    std::uint64_t mask = b == 64 ? ~0ull : (1ull << b) - 1;
    for (int trial = 0; trial < 40; ++trial) {
      TwoLevelClass c;
      c.bottoms = b;
      for (int t = int(rng() % 7); t > 0; --t) c.sets.push_back(rng() & mask & rng());
      std::sort(c.sets.begin(), c.sets.end());
      std::string fast;
      append_family_text(c.bottoms, c.sets, fast);
      EXPECT_EQ(fast, c.family_text());
    }
  }
}

TEST_F(StoreTest, ReinsertingAClassIsIdempotentAndADifferentValueIsAConflict) {
  Store s(db("a.sqlite"), Store::Access::ReadWrite);
  testing::FakeJob job(1, 1);
  TwoLevelInserter ins(s.db());
  TwoLevelClass c = job.make_class(3, 4);
  EXPECT_TRUE(ins.insert(c));
  EXPECT_FALSE(ins.insert(c));
  EXPECT_EQ(s.db().query_int("SELECT count(*) FROM two_level"), 1);
  c.aut += 1;
  EXPECT_THROW(ins.insert(c), ConflictError);
  EXPECT_EQ(s.db().query_int("SELECT aut FROM two_level"), std::int64_t(c.aut - 1));
}

TEST_F(StoreTest, QueriesThatWouldWriteAreRefusedBeforeAnythingRuns) {
  { Store s(db("a.sqlite"), Store::Access::ReadWrite); fill(s, 12); }
  Store ro(db("a.sqlite"), Store::Access::ReadOnly);
  std::ostringstream out;
  for (const char* sql : {"DELETE FROM two_level_rows", "SELECT 1; DELETE FROM two_level_rows",
                          "UPDATE two_level_rows SET grundy = 0", "DROP TABLE runs", "CREATE TABLE x(y)",
                          "PRAGMA user_version=7", "INSERT INTO meta VALUES ('a','b')"}) {
    try {
      run_query(ro, sql, OutputFormat::Table, out);
      ADD_FAILURE() << "not refused: " << sql;
    } catch (const UsageError& e) {
      EXPECT_NE(std::string(e.what()).find("read-only"), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(run_query(ro, "DELETE FROM two_level", OutputFormat::Table, out), InputError);  // a view
  EXPECT_EQ(out.str(), "");  // the leading SELECT 1 did not run either
  EXPECT_EQ(ro.db().query_int("SELECT count(*) FROM two_level"), 12);
  EXPECT_EQ(ro.db().query_int("PRAGMA user_version"), kSchemaVersion);
}

TEST_F(StoreTest, BadSqlIsAnInputErrorAtItsColumn) {
  { Store s(db("a.sqlite"), Store::Access::ReadWrite); }
  Store ro(db("a.sqlite"), Store::Access::ReadOnly);
  std::ostringstream out;
  try {
    run_query(ro, "SELECT 1;\nSELECT * FRM two_level", OutputFormat::Table, out);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.where().line, 2u);
    EXPECT_EQ(e.where().column, 10u);
    EXPECT_NE(e.message().find("syntax error"), std::string::npos) << e.what();
  }
  try {
    run_query(ro, "SELECT 1; SELECT count(*) FROM no_such_table", OutputFormat::Table, out);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(e.message().find("no such table: no_such_table"), std::string::npos) << e.what();
  }
  EXPECT_EQ(out.str(), "");
}

TEST_F(StoreTest, QueryOutputFormats) {
  { Store s(db("a.sqlite"), Store::Access::ReadWrite); }
  Store ro(db("a.sqlite"), Store::Access::ReadOnly);
  const char* sql = "SELECT 1 AS n, 'a,b' AS s, NULL AS z, 2.5 AS r UNION ALL SELECT 123, 'x\"y', NULL, -1.0";
  std::ostringstream table, csv, json;
  EXPECT_EQ(run_query(ro, sql, OutputFormat::Table, table), 2u);
  EXPECT_EQ(table.str(),
            "  n  s    z       r\n"
            "---  ---  ----  ---\n"
            "  1  a,b  NULL  2.5\n"
            "123  x\"y  NULL   -1\n");
  run_query(ro, sql, OutputFormat::Csv, csv);
  EXPECT_EQ(csv.str(), "n,s,z,r\n1,\"a,b\",,2.5\n123,\"x\"\"y\",,-1\n");
  run_query(ro, sql, OutputFormat::Json, json);
  EXPECT_EQ(json.str(), "{\"n\":1,\"s\":\"a,b\",\"z\":null,\"r\":2.5}\n{\"n\":123,\"s\":\"x\\\"y\",\"z\":null,\"r\":-1}\n");
}

TEST_F(StoreTest, ChecksumIgnoresInsertionOrderButSeesEveryValue) {
  Store a(db("a.sqlite"), Store::Access::ReadWrite), b(db("b.sqlite"), Store::Access::ReadWrite);
  testing::FakeJob job(1, 1);
  {
    TwoLevelInserter ia(a.db()), ib(b.db());
    for (int i = 0; i < 20; ++i) ia.insert(job.make_class(i, 1));
    for (int i = 19; i >= 0; --i) ib.insert(job.make_class(i, 1));
  }
  EXPECT_EQ(two_level_checksum(a.db()), two_level_checksum(b.db()));
  b.db().exec("UPDATE two_level_rows SET isolated = isolated + 1 WHERE grundy = 3 AND tops = 2");
  EXPECT_NE(two_level_checksum(a.db()), two_level_checksum(b.db()));
}

}  // namespace
}  // namespace posetlab
