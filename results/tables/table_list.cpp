// The registration of the built-in tables: the lines of table_list.hpp, expanded into a
// declaration and a call each (an explicit list: a static library drops object files no
// symbol refers to).
#include "results/tables/table_list.hpp"

#include "results/jobs/job_registry.hpp"

namespace posetlab {

#define POSETLAB_DECLARE_TABLE(NAME) void add_##NAME##_kind(JobRegistry&);
POSETLAB_TABLES(POSETLAB_DECLARE_TABLE)
#undef POSETLAB_DECLARE_TABLE

void register_builtin_tables() {
  fill_job_registry([](JobRegistry& registry) {
#define POSETLAB_ADD_TABLE(NAME) add_##NAME##_kind(registry);
    POSETLAB_TABLES(POSETLAB_ADD_TABLE)
#undef POSETLAB_ADD_TABLE
  });
}

}  // namespace posetlab
