#pragma once
// Counting runs: a job's units driven as the runner drives them (the units of one shard,
// in ordinal order, a progress line, a stop between units on SIGINT/SIGTERM), with their
// rows handed to a counting sink instead of a table: no database, no values needed.
// `enumerate two-level --count-only` is one (results/tables/two_level_count.hpp): the
// classes per (bottoms, tops) with the labeled families they stand for, the run that
// compares with `nauty-genbg -u`.
#include <cstddef>
#include <memory>
#include <ostream>

#include "results/jobs/job.hpp"
#include "results/jobs/shard.hpp"

namespace posetlab {

struct CountOptions {
  Shard shard;
  bool progress = true;
  bool json = false;
};

// What a counting run covered, for the sink's report.
struct CountSummary {
  Shard shard;
  std::size_t units = 0;
  double seconds = 0;
};

class CountingSink {
 public:
  virtual ~CountingSink() = default;
  // The rows of one batch, from one thread at a time.
  virtual void add(const RowBatch& batch) = 0;
  // The counts: lines, or one JSON object.
  virtual void print(const CountSummary& summary, bool json, std::ostream& out) const = 0;
};

// A job whose rows are counted and the sink that counts them (JobKind::make_count).
struct CountingRun {
  std::unique_ptr<Job> job;
  std::unique_ptr<CountingSink> sink;
};

// Runs every unit of `run.job` in `options.shard` into its sink and prints the counts to
// `out`; false (and nothing printed) when interrupted: partial counts would read as
// complete ones.
bool count_units(CountingRun& run, const CountOptions& options, std::ostream& out);

}  // namespace posetlab
