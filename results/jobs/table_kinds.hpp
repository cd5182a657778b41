#pragma once
// The tables job kinds write (job_kind.hpp's TableKind), for the layers that work on
// every table: stats, checksums and merge. The list is the job registry's
// (job_registry.hpp): each kind declares its tables there.
#include <string>
#include <vector>

#include "results/jobs/job_kind.hpp"

namespace posetlab {

// Every table kind, in the order stats prints them (the registry's order).
const std::vector<const TableKind*>& table_kinds();
// The kind of SQL table `name`; throws DbError for an unknown one.
const TableKind& table_kind(const std::string& name);

}  // namespace posetlab
