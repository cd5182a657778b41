// `posetlab family NAME ARGS...`: writes built-in posets (enumerate/families.hpp), one
// record a line, so `posetlab family ... | posetlab solve` works. Numeric arguments
// accept ranges A:B (inclusive); several ranges give every combination, the first
// argument varying slowest. The combinators (not, or, parallel, series) read posets
// from the files named as ARGS (stdin when none, or '-') with the shared reader.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/input_file.hpp"
#include "cli/option_limits.hpp"
#include "engine/error.hpp"
#include "engine/family.hpp"
#include "engine/format_digraph6.hpp"
#include "engine/format_dot.hpp"
#include "engine/format_graph6.hpp"
#include "engine/format_text.hpp"
#include "engine/json.hpp"
#include "engine/poset_reader.hpp"
#include "enumerate/coloured_families.hpp"
#include "enumerate/families.hpp"
#include "enumerate/formula.hpp"
#include "enumerate/pomax_reductions.hpp"
#include "enumerate/positional_families.hpp"

namespace posetlab::cli {
namespace {

// One generated poset, with its two-level form when it has a natural one and its
// colours when it is a coloured poset (partizan games).
struct Generated {
  std::string name;
  Poset poset;
  std::optional<Family> family = std::nullopt;
  std::optional<std::vector<Colour>> colours = std::nullopt;
  std::optional<std::vector<std::vector<int>>> winning_sets = std::nullopt;  // a positional game (003)
};

Generated of_game(std::string name, PositionalGame g) {
  return {std::move(name), std::move(g.poset), std::nullopt, std::nullopt, std::move(g.winning_sets)};
}

Generated of_coloured(std::string name, ColouredPoset p) {
  return {std::move(name), std::move(p.poset), std::nullopt, std::move(p.colour)};
}

Generated of_family(std::string name, Family f) {
  Poset p = family_to_poset(f);
  return {std::move(name), std::move(p), std::move(f)};
}

// The numeric families: NAME, its arguments, and how big a member gets (checked against
// --max-elements before anything is built).
struct NumericFamily {
  const char* name;
  const char* usage;    // argument names, for messages and --help
  const char* summary;
  std::vector<std::string> kinds;  // when non-empty, the first argument is one of these
  int min_args, max_args;          // numeric arguments (-1: no maximum)
  long long min_value;             // smallest accepted numeric argument
  long long (*elements)(const std::string& kind, const std::vector<long long>& v);
  Generated (*build)(const std::string& kind, const std::vector<long long>& v);
};

std::string join(const std::vector<long long>& v, const char* sep) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? sep : "") + std::to_string(v[i]);
  return s;
}

