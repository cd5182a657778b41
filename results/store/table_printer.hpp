#pragma once
// Prints the rows of SQLite statements as an aligned table (the default; numbers
// right-aligned), CSV (RFC 4180) or JSON Lines (one object per row, docs/formats.md; a
// non-finite REAL, which JSON cannot write, is null there).
// The table layout measures the first 1000 rows and keeps those widths for the rest,
// so a huge result streams without being held in memory.
#include <ostream>
#include <string>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

enum class OutputFormat { Table, Csv, Json };

// A table layout at most `max_width` characters wide: past it, the columns after the
// `leading_columns` go to pages of their own (separated by a blank line), each page
// repeating the leading ones, so a row is still named on every page. Applies to at most
// the measured rows (a longer result prints as one wide table); a single column wider
// than the page stays as wide as it is.
struct TableFit {
  std::size_t max_width = 100;
  int leading_columns = 1;
};

// Steps `stmt` to the end, printing every row; returns the number of rows. `fit`: the
// table layout's width (CSV and JSON ignore it).
std::uint64_t print_rows(Stmt& stmt, OutputFormat format, std::ostream& out, const TableFit* fit = nullptr);

// One value as text: NULL as "NULL", floats in shortest round-trip form, blobs as x'..'.
std::string value_text(Stmt& stmt, int col);

}  // namespace posetlab
