#pragma once
// `posetlab find`: the stored rows of any table a conjecture can be tested on (posets,
// two_level, coloured_posets, mb_games, posets_summary, chomp) that match filters:
//   - `where`, an SQL expression over the table's columns, compiled under the same guards
//     as `conjecture --where` (conjecture_sql.hpp: one operand, reads of the table only, a
//     read-only statement, bounded in time and length);
//   - `size`, the table's size as `conjecture --size` reads it (two_level: bottoms + tops);
//   - typed filters on named columns (--grundy, --components; two_level's --bottoms,
//     --tops, --parity-uniform, --empty-top), each a bound parameter, never SQL text; a
//     filter on a column the table lacks is refused.
// Rows come in the order of the table's key. Output: one line per row as a conjecture's
// counterexample reads (the object, readable by `posetlab solve`, then "  #" and its numeric
// columns), a table/CSV/JSON Lines of every column, or Graphviz drawings.
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include "results/queries/size_range.hpp"
#include "results/store/store.hpp"

namespace posetlab {

struct FindFilters {
  // "" : two_level when a two-level filter (bottoms, tops, parity_uniform, has_empty_top)
  // is given, else the table `conjecture` reads by default.
  std::string table;
  std::string where;  // SQL, as `conjecture --where` takes it ("" none)
  std::optional<SizeRange> size, bottoms, tops;  // N or A:B, both ends included
  std::optional<int> grundy, parity_uniform, has_empty_top, components;
  std::int64_t limit = 20;  // 0: no limit
};

enum class FindOutput { Lines, Table, Csv, Json, Dot };

// The table `filters` read (FindFilters::table's rule).
std::string find_table(const FindFilters& filters);

// Returns the number of rows printed. UsageError for an unknown table, a filter on a
// column it lacks, a negative limit, a 0/1 filter given another value, DOT of a table
// whose rows are not drawn; InputError (located in "<where>") for a bad where clause.
std::uint64_t find_rows(Store& store, const FindFilters& filters, FindOutput output, std::ostream& out);

}  // namespace posetlab
