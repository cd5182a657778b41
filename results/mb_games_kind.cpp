// The Maker-Breaker games job kind; see mb_games_kind.hpp.
#include "results/mb_games_kind.hpp"

#include "results/table_kinds.hpp"
#include "results/two_level_rows.hpp"  // ConflictError

namespace posetlab {
namespace {

// Inserts rows; a row stored before must carry the same values (else ConflictError).
class MbGamesWriter : public TableWriter {
 public:
  explicit MbGamesWriter(Db& db)
      : db_(db),
        insert_(db,
                "INSERT INTO mb_games (families, size, poset, sets, height, parity, set_count, set_sizes, outcome, "
                "maker_first, maker_second, aut) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) "
                "ON CONFLICT DO NOTHING"),
        lookup_(db,
                "SELECT count(*) FROM mb_games WHERE families = ?1 AND size = ?2 AND poset = ?3 AND sets = ?4 AND "
                "height = ?5 AND parity = ?6 AND set_count = ?7 AND set_sizes = ?8 AND outcome = ?9 AND "
                "maker_first = ?10 AND maker_second = ?11 AND aut = ?12") {}

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
    bind(insert_);
    insert_.run();
    if (db_.changes() == 1) return true;
    bind(lookup_);
    const bool same = lookup_.step() && lookup_.int64(0) == 1;
    lookup_.reset();
    if (!same)
      throw ConflictError(db_.path() + ": Maker-Breaker game " + c.poset + " " + sets +
                          " is already stored with different values (outcome " + outcome + " computed now)");
    return false;
  }

  Db& db_;
  Stmt insert_, lookup_;
};

}  // namespace

const TableKind& MbGamesJobKind::table() const { return mb_games_table(); }

std::unique_ptr<TableWriter> MbGamesJobKind::writer(Db& db) const { return std::make_unique<MbGamesWriter>(db); }

JobReport run_mb_games_job(Store& store, const MbGamesSpec& spec, const JobOptions& options) {
  MbGamesJobKind kind(spec);
  return run_job(store, kind, options);
}

}  // namespace posetlab
