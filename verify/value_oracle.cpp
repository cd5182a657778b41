// Values by the definition where affordable; see value_oracle.hpp.
#include "verify/value_oracle.hpp"

#include <algorithm>

#include "engine/plain_grundy.hpp"
#include "verify/check_posets.hpp"

namespace posetlab::checks {
namespace {

// Down-sets of S either leave out x (then everything above x too: down-sets of
// S - up(x)) or hold x (then everything below x: down-sets of S - down(x), plus down(x)).
// Each leaf of the recursion is one down-set; `left` counts down the budget.
bool count_down_sets(const std::vector<std::uint64_t>& up, const std::vector<std::uint64_t>& down, std::uint64_t s,
                     std::uint64_t& left) {
  if (!s) {
    if (left == 0) return false;
    --left;
    return true;
  }
  const int x = __builtin_ctzll(s);
  return count_down_sets(up, down, s & ~up[x], left) && count_down_sets(up, down, s & ~down[x], left);
}

}  // namespace

std::optional<std::uint64_t> down_set_count(const Poset& p, std::uint64_t cap) {
  if (p.size() > 64) return std::nullopt;
  std::vector<std::uint64_t> up(p.size()), down(p.size());
  for (int x = 0; x < p.size(); ++x) up[x] = p.up(x).word(0);
  for (int x = 0; x < p.size(); ++x)
    for (std::uint64_t r = up[x]; r; r &= r - 1) down[__builtin_ctzll(r)] |= std::uint64_t{1} << x;
  std::uint64_t left = cap;
  if (!count_down_sets(up, down, plain_all(p.size()), left)) return std::nullopt;
  return cap - left;
}

bool ValueOracle::affordable(const Poset& p) const {
  if (max_positions_ == 0) return p.size() <= kPlainOracleElements;
  return p.size() <= kPlainMaxElements && down_set_count(p, max_positions_).has_value();
}

int ValueOracle::grundy(const Poset& p) {
  const int engine = solver_.grundy(p);
  if (!affordable(p)) {
    ++by_engine_;
    return engine;
  }
  ++by_definition_;
  const int g = plain_grundy(p);
  if (g != engine)
    tally_.fail(poset_counterexample(p, "the solver gives g = " + std::to_string(engine) + ", the definition " +
                                            std::to_string(g)));
  return g;
}

SolveResult ValueOracle::solve(const Poset& p) {
  const SolveResult engine = solver_.solve(p, true);
  if (!affordable(p)) {
    ++by_engine_;
    return engine;
  }
  ++by_definition_;
  SolveResult r;
  const std::vector<int> options = plain_option_values(p);
  for (int x = 0; x < p.size(); ++x)
    if (options[x] == 0) r.winning_moves.push_back(x);
  r.gset = options;
  std::sort(r.gset.begin(), r.gset.end());
  r.gset.erase(std::unique(r.gset.begin(), r.gset.end()), r.gset.end());
  r.grundy = mex(r.gset);
  std::vector<int> engine_moves = engine.winning_moves;
  std::sort(engine_moves.begin(), engine_moves.end());
  if (engine.grundy != r.grundy || engine.gset != r.gset || engine_moves != r.winning_moves)
    tally_.fail(poset_counterexample(p, "the solver gives g = " + std::to_string(engine.grundy) + ", g-set " +
                                            set_text(engine.gset) + ", winning moves " + set_text(engine_moves) +
                                            "; the definition " + std::to_string(r.grundy) + ", " + set_text(r.gset) +
                                            ", " + set_text(r.winning_moves)));
  return r;
}

std::string ValueOracle::note() const {
  const std::string rule = max_positions_ == 0 ? std::to_string(kPlainOracleElements) + " points"
                                               : std::to_string(max_positions_) + " positions";
  return "values: " + std::to_string(by_definition_) + " posets of <= " + rule +
         " by plain search by the definition (the solver agreeing), " + std::to_string(by_engine_) +
         " larger ones by the solver";
}

}  // namespace posetlab::checks
