#pragma once
// The recursive Grundy kernel behind Solver. Internal to engine/.
//
// What it computes: g(S) for a subset S of a poset P taken with P's order, where S is
// convex (x < z < y with x, y in S puts z in S). Every set the kernel visits is convex:
// moves remove up-sets and peeling removes a least element, and neither can leave a
// hole between two survivors. Convexity is what lets the kernel read components and
// keys off the Hasse diagram restricted to S.
//
// How, at each set: split into comparability components and XOR (Sprague-Grundy);
// inside a component, peel a least element while there is one (002 Lemma 1: a bottom
// below everything adds 1; this makes chains and towers linear); then look the
// component up in the shared table by its relative key (its induced Hasse diagram with
// elements ranked by id: exact, cheap, shared between translated copies) and, for
// components of `canonical_min_elements` or more, by its nauty canonical form (shared
// between isomorphic copies in any instance); on a miss, take the mex over the moves.
//
// Two representations: components of at most 64 elements run on SmallPoset masks; larger
// ones on DynBitset positions over the whole poset.
#include <cstdint>
#include <vector>

#include "engine/bitset.hpp"
#include "engine/poset.hpp"
#include "engine/shared_table.hpp"
#include "engine/small_poset.hpp"
#include "engine/solver.hpp"

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

  const Solver::Stats& stats() const { return stats_; }

 private:
  int small_connected(const SmallPoset& p, std::uint64_t c);
  int small_mex(const SmallPoset& p, std::uint64_t c);
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
  Fingerprint small_relative_key(const SmallPoset& p, std::uint64_t c) const;
  Fingerprint small_canonical_key(const SmallPoset& p, std::uint64_t c) const;

  SharedTable& table_;
  const SolverOptions& options_;
  bool parallel_allowed_;
  int depth_ = 0;  // nesting of option loops; parallelism only at depth 0
  Solver::Stats stats_;
  std::vector<int> rank_of_;  // scratch for the wide path: element id -> rank in its component
};

}  // namespace posetlab
