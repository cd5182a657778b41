#pragma once
// `posetlab query`: arbitrary SQL on a read-only connection. Every statement is
// prepared and checked with sqlite3_stmt_readonly before any runs, so a script that
// writes is refused as a whole and the database is left untouched; the connection is
// also opened SQLITE_OPEN_READONLY with query_only set, as a second wall.
#include <ostream>
#include <string>
#include <vector>

#include "results/store/store.hpp"
#include "results/store/table_printer.hpp"

namespace posetlab {

// Runs `sql` (one or more statements) on `store` (opened read-only) and prints each
// statement's rows. Throws InputError (with the column SQLite reports) for SQL that does
// not compile, UsageError for a statement that would write. Returns the rows printed.
std::uint64_t run_query(Store& store, const std::string& sql, OutputFormat format, std::ostream& out);

// Attaches another database file to `store`'s connection as schema `name`, read-only
// (immutable when its location is not writable), so one query can compare tables
// (`SELECT ... FROM main.posets JOIN other.posets ...`). UsageError for a missing file,
// a name that is not an identifier, or a file SQLite cannot read.
void attach_read_only(Store& store, const std::string& name, const std::string& path);
// The same from "NAME=PATH" (`query --attach`); UsageError for text without '='.
void attach_read_only(Store& store, const std::string& name_and_path);

// The SQL to run: `sql` as given ('-': standard input), or with `file` the text of that
// file ('-': standard input). UsageError when both or neither are given; InputError for a
// file that cannot be read.
std::string query_sql_text(const std::string& sql, const std::string& file);

// The tables and views of every attached schema (schema, name, type), and the columns
// of one table (name, type, not_null, primary_key), printed like query results.
std::uint64_t print_tables(Store& store, OutputFormat format, std::ostream& out);
std::uint64_t print_columns(Store& store, const std::string& table, OutputFormat format, std::ostream& out);

// The statements of `sql`, each prepared and checked read-only before any runs (the
// same errors as run_query), ready to step: for callers that want the values, not text.
std::vector<Stmt> prepare_read_only(Store& store, const std::string& sql);

}  // namespace posetlab
