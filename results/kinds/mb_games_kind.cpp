// The Maker-Breaker games job kind; see mb_games_kind.hpp.
#include "results/kinds/mb_games_kind.hpp"

#include "results/jobs/table_kinds.hpp"
#include "results/store/keyed_insert.hpp"

namespace posetlab {
namespace {

// Inserts rows; a row stored before must carry the same values (else ConflictError).
class MbGamesWriter : public TableWriter {
 public:
  explicit MbGamesWriter(Db& db)
      : insert_(db, "mb_games",
                "families, size, poset, sets, height, parity, set_count, set_sizes, outcome, maker_first, "
                "maker_second, aut") {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const MbGameClass& c : static_cast<const RowsOf<MbGameClass>&>(batch).rows) added += insert_one(c);
    return added;
  }

 private:
  bool insert_one(const MbGameClass& c) {
    const MbGameRow& r = c.row;
    const std::string families = mb_families_name(c.families), sets = r.sets_text(), sizes = r.set_sizes();
    const std::string outcome(1, r.outcome);
    auto bind = [&](Stmt& s) {
      s.bind_static(1, families).bind(2, r.size).bind_static(3, c.poset).bind_static(4, sets).bind(5, r.height);
      s.bind(6, r.size % 2).bind(7, static_cast<int>(r.sets.size())).bind_static(8, sizes);
      s.bind_static(9, outcome).bind(10, r.maker_first ? 1 : 0).bind(11, r.maker_second ? 1 : 0);
      s.bind(12, static_cast<std::int64_t>(r.automorphisms));
    };
    return insert_.put(bind, [&] {
      return "Maker-Breaker game " + c.poset + " " + sets + " is already stored with different values (outcome " +
             outcome + " computed now)";
    });
  }

  KeyedInsert insert_;
};

}  // namespace

const TableKind& MbGamesJobKind::table() const { return mb_games_table(); }

std::unique_ptr<TableWriter> MbGamesJobKind::writer(Db& db) const { return std::make_unique<MbGamesWriter>(db); }

JobReport run_mb_games_job(Store& store, const MbGamesSpec& spec, const JobOptions& options) {
  MbGamesJobKind kind(spec);
  return run_job(store, kind, options);
}

}  // namespace posetlab
