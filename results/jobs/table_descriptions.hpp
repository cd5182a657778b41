#pragma once
// The tables job kinds write (job.hpp's TableDescription), for the layers that work on
// every table: stats, checksums and merge. The list is the job registry's
// (job_registry.hpp): each kind declares its tables there.
#include <string>
#include <vector>

#include "results/jobs/job.hpp"

namespace posetlab {

// Every table description, in the order stats prints them (the registry's order).
const std::vector<const TableDescription*>& table_descriptions();
// The kind of SQL table `name`; throws DbError for an unknown one.
const TableDescription& table_description(const std::string& name);

}  // namespace posetlab
