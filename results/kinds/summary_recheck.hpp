#pragma once
// `posetlab batch recheck`: units of a posets summary job computed again from scratch by
// the definitions (enumerate/posets_summary_plain.hpp, nothing shared with the fast path
// but nauty-genposetg) and their rows digested as the job's writer digests them, so that
// the stored digest of each unit, in a database or a batch file, is checked on its own.
#include <cstdint>
#include <string>
#include <vector>

#include "results/jobs/summary_batch.hpp"

namespace posetlab {

struct RecheckedUnit {
  BatchUnit stored;
  std::uint64_t rows = 0, posets = 0;
  std::string digest;
  double seconds = 0;
  bool same() const { return rows == stored.rows && posets == stored.posets && digest == stored.digest; }
};

// Up to k distinct units of the batch, drawn at random from `seed`, by ordinal.
std::vector<BatchUnit> draw_units(const SummaryBatch& batch, std::size_t k, std::uint64_t seed);

// Unit `unit` of the batch's job computed again; `scratch` is a database file this may
// create and remove (the rows are digested where the job's writer stores them).
RecheckedUnit recheck_summary_unit(const SummaryBatch& batch, const BatchUnit& unit, int threads,
                                   const std::string& scratch);

}  // namespace posetlab
