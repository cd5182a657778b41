// The methods of `posetlab.Poset` that ask the library about the order itself: its
// automorphisms (nauty, engine/core/canonical.hpp), whether it is N-free
// (enumerate/poset_shape.hpp) and its Hasse diagram as the SVG `posetlab show` draws
// (engine/formats/hasse_svg.hpp). The order theory written over relations (minimal and
// maximal elements, linear extensions, intervals, order ideals, rank) is in
// posetlab/order.py.
#include <pybind11/stl.h>

#include "engine/core/canonical.hpp"
#include "engine/core/error.hpp"
#include "engine/core/small_poset.hpp"
#include "engine/formats/hasse_svg.hpp"
#include "enumerate/poset_shape.hpp"
#include "python/binding.hpp"

namespace py = pybind11;

namespace posetlab::python {
namespace {

SmallPoset small_or_refuse(const GamePoset& g, const char* what) {
  if (g.order.size() > 64)
    throw UsageError(std::string(what) + ": computed for posets of at most 64 elements, this one has " +
                     std::to_string(g.order.size()));
  return SmallPoset::from_poset(g.order);
}

// The name of element x: its label, or x.
py::object name_of(const GamePoset& g, int x) { return g.labels ? py::object(g.labels[py::int_(x)]) : py::object(py::int_(x)); }

// Generators of the automorphism group of the order (colours and winning sets ignored),
// each as {x: image of x} over the names of the elements.
py::list automorphism_generators(const GamePoset& g) {
  const SmallPoset s = small_or_refuse(g, "automorphisms");
  const PosetAutomorphisms a = poset_automorphisms(s.k, s.up.data());
  py::list out;
  for (const std::vector<int>& perm : a.generators) {
    py::dict map;
    for (int x = 0; x < s.k; ++x) map[name_of(g, x)] = name_of(g, perm[std::size_t(x)]);
    out.append(map);
  }
  return out;
}

std::string svg(const GamePoset& g, const std::vector<int>& marked) {
  HasseSvgOptions o;
  for (int x = 0; x < g.order.size(); ++x) o.labels.push_back(py::str(name_of(g, x)).cast<std::string>());
  if (g.colours)
    for (Colour c : *g.colours) o.fills.push_back(c == Colour::Black ? "#222" : "white");
  if (!marked.empty()) {
    o.marked.assign(std::size_t(g.order.size()), false);
    for (int x : marked) o.marked[std::size_t(checked_element(g, x, "svg"))] = true;
  }
  const Poset order = g.order;
  py::gil_scoped_release release;
  return hasse_svg(order, o);
}

}  // namespace

void bind_order(py::class_<GamePoset>& cls) {
  cls.def("automorphism_count",
          [](const GamePoset& g) {
            const Poset order = g.order;
            py::gil_scoped_release release;
            return canonical_labeling(order).automorphisms;
          },
          "The order of the automorphism group of the order (any size, by nauty; exact below 1e15; colours, "
          "winning sets and labels ignored)")
      .def("automorphisms", &automorphism_generators,
           "Generators of the automorphism group of the order (at most 64 elements), each a dict {element: "
           "image} over the labels (element ids without labels); [] when the group is trivial")
      .def("is_n_free", [](const GamePoset& g) { return is_n_free(small_or_refuse(g, "is_n_free")); },
           "Whether no four elements induce an N (a < c, b < c, b < d, other pairs incomparable); at most 64 "
           "elements")
      .def("svg", &svg, py::arg("marked") = std::vector<int>{},
           "The Hasse diagram as the SVG `posetlab show --format svg` draws (elements named by their labels, "
           "coloured elements filled); marked: element ids drawn with a thick ring");
}

}  // namespace posetlab::python
