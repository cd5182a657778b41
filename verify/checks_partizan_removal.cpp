// Checks of element-removal games in general (paper 004, Järleberg, Sjöstrand, "Pomax
// games"): the introduction's example (§1), every element-removal game is an integer
// (Lemma 2.1, Thm 3.1, with a control dropping the removability axiom), and the
// integer values confirmed as second-player wins of G minus its value by plain game
// search (Thm 3.1, Thm 5.2).
//
// White = Left. Values come from plain search by the definition (engine/partizan/partizan_plain:
// no sums, no pruning, no formula); balanced and ess P are computed from their
// definitions over positions and up-sets (verify/support/coloured_instances).
#include <algorithm>
#include <bit>
#include <map>
#include <random>
#include <set>
#include <string>
#include <tuple>

#include "engine/partizan/dyadic.hpp"
#include "engine/partizan/hackenbush.hpp"
#include "engine/partizan/partizan_plain.hpp"
#include "enumerate/coloured_families.hpp"
#include "enumerate/pomax_reductions.hpp"
#include "verify/check_registry.hpp"
#include "verify/support/coloured_instances.hpp"
#include "verify/support/poset_instances.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

// ---- §1: the introduction's example ---------------------------------------------

CheckResult check_s1_example(const CheckOptions&) {
  Tally tally;
  ColouredPoset p = make_coloured(Poset::from_relations(4, std::vector<Relation>{{0, 1}, {1, 2}, {0, 3}}), "BWBW");
  const Dyadic v = plain_partizan_value(p, kPomax);
  tally.expect(v == Dyadic(0), [&] {
    return coloured_counterexample(p, "predicted 0, computed " + v.to_string());
  });
  return tally.result("y = 0, x = 1, z = 2, w = 3");
}

const Check kCheck_004_S1{
    .id = "004-S1", .source = "004 §1 (introduction)",
    .claim = "Pomax on y < x < z, y < w with z, y black and x, w white has value 0.",
    .scope = "the example",
    .oracle = "definition",
    .list_order = 10, .cost = 0.1,
    .run = check_s1_example,
};

// ---- Thm 3.1 / Lemma 2.1 ----------------------------------------------------------

// A removability function satisfying 004's axiom: x is removable from A iff A lies
// inside one of x's random "allowing sets" (each containing x). If B allows x and
// A in B then A does too, which is rho(B) n A in rho(A).
PlainPartizanSolver::RemovabilityRule random_monotone_rule(int n, std::mt19937_64& rng) {
  std::vector<std::vector<std::uint64_t>> allow(n);
  for (int x = 0; x < n; ++x)
    for (int k = 0; k < 1 + int(rng() % 3); ++k) {
      std::uint64_t m = std::uint64_t{1} << x;
      for (int y = 0; y < n; ++y)
        if (rng() % 10 < 6) m |= std::uint64_t{1} << y;
      allow[x].push_back(m);
    }
  return [allow](std::uint64_t a) {
    std::uint64_t r = 0;
    for (std::size_t x = 0; x < allow.size(); ++x)
      for (std::uint64_t m : allow[x])
        if ((a >> x) & 1 && (a & ~m) == 0) r |= std::uint64_t{1} << x;
    return r;
  };
}

// Control: an arbitrary removability function (a pseudo-random subset of A per A).
PlainPartizanSolver::RemovabilityRule arbitrary_rule(std::uint64_t seed) {
  return [seed](std::uint64_t a) {
    std::uint64_t h = (a + seed) * 0x9e3779b97f4a7c15ull;
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 32;
    return h & a;
  };
}

// At every reachable position: the value is an integer and every Right option exceeds
// every Left option by at least 2 (then G - G^L >= 1, Lemma 2.1).
void expect_integer_game(Tally& tally, PlainPartizanSolver& s, const std::string& what) {
  std::string failure;
  try {
    for_each_reachable(s, [&](std::uint64_t a) {
      if (!failure.empty()) return;
      const Dyadic v = s.value(a);
      auto e = s.extremes(a);
      if (!v.is_integer())
        failure = "position " + position_text(a) + " has value " + v.to_string();
      else if (e.left && e.right && *e.right - *e.left < Dyadic(2))
        failure = "position " + position_text(a) + ": best Left option " + e.left->to_string() +
                  ", best Right option " + e.right->to_string() + " (gap < 2)";
    });
  } catch (const NotANumberError& e) {
    failure = e.what();
  }
  tally.expect(failure.empty(), [&] { return coloured_counterexample(s.poset(), what + ": " + failure); });
}

