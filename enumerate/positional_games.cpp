#include "enumerate/positional_games.hpp"

#include <algorithm>
#include <bit>
#include <set>

#include "engine/core/error.hpp"
#include "enumerate/random_poset.hpp"

namespace posetlab::games {

void for_each_set_family(int n, bool clutters_only, const std::function<void(const std::vector<std::uint64_t>&)>& f) {
  if (n < 0 || n > 5 || (!clutters_only && n > 4))
    throw UsageError("for_each_set_family: n must be 0..4 (0..5 for clutters)");
  const int subsets = (1 << n) - 1;  // nonempty subsets: masks 1..2^n - 1
  std::vector<std::uint64_t> family;
  // Depth-first over subsets in increasing order; clutters prune a subset that contains
  // or is contained in one already chosen.
  std::function<void(int)> extend = [&](int next) {
    f(family);
    for (int s = next; s <= subsets; ++s) {
      if (clutters_only) {
        bool comparable = false;
        for (std::uint64_t t : family) comparable = comparable || (t & ~std::uint64_t(s)) == 0 || (s & ~t) == 0;
        if (comparable) continue;
      }
      family.push_back(std::uint64_t(s));
      extend(s + 1);
      family.pop_back();
    }
  };
  extend(1);
}

PositionalGame game_of_masks(const Poset& p, const std::vector<std::uint64_t>& sets) {
  PositionalGame g{p, {}};
  for (std::uint64_t s : sets) {
    std::vector<int> w;
    for (std::uint64_t r = s; r; r &= r - 1) w.push_back(std::countr_zero(r));
    g.winning_sets.push_back(std::move(w));
  }
  return g;
}

PositionalGame random_game(int n, double q, int sets, int max_size, std::mt19937_64& rng) {
  Poset p = random_poset(n, q, rng);
  std::set<std::uint64_t> chosen;
  std::uniform_int_distribution<int> size(1, std::max(1, std::min(max_size, n)));
  std::uniform_int_distribution<int> element(0, std::max(0, n - 1));
  for (int tries = 0; n > 0 && int(chosen.size()) < sets && tries < 100 * sets; ++tries) {
    std::uint64_t s = 0;
    for (int k = size(rng); std::popcount(s) < k;) s |= std::uint64_t{1} << element(rng);
    chosen.insert(s);
  }
  return game_of_masks(p, {chosen.begin(), chosen.end()});
}

}  // namespace posetlab::games
