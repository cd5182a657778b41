// The two-level job kind; see two_level_kind.hpp.
#include "results/two_level_kind.hpp"

#include "engine/error.hpp"
#include "results/enumeration_job_kind.hpp"
#include "results/table_kinds.hpp"
#include "results/two_level_rows.hpp"
#include "results/two_level_wire.hpp"

namespace posetlab {
namespace {

class TwoLevelWriter : public TableWriter {
 public:
  explicit TwoLevelWriter(Db& db) : inserter_(db) {}
  std::uint64_t insert(const RowBatch& batch) override {
    std::uint64_t added = 0;
    for (const TwoLevelClass& c : static_cast<const RowsOf<TwoLevelClass>&>(batch).rows)
      added += inserter_.insert(c) ? 1 : 0;
    return added;
  }

 private:
  TwoLevelInserter inserter_;
};

}  // namespace

std::string two_level_job_key(const TwoLevelSpec& spec) { return "two-level:" + spec.canonical_key(); }

TwoLevelJobKind::TwoLevelJobKind(TwoLevelJob& job, TwoLevelSpec spec) : job_(job), spec_(std::move(spec)) {
  if (!spec_.values) throw UsageError("two-level: the results store takes only runs with values (not --count-only)");
}

TwoLevelJobKind::TwoLevelJobKind(std::unique_ptr<TwoLevelJob> job, TwoLevelSpec spec)
    : TwoLevelJobKind(*job, std::move(spec)) {
  owned_ = std::move(job);
}

const TableKind& TwoLevelJobKind::table() const { return two_level_table(); }

void TwoLevelJobKind::encode_rows(const RowBatch& batch, std::vector<std::uint8_t>& out) const {
  encode_two_level_rows(static_cast<const RowsOf<TwoLevelClass>&>(batch).rows, out);
}

std::unique_ptr<RowBatch> TwoLevelJobKind::decode_rows(const std::vector<std::uint8_t>& bytes) const {
  auto batch = std::make_unique<RowsOf<TwoLevelClass>>();
  batch->rows = decode_two_level_rows(bytes);
  return batch;
}

void TwoLevelJobKind::run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) {
  emit_unit_in_batches<TwoLevelClass>(job_, unit, sink, batch_rows);
}

std::unique_ptr<TableWriter> TwoLevelJobKind::writer(Db& db) const { return std::make_unique<TwoLevelWriter>(db); }

JobReport run_two_level_job(Store& store, TwoLevelJob& job, const TwoLevelSpec& spec, const JobOptions& options) {
  TwoLevelJobKind kind(job, spec);
  return run_job(store, kind, options);
}

}  // namespace posetlab
