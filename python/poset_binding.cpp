// `posetlab.Poset`: a finite poset (with the colours or winning sets its input line
// carried), built from relation pairs or parsed from any line posetlab reads.
#include <pybind11/stl.h>

#include "engine/core/limits.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/poset_reader.hpp"
#include "enumerate/posets_job.hpp"
#include "python/binding.hpp"

namespace py = pybind11;

namespace posetlab::python {

std::string GamePoset::text() const {
  if (colours) return ColouredPoset{order, *colours}.to_text();
  if (winning_sets) return PositionalGame{order, *winning_sets}.to_text();
  return order.to_text();
}

namespace {

// The element limit a caller may set: the CLI's --max-elements, 1..kMaxElementsCeiling.
void check_max_elements(int max_elements) {
  if (max_elements < 1 || max_elements > kMaxElementsCeiling)
    throw UsageError("max_elements must be in 1.." + std::to_string(kMaxElementsCeiling) + " (the CLI's --max-elements), got " +
                     std::to_string(max_elements));
}

// `labels` as a tuple of n distinct hashable objects (a null handle for None).
py::object label_tuple(int n, const py::object& labels) {
  if (labels.is_none()) return {};
  py::tuple t(labels);  // any iterable
  if (int(t.size()) != n)
    throw UsageError("Poset: " + std::to_string(t.size()) + " labels for " + std::to_string(n) + " elements");
  py::dict seen;
  for (int x = 0; x < n; ++x) {
    if (seen.contains(t[x]))
      throw UsageError("Poset: label " + py::repr(t[x]).cast<std::string>() + " is given to elements " +
                       std::to_string(seen[t[x]].cast<int>()) + " and " + std::to_string(x));
    seen[t[x]] = x;
  }
  return t;
}

GamePoset from_pairs(int n, const std::vector<Relation>& pairs, const std::optional<std::string>& colours,
                     const std::optional<std::vector<std::vector<int>>>& winning_sets, const py::object& labels,
                     int max_elements) {
  check_max_elements(max_elements);
  if (n < 0) throw UsageError("Poset: n must be >= 0, got " + std::to_string(n));
  // Checked before anything is allocated: the order's bits take n^2 / 4 bytes.
  if (n > max_elements)
    throw UsageError("Poset: n = " + std::to_string(n) + " is more than the element limit " +
                     std::to_string(max_elements) + " (max_elements=, as the CLI's --max-elements; at most " +
                     std::to_string(kMaxElementsCeiling) + ")");
  for (const auto& [a, b] : pairs)
    if (a == b)
      throw UsageError("Poset: pair (" + std::to_string(a) + ", " + std::to_string(b) +
                       "): no element is less than itself (a strict order is irreflexive)");
  if (colours && winning_sets) throw UsageError("Poset: colours and winning_sets do not go together");
  GamePoset g{Poset::from_relations(n, pairs), std::nullopt, std::nullopt};
  if (colours) g.colours = make_coloured(g.order, *colours).colour;
  if (winning_sets) g.winning_sets = make_game(g.order, *winning_sets).winning_sets;
  g.labels = label_tuple(n, labels);
  return g;
}

GamePoset parse(std::string line, std::optional<int> bottoms, int max_elements) {
  check_max_elements(max_elements);
  while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
  const LineSource src;  // "<string>", line 1
  if (auto at = line.find('\n'); at != std::string::npos)
    throw_input_error(src, at + 1, "Poset.parse reads one line (use a loop for several)");
  ReaderOptions options;
  options.graph6_bottoms = bottoms.value_or(-1);
  options.max_elements = max_elements;
  auto parsed = PosetReader::parse_line(line, src, options);
  if (!parsed) throw_input_error(src, 1, "no poset on the line (blank or a comment)");
  return {std::move(parsed->poset), std::move(parsed->colours), std::move(parsed->winning_sets)};
}

std::vector<Relation> relations(const Poset& p) {
  std::vector<Relation> out;
  for (int a = 0; a < p.size(); ++a)
    p.up(a).for_each([&](std::size_t b) {
      if (int(b) != a) out.emplace_back(a, int(b));
    });
  return out;
}

int width(const Poset& p) {
  if (p.size() > 64) throw UsageError("width: computed for posets of at most 64 elements, this one has " +
                                      std::to_string(p.size()));
  return poset_width(SmallPoset::from_poset(p));
}

}  // namespace

void bind_poset(py::module_& m) {
  py::class_<GamePoset> cls(m, "Poset",
                            "A finite poset on elements 0..n-1; pairs (a, b) mean a < b and are closed "
                            "transitively. colours: a word of B/W letters (coloured games); winning_sets: the "
                            "sets of a positional game; labels: objects naming the elements. == and hash "
                            "compare up to isomorphism.");
  cls.def(py::init(&from_pairs), py::arg("n"), py::arg("pairs") = std::vector<Relation>{}, py::kw_only(),
           py::arg("colours") = py::none(), py::arg("winning_sets") = py::none(), py::arg("labels") = py::none(),
           py::arg("max_elements") = kDefaultMaxElements,
           "The order on elements 0..n-1 generated by pairs (a, b), a < b. labels: n distinct hashable "
           "objects naming the elements. n above max_elements (16384, the CLI's --max-elements; at most "
           "65536), a pair (a, a), an element out of range or a cycle raise ValueError.")
      .def_static("parse", &parse, py::arg("line"), py::kw_only(), py::arg("bottoms") = py::none(),
                  py::arg("max_elements") = kDefaultMaxElements,
                  "The poset of one line in any format posetlab reads (text, coloured text, game text, "
                  "family text, digraph6; graph6 with bottoms=N1). ValueError names line and column.")
      .def_property_readonly("n", [](const GamePoset& g) { return g.order.size(); }, "The number of elements")
      .def("__len__", [](const GamePoset& g) { return g.order.size(); }, "The number of elements")
      .def("relations", [](const GamePoset& g) { return relations(g.order); }, "All pairs (a, b) with a < b")
      .def("covers", [](const GamePoset& g) { return g.order.covers(); }, "The pairs (a, b) where b covers a")
      .def("leq", [](const GamePoset& g, int a, int b) {
             if (a < 0 || b < 0 || a >= g.order.size() || b >= g.order.size()) throw py::index_error("element out of range");
             return g.order.leq(a, b);
           }, py::arg("a"), py::arg("b"), "Whether a <= b (IndexError for an element out of range)")
      .def("digraph6", [](const GamePoset& g) { return poset_to_digraph6(g.order); },
           "nauty's digraph6 of the Hasse diagram (the order only)")
      .def("text", &GamePoset::text, "The `poset K: ...` line posetlab writes")
      .def("height", [](const GamePoset& g) { return g.order.height(); }, "Elements in a longest chain")
      .def("width", [](const GamePoset& g) { return width(g.order); }, "Elements in a largest antichain")
      .def("components", [](const GamePoset& g) { return g.order.components(); },
           "The connected components of the comparability graph, each a list of elements")
      .def_property_readonly(
          "colours",
          [](const GamePoset& g) -> std::optional<std::string> {
            if (!g.colours) return std::nullopt;
            return ColouredPoset{g.order, *g.colours}.word();
          },
          "The colour word (\"BWW\": element x's colour at x), or None for an uncoloured poset")
      .def_property_readonly(
          "winning_sets", [](const GamePoset& g) { return g.winning_sets; },
          "The winning sets of a positional game (lists of elements), or None")
      .def_property_readonly(
          "labels", [](const GamePoset& g) -> py::object { return g.labels ? g.labels : py::none(); },
          "The objects naming the elements (a tuple, element x's label at x), or None when it has none")
      .def_property_readonly(
          "element_of",
          [](const GamePoset& g) -> py::object {
            if (!g.labels) return py::none();
            py::dict d;
            for (std::size_t x = 0; x < py::len(g.labels); ++x) d[g.labels[py::int_(x)]] = x;
            return d;
          },
          "The element each label names ({label: element}), or None when it has no labels")
      .def("__repr__", [](const GamePoset& g) { return "Poset.parse('" + g.text() + "')"; })
      .def("__str__", &GamePoset::text);
  bind_poset_structure(cls);
}

}  // namespace posetlab::python
