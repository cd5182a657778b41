#pragma once
// Grundy values for the checks of value identities, from an oracle other than the
// default solver wherever that is affordable: posets of at most kPlainOracleElements
// points are valued by plain search by the definition (engine/plain_grundy.hpp: no
// component split, no least-element peeling, no shared table), larger ones by the
// solver. On the small ones the solver is asked too, and a disagreement is a failure of
// the check (a broken solver cannot hide behind the oracle). A check using it records
// the oracle "definition,engine".
#include <cstdint>
#include <string>
#include <vector>

#include "engine/poset.hpp"
#include "engine/solver.hpp"
#include "verify/check_registry.hpp"

namespace posetlab::checks {

// Largest poset a check values by plain search (2^n positions at worst).
inline constexpr int kPlainOracleElements = 16;

class ValueOracle {
 public:
  // Disagreements between the solver and the definition are failures in `tally`.
  explicit ValueOracle(Tally& tally) : tally_(tally) {}

  int grundy(const Poset& p);
  // The sorted distinct option values (the g-set).
  std::vector<int> gset(const Poset& p);

  std::uint64_t by_definition() const { return by_definition_; }
  std::uint64_t by_engine() const { return by_engine_; }
  Solver& solver() { return solver_; }
  // "values: N posets (<= 16 points) by plain search, solver agreeing; M by the solver"
  std::string note() const;

 private:
  Tally& tally_;
  Solver solver_;
  std::uint64_t by_definition_ = 0, by_engine_ = 0;
};

}  // namespace posetlab::checks
