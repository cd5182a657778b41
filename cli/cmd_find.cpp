// `posetlab find`: two-level classes by typed filters, printed as `family N:` lines that
// `posetlab solve` reads back, as a table/CSV/JSON, or as Graphviz drawings (--dot).
#include <iostream>

#include "cli/options.hpp"
#include "results/queries/find.hpp"

namespace posetlab::cli {
namespace {

struct FindCli {
  std::string db;
  FormatFlags format;
  bool table = false, dot = false;
  std::string bottoms, tops;  // N or A:B
  FindFilters filters;
};

}  // namespace

CommandRun find_command(CLI::App& sub) {
  auto o = std::make_shared<FindCli>();
  add_db_option(sub, o->db);
  sub.add_option("--bottoms", o->bottoms, "Number of bottoms, N or A:B (A..B)");
  sub.add_option("--tops", o->tops, "Number of tops, N or A:B (A..B)");
  sub.add_option("--grundy", o->filters.grundy, "Grundy value");
  sub.add_option("--parity-uniform", o->filters.parity_uniform, "0 or 1");
  sub.add_option("--empty-top", o->filters.has_empty_top, "0 or 1: with or without the empty top");
  sub.add_option("--components", o->filters.components, "Number of connected components");
  sub.add_option("--limit", o->filters.limit, "At most this many classes (0: all)")->capture_default_str();
  auto* table = sub.add_flag("--table", o->table, "Aligned table of the columns");
  auto* dot = sub.add_flag("--dot", o->dot, "Graphviz DOT drawing of each class")->excludes(table);
  add_format_flags(sub, o->format);
  sub.get_option("--csv")->excludes(table)->excludes(dot);
  sub.get_option("--json")->excludes(table)->excludes(dot);
  sub.footer(
      "Examples:\n"
      "  posetlab find --bottoms 3 --grundy 0 --limit 5\n"
      "  posetlab find --bottoms 4 --tops 3 --parity-uniform 1 --dot | dot -Tsvg > found.svg\n"
      "  posetlab find --bottoms 3 --limit 0 | posetlab solve\n"
      "  posetlab find --bottoms 2:4 --tops 1:2 --grundy 0 --table");
  return [o] {
    if (!o->bottoms.empty()) o->filters.bottoms = parse_size_range(o->bottoms, "--bottoms");
    if (!o->tops.empty()) o->filters.tops = parse_size_range(o->tops, "--tops");
    Store store(o->db, Store::Access::ReadOnly);
    FindOutput out = o->dot ? FindOutput::Dot
                     : o->table ? FindOutput::Table
                     : o->format.json ? FindOutput::Json
                     : o->format.csv ? FindOutput::Csv
                                     : FindOutput::Families;
    if (find_classes(store, o->filters, out, std::cout) == 0)
      std::cerr << "posetlab find: no stored class matches (" << o->db << ")\n";
    return kExitOk;
  };
}

}  // namespace posetlab::cli
