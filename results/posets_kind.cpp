// The all-posets job kind; see posets_kind.hpp.
#include "results/posets_kind.hpp"

#include "results/keyed_insert.hpp"
#include "results/table_kinds.hpp"

namespace posetlab {
namespace {

class PosetsWriter : public TableWriter {
 public:
  explicit PosetsWriter(Db& db)
      : insert_(db, "posets",
                "size, part, canonical, relations, hasse_arcs, height, width, levels, components, grundy, gset, "
                "outcome, aut, n_free") {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const PosetRow& r : static_cast<const RowsOf<PosetRow>&>(batch).rows) {
      const std::string outcome(1, r.outcome);
      auto bind = [&](Stmt& s) {
        s.bind(1, r.size).bind(2, r.part).bind_static(3, r.canonical).bind(4, r.relations).bind(5, r.hasse_arcs);
        s.bind(6, r.height).bind(7, r.width).bind_static(8, r.levels).bind(9, r.components).bind(10, r.grundy);
        s.bind(11, static_cast<std::int64_t>(r.gset)).bind_static(12, outcome);
        s.bind(13, static_cast<std::int64_t>(r.aut)).bind(14, r.n_free ? 1 : 0);
      };
      added += insert_.put(bind, [&] {
        return "poset " + r.canonical + " of size " + std::to_string(r.size) +
               " is already stored with different values (grundy " + std::to_string(r.grundy) + " computed now)";
      });
    }
    return added;
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
