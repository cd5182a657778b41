// `posetlab find`: the stored rows of any table by the filters of `conjecture --where` and
// typed ones (results/conjectures/find_rows.hpp), printed as lines `posetlab solve` reads back, as
// a table/CSV/JSON, or as Graphviz drawings (--dot).
#include <iostream>

#include "cli/options.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/conjectures/find_rows.hpp"

namespace posetlab::cli {
namespace {

struct FindCli {
  std::string db;
  FormatFlags format;
  bool aligned = false, dot = false;
  std::string size, bottoms, tops;  // N or A:B
  FindFilters filters;
};

}  // namespace

CommandRun find_command(CLI::App& sub) {
  auto o = std::make_shared<FindCli>();
  add_db_option(sub, o->db);
  sub.add_option("--table", o->filters.table,
                 "The table: " + conjecture_table_names() +
                     " (default: two_level with a two-level filter, else the one `conjecture` reads)");
  sub.add_option("--where", o->filters.where, "Only the rows where this SQL expression is true (as conjecture --where)");
  sub.add_option("--size", o->size, "The table's size (as conjecture --size; two_level: bottoms + tops), N or A:B");
  sub.add_option("--bottoms", o->bottoms, "two_level: number of bottoms, N or A:B (A..B)");
  sub.add_option("--tops", o->tops, "two_level: number of tops, N or A:B (A..B)");
  sub.add_option("--grundy", o->filters.grundy, "Grundy value");
  sub.add_option("--parity-uniform", o->filters.parity_uniform, "two_level: 0 or 1");
  sub.add_option("--empty-top", o->filters.has_empty_top, "two_level: 0 or 1, with or without the empty top");
  sub.add_option("--components", o->filters.components, "Number of connected components");
  sub.add_option("--limit", o->filters.limit, "At most this many rows (0: all)")->capture_default_str();
  auto* aligned = sub.add_flag("--aligned", o->aligned, "Aligned table of every column");
  auto* dot = sub.add_flag("--dot", o->dot, "Graphviz DOT drawing of each row's poset")->excludes(aligned);
  add_format_flags(sub, o->format);
  sub.get_option("--csv")->excludes(aligned)->excludes(dot);
  sub.get_option("--json")->excludes(aligned)->excludes(dot);
  sub.footer(
      "Examples:\n"
      "  posetlab find --table posets --where \"grundy = 0 AND height = 2\" --size 6 --limit 5\n"
      "  posetlab find --table chomp --where \"winning_bites > 1\" --json\n"
      "  posetlab find --bottoms 3 --grundy 0 --limit 5\n"
      "  posetlab find --bottoms 4 --tops 3 --parity-uniform 1 --dot | dot -Tsvg > found.svg\n"
      "  posetlab find --bottoms 3 --limit 0 | posetlab solve\n"
      "  posetlab find --bottoms 2:4 --tops 1:2 --grundy 0 --aligned\n"
      "Lines: the object (a line `solve` reads) and, after '#', its numeric columns and the text columns\n"
      "--where names, in the order of the table's key.");
  return [o] {
    if (!o->size.empty()) o->filters.size = parse_size_range(o->size, "--size");
    if (!o->bottoms.empty()) o->filters.bottoms = parse_size_range(o->bottoms, "--bottoms");
    if (!o->tops.empty()) o->filters.tops = parse_size_range(o->tops, "--tops");
    Store store(o->db, Store::Access::ReadOnly);
    FindOutput out = o->dot ? FindOutput::Dot
                     : o->aligned ? FindOutput::Table
                     : o->format.json ? FindOutput::Json
                     : o->format.csv ? FindOutput::Csv
                                     : FindOutput::Lines;
    if (find_rows(store, o->filters, out, std::cout) == 0)
      std::cerr << "posetlab find: no stored row of " << find_table(o->filters) << " matches (" << o->db << ")\n";
    return kExitOk;
  };
}

}  // namespace posetlab::cli
