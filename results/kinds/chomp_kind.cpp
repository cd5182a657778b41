// The Chomp boards job kind; see chomp_kind.hpp.
#include "results/kinds/chomp_kind.hpp"

#include "results/store/keyed_insert.hpp"
#include "results/jobs/table_kinds.hpp"

namespace posetlab {
namespace {

// Inserts rows; a board stored before must carry the same values (else ConflictError).
class ChompWriter : public TableWriter {
 public:
  explicit ChompWriter(Db& db) : insert_(db, "chomp", "a, b, grundy, outcome, winning_bites, bites") {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const ChompBoard& r : static_cast<const RowsOf<ChompBoard>&>(batch).rows) {
      const std::string outcome = r.grundy ? "N" : "P", bites = r.bites_text();
      auto bind = [&](Stmt& s) {
        s.bind(1, r.a).bind(2, r.b).bind(3, r.grundy).bind_static(4, outcome);
        s.bind(5, static_cast<int>(r.bites.size())).bind_static(6, bites);
      };
      added += insert_.put(bind, [&] {
        return "Chomp board " + std::to_string(r.a) + " x " + std::to_string(r.b) +
               " is already stored with different values (Grundy value " + std::to_string(r.grundy) +
               ", bites " + bites + " computed now)";
      });
    }
    return added;
  }

 private:
  KeyedInsert insert_;
};

}  // namespace

const TableKind& ChompJobKind::table() const { return chomp_table(); }

std::unique_ptr<TableWriter> ChompJobKind::writer(Db& db) const { return std::make_unique<ChompWriter>(db); }

}  // namespace posetlab
