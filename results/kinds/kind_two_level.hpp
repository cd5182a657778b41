#pragma once
// The two-level job kind's descriptor (job_registry.hpp): its parameters as a
// TwoLevelSpec, for the callers that run the enumeration without the store (the
// counting run of `enumerate two-level --count-only`, tests).
#include "enumerate/two_level_job.hpp"
#include "results/jobs/counting.hpp"
#include "results/jobs/job_registry.hpp"

namespace posetlab {

// The spec of a two-level job from its parsed parameters (threads included).
TwoLevelSpec two_level_spec(const JobParams& params);

// The counting run (`--count-only`, kind_two_level_count.cpp): classes per (bottoms,
// tops) and the labeled families they stand for; throws UsageError for a bad spec.
CountingRun make_two_level_count(const JobParams& params);

}  // namespace posetlab
