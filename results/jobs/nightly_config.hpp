#pragma once
// The nightly job list: a line-based file (format in results/nightly.conf's head
// comment). A line is a job of a registered kind (job_registry.hpp), its first word the
// kind's name and the rest key=value parameters read by the kind's parameter table
// (job_params.hpp: unknown keys, keys given twice and values out of range are errors),
// plus threads=T; or `verify [OPTION...]`, the theorem checks with options passed to
// the verify hook as given.
//
// A range A..B expands to one job per value, in order. Every malformed line is an
// InputError "file:line:col: message" pointing at the offending word.
#include <string>
#include <vector>

#include "results/jobs/job_registry.hpp"

namespace posetlab {

// One line (one value of its range) of the job list: a job of some kind, or the checks.
struct NightlyItem {
  enum class Kind { Job, Verify };
  Kind kind = Kind::Job;
  std::string job_kind;           // Job: the first word, e.g. "two-level"
  JobParams params;               // Job: its parameters (params.threads: threads=T, 0: all cores)
  std::vector<std::string> args;  // Verify
  std::string text;               // the job as the summary shows it, e.g. "two-level bottoms=5 empty-top=yes"
  int line = 0;
};

std::vector<NightlyItem> parse_nightly_config(const std::string& text, const std::string& input_name);
std::vector<NightlyItem> read_nightly_config(const std::string& path);

}  // namespace posetlab
