#pragma once
// The nightly job list: a line-based file (format in results/nightly.conf's head
// comment, repeated here).
//
//   # comment (also after a job)
//   two-level bottoms=A[..B] [tops=A:B] [empty-top=no|yes] [fast-path=yes|no] [threads=T]
//   two-level size=A[..B]    [tops=A:B] [empty-top=no|yes] [fast-path=yes|no] [threads=T]
//   coloured-posets size=N [threads=T]   every coloured poset on 0..N points, both values
//   posets size=A[..B] [summary=no|yes] [threads=T]   every poset of a size (or its counts)
//   mb-games [clutters=C] [singletons=S] [threads=T]   Maker-Breaker games (003)
//   chomp max=B [threads=T]  every Chomp board up to B x B with its winning bites
//   verify [OPTION...]       theorem checks, options passed to the verify hook as given
//
// A range A..B expands to one job per value, in order. Every malformed line is an
// InputError "file:line:col: message" pointing at the offending word.
#include <string>
#include <vector>

#include "enumerate/chomp_job.hpp"
#include "enumerate/coloured_posets_job.hpp"
#include "enumerate/posets_job.hpp"
#include "enumerate/mb_games_job.hpp"
#include "enumerate/two_level_job.hpp"

namespace posetlab {

// One line (one value of its range) of the job list: a job of some kind, or the checks.
struct NightlyItem {
  enum class Kind { Job, Verify };
  Kind kind = Kind::Job;
  std::string job_kind;           // Job: the first word, e.g. "two-level"
  int threads = 0;                // Job: threads=T (0: all cores)
  TwoLevelSpec spec;              // job_kind "two-level"
  ColouredPosetsSpec coloured;    // job_kind "coloured-posets"
  PosetsSpec posets;              // job_kind "posets" or "posets-summary"
  MbGamesSpec mb_games;           // job_kind "mb-games"
  ChompSpec chomp;                // job_kind "chomp"
  std::vector<std::string> args;  // Verify
  std::string text;               // the job as the summary shows it, e.g. "two-level bottoms=5 empty-top=yes"
  int line = 0;
};

std::vector<NightlyItem> parse_nightly_config(const std::string& text, const std::string& input_name);
std::vector<NightlyItem> read_nightly_config(const std::string& path);

}  // namespace posetlab
