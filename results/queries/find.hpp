#pragma once
// `posetlab find`: two-level classes matching typed filters. Filters become bound
// parameters of one fixed statement, never text spliced into SQL. Output: the
// `family N:` lines (readable by `posetlab solve`) with the values as a comment, a
// table/CSV/JSON Lines of the columns, or Graphviz drawings.
#include <optional>
#include <ostream>

#include "results/queries/size_range.hpp"
#include "results/store/store.hpp"
#include "results/store/table_printer.hpp"

namespace posetlab {

struct FindFilters {
  std::optional<SizeRange> bottoms, tops;  // N or A:B, both ends included
  std::optional<int> grundy, parity_uniform, has_empty_top, components;
  std::int64_t limit = 20;  // 0: no limit
};

enum class FindOutput { Families, Table, Csv, Json, Dot };

// Returns the number of classes printed.
std::uint64_t find_classes(Store& store, const FindFilters& filters, FindOutput output, std::ostream& out);

}  // namespace posetlab
