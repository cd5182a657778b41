// One impartial game by the search that suits it; see impartial_search.hpp.
#include "engine/impartial/impartial_search.hpp"

#include <omp.h>

#include <algorithm>
#include <cstdint>
#include <utility>

#include "engine/chomp/chomp_shape.hpp"
#include "engine/core/error.hpp"

namespace posetlab {

void FastSearchStats::print(std::ostream& out, std::string_view prefix) const {
  if (mask_solved)
    out << prefix << mask_solved << " by mask search: " << mask.positions << " positions, " << mask.moves
        << " moves in " << mask.seconds << " s on up to " << mask.threads << " threads ("
        << std::uint64_t(mask.positions / std::max(mask.seconds, 1e-9)) << " positions/s, "
        << mask.seconds * 1e9 / double(std::max<std::uint64_t>(mask.moves, 1)) << " ns a move)\n";
  if (chomp_solved)
    out << prefix << chomp_solved << " by the dense Chomp pass: " << chomp.positions << " positions, " << chomp.moves
        << " moves in " << chomp.seconds << " s on up to " << chomp.threads << " threads ("
        << std::uint64_t(double(chomp.positions) / std::max(chomp.seconds, 1e-9)) << " positions/s)\n";
  if (chomp_over_memory)
    out << prefix << chomp_over_memory
        << " Chomp position(s) with a box beyond the dense pass's memory limit: "
           "solved by the kernel or mask search instead\n";
}

ImpartialSearch::ImpartialSearch(ImpartialSearchOptions options)
    : options_(std::move(options)), kernel_(options_.kernel) {}

ImpartialResult ImpartialSearch::solve(const Poset& p, bool gset, bool moves) {
  const bool with_options = gset || moves;
  const SearchChoice choice = choose_search_explained(options_.method, p);
  fast_.chomp_over_memory += choice.chomp_box_over_memory;
  ImpartialResult r;
  const SearchMethod method = choice.method;
  if (method == SearchMethod::Chomp) {
    r.value = by_chomp(*choice.chomp, with_options);
  } else if (method == SearchMethod::Mask) {
    r.value = by_mask(p, with_options);
  } else if (with_options) {
    r.value = kernel_.solve(p, moves);
  } else {
    r.value.grundy = kernel_.grundy(p);
  }
  if (moves) {
    // The choice's shape when it looked; otherwise recognising costs O(n^2) bit tests,
    // small beside the solve.
    const std::optional<ChompShape> shape = choice.chomp_recognised ? choice.chomp : recognise_chomp(p);
    if (shape) r.winning_cells = chomp_cells_text(oriented_as_table(*shape), r.value.winning_moves);
  }
  return r;
}

SolveResult ImpartialSearch::by_chomp(const ChompShape& shape, bool with_options) {
  ChompDenseOptions chomp_options;
  chomp_options.threads = omp_in_parallel() ? 1 : 0;
  if (options_.progress.chomp) chomp_options.progress = options_.progress.chomp;
  ChompDenseStats s;
  SolveResult r = solve_by_chomp(shape, with_options, chomp_options, &s);
  ++fast_.chomp_solved;
  add_pass_stats(fast_.chomp, s);
  return r;
}

SolveResult ImpartialSearch::by_mask(const Poset& p, bool with_options) {
  MaskSearchOptions mask_options;
  mask_options.threads = omp_in_parallel() ? 1 : 0;  // one game alone gets every thread
  if (options_.progress.mask) mask_options.progress = options_.progress.mask;
  MaskSearchStats s;
  SolveResult r = solve_by_mask(p, with_options, mask_options, &s);
  ++fast_.mask_solved;
  add_pass_stats(fast_.mask, s);
  return r;
}

}  // namespace posetlab
