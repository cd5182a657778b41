// The choice of search for one poset; see search_choice.hpp.
#include "engine/impartial/search_choice.hpp"

#include <algorithm>
#include <bit>

#include "engine/chomp/chomp_shape.hpp"
#include "engine/core/error.hpp"
#include "engine/impartial/mask_search.hpp"

namespace posetlab {

std::optional<SearchMethod> parse_search_method(std::string_view name) {
  if (name == "auto") return SearchMethod::Auto;
  if (name == "kernel") return SearchMethod::Kernel;
  if (name == "mask") return SearchMethod::Mask;
  if (name == "chomp") return SearchMethod::Chomp;
  return std::nullopt;
}

namespace {

std::size_t symmetric_difference_size(const DynBitset& a, const DynBitset& b) {
  std::size_t c = 0;
  for (std::size_t i = 0; i < a.word_count(); ++i) c += std::popcount(a.word(i) ^ b.word(i));
  return c;
}

}  // namespace

bool has_twins(const Poset& p) {
  // Twins x, y are incomparable and up(x), down(x) differ from up(y), down(y) exactly
  // in x and y: the symmetric difference of their up-sets is {x, y}, likewise down.
  for (int x = 0; x < p.size(); ++x)
    for (int y = x + 1; y < p.size(); ++y)
      if (!p.comparable(x, y) && symmetric_difference_size(p.up(x), p.up(y)) == 2 &&
          symmetric_difference_size(p.down(x), p.down(y)) == 2)
        return true;
  return false;
}

SearchMethod choose_general_search(SearchMethod method, const Poset& p) {
  if (method == SearchMethod::Chomp) method = SearchMethod::Auto;
  if (method == SearchMethod::Mask && p.size() > kMaskSearchMaxElements)  // asked for: never replaced silently
    throw UsageError("--search mask takes posets of at most " + std::to_string(kMaskSearchMaxElements) +
                     " elements, this one has " + std::to_string(p.size()) + " (--search auto or kernel solves it)");
  if (p.size() > kMaskSearchMaxElements) return SearchMethod::Kernel;
  if (method != SearchMethod::Auto) return method;
  return p.size() >= kMaskSearchAutoMinElements && !has_twins(p) ? SearchMethod::Mask : SearchMethod::Kernel;
}

SearchChoice choose_search_explained(SearchMethod method, const Poset& p) {
  SearchChoice choice;
  if (method == SearchMethod::Chomp || (method == SearchMethod::Auto && p.size() >= kChompAutoMinElements)) {
    choice.chomp_recognised = true;
    choice.chomp = recognise_chomp(p);
  }
  if (method == SearchMethod::Chomp) {  // asked for: never replaced silently
    if (!choice.chomp)
      throw UsageError("--search chomp takes Chomp positions only (a board, or a Young diagram of one, in any "
                       "labelling); this poset is none (--search auto or kernel solves it)");
    choice.method = SearchMethod::Chomp;
    return choice;
  }
  if (method == SearchMethod::Auto && choice.chomp) {
    const ChompShape& shape = *choice.chomp;
    if (ChompDense::bytes_needed(shape.rows(), shape.cols()) <= ChompDense::memory_limit(ChompDenseOptions{})) {
      choice.method = SearchMethod::Chomp;
      return choice;
    }
    choice.chomp_box_over_memory = true;
  }
  choice.method = choose_general_search(method, p);
  return choice;
}

SearchMethod choose_search(SearchMethod method, const Poset& p) { return choose_search_explained(method, p).method; }

SolveResult solve_by_mask(const Poset& p, bool with_options, const MaskSearchOptions& options,
                          MaskSearchStats* stats) {
  const MaskSearchResult m = mask_search(p, with_options, options);
  SolveResult r;
  r.grundy = m.grundy;
  for (int x = 0; x < int(m.option_values.size()); ++x) {
    r.gset.push_back(m.option_values[x]);
    if (m.option_values[x] == 0) r.winning_moves.push_back(x);
  }
  std::sort(r.gset.begin(), r.gset.end());
  r.gset.erase(std::unique(r.gset.begin(), r.gset.end()), r.gset.end());
  if (stats) *stats = m.stats;
  return r;
}

SolveResult solve_by_chomp(const Poset& p, bool with_options, const ChompDenseOptions& options,
                           ChompDenseStats* stats) {
  const auto shape = recognise_chomp(p);
  if (!shape) throw UsageError("the dense Chomp search takes Chomp positions only (a board or a Young diagram of one)");
  return solve_by_chomp(*shape, with_options, options, stats);
}

SolveResult solve_by_chomp(const ChompShape& shape, bool with_options, const ChompDenseOptions& options,
                           ChompDenseStats* stats) {
  ChompDenseOptions region = options;
  region.within = shape.row_lengths;  // its descendants only: less than the box unless a board
  const ChompDense dense(shape.rows(), shape.cols(), region);
  SolveResult r;
  r.grundy = dense.grundy(shape.row_lengths);
  if (with_options) {
    std::vector<int> element(std::size_t(shape.rows()) * shape.cols(), -1);
    for (int x = 0; x < int(shape.cell.size()); ++x)
      element[std::size_t(shape.cell[x].first) * shape.cols() + shape.cell[x].second] = x;
    for (const auto& [cell, v] : dense.option_values(shape.row_lengths)) {
      r.gset.push_back(v);
      if (v == 0) r.winning_moves.push_back(element[std::size_t(cell.first) * shape.cols() + cell.second]);
    }
    std::sort(r.gset.begin(), r.gset.end());
    r.gset.erase(std::unique(r.gset.begin(), r.gset.end()), r.gset.end());
    std::sort(r.winning_moves.begin(), r.winning_moves.end());
  }
  if (stats) *stats = dense.stats();
  return r;
}

}  // namespace posetlab
