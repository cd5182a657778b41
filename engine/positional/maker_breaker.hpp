#pragma once
// Fast Maker-Breaker solver for poset positional games (003), the outcome from both
// starts. The oracle it is tested against is engine/positional/maker_breaker_plain.hpp.
//
// Positions are simplified as 003 Remark 1 allows: claimed elements are deleted, a
// winning set holding a Breaker element is dropped, the others lose Maker's elements.
// A position is then (unclaimed elements, live reduced sets, one spare token, side to
// move) and is keyed in the shared table (engine/memo/shared_table.hpp), tagged with the
// policy seam's KindTag::MakerBreaker (engine/core/game_kind.hpp) so no other kind shares
// an entry, by a fingerprint of one of two exact forms:
// - canonical (near the root, options.canonical_depth): nauty's canonical form of the
//   unclaimed poset with one extra vertex per live set (engine/core/canonical.hpp), so
//   isomorphic positions (a mirrored opening, say) share an entry;
// - relative (deeper): unclaimed elements renumbered in id order, their strict
//   down-sets and the sets in that numbering; equal only for the same position up to
//   an order-preserving renumbering, but far cheaper than a nauty call.
// A position's size decides its form (and a position made of several pieces, joined
// neither by comparability nor by a live set, is keyed relatively: nauty's form of many
// equal pieces can cost time exponential in their number), and the forms hash under
// different domains.
//
// Why not PositionKernel (engine/impartial/position_kernel.hpp): its positions are element masks
// whose components add. A Maker-Breaker position also carries the live reduced sets
// and the side to move, and outcomes of independent parts do not add (Lemma 27 leaves
// cells open), so this search keeps its own node type and uses the seam's key tags and
// the shared table only; Lemma 2 is the one component rule that is sound here.
//
// Proven reductions (each one switched off by `reductions = false`, which the tests
// use for a differential comparison):
// - 003 Lemma 2: a connected component of the unclaimed poset that meets no live set
//   matters only by its parity: it is deleted, an odd one toggles the spare token
//   (one isolated element without sets).
// - size one: Maker to move with a live set {x}, x claimable, wins at once; Breaker to
//   move facing two such sets loses (he blocks one, Maker takes the other); facing one
//   he must claim it (any other move loses at once).
// - dominance: a live set containing another live set is dropped (owning the larger
//   means owning the smaller; Breaker must hit the smaller anyway).
// - pairing: when disjoint pairs of claimable elements cover every live set (each set
//   holds a whole pair), Breaker wins whoever moves by answering each pair element
//   with its mate (engine/positional/positional_search.hpp, breaker_pairing_exists): games of
//   disjoint pairs end at the root.
// Without reductions the search still uses Remark 1 and the table.
//
// Parallelism: solve() called outside an OpenMP parallel region expands the root
// positions of both starts and searches their children on all threads, sharing the
// table; inside a parallel region (one game per thread) it runs serially.
// At most 64 elements (UsageError otherwise).
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

#include "engine/core/game_kind.hpp"
#include "engine/core/solver_options.hpp"
#include "engine/positional/positional_game.hpp"
#include "engine/memo/solver_table.hpp"

namespace posetlab {

class SharedTable;

struct MakerBreakerOptions {
  SharedTable* table = nullptr;  // shared with other solvers; null: a private table
  std::size_t private_table_slots = std::size_t{1} << 20;
  bool reductions = true;        // Lemma 2 parity, size-one rules, dominance
  // Positions with fewer unclaimed elements than memo_min_elements are searched without
  // the table (cheaper than a lookup). Positions at most canonical_depth elements smaller
  // than the (simplified) root are keyed by their canonical form (nauty), deeper ones by
  // their relative form (-1: relative keys only). Near the root, symmetric moves lead to
  // isomorphic positions that only canonical keys merge; deep down a nauty call costs
  // more than the searches it saves (measured: bench/RESULTS.md). Results never depend on these.
  int memo_min_elements = 7;
  int canonical_depth = 3;
  // Search the root moves in parallel from this many elements up (0: never); smaller
  // games cost less than opening a parallel region. Results never depend on it.
  int parallel_root_min_elements = 14;
  // Long searches: called (serialised) about every 2^20 positions and when a root task
  // finishes; `done`/`total` count root tasks.
  std::function<void(std::uint64_t positions, int done, int total)> progress;
};

struct MakerBreakerResult {
  bool maker_first = false;   // Maker wins when she starts
  bool maker_second = false;  // Maker wins when Breaker starts
  char outcome() const { return outcome_class(maker_first, maker_second); }
};

class MakerBreakerSolver {
 public:
  static constexpr KindTag tag = KindTag::MakerBreaker;  // of every key it stores
  explicit MakerBreakerSolver(MakerBreakerOptions options = {});
  ~MakerBreakerSolver();
  MakerBreakerSolver(const MakerBreakerSolver&) = delete;
  MakerBreakerSolver& operator=(const MakerBreakerSolver&) = delete;

  MakerBreakerResult solve(const PositionalGame& g);
  bool maker_wins(const PositionalGame& g, bool maker_starts);

  using Stats = SearchStats;  // positions expanded (table misses), lookups, hits
  Stats stats() const;

 private:
  struct Run;
  MakerBreakerOptions options_;
  SolverTable table_;
  std::atomic<std::uint64_t> positions_{0}, lookups_{0}, hits_{0};
};

}  // namespace posetlab