CheckResult check_t31(const CheckOptions& o, bool control) {
  Tally tally;
  std::mt19937_64 rng(31);
  const int top = o.quick ? 4 : 6;
  std::uint64_t seed = 0;
  for (int n = 0; n <= top; ++n)
    for_each_coloured_poset(n, [&](const ColouredPoset& p) {
      if (control) {
        PlainPartizanSolver s(p, arbitrary_rule(++seed));
        expect_integer_game(tally, s, "arbitrary removability");
        return;
      }
      for (PartizanGame g : {kPomax, kMinMax, PartizanGame::LeafRemoval}) {
        PlainPartizanSolver s(p, g);
        expect_integer_game(tally, s, partizan_game_name(g));
      }
      PlainPartizanSolver s(p, random_monotone_rule(n, rng));
      expect_integer_game(tally, s, "random removability satisfying the axiom");
    });
  if (!control) {  // corner removal on square arrays
    for (int side = 1; side <= (o.quick ? 3 : 4); ++side) {
      std::vector<int> rows(side, side);
      for (Colour c : {Colour::Black, Colour::White}) {
        families::Diagram d = families::young_diagram(rows, c);
        PlainPartizanSolver s(d.poset, PartizanGame::CornerRemoval, d.cells);
        expect_integer_game(tally, s, "corner removal");
      }
    }
  }
  return tally.result(control ? up_to_points("every coloured poset", top) + " with a pseudo-random removability function"
                              : up_to_points("every coloured poset", top) +
                                    " under max, min-max, leaf and a random axiom-satisfying removability; "
                                    "corner removal on chess-coloured squares; every reachable position");
}

const Check kCheck_004_L2_1_T3_1{
    .id = "004-L2.1/T3.1", .source = "004 Lemma 2.1, Thm 3.1 and its proof",
    .claim = "Every element-removal game (a player removes a removable element of their colour; the removable "
             "set rho(A) satisfies rho(B) n A in rho(A) in A for A in B) is an integer, and at every position "
             "every Right option exceeds every Left option by at least 2.",
    .scope = "all coloured posets <= 6 points under several removability rules",
    .oracle = "definition",
    .list_order = 20, .cost = 4,
    .run = [](const CheckOptions& o) { return check_t31(o, false); },
};

const Check kCheck_004_L2_1_T3_1_axiom{
    .id = "004-L2.1/T3.1-axiom", .source = "control for Thm 3.1",
    .claim = "Control: removal games with an arbitrary removability function (axiom dropped) are integers.",
    .scope = "all coloured posets <= 6 points",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2 BW:",
    .note = "without rho(B) n A in rho(A) an element can stop being removable",
    .list_order = 230, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t31(o, true); },
};

// ---- Second-player wins by plain game search ----------------------------------------

// Whether the player to move wins G + I by plain search over the positions of G and the
// moves left in I (`free` moves for `owner`, the integer +-free): the player to move
// wins iff some move of theirs reaches a position the other player loses; no values.
class PlainSumWithInteger {
 public:
  PlainSumWithInteger(PlainPartizanSolver& s, Colour owner) : s_(s), owner_(owner) {}
  bool wins(std::uint64_t position, int free, Colour mover) {
    const auto key = std::make_tuple(position, free, mover == Colour::White);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool win = free > 0 && owner_ == mover && !wins(position, free - 1, opposite(mover));
    if (!win)
      for (const PartizanMove& m : s_.moves(position))
        if (m.mover == mover && !wins(m.after, free, opposite(mover))) {
          win = true;
          break;
        }
    memo_.emplace(key, win);
    return win;
  }
  // G + I = 0: the second player wins whoever starts.
  bool zero(std::uint64_t position, int free) {
    return !wins(position, free, Colour::White) && !wins(position, free, Colour::Black);
  }

 private:
  PlainPartizanSolver& s_;
  Colour owner_;
  std::map<std::tuple<std::uint64_t, int, bool>, bool> memo_;
};

