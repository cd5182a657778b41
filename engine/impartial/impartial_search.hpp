#pragma once
// One impartial poset game solved by the search that suits it: search_choice.hpp's choice
// between the kernel (solver.hpp), the element-mask search (mask_search.hpp) and the dense
// pass over a Chomp box (chomp_dense.hpp).
//
// A poset is recognised as Chomp (chomp_shape.hpp, O(n^2) bit tests) at most once: the
// shape the choice found feeds the dense pass, and the same shape names the winning moves
// as cells. The counters of the fast searches add
// up over the games of a stream and print themselves (FastSearchStats::print), so the
// caller needs to know nothing of the searches inside.
#include <algorithm>
#include <cstddef>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "engine/chomp/chomp_dense.hpp"
#include "engine/core/poset.hpp"
#include "engine/core/solver_options.hpp"
#include "engine/impartial/mask_search.hpp"
#include "engine/impartial/search_choice.hpp"
#include "engine/impartial/solver.hpp"

namespace posetlab {

// What the fast searches of one impartial game report while they run (a long single game):
// called from one thread at a time.
struct FastSearchProgress {
  std::function<void(const MaskSearchStats&)> mask;
  std::function<void(const ChompDenseStats&)> chomp;
};

// Adds one fast search's counters to a total: positions, moves and seconds summed,
// threads the most.
template <class PassStats>
void add_pass_stats(PassStats& into, const PassStats& s) {
  into.positions += s.positions, into.moves += s.moves, into.seconds += s.seconds;
  into.threads = std::max(into.threads, s.threads);
}

// What the fast searches did over many games: the games each solved and their counters
// summed; and the Chomp positions --search auto gave to another search (a box beyond the
// pass's memory limit).
struct FastSearchStats {
  std::size_t mask_solved = 0;
  MaskSearchStats mask;
  std::size_t chomp_solved = 0;
  ChompDenseStats chomp;
  std::size_t chomp_over_memory = 0;
  FastSearchStats& operator+=(const FastSearchStats& o) {
    mask_solved += o.mask_solved, chomp_solved += o.chomp_solved;
    add_pass_stats(mask, o.mask);
    add_pass_stats(chomp, o.chomp);
    chomp_over_memory += o.chomp_over_memory;
    return *this;
  }
  // One line per search that ran, and one per kind of Chomp position sent elsewhere, each
  // starting with `prefix`; nothing when no fast search ran.
  void print(std::ostream& out, std::string_view prefix) const;
};

struct ImpartialSearchOptions {
  SearchMethod method = SearchMethod::Auto;
  SolverOptions kernel;          // the kernel's (its shared table among them)
  FastSearchProgress progress;   // of a long single game
};

struct ImpartialResult {
  SolveResult value;  // the g-set and winning moves too when asked
  // With `moves`, for a Chomp position: its winning moves as cells, as the chomp table
  // writes its bites (chomp_cells_text of the shape oriented_as_table).
  std::optional<std::string> winning_cells;
};

// One per thread: the kernel keeps its table (or shares options.kernel.table) across games.
class ImpartialSearch {
 public:
  explicit ImpartialSearch(ImpartialSearchOptions options);

  // The value of p; `gset`: also its g-set; `moves`: also its winning moves (elements whose
  // option has value 0) and, for a Chomp position, their cells.
  ImpartialResult solve(const Poset& p, bool gset, bool moves);

  SearchStats kernel_stats() const { return kernel_.stats(); }
  const FastSearchStats& fast_stats() const { return fast_; }

 private:
  // The dense pass over the shape's box.
  SolveResult by_chomp(const ChompShape& shape, bool with_options);
  SolveResult by_mask(const Poset& p, bool with_options);

  ImpartialSearchOptions options_;
  Solver kernel_;
  FastSearchStats fast_;
};

}  // namespace posetlab
