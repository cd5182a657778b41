// The job kinds' tables; see table_kinds.hpp.
#include "results/jobs/table_kinds.hpp"

#include "engine/error.hpp"
#include "results/jobs/job_registry.hpp"

namespace posetlab {

const std::vector<const TableKind*>& table_kinds() { return job_registry().tables(); }

const TableKind& table_kind(const std::string& name) {
  for (const TableKind* t : table_kinds())
    if (t->table == name) return *t;
  throw DbError("unknown job table \"" + name + "\"");
}

}  // namespace posetlab
