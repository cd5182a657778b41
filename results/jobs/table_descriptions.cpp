// The job kinds' tables; see table_descriptions.hpp.
#include "results/jobs/table_descriptions.hpp"

#include "engine/core/error.hpp"
#include "results/jobs/job_registry.hpp"

namespace posetlab {

const std::vector<const TableDescription*>& table_descriptions() { return job_registry().tables(); }

const TableDescription& table_description(const std::string& name) {
  for (const TableDescription* t : table_descriptions())
    if (t->table == name) return *t;
  throw DbError("unknown job table \"" + name + "\"");
}

}  // namespace posetlab
