#pragma once
// The counting run of `enumerate two-level --count-only` (results/jobs/counting.hpp): the
// classes per (bottoms, tops), with the labelled families they stand for (b! / |Aut| each),
// the run that compares with `nauty-genbg -u`. No values, no database. The job kind
// (results/tables/two_level.cpp) hands it the spec and the table the classes belong to.
#include "enumerate/two_level_job.hpp"
#include "results/jobs/counting.hpp"
#include "results/jobs/job.hpp"

namespace posetlab {

// Throws UsageError for a bad spec; its values are switched off.
CountingRun make_two_level_count(TwoLevelSpec spec, const TableDescription& table);

}  // namespace posetlab
