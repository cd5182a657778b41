// Values by the definition where affordable; see value_oracle.hpp.
#include "verify/support/value_oracle.hpp"

#include <algorithm>
#include <unordered_map>

#include "engine/core/mex.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "verify/support/poset_instances.hpp"

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

// The same recursion on word vectors, for posets past 64 points.
bool count_down_sets_wide(const Poset& p, const std::vector<DynBitset>& down, DynBitset s, std::uint64_t& left) {
  if (s.none()) {
    if (left == 0) return false;
    --left;
    return true;
  }
  const int x = int(s.find_next(0));
  DynBitset without = s, with = s;
  without.and_not(p.up(x));
  with.and_not(down[x]);
  return count_down_sets_wide(p, down, std::move(without), left) && count_down_sets_wide(p, down, std::move(with), left);
}

struct WordsHash {
  std::size_t operator()(const std::vector<std::uint64_t>& v) const {
    std::uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (std::uint64_t w : v) h = (h ^ w) * 0xff51afd7ed558ccdULL, h ^= h >> 32;
    return std::size_t(h);
  }
};

// Plain search over the down-sets of any poset: g by the mex rule, the outcome by
// "some move reaches a losing position"; nothing split, peeled or canonised.
class AnySizeSearch {
 public:
  explicit AnySizeSearch(const Poset& p) : p_(p) {}
  DynBitset all() const {
    DynBitset s(p_.size());
    s.set_all();
    return s;
  }
  int grundy(const DynBitset& s) {
    std::vector<std::uint64_t> key(s.data(), s.data() + s.word_count());
    if (auto it = grundy_.find(key); it != grundy_.end()) return it->second;
    std::vector<char> seen(s.count() + 2, 0);
    s.for_each([&](std::size_t x) {
      DynBitset option = s;
      option.and_not(p_.up(int(x)));
      const int v = grundy(option);
      if (std::size_t(v) < seen.size()) seen[v] = 1;
    });
    int g = 0;
    while (seen[g]) ++g;
    grundy_.emplace(std::move(key), g);
    return g;
  }
  bool wins(const DynBitset& s) {
    std::vector<std::uint64_t> key(s.data(), s.data() + s.word_count());
    if (auto it = wins_.find(key); it != wins_.end()) return it->second;
    bool win = false;
    for (std::size_t x = s.find_next(0); x < s.size() && !win; x = s.find_next(x + 1)) {
      DynBitset option = s;
      option.and_not(p_.up(int(x)));
      win = !wins(option);
    }
    wins_.emplace(std::move(key), win);
    return win;
  }

 private:
  const Poset& p_;
  std::unordered_map<std::vector<std::uint64_t>, int, WordsHash> grundy_;
  std::unordered_map<std::vector<std::uint64_t>, bool, WordsHash> wins_;
};

}  // namespace

int plain_grundy_any_size(const Poset& p) {
  if (p.size() <= 64) {
    PlainSearch search(p);
    return search.grundy(search.all());
  }
  AnySizeSearch search(p);
  return search.grundy(search.all());
}

bool plain_first_player_wins_any_size(const Poset& p) {
  if (p.size() <= 64) {
    PlainSearch search(p);
    return search.first_player_wins(search.all());
  }
  AnySizeSearch search(p);
  return search.wins(search.all());
}

namespace {

// The count for a connected poset (or any poset: the recursion needs no split).
std::optional<std::uint64_t> connected_down_set_count(const Poset& p, std::uint64_t cap) {
  std::uint64_t left = cap;
  if (p.size() > 64) {
    std::vector<DynBitset> down(p.size(), DynBitset(p.size()));
    for (int x = 0; x < p.size(); ++x) p.up(x).for_each([&](std::size_t y) { down[y].set(x); });
    DynBitset all(p.size());
    all.set_all();
    if (!count_down_sets_wide(p, down, std::move(all), left)) return std::nullopt;
    return cap - left;
  }
  std::vector<std::uint64_t> up(p.size()), down(p.size());
  for (int x = 0; x < p.size(); ++x) up[x] = p.up(x).word(0);
  for (int x = 0; x < p.size(); ++x)
    for (std::uint64_t r = up[x]; r; r &= r - 1) down[__builtin_ctzll(r)] |= std::uint64_t{1} << x;
  if (!count_down_sets(up, down, plain_all(p.size()), left)) return std::nullopt;
  return cap - left;
}

}  // namespace

// A down-set of a disjoint union is one down-set of each component: the count is the
// product of theirs, each counted within the cap (only the count is split this way; the
// search that values an affordable poset never is).
std::optional<std::uint64_t> down_set_count(const Poset& p, std::uint64_t cap) {
  const auto components = p.components();
  if (components.size() <= 1) return connected_down_set_count(p, cap);
  std::uint64_t product = 1;
  for (const auto& c : components) {
    const auto n = connected_down_set_count(p.induced(c), cap);
    if (!n || *n > cap / product) return std::nullopt;
    product *= *n;
  }
  return product;
}

bool ValueOracle::affordable(const Poset& p) const {
  if (max_positions_ == 0) return p.size() <= kPlainOracleElements;
  // Past 64 points every position is a heap-allocated word vector: a smaller budget.
  const std::uint64_t cap = p.size() > 64 ? std::min<std::uint64_t>(max_positions_, kWidePositions) : max_positions_;
  return down_set_count(p, cap).has_value();
}

int ValueOracle::by_definition_checked(const Poset& p, int engine) {
  ++by_definition_;
  const int g = plain_grundy_any_size(p);
  if (g != engine)
    tally_.fail(poset_counterexample(p, "the solver gives g = " + std::to_string(engine) + ", the definition " +
                                            std::to_string(g)));
  return g;
}

int ValueOracle::grundy(const Poset& p) {
  const int engine = solver_.grundy(p);
  if (!affordable(p)) {
    ++by_engine_;
    return engine;
  }
  return by_definition_checked(p, engine);
}

std::optional<int> ValueOracle::definition(const Poset& p) {
  if (!affordable(p)) {
    ++out_of_reach_;
    return std::nullopt;
  }
  return by_definition_checked(p, solver_.grundy(p));
}

SolveResult ValueOracle::solve(const Poset& p) {
  const SolveResult engine = solver_.solve(p, true);
  if (!affordable(p)) {
    ++by_engine_;
    return engine;
  }
  ++by_definition_;
  SolveResult r;
  std::vector<int> options(p.size());
  if (p.size() <= 64) {
    PlainSearch search(p);
    for (int x = 0; x < p.size(); ++x) options[x] = search.grundy(search.all() & ~search.up()[x]);
  } else {
    AnySizeSearch search(p);
    for (int x = 0; x < p.size(); ++x) {
      DynBitset option = search.all();
      option.and_not(p.up(x));
      options[x] = search.grundy(option);
    }
  }
  for (int x = 0; x < p.size(); ++x)
    if (options[x] == 0) r.winning_moves.push_back(x);
  r.gset = options;
  std::sort(r.gset.begin(), r.gset.end());
  r.gset.erase(std::unique(r.gset.begin(), r.gset.end()), r.gset.end());
  r.grundy = mex_of_sorted(r.gset);
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
  std::string s = "values: " + std::to_string(by_definition_) + " posets of <= " + rule +
                  " by plain search by the definition (the solver agreeing), " + std::to_string(by_engine_) +
                  " larger ones by the solver";
  if (out_of_reach_ > 0)
    s += ", " + std::to_string(out_of_reach_) + " left out (past the definition's reach, not compared)";
  return s;
}

}  // namespace posetlab::checks
