// The job writer thread (results/jobs/unit_writer.hpp) on its own: whole units ended inside
// one commit group are committed together, and a unit whose rows already reached the
// open transaction when the producer gave up is rolled back to the last whole unit,
// never committed in part (kinds that stream a unit's rows hand them over mid-unit).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "results/store/store.hpp"
#include "results/jobs/unit_writer.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;

// Rows are integers, stored in a test table.
class IntWriter : public TableWriter {
 public:
  explicit IntWriter(Db& db) : insert_(db.prepare("INSERT INTO t (x) VALUES (?1)")) {}
  std::uint64_t insert(const RowBatch& batch) override {
    for (int x : static_cast<const RowsOf<int>&>(batch).rows) insert_.bind(1, x).run();
    return batch.size();
  }

 private:
  Stmt insert_;
};

std::unique_ptr<RowBatch> ints(std::initializer_list<int> xs) {
  auto b = std::make_unique<RowsOf<int>>();
  b->rows = xs;
  return b;
}

class UnitWriterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = fs::temp_directory_path() / ("posetlab_unit_writer_" + std::to_string(getpid()) + ".sqlite");
    fs::remove(path_);
    store_ = std::make_unique<Store>(path_.string(), Store::Access::ReadWrite);
    store_->db().exec("CREATE TABLE t (x INTEGER)");
  }
  void TearDown() override {
    store_.reset();
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(path_.string() + suffix);
  }
  std::int64_t count(const std::string& sql) { return store_->db().query_int(sql); }
  // Gives the writer thread time to take every item pushed (its queue is empty).
  void settle() { std::this_thread::sleep_for(std::chrono::milliseconds(300)); }
  // Waits until `units` are committed, or a minute on a loaded machine; returns the count.
  static std::size_t committed_after_waiting(const UnitWriter& w, std::size_t units) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (w.units_committed() < units && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    return w.units_committed();
  }

  fs::path path_;
  std::unique_ptr<Store> store_;
};

TEST_F(UnitWriterTest, AProducerThatGivesUpMidUnitKeepsOnlyTheWholeUnitsOfTheOpenGroup) {
  {
    UnitWriter w(store_->db(), std::make_unique<IntWriter>(store_->db()), "job", 1, nullptr, 3600.0);
    w.push_rows(ints({1, 2}));
    w.end_unit({0, "u0", 1}, 2, 0.1);
    w.push_rows(ints({3}));
    w.end_unit({1, "u1", 1}, 1, 0.1);
    w.push_rows(ints({4, 5}));  // unit 2, never ended
    settle();                   // its rows are in the open transaction now
  }  // destroyed without finish(): the producer failed
  EXPECT_EQ(count("SELECT count(*) FROM units"), 2);
  EXPECT_EQ(count("SELECT sum(x) FROM t"), 6);
}

TEST_F(UnitWriterTest, EachUnitCommittedAloneWhenTheGroupIsZero) {
  UnitWriter w(store_->db(), std::make_unique<IntWriter>(store_->db()), "job", 1, nullptr, 0.0);
  w.push_rows(ints({1, 2}));
  w.end_unit({0, "u0", 1}, 2, 0.1);
  EXPECT_EQ(committed_after_waiting(w, 1), 1u);  // before the next unit comes
  w.push_rows(ints({3}));
  w.end_unit({1, "u1", 1}, 1, 0.1);
  w.finish();
  EXPECT_EQ(w.units_committed(), 2u);
  EXPECT_EQ(count("SELECT count(*) FROM units"), 2);
}

TEST_F(UnitWriterTest, AGroupIsCommittedOnceItsTimeIsUpEvenWhileTheProducerIsIdle) {
  UnitWriter w(store_->db(), std::make_unique<IntWriter>(store_->db()), "job", 1, nullptr, 0.2);
  w.push_rows(ints({1}));
  w.end_unit({0, "u0", 1}, 1, 0.1);
  EXPECT_EQ(committed_after_waiting(w, 1), 1u);  // no more units come
  w.finish();
}

}  // namespace
}  // namespace posetlab
