// The methods of `posetlab.Poset` that make posets from posets or compare them:
// equality and hashing up to isomorphism (labels ignored; the canonical forms of the
// stored tables), the dual, induced subposets, up- and down-sets, the moves and options
// of the poset game (its game tree), and parallel and series sums (the catalogue's
// combinators, so colours and winning sets carry over as `posetlab family` carries them).
#include <pybind11/stl.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <numeric>

#include "engine/core/canonical.hpp"
#include "engine/core/limits.hpp"
#include "enumerate/family_catalogue.hpp"
#include "python/binding.hpp"
#include "results/queries/lookup.hpp"

namespace py = pybind11;

namespace posetlab::python {

int checked_element(const GamePoset& g, int x, const char* what) {
  if (x < 0 || x >= g.order.size())
    throw UsageError(std::string(what) + ": element " + std::to_string(x) + " is not in 0.." +
                     std::to_string(g.order.size() - 1));
  return x;
}

int element_arg(const GamePoset& g, const py::handle& x, const char* what) {
  if (py::isinstance<py::int_>(x) && !py::isinstance<py::bool_>(x)) return x.cast<int>();
  if (g.labels)
    for (std::size_t i = 0; i < py::len(g.labels); ++i)
      if (py::object(g.labels[py::int_(i)]).equal(x)) return int(i);
  throw UsageError(std::string(what) + ": " + py::repr(x).cast<std::string>() +
                   (g.labels ? " is neither an element id nor a label" : " is not an element id (the poset has no labels)"));
}

namespace {

void append_words(std::string& key, const std::uint64_t* words, std::size_t count) {
  const std::size_t at = key.size();
  key.resize(at + count * sizeof(std::uint64_t));
  std::memcpy(key.data() + at, words, count * sizeof(std::uint64_t));
}

// Equal keys iff isomorphic: uncoloured posets by the posets table's key (any size); coloured
// posets and positional games by nauty with the colours or the winning sets fixed
// (engine/core/canonical.hpp), at most 64 elements.
std::string compute_isomorphism_key(const GamePoset& g) {
  if (!g.colours && !g.winning_sets) return "P" + posets_table_key(g.order);
  const int k = g.order.size();
  if (k > 64)
    throw UsageError(std::string("comparing ") + (g.colours ? "coloured posets" : "positional games") +
                     " up to isomorphism: at most 64 elements, this one has " + std::to_string(k));
  const SmallPoset s = SmallPoset::from_poset(g.order);
  std::string key;
  if (g.colours) {
    std::vector<int> colour(k), canon_colour(k);
    for (int x = 0; x < k; ++x) colour[x] = int((*g.colours)[x]);
    std::vector<std::uint64_t> canon(k);
    canonical_coloured_poset_masks(k, s.up.data(), colour.data(), canon.data(), canon_colour.data());
    key = "C";
    append_words(key, canon.data(), canon.size());
    for (int c : canon_colour) key += char('0' + c);
  } else {
    std::vector<std::uint64_t> sets, out;
    for (const auto& set : *g.winning_sets) {
      std::uint64_t m = 0;
      for (int x : set) m |= std::uint64_t{1} << x;
      sets.push_back(m);
    }
    canonical_poset_with_sets(k, s.up.data(), sets.data(), int(sets.size()), out);
    key = "G" + std::to_string(k) + ":";
    append_words(key, out.data(), out.size());
  }
  return key;
}

const std::string& isomorphism_key(const GamePoset& g) {
  if (!g.iso_key) g.iso_key = std::make_shared<const std::string>(compute_isomorphism_key(g));
  return *g.iso_key;
}

// The subposet on `kept` (increasing), with p's colours and the winning sets lying in
// it; each element is labelled by p's label, or by its id in p when p has no labels.
GamePoset induced_game_poset(const GamePoset& g, const std::vector<int>& kept) {
  GamePoset out{g.order.induced(kept), std::nullopt, std::nullopt};
  std::vector<int> position(g.order.size(), -1);
  for (std::size_t i = 0; i < kept.size(); ++i) position[kept[i]] = int(i);
  if (g.colours) {
    out.colours.emplace();
    for (int x : kept) out.colours->push_back((*g.colours)[x]);
  }
  if (g.winning_sets) {
    out.winning_sets.emplace();
    for (const auto& set : *g.winning_sets)
      if (std::all_of(set.begin(), set.end(), [&](int x) { return position[x] >= 0; })) {
        std::vector<int> renamed;
        for (int x : set) renamed.push_back(position[x]);
        out.winning_sets->push_back(std::move(renamed));
      }
  }
  py::tuple labels(kept.size());
  for (std::size_t i = 0; i < kept.size(); ++i)
    labels[i] = g.labels ? py::object(g.labels[py::int_(kept[i])]) : py::object(py::int_(kept[i]));
  out.labels = std::move(labels);
  return out;
}

GamePoset subposet(const GamePoset& g, const py::iterable& elements) {
  std::vector<int> kept;
  for (const py::handle x : elements) kept.push_back(checked_element(g, element_arg(g, x, "subposet"), "subposet"));
  std::sort(kept.begin(), kept.end());
  if (std::adjacent_find(kept.begin(), kept.end()) != kept.end())
    throw UsageError("subposet: element " + std::to_string(*std::adjacent_find(kept.begin(), kept.end())) +
                     " is given twice");
  return induced_game_poset(g, kept);
}

std::vector<int> members(const DynBitset& set) {
  std::vector<int> out;
  set.for_each([&](std::size_t y) { out.push_back(int(y)); });
  return out;
}

// The position after choosing x: every y >= x removed.
GamePoset option_after(const GamePoset& g, int x) {
  std::vector<int> kept;
  const DynBitset& gone = g.order.up(x);
  for (int y = 0; y < g.order.size(); ++y)
    if (!gone.test(y)) kept.push_back(y);
  return induced_game_poset(g, kept);
}

GamePoset dual_of(const GamePoset& g) {
  GamePoset out{g.order.dual(), g.colours, g.winning_sets};
  out.labels = g.labels;
  return out;
}

// The labels of a sum whose elements are `low`'s then `high`'s: theirs (ids for a part
// without labels) when no two are alike, else as Sage's disjoint union names them, (0, x)
// for `low`'s and (1, y) for `high`'s; none when neither part has labels.
py::object summed_labels(const GamePoset& low, const GamePoset& high) {
  if (!low.labels && !high.labels) return {};
  const int n = low.order.size(), m = high.order.size();
  auto label = [](const GamePoset& g, int x) { return g.labels ? py::object(g.labels[py::int_(x)]) : py::object(py::int_(x)); };
  py::tuple out(std::size_t(n + m));
  py::set seen;
  bool distinct = true;
  for (int i = 0; i < n + m; ++i) {
    out[std::size_t(i)] = i < n ? label(low, i) : label(high, i - n);
    if (distinct && seen.contains(out[std::size_t(i)])) distinct = false;
    if (distinct) seen.add(out[std::size_t(i)]);
  }
  if (!distinct)
    for (int i = 0; i < n + m; ++i) out[std::size_t(i)] = py::make_tuple(i < n ? 0 : 1, i < n ? label(low, i) : label(high, i - n));
  return out;
}

// `posetlab family parallel|series` of the two: the first on top in a series sum.
GamePoset combined(const char* name, const GamePoset& first, const GamePoset& second) {
  // Checked before anything is built: the sum's order takes (n + m)^2 / 4 bytes.
  const long long total = (long long)first.order.size() + second.order.size();
  if (total > kMaxElementsCeiling)
    throw UsageError(std::string(name) + " sum: " + std::to_string(first.order.size()) + " + " +
                     std::to_string(second.order.size()) + " = " + std::to_string(total) +
                     " elements, more than the " + std::to_string(kMaxElementsCeiling) + " a Poset may have");
  catalogue::FamilyOptions o;
  o.max_elements = kMaxElementsCeiling;  // each part was checked when it was made
  catalogue::FamilyMember m = catalogue::combine(name, {family_member_of(first), family_member_of(second)}, o);
  GamePoset out{std::move(m.poset), std::move(m.colours), std::move(m.winning_sets)};
  // parallel: first's elements, then second's; series: second's (below), then first's.
  out.labels = std::string(name) == "series" ? summed_labels(second, first) : summed_labels(first, second);
  return out;
}

const GamePoset* as_game_poset(const py::object& o) {
  return py::isinstance<GamePoset>(o) ? &o.cast<const GamePoset&>() : nullptr;
}

}  // namespace

void bind_poset_structure(py::class_<GamePoset>& cls) {
  cls.def("is_isomorphic", [](const GamePoset& a, const GamePoset& b) { return isomorphism_key(a) == isomorphism_key(b); },
          py::arg("other"),
          "Whether other is the same order up to renaming the elements (colours and winning sets kept, labels "
          "ignored)")
      .def(
          "__eq__",
          [](const GamePoset& a, const py::object& b) -> py::object {
            const GamePoset* other = as_game_poset(b);
            if (!other) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
            return py::bool_(isomorphism_key(a) == isomorphism_key(*other));
          },
          py::arg("other"), "Equal up to isomorphism (is_isomorphic); labels are ignored")
      .def("__hash__", [](const GamePoset& g) { return py::hash(py::bytes(isomorphism_key(g))); },
           "Hash of the isomorphism class, so isomorphic posets fall together in sets and dicts")
      .def("dual", &dual_of, "The same elements (and labels) with the order reversed")
      .def("subposet", &subposet, py::arg("elements"),
           "The subposet induced on elements (any iterable of element ids). Element i of the result is the "
           "i-th smallest of them; its labels are p's labels, or p's element ids when p has none. Colours are "
           "kept, and the winning sets that lie in it.")
      .def("up_set",
           [](const GamePoset& g, const py::object& x) {
             return members(g.order.up(checked_element(g, element_arg(g, x, "up_set"), "up_set")));
           },
           py::arg("x"), "The element ids y with x <= y, increasing (x included; x an id or a label)")
      .def("down_set",
           [](const GamePoset& g, const py::object& x) {
             return members(g.order.down(checked_element(g, element_arg(g, x, "down_set"), "down_set")));
           },
           py::arg("x"), "The element ids y with y <= x, increasing (x included; x an id or a label)")
      .def(
          "moves",
          [](const GamePoset& g) {
            std::vector<int> all(g.order.size());
            std::iota(all.begin(), all.end(), 0);
            return all;
          },
           "The elements a player may choose in the poset game: every element, increasing")
      .def(
          "options",
          [](const GamePoset& g) {
            std::vector<GamePoset> out;
            for (int x = 0; x < g.order.size(); ++x) out.push_back(option_after(g, x));
            return out;
          },
          "The positions after each move, in the order of moves(): choosing x leaves p minus up_set(x), as "
          "subposet() makes it (labelled by p's labels or element ids)")
      .def("parallel", [](const GamePoset& a, const GamePoset& b) { return combined("parallel", a, b); },
           py::arg("other"),
           "The disjoint union (p + other): p's elements first, then other's. Its Grundy value is the nim-sum "
           "of theirs.")
      .def("series", [](const GamePoset& a, const GamePoset& b) { return combined("series", a, b); },
           py::arg("other"),
           "The series sum with p on top (p / other): every element of other below every element of p. "
           "Elements: other's first, then p's.")
      .def(
          "__add__",
          [](const GamePoset& a, const py::object& b) -> py::object {
            const GamePoset* other = as_game_poset(b);
            if (!other) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
            return py::cast(combined("parallel", a, *other));
          },
          py::arg("other"), "p + q: the parallel sum p.parallel(q)")
      .def(
          "__truediv__",
          [](const GamePoset& a, const py::object& b) -> py::object {
            const GamePoset* other = as_game_poset(b);
            if (!other) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
            return py::cast(combined("series", a, *other));
          },
          py::arg("other"), "p / q: the series sum p.series(q), p on top of q (as a fraction's numerator over its denominator)");
}

}  // namespace posetlab::python