// Whether G - v (v an integer) is a second-player win, by plain search.
bool minus_integer_is_zero(PlainPartizanSolver& s, long long v) {
  // -v is |v| free moves for Right when v > 0, for Left when v < 0.
  const Colour left = left_colour(s.game());
  PlainSumWithInteger sum(s, v > 0 ? opposite(left) : left);
  return sum.zero(s.start(), int(v < 0 ? -v : v));
}

// 004 Thm 3.1: G - value(G) = 0, tested as a game, not as a number.
CheckResult check_t31_zero(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 4 : 6;
  for (int n = 0; n <= top; ++n)
    for_each_coloured_poset(n, [&](const ColouredPoset& p) {
      for (PartizanGame g : {kPomax, kMinMax, PartizanGame::LeafRemoval}) {
        PlainPartizanSolver s(p, g);
        const Dyadic v = s.value();
        const bool ok = v.is_integer() && v.fits_int64() && minus_integer_is_zero(s, v.small_numerator());
        tally.expect(ok, [&] {
          return coloured_counterexample(p, std::string(partizan_game_name(g)) + ": value " + v.to_string() +
                                                ", G - value is not a second-player win by plain search");
        });
      }
    });
  return tally.result(up_to_points("every coloured poset", top) + " under max, min-max and leaf removal");
}

const Check kCheck_004_T3_1_zero{
    .id = "004-T3.1-zero", .source = "004 Thm 3.1",
    .claim = "For an element-removal game G (max, min-max, leaf removal) with value v, G - v (v free moves for "
             "the player v favours' opponent) is a second-player win, found by plain game search, not by "
             "comparing numbers.",
    .scope = "all coloured posets <= 6 points",
    .oracle = "definition",
    .list_order = 170, .cost = 2,
    .run = check_t31_zero,
};

// 004 proof of Thm 5.2: P minus ess P is a tree, and Po(P) - m_1 - ... - m_k (m_i =
// #W - #B of the components T_i of ess P) is a second-player win, by plain search.
CheckResult check_t52_sum(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 6 : 8;
  std::uint64_t nonessential = 0;
  for (int n = 0; n <= top; ++n)
    for (const Poset& t : tree_posets(n))
      for_each_colouring(t, [&](const ColouredPoset& p) {
        const std::vector<int> ess = essential_part(p);
        std::vector<char> essential(p.size(), 0);
        for (int x : ess) essential[x] = 1;
        std::vector<int> rest;
        for (int x = 0; x < p.size(); ++x)
          if (!essential[x]) rest.push_back(x);
        const bool rest_tree = rest.empty() || families::is_tree_poset(p.poset.induced(rest));
        nonessential += !rest.empty();
        long long m = 0;
        for (int x : ess) m += p.colour[x] == Colour::White ? 1 : -1;
        PlainPartizanSolver s(p, kPomax);
        const bool zero = minus_integer_is_zero(s, m);
        tally.expect(rest_tree && zero, [&] {
          return coloured_counterexample(p, std::string(rest_tree ? "" : "P - ess P is not a tree; ") +
                                                "Po(P) - " + to_string(m) + " (the sum of the m_i) is " +
                                                (zero ? "" : "not ") + "a second-player win");
        });
      });
  return tally.result(up_to_points("tree posets", top) + ", every colouring",
                      to_string(nonessential) + " with ess P != P (P - ess P nonempty)");
}

const Check kCheck_004_T5_2_sum{
    .id = "004-T5.2-sum", .source = "004 proof of Thm 5.2",
    .claim = "For a coloured tree poset P, P - ess P is a tree (or empty), and Po(P) - m_1 - ... - m_k "
             "(T_1..T_k the components of ess P, m_i = #W - #B of T_i) is a second-player win, found by plain "
             "game search (whoever starts loses), not by adding values.",
    .scope = "tree posets <= 8 points, every colouring",
    .oracle = "definition",
    .list_order = 160, .cost = 2,
    .run = check_t52_sum,
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_partizan_removal_checks(std::vector<Check>& list) {
  list.push_back(kCheck_004_S1);
  list.push_back(kCheck_004_L2_1_T3_1);
  list.push_back(kCheck_004_L2_1_T3_1_axiom);
  list.push_back(kCheck_004_T3_1_zero);
  list.push_back(kCheck_004_T5_2_sum);
}

}  // namespace posetlab::checks
