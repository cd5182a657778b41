#pragma once
// `posetlab merge A.sqlite B.sqlite ... -o OUT.sqlite`: combines databases (typically
// the shards of jobs run with --shard R/M on several machines) into a new one.
// Checks, each failing with an error that names the offender:
// - every job present is cut the same way in every input (same unit count and digest);
// - every unit of every job is present exactly once across the inputs (a missing unit or
//   a unit committed in two inputs is an error);
// - no key of any job kind's table (table_descriptions.hpp) is stored with two different values;
// - every unit's rows still match the digest stored when it was committed
//   (unit_checksum.hpp, as `stats --recheck` checks): in each input, and for groups of
//   units checked together (complete only once every shard is in) in the result.
//   A damaged unit stops the merge, named with its input.
// Stored conjectures and their history come along, each conjecture once
// (merge_conjectures.hpp).
// Atomic: the result is built in OUT.tmp-PID and renamed to OUT only when complete.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace posetlab {

struct MergeOptions {
  bool force = false;          // replace an existing OUT
  bool allow_partial = false;  // accept jobs with missing units (still no duplicates)
};

struct MergeReport {
  std::size_t jobs = 0, jobs_complete = 0;
  std::uint64_t units = 0;
  std::uint64_t rows = 0;                                           // of every job table
  std::vector<std::pair<std::string, std::uint64_t>> table_rows;  // per table, table_descriptions() order
  std::uint64_t rows_of(const std::string& table) const {  // 0 for a table not listed
    for (const auto& [name, n] : table_rows)
      if (name == table) return n;
    return 0;
  }
  std::uint64_t duplicate_rows = 0;  // identical rows stored by several inputs (overlapping jobs)
  std::uint64_t conjectures = 0;        // stored conjectures in the result (merge_conjectures.hpp)
  std::uint64_t input_conjectures = 0;  // held by the inputs, counted once per input
  double seconds = 0;
};

MergeReport merge_databases(const std::vector<std::string>& inputs, const std::string& output,
                            const MergeOptions& options = {});

// The one line `posetlab merge` prints on standard error: "merge: N inputs -> OUT: J jobs
// (C complete), U units, R TABLE rows, ... (D identical copies ... dropped), TIME".
std::string merge_summary(const MergeReport& r, std::size_t inputs, const std::string& output);

}  // namespace posetlab
