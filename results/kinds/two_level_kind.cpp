// The two-level job kind; see two_level_kind.hpp.
#include "results/kinds/two_level_kind.hpp"

#include <omp.h>

#include <algorithm>

#include "engine/error.hpp"
#include "results/jobs/table_kinds.hpp"
#include "results/kinds/two_level_rows.hpp"
#include "results/kinds/two_level_wire.hpp"

namespace posetlab {
namespace {

class TwoLevelWriter : public TableWriter {
 public:
  explicit TwoLevelWriter(Db& db) : inserter_(db) {}
  std::uint64_t insert(const RowBatch& batch) override {
    return inserter_.insert(static_cast<const TwoLevelRows&>(batch));
  }

 private:
  TwoLevelInserter inserter_;
};

// A unit's classes as stored batches of `batch_rows`, in key order (sorted and packed by
// the job's threads), so the writer thread only binds and steps, and inserts each
// batch into one neighbourhood of the key tree.
std::vector<std::unique_ptr<RowBatch>> pack_in_key_order(std::vector<TwoLevelClass>& classes, std::size_t batch_rows,
                                                         BlockingPool& pool) {
  struct Keyed {
    std::uint64_t prefix, word;
    const TwoLevelClass* c;
    bool has_word;
  };
  // Equal prefixes mean equal bottoms; with b <= 6 the words decide (most of b = 5
  // shares its 7-byte prefixes: the full comparison took 12% of that job).
  auto less = [](const Keyed& a, const Keyed& b) {
    if (a.prefix != b.prefix) return a.prefix < b.prefix;
    return a.has_word && b.has_word ? two_level_word_less(a.word, b.word) : two_level_key_less(*a.c, *b.c);
  };
  // One slice a thread: keyed and sorted there, then merged pairwise.
  const std::size_t n = classes.size(), slices = std::min<std::size_t>(std::max<std::size_t>(1, n), pool.threads());
  std::vector<std::vector<Keyed>> sorted(slices);
  pool.run(slices, [&](std::size_t s, int) {
    const std::size_t begin = n * s / slices, end = n * (s + 1) / slices;
    std::vector<Keyed>& order = sorted[s];
    order.resize(end - begin);
    for (std::size_t i = begin; i < end; ++i) {
      Keyed& k = order[i - begin];
      k.prefix = two_level_key_prefix(classes[i]);
      k.c = &classes[i];
      k.has_word = two_level_key_word(classes[i], k.word);
    }
    std::sort(order.begin(), order.end(), less);
  });
  while (sorted.size() > 1) {
    std::vector<std::vector<Keyed>> merged((sorted.size() + 1) / 2);
    pool.run(merged.size(), [&](std::size_t m, int) {
      if (2 * m + 1 == sorted.size()) return void(merged[m] = std::move(sorted[2 * m]));
      const auto &x = sorted[2 * m], &y = sorted[2 * m + 1];
      merged[m].resize(x.size() + y.size());
      std::merge(x.begin(), x.end(), y.begin(), y.end(), merged[m].begin(), less);
    });
    sorted = std::move(merged);
  }
  const std::vector<Keyed>& order = sorted[0];
  batch_rows = std::max<std::size_t>(1, batch_rows);
  std::vector<std::unique_ptr<RowBatch>> batches((order.size() + batch_rows - 1) / batch_rows);
  pool.run(batches.size(), [&](std::size_t k, int) {
    auto batch = std::make_unique<TwoLevelRows>();
    const std::size_t end = std::min(order.size(), (k + 1) * batch_rows);
    batch->rows.reserve(end - k * batch_rows);
    for (std::size_t i = k * batch_rows; i < end; ++i) batch->add(*order[i].c);
    batches[k] = std::move(batch);
  });
  return batches;
}

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
  encode_two_level_rows(static_cast<const TwoLevelRows&>(batch), out);
}

std::unique_ptr<RowBatch> TwoLevelJobKind::decode_rows(const std::vector<std::uint8_t>& bytes) const {
  return std::make_unique<TwoLevelRows>(decode_two_level_rows(bytes));
}

void TwoLevelJobKind::run_unit(const WorkUnit& unit, const BatchSink& sink, std::size_t batch_rows) {
  std::vector<TwoLevelClass> classes;
  job_.run_unit(unit, [&](TwoLevelClass&& c) { classes.push_back(std::move(c)); });
  const int threads = spec_.threads > 0 ? spec_.threads : omp_get_max_threads();
  if (!pool_ || pool_->threads() != threads) pool_ = std::make_unique<BlockingPool>(threads);
  for (auto& batch : pack_in_key_order(classes, batch_rows, *pool_)) sink(std::move(batch));
  // The classes are freed by every thread, not by this one alone.
  const std::size_t n = classes.size(), step = 4096;
  pool_->run((n + step - 1) / step, [&](std::size_t k, int) {
    for (std::size_t j = k * step; j < std::min(n, (k + 1) * step); ++j) std::vector<std::uint64_t>().swap(classes[j].sets);
  });
}

std::unique_ptr<TableWriter> TwoLevelJobKind::writer(Db& db) const { return std::make_unique<TwoLevelWriter>(db); }

JobReport run_two_level_job(Store& store, TwoLevelJob& job, const TwoLevelSpec& spec, const JobOptions& options) {
  TwoLevelJobKind kind(job, spec);
  return run_job(store, kind, options);
}

}  // namespace posetlab
