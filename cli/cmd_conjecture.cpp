// `posetlab conjecture test|mine|bounds|facets|implications|determine|store|list|forget`: test an SQL
// expression as a conjecture on every complete size of a stored table, propose conjectures
// about a target column, fit and rank exact linear bounds on it, print the exact facets of
// the hull of some columns, or keep
// conjectures in the database for the nightly to re-test. The work is in
// results/conjectures/ (conjecture.hpp, conjecture_mine.hpp, conjecture_bounds.hpp, conjecture_facets.hpp,
// conjecture_implications.hpp, stored_conjectures.hpp); this file only declares the
// options and prints.
#include <iostream>
#include <limits>

#include "cli/options.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_bounds.hpp"
#include "results/conjectures/conjecture_determine.hpp"
#include "results/conjectures/conjecture_facets.hpp"
#include "results/conjectures/conjecture_implications.hpp"
#include "results/conjectures/conjecture_mine.hpp"
#include "results/conjectures/stored_conjectures.hpp"
#include "results/queries/size_range.hpp"

namespace posetlab::cli {
namespace {

struct ConjectureOptions {
  MineOptions mine;  // its table and where serve `test` and `facets` too
  FacetOptions facets;
  ImplicationOptions implications;
  BoundsOptions bounds;
  DetermineOptions determine;
  std::string expr, db, size, note;
  bool json = false, store = false;
  int show = 3;
  std::int64_t id = 0;
};

// A conjecture `mine` or `bounds` printed, and whether it survived the held-back sizes.
struct FoundConjecture {
  std::string expr, where, note;
  bool survives = false;
};

// `conjecture mine|bounds --store`: keeps each printed one that survives its held-back
// sizes (a refuted one is no conjecture), tested at once on every complete size; one
// already stored is named and left as it is. `where` is the run's own --where.
void store_surviving(const std::string& db, const std::string& table, const std::string& where,
                     const std::vector<FoundConjecture>& found, const std::string& source, std::ostream& out) {
  Store store(db, Store::Access::ReadWrite);
  for (const FoundConjecture& f : found) {
    if (!f.survives) continue;
    NewConjecture c;
    c.statement = f.expr;
    c.table = table;
    c.where = where.empty() ? f.where : f.where.empty() ? where : "(" + where + ") AND (" + f.where + ")";
    c.source = source;
    c.note = f.note;
    try {
      const StoredConjectureResult s = store_conjecture(store, c);
      out << "stored #" << s.stored.id << ": " << s.stored.readable() << "\n";
    } catch (const UsageError& e) {  // already stored
      out << "not stored: " << e.what() << "\n";
    }
  }
}

void store_mined_proposals(const std::string& db, const MineResult& r, int max_proposals) {
  std::vector<FoundConjecture> found;
  for (const Proposal& p : r.proposals) {
    if (max_proposals > 0 && found.size() >= std::size_t(max_proposals)) break;
    found.push_back({p.expr, p.where,
                     "conjecture mine: " + p.kind + ", touch " + std::to_string(p.touch) + " of " +
                         std::to_string(p.support),
                     p.survives()});
  }
  store_surviving(db, r.table, r.where, found, "mined", std::cout);
}

// With --json the lines go to `out` = standard error: standard output stays one object.
void store_fitted_bounds(const std::string& db, const BoundsResult& r, std::ostream& out) {
  std::vector<FoundConjecture> found;
  for (const FittedBound& b : r.bounds)  // the printed ones: conjecture_bounds keeps --max
    found.push_back({b.expr, "",
                     "conjecture bounds: " + b.kind + ", touch " + std::to_string(b.touch) + " of " +
                         std::to_string(b.support) + ", sharper than the known bounds on " +
                         std::to_string(b.significance) + " rows",
                     b.survives()});
  store_surviving(db, r.table, r.where, found, "mined", out);
}

// `conjecture store`: what was stored and the verdict it had at once.
void print_stored_conjecture(const StoredConjectureResult& s) {
  std::cout << "stored conjecture #" << s.stored.id << ": " << s.stored.readable() << "\n"
            << s.test.verdict_line() << "\n";
  if (s.stored.refuted()) std::cout << "smallest counterexample: " << s.stored.counterexample << "\n";
}

CommandRegistrar conjecture_command("conjecture", "Test a conjecture on the stored tables, or mine new ones", [](CLI::App& sub) {
  auto o = std::make_shared<ConjectureOptions>();
  sub.require_subcommand(1);
  CLI::App* test = sub.add_subcommand("test", "Test an SQL expression on every row of every complete size");
  test->add_option("expr", o->expr, "The conjecture: an SQL expression over the table's columns, true on every row")
      ->required();
  CLI::App* mine = sub.add_subcommand("mine", "Propose conjectures about a column that hold on every complete size");
  CLI::App* bounds =
      sub.add_subcommand("bounds", "Fit exact linear bounds on a column in up to 3 invariants and rank them");
  CLI::App* facets = sub.add_subcommand("facets", "Print every facet of the hull of 2 to 4 columns at complete sizes");
  CLI::App* implications =
      sub.add_subcommand("implications", "Inclusions, equivalences and outcome conditions between predicates");
  CLI::App* determine = sub.add_subcommand(
      "determine", "Is a column a function of some features? The function, its closed forms, or the smallest pairs");
  determine->add_option("target", o->determine.target, "The column (or SQL expression) to determine")->required();
  determine->add_option("--by", o->determine.features,
                        "1 to 8 features: columns or SQL expressions, separated by commas outside parentheses "
                        "(or the option repeated)")
      ->required();
  determine->add_option("--show", o->determine.show, "Counterexample pairs shown, smallest first")
      ->check(integer_range(0, 1'000'000, "a number of pairs"))
      ->capture_default_str();
  determine->add_option("--max", o->determine.max_entries, "Function entries listed (0: all)")
      ->check(integer_range(0, 1'000'000, "a number of entries"))
      ->capture_default_str();
  determine->add_option("--subclasses", o->determine.subclasses,
                        "Largest subclasses (conditions on the features) with a function, listed (0: none)")
      ->check(integer_range(0, 1000, "a number of subclasses"))
      ->capture_default_str();
  determine->add_option("--measure", o->determine.measure,
                        "Count sizes by another measure of the table (two_level: bottoms, 000's finite classes)");
  determine->add_flag("--json", o->json,
                      "One JSON object: is_function, entries, forms, counterexamples (pairs with both objects' keys, "
                      "features and targets), subclasses");
  determine->footer(
      "Groups the rows of every complete size (those of --size, each of which must be complete) by the features'\n"
      "values. When no group holds two values of the target, prints the function (each entry with its support and\n"
      "smallest size) and the closed forms that fit every entry: constant, linear, xor of the features' parities\n"
      "(000 Cor. 4.3's form), xor with products of two parities (000 Thm 4.2's form), each an expression\n"
      "`conjecture test` takes. Otherwise prints the smallest pairs of objects with equal features and different\n"
      "targets, and the largest subclasses, \"f IN (...)\" or \"f = v AND g IN (...)\", on which a function exists.\n"
      "Exit status: 0 a function, 1 not a function (or no complete size), 2 bad expression or usage.\n"
      "Examples:\n"
      "  posetlab conjecture determine grundy --table two_level --by \"bottoms % 2, tops % 2\" --where \"top_parity = 'odd'\"\n"
      "  posetlab conjecture determine grundy --table two_level --by \"bottoms, tops, parity_uniform\" --size 1:6 --json\n"
      "Details: docs/conjectures.md.");
  CLI::App* store_cmd = sub.add_subcommand("store", "Keep a conjecture in the database, tested now and by every nightly");
  store_cmd->add_option("expr", o->expr, "The conjecture, as `conjecture test` takes it")->required();
  store_cmd->add_option("--note", o->note, "A note kept with it (where it comes from, why it matters)");
  store_cmd->footer(
      "Tests it at once on every complete size and stores it with that verdict. After each job, `posetlab nightly`\n"
      "tests it on the sizes that became complete since (only those) and records what changed; `posetlab report`\n"
      "shows the stored conjectures. A statement stored already, or one that does not compile, is refused (exit 2).\n"
      "Examples:\n"
      "  posetlab conjecture store \"grundy <= size\" --note \"every poset\"\n"
      "  posetlab conjecture store \"hasse_arcs <= 2*size - 4\" --where \"grundy = 0\"\n"
      "Details: docs/conjectures.md.");
  CLI::App* list = sub.add_subcommand("list", "List the stored conjectures with their status and the sizes tested");
  list->add_flag("--json", o->json, "A JSON array, one object a conjecture");
  add_db_option(*list, o->db);
  CLI::App* forget = sub.add_subcommand("forget", "Delete a stored conjecture and its history");
  forget->add_option("id", o->id, "Its id, as `conjecture list` shows it")
      ->required()
      ->check(integer_range(1, std::numeric_limits<std::int64_t>::max(), "a conjecture id"));  // never clamped
  add_db_option(*forget, o->db);
  for (CLI::App* s : {test, mine, bounds, facets, implications, determine, store_cmd}) {
    s->add_option("--table", o->mine.table, "One of " + conjecture_table_names())
        ->capture_default_str();
    s->add_option("--where", o->mine.where, "Only the rows where this SQL expression is true");
    add_db_option(*s, o->db);
  }
  test->add_flag("--json", o->json,
                 "One JSON object: holds, rows, sizes, partial_sizes, undecided_sizes, "
                 "smallest_counterexample_size, counterexamples");
  test->add_option("--show", o->show, "Counterexamples shown, smallest sizes first")
      ->check(integer_range(0, 1'000'000, "a number of counterexamples"))
      ->capture_default_str();
  for (CLI::App* s : {test, facets, implications, determine})
    s->add_option("--size", o->size,
                   "Test sizes N, or A..B with A:B, each of which must be stored completely (default: every "
                   "complete size)");
  test->footer(
      "Only sizes the table holds completely are tested (the rule of `export bfile`), each judged on its own;\n"
      "sizes stored in part are listed and left out. --size 1:9 tests exactly sizes 1..9 and fails (exit 2),\n"
      "naming the size, when one of them is not complete. A row whose expression is false is a\n"
      "counterexample; NULL is undecided (listed, never evidence). An expression runs at most an hour and\n"
      "makes no value over 100 MB.\n"
      "Exit status: 0 holds on every size tested, 1 a counterexample exists (or no complete size), 2 bad\n"
      "expression or usage, including an error while it runs (an integer overflow, a limit passed).\n"
      "Examples:\n"
      "  posetlab conjecture test \"grundy <= size\"\n"
      "  posetlab conjecture test \"grundy = size % 2\" --where \"height = 1\"\n"
      "  posetlab conjecture test \"grundy <= size\" --size 1:7\n"
      "  posetlab conjecture test \"grundy > 0\" --table two_level --where \"components = 1\" --json\n"
      "Grammar and verdicts: docs/conjectures.md.");
  facets->add_option("--columns", o->facets.columns, "2 to 4 integer columns, comma separated: height,width,grundy")
      ->delimiter(',')
      ->required();
  facets->add_flag("--all-sizes", o->facets.all_sizes,
                   "Also the facets common to every size tested, the constant as a function of the size");
  facets->add_flag("--json", o->json, "One JSON object: per_size (equalities, facets) and every_size");
  facets->footer(
      "Every facet of the convex hull of the distinct column tuples of the rows of each size, exactly (integer\n"
      "arithmetic, coprime coefficients), one inequality a line as `conjecture test` takes it, with its touch\n"
      "count (rows on it). A hull of lower dimension also prints its equalities. Sizes must be stored completely.\n"
      "Examples:\n"
      "  posetlab conjecture facets --size 8 --columns height,width,grundy\n"
      "  posetlab conjecture facets --all-sizes --columns size,height,grundy\n"
      "Details: docs/conjectures.md.");
  implications->add_option("--predicate", o->implications.predicates,
                           "A predicate of your own, \"EXPR\" or \"NAME: EXPR\" (repeat the option for more)");
  implications->add_flag("--no-builtins", [o](std::int64_t) { o->implications.builtins = false; },
                         "Only the predicates given with --predicate");
  implications->add_option("--near", o->implications.near,
                           "Show inclusions failing on at most this share of their rows (0 to 1)")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  implications->add_option("--min-support", o->implications.min_support,
                           "Least support of a sufficient condition for an outcome")
      ->check(integer_range(0, 1'000'000'000'000, "a number of rows"))
      ->capture_default_str();
  implications->add_flag("--json", o->json, "One JSON object: predicates, equivalences, inclusions, ...");
  implications->footer(
      "Over the rows of the complete sizes: predicates always or never true, equivalences, inclusions A => B\n"
      "(transitive ones left out), inclusions failing on few rows with their smallest counterexample, and\n"
      "conditions (one predicate or two together) on which the outcome is always P, or always N.\n"
      "Each table has built-in predicates (P-position, N-free, connected, least element, even size, ...).\n"
      "Examples:\n"
      "  posetlab conjecture implications --size 1:8\n"
      "  posetlab conjecture implications --table two_level --predicate \"one top: tops = 1\"\n"
      "Details: docs/conjectures.md.");
  mine->add_option("--target", o->mine.target, "The column to conjecture about (default: grundy; pomax, maker_first, ...)");
  mine->add_option("--mine-up-to", o->mine.mine_up_to,
                   "Mine on complete sizes up to N, hold back the larger ones (default: all but the largest)")
      ->check(integer_range(0, kMaxSizeInRange, "a size"));
  mine->add_option("--max", o->mine.max_proposals, "Proposals printed, strongest first (0: all)")
      ->check(integer_range(0, 1'000'000, "a number of proposals"))
      ->capture_default_str();
  mine->add_flag("--store", o->store,
                 "Store the printed proposals that survive the held-back sizes (see `conjecture store`)");
  mine->footer(
      "Proposes linear bounds (one and two invariants), modular patterns and property-implies-value rules that hold\n"
      "on every mined row, keeps the sharpest (Dalmatian rule), ranks them by touch number, and tests each on the\n"
      "held-back sizes. Every proposal line is an expression `conjecture test` takes (with --where for a rule).\n"
      "Example:\n  posetlab conjecture mine --mine-up-to 8");
  bounds->add_option("--target", o->bounds.target, "The column to bound (default: grundy; pomax, maker_first, ...)");
  bounds->add_option("--invariants", o->bounds.invariants,
                     "Columns a bound may use, comma separated (default: the table's invariants)")
      ->delimiter(',');
  bounds->add_option("--terms", o->bounds.max_terms, "Most invariants in one bound (1 to 3)")
      ->check(CLI::Range(1, 3))
      ->capture_default_str();
  bounds->add_option("--max-coefficient", o->bounds.max_coefficient,
                     "Largest coefficient of the target or an invariant in a bound kept (0: any)")
      ->check(integer_range(0, 1'000'000, "a coefficient (0: any)"))
      ->capture_default_str();
  bounds->add_option("--mine-up-to", o->bounds.mine_up_to,
                     "Fit on complete sizes up to N, hold back the larger ones (default: all but the largest)")
      ->check(integer_range(0, kMaxSizeInRange, "a size"));
  bounds->add_option("--known", o->bounds.known,
                     "A bound already known, as `conjecture test` takes it (repeat the option for more)");
  bounds->add_option("--known-file", o->bounds.known_files,
                     "A conjectures file whose lines about this table are known bounds (repeat for more)")
      ->check(CLI::ExistingFile);
  bounds->add_flag("--no-builtins", [o](std::int64_t) { o->bounds.builtin_known = false; },
                   "Leave out the built-in theorems and the stored conjectures as known bounds");
  bounds->add_flag("--all", [o](std::int64_t) { o->bounds.dalmatian = false; },
                   "Every fitted bound, ranked, none dropped by the Dalmatian rule");
  bounds->add_option("--max", o->bounds.max_bounds, "Bounds printed, strongest first (0: all)")
      ->check(integer_range(0, 1'000'000, "a number of bounds"))
      ->capture_default_str();
  bounds->add_flag("--store", o->store,
                   "Store the printed bounds that survive the held-back sizes (see `conjecture store`)");
  bounds->add_flag("--json", o->json, "One JSON object: known, bounds (each with its held-back sizes)");
  bounds->footer(
      "Every facet of the hull of the (target, invariants) tuples of the mined rows, for each set of 1 to --terms\n"
      "invariants, is a bound with exact coefficients (q*target <= p.x + c, coprime integers). They are ranked by\n"
      "touch number, then by the rows where they beat every known bound (built-in theorems, stored conjectures,\n"
      "--known, --known-file); a bound no sharper on any row than the known ones and those ranked above is dropped\n"
      "(Dalmatian rule). Each is tested on the held-back sizes, one by one.\n"
      "Examples:\n"
      "  posetlab conjecture bounds --mine-up-to 7 --invariants size,height,width\n"
      "  posetlab conjecture bounds --terms 2 --known \"grundy >= 2*height - size\" --json\n"
      "Details: docs/conjectures.md.");
  return [o, test, bounds, facets, implications, determine, store_cmd, list, forget]() -> int {
    if (store_cmd->parsed()) {
      Store writable(o->db, Store::Access::ReadWrite);
      print_stored_conjecture(store_conjecture(writable, {o->expr, o->mine.table, o->mine.where, o->note, "stated"}));
      return kExitOk;
    }
    if (forget->parsed()) {
      Store writable(o->db, Store::Access::ReadWrite);
      const StoredConjecture forgotten = forget_conjecture(writable, o->id);
      std::cout << "forgot conjecture #" << o->id << ": " << forgotten.readable() << "\n";
      return kExitOk;
    }
    Store store(o->db, Store::Access::ReadOnly);
    if (list->parsed()) {
      const auto all = stored_conjectures(store.db());
      std::cout << (o->json ? stored_conjectures_json(all) + "\n" : stored_conjectures_text(all));
      return kExitOk;
    }
    const std::optional<SizeRange> sizes = o->size.empty() ? std::nullopt : std::optional(parse_size_range(o->size));
    if (implications->parsed()) {
      o->implications.table = o->mine.table;
      o->implications.where = o->mine.where;
      o->implications.sizes = sizes;
      const ImplicationsResult r = conjecture_implications(store.db(), o->implications);
      std::cout << (o->json ? implications_json(r) + "\n" : implications_text(r));
      return kExitOk;
    }
    if (bounds->parsed()) {
      o->bounds.table = o->mine.table;
      o->bounds.where = o->mine.where;
      const BoundsResult r = conjecture_bounds(store.db(), o->bounds);
      std::cout << (o->json ? bounds_json(r) + "\n" : bounds_text(r));
      if (o->store) store_fitted_bounds(o->db, r, o->json ? std::cerr : std::cout);
      return kExitOk;
    }
    if (facets->parsed()) {
      o->facets.table = o->mine.table;
      o->facets.where = o->mine.where;
      o->facets.sizes = sizes;
      const FacetsResult r = conjecture_facets(store.db(), o->facets);
      std::cout << (o->json ? facets_json(r) + "\n" : facets_text(r));
      return kExitOk;
    }
    if (determine->parsed()) {
      o->determine.table = o->mine.table;
      o->determine.where = o->mine.where;
      o->determine.sizes = sizes;
      o->determine.features = split_features(o->determine.features);
      const DetermineResult r = conjecture_determine(store.db(), o->determine);
      std::cout << (o->json ? determine_json(r) + "\n" : determine_text(r));
      return r.is_function ? kExitOk : kExitFailed;
    }
    if (test->parsed()) {
      const ConjectureResult r = test_conjecture(store.db(), o->expr, o->mine.table, o->mine.where, o->show, sizes);
      std::cout << (o->json ? conjecture_json(r) + "\n" : conjecture_text(r));
      return r.holds ? kExitOk : kExitFailed;
    }
    const MineResult mined = mine_conjectures(store.db(), o->mine);
    std::cout << mine_text(mined);
    if (o->store) store_mined_proposals(o->db, mined, o->mine.max_proposals);
    return kExitOk;
  };
});

}  // namespace
}  // namespace posetlab::cli
