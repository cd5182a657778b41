#pragma once
// The subcommands of `posetlab conjecture` and their options, as one-line tables in the
// manner of CaDiCaL's options.hpp, and the help text below each subcommand's options.
// cli/cmd_conjecture.cpp expands the tables into CLI11 calls; the fields named are those
// of its ConjectureOptions.
#include <cstdint>
#include <limits>

// The subcommands, one line each, in the order `conjecture --help` lists them:
//   SUBCOMMAND(NAME, "summary", footer or nullptr)
#define CONJECTURE_SUBCOMMANDS(SUBCOMMAND) \
  SUBCOMMAND(test, "Test an SQL expression on every row of every complete size", conjecture_help::kTest) \
  SUBCOMMAND(mine, "Propose conjectures about a column that hold on every complete size", conjecture_help::kMine) \
  SUBCOMMAND(bounds, "Fit exact linear bounds on a column in up to 3 invariants and rank them", \
             conjecture_help::kBounds) \
  SUBCOMMAND(facets, "Print every facet of the hull of 2 to 4 columns at complete sizes", conjecture_help::kFacets) \
  SUBCOMMAND(implications, "Inclusions, equivalences and outcome conditions between predicates", \
             conjecture_help::kImplications) \
  SUBCOMMAND(determine, \
             "Is a column a function of some features? The function, its closed forms, or the smallest pairs", \
             conjecture_help::kDetermine) \
  SUBCOMMAND(store, "Keep a conjecture in the database, tested now and by every nightly", conjecture_help::kStore) \
  SUBCOMMAND(list, "List the stored conjectures with their status and the sizes tested", nullptr) \
  SUBCOMMAND(forget, "Delete a stored conjecture and its history", nullptr)

// The subcommands that read a stored table, and those that take --size.
#define CONJECTURE_READERS "test mine bounds facets implications determine store"
#define CONJECTURE_SIZED "test facets implications determine"

