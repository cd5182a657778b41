// Unit scopes; see unit_scope.hpp.
#include "results/jobs/unit_scope.hpp"

#include <utility>

namespace posetlab {

UnitScope unit_scope_of(const TableDescription& table, std::string where, std::string group, std::uint64_t group_keys) {
  return {table.table, table.stored_table(), std::move(where), std::move(group), group_keys};
}

}  // namespace posetlab
