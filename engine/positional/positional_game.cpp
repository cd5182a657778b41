#include "engine/positional/positional_game.hpp"

#include <algorithm>
#include <set>

#include "engine/core/error.hpp"

namespace posetlab {

std::string PositionalGame::to_text() const {
  std::string s = poset.to_text() + " |";
  for (const auto& w : winning_sets) {
    s += " {";
    for (std::size_t i = 0; i < w.size(); ++i) s += (i ? "," : "") + std::to_string(w[i]);
    s += "}";
  }
  return s;
}

void validate_winning_sets(int n, const std::vector<std::vector<int>>& sets) {
  std::set<std::vector<int>> seen;
  for (const auto& w : sets) {
    if (w.empty()) throw UsageError("a winning set is empty");
    std::vector<int> sorted = w;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
      throw UsageError("a winning set repeats an element");
    if (sorted.front() < 0 || sorted.back() >= n)
      throw UsageError("winning set element out of range 0.." + std::to_string(n - 1));
    if (!seen.insert(sorted).second) throw UsageError("a winning set is listed twice");
  }
}

PositionalGame make_game(Poset p, std::vector<std::vector<int>> sets) {
  validate_winning_sets(p.size(), sets);
  for (auto& w : sets) std::sort(w.begin(), w.end());
  return {std::move(p), std::move(sets)};
}

char outcome_class(bool maker_first, bool maker_second) {
  if (maker_first && maker_second) return 'M';
  if (!maker_first && !maker_second) return 'B';
  return maker_first ? 'N' : 'P';
}

char maker_maker_letter(MakerMakerResult r) {
  return r == MakerMakerResult::FirstWins ? 'N' : r == MakerMakerResult::SecondWins ? 'P' : 'D';
}

GameMasks game_masks(const PositionalGame& g) {
  const int n = g.size();
  if (n > 64) throw UsageError("positional games are solved up to 64 elements; this one has " + std::to_string(n));
  GameMasks m;
  m.n = n;
  m.below.assign(n, 0);
  for (int x = 0; x < n; ++x)
    g.poset.down(x).for_each([&](std::size_t y) {
      if (int(y) != x) m.below[x] |= std::uint64_t{1} << y;
    });
  for (const auto& w : g.winning_sets) {
    std::uint64_t s = 0;
    for (int x : w) s |= std::uint64_t{1} << x;
    m.sets.push_back(s);
  }
  return m;
}

}  // namespace posetlab
