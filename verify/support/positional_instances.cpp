// Helpers shared by the positional-game checks; see positional_instances.hpp.
#include "verify/support/positional_instances.hpp"

#include <bit>
#include <set>
#include <utility>
#include <vector>

#include "engine/positional/maker_breaker_plain.hpp"
#include "enumerate/positional_games.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab::checks {

Counterexample game_counterexample(const PositionalGame& g, std::string detail) {
  return value_counterexample(g.size(), g.to_text(), std::move(detail));
}

bool maker_first(const PositionalGame& g) { return plain_maker_wins(g, true); }

std::string set_text_of(Mask s) {
  std::vector<int> v;
  for (; s; s &= s - 1) v.push_back(std::countr_zero(s));
  return set_text(v);
}

void for_each_small_game(int max_n, const std::function<void(const PositionalGame&)>& f) {
  for (int n = 0; n <= max_n; ++n)
    for (const Poset& p : nauty_posets(n))
      games::for_each_set_family(n, true, [&](const std::vector<Mask>& sets) { f(games::game_of_masks(p, sets)); });
}

PositionalGame game_union(const PositionalGame& a, const PositionalGame& b) {
  PositionalGame g{Poset::parallel(a.poset, b.poset), a.winning_sets};
  for (auto w : b.winning_sets) {
    for (int& x : w) x += a.size();
    g.winning_sets.push_back(w);
  }
  return g;
}

void for_each_reachable_state(const PositionalGame& g, bool maker_starts,
                              const std::function<void(Mask, Mask, bool)>& f) {
  const GameMasks m = game_masks(g);
  std::set<std::pair<Mask, Mask>> seen;
  std::function<void(Mask, Mask, bool)> walk = [&](Mask a, Mask b, bool maker_moves) {
    if (!seen.insert({a, b}).second) return;
    for (Mask w : m.sets)
      if ((w & ~a) == 0) return;  // Maker has won: the game is over
    f(a, b, maker_moves);
    for (int x = 0; x < m.n; ++x)
      if (!((a | b) >> x & 1) && (m.below[x] & ~(a | b)) == 0)
        maker_moves ? walk(a | mask_bit(x), b, false) : walk(a, b | mask_bit(x), true);
  };
  walk(0, 0, maker_starts);
}

}  // namespace posetlab::checks
