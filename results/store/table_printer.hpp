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

// Steps `stmt` to the end, printing every row; returns the number of rows.
std::uint64_t print_rows(Stmt& stmt, OutputFormat format, std::ostream& out);

// One value as text: NULL as "NULL", floats in shortest round-trip form, blobs as x'..'.
std::string value_text(Stmt& stmt, int col);

}  // namespace posetlab
