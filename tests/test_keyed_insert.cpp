// KeyedInsert::put_rows: rows in chunks of kChunkRows and the remainder one by one
// store exactly the rows new, accept identical rows stored before, and name the row
// whose key is stored with other values, wherever it falls (inside a chunk, in the
// remainder, twice in one batch).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "results/store/keyed_insert.hpp"
#include "results/store/sqlite_db.hpp"
#include "results/tables/two_level.hpp"  // ConflictError

namespace posetlab {
namespace {

namespace fs = std::filesystem;

struct Row {
  std::int64_t key, value;
  std::string label;
};

class KeyedInsertTest : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = fs::temp_directory_path() / ("posetlab_keyed_" + std::to_string(getpid()) + "_" +
                                         ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".sqlite");
    fs::remove(path_);
    db_ = std::make_unique<Db>(path_.string(), Db::Mode::Create);
    db_->exec("CREATE TABLE t (k INTEGER NOT NULL, label TEXT NOT NULL, v INTEGER NOT NULL, PRIMARY KEY (k, label)) "
              "WITHOUT ROWID");
    insert_ = std::make_unique<KeyedInsert>(*db_, "t", "k, label, v");
  }
  void TearDown() override {
    insert_.reset();
    db_.reset();
    fs::remove(path_);
  }
  std::uint64_t put(const std::vector<Row>& rows) {
    return insert_->put_rows(
        rows.size(),
        [&](Stmt& s, int at, std::size_t i) {
          s.bind(at + 1, rows[i].key).bind_static(at + 2, rows[i].label).bind(at + 3, rows[i].value);
        },
        [&](std::size_t i) { return "row " + std::to_string(i); });
  }
  std::int64_t count() { return db_->query_int("SELECT count(*) FROM t"); }
  std::int64_t sum() { return db_->query_int("SELECT sum(k * 1000 + v) FROM t"); }

  static std::vector<Row> rows(int n, int from = 0) {
    std::vector<Row> out;
    for (int i = from; i < from + n; ++i) out.push_back({i, i % 7, "r" + std::to_string(i % 3)});
    return out;
  }

  fs::path path_;
  std::unique_ptr<Db> db_;
  std::unique_ptr<KeyedInsert> insert_;
};

TEST_F(KeyedInsertTest, StoresChunksAndRemainderAndCountsOnlyNewRows) {
  const int n = 3 * KeyedInsert::kChunkRows + 5;
  EXPECT_EQ(put(rows(n)), std::uint64_t(n));
  EXPECT_EQ(count(), n);
  std::int64_t expected = 0;
  for (const Row& r : rows(n)) expected += r.key * 1000 + r.value;
  EXPECT_EQ(sum(), expected);
  // Again, overlapping new rows at the end: only those count.
  EXPECT_EQ(put(rows(n + 40)), 40u);
  EXPECT_EQ(count(), n + 40);
  EXPECT_EQ(put(rows(7)), 0u);  // remainder only
}

TEST_F(KeyedInsertTest, NamesTheDifferingRowInsideAChunkAndInTheRemainder) {
  const int n = 2 * KeyedInsert::kChunkRows + 3;
  put(rows(n));
  for (int bad : {5, KeyedInsert::kChunkRows + 1, n - 1}) {
    std::vector<Row> again = rows(n);
    again[std::size_t(bad)].value += 1;
    try {
      put(again);
      ADD_FAILURE() << "no conflict for row " << bad;
    } catch (const ConflictError& e) {
      EXPECT_NE(std::string(e.what()).find(": row " + std::to_string(bad)), std::string::npos) << e.what();
    }
  }
  EXPECT_EQ(count(), n);  // nothing changed
}

TEST_F(KeyedInsertTest, ARowRepeatedInOneChunkMustRepeatItsValues) {
  std::vector<Row> batch = rows(KeyedInsert::kChunkRows);
  batch[20] = batch[3];  // the same row twice: fine
  EXPECT_EQ(put(batch), std::uint64_t(KeyedInsert::kChunkRows - 1));
  std::vector<Row> fresh = rows(KeyedInsert::kChunkRows, 1000);
  fresh[9] = fresh[2];
  fresh[9].value += 1;  // the same key with another value: the second is the conflict
  try {
    put(fresh);
    ADD_FAILURE() << "no conflict";
  } catch (const ConflictError& e) {
    EXPECT_NE(std::string(e.what()).find(": row 9"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace posetlab
