#pragma once
// Plain search for the partizan poset games, by the definition and nothing else: the
// value of a position is the simplest number strictly between Left's best option and
// Right's best option (001 Def. 2.18), computed over every move of every position, with
// no component sums, no pruning and no table beyond a per-solver memo keyed by the set
// of elements still present. It is the oracle the fast solvers, the tests and the
// theorem checks are compared against, so it must share none of their shortcuts; it is
// exponential and meant for small inputs (at most 64 elements, and in practice the
// number of reachable positions bounds it).
//
// Games (the colour of Left is the papers' convention):
//  - BlackWhite (001 §1.4): a player picks an element of their colour and removes it
//    with everything above it. Left = Black.
//  - Element-removal games (004): a player removes one removable element of their
//    colour; which elements are removable depends only on the set A still present.
//    Left = White.
//      Pomax          the maximal elements of A
//      MinMaxRemoval  the maximal and the minimal elements of A
//      LeafRemoval    the elements of degree <= 1 in the cover graph of the starting
//                     poset restricted to A (004 §4.2 plays it on a tree)
//      CornerRemoval  cells (given by coordinates) with at most one neighbouring cell
//                     of A in their row and at most one in their column (004 §4.2)
//      CustomRemoval  any rule given as a function of A (for checks of 004 Thm 3.1
//                     over arbitrary removability functions and of controls that
//                     break its axiom rho(B) n A in rho(A) in A)
// No move: the player to move loses (the value of a position without options is 0).
//
// A position whose best Left option is not below the best Right option is not a number;
// value() then throws NotANumberError naming the position (the papers prove that never
// happens for these games; the checks rely on the throw rather than assume it).
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/core/small_poset.hpp"
#include "engine/partizan/coloured_poset.hpp"
#include "engine/partizan/dyadic.hpp"

namespace posetlab {

enum class PartizanGame { BlackWhite, Pomax, MinMaxRemoval, LeafRemoval, CornerRemoval, CustomRemoval };

// "bw", "pomax", "min-max", "leaf", "corner" ("custom" is not parsed back): the one name
// table of the partizan games (`solve --rule` reads the removal rules from it).
const char* partizan_game_name(PartizanGame g);
std::optional<PartizanGame> parse_partizan_game_name(std::string_view name);
// The colour that plays Left (positive values): Black in black-white, White otherwise.
Colour left_colour(PartizanGame g);

// A cell of a diagram (row and column from 0), for corner removal.
struct Cell {
  int row = 0, col = 0;
  auto operator<=>(const Cell&) const = default;
};

class NotANumberError : public std::runtime_error {
 public:
  NotANumberError(std::uint64_t position, const std::string& message)
      : std::runtime_error(message), position_(position) {}
  std::uint64_t position() const { return position_; }

 private:
  std::uint64_t position_;
};

struct PartizanMove {
  int element = 0;          // the element picked (black-white) or removed
  Colour mover = Colour::Black;  // the colour of the player making it
  std::uint64_t after = 0;  // the position it leads to
};

class PlainPartizanSolver {
 public:
  // cells: one per element, required for CornerRemoval and ignored otherwise.
  PlainPartizanSolver(const ColouredPoset& p, PartizanGame game, std::vector<Cell> cells = {});
  // An element-removal game with removable elements rule(A) (masked to A).
  using RemovabilityRule = std::function<std::uint64_t(std::uint64_t)>;
  PlainPartizanSolver(const ColouredPoset& p, RemovabilityRule rule);

  std::uint64_t start() const { return p_.all(); }
  Dyadic value() { return value(start()); }
  Dyadic value(std::uint64_t position);

  // Every move of both players from `position`, Left's and Right's, by element.
  std::vector<PartizanMove> moves(std::uint64_t position) const;
  // For the element-removal games: the removable elements of `position` (any colour).
  std::uint64_t removable(std::uint64_t position) const;

  // The best option value of each player (Left: the largest, Right: the smallest),
  // nullopt for a player without a move.
  struct Extremes {
    std::optional<Dyadic> left, right;
  };
  Extremes extremes(std::uint64_t position);

  PartizanGame game() const { return game_; }
  const ColouredPoset& poset() const { return coloured_; }
  std::size_t positions_solved() const { return memo_.size(); }

 private:
  ColouredPoset coloured_;
  PartizanGame game_;
  SmallPoset p_;
  std::vector<std::uint64_t> neighbours_;       // cover graph (leaf removal)
  std::vector<std::uint64_t> row_neighbours_;   // corner removal
  std::vector<std::uint64_t> col_neighbours_;
  RemovabilityRule custom_;
  std::unordered_map<std::uint64_t, Dyadic> memo_;
};

// Convenience: the value of the whole coloured poset under `game`, by plain search.
Dyadic plain_partizan_value(const ColouredPoset& p, PartizanGame game, std::vector<Cell> cells = {});

// A position as the list of its elements, "{0,2,5}", for messages.
std::string position_text(std::uint64_t position);

}  // namespace posetlab