const std::vector<NumericFamily>& numeric_families() {
  using V = std::vector<long long>;
  using K = std::string;
  static const std::vector<NumericFamily> table = {
      {"chain", "N", "C_N, the N-element chain", {}, 1, 1, 0, [](const K&, const V& v) { return v[0]; },
       [](const K&, const V& v) { return Generated{"C_" + join(v, ""), families::chain(int(v[0])), {}}; }},
      {"antichain", "N", "A_N, N incomparable points", {}, 1, 1, 0, [](const K&, const V& v) { return v[0]; },
       [](const K&, const V& v) { return Generated{"A_" + join(v, ""), families::antichain(int(v[0])), {}}; }},
      {"zigzag", "M|N|W I", "zig-zags of 000 Fig. 2: M_I = b t ... b, N_I = b t ... b t, W_I = t b ... t",
       {"M", "N", "W"}, 1, 1, 0,
       [](const K& k, const V& v) { return k == "N" ? 2 * v[0] : 2 * v[0] + 1; },
       [](const K& k, const V& v) {
         int i = int(v[0]);
         Family f = k == "M" ? families::zigzag_m(i) : k == "N" ? families::zigzag_n(i) : families::zigzag_w(i);
         return of_family(k + "_" + std::to_string(i), std::move(f));
       }},
      {"kbt", "B T", "K(B,T): B bottoms, T tops, every top above every bottom", {}, 2, 2, 0,
       [](const K&, const V& v) { return v[0] + v[1]; },
       [](const K&, const V& v) {
         return of_family("K(" + join(v, ",") + ")", families::complete_bipartite(int(v[0]), int(v[1])));
       }},
      {"nim", "L1 [L2 ...]", "Nim: chains of lengths L1, L2, ... side by side", {}, 1, -1, 0,
       [](const K&, const V& v) {
         long long s = 0;
         for (long long x : v) s += x;
         return s;
       },
       [](const K&, const V& v) {
         std::vector<int> heaps(v.begin(), v.end());
         return Generated{"Nim(" + join(v, ",") + ")", families::nim(heaps), {}};
       }},
      {"chomp", "ROWS COLS", "Chomp: the ROWS x COLS grid order without its minimum (ROWS*COLS-1 elements)", {},
       2, 2, 1, [](const K&, const V& v) { return v[0] * v[1] - 1; },
       [](const K&, const V& v) {
         return Generated{"Chomp(" + join(v, "x") + ")", families::chomp(int(v[0]), int(v[1])), {}};
       }},
      {"divisors", "N", "the divisors of N (1 and N included) under divisibility, N <= 10^12", {}, 1, 1, 1,
       [](const K&, const V& v) { return (long long)families::divisor_values(v[0]).size(); },
       [](const K&, const V& v) { return Generated{"Div(" + join(v, "") + ")", families::divisors(v[0]), {}}; }},
      {"vee", "N", "V_N = A_N/1: N points above one common bottom", {}, 1, 1, 0,
       [](const K&, const V& v) { return v[0] + 1; },
       [](const K&, const V& v) { return Generated{"V_" + join(v, ""), families::vee(int(v[0])), {}}; }},
      {"lambda", "N", "Lambda_N = 1/A_N: N points below one common top", {}, 1, 1, 0,
       [](const K&, const V& v) { return v[0] + 1; },
       [](const K&, const V& v) { return Generated{"Lambda_" + join(v, ""), families::lambda(int(v[0])), {}}; }},
      {"diamond", "N", "Diamond_N = 1/A_N/1: N points between a bottom and a top", {}, 1, 1, 0,
       [](const K&, const V& v) { return v[0] + 2; },
       [](const K&, const V& v) { return Generated{"Diamond_" + join(v, ""), families::diamond(int(v[0])), {}}; }},
      {"blacks-below-white", "K", "001 Fig. 2 left: K black points below one white point (coloured)", {}, 1, 1, 1,
       [](const K&, const V& v) { return v[0] + 1; },
       [](const K&, const V& v) {
         return of_coloured("blacks-below-white " + join(v, ""), families::blacks_below_white(int(v[0])));
       }},
      {"black-below-whites", "K", "001 Fig. 2 right: one black point below K white points (coloured)", {}, 1, 1, 1,
       [](const K&, const V& v) { return v[0] + 1; },
       [](const K&, const V& v) {
         return of_coloured("black-below-whites " + join(v, ""), families::black_below_whites(int(v[0])));
       }},
  };
  return table;
}

struct Combinator {
  const char* name;
  const char* summary;
};
const std::vector<Combinator>& combinators() {
  static const std::vector<Combinator> table = {
      {"not", "Kalinich's NOT of each poset read (002; --variant literal|proof)"},
      {"or", "A OR B of exactly two posets read: every element of B above every element of A"},
      {"parallel", "the disjoint union of all posets read"},
      {"series", "all posets read stacked, the first on top (001's P1/P2/.../Pk)"},
  };
  return table;
}

struct Settings {
  std::string name;
  std::vector<std::string> args;
  std::string format = "text";
  bool json = false;
  std::string variant = "literal";
  std::string input_format = "auto";
  int bottoms = -1;
  bool keep_going = false;
  int max_elements = kDefaultMaxElements;
  std::string assign;  // formula: the values of x1..xn
  std::string corner = "B";  // coloured families: colour of cell (0,0), the root, parity 0
  std::string colours;       // coloured families: an explicit colour word instead
};

[[noreturn]] void usage(const std::string& message) { throw UsageError("family: " + message); }

