#pragma once
// Instances and definitions shared by the partizan checks (001 §2.4, paper 004):
// coloured posets from nauty's poset generator with every colouring, tree and forest
// posets, partitions, blocking triples, the essential part of 004 Def. 5.1 and the
// balanced property of 004 Def. 4.1, each computed from its definition.
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <gmpxx.h>

#include "engine/partizan/coloured_poset.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "enumerate/coloured_families.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {

// The coloured poset's text and a DOT drawing labelled with colours.
Counterexample coloured_counterexample(const ColouredPoset& p, std::string detail);

// Every colouring (2^n) of p, in binary order of the word (bit x set: x is white).
void for_each_colouring(const Poset& p, const std::function<void(const ColouredPoset&)>& f);
// Every colouring of every poset on exactly n points (nauty-genposetg, n <= 9).
void for_each_coloured_poset(int n, const std::function<void(const ColouredPoset&)>& f);
// Tree posets (one minimum, every other element covers exactly one) and forest posets
// (every element covers at most one) on exactly n points, one per isomorphism class.
std::vector<Poset> tree_posets(int n);
std::vector<Poset> forest_posets(int n);
// Partitions of n as weakly decreasing row lengths.
std::vector<std::vector<int>> partitions(int n);

// Blocking triples (004 Def. 4.5): x covered by y covered by z, x and y of one colour,
// z of the other. Returned as (x, y, z).
std::vector<std::array<int, 3>> blocking_triples(const ColouredPoset& p);
// ess P (004 Def. 5.1) by its definition: the largest up-set without a blocking triple,
// found over all up-sets (p.size() <= 20); sorted element list.
std::vector<int> essential_part(const ColouredPoset& p);

// 004 Def. 4.1 over every position reachable in the solver's element-removal game: all
// options balanced, and when every removable element has one colour, at least half of
// the elements have it. A position without removable elements satisfies the second
// condition trivially. Sets `where` to the first position found unbalanced.
bool is_balanced(const PlainPartizanSolver& s, std::uint64_t* where = nullptr);
// The second condition alone at one position.
bool balanced_here(const PlainPartizanSolver& s, std::uint64_t position);

// Every position reachable from the start of the solver's game (the start included),
// each once, in depth-first order.
void for_each_reachable(const PlainPartizanSolver& s, const std::function<void(std::uint64_t)>& f);

// 001 Def. 2.18 read literally over rationals: the least k >= 0 for which some integer
// a has left < a/2^k < right (a side may be missing), then the least |a|; searched
// candidate by candidate, sharing nothing with Dyadic::simplest_between.
mpq_class literal_simplest_number(const std::optional<mpq_class>& left, const std::optional<mpq_class>& right);

// #white - #black of the elements in `position`.
int white_minus_black(const ColouredPoset& p, std::uint64_t position);

// The element-removal games of paper 004.
inline constexpr PartizanGame kPomax = PartizanGame::Pomax;
inline constexpr PartizanGame kMinMax = PartizanGame::MinMaxRemoval;
// "`what` <= n points", for scopes.
std::string up_to_points(const char* what, int n);
// Both chess colourings of a poset whose cover graph is bipartite.
std::vector<ColouredPoset> chess_colourings(const Poset& p);
// Balanced (004 Def. 4.1) and, by 004 Prop. 4.2, value #W - #B; one tally instance.
void expect_balanced(Tally& tally, const PlainPartizanSolver& s, const std::string& what);
// A Young diagram's row lengths as "3,2,2" ("empty" for none).
std::string shape_text(const std::vector<int>& rows);
// Skew shapes lambda/mu inside a box x box square with at most `top` cells.
std::vector<families::Diagram> skew_shapes(int top, int box);

}  // namespace posetlab::checks
