// Unit scopes; see unit_scope.hpp.
#include "results/jobs/unit_scope.hpp"

#include <cstdio>
#include <utility>

namespace posetlab {

UnitScope unit_scope_of(const TableKind& table, std::string where, std::string group, std::uint64_t group_keys) {
  return {table.table, table.stored_table(), std::move(where), std::move(group), group_keys};
}

bool parse_part_key(const std::string& key, int& n, int& part, int& parts) {
  char tail = 0;
  return std::sscanf(key.c_str(), "n=%d;part=%d/%d%c", &n, &part, &parts, &tail) == 3 && n >= 0 && part >= 0 &&
         part < parts;
}

}  // namespace posetlab
