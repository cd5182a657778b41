#pragma once
// A poset positional game (003): a poset (X, <=) and a family F of winning sets.
//
// Players alternately claim an unclaimed element all of whose smaller elements are
// claimed. Maker-Breaker: Maker wins once she owns a whole W in F, Breaker otherwise.
// Maker-Maker (003 Thm 28): both try to own a W first; nobody doing so is a draw.
//
// Text form (docs/formats.md): `poset K: a<b ... | {0,2} {3}`: after '|' the winning
// sets, each nonempty, elements in range, no repeated element, no repeated set. The
// writer prints the cover pairs, then the sets as given (elements sorted).
//
// Outcome classes (both starts, Maker-Breaker): M Maker wins either way, B Breaker
// wins either way, N whoever starts wins, P whoever starts loses.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/poset.hpp"

namespace posetlab {

struct PositionalGame {
  Poset poset;
  std::vector<std::vector<int>> winning_sets;  // each sorted, nonempty, distinct

  int size() const { return poset.size(); }
  std::string to_text() const;
};

// Throws UsageError unless every set is nonempty, in range, without repeats, and no
// set is listed twice (the builders' contract; the reader reports InputErrors).
void validate_winning_sets(int n, const std::vector<std::vector<int>>& sets);
// Sorts each set (validated) and returns the game.
PositionalGame make_game(Poset p, std::vector<std::vector<int>> sets);

// The outcome letter from who wins as first and as second player.
char outcome_class(bool maker_first, bool maker_second);

// Maker-Maker result for the first player.
enum class MakerMakerResult { FirstWins, SecondWins, Draw };
char maker_maker_letter(MakerMakerResult r);  // N (first wins), P (second wins), D (draw)

// Bitmask form for the solvers (at most 64 elements; UsageError otherwise).
struct GameMasks {
  int n = 0;
  std::vector<std::uint64_t> below;  // below[x] = elements strictly below x
  std::vector<std::uint64_t> sets;   // one mask per winning set
  std::uint64_t all() const { return n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1; }
};
GameMasks game_masks(const PositionalGame& g);

}  // namespace posetlab
