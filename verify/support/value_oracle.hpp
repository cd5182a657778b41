#pragma once
// Grundy values for the checks of value identities, from an oracle other than the
// default solver wherever that is affordable. The solver splits components and XORs them
// (Sprague-Grundy) and peels a least element adding 1 (002 Lemma 1); a check of those
// theorems, or of anything built from them, that takes its values from the solver proves
// nothing. Affordable posets are valued by plain search by the definition
// (engine/impartial/plain_grundy.hpp: no component split, no peeling, no shared table): either those
// of at most kPlainOracleElements points, or (given a position budget) those with at most
// that many positions (down-sets, counted first, so an antichain-like poset is never
// searched blindly; any number of points, so a long chain or a sum of two chains is
// searched too). There the solver is asked too, and a disagreement is a failure of the
// check (a broken solver cannot hide behind the oracle). Larger posets get the solver's
// value alone; note() says how many came from each. A check using it records the oracle
// "definition,engine".
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/poset.hpp"
#include "engine/impartial/solver.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {

// Largest poset valued by plain search under the size rule (2^n positions at worst).
inline constexpr int kPlainOracleElements = 16;
// Under the position rule, the most positions searched for a poset of more than 64 points.
inline constexpr std::uint64_t kWidePositions = 1u << 12;

// The number of down-sets (positions of the poset game) of p, or nullopt once it
// exceeds `cap`. Costs O(cap * |P|) at most.
std::optional<std::uint64_t> down_set_count(const Poset& p, std::uint64_t cap);

// g(P) and whether the first player wins, by plain search by the definition over the
// down-sets of a poset of any size (positions as word vectors, a memo per call): for the
// posets past the 64 points of engine/impartial/plain_grundy.hpp's mask search. Callers bound the
// positions first (down_set_count).
int plain_grundy_any_size(const Poset& p);
bool plain_first_player_wins_any_size(const Poset& p);

class ValueOracle {
 public:
  // Positions a plain search may visit per poset: quick mode keeps each search tiny.
  static std::uint64_t default_positions(const CheckOptions& o) { return o.quick ? 1u << 12 : 1u << 17; }

  // Size rule: posets of at most kPlainOracleElements points by the definition.
  // Disagreements between the solver and the definition are failures in `tally`.
  explicit ValueOracle(Tally& tally) : tally_(tally) {}
  // Position rule: posets with at most `max_positions` down-sets by the definition.
  ValueOracle(Tally& tally, std::uint64_t max_positions) : tally_(tally), max_positions_(max_positions) {}
  ValueOracle(Tally& tally, const CheckOptions& o) : ValueOracle(tally, default_positions(o)) {}

  int grundy(const Poset& p);
  // g(P) by the definition (the solver asked too, a disagreement a failure), or nullopt
  // when P is past the oracle's reach: for checks of the solver's own shortcuts, which
  // must not take a value from the solver alone. Counts the posets left out.
  std::optional<int> definition(const Poset& p);
  // g(P), its g-set (sorted distinct option values) and its winning moves (elements whose
  // option has value 0).
  SolveResult solve(const Poset& p);
  std::vector<int> gset(const Poset& p) { return solve(p).gset; }
  // Whether P's values come from the definition.
  bool affordable(const Poset& p) const;

  std::uint64_t by_definition() const { return by_definition_; }
  std::uint64_t by_engine() const { return by_engine_; }
  std::uint64_t out_of_reach() const { return out_of_reach_; }
  Solver& solver() { return solver_; }
  // "values: N posets (<= 16 points) by plain search, solver agreeing; M by the solver"
  std::string note() const;

 private:
  Tally& tally_;
  Solver solver_;
  std::uint64_t max_positions_ = 0;  // 0: the size rule
  std::uint64_t by_definition_ = 0, by_engine_ = 0, out_of_reach_ = 0;
  int by_definition_checked(const Poset& p, int engine);
};

}  // namespace posetlab::checks
