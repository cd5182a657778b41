// `posetlab conjecture test|mine|bounds|facets|implications|determine|store|list|forget`: test an SQL
// expression as a conjecture on every complete size of a stored table, propose conjectures
// about a target column, fit and rank exact linear bounds on it, print the exact facets of
// the hull of some columns, or keep conjectures in the database for the nightly to re-test.
// The work is in results/conjectures/ (conjecture.hpp, conjecture_mine.hpp,
// conjecture_bounds.hpp, conjecture_facets.hpp, conjecture_implications.hpp,
// conjecture_determine.hpp, stored_conjectures.hpp, store_found.hpp); this file declares
// the subcommands and their options from the one-line tables of cli/conjecture_options.hpp
// and prints.
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "cli/conjecture_options.hpp"
#include "cli/options.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_bounds.hpp"
#include "results/conjectures/conjecture_determine.hpp"
#include "results/conjectures/conjecture_facets.hpp"
#include "results/conjectures/conjecture_implications.hpp"
#include "results/conjectures/conjecture_mine.hpp"
#include "results/conjectures/store_found.hpp"
#include "results/conjectures/stored_conjectures.hpp"
#include "results/queries/size_range.hpp"

namespace posetlab::cli {
namespace {

struct ConjectureOptions {
  MineOptions mine;  // its table and where serve every subcommand that reads a table
  FacetOptions facets;
  ImplicationOptions implications;
  BoundsOptions bounds;
  DetermineOptions determine;
  std::string expr, db, size, note;
  bool json = false, store = false;
  int show = 3;
  std::int64_t id = 0;
};

// `conjecture store`: what was stored and the verdict it had at once.
void print_stored_conjecture(const StoredConjectureResult& s) {
  std::cout << "stored conjecture #" << s.stored.id << ": " << s.stored.readable() << "\n"
            << s.test.verdict_line() << "\n";
  if (s.stored.refuted()) std::cout << "smallest counterexample: " << s.stored.counterexample << "\n";
}

// The subcommands a space-separated list names.
std::vector<CLI::App*> named(const std::map<std::string, CLI::App*>& apps, const std::string& names) {
  std::vector<CLI::App*> out;
  std::istringstream in(names);
  for (std::string name; in >> name;) out.push_back(apps.at(name));
  return out;
}

}  // namespace

CommandRun conjecture_command(CLI::App& sub) {
  auto o = std::make_shared<ConjectureOptions>();
  sub.require_subcommand(1);
  std::map<std::string, CLI::App*> apps;
#define ADD_SUBCOMMAND(NAME, summary, footer_text)  \
  apps[#NAME] = sub.add_subcommand(#NAME, summary); \
  if (const char* text = footer_text) apps[#NAME]->footer(text);
  CONJECTURE_SUBCOMMANDS(ADD_SUBCOMMAND)
#undef ADD_SUBCOMMAND
#define ADD_OPTION(on, option_name, field, help_text, ...) \
  for (CLI::App* s : named(apps, on)) s->add_option(option_name, o->field, help_text) __VA_ARGS__;
#define ADD_FLAG(on, option_name, field, help_text) \
  for (CLI::App* s : named(apps, on)) s->add_flag(option_name, o->field, help_text);
#define ADD_CLEAR(on, option_name, field, help_text) \
  for (CLI::App* s : named(apps, on)) s->add_flag(option_name, [o](std::int64_t) { o->field = false; }, help_text);
#define ADD_DB(on) \
  for (CLI::App* s : named(apps, on)) add_db_option(*s, o->db);
  CONJECTURE_OPTIONS(ADD_OPTION, ADD_FLAG, ADD_CLEAR, ADD_DB)
#undef ADD_OPTION
#undef ADD_FLAG
#undef ADD_CLEAR
#undef ADD_DB
  return [o, apps]() -> int {
    auto parsed = [&](const char* name) { return apps.at(name)->parsed(); };
    if (parsed("store")) {
      Store writable(o->db, Store::Access::ReadWrite);
      print_stored_conjecture(store_conjecture(writable, {o->expr, o->mine.table, o->mine.where, o->note, "stated"}));
      return kExitOk;
    }
    if (parsed("forget")) {
      Store writable(o->db, Store::Access::ReadWrite);
      const StoredConjecture forgotten = forget_conjecture(writable, o->id);
      std::cout << "forgot conjecture #" << o->id << ": " << forgotten.readable() << "\n";
      return kExitOk;
    }
    Store store(o->db, Store::Access::ReadOnly);
    if (parsed("list")) {
      const auto all = stored_conjectures(store.db());
      std::cout << (o->json ? stored_conjectures_json(all) + "\n" : stored_conjectures_text(all));
      return kExitOk;
    }
    const std::optional<SizeRange> sizes = o->size.empty() ? std::nullopt : std::optional(parse_size_range(o->size));
    // Every subcommand below reads the table and rows the shared --table and --where name.
    const std::string& table = o->mine.table;
    const std::string& where = o->mine.where;
    if (parsed("implications")) {
      o->implications.table = table, o->implications.where = where, o->implications.sizes = sizes;
      const ImplicationsResult r = conjecture_implications(store.db(), o->implications);
      std::cout << (o->json ? implications_json(r) + "\n" : implications_text(r));
      return kExitOk;
    }
    if (parsed("bounds")) {
      o->bounds.table = table, o->bounds.where = where;
      const BoundsResult r = conjecture_bounds(store.db(), o->bounds);
      std::cout << (o->json ? bounds_json(r) + "\n" : bounds_text(r));
      // With --json the lines go to standard error: standard output stays one object.
      if (o->store) store_fitted_bounds(o->db, r, o->json ? std::cerr : std::cout);
      return kExitOk;
    }
    if (parsed("facets")) {
      o->facets.table = table, o->facets.where = where, o->facets.sizes = sizes;
      const FacetsResult r = conjecture_facets(store.db(), o->facets);
      std::cout << (o->json ? facets_json(r) + "\n" : facets_text(r));
      return kExitOk;
    }
    if (parsed("determine")) {
      o->determine.table = table, o->determine.where = where, o->determine.sizes = sizes;
      o->determine.features = split_features(o->determine.features);
      const DetermineResult r = conjecture_determine(store.db(), o->determine);
      std::cout << (o->json ? determine_json(r) + "\n" : determine_text(r));
      return r.is_function ? kExitOk : kExitFailed;
    }
    if (parsed("test")) {
      const ConjectureResult r = test_conjecture(store.db(), o->expr, table, where, o->show, sizes);
      std::cout << (o->json ? conjecture_json(r) + "\n" : conjecture_text(r));
      return r.holds ? kExitOk : kExitFailed;
    }
    const MineResult mined = mine_conjectures(store.db(), o->mine);
    std::cout << mine_text(mined);
    if (o->store) store_mined_proposals(o->db, mined, o->mine.max_proposals, std::cout);
    return kExitOk;
  };
}

}  // namespace posetlab::cli
