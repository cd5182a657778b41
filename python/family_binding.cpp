// `posetlab.family(name, *args)`: the built-in posets of `posetlab family NAME ARGS...`
// (single values, no ranges), each from its library builder (enumerate/). The
// combinators take Poset arguments instead of files; `formula` takes the formula and
// the assignment. One line per family: the catalogue itself lives with the builders.
#include <pybind11/stl.h>

#include <functional>
#include <map>

#include "engine/family.hpp"
#include "enumerate/coloured_families.hpp"
#include "enumerate/families.hpp"
#include "enumerate/formula.hpp"
#include "enumerate/pomax_reductions.hpp"
#include "enumerate/positional_families.hpp"
#include "python/binding.hpp"

namespace py = pybind11;

namespace posetlab::python {
namespace {

struct FamilyOptions {
  Colour corner = Colour::Black;
  families::NotVariant variant = families::NotVariant::Literal;
};

struct Args {
  std::string name;
  const py::args& a;
  [[noreturn]] void fail(const std::string& what) const { throw UsageError("family " + name + ": " + what); }
  void expect(std::size_t count) const {
    if (a.size() != count) fail("expected " + std::to_string(count) + " argument(s), got " + std::to_string(a.size()));
  }
  int number(std::size_t i, int least = 0) const {
    if (!py::isinstance<py::int_>(a[i])) fail("argument " + std::to_string(i + 1) + " must be an integer");
    const long long v = a[i].cast<long long>();
    if (v < least || v > 1'000'000)
      fail("argument " + std::to_string(i + 1) + " must be in " + std::to_string(least) + "..1000000");
    return int(v);
  }
  std::string text(std::size_t i) const { return py::str(a[i]).cast<std::string>(); }
  Poset poset(std::size_t i) const {
    if (!py::isinstance<GamePoset>(a[i])) fail("argument " + std::to_string(i + 1) + " must be a Poset");
    return a[i].cast<const GamePoset&>().order;
  }
  std::vector<Poset> posets() const {
    std::vector<Poset> out;
    for (std::size_t i = 0; i < a.size(); ++i) out.push_back(poset(i));
    return out;
  }
};

GamePoset plain(Poset p) { return {std::move(p), std::nullopt, std::nullopt}; }
GamePoset coloured(ColouredPoset p) { return {std::move(p.poset), std::move(p.colour), std::nullopt}; }
GamePoset game(PositionalGame g) { return {std::move(g.poset), std::nullopt, std::move(g.winning_sets)}; }

using Builder = std::function<GamePoset(const Args&, const FamilyOptions&)>;

const std::map<std::string, Builder>& catalogue() {
  using A = const Args&;
  using O = const FamilyOptions&;
  static const std::map<std::string, Builder> table = {
      {"chain", [](A a, O) { return a.expect(1), plain(families::chain(a.number(0))); }},
      {"antichain", [](A a, O) { return a.expect(1), plain(families::antichain(a.number(0))); }},
      {"zigzag", [](A a, O) {
         a.expect(2);
         const std::string k = a.text(0);
         const int i = a.number(1);
         if (k == "M") return plain(family_to_poset(families::zigzag_m(i)));
         if (k == "N") return plain(family_to_poset(families::zigzag_n(i)));
         if (k == "W") return plain(family_to_poset(families::zigzag_w(i)));
         a.fail("first argument must be M, N or W, got '" + k + "'");
       }},
      {"kbt", [](A a, O) { return a.expect(2), plain(family_to_poset(families::complete_bipartite(a.number(0), a.number(1)))); }},
      {"nim", [](A a, O) {
         std::vector<int> heaps;
         for (std::size_t i = 0; i < a.a.size(); ++i) heaps.push_back(a.number(i));
         if (heaps.empty()) a.fail("expected arguments L1 [L2 ...]");
         return plain(families::nim(heaps));
       }},
      {"chomp", [](A a, O) { return a.expect(2), plain(families::chomp(a.number(0, 1), a.number(1, 1))); }},
      {"divisors", [](A a, O) {
         a.expect(1);
         if (!py::isinstance<py::int_>(a.a[0])) a.fail("argument 1 must be an integer");
         return plain(families::divisors(a.a[0].cast<std::int64_t>()));
       }},
      {"vee", [](A a, O) { return a.expect(1), plain(families::vee(a.number(0))); }},
      {"lambda", [](A a, O) { return a.expect(1), plain(families::lambda(a.number(0))); }},
      {"diamond", [](A a, O) { return a.expect(1), plain(families::diamond(a.number(0))); }},
      {"blacks-below-white", [](A a, O) { return a.expect(1), coloured(families::blacks_below_white(a.number(0, 1))); }},
      {"black-below-whites", [](A a, O) { return a.expect(1), coloured(families::black_below_whites(a.number(0, 1))); }},
      {"young", [](A a, O o) {
         a.expect(1);
         return coloured(families::young_diagram(families::parse_shape(a.text(0)), o.corner).poset);
       }},
      {"skew", [](A a, O o) {
         a.expect(1);
         const std::string s = a.text(0);
         const auto slash = s.find('/');
         if (slash == std::string::npos) a.fail("expected OUTER/INNER, e.g. 5,4,2/2,1, got '" + s + "'");
         return coloured(families::skew_diagram(families::parse_shape(s.substr(0, slash)),
                                                families::parse_shape(s.substr(slash + 1)), o.corner).poset);
       }},
      {"plane-partition", [](A a, O o) {
         return a.expect(1), coloured(families::plane_partition(families::parse_heights(a.text(0)), o.corner));
       }},
      {"tree", [](A a, O o) { return a.expect(1), coloured(families::coloured_tree(families::parse_parents(a.text(0)), o.corner)); }},
      {"pomax-sat", [](A a, O) { return a.expect(1), coloured(reductions::sat_to_pomax(reductions::parse_cnf(a.text(0))).poset); }},
      {"pomax-qbf", [](A a, O) { return a.expect(1), coloured(reductions::qbf_to_pomax(reductions::parse_cnf(a.text(0))).poset); }},
      {"connect-k", [](A a, O) { return a.expect(3), game(games::connect_k(a.number(0), a.number(1), a.number(2))); }},
      {"chains", [](A a, O) {
         a.expect(1);
         std::vector<int> heights, winners;
         games::parse_chains_spec(a.text(0), heights, winners);
         return game(games::chains_with_singletons(heights, winners));
       }},
      {"mb-sat", [](A a, O) { return a.expect(1), game(games::sat_game(reductions::parse_cnf(a.text(0)))); }},
      {"mb-qbf", [](A a, O) { return a.expect(1), game(games::qbf_game(reductions::parse_cnf(a.text(0)))); }},
      {"mm-dnf", [](A a, O) { return a.expect(1), game(games::dnf_game(games::parse_positive_dnf(a.text(0)))); }},
      {"not", [](A a, O o) { return a.expect(1), plain(families::not_game(a.poset(0), o.variant)); }},
      {"or", [](A a, O) { return a.expect(2), plain(families::or_game(a.poset(0), a.poset(1))); }},
      {"parallel", [](A a, O) { return plain(families::parallel(a.posets())); }},
      {"series", [](A a, O) { return plain(families::series(a.posets())); }},
      {"formula", [](A a, O o) {
         a.expect(2);
         return plain(formula::formula_poset(a.text(0), a.text(1), kDefaultMaxElements, o.variant));
       }},
  };
  return table;
}

GamePoset family(const std::string& name, const py::args& args, const std::string& corner,
                 const std::optional<std::string>& colours, const std::string& variant) {
  const auto& table = catalogue();
  auto it = table.find(name);
  if (it == table.end()) {
    std::string names;
    for (const auto& [n, b] : table) names += (names.empty() ? "" : ", ") + n;
    throw UsageError("family: unknown family '" + name + "' (" + names + ")");
  }
  FamilyOptions o;
  if (corner != "B" && corner != "W") throw UsageError("family: corner must be B or W, got '" + corner + "'");
  o.corner = corner == "B" ? Colour::Black : Colour::White;
  if (variant != "literal" && variant != "proof")
    throw UsageError("family: variant must be literal or proof, got '" + variant + "'");
  o.variant = variant == "proof" ? families::NotVariant::Proof : families::NotVariant::Literal;
  GamePoset g = it->second(Args{name, args}, o);
  if (colours) g.colours = make_coloured(g.order, *colours).colour;
  return g;
}

}  // namespace

void bind_family(py::module_& m) {
  m.def("family", &family, py::arg("name"), py::kw_only(), py::arg("corner") = "B", py::arg("colours") = py::none(),
        py::arg("variant") = "literal",
        "A built-in poset of `posetlab family NAME ARGS...`, e.g. family('chomp', 8, 10), "
        "family('zigzag', 'N', 7), family('young', '4,3,1'), family('not', p, variant='proof'), "
        "family('formula', '(x1 | !x2) & x3', '101'). corner / colours: coloured families.");
  py::list names;
  for (const auto& [n, b] : catalogue()) names.append(n);
  m.attr("families") = names;
}

}  // namespace posetlab::python
