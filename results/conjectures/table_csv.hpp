#pragma once
// `posetlab export csv`: a stored table's rows at complete sizes as CSV, with the columns
// other conjecture miners read (TxGraffiti takes a pandas DataFrame of invariants and
// boolean properties): the object's own key columns (canonical, family, poset, colours,
// sets, count, those the table has), size, the targets and invariants the conjecture
// commands use (conjecture_tables.hpp), and each built-in predicate of `conjecture
// implications` as a 0/1 column named after it ("P-position", "N-free", ...).
// RFC 4180: a header line, comma separated, a field quoted when it holds a comma, a
// quote or a line break; lines end in "\n".
#include <optional>
#include <string>
#include <vector>

#include "results/queries/size_range.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

struct TableCsvOptions {
  std::string table = default_conjecture_table();
  std::string where;              // only the rows where this is true ("" all)
  std::optional<SizeRange> sizes; // each must be complete; none: every complete size
};

struct TableCsv {
  std::vector<std::string> header;
  std::vector<int> sizes;
  std::uint64_t rows = 0;
  std::string text;  // the whole file
};

// `db` read-only. Throws UsageError (table, a size not stored completely, no complete
// size) or InputError (a where clause that does not compile).
TableCsv table_csv(Db& db, const TableCsvOptions& options);

// One CSV field, quoted when it has to be.
std::string csv_field(const std::string& value);

}  // namespace posetlab
