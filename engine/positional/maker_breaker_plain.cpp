#include "engine/positional/maker_breaker_plain.hpp"

#include <bit>
#include <unordered_map>

namespace posetlab {
namespace {

struct StateKey {
  std::uint64_t a, b;
  bool operator==(const StateKey&) const = default;
};
struct StateHash {
  std::size_t operator()(const StateKey& k) const { return std::hash<std::uint64_t>()(k.a * 0x9E3779B97F4A7C15ull ^ k.b); }
};

bool owns_a_set(const GameMasks& m, std::uint64_t owned) {
  for (std::uint64_t s : m.sets)
    if ((s & ~owned) == 0) return true;
  return false;
}

// Elements that may be claimed now: unclaimed, everything below claimed.
std::uint64_t claimable(const GameMasks& m, std::uint64_t claimed) {
  std::uint64_t out = 0;
  for (std::uint64_t rest = m.all() & ~claimed; rest; rest &= rest - 1) {
    int x = std::countr_zero(rest);
    if ((m.below[x] & ~claimed) == 0) out |= std::uint64_t{1} << x;
  }
  return out;
}

class MakerBreakerPlain {
 public:
  explicit MakerBreakerPlain(const GameMasks& m) : m_(m) {}
  // Maker owns `maker`, Breaker owns `breaker`; the side to move follows from `maker_moves`.
  bool maker_wins(std::uint64_t maker, std::uint64_t breaker, bool maker_moves) {
    StateKey key{maker, breaker};
    auto& memo = maker_moves ? memo_maker_ : memo_breaker_;
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    const std::uint64_t moves = claimable(m_, maker | breaker);
    bool result;
    if (maker_moves) {
      result = false;
      for (std::uint64_t r = moves; r && !result; r &= r - 1) {
        std::uint64_t after = maker | (r & -r);
        result = owns_a_set(m_, after) || maker_wins(after, breaker, false);
      }
    } else {
      result = moves != 0;  // no move left: Breaker wins
      for (std::uint64_t r = moves; r && result; r &= r - 1) result = maker_wins(maker, breaker | (r & -r), true);
    }
    memo.emplace(key, result);
    return result;
  }

 private:
  const GameMasks& m_;
  std::unordered_map<StateKey, bool, StateHash> memo_maker_, memo_breaker_;
};

class MakerMakerPlain {
 public:
  explicit MakerMakerPlain(const GameMasks& m) : m_(m) {}
  // Value for the player to move, who owns `mine`: +1 win, 0 draw, -1 loss.
  int value(std::uint64_t mine, std::uint64_t theirs) {
    StateKey key{mine, theirs};
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const std::uint64_t moves = claimable(m_, mine | theirs);
    int best = moves ? -1 : 0;  // no move left: draw
    for (std::uint64_t r = moves; r && best < 1; r &= r - 1) {
      std::uint64_t after = mine | (r & -r);
      int v = owns_a_set(m_, after) ? 1 : -value(theirs, after);
      if (v > best) best = v;
    }
    memo_.emplace(key, best);
    return best;
  }

 private:
  const GameMasks& m_;
  std::unordered_map<StateKey, int, StateHash> memo_;
};

}  // namespace

bool plain_maker_wins(const PositionalGame& g, bool maker_starts) {
  GameMasks m = game_masks(g);
  MakerBreakerPlain search(m);
  return search.maker_wins(0, 0, maker_starts);
}

bool plain_maker_wins_from(const PositionalGame& g, std::uint64_t maker, std::uint64_t breaker, bool maker_moves) {
  GameMasks m = game_masks(g);
  MakerBreakerPlain search(m);
  return search.maker_wins(maker, breaker, maker_moves);
}

char plain_outcome(const PositionalGame& g) {
  return outcome_class(plain_maker_wins(g, true), plain_maker_wins(g, false));
}

MakerMakerResult plain_maker_maker(const PositionalGame& g) {
  GameMasks m = game_masks(g);
  MakerMakerPlain search(m);
  int v = search.value(0, 0);
  return v > 0 ? MakerMakerResult::FirstWins : v < 0 ? MakerMakerResult::SecondWins : MakerMakerResult::Draw;
}

}  // namespace posetlab