// "7" or "A:B" (inclusive) as the list of values.
std::vector<long long> parse_range(const std::string& arg, const NumericFamily& fam, std::size_t position) {
  auto number = [&](const std::string& s) {
    if (s.empty() || s.size() > 18 || s.find_first_not_of("0123456789") != std::string::npos)
      usage(std::string(fam.name) + ": argument " + std::to_string(position + 1) + " '" + arg +
            "' is not a number or a range A:B of non-negative integers");
    long long v = std::stoll(s);
    if (v < fam.min_value)
      usage(std::string(fam.name) + ": argument " + std::to_string(position + 1) + " must be >= " +
            std::to_string(fam.min_value) + " (got " + s + ")");
    return v;
  };
  auto colon = arg.find(':');
  if (colon == std::string::npos) return {number(arg)};
  long long a = number(arg.substr(0, colon)), b = number(arg.substr(colon + 1));
  if (a > b) usage(std::string(fam.name) + ": range " + arg + " is empty (A must be <= B)");
  if (b - a >= 1'000'000) usage(std::string(fam.name) + ": range " + arg + " has more than a million values");
  std::vector<long long> values;
  for (long long v = a; v <= b; ++v) values.push_back(v);
  return values;
}

class Writer {
 public:
  explicit Writer(const Settings& s) : format_(s.json ? "json" : s.format) {}

  void write(const Generated& g) {
    std::ostream& out = std::cout;
    if (g.winning_sets && (format_ == "digraph6" || format_ == "graph6"))
      usage(format_ + " cannot carry winning sets; " + g.name + " is a positional game (use text, json or dot)");
    if (g.colours && (format_ == "digraph6" || format_ == "graph6"))
      usage(format_ + " cannot carry colours; " + g.name + " is a coloured poset (use text, json or dot)");
    if (format_ == "text") {
      out << text(g) << '\n';
    } else if (format_ == "digraph6") {
      out << poset_to_digraph6(g.poset) << '\n';
    } else if (format_ == "graph6") {
      out << family_to_graph6(two_level(g)) << '\n';
    } else if (format_ == "dot") {
      if (g.family) {
        out << family_to_dot(*g.family, g.name);
      } else {
        DotOptions options;
        options.graph_name = g.name;
        if (g.colours)  // label each element with its id and colour letter
          for (int x = 0; x < g.poset.size(); ++x)
            options.labels.push_back(std::to_string(x) + colour_letter((*g.colours)[x]));
        out << poset_to_dot(g.poset, options);
      }
    } else {
      JsonObject o;
      o.add("index", index_).add("name", g.name).add("elements", g.poset.size());
      o.add("covers", g.poset.cover_count()).add("height", g.poset.height());
      o.add("components", g.poset.components().size());
      if (g.family) o.add("bottoms", g.family->bottoms).add("tops", g.family->tops.size());
      if (g.winning_sets) o.add("sets", g.winning_sets->size());
      if (g.colours) {
        ColouredPoset c{g.poset, *g.colours};
        o.add("colours", c.word()).add("blacks", c.count(Colour::Black)).add("whites", c.count(Colour::White));
      }
      o.add("text", text(g));
      out << o.str() << '\n';
    }
    ++index_;
  }

 private:
  static std::string text(const Generated& g) {
    if (g.colours) return ColouredPoset{g.poset, *g.colours}.to_text();
    if (g.winning_sets) return PositionalGame{g.poset, *g.winning_sets}.to_text();
    return g.family ? family_to_text(*g.family) : g.poset.to_text();
  }
  static Family two_level(const Generated& g) {
    if (g.family) return *g.family;
    if (auto f = poset_to_family(g.poset)) return *f;
    usage("graph6 output needs a two-level poset (height <= 2); " + g.name + " has height " +
          std::to_string(g.poset.height()));
  }
  std::string format_;
  long long index_ = 0;
};

void check_size(const std::string& what, long long elements, int max_elements) {
  if (elements > max_elements)
    usage(what + " would have " + std::to_string(elements) + " elements, more than the limit " +
          std::to_string(max_elements) + " (--max-elements)");
}

