// The registration list of the built-in job kinds: one line per kind, in the order
// `enumerate --help`, the nightly messages and stats list them. Each add_*_kind lives in
// its own results/kinds/kind_*.cpp.
#include "results/jobs/job_registry.hpp"

namespace posetlab {

void add_two_level_kind(JobRegistry&);
void add_posets_kind(JobRegistry&);
void add_coloured_posets_kind(JobRegistry&);
void add_mb_games_kind(JobRegistry&);
void add_chomp_kind(JobRegistry&);

void register_builtin_job_kinds(JobRegistry& registry) {
  add_two_level_kind(registry);
  add_coloured_posets_kind(registry);
  add_posets_kind(registry);
  add_mb_games_kind(registry);
  add_chomp_kind(registry);
}

}  // namespace posetlab
