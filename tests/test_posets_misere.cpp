// The misere column of the posets table:
//   - the down-set search the job uses (engine/impartial/misere_small.hpp) equals plain search
//     (engine/impartial/misere_plain.hpp) and the MisereSolver on every poset up to 7 points;
//   - every stored row's misere equals plain search on its canonical poset;
//   - a database of schema 13 (no misere column, checksums over the old columns) is
//     migrated: the column is filled by the definition, intact units are re-sealed so
//     `stats --recheck` passes, and a unit damaged before the migration stays reported.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "engine/core/small_poset.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/impartial/misere.hpp"
#include "engine/impartial/misere_plain.hpp"
#include "engine/impartial/misere_small.hpp"
#include "enumerate/work_unit.hpp"
#include "results/store/row_digest.hpp"
#include "results/store/schema.hpp"
#include "results/store/store.hpp"
#include "tests/build_mode.hpp"
#include "tests/shell.hpp"

namespace posetlab {
namespace {

using testing::posetlab;
using testing::run_shell;

const int kMaxPoints = testing::size_for_build(7, 6);

TEST(PosetsMisere, DownSetSearchEqualsPlainSearchAndTheSolver) {
  MisereSolver solver;
  EXPECT_TRUE(misere_mover_wins_small(SmallPoset{}));  // the empty poset: no move, and the mover wins
  for (int n = 1; n <= kMaxPoints; ++n) {
    const auto gen = run_shell("nauty-genposetg " + std::to_string(n) + " o 2>/dev/null");
    ASSERT_EQ(gen.status, 0);
    std::istringstream lines(gen.out);
    int count = 0, p_positions = 0;
    for (std::string line; std::getline(lines, line);) {
      if (line.empty()) continue;
      const Poset p = parse_digraph6(line);
      const bool small = misere_mover_wins_small(SmallPoset::from_poset(p));
      ASSERT_EQ(small, plain_misere_mover_wins(p)) << line;
      ASSERT_EQ(small, solver.mover_wins(p)) << line;
      ++count;
      p_positions += !small;
    }
    EXPECT_GT(count, 0) << n;
    if (n == 1) {
      EXPECT_EQ(p_positions, 1);  // one point: the mover must take it and lose
    }
  }
}

class PosetsMisereDbCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("posetlab_misere_" + std::to_string(getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    for (int n = 1; n <= 6; ++n)
      ASSERT_EQ(posetlab("enumerate posets -q --size " + std::to_string(n) + " --db " + db()).status, 0);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string db() const { return (dir_ / "p.sqlite").string(); }

  // Every row's misere against plain search on its canonical poset; returns the rows.
  static int expect_misere_by_plain_search(Db& db) {
    Stmt rows = db.prepare("SELECT canonical, misere FROM posets");
    int n = 0;
    while (rows.step()) {
      const bool wins = plain_misere_mover_wins(parse_digraph6(rows.text(0)));
      EXPECT_EQ(rows.text(1), wins ? "N" : "P") << rows.text(0);
      ++n;
    }
    return n;
  }

  std::filesystem::path dir_;
};

TEST_F(PosetsMisereDbCli, EveryStoredRowEqualsPlainSearch) {
  Store store(db(), Store::Access::ReadOnly);
  EXPECT_EQ(expect_misere_by_plain_search(store.db()), 1 + 2 + 5 + 16 + 63 + 318);
}

// Turns the file back into schema 13 as an older posetlab wrote it: no misere column, and
// each posets unit's checksum the digest of its rows without it.
void make_schema_13(const std::string& path) {
  Db db(path, Db::Mode::ReadWrite);
  db.exec("ALTER TABLE posets DROP COLUMN misere");
  Stmt units = db.prepare("SELECT u.job, u.ordinal, u.key FROM units u JOIN jobs j USING (job) WHERE j.kind = 'posets'");
  Stmt set = db.prepare("UPDATE units SET checksum = ?1 WHERE job = ?2 AND ordinal = ?3");
  std::vector<std::tuple<std::string, std::int64_t, PartKey>> all;
  while (units.step()) all.emplace_back(units.text(0), units.int64(1), *parse_part_key(units.text(2)));
  for (const auto& [job, ordinal, key] : all) {
    Stmt rows = db.prepare("SELECT * FROM posets WHERE size = ?1 AND part = ?2");
    rows.bind(1, key.n).bind(2, key.part);
    RowsDigest d;
    digest_rows(rows, d);
    set.reset();
    set.bind(1, d.hex()).bind(2, job).bind(3, ordinal);
    set.run();
  }
  db.exec("PRAGMA user_version=13");
}

TEST_F(PosetsMisereDbCli, MigrationFillsTheColumnAndResealsIntactUnits) {
  make_schema_13(db());
  {
    Db raw(db(), Db::Mode::ReadWrite);
    EXPECT_EQ(raw.query_int("SELECT count(*) FROM pragma_table_info('posets') WHERE name = 'misere'"), 0);
    // Damage one row of unit n=6;part=0/1 (its grundy) before the migration.
    raw.exec("UPDATE posets SET grundy = grundy + 1 WHERE size = 6 AND canonical = "
             "(SELECT min(canonical) FROM posets WHERE size = 6)");
  }
  { Store store(db(), Store::Access::ReadWrite); }  // opening to write migrates
  Store store(db(), Store::Access::ReadOnly);
  EXPECT_EQ(store.db().query_int("PRAGMA user_version"), kSchemaVersion);
  EXPECT_EQ(store.db().query_int("SELECT count(*) FROM posets WHERE misere IS NULL"), 0);
  EXPECT_EQ(expect_misere_by_plain_search(store.db()), 405);

  const auto verify = posetlab("stats --recheck --db " + db());
  EXPECT_EQ(verify.status, 1) << verify.out;
  EXPECT_NE(verify.out.find("n=6;part=0/1"), std::string::npos) << verify.out;
  for (int n = 1; n <= 5; ++n)  // the intact units were re-sealed: only size 6 differs
    EXPECT_EQ(verify.out.find("n=" + std::to_string(n) + ";part=0/1"), std::string::npos) << verify.out;
}

TEST_F(PosetsMisereDbCli, AnIntactMigratedDatabaseVerifiesAndExtends) {
  make_schema_13(db());
  ASSERT_EQ(posetlab("enumerate posets -q --size 7 --db " + db()).status, 0);  // migrates, then adds size 7
  const auto verify = posetlab("stats --recheck --db " + db());
  EXPECT_EQ(verify.status, 0) << verify.out;
  EXPECT_NE(verify.out.find("all match"), std::string::npos) << verify.out;
  Store store(db(), Store::Access::ReadOnly);
  EXPECT_EQ(expect_misere_by_plain_search(store.db()), 405 + 2045);
}

}  // namespace
}  // namespace posetlab