int run_numeric(const NumericFamily& fam, const Settings& s, Writer& writer) {
  std::vector<std::string> args = s.args;
  std::string kind;
  if (!fam.kinds.empty()) {
    if (args.empty()) usage(std::string(fam.name) + ": expected " + fam.usage);
    kind = args.front();
    if (std::find(fam.kinds.begin(), fam.kinds.end(), kind) == fam.kinds.end())
    {
      std::string choices;
      for (std::size_t i = 0; i < fam.kinds.size(); ++i)
        choices += (i == 0 ? "" : i + 1 == fam.kinds.size() ? " or " : ", ") + fam.kinds[i];
      usage(std::string(fam.name) + ": first argument must be " + choices + ", got '" + kind + "'");
    }
    args.erase(args.begin());
  }
  const int count = int(args.size());
  if (count < fam.min_args || (fam.max_args >= 0 && count > fam.max_args))
    usage(std::string(fam.name) + ": expected arguments " + fam.usage + ", got " + std::to_string(s.args.size()));
  std::vector<std::vector<long long>> ranges;
  for (std::size_t i = 0; i < args.size(); ++i) ranges.push_back(parse_range(args[i], fam, i + (kind.empty() ? 0 : 1)));
  // Every combination, the first argument slowest.
  std::vector<std::size_t> at(ranges.size(), 0);
  while (true) {
    std::vector<long long> v;
    for (std::size_t i = 0; i < ranges.size(); ++i) v.push_back(ranges[i][at[i]]);
    std::string what = std::string(fam.name) + " " + (kind.empty() ? "" : kind + " ") + join(v, " ");
    check_size(what, fam.elements(kind, v), s.max_elements);
    writer.write(fam.build(kind, v));
    std::size_t i = ranges.size();
    while (i > 0 && ++at[i - 1] == ranges[i - 1].size()) at[--i] = 0;
    if (i == 0) break;
  }
  return kExitOk;
}

// Reads every input (files named in args, stdin for none or '-'), calling f on each poset.
template <class F>
void read_inputs(const Settings& s, F&& f) {
  ReaderOptions options;
  options.format = *parse_format_name(s.input_format);
  options.graph6_bottoms = s.bottoms;
  options.keep_going = s.keep_going;
  options.max_elements = s.max_elements;
  std::vector<std::string> files = s.args.empty() ? std::vector<std::string>{"-"} : s.args;
  for (const std::string& file : files) {
    std::ifstream stream;
    if (file != "-") {
      open_input_file(stream, file);
    }
    PosetReader reader(file == "-" ? std::cin : stream, file == "-" ? "<stdin>" : file, options);
    while (auto parsed = reader.next()) f(*parsed, reader.input_name());
    if (reader.skipped())
      std::cerr << "posetlab family: skipped " << reader.skipped() << " bad line(s) of " << reader.input_name()
                << "; last: " << reader.last_skipped_error() << "\n";
  }
}

int run_combinator(const std::string& name, const Settings& s, Writer& writer) {
  using families::NotVariant;
  if (name == "not") {
    NotVariant variant = s.variant == "proof" ? NotVariant::Proof : NotVariant::Literal;
    read_inputs(s, [&](const ParsedPoset& p, const std::string& input) {
      std::string what = "NOT_" + s.variant + "(" + input + ":" + std::to_string(p.line) + ")";
      check_size(what, families::not_construction_size(p.poset.size(), variant), s.max_elements);
      writer.write({what, families::not_game(p.poset, variant), {}});
    });
    return kExitOk;
  }
  std::vector<Poset> all;
  long long total = 0;
  read_inputs(s, [&](const ParsedPoset& p, const std::string&) {
    total += p.poset.size();
    check_size(name + " of the posets read", total, s.max_elements);
    all.push_back(p.poset);
  });
  if (name == "or") {
    if (all.size() != 2)
      usage("or needs exactly two posets (A, then B), read " + std::to_string(all.size()) +
            "; use `series` to stack more");
    writer.write({"OR", families::or_game(all[0], all[1]), {}});
  } else if (name == "parallel") {
    writer.write({"parallel(" + std::to_string(all.size()) + ")", families::parallel(all), {}});
  } else {
    writer.write({"series(" + std::to_string(all.size()) + ")", families::series(all), {}});
  }
  return kExitOk;
}

