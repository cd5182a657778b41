// `posetlab lookup [FILE...] --db PATH`: the stored rows of every poset read, in any
// labelling, from whichever table holds its class (results/queries/lookup.hpp). A poset no table
// holds is named on standard error; the exit status is then 1.
#include <iostream>
#include <memory>

#include "cli/options.hpp"
#include "cli/poset_inputs.hpp"
#include "results/queries/lookup.hpp"

namespace posetlab::cli {
namespace {

struct LookupOptions {
  PosetInputOptions input;
  std::string db;
  bool json = false;
};

int run_lookup(const LookupOptions& o) {
  adopt_old_default_db(o.db);
  Store store(o.db, Store::Access::ReadOnly);
  std::size_t absent = 0;
  for_each_poset_in_files(o.input.files, o.input.reader, [&](const ParsedPoset& parsed, const std::string& input) {
    const std::vector<StoredRow> rows = lookup_poset(store, parsed.poset, parsed.family, parsed.colours);
    if (rows.empty()) {
      ++absent;
      std::cerr << "posetlab lookup: " << input << ":" << parsed.line << ": not stored (poset of "
                << parsed.poset.size() << " elements, canonical " << posets_table_key(parsed.poset) << ")"
                << (parsed.poset.size() > 64 ? "; the posets table holds posets of at most 64 elements" : "") << "\n";
      return;
    }
    for (const StoredRow& row : rows) std::cout << stored_row_line(row, input, parsed.line, o.json) << "\n";
  });
  return absent ? kExitFailed : kExitOk;
}

}  // namespace

CommandRun lookup_command(CLI::App& sub) {
  auto o = std::make_shared<LookupOptions>();
  add_poset_input_options(sub, o->input);
  add_db_option(sub, o->db);
  sub.add_flag("--json", o->json, "JSON Lines: input, line, table and the row's columns");
  sub.footer(
      "Tables searched: posets (every poset, by its canonical form), two_level (two-level input:\n"
      "`family` lines, graph6 with --bottoms), chomp (a Chomp board a x b in any labelling: the grid\n"
      "without its poisoned square) and, for a coloured `poset K WORD:` line, coloured_posets only\n"
      "(by its coloured class). The database is only read.\n"
      "Exit status: 0 every poset found, 1 some poset is stored in no table, 2 bad input.\n"
      "Examples:\n"
      "  printf 'poset 4: 3<0 3<1 2<1\\n' | posetlab lookup --db data/posetlab.sqlite\n"
      "  posetlab lookup --json --db archive.sqlite my_posets.txt\n"
      "  posetlab family chomp 10 42 | posetlab lookup --db chomp.sqlite");
  return [o] { return run_lookup(*o); };
}

}  // namespace posetlab::cli
