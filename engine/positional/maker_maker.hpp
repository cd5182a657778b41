#pragma once
// Fast Maker-Maker solver for poset positional games (003 Thm 28): both players try to
// own a whole winning set; the first to do so wins, and when every element is claimed
// with no set owned the game is a draw (003 §1). The result is for the first player:
// win, loss or draw. The oracle it is tested against is plain_maker_maker
// (engine/positional/maker_breaker_plain.hpp).
//
// The search is the Maker-Breaker one with two families: a position is (unclaimed
// elements, the sets still live for the player to move, those live for the other, one
// spare tempo token), each set reduced to its unclaimed elements; a set dies for a
// player once the other claims one of its elements. The value (the mover wins, draws or
// loses) comes from two yes/no searches, can the mover force a win and can he avoid
// losing, whose answers are kept in the shared table under KindTag::MakerMaker with the
// keys of engine/positional/positional_search.hpp (canonical near the root, relative deeper).
//
// Reductions (all switched off by `reductions = false`, for the differential tests):
// - dominance: in each family, a set containing another of the same family is dropped
//   (its owner completes the smaller one no later);
// - Lemma 2 carried over: a component of the unclaimed poset meeting no live set of
//   either player is a heap of tempo moves (always some element claimable while any
//   remain, none in a set); two such moves cancel (answer one with the other), so the
//   component counts only by parity, as the spare token;
// - size one: the mover with a claimable one-element set wins at once; facing two
//   claimable one-element sets of the other player (and none of his own) he loses;
//   facing one he must claim it.
// Parallelism: games in parallel from the caller (one solver per thread, one table);
// a single game is searched serially. At most 64 elements (UsageError otherwise).
#include <atomic>
#include <cstdint>
#include <memory>

#include "engine/core/game_kind.hpp"
#include "engine/core/solver_options.hpp"
#include "engine/positional/positional_game.hpp"
#include "engine/memo/solver_table.hpp"

namespace posetlab {

class SharedTable;

struct MakerMakerOptions {
  SharedTable* table = nullptr;  // shared with other solvers; null: a private table
  std::size_t private_table_slots = std::size_t{1} << 20;
  bool reductions = true;
  int memo_min_elements = 7;  // as MakerBreakerOptions
  int canonical_depth = 3;    // as MakerBreakerOptions (-1: relative keys only)
};

class MakerMakerSolver {
 public:
  static constexpr KindTag tag = KindTag::MakerMaker;  // of every key it stores
  explicit MakerMakerSolver(MakerMakerOptions options = {});
  ~MakerMakerSolver();
  MakerMakerSolver(const MakerMakerSolver&) = delete;
  MakerMakerSolver& operator=(const MakerMakerSolver&) = delete;

  MakerMakerResult solve(const PositionalGame& g);

  using Stats = SearchStats;  // positions expanded (table misses), lookups, hits
  Stats stats() const { return {positions_.load(), lookups_.load(), hits_.load()}; }

 private:
  MakerMakerOptions options_;
  SolverTable table_;
  std::atomic<std::uint64_t> positions_{0}, lookups_{0}, hits_{0};
};

}  // namespace posetlab