// The options, one line each, in the order each subcommand's --help lists its own:
//   OPTION(on, "name", field of ConjectureOptions, "help", what CLI11 adds to it)
//   FLAG(on, "name", bool field, "help")   CLEAR(on, "name", bool field set false, "help")
//   DB(on): --db
// `on` names the subcommands that take the option.
#define CONJECTURE_OPTIONS(OPTION, FLAG, CLEAR, DB) \
  OPTION("test", "expr", expr, "The conjecture: an SQL expression over the table's columns, true on every row", \
         ->required()) \
  OPTION("determine", "target", determine.target, "The column (or SQL expression) to determine", ->required()) \
  OPTION("determine", "--by", determine.features, \
         "1 to 8 features: columns or SQL expressions, separated by commas outside parentheses (or the option " \
         "repeated)", ->required()) \
  OPTION("determine", "--show", determine.show, "Counterexample pairs shown, smallest first", \
         ->check(integer_range(0, 1'000'000, "a number of pairs"))->capture_default_str()) \
  OPTION("determine", "--max", determine.max_entries, "Function entries listed (0: all)", \
         ->check(integer_range(0, 1'000'000, "a number of entries"))->capture_default_str()) \
  OPTION("determine", "--subclasses", determine.subclasses, \
         "Largest subclasses (conditions on the features) with a function, listed (0: none)", \
         ->check(integer_range(0, 1000, "a number of subclasses"))->capture_default_str()) \
  OPTION("determine", "--measure", determine.measure, \
         "Count sizes by another measure of the table (two_level: bottoms, 000's finite classes)") \
  FLAG("determine", "--json", json, \
       "One JSON object: is_function, entries, forms, counterexamples (pairs with both objects' keys, features and " \
       "targets), subclasses") \
  OPTION("store", "expr", expr, "The conjecture, as `conjecture test` takes it", ->required()) \
  OPTION("store", "--note", note, "A note kept with it (where it comes from, why it matters)") \
  FLAG("list", "--json", json, "A JSON array, one object a conjecture") \
  DB("list") \
  OPTION("forget", "id", id, "Its id, as `conjecture list` shows it", \
         ->required()->check(integer_range(1, std::numeric_limits<std::int64_t>::max(), "a conjecture id"))) \
  DB("forget") \
  OPTION(CONJECTURE_READERS, "--table", mine.table, "One of " + conjecture_table_names(), ->capture_default_str()) \
  OPTION(CONJECTURE_READERS, "--where", mine.where, "Only the rows where this SQL expression is true") \
  DB(CONJECTURE_READERS) \
  FLAG("test", "--json", json, \
       "One JSON object: holds, rows, sizes, partial_sizes, undecided_sizes, smallest_counterexample_size, " \
       "counterexamples") \
  OPTION("test", "--show", show, "Counterexamples shown, smallest sizes first", \
         ->check(integer_range(0, 1'000'000, "a number of counterexamples"))->capture_default_str()) \
  OPTION(CONJECTURE_SIZED, "--size", size, \
         "Test sizes N, or A..B with A:B, each of which must be stored completely (default: every complete size)") \
  OPTION("facets", "--columns", facets.columns, "2 to 4 integer columns, comma separated: height,width,grundy", \
         ->delimiter(',')->required()) \
  FLAG("facets", "--all-sizes", facets.all_sizes, \
       "Also the facets common to every size tested, the constant as a function of the size") \
  FLAG("facets", "--json", json, "One JSON object: per_size (equalities, facets) and every_size") \
  OPTION("implications", "--predicate", implications.predicates, \
         "A predicate of your own, \"EXPR\" or \"NAME: EXPR\" (repeat the option for more)") \
  CLEAR("implications", "--no-builtins", implications.builtins, "Only the predicates given with --predicate") \
  OPTION("implications", "--near", implications.near, \
         "Show inclusions failing on at most this share of their rows (0 to 1)", \
         ->check(CLI::Range(0.0, 1.0))->capture_default_str()) \
  OPTION("implications", "--min-support", implications.min_support, \
         "Least support of a sufficient condition for an outcome", \
         ->check(integer_range(0, 1'000'000'000'000, "a number of rows"))->capture_default_str()) \
  FLAG("implications", "--json", json, "One JSON object: predicates, equivalences, inclusions, ...") \
  OPTION("mine", "--target", mine.target, "The column to conjecture about (default: grundy; pomax, maker_first, ...)") \
  OPTION("mine", "--mine-up-to", mine.mine_up_to, \
         "Mine on complete sizes up to N, hold back the larger ones (default: all but the largest)", \
         ->check(integer_range(0, kMaxSizeInRange, "a size"))) \
  OPTION("mine", "--max", mine.max_proposals, "Proposals printed, strongest first (0: all)", \
         ->check(integer_range(0, 1'000'000, "a number of proposals"))->capture_default_str()) \
  FLAG("mine", "--store", store, \
       "Store the printed proposals that survive the held-back sizes (see `conjecture store`)") \
  OPTION("bounds", "--target", bounds.target, "The column to bound (default: grundy; pomax, maker_first, ...)") \
  OPTION("bounds", "--invariants", bounds.invariants, \
         "Columns a bound may use, comma separated (default: the table's invariants)", ->delimiter(',')) \
  OPTION("bounds", "--terms", bounds.max_terms, "Most invariants in one bound (1 to 3)", \
         ->check(CLI::Range(1, 3))->capture_default_str()) \
  OPTION("bounds", "--max-coefficient", bounds.max_coefficient, \
         "Largest coefficient of the target or an invariant in a bound kept (0: any)", \
         ->check(integer_range(0, 1'000'000, "a coefficient (0: any)"))->capture_default_str()) \
  OPTION("bounds", "--mine-up-to", bounds.mine_up_to, \
         "Fit on complete sizes up to N, hold back the larger ones (default: all but the largest)", \
         ->check(integer_range(0, kMaxSizeInRange, "a size"))) \
  OPTION("bounds", "--known", bounds.known, \
         "A bound already known, as `conjecture test` takes it (repeat the option for more)") \
  OPTION("bounds", "--known-file", bounds.known_files, \
         "A conjectures file whose lines about this table are known bounds (repeat for more)", \
         ->check(CLI::ExistingFile)) \
  CLEAR("bounds", "--no-builtins", bounds.builtin_known, \
        "Leave out the built-in theorems and the stored conjectures as known bounds") \
  CLEAR("bounds", "--all", bounds.dalmatian, "Every fitted bound, ranked, none dropped by the Dalmatian rule") \
  OPTION("bounds", "--max", bounds.max_bounds, "Bounds printed, strongest first (0: all)", \
         ->check(integer_range(0, 1'000'000, "a number of bounds"))->capture_default_str()) \
  FLAG("bounds", "--store", store, \
       "Store the printed bounds that survive the held-back sizes (see `conjecture store`)") \
  FLAG("bounds", "--json", json, "One JSON object: known, bounds (each with its held-back sizes)")