// `family formula TEXT --assign BITS`: the formula compiled to a poset game (002 Sec. 3.2).
int run_formula(const Settings& s, Writer& writer) {
  if (s.args.size() != 1) usage("formula: expected one formula, e.g. formula \"(x1 | !x2) & x3\" --assign 101");
  const auto variant = s.variant == "proof" ? families::NotVariant::Proof : families::NotVariant::Literal;
  const auto f = formula::parse_formula(s.args[0]);
  const auto a = formula::parse_assignment(s.assign, formula::variable_count(*f));
  const std::string what = "formula " + formula::formula_text(*f) + " under " + (s.assign.empty() ? "()" : s.assign);
  check_size(what, formula::compiled_size(*f, a, variant), s.max_elements);
  writer.write({what, formula::compile(*f, a, variant).to_poset(), {}});
  return kExitOk;
}

// The coloured families with structured arguments (shapes, heights, parent lists,
// formulas): one argument each, written in the family's own notation.
struct ShapeFamily {
  const char* name;
  const char* usage;
  const char* summary;
  Generated (*build)(const std::string& arg, Colour corner);
};

const std::vector<ShapeFamily>& shape_families() {
  static const std::vector<ShapeFamily> table = {
      {"young", "SHAPE", "chess-coloured Young diagram, SHAPE rows like 5,4,2 or RxC (004 §4.1)",
       [](const std::string& a, Colour corner) {
         auto rows = families::parse_shape(a);
         return of_coloured("young " + a, families::young_diagram(rows, corner).poset);
       }},
      {"skew", "OUTER/INNER", "chess-coloured skew Young diagram, e.g. 5,4,2/2,1 (004 Prop. 4.10)",
       [](const std::string& a, Colour corner) {
         auto slash = a.find('/');
         if (slash == std::string::npos) usage("skew: expected OUTER/INNER, e.g. 5,4,2/2,1, got '" + a + "'");
         auto outer = families::parse_shape(a.substr(0, slash)), inner = families::parse_shape(a.substr(slash + 1));
         return of_coloured("skew " + a, families::skew_diagram(outer, inner, corner).poset);
       }},
      {"plane-partition", "HEIGHTS", "chess-coloured ideal of a product of 3 chains, heights like 2,1/1 (004 Fig. 2)",
       [](const std::string& a, Colour corner) {
         return of_coloured("plane-partition " + a, families::plane_partition(families::parse_heights(a), corner));
       }},
      {"tree", "PARENTS", "chess-coloured tree poset: PARENTS like 0,0,1 for elements 1, 2, ... ('-': one point)",
       [](const std::string& a, Colour corner) {
         return of_coloured("tree " + a, families::coloured_tree(families::parse_parents(a), corner));
       }},
      {"pomax-sat", "CNF", "004 Thm 6.1: the height-2 pomax game of a CNF formula (value 0 iff satisfiable)",
       [](const std::string& a, Colour) {
         return of_coloured("pomax-sat " + a, reductions::sat_to_pomax(reductions::parse_cnf(a)).poset);
       }},
      {"pomax-qbf", "CNF", "004 Thm 7.1: the height-3 pomax game of forall x1 exists x2 ... CNF (0 iff true)",
       [](const std::string& a, Colour) {
         return of_coloured("pomax-qbf " + a, reductions::qbf_to_pomax(reductions::parse_cnf(a)).poset);
       }},
  };
  return table;
}

int run_shape(const ShapeFamily& fam, const Settings& s, Writer& writer) {
  if (s.args.size() != 1) usage(std::string(fam.name) + ": expected one argument " + fam.usage);
  if (s.corner != "B" && s.corner != "W") usage("--corner must be B or W, got '" + s.corner + "'");
  Generated g = fam.build(s.args[0], s.corner == "B" ? Colour::Black : Colour::White);
  check_size(g.name, g.poset.size(), s.max_elements);
  if (!s.colours.empty()) g.colours = make_coloured(g.poset, s.colours).colour;
  writer.write(g);
  return kExitOk;
}

