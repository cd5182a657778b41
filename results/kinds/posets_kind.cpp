// The all-posets job kind; see posets_kind.hpp.
#include "results/kinds/posets_kind.hpp"

#include "results/store/keyed_insert.hpp"
#include "results/jobs/table_kinds.hpp"

namespace posetlab {
namespace {

class PosetsWriter : public TableWriter {
 public:
  explicit PosetsWriter(Db& db)
      : insert_(db, "posets",
                "size, part, canonical, relations, hasse_arcs, height, width, levels, components, grundy, gset, "
                "outcome, aut, n_free, misere") {}

  std::uint64_t insert(const RowBatch& batch) override {
    const std::vector<PosetRow>& rows = static_cast<const RowsOf<PosetRow>&>(batch).rows;
    auto bind = [&](Stmt& s, int at, std::size_t i) {
      const PosetRow& r = rows[i];  // in the batch, which outlives the insert: no copies
      s.bind(at + 1, r.size).bind(at + 2, r.part).bind_static(at + 3, r.canonical).bind(at + 4, r.relations);
      s.bind(at + 5, r.hasse_arcs).bind(at + 6, r.height).bind(at + 7, r.width).bind_static(at + 8, r.levels);
      s.bind(at + 9, r.components).bind(at + 10, r.grundy).bind(at + 11, static_cast<std::int64_t>(r.gset));
      s.bind_static(at + 12, std::string_view(&r.outcome, 1)).bind(at + 13, static_cast<std::int64_t>(r.aut));
      s.bind(at + 14, r.n_free ? 1 : 0).bind_static(at + 15, std::string_view(&r.misere, 1));
    };
    return insert_.put_rows(rows.size(), bind, [&](std::size_t i) {
      const PosetRow& r = rows[i];
      return "poset " + r.canonical + " of size " + std::to_string(r.size) +
             " is already stored with different values (grundy " + std::to_string(r.grundy) + " computed now)";
    });
  }

 private:
  KeyedInsert insert_;
};

}  // namespace

const TableKind& PosetsJobKind::table() const { return posets_table(); }

std::unique_ptr<TableWriter> PosetsJobKind::writer(Db& db) const { return std::make_unique<PosetsWriter>(db); }

JobReport run_posets_job(Store& store, const PosetsSpec& spec, const JobOptions& options) {
  PosetsJobKind kind(spec);
  return run_job(store, kind, options);
}

}  // namespace posetlab
