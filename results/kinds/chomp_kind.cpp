// The Chomp boards job kind; see chomp_kind.hpp.
#include "results/kinds/chomp_kind.hpp"

#include "results/store/keyed_insert.hpp"
#include "results/jobs/table_kinds.hpp"

namespace posetlab {
namespace {

// Inserts rows; a board stored before must carry the same values (else ConflictError).
// An outcome row and a row with a Grundy value agree when their outcomes and bites do: the
// board keeps the row stored first, so every unit of box n writes the same rows whichever
// pass computed them (their unit checksums agree).
class ChompWriter : public TableWriter {
 public:
  explicit ChompWriter(Db& db)
      : insert_(db, "chomp", "a, b, grundy, outcome, winning_bites, bites"),
        stored_(db.prepare("SELECT grundy, bites FROM chomp WHERE a = ?1 AND b = ?2")) {}

  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const ChompBoard& computed : static_cast<const RowsOf<ChompBoard>&>(batch).rows) {
      ChompBoard r = computed;
      const std::string bites = r.bites_text();
      stored_.bind(1, r.a).bind(2, r.b);
      if (stored_.step() && stored_.text(1) == bites && r.grundy.has_value() != (stored_.type(0) != SQLITE_NULL))
        r.grundy = stored_.type(0) == SQLITE_NULL ? std::nullopt : std::optional<int>(int(stored_.int64(0)));
      stored_.reset();
      auto bind = [&](Stmt& s) {
        s.bind(1, r.a).bind(2, r.b);
        if (r.grundy)
          s.bind(3, *r.grundy);
        else
          s.bind_null(3);  // an outcome row
        s.bind_static(4, r.outcome());
        s.bind(5, static_cast<int>(r.bites.size())).bind_static(6, bites);
      };
      added += insert_.put(bind, [&] {
        return "Chomp board " + std::to_string(r.a) + " x " + std::to_string(r.b) +
               " is already stored with different values (Grundy value " +
               (r.grundy ? std::to_string(*r.grundy) : std::string("none")) +
               ", bites " + bites + " computed now)";
      });
    }
    return added;
  }

 private:
  KeyedInsert insert_;
  Stmt stored_;
};

}  // namespace

const TableKind& ChompJobKind::table() const { return chomp_table(); }

std::unique_ptr<TableWriter> ChompJobKind::writer(Db& db) const { return std::make_unique<ChompWriter>(db); }

}  // namespace posetlab
