// Re-checking summary units by the definitions; see summary_recheck.hpp.
#include "results/kinds/summary_recheck.hpp"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <random>

#include "engine/error.hpp"
#include "enumerate/posets_summary_plain.hpp"
#include "results/jobs/unit_checksum.hpp"
#include "results/kinds/posets_summary_kind.hpp"
#include "results/store/row_digest.hpp"
#include "results/store/store.hpp"

namespace posetlab {

std::vector<BatchUnit> draw_units(const SummaryBatch& batch, std::size_t k, std::uint64_t seed) {
  std::vector<BatchUnit> units = batch.units;
  std::mt19937_64 random(seed);
  std::shuffle(units.begin(), units.end(), random);
  units.resize(std::min(k, units.size()));
  std::sort(units.begin(), units.end(), [](const BatchUnit& a, const BatchUnit& b) { return a.ordinal < b.ordinal; });
  return units;
}

RecheckedUnit recheck_summary_unit(const SummaryBatch& batch, const BatchUnit& unit, int threads,
                                   const std::string& scratch) {
  const auto start = std::chrono::steady_clock::now();
  const int n = batch.size();
  RecheckedUnit out;
  out.stored = unit;
  auto rows = std::make_unique<RowsOf<PosetsSummaryRow>>();
  rows->rows = plain_posets_summary_unit(n, int(unit.ordinal), threads);
  for (const PosetsSummaryRow& r : rows->rows) out.posets += r.posets;
  out.rows = rows->rows.size();
  const auto scope = unit_scope("posets-summary", batch.job, unit.key);
  if (!scope) throw UsageError("batch recheck: '" + unit.key + "' is not a unit key of " + batch.job);
  std::filesystem::remove(scratch);
  {
    Store store(scratch, Store::Access::ReadWrite);
    Db& db = store.db();
    Transaction tx(db);
    PosetsSummaryJobKind(PosetsSpec{n, threads}).writer(db)->insert(*rows);
    tx.commit();
    Stmt stored = db.prepare("SELECT * FROM " + scope->stored_table + " WHERE " + scope->where);
    RowsDigest digest;
    digest_rows(stored, digest);
    out.digest = digest.hex();
  }
  for (const char* tail : {"", "-wal", "-shm", "-journal"}) std::filesystem::remove(scratch + tail);
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace posetlab
