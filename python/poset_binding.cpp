// `posetlab.Poset`: a finite poset (with the colours or winning sets its input line
// carried), built from relation pairs or parsed from any line posetlab reads.
#include <pybind11/stl.h>

#include <cstdio>
#include <set>

#include "engine/core/limits.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_text.hpp"
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

std::string GamePoset::labelled_text() const {
  if (!labels) return text();
  const auto words = label_words(labels);
  return words ? with_labels(text(), *words) : text();
}

py::object labels_from_words(const std::vector<std::string>& words) {
  py::tuple out(words.size());
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i];
    int r = 0, c = 0, used = 0;
    if (!w.empty() && w.size() < 19 && w.find_first_not_of("0123456789") == std::string::npos &&
        (w == "0" || w[0] != '0'))
      out[i] = py::int_(std::stoll(w));
    else if (std::sscanf(w.c_str(), "(%d,%d)%n", &r, &c, &used) == 2 && std::size_t(used) == w.size() &&
             w == "(" + std::to_string(r) + "," + std::to_string(c) + ")")
      out[i] = py::make_tuple(r, c);
    else
      out[i] = py::str(w);
  }
  return out;
}

std::optional<std::vector<std::string>> label_words(const py::object& labels) {
  std::vector<std::string> words;
  std::set<std::string> seen;
  for (const py::handle label : labels) {
    std::string w;
    if (py::isinstance<py::bool_>(label)) return std::nullopt;
    if (py::isinstance<py::int_>(label)) {
      w = py::str(label).cast<std::string>();
      if (w[0] == '-') return std::nullopt;  // read back as a str
    } else if (py::isinstance<py::tuple>(label) && py::len(label) == 2 && py::isinstance<py::int_>(label[py::int_(0)]) &&
               py::isinstance<py::int_>(label[py::int_(1)])) {
      w = "(" + py::str(label[py::int_(0)]).cast<std::string>() + "," + py::str(label[py::int_(1)]).cast<std::string>() + ")";
    } else if (py::isinstance<py::str>(label)) {
      w = label.cast<std::string>();
      // A str spelling an int or a cell would come back as one.
      if (!py::isinstance<py::str>(labels_from_words({w})[py::int_(0)])) return std::nullopt;
    } else {
      return std::nullopt;
    }
    if (w.empty() || w.find_first_of(" \t[]\"\\#") != std::string::npos) return std::nullopt;
    for (unsigned char ch : w)
      if (ch <= 0x20 || ch >= 0x7f) return std::nullopt;
    if (!seen.insert(w).second) return std::nullopt;
    words.push_back(std::move(w));
  }
  return words;
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

// The index of an element named by `x` in `index` ({label: element}); UsageError naming it.
int labelled_element(const py::dict& index, const py::handle& x, const char* what) {
  if (!index.contains(x))
    throw UsageError(std::string(what) + ": " + py::repr(x).cast<std::string>() + " is not an element");
  return index[x].cast<int>();
}

// Poset(elements, pairs) with elements named by any hashable objects (the labels, in
// order), or Poset({x: [elements above x], ...}) (covers or relations; closure taken),
// or Poset(n, pairs, labels=...) with pairs naming elements by label.
GamePoset from_named(const py::object& elements, const py::object& pairs, const std::optional<std::string>& colours,
                     const std::optional<std::vector<std::vector<int>>>& winning_sets, const py::object& labels,
                     int max_elements) {
  py::list names;
  py::object relations = pairs;
  if (py::isinstance<py::dict>(elements)) {
    if (!pairs.is_none()) throw UsageError("Poset(dict): the dict gives the relations; give no pairs");
    py::dict above = elements.cast<py::dict>();
    py::dict seen;
    auto add = [&](const py::handle& x) {
      if (seen.contains(x)) return;
      seen[x] = py::len(names);
      names.append(x);
    };
    py::list rel;
    for (const auto& [x, ys] : above) {
      add(x);
      for (const py::handle y : py::iterable(py::reinterpret_borrow<py::object>(ys))) add(y), rel.append(py::make_tuple(x, y));
    }
    relations = rel;
  } else if (py::isinstance<py::int_>(elements)) {
    if (labels.is_none())
      throw UsageError("Poset(" + py::str(elements).cast<std::string>() +
                       ", pairs): pairs name elements by id 0..n-1, or by label when labels= names them "
                       "(or give the elements: Poset(['a', 'b'], [('a', 'b')]))");
    names = py::list(labels);
  } else {
    if (!labels.is_none()) throw UsageError("Poset(elements, pairs): the elements are the labels; give no labels=");
    names = py::list(elements);
  }
  const py::tuple named = py::reinterpret_borrow<py::tuple>(label_tuple(int(py::len(names)), names));
  py::dict index;
  for (std::size_t x = 0; x < py::len(named); ++x) index[named[x]] = x;
  std::vector<Relation> rel;
  if (!relations.is_none())
    for (const py::handle pair : py::iterable(relations)) {
      const py::tuple ab(py::reinterpret_borrow<py::object>(pair));
      if (ab.size() != 2) throw UsageError("Poset: a pair has " + std::to_string(ab.size()) + " items, not 2");
      rel.emplace_back(labelled_element(index, py::object(ab[0]), "Poset"),
                       labelled_element(index, py::object(ab[1]), "Poset"));
    }
  return from_pairs(int(py::len(named)), rel, colours, winning_sets, named, max_elements);
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
  GamePoset g{std::move(parsed->poset), std::move(parsed->colours), std::move(parsed->winning_sets)};
  if (parsed->labels) g.labels = labels_from_words(*parsed->labels);
  return g;
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
      .def(py::init(&from_named), py::arg("elements"), py::arg("pairs") = py::none(), py::kw_only(),
           py::arg("colours") = py::none(), py::arg("winning_sets") = py::none(), py::arg("labels") = py::none(),
           py::arg("max_elements") = kDefaultMaxElements,
           "The order on named elements: Poset(['a', 'b', 'c'], [('a', 'b')]) (the elements, then pairs "
           "a < b by name: relations or covers), Poset({'a': ['b', 'c'], 'b': []}) (each element with the "
           "elements above it), or Poset(n, pairs, labels=...) with pairs by label. The names become the "
           "labels; an unknown name, a repeated one, a pair (a, a) or a cycle raise ValueError.")
      .def_static("parse", &parse, py::arg("line"), py::kw_only(), py::arg("bottoms") = py::none(),
                  py::arg("max_elements") = kDefaultMaxElements,
                  "The poset of one line in any format posetlab reads (text, coloured text, game text, "
                  "family text, digraph6; graph6 with bottoms=N1). ValueError names line and column.")
      .def_property_readonly("n", [](const GamePoset& g) { return g.order.size(); }, "The number of elements")
      .def("__len__", [](const GamePoset& g) { return g.order.size(); }, "The number of elements")
      .def("relations", [](const GamePoset& g) { return relations(g.order); }, "All pairs (a, b) with a < b")
      .def("covers", [](const GamePoset& g) { return g.order.covers(); }, "The pairs (a, b) where b covers a")
      .def("leq", [](const GamePoset& g, const py::object& a, const py::object& b) {
             const int x = element_arg(g, a, "leq"), y = element_arg(g, b, "leq");
             if (x < 0 || y < 0 || x >= g.order.size() || y >= g.order.size()) throw py::index_error("element out of range");
             return g.order.leq(x, y);
           }, py::arg("a"), py::arg("b"),
           "Whether a <= b; an int is an element id (IndexError out of range), any other object a label")
      .def("digraph6", [](const GamePoset& g) { return poset_to_digraph6(g.order); },
           "nauty's digraph6 of the Hasse diagram (the order only)")
      .def("text", &GamePoset::labelled_text,
           "The `poset K: ...` line posetlab writes, with the labels (`poset K [L0 ...]: ...`) when each is an "
           "int, a str or a pair of ints that a line can carry")
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
      .def("__repr__", [](const GamePoset& g) { return "Poset.parse('" + g.labelled_text() + "')"; })
      .def("__str__", &GamePoset::labelled_text);
  bind_poset_structure(cls);
  bind_order(cls);
}

}  // namespace posetlab::python
