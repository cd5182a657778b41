// The coloured-poset job kind; see coloured_kind.hpp.
#include "results/kinds/coloured_kind.hpp"

#include "results/kinds/coloured_rows.hpp"
#include "results/jobs/table_kinds.hpp"

namespace posetlab {
namespace {

class ColouredWriter : public TableWriter {
 public:
  explicit ColouredWriter(Db& db) : inserter_(db) {}
  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const ColouredPosetClass& c : static_cast<const RowsOf<ColouredPosetClass>&>(batch).rows)
      added += inserter_.insert(c) ? 1 : 0;
    return added;
  }

 private:
  ColouredInserter inserter_;
};

}  // namespace

const TableKind& ColouredJobKind::table() const { return coloured_posets_table(); }

std::unique_ptr<TableWriter> ColouredJobKind::writer(Db& db) const { return std::make_unique<ColouredWriter>(db); }

JobReport run_coloured_job(Store& store, const ColouredPosetsSpec& spec, const JobOptions& options) {
  ColouredJobKind kind(spec);
  return run_job(store, kind, options);
}

}  // namespace posetlab
