#pragma once
// Shared by the files of the Python binding (python/*.cpp): the object a Python
// `Poset` holds, and the functions that add each part of the API to the module.
// The binding holds no logic of its own: every value comes from the library.
#include <pybind11/pybind11.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/poset.hpp"
#include "engine/partizan/coloured_poset.hpp"
#include "engine/positional/positional_game.hpp"
#include "enumerate/family_catalogue.hpp"

namespace posetlab::python {

// A poset as one line of posetlab input carries it: the order, and the colours of a
// coloured poset (`poset K WORD: ...`) or the winning sets of a positional game
// (`poset K: ... | {..}`) when the line had them; and the Python objects naming its
// elements when it was made with labels (a tuple, or a null handle: no labels). The
// labels are touched with the GIL held only: GamePosets are made, copied and dropped
// under the GIL, and only their `order` goes to code that releases it.
struct GamePoset {
  Poset order;
  std::optional<std::vector<Colour>> colours;
  std::optional<std::vector<std::vector<int>>> winning_sets;
  pybind11::object labels = {};
  // The isomorphism class's key, made on first use (poset_structure_binding.cpp).
  mutable std::shared_ptr<const std::string> iso_key = {};

  // The line posetlab writes for it (coloured or game text when it has those parts).
  std::string text() const;
  // text() with the labels (`poset K [L0 ...]: ...`) when each has a word form
  // (label_words); needs the GIL.
  std::string labelled_text() const;
};

// Labels read from a line (`poset K [L0 ...]:`) as Python objects: a decimal integer as
// an int, a cell "(3,8)" as a tuple of ints, any other word as a str.
pybind11::object labels_from_words(const std::vector<std::string>& words);
// The words a line writes for `labels`: ints, strs and tuples of ints as labels_from_words
// reads them back; nullopt when some label has no such word or two words are alike.
std::optional<std::vector<std::string>> label_words(const pybind11::object& labels);

// The catalogue's member of a Poset, to hand to a combinator (enumerate/family_catalogue.hpp):
// its order, colours, winning sets and the word form of its labels (family_binding.cpp).
catalogue::FamilyMember family_member_of(const GamePoset& g);

// Element ids a Python caller gives: UsageError naming `what` unless 0 <= x < g.order.size().
int checked_element(const GamePoset& g, int x, const char* what);
// An element argument: an int is an element id (returned as given, unchecked); any other
// object a label of g (UsageError naming `what` when g has no such label).
int element_arg(const GamePoset& g, const pybind11::handle& x, const char* what);

void bind_errors(pybind11::module_& m);       // errors.cpp: library errors -> ValueError
void bind_poset(pybind11::module_& m);        // poset_binding.cpp: Poset
// poset_structure_binding.cpp: Poset's comparison up to isomorphism, dual, subposets, game tree, sums
void bind_poset_structure(pybind11::class_<GamePoset>& cls);
// order_binding.cpp: Poset's automorphisms, N-freeness and Hasse SVG
void bind_order(pybind11::class_<GamePoset>& cls);
void bind_solve(pybind11::module_& m);        // solve_binding.cpp: grundy, solve
void bind_enumerate(pybind11::module_& m);    // enumerate_binding.cpp: posets, canonical
void bind_family(pybind11::module_& m);       // family_binding.cpp: family
void bind_database(pybind11::module_& m);     // database_binding.cpp: Database
void bind_jobs(pybind11::module_& m);         // job_binding.cpp: Database.enumerate
void bind_catalogue(pybind11::module_& m);    // catalogue_binding.cpp: CatalogueServer

}  // namespace posetlab::python
