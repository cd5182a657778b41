#pragma once
// The tables job kinds write (job_kind.hpp's TableKind), for the layers that work on
// every table: stats, checksums and merge. A new job kind appends its table here.
#include <string>
#include <vector>

#include "results/checksum.hpp"
#include "results/job_kind.hpp"

namespace posetlab {

const TableKind& two_level_table();
const TableKind& posets_table();
const TableKind& coloured_posets_table();
const TableKind& mb_games_table();
const TableKind& posets_summary_table();
const TableKind& chomp_table();

// Every table kind, in the order stats prints them.
const std::vector<const TableKind*>& table_kinds();
// The kind of SQL table `name`; throws DbError for an unknown one.
const TableKind& table_kind(const std::string& name);

// "a, b, c" -> {"a", "b", "c"}.
std::vector<std::string> split_columns(const std::string& columns);

// Content checksum of a table: every key and value column, in key order.
TableChecksum table_checksum(Db& db, const TableKind& table);

}  // namespace posetlab
