// `posetlab show`: a stored object (`--table T --key KEY`) or every poset read (files or
// standard input, any format) shown as text with its stored rows, as its canonical key, as
// DOT or as the catalogue's SVG drawing (catalogue/show.hpp).
#include <filesystem>
#include <iostream>

#include "catalogue/show.hpp"
#include "cli/options.hpp"
#include "cli/poset_inputs.hpp"

namespace posetlab::cli {
namespace {

struct ShowOptions {
  PosetInputOptions input;
  std::string db, table, key, format = "text";
  bool db_given = false;
};

int run_show(const ShowOptions& o) {
  const catalogue::ShowFormat format = catalogue::parse_show_format(o.format);
  if (!o.table.empty() || !o.key.empty()) {
    if (o.table.empty() || o.key.empty()) throw UsageError("--table and --key go together: the table and the object's key in it");
    if (!o.input.files.empty()) throw UsageError("give --table and --key, or input files, not both");
    Store store(o.db, Store::Access::ReadOnly);
    std::cout << catalogue::show_text(catalogue::shown_from_table(store, o.table, o.key), format);
    return kExitOk;
  }
  // Stored rows come from the database when there is one (an explicit --db must exist).
  std::unique_ptr<Store> store;
  if (o.db_given || std::filesystem::exists(o.db)) store = std::make_unique<Store>(o.db, Store::Access::ReadOnly);
  bool first = true;
  for_each_poset_in_files(o.input.files, o.input.reader, [&](const ParsedPoset& parsed, const std::string&) {
    if (!first && format == catalogue::ShowFormat::Text) std::cout << "\n";
    first = false;
    std::cout << catalogue::show_text(catalogue::shown_from_input(parsed, store.get()), format);
  });
  return kExitOk;
}

}  // namespace

CommandRun show_command(CLI::App& sub) {
  auto o = std::make_shared<ShowOptions>();
  add_poset_input_options(sub, o->input);
  add_db_option(sub, o->db);
  sub.add_option("--table", o->table, "Show the stored object of this table (with --key)");
  sub.add_option("--key", o->key, "The object's key in --table, as `canonical` prints it (Chomp: AxB, e.g. 8x10)");
  sub.add_option("--format", o->format, "text (default), key, dot or svg")->capture_default_str();
  sub.footer(
      "Examples:\n"
      "  printf 'poset 4: 0<1 0<2 1<3 2<3\\n' | posetlab show\n"
      "  posetlab query --csv \"SELECT canonical FROM posets WHERE size=6 AND grundy=0 LIMIT 3\" | tail -n +2 | posetlab show\n"
      "  posetlab show --table chomp --key 8x10\n"
      "  posetlab show --table posets --key '&CWP?' --format svg > diamond.svg\n"
      "Text: the line `solve` reads, the canonical key, every stored row (from --db when it exists), and the\n"
      "Hasse diagram level by level. The object pages of `posetlab serve` show the same (docs/catalogue.md).");
  return [o, &sub] {
    ShowOptions run = *o;
    run.db_given = sub.get_option("--db")->count() > 0;
    return run_show(run);
  };
}

}  // namespace posetlab::cli