// The help text below each subcommand's options (`conjecture NAME --help`).
namespace posetlab::cli::conjecture_help {

inline constexpr const char* kTest =
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
    "Grammar and verdicts: docs/conjectures.md.";

inline constexpr const char* kMine =
    "Proposes linear bounds (one and two invariants), modular patterns and property-implies-value rules that hold\n"
    "on every mined row, keeps the sharpest (Dalmatian rule), ranks them by touch number, and tests each on the\n"
    "held-back sizes. Every proposal line is an expression `conjecture test` takes (with --where for a rule).\n"
    "Example:\n  posetlab conjecture mine --mine-up-to 8";

inline constexpr const char* kBounds =
    "Every facet of the hull of the (target, invariants) tuples of the mined rows, for each set of 1 to --terms\n"
    "invariants, is a bound with exact coefficients (q*target <= p.x + c, coprime integers). They are ranked by\n"
    "touch number, then by the rows where they beat every known bound (built-in theorems, stored conjectures,\n"
    "--known, --known-file); a bound no sharper on any row than the known ones and those ranked above is dropped\n"
    "(Dalmatian rule). Each is tested on the held-back sizes, one by one.\n"
    "Examples:\n"
    "  posetlab conjecture bounds --mine-up-to 7 --invariants size,height,width\n"
    "  posetlab conjecture bounds --terms 2 --known \"grundy >= 2*height - size\" --json\n"
    "Details: docs/conjectures.md.";

inline constexpr const char* kFacets =
    "Every facet of the convex hull of the distinct column tuples of the rows of each size, exactly (integer\n"
    "arithmetic, coprime coefficients), one inequality a line as `conjecture test` takes it, with its touch\n"
    "count (rows on it). A hull of lower dimension also prints its equalities. Sizes must be stored completely.\n"
    "Examples:\n"
    "  posetlab conjecture facets --size 8 --columns height,width,grundy\n"
    "  posetlab conjecture facets --all-sizes --columns size,height,grundy\n"
    "Details: docs/conjectures.md.";

inline constexpr const char* kImplications =
    "Over the rows of the complete sizes: predicates always or never true, equivalences, inclusions A => B\n"
    "(transitive ones left out), inclusions failing on few rows with their smallest counterexample, and\n"
    "conditions (one predicate or two together) on which the outcome is always P, or always N.\n"
    "Each table has built-in predicates (P-position, N-free, connected, least element, even size, ...).\n"
    "Examples:\n"
    "  posetlab conjecture implications --size 1:8\n"
    "  posetlab conjecture implications --table two_level --predicate \"one top: tops = 1\"\n"
    "Details: docs/conjectures.md.";

inline constexpr const char* kDetermine =
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
    "Details: docs/conjectures.md.";

inline constexpr const char* kStore =
    "Tests it at once on every complete size and stores it with that verdict. After each job, `posetlab nightly`\n"
    "tests it on the sizes that became complete since (only those) and records what changed; `posetlab report`\n"
    "shows the stored conjectures. A statement stored already, or one that does not compile, is refused (exit 2).\n"
    "Examples:\n"
    "  posetlab conjecture store \"grundy <= size\" --note \"every poset\"\n"
    "  posetlab conjecture store \"hasse_arcs <= 2*size - 4\" --where \"grundy = 0\"\n"
    "Details: docs/conjectures.md.";

}  // namespace posetlab::cli::conjecture_help
