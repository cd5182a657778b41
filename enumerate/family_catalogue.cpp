// The catalogue of built-in families and the combinators (enumerate/family_catalogue.hpp).
#include "enumerate/family_catalogue.hpp"

#include <algorithm>

#include "engine/core/error.hpp"
#include "engine/positional/positional_game.hpp"
#include "enumerate/coloured_families.hpp"
#include "enumerate/families.hpp"
#include "enumerate/family_errors.hpp"
#include "enumerate/formula.hpp"
#include "enumerate/pomax_reductions.hpp"
#include "enumerate/positional_families.hpp"

namespace posetlab::catalogue {
namespace {

FamilyMember of_game(std::string name, PositionalGame g) {
  return {std::move(name), std::move(g.poset), std::nullopt, std::nullopt, std::move(g.winning_sets)};
}

FamilyMember of_coloured(std::string name, ColouredPoset p) {
  return {std::move(name), std::move(p.poset), std::nullopt, std::move(p.colour)};
}

// A diagram's member, each element labelled by its cell "(row,col)".
FamilyMember of_diagram(std::string name, families::Diagram d) {
  FamilyMember m = of_coloured(std::move(name), std::move(d.poset));
  m.labels.emplace();
  for (const Cell& c : d.cells) m.labels->push_back("(" + std::to_string(c.row) + "," + std::to_string(c.col) + ")");
  return m;
}

FamilyMember of_family(std::string name, SetSystem f) {
  Poset p = set_system_to_poset(f);
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
  FamilyMember (*build)(const std::string& kind, const std::vector<long long>& v);
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
       [](const K&, const V& v) { return FamilyMember{"C_" + join(v, ""), families::chain(int(v[0])), {}}; }},
      {"antichain", "N", "A_N, N incomparable points", {}, 1, 1, 0, [](const K&, const V& v) { return v[0]; },
       [](const K&, const V& v) { return FamilyMember{"A_" + join(v, ""), families::antichain(int(v[0])), {}}; }},
      {"zigzag", "M|N|W I", "zig-zags of 000 Fig. 2: M_I = b t ... b, N_I = b t ... b t, W_I = t b ... t",
       {"M", "N", "W"}, 1, 1, 0,
       [](const K& k, const V& v) { return k == "N" ? 2 * v[0] : 2 * v[0] + 1; },
       [](const K& k, const V& v) {
         int i = int(v[0]);
         SetSystem f = k == "M" ? families::zigzag_m(i) : k == "N" ? families::zigzag_n(i) : families::zigzag_w(i);
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
         return FamilyMember{"Nim(" + join(v, ",") + ")", families::nim(heaps), {}};
       }},
      {"chomp", "ROWS COLS", "Chomp: the ROWS x COLS grid order without its minimum (ROWS*COLS-1 elements)", {},
       2, 2, 1, [](const K&, const V& v) { return v[0] * v[1] - 1; },
       [](const K&, const V& v) {
         return FamilyMember{"Chomp(" + join(v, "x") + ")", families::chomp(int(v[0]), int(v[1])), {}};
       }},
      {"divisors", "N", "the divisors of N (1 and N included) under divisibility, N <= 10^12", {}, 1, 1, 1,
       [](const K&, const V& v) { return (long long)families::divisor_values(v[0]).size(); },
       [](const K&, const V& v) {
         FamilyMember m{"Div(" + join(v, "") + ")", families::divisors(v[0]), {}};
         m.labels.emplace();
         for (std::int64_t d : families::divisor_values(v[0])) m.labels->push_back(std::to_string(d));
         return m;
       }},
      {"vee", "N", "V_N = A_N/1: N points above one common bottom", {}, 1, 1, 0,
       [](const K&, const V& v) { return v[0] + 1; },
       [](const K&, const V& v) { return FamilyMember{"V_" + join(v, ""), families::vee(int(v[0])), {}}; }},
      {"lambda", "N", "Lambda_N = 1/A_N: N points below one common top", {}, 1, 1, 0,
       [](const K&, const V& v) { return v[0] + 1; },
       [](const K&, const V& v) { return FamilyMember{"Lambda_" + join(v, ""), families::lambda(int(v[0])), {}}; }},
      {"diamond", "N", "Diamond_N = 1/A_N/1: N points between a bottom and a top", {}, 1, 1, 0,
       [](const K&, const V& v) { return v[0] + 2; },
       [](const K&, const V& v) { return FamilyMember{"Diamond_" + join(v, ""), families::diamond(int(v[0])), {}}; }},
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

// The coloured families with structured arguments (shapes, heights, parent lists,
// formulas): one argument each, written in the family's own notation.
struct ShapeFamily {
  const char* name;
  const char* usage;
  const char* summary;
  FamilyMember (*build)(const std::string& arg, Colour corner);
};

const std::vector<ShapeFamily>& shape_families() {
  static const std::vector<ShapeFamily> table = {
      {"young", "SHAPE", "chess-coloured Young diagram, SHAPE rows like 5,4,2 or RxC (004 §4.1)",
       [](const std::string& a, Colour corner) {
         auto rows = families::parse_shape(a);
         return of_diagram("young " + a, families::young_diagram(rows, corner));
       }},
      {"skew", "OUTER/INNER", "chess-coloured skew Young diagram, e.g. 5,4,2/2,1 (004 Prop. 4.10)",
       [](const std::string& a, Colour corner) {
         auto slash = a.find('/');
         if (slash == std::string::npos) usage("skew: expected OUTER/INNER, e.g. 5,4,2/2,1, got '" + a + "'");
         auto outer = families::parse_shape(a.substr(0, slash)), inner = families::parse_shape(a.substr(slash + 1));
         return of_diagram("skew " + a, families::skew_diagram(outer, inner, corner));
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

// The positional games of 003 (`poset K: ... | {sets}`), with their own arguments.
struct GameFamily {
  const char* name;
  const char* usage;
  const char* summary;
  std::size_t args;
  FamilyMember (*build)(const std::vector<std::string>& args);
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

const char* const kCombinators[][2] = {
    {"not", "Kalinich's NOT of each poset read (002; --variant literal|proof)"},
    {"or", "A OR B of exactly two posets read: every element of B above every element of A"},
    {"parallel", "the disjoint union of all posets read"},
    {"series", "all posets read stacked, the first on top (001's P1/P2/.../Pk)"},
    {"product", "the Cartesian product of all posets read, componentwise order, labelled (x,y,...) by the parts' labels"},
};

void numeric_members(const NumericFamily& fam, const std::vector<std::string>& all_args, const FamilyOptions& o,
                     const std::function<void(FamilyMember&&)>& out) {
  std::vector<std::string> args = all_args;
  std::string kind;
  if (!fam.kinds.empty()) {
    if (args.empty()) usage(std::string(fam.name) + ": expected " + fam.usage);
    kind = args.front();
    if (std::find(fam.kinds.begin(), fam.kinds.end(), kind) == fam.kinds.end()) {
      std::string choices;
      for (std::size_t i = 0; i < fam.kinds.size(); ++i)
        choices += (i == 0 ? "" : i + 1 == fam.kinds.size() ? " or " : ", ") + fam.kinds[i];
      usage(std::string(fam.name) + ": first argument must be " + choices + ", got '" + kind + "'");
    }
    args.erase(args.begin());
  }
  const int count = int(args.size());
  if (count < fam.min_args || (fam.max_args >= 0 && count > fam.max_args))
    usage(std::string(fam.name) + ": expected arguments " + fam.usage + ", got " + std::to_string(all_args.size()));
  std::vector<std::vector<long long>> ranges;
  for (std::size_t i = 0; i < args.size(); ++i) ranges.push_back(parse_range(args[i], fam, i + (kind.empty() ? 0 : 1)));
  // Every combination, the first argument slowest.
  std::vector<std::size_t> at(ranges.size(), 0);
  while (true) {
    std::vector<long long> v;
    for (std::size_t i = 0; i < ranges.size(); ++i) v.push_back(ranges[i][at[i]]);
    std::string what = std::string(fam.name) + " " + (kind.empty() ? "" : kind + " ") + join(v, " ");
    check_size(what, fam.elements(kind, v), o.max_elements);
    out(fam.build(kind, v));
    std::size_t i = ranges.size();
    while (i > 0 && ++at[i - 1] == ranges[i - 1].size()) at[--i] = 0;
    if (i == 0) break;
  }
}

// `formula TEXT --assign BITS`: the formula compiled to a poset game (002 Sec. 3.2).
FamilyMember formula_member(const std::vector<std::string>& args, const FamilyOptions& o) {
  if (args.size() != 1) usage("formula: expected one formula, e.g. formula \"(x1 | !x2) & x3\" --assign 101");
  const auto variant = o.variant == "proof" ? families::NotVariant::Proof : families::NotVariant::Literal;
  const auto f = formula::parse_formula(args[0]);
  const auto a = formula::parse_assignment(o.assign, formula::variable_count(*f));
  const std::string what = "formula " + formula::formula_text(*f) + " under " + (o.assign.empty() ? "()" : o.assign);
  check_size(what, formula::compiled_size(*f, a, variant), o.max_elements);
  return {what, formula::compile(*f, a, variant).to_poset(), {}};
}

// What every part carries (all uncoloured, all coloured or all games), for combine().
enum class Carries { Order, Colours, Sets };
Carries carried(const std::string& name, const std::vector<FamilyMember>& parts) {
  auto of = [](const FamilyMember& m) { return m.colours ? Carries::Colours : m.winning_sets ? Carries::Sets : Carries::Order; };
  const Carries c = parts.empty() ? Carries::Order : of(parts.front());
  for (const FamilyMember& m : parts)
    if (of(m) != c)
      usage(name + " needs parts of one kind: all uncoloured posets, all coloured posets or all positional games (" +
            m.name + " differs from " + parts.front().name + ")");
  return c;
}

// The parts' colours or winning sets in the union whose element ids start at offset[i]
// for part i.
void carry_over(FamilyMember& whole, const std::vector<FamilyMember>& parts, const std::vector<int>& offset, Carries c) {
  if (c == Carries::Colours) {
    whole.colours.emplace(whole.poset.size(), Colour::Black);
    for (std::size_t i = 0; i < parts.size(); ++i)
      for (std::size_t x = 0; x < parts[i].colours->size(); ++x) (*whole.colours)[offset[i] + x] = (*parts[i].colours)[x];
  } else if (c == Carries::Sets) {
    whole.winning_sets.emplace();
    for (std::size_t i = 0; i < parts.size(); ++i)
      for (std::vector<int> set : *parts[i].winning_sets) {
        for (int& x : set) x += offset[i];
        whole.winning_sets->push_back(std::move(set));
      }
  }
}

// "(x,y,...)" for each element of the product, each coordinate by its part's label (or id).
std::vector<std::string> product_labels(const std::vector<FamilyMember>& parts) {
  std::vector<std::string> labels = {""};
  for (const FamilyMember& part : parts) {
    std::vector<std::string> next;
    for (const std::string& before : labels)
      for (int x = 0; x < part.poset.size(); ++x)
        next.push_back(before + (before.empty() ? "" : ",") +
                       (part.labels ? (*part.labels)[std::size_t(x)] : std::to_string(x)));
    labels = std::move(next);
  }
  for (std::string& l : labels) l = "(" + l + ")";
  return labels;
}

}  // namespace

void check_size(const std::string& what, long long elements, int max_elements) {
  if (elements > max_elements)
    usage(what + " would have " + std::to_string(elements) + " elements, more than the limit " +
          std::to_string(max_elements) + " (--max-elements)");
}

const std::vector<FamilyEntry>& family_catalogue() {
  static const std::vector<FamilyEntry> table = [] {
    std::vector<FamilyEntry> t;
    for (const auto& f : numeric_families()) t.push_back({f.name, f.usage, f.summary, FamilySection::Numeric});
    for (const auto& f : shape_families()) t.push_back({f.name, f.usage, f.summary, FamilySection::Coloured});
    for (const auto& f : game_families()) t.push_back({f.name, f.usage, f.summary, FamilySection::Game});
    for (const auto& c : kCombinators) t.push_back({c[0], "[FILE...]", c[1], FamilySection::Combinator});
    t.push_back({"formula", "TEXT --assign BITS",
                 "the game of a Boolean formula over x1..xn (!, &, |, 0, 1): a first-player win iff it is true",
                 FamilySection::Formula});
    return t;
  }();
  return table;
}

bool is_combinator(const std::string& name) {
  for (const auto& c : kCombinators)
    if (name == c[0]) return true;
  return false;
}

void family(const std::string& name, const std::vector<std::string>& args, const FamilyOptions& o,
            const std::function<void(FamilyMember&&)>& out) {
  for (const auto& f : numeric_families())
    if (name == f.name) return numeric_members(f, args, o, out);
  for (const auto& f : shape_families())
    if (name == f.name) {
      if (args.size() != 1) usage(std::string(f.name) + ": expected one argument " + f.usage);
      if (o.corner != "B" && o.corner != "W") usage("--corner must be B or W, got '" + o.corner + "'");
      FamilyMember g = f.build(args[0], o.corner == "B" ? Colour::Black : Colour::White);
      check_size(g.name, g.poset.size(), o.max_elements);
      if (!o.colours.empty()) g.colours = make_coloured(g.poset, o.colours).colour;
      return out(std::move(g));
    }
  for (const auto& f : game_families())
    if (name == f.name) {
      if (args.size() != f.args) usage(std::string(f.name) + ": expected " + f.usage);
      FamilyMember g = f.build(args);
      check_size(g.name, g.poset.size(), o.max_elements);
      return out(std::move(g));
    }
  if (name == "formula") return out(formula_member(args, o));
  usage("unknown family '" + name + "'" + (is_combinator(name) ? " (a combinator: use combine)" : ""));
}

std::vector<FamilyMember> family(const std::string& name, const std::vector<std::string>& args, const FamilyOptions& o) {
  std::vector<FamilyMember> members;
  family(name, args, o, [&](FamilyMember&& m) { members.push_back(std::move(m)); });
  return members;
}

FamilyMember not_member(const FamilyMember& part, const std::string& what, const FamilyOptions& o) {
  if (part.colours || part.winning_sets)
    usage("not is Kalinich's NOT of impartial games; " + what + " is a " +
          (part.colours ? "coloured poset" : "positional game") + ", whose " +
          (part.colours ? "colours" : "winning sets") + " it would lose");
  const auto variant = o.variant == "proof" ? families::NotVariant::Proof : families::NotVariant::Literal;
  check_size(what, families::not_construction_size(part.poset.size(), variant), o.max_elements);
  return {what, families::not_game(part.poset, variant), {}};
}

FamilyMember combine(const std::string& name, const std::vector<FamilyMember>& parts, const FamilyOptions& o) {
  long long total = name == "product" ? 1 : 0;
  for (const FamilyMember& m : parts) {
    total = name == "product" ? total * m.poset.size() : total + m.poset.size();
    check_size(name + " of the posets read", total, o.max_elements);
  }
  const Carries c = carried(name, parts);
  std::vector<Poset> posets;
  for (const FamilyMember& m : parts) posets.push_back(m.poset);
  std::vector<int> offset(parts.size(), 0);
  FamilyMember whole;
  if (name == "or") {
    if (parts.size() != 2)
      usage("or needs exactly two posets (A, then B), read " + std::to_string(parts.size()) +
            "; use `series` to stack more");
    whole = {"OR", families::or_game(posets[0], posets[1]), {}};
    offset[1] = posets[0].size();  // A's elements first
  } else if (name == "parallel") {
    whole = {"parallel(" + std::to_string(parts.size()) + ")", families::parallel(posets), {}};
    for (std::size_t i = 1; i < parts.size(); ++i) offset[i] = offset[i - 1] + posets[i - 1].size();
  } else if (name == "series") {
    whole = {"series(" + std::to_string(parts.size()) + ")", families::series(posets), {}};
    // Numbered from the bottom part up: the last part first.
    for (std::size_t i = parts.size(); i-- > 0;)
      offset[i] = i + 1 < parts.size() ? offset[i + 1] + posets[i + 1].size() : 0;
  } else if (name == "product") {
    if (c != Carries::Order)
      usage("product takes uncoloured posets: colours and winning sets have no product (" + parts.front().name + ")");
    whole = {"product(" + std::to_string(parts.size()) + ")", families::product(posets), {}};
    whole.labels = product_labels(parts);
    return whole;
  } else {
    usage("unknown combinator '" + name + "' (or, parallel, series, product; not takes one part at a time)");
  }
  carry_over(whole, parts, offset, c);
  return whole;
}

}  // namespace posetlab::catalogue
