// `posetlab.family(name, *args)`: a built-in poset of `posetlab family NAME ARGS...`,
// from the library's catalogue (enumerate/family_catalogue.hpp), so names, arguments,
// members and errors are the CLI's. Numbers may be given as ints; the combinators
// (not, or, parallel, series, product) take Poset arguments instead of files.
#include <pybind11/stl.h>

#include "enumerate/family_catalogue.hpp"
#include "python/binding.hpp"

namespace py = pybind11;

namespace posetlab::python {

catalogue::FamilyMember family_member_of(const GamePoset& g) {
  catalogue::FamilyMember m;
  m.poset = g.order, m.colours = g.colours, m.winning_sets = g.winning_sets;
  if (g.labels && !g.labels.is_none()) m.labels = label_words(g.labels);
  return m;
}

namespace {

GamePoset from_member(catalogue::FamilyMember&& m) {
  GamePoset g{std::move(m.poset), std::move(m.colours), std::move(m.winning_sets)};
  if (m.labels) g.labels = labels_from_words(*m.labels);  // divisors as ints, cells as (row, col)
  return g;
}

GamePoset family(const std::string& name, const py::args& args, const std::string& corner,
                 const std::optional<std::string>& colours, const std::string& variant, const std::string& assign) {
  catalogue::FamilyOptions o;
  o.corner = corner, o.colours = colours.value_or(""), o.variant = variant, o.assign = assign;
  if (catalogue::is_combinator(name)) {
    std::vector<catalogue::FamilyMember> parts;
    for (const auto& a : args) {
      if (!py::isinstance<GamePoset>(a)) throw UsageError("family: " + name + " takes Poset arguments");
      parts.push_back(family_member_of(a.cast<const GamePoset&>()));
    }
    if (name == "not") {
      if (parts.size() != 1) throw UsageError("family: not takes one Poset, got " + std::to_string(parts.size()));
      return from_member(catalogue::not_member(parts[0], "NOT", o));
    }
    return from_member(catalogue::combine(name, parts, o));
  }
  std::vector<std::string> text;
  for (const auto& a : args) text.push_back(py::str(a).cast<std::string>());
  std::vector<catalogue::FamilyMember> members;
  {
    py::gil_scoped_release release;
    members = catalogue::family(name, text, o);
  }
  if (members.size() != 1)
    throw UsageError("family: " + name + " gave " + std::to_string(members.size()) +
                     " posets; pl.family takes single values (loop over a range in Python)");
  return from_member(std::move(members[0]));
}

}  // namespace

void bind_family(py::module_& m) {
  m.def("family", &family, py::arg("name"), py::kw_only(), py::arg("corner") = "B", py::arg("colours") = py::none(),
        py::arg("variant") = "literal", py::arg("assign") = "",
        "A built-in poset of `posetlab family NAME ARGS...`, e.g. family('chomp', 8, 10), "
        "family('zigzag', 'N', 7), family('young', '4,3,1'), family('not', p, variant='proof'), "
        "family('formula', '(x1 | !x2) & x3', assign='101'). corner / colours: coloured families.");
  py::list names;
  for (const auto& e : catalogue::family_catalogue()) names.append(e.name);
  m.attr("families") = names;
}

}  // namespace posetlab::python
