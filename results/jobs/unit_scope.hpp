#pragma once
// Where the rows of one work unit are stored, for the per-unit checksums
// (results/jobs/unit_checksum.hpp): each job kind of the registry names its units' rows
// (JobKind::unit_scope), so `stats --recheck` knows a new kind without another edit.
#include <cstdint>
#include <string>

#include "results/jobs/job.hpp"

namespace posetlab {

struct UnitScope {
  std::string table;         // the table users read, as stats names it (two_level)
  std::string stored_table;  // where the rows are (two_level_rows)
  std::string where;         // SQL condition over stored_table selecting the group's rows
  std::string group;         // units with equal group share one check
  std::uint64_t group_keys;  // distinct unit keys the group needs; 0: every unit of the job
};

// The scope of rows of `table` selected by `where`, checked as the group `group`.
UnitScope unit_scope_of(const TableDescription& table, std::string where, std::string group, std::uint64_t group_keys);

}  // namespace posetlab
