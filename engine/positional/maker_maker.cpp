// The Maker-Maker search (header: what and why). Like engine/positional/maker_breaker.cpp, a node
// is normalised when it is created and children are tried best first: the mover's
// own short sets, then the blocks of the other player's.
#include "engine/positional/maker_maker.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#include "engine/core/cancel.hpp"
#include "engine/positional/positional_search.hpp"
#include "engine/memo/shared_table.hpp"

namespace posetlab {
namespace {

using positional::Mask;

struct MakerMakerPosition {
  Mask rest = 0;
  bool spare = false;      // one isolated element without sets
  std::vector<Mask> mine;  // live for the player to move, reduced
  std::vector<Mask> theirs;
};

class MakerMakerSearch {
 public:
  MakerMakerSearch(const GameMasks& m, const MakerMakerOptions& o, SharedTable& table)
      : m_(m), above_(positional::strictly_above(m)), o_(o), table_(table) {}

  void normalise(MakerMakerPosition& p) const {
    for (auto* family : {&p.mine, &p.theirs}) {
      if (o_.reductions) {
        positional::keep_minimal_sets(*family);
      } else {
        std::sort(family->begin(), family->end());
        family->erase(std::unique(family->begin(), family->end()), family->end());
      }
      std::sort(family->begin(), family->end());
    }
    if (o_.reductions) {
      Mask in_sets = 0;
      for (Mask w : p.mine) in_sets |= w;
      for (Mask w : p.theirs) in_sets |= w;
      p.spare ^= positional::drop_set_free_components(m_, above_, p.rest, in_sets);
    }
  }

  // +1: the player to move wins; 0: draw; -1: he loses.
  int value(const MakerMakerPosition& p) { return can(p, true) ? 1 : can(p, false) ? 0 : -1; }

  // Can the player to move force a win (`win`), or at least avoid losing (!`win`)?
  // Two yes/no searches cut off sooner than one three-valued search: a win needs one
  // move after which the other cannot avoid losing; avoiding a loss, one move after
  // which the other cannot force a win.
  bool can(const MakerMakerPosition& p, bool win) {
    if (win ? p.mine.empty() : p.theirs.empty()) return !win;  // nobody left to win
    Mask moves = positional::claimable(m_, p.rest);
    if (!moves && !p.spare) return !win;  // every element claimed, no set owned: a draw
    bool with_spare = true;
    if (o_.reductions) {
      for (Mask w : p.mine)
        if (std::popcount(w) == 1 && (w & moves)) return true;
      Mask threats = 0;
      for (Mask w : p.theirs)
        if (std::popcount(w) == 1 && (w & moves)) threats |= w;
      if (std::popcount(threats) >= 2) return false;
      if (threats) moves = threats, with_spare = false;  // anything else loses at once
    }
    const bool memo = std::popcount(p.rest) >= o_.memo_min_elements;
    Fingerprint key;
    if (memo) {
      key = keys_.key(MakerMakerSolver::tag, above_, p.rest, std::uint64_t(p.spare) | std::uint64_t(win) << 1, p.mine,
                      &p.theirs, std::popcount(p.rest) >= canonical_min_elements);
      std::uint32_t v;
      ++lookups_;
      if (table_.find(key, v)) {
        ++hits_;
        return v != 0;
      }
    }
    throw_if_cancelled();
    ++positions_;
    bool result = false;
    for (Mask x : ordered_moves(p, moves)) {
      MakerMakerPosition child;
      result = play(p, x, child) == 1 || !can(child, !win);
      if (result) break;
    }
    if (!result && with_spare && p.spare) {
      MakerMakerPosition child{p.rest, false, p.theirs, p.mine};
      result = !can(child, !win);
    }
    if (memo) table_.insert(key, result ? 1 : 0);
    return result;
  }

  int canonical_min_elements = 65;
  std::uint64_t positions_ = 0, lookups_ = 0, hits_ = 0;

 private:
  static constexpr int kSearch = 2;

  // The mover claims x: +1 when that completes one of his sets, else kSearch and the
  // child from the other player's side.
  int play(const MakerMakerPosition& p, Mask x, MakerMakerPosition& child) const {
    child.rest = p.rest & ~x;
    child.spare = p.spare;
    for (Mask w : p.theirs)
      if (!(w & x)) child.mine.push_back(w);
    for (Mask w : p.mine) {
      if ((w & ~x) == 0) return 1;
      child.theirs.push_back(w & ~x);
    }
    normalise(child);
    return kSearch;
  }

  // Single-element masks, the likely best first: short own sets, then short threats.
  std::vector<Mask> ordered_moves(const MakerMakerPosition& p, Mask moves) const {
    std::vector<std::pair<int, Mask>> scored;
    for (Mask r = moves; r; r &= r - 1) {
      const Mask x = r & -r;
      int score = 0;
      for (Mask w : p.mine)
        if (w & x) score += 2 << (16 - std::min(16, std::popcount(w)));
      for (Mask w : p.theirs)
        if (w & x) score += 1 << (16 - std::min(16, std::popcount(w)));
      scored.emplace_back(-score, x);
    }
    std::sort(scored.begin(), scored.end());
    std::vector<Mask> out;
    for (auto [score, x] : scored) out.push_back(x);
    return out;
  }

  const GameMasks& m_;
  std::vector<Mask> above_;
  const MakerMakerOptions& o_;
  SharedTable& table_;
  positional::PositionKeys keys_;
};

}  // namespace

MakerMakerSolver::MakerMakerSolver(MakerMakerOptions options)
    : options_(options), table_(options_.table, options_.private_table_slots) {}

MakerMakerSolver::~MakerMakerSolver() = default;

MakerMakerResult MakerMakerSolver::solve(const PositionalGame& g) {
  const GameMasks m = game_masks(g);
  MakerMakerSearch search(m, options_, table_.for_next_solve());
  MakerMakerPosition root{m.all(), false, m.sets, m.sets};
  search.normalise(root);
  search.canonical_min_elements =
      options_.canonical_depth < 0 ? 65 : std::popcount(root.rest) - options_.canonical_depth;
  const int v = search.value(root);
  positions_ += search.positions_;
  lookups_ += search.lookups_;
  hits_ += search.hits_;
  return v > 0 ? MakerMakerResult::FirstWins : v < 0 ? MakerMakerResult::SecondWins : MakerMakerResult::Draw;
}

}  // namespace posetlab
