#pragma once
// `posetlab enumerate two-level --count-only`: the classes of a two-level job counted
// per (bottoms, tops) with no values and no database, the run that compares with
// `nauty-genbg -u`. Beside each count, the labeled families it stands for (the sum of
// b!/|Aut| over its classes, Burnside), so a count can be checked against C(2^b - 1, t).
#include <iosfwd>

#include "enumerate/two_level_job.hpp"
#include "results/shard.hpp"

namespace posetlab::cli {

struct CountOptions {
  Shard shard;
  bool progress = true;
  bool json = false;
};

// Runs every unit of `job` in `options.shard` and prints the counts to `out`; false
// (and nothing printed) when interrupted by SIGINT/SIGTERM.
bool count_two_level(TwoLevelJob& job, const CountOptions& options, std::ostream& out);

}  // namespace posetlab::cli
