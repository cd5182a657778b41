#pragma once
// The impartial solver's kernel behind Solver. Internal to engine/.
//
// Positions of at most 64 elements run on the policy seam as ImpartialPolicy
// (engine/impartial/impartial_policy.hpp, engine/impartial/position_kernel.hpp), which documents the search.
// Components of more than 64 elements run here on DynBitset positions over the whole
// poset, with the same shortcuts (Sprague-Grundy sums, peeling least elements, relative
// keys in the same key space), until they shrink to 64 elements and move to the seam.
#include <cstdint>
#include <vector>

#include "engine/core/bitset.hpp"
#include "engine/core/poset.hpp"
#include "engine/core/small_poset.hpp"
#include "engine/core/solver_options.hpp"
#include "engine/memo/shared_table.hpp"

namespace posetlab {

class GrundyKernel {
 public:
  // `top_level`: this kernel may solve the moves of its first large component in
  // parallel (OpenMP), with one kernel per thread sharing the table.
  GrundyKernel(SharedTable& table, const SolverOptions& options, bool top_level);

  int small_value(const SmallPoset& p, std::uint64_t s);
  int wide_value(const Poset& p, const DynBitset& s);
  // Value of each option (the set after playing x, for every x in s) of a small or wide
  // position, solved in parallel when allowed; used for g-sets and winning moves.
  std::vector<int> small_option_values(const SmallPoset& p, std::uint64_t s);
  std::vector<int> wide_option_values(const Poset& p, const DynBitset& s);

  const SearchStats& stats() const { return stats_; }

 private:
  int wide_connected(const Poset& p, DynBitset bits, std::vector<int> members);
  int wide_small_component(const Poset& p, const std::vector<int>& members, const DynBitset& bits);
  struct WideComponent {
    DynBitset bits;
    std::vector<int> members;  // sorted
  };
  std::vector<WideComponent> wide_components(const Poset& p, const DynBitset& s);
  bool parallel_now(int elements) const;
  template <class OptionValue>
  std::vector<int> solve_options(int count, int elements, OptionValue&& option_value);

  bool lookup(const Fingerprint& key, int& value);
  void store(const Fingerprint& key, int value);
  // Runs f(kernel) on a seam kernel for `p`, parallel only where this one may be.
  template <class F>
  auto on_small(const SmallPoset& p, F&& f);

  SharedTable& table_;
  const SolverOptions& options_;
  bool parallel_allowed_;
  int depth_ = 0;  // nesting of option loops; parallelism only at depth 0
  SearchStats stats_;
  std::vector<int> rank_of_;  // scratch for the wide path: element id -> rank in its component
};

}  // namespace posetlab
