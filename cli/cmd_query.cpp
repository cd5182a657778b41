// `posetlab query "SQL"`: runs SQL on a read-only connection to the results database
// and prints the rows as an aligned table (default), CSV or JSON Lines. A statement that
// would write is refused before anything runs (exit 2); so is SQL that does not compile.
// The SQL may also come from a file (--file PATH) or standard input ('-'); --tables and
// --columns TABLE describe the database; --attach NAME=PATH adds another database,
// read-only, for queries across both.
#include <iostream>

#include "cli/options.hpp"
#include "results/queries/query.hpp"

namespace posetlab::cli {
namespace {

struct QueryOptions {
  std::string sql, file, db, columns;
  std::vector<std::string> attach;
  bool tables = false;
  FormatFlags format;
};

int run_query_command(const QueryOptions& o) {
  Store store(o.db, Store::Access::ReadOnly);
  for (const std::string& a : o.attach) attach_read_only(store, a);
  if (o.tables) {
    print_tables(store, o.format.format(), std::cout);
    return kExitOk;
  }
  if (!o.columns.empty()) {
    print_columns(store, o.columns, o.format.format(), std::cout);
    return kExitOk;
  }
  run_query(store, query_sql_text(o.sql, o.file), o.format.format(), std::cout);
  return kExitOk;
}

}  // namespace

CommandRun query_command(CLI::App& sub) {
  auto o = std::make_shared<QueryOptions>();
  sub.add_option("sql", o->sql, "One or more SQL statements (only reads are allowed); '-' reads them from standard input");
  sub.add_option("-f,--file", o->file, "Read the SQL from this file ('-': standard input)");
  sub.add_flag("--tables", o->tables, "List the tables and views (of every attached database)");
  sub.add_option("--columns", o->columns, "List the columns of this table or view (SCHEMA.TABLE for an attached one)");
  sub.add_option("--attach", o->attach,
                 "NAME=PATH: attach another posetlab database, read-only, as schema NAME (repeatable)")
      ->allow_extra_args(false);
  add_db_option(sub, o->db);
  add_format_flags(sub, o->format);
  sub.footer(
      "Examples:\n"
      "  posetlab query \"SELECT count(*) FROM two_level WHERE bottoms=4 AND has_empty_top=0\"\n"
      "  posetlab query \"SELECT grundy, count(*) FROM two_level GROUP BY grundy\" --csv\n"
      "  posetlab query - < report.sql\n"
      "  posetlab query --tables; posetlab query --columns posets\n"
      "  posetlab query --attach old=archive.sqlite \"SELECT count(*) FROM posets p JOIN old.posets q USING (size, canonical)\"\n"
      "Tables: two_level (a view over two_level_rows), two_level_summary (summed by the view two_level_counts),\n"
      "posets, posets_summary (summed by the view posets_counts),\n"
      "coloured_posets, mb_games, chomp, jobs, runs, units, checks, conjectures, conjecture_history, locks, meta\n"
      "(columns: docs/schema.md).\n"
      "A database in a read-only location is opened immutable (nothing is written beside it).");
  return [o] { return run_query_command(*o); };
}

}  // namespace posetlab::cli
