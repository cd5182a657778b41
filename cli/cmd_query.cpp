// `posetlab query "SQL"`: runs SQL on a read-only connection to the results database
// and prints the rows as an aligned table (default), CSV or JSON Lines. A statement that
// would write is refused before anything runs (exit 2); so is SQL that does not compile.
#include <iostream>

#include "cli/db_option.hpp"
#include "results/query.hpp"

namespace posetlab::cli {
namespace {

struct QueryOptions {
  std::string sql, db;
  FormatFlags format;
};

CommandRegistrar registrar("query", "Run read-only SQL on the results database", [](CLI::App& sub) {
  auto o = std::make_shared<QueryOptions>();
  sub.add_option("sql", o->sql, "One or more SQL statements (only reads are allowed)")->required();
  add_db_option(sub, o->db);
  add_format_flags(sub, o->format);
  sub.footer(
      "Examples:\n"
      "  posetlab query \"SELECT count(*) FROM two_level WHERE bottoms=4 AND has_empty_top=0\"\n"
      "  posetlab query \"SELECT grundy, count(*) FROM two_level GROUP BY grundy\" --csv\n"
      "Tables: two_level (a view over two_level_rows), posets, posets_summary (summed by the view posets_counts),\n"
      "coloured_posets, mb_games, jobs, runs, units, checks, locks, meta (columns: docs/schema.md).");
  return [o] {
    Store store(o->db, Store::Access::ReadOnly);
    run_query(store, o->sql, o->format.format(), std::cout);
    return kExitOk;
  };
});

}  // namespace
}  // namespace posetlab::cli
