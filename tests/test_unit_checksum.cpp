// Per-unit checksums (results/jobs/unit_checksum.hpp): a database the jobs wrote passes
// `stats --recheck` for every job kind, also after shards are merged; one value changed
// with plain SQLite (the sqlite3 C API, as any other program could) is found and named
// by table, job and unit; units committed before checksums were kept are counted apart,
// and units of an incomplete group wait.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <string>

#include "results/store/row_digest.hpp"
#include "results/store/store.hpp"
#include "results/jobs/unit_checksum.hpp"
#include "shell.hpp"
#include "temp_dir.hpp"

namespace posetlab {
namespace {

using testing::posetlab;

class UnitChecksumCli : public testing::TempDirTest {
 protected:
  // Jobs of every kind, two-level ones overlapping (size 5 holds classes of bottoms 3).
  void fill(const std::string& path) {
    for (const char* job : {"two-level --bottoms 3", "two-level --size 5", "posets --size 7", "posets --size 7 --summary",
                            "two-level --size 9 --summary", "coloured-posets --size 4", "mb-games --clutters 3 --singletons 3", "chomp --max 4"})
      ASSERT_EQ(posetlab("enumerate " + std::string(job) + " -q --threads 1 --db " + path).status, 0) << job;
  }
  UnitChecksumReport verify(const std::string& path) {
    Store store(path, Store::Access::ReadOnly);
    return recheck_unit_checksums(store.db());
  }
};

// Runs `sql` on `path` through the sqlite3 C API directly.
void plain_sqlite(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  char* error = nullptr;
  const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
  EXPECT_EQ(rc, SQLITE_OK) << sql << ": " << (error ? error : "");
  EXPECT_EQ(sqlite3_changes(db), 1) << sql;
  sqlite3_free(error);
  sqlite3_close(db);
}

std::string summary(const UnitChecksumReport& r) {
  std::string out;
  for (const UnitMismatch& m : r.mismatches) out += m.table + " / " + m.job + " / " + m.unit + "\n";
  return out;
}

TEST(RowDigest, IsOrderFreeAndTyped) {
  RowHasher h({"b", "a"});
  RowsDigest one, two;
  const std::int64_t x = 7, y = 8;
  h.value(0, SQLITE_INTEGER, &x, sizeof x), h.value(1, SQLITE_INTEGER, &y, sizeof y), h.end_row(one);
  h.value(0, SQLITE_INTEGER, &y, sizeof y), h.value(1, SQLITE_INTEGER, &x, sizeof x), h.end_row(one);
  h.value(1, SQLITE_INTEGER, &x, sizeof x), h.value(0, SQLITE_INTEGER, &y, sizeof y), h.end_row(two);  // any order
  h.value(1, SQLITE_INTEGER, &y, sizeof y), h.value(0, SQLITE_INTEGER, &x, sizeof x), h.end_row(two);
  EXPECT_TRUE(one.same_sum(two));
  EXPECT_EQ(one.rows, 2u);
  RowsDigest text;
  h.value(0, SQLITE_TEXT, "7", 1), h.value(1, SQLITE_INTEGER, &y, sizeof y), h.end_row(text);
  RowsDigest integer;
  h.value(0, SQLITE_INTEGER, &x, sizeof x), h.value(1, SQLITE_INTEGER, &y, sizeof y), h.end_row(integer);
  EXPECT_FALSE(text.same_sum(integer));
  EXPECT_EQ(RowsDigest::from_hex(one.hex())->hex(), one.hex());
  EXPECT_FALSE(RowsDigest::from_hex("xyz"));
}

TEST_F(UnitChecksumCli, AnUntouchedDatabasePassesForEveryKind) {
  fill(db("a.sqlite"));
  const UnitChecksumReport r = verify(db("a.sqlite"));
  EXPECT_TRUE(r.ok()) << summary(r);
  EXPECT_GT(r.units, 20u);
  EXPECT_EQ(r.rechecked, r.units);
  EXPECT_EQ(r.without_checksum + r.waiting + r.unknown, 0u);
  const auto cli = posetlab("stats --recheck --db " + db("a.sqlite"));
  EXPECT_EQ(cli.status, 0) << cli.out;
  EXPECT_NE(cli.out.find("units rechecked, all match"), std::string::npos) << cli.out;
}

TEST_F(UnitChecksumCli, OneChangedValueIsFoundInEveryTable) {
  fill(db("a.sqlite"));
  struct Case {
    const char* table;
    const char* update;  // changes one value of one row
    const char* job;
  };
  const Case cases[] = {
      {"posets", "UPDATE posets SET grundy = grundy + 1 WHERE size = 7 AND part = 2 AND canonical = "
                 "(SELECT min(canonical) FROM posets WHERE size = 7 AND part = 2)", "posets:size=7"},
      {"posets", "UPDATE posets SET misere = CASE misere WHEN 'P' THEN 'N' ELSE 'P' END WHERE size = 7 AND part = 2 "
                 "AND canonical = (SELECT max(canonical) FROM posets WHERE size = 7 AND part = 2)", "posets:size=7"},
      {"posets_summary", "UPDATE posets_summary SET posets = posets + 1 WHERE (size, part, grundy, "
                         "height, width, components) = (SELECT size, part, grundy, height, width, components FROM "
                         "posets_summary WHERE part = 1 LIMIT 1)", "posets-summary:size=7"},
      {"two_level_summary", "UPDATE two_level_summary SET classes = classes + 1 WHERE "
                            "(size, part, bottoms, tops, grundy, components, isolated, parity_uniform, top_parity) = "
                            "(SELECT size, part, bottoms, tops, grundy, components, isolated, parity_uniform, "
                            "top_parity FROM two_level_summary WHERE part = 2 LIMIT 1)", "two-level-summary:size=9"},
      {"two_level", "UPDATE two_level_rows SET aut = aut + 1 WHERE bottoms = 2 AND sets = "
                    "(SELECT max(sets) FROM two_level_rows WHERE bottoms = 2 AND tops = 3)", "two-level:size=5"},
      {"coloured_posets", "UPDATE coloured_posets SET bw = '7/2' WHERE (size, poset, colours) = "
                          "(SELECT size, poset, colours FROM coloured_posets WHERE size = 3 LIMIT 1)", "coloured-posets"},
      {"mb_games", "UPDATE mb_games SET outcome = 'P' WHERE outcome <> 'P' AND (families, size, poset, sets) = "
                   "(SELECT families, size, poset, sets FROM mb_games WHERE size = 3 AND outcome <> 'P' LIMIT 1)",
       "mb-games"},
      {"chomp", "UPDATE chomp SET bites = '(0,9)' WHERE a = 2 AND b = 3", "chomp:max=4"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.table);
    std::filesystem::copy_file(db("a.sqlite"), db("b.sqlite"), std::filesystem::copy_options::overwrite_existing);
    plain_sqlite(db("b.sqlite"), c.update);
    const UnitChecksumReport r = verify(db("b.sqlite"));
    ASSERT_EQ(r.mismatches.size(), 1u) << summary(r);
    const UnitMismatch& m = r.mismatches[0];
    EXPECT_EQ(m.table, c.table);
    EXPECT_EQ(m.job.rfind(c.job, 0), 0u) << m.job;
    EXPECT_NE(m.expected, m.actual);
    EXPECT_EQ(m.expected_rows, m.actual_rows);
    if (std::string(c.table) == "posets") {
      EXPECT_EQ(m.unit, "n=7;part=2/4");
    }
    if (std::string(c.table) == "chomp") {
      EXPECT_EQ(m.unit, "box=3");
    }
    if (std::string(c.table) == "two_level_summary") {  // one unit, found by its ordinal
      EXPECT_EQ(m.unit.find(" more units"), std::string::npos) << m.unit;
    }
  }
  const auto cli = posetlab("stats --recheck --db " + db("b.sqlite"));
  EXPECT_EQ(cli.status, 1) << cli.out;
  EXPECT_NE(cli.out.find("CHANGED chomp, job chomp:max=4, unit box=3: expected "), std::string::npos) << cli.out;
  EXPECT_NE(cli.out.find("1 differ"), std::string::npos) << cli.out;
  // --verify, the option's first spelling, is the same option.
  const auto old_spelling = posetlab("stats --verify --db " + db("b.sqlite"));
  EXPECT_EQ(old_spelling.status, 1);
  EXPECT_EQ(old_spelling.out, cli.out);
}

TEST_F(UnitChecksumCli, ADeletedOrAddedRowIsFound) {
  fill(db("a.sqlite"));
  plain_sqlite(db("a.sqlite"), "DELETE FROM chomp WHERE a = 1 AND b = 4");
  plain_sqlite(db("a.sqlite"), "INSERT INTO posets SELECT size, part, canonical || '?', relations, height, width, "
                               "grundy, gset, aut, components, hasse_arcs, levels, outcome, n_free, misere FROM posets "
                               "WHERE size = 7 AND part = 0 LIMIT 1");
  const UnitChecksumReport r = verify(db("a.sqlite"));
  ASSERT_EQ(r.mismatches.size(), 2u) << summary(r);
  for (const UnitMismatch& m : r.mismatches) EXPECT_NE(m.expected_rows, m.actual_rows) << m.table;
}

TEST_F(UnitChecksumCli, AMergedDatabasePasses) {
  for (const char* shard : {"0/2", "1/2"}) {
    const std::string path = db(std::string("s") + shard[0] + ".sqlite");
    for (const char* job : {"posets --size 7", "two-level --size 6", "coloured-posets --size 5"})
      ASSERT_EQ(posetlab("enumerate " + std::string(job) + " -q --threads 1 --shard " + shard + " --db " + path).status, 0);
    // A shard alone: its groups of several units are not complete, so they wait.
    const UnitChecksumReport alone = verify(path);
    EXPECT_TRUE(alone.ok()) << summary(alone);
    EXPECT_GT(alone.waiting, 0u);
  }
  ASSERT_EQ(posetlab("merge " + db("s0.sqlite") + " " + db("s1.sqlite") + " -o " + db("m.sqlite")).status, 0);
  const UnitChecksumReport r = verify(db("m.sqlite"));
  EXPECT_TRUE(r.ok()) << summary(r);
  EXPECT_EQ(r.rechecked, r.units);
  EXPECT_EQ(r.waiting, 0u);
}

// merge refuses a shard with a damaged unit (one `stats --recheck` reports): a unit checked
// alone is found in its input, a group of units checked together (two-level) in the
// result once every shard is in. Nothing is written either way.
TEST_F(UnitChecksumCli, MergeRefusesDamagedUnits) {
  for (const char* shard : {"0/2", "1/2"}) {
    const std::string path = db(std::string("s") + shard[0] + ".sqlite");
    for (const char* job : {"posets --size 6", "two-level --size 5"})
      ASSERT_EQ(posetlab("enumerate " + std::string(job) + " -q --threads 1 --shard " + shard + " --db " + path).status, 0);
  }
  const std::string merge = "merge " + db("s0.sqlite") + " " + db("s1.sqlite") + " -o " + db("m.sqlite");
  std::filesystem::copy_file(db("s0.sqlite"), db("clean0.sqlite"));
  plain_sqlite(db("s0.sqlite"), "UPDATE posets SET grundy = grundy + 1 WHERE size = 6 AND part = 0 AND canonical = "
                                "(SELECT min(canonical) FROM posets WHERE size = 6 AND part = 0)");
  ASSERT_EQ(verify(db("s0.sqlite")).mismatches.size(), 1u);
  auto r = posetlab(merge);
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find(db("s0.sqlite") + ": 1 unit(s) whose rows no longer match the checksum stored when they were "
                       "committed: posets, job posets:size=6, unit n=6;part=0/"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("nothing merged"), std::string::npos) << r.out;
  EXPECT_FALSE(std::filesystem::exists(db("m.sqlite")));

  // A two-level row changed in one shard: its group waits there, and is checked on the result.
  std::filesystem::copy_file(db("clean0.sqlite"), db("s0.sqlite"), std::filesystem::copy_options::overwrite_existing);
  plain_sqlite(db("s1.sqlite"), "UPDATE two_level_rows SET aut = aut + 1 WHERE (bottoms, sets) = "
                                "(SELECT bottoms, max(sets) FROM two_level_rows)");
  EXPECT_TRUE(verify(db("s1.sqlite")).ok());
  r = posetlab(merge);
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_NE(r.out.find("merge of 2 inputs: 1 unit(s) whose rows no longer match"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("two_level, job two-level:size=5"), std::string::npos) << r.out;
  EXPECT_FALSE(std::filesystem::exists(db("m.sqlite")));
}

TEST_F(UnitChecksumCli, UnitsWithoutChecksumsAreCountedApartNotAsDamage) {
  ASSERT_EQ(posetlab("enumerate chomp --max 3 -q --db " + db("a.sqlite")).status, 0);
  plain_sqlite(db("a.sqlite"), "UPDATE units SET checksum = NULL WHERE key = 'box=2'");
  const UnitChecksumReport r = verify(db("a.sqlite"));
  EXPECT_TRUE(r.ok()) << summary(r);
  EXPECT_EQ(r.without_checksum, 1u);
  EXPECT_EQ(r.rechecked, 2u);
  const auto cli = posetlab("stats --recheck --db " + db("a.sqlite"));
  EXPECT_EQ(cli.status, 0) << cli.out;
  EXPECT_NE(cli.out.find("1 units were committed before units kept checksums"), std::string::npos) << cli.out;
}

TEST(UnitScopeOf, NamesTheRowsOfEachKind) {
  EXPECT_EQ(unit_scope("posets", "posets:size=9", "n=9;part=3/16")->where, "size = 9 AND part = 3");
  EXPECT_EQ(unit_scope("mb-games", "j", "clutters;n=4")->where, "families = 'clutters' AND size = 4");
  EXPECT_EQ(unit_scope("two-level", "two-level:size=8;tops=0:8;empty-top=0", "b=3;path=dp;depth=2;part=0/1")->where,
            "bottoms = 3 AND tops BETWEEN 0 AND 8 AND bottoms + tops = 8 AND has_empty_top = 0");
  EXPECT_EQ(unit_scope("two-level", "two-level:bottoms=4;tops=2:5;empty-top=1", "b=4;path=dp;depth=5;part=0/1")->where,
            "bottoms = 4 AND tops BETWEEN 2 AND 5");
  EXPECT_EQ(unit_scope("coloured-posets", "j", "n=6;part=1/4")->group_keys, 4u);
  EXPECT_FALSE(unit_scope("mb-games", "j", "x';n=1"));
  EXPECT_FALSE(unit_scope("no-such-kind", "j", "k"));
}

}  // namespace
}  // namespace posetlab
