#include "verify/value_oracle.hpp"

#include <algorithm>

#include "engine/plain_grundy.hpp"

namespace posetlab::checks {

int ValueOracle::grundy(const Poset& p) {
  if (p.size() > kPlainOracleElements) {
    ++by_engine_;
    return solver_.grundy(p);
  }
  ++by_definition_;
  const int plain = plain_grundy(p), engine = solver_.grundy(p);
  if (engine != plain)
    tally_.fail(poset_counterexample(p, "the solver gives g = " + std::to_string(engine) +
                                            ", plain search by the definition g = " + std::to_string(plain)));
  return plain;
}

std::vector<int> ValueOracle::gset(const Poset& p) {
  if (p.size() > kPlainOracleElements) {
    ++by_engine_;
    return solver_.solve(p).gset;
  }
  ++by_definition_;
  std::vector<int> plain = plain_option_values(p);
  std::sort(plain.begin(), plain.end());
  plain.erase(std::unique(plain.begin(), plain.end()), plain.end());
  const std::vector<int> engine = solver_.solve(p).gset;
  if (engine != plain)
    tally_.fail(poset_counterexample(p, "the solver's g-set differs from plain search by the definition"));
  return plain;
}

std::string ValueOracle::note() const {
  return "values: " + std::to_string(by_definition_) + " posets of <= " + std::to_string(kPlainOracleElements) +
         " points by plain search by the definition (the solver agreeing), " + std::to_string(by_engine_) +
         " larger ones by the solver";
}

}  // namespace posetlab::checks
