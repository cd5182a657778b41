// The built-in tables, one line each; see table_list.hpp. Each add_*_kind lives in its
// table's file (an explicit list: a static library drops object files no symbol refers to).
#include "results/tables/table_list.hpp"

#include "results/jobs/job_registry.hpp"

namespace posetlab {

void add_two_level_kind(JobRegistry&);
void add_posets_kind(JobRegistry&);
void add_coloured_posets_kind(JobRegistry&);
void add_mb_games_kind(JobRegistry&);
void add_chomp_kind(JobRegistry&);

void register_builtin_tables() {
  fill_job_registry([](JobRegistry& registry) {
    add_two_level_kind(registry);
    add_coloured_posets_kind(registry);
    add_posets_kind(registry);
    add_mb_games_kind(registry);
    add_chomp_kind(registry);
  });
}

}  // namespace posetlab