// The positional games of 003 (`poset K: ... | {sets}`), with their own arguments.
struct GameFamily {
  const char* name;
  const char* usage;
  const char* summary;
  std::size_t args;
  Generated (*build)(const std::vector<std::string>& args);
};

int game_number(const std::string& name, const std::string& arg) {
  if (arg.empty() || arg.size() > 4 || arg.find_first_not_of("0123456789") != std::string::npos)
    usage(name + ": expected a number, got '" + arg + "'");
  return std::stoi(arg);
}

const std::vector<GameFamily>& game_families() {
  using A = std::vector<std::string>;
  static const std::vector<GameFamily> table = {
      {"connect-k", "M N K", "003 Connect-k: M columns (chains of height N), every K-alignment (horizontal, "
                             "vertical, diagonal) a winning set",
       3, [](const A& a) {
         int m = game_number("connect-k", a[0]), n = game_number("connect-k", a[1]), k = game_number("connect-k", a[2]);
         return of_game("connect-k " + a[0] + " " + a[1] + " " + a[2], games::connect_k(m, n, k));
       }},
      {"chains", "HEIGHTS:WINNERS", "003 §4: disjoint chains (heights like 3,2, bottom first), singleton sets "
                                    "on the listed elements (like 0,4)",
       1, [](const A& a) {
         std::vector<int> heights, winners;
         games::parse_chains_spec(a[0], heights, winners);
         return of_game("chains " + a[0], games::chains_with_singletons(heights, winners));
       }},
      {"mb-sat", "CNF", "003 Thm 8: the height-2 Maker-Breaker game of a 3-CNF (Breaker wins second iff satisfiable)",
       1, [](const A& a) { return of_game("mb-sat " + a[0], games::sat_game(reductions::parse_cnf(a[0]))); }},
      {"mb-qbf", "CNF", "003 Thm 11: the width-2 game of forall x1 exists x2 ... CNF (Maker wins first iff false)",
       1, [](const A& a) { return of_game("mb-qbf " + a[0], games::qbf_game(reductions::parse_cnf(a[0]))); }},
      {"mm-dnf", "DNF", "003 Thm 28: the Maker-Maker game of a positive DNF like \"(x1 & x2) | (x2 & x3)\"",
       1, [](const A& a) { return of_game("mm-dnf " + a[0], games::dnf_game(games::parse_positive_dnf(a[0]))); }},
  };
  return table;
}

int run_game_family(const GameFamily& fam, const Settings& s, Writer& writer) {
  if (s.args.size() != fam.args) usage(std::string(fam.name) + ": expected " + fam.usage);
  Generated g = fam.build(s.args);
  check_size(g.name, g.poset.size(), s.max_elements);
  writer.write(g);
  return kExitOk;
}

