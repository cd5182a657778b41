#pragma once
// Unit weights from the seconds each unit took in an earlier run of the same job (the
// `units.seconds` column of another database, e.g. last night's, or a run on a smaller
// machine). A job's own weights are estimates, and for some kinds every unit gets the
// same one (posets parts, two-level parts on the nauty path), so "costliest first" is
// then the ordinal order; with the recorded seconds the MPI scheduler really hands out
// the longest units first, and progress shows an ETA by time. Results never depend on
// weights.
#include <algorithm>
#include <string>
#include <vector>

#include "enumerate/work_unit.hpp"

namespace posetlab {

struct RecordedCosts {
  std::vector<WorkUnit> units;  // the input units, weights replaced
  std::vector<bool> timed;      // per unit: its weight is a recorded time
  std::size_t recorded() const { return std::size_t(std::count(timed.begin(), timed.end(), true)); }
};

// Units recorded in `db_path` get weight = their seconds in microseconds (at least 1);
// the others keep their estimate, scaled by the recorded units' total time over their
// total estimate so the two kinds of weight stay comparable. Units match by key.
// Throws UsageError when the file holds no unit of `job_key`; Db errors name the file.
RecordedCosts with_recorded_costs(std::vector<WorkUnit> units, const std::string& job_key, const std::string& db_path);

}  // namespace posetlab
