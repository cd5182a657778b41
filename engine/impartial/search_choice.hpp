#pragma once
// Which search solves one impartial poset: the general kernel (solver.hpp: components
// keyed by relative form in the shared table, so equal sub-positions of different
// games and translated copies within one game share work) or the element-mask search
// of one game (mask_search.hpp: every position keyed by its mask, a few AND-NOTs per
// key, nothing shared beyond the game). The value never depends on the choice.
//
// The automatic rule, from the measurements in bench/RESULTS.md, "Single games":
//   - masks win on large games without repeated structure: Chomp 9x9 0.18 s against
//     2.9 s, 11x11 1.2-1.8 s against 23-40 s;
//   - relative keys win where many elements are interchangeable: K(6,20) 0.02 s
//     against 1.4 s, since removing any k of its 20 tops gives one relative form where
//     masks see C(20,k) positions.
// Interchangeable elements are twins (incomparable, with the same elements above and
// below). So: the mask search for a poset of 40 to 256 elements without twins, the
// kernel otherwise (small posets, streams of them, and posets with twins).
//
// Before both: a Chomp position (a board, or any Young diagram reached from one, in any
// labelling: chomp_shape.hpp) of at least kChompAutoMinElements elements takes the dense
// retrograde pass over its box (chomp_dense.hpp), one byte per position and no keys, when
// the box fits the memory limit. Auto never refuses what another search can answer: a
// box beyond the memory limit takes the rule above instead. Only an explicit --search
// chomp is refused there. The search that runs the choice is impartial_search.hpp.
#include <optional>
#include <string_view>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/chomp/chomp_shape.hpp"
#include "engine/core/poset.hpp"
#include "engine/impartial/mask_search.hpp"
#include "engine/impartial/solver.hpp"

namespace posetlab {

enum class SearchMethod { Auto, Kernel, Mask, Chomp };

std::optional<SearchMethod> parse_search_method(std::string_view name);  // auto, kernel, mask, chomp

inline constexpr int kMaskSearchAutoMinElements = 40;
inline constexpr int kChompAutoMinElements = 12;

// True when two distinct elements have the same strict up-set and strict down-set.
bool has_twins(const Poset& p);

// The method `method` resolves to for `p` (Auto by the rule above; Mask only up to
// kMaskSearchMaxElements, so larger posets take the kernel unless they are Chomp).
// An explicit Chomp is kept only for a Chomp position (else the rule of Auto).
SearchMethod choose_search(SearchMethod method, const Poset& p);

// choose_search's answer, and whether Auto passed over the dense pass for a Chomp
// position of kChompAutoMinElements or more because its box exceeds the memory limit.
// The choice recognises a Chomp position (an explicit Chomp, or Auto from
// kChompAutoMinElements elements up) and keeps what it found, for the dense pass and the
// cells of winning moves: nobody recognises the poset again.
struct SearchChoice {
  SearchMethod method = SearchMethod::Kernel;
  bool chomp_box_over_memory = false;
  bool chomp_recognised = false;     // recognise_chomp ran on the poset
  std::optional<ChompShape> chomp;   // its answer: the poset as a Chomp position, if it is one
};
SearchChoice choose_search_explained(SearchMethod method, const Poset& p);

// The rule without the Chomp step (Kernel or Mask): where Auto goes when the dense pass
// cannot hold a position's values.
SearchMethod choose_general_search(SearchMethod method, const Poset& p);

// The value of `p` by the mask search, as the kernel's Solver::solve() reports it: with
// `with_options` also the g-set and the winning moves (elements whose option is 0).
SolveResult solve_by_mask(const Poset& p, bool with_options, const MaskSearchOptions& options,
                          MaskSearchStats* stats = nullptr);

// The value of a Chomp position `p` by the dense pass over its box, reported like
// solve_by_mask. Throws UsageError if `p` is not a Chomp position or its box exceeds the
// memory limit of `options`.
SolveResult solve_by_chomp(const Poset& p, bool with_options, const ChompDenseOptions& options = {},
                           ChompDenseStats* stats = nullptr);
// The same for a position already recognised (recognise_chomp); winning moves are the
// elements of shape.cell.
SolveResult solve_by_chomp(const ChompShape& shape, bool with_options, const ChompDenseOptions& options = {},
                           ChompDenseStats* stats = nullptr);

}  // namespace posetlab