std::string help_footer() {
  std::string s = "\nFamilies (numeric arguments take a value N or an inclusive range A:B):\n";
  auto line = [&](const std::string& head, const std::string& text) {
    s += "  " + head + std::string(head.size() < 24 ? 24 - head.size() : 1, ' ') + text + "\n";
  };
  for (const auto& f : numeric_families()) line(std::string(f.name) + " " + f.usage, f.summary);
  s += "\nColoured families (one argument; --corner B|W colours cell (0,0) or the root, --colours WORD\n"
       "replaces the chess colouring):\n";
  for (const auto& f : shape_families()) line(std::string(f.name) + " " + f.usage, f.summary);
  s += "\nPositional games of 003 (text `poset K: ... | {winning sets}`, for solve --game maker-breaker):\n";
  for (const auto& f : game_families()) line(std::string(f.name) + " " + f.usage, f.summary);
  s += "\nCombinators (read posets from FILE... or stdin, any input format):\n";
  for (const auto& c : combinators()) line(std::string(c.name) + " [FILE...]", c.summary);
  s += "\nFormulas (002 Sec. 3.2; syntax in enumerate/formula.hpp):\n";
  line("formula TEXT --assign BITS",
       "the game of a Boolean formula over x1..xn (!, &, |, 0, 1): a first-player win iff it is true");
  s +=
      "\nOutput: one record a line (text: `poset K: ...`, or `family N: ...` for two-level families;\n"
      "digraph6 as nauty writes it; graph6 only for two-level posets, bottoms first; json: one\n"
      "object a line with index, name, elements, covers, height, components, text, and bottoms\n"
      "and tops for two-level families);\n"
      "dot writes one Hasse diagram per poset.\n"
      "\nExamples:\n"
      "  posetlab family zigzag N 0:30 | posetlab solve\n"
      "  posetlab family zigzag M 5\n"
      "  posetlab family chain 5000 --format digraph6\n"
      "  posetlab family kbt 2 0:8 --format graph6\n"
      "  posetlab family nim 1 2 3\n"
      "  posetlab family chomp 8 10 --json\n"
      "  posetlab family divisors 360 --format dot | dot -Tpdf > div360.pdf\n"
      "  nauty-genposetg 4 o | posetlab family not --variant proof\n"
      "  posetlab family zigzag N 2:3 | posetlab family or\n"
      "  posetlab family formula \"(x1 | !x2) & x3\" --assign 101 | posetlab solve\n"
      "  posetlab family young 10x10 | posetlab solve --game pomax\n"
      "  posetlab family connect-k 5 4 4 | posetlab solve --game maker-breaker\n"
      "  posetlab family pomax-sat \"(x1 | x2 | !x3) & (!x1 | x2 | x3)\" --format dot\n"
      "\nExit status: 0 ok, 2 bad usage or bad input.\n";
  return s;
}

CommandRegistrar registrar("family", "Write built-in posets (chains, zig-zags, K(b,t), Nim, Chomp, NOT, ...)", [](CLI::App& sub) {
  auto s = std::make_shared<Settings>();
  std::vector<std::string> names;
  for (const auto& f : numeric_families()) names.push_back(f.name);
  for (const auto& f : shape_families()) names.push_back(f.name);
  for (const auto& f : game_families()) names.push_back(f.name);
  for (const auto& c : combinators()) names.push_back(c.name);
  names.push_back("formula");
  sub.add_option("name", s->name, "the family (see below)")->required()->check(CLI::IsMember(names));
  sub.add_option("args", s->args, "its arguments; for combinators, input files");
  sub.add_option("--format", s->format, "output format")
      ->check(CLI::IsMember({"text", "digraph6", "graph6", "dot", "json"}))
      ->capture_default_str();
  sub.add_flag("--json", s->json, "same as --format json");
  sub.add_option("--variant", s->variant, "NOT construction: literal (002 steps 1-5) or proof")
      ->check(CLI::IsMember({"literal", "proof"}))
      ->capture_default_str();
  sub.add_option("--input-format", s->input_format, "combinator input format")
      ->check(CLI::IsMember({"auto", "text", "digraph6", "graph6"}))
      ->capture_default_str();
  sub.add_option("--bottoms", s->bottoms, "graph6 input: the first N1 vertices are bottoms")
      ->check(bottoms_limit());
  sub.add_flag("--keep-going", s->keep_going, "skip bad input lines, reporting how many");
  sub.add_option("--assign", s->assign, "formula: values of x1..xn as a 0/1 string, e.g. 101");
  sub.add_option("--corner", s->corner, "coloured families: colour (B or W) of cell (0,0) / the root")
      ->capture_default_str();
  sub.add_option("--colours", s->colours, "coloured families: explicit colour word (B/W per element)");
  sub.add_option("--max-elements", s->max_elements, "refuse posets larger than this")
      ->check(max_elements_limit())
      ->capture_default_str();
  sub.footer(help_footer());
  return [s] {
    Writer writer(*s);
    for (const auto& f : numeric_families())
      if (s->name == f.name) return run_numeric(f, *s, writer);
    for (const auto& f : shape_families())
      if (s->name == f.name) return run_shape(f, *s, writer);
    for (const auto& f : game_families())
      if (s->name == f.name) return run_game_family(f, *s, writer);
    if (s->name == "formula") return run_formula(*s, writer);
    return run_combinator(s->name, *s, writer);
  };
});

}  // namespace
}  // namespace posetlab::cli
