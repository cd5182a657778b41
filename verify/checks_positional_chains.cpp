// Checks of poset positional games on disjoint chains with singleton winning sets
// (paper 003 §4): Lemmas 15, 16, Thm 17 with controls, and Lemma 22 under each reading
// of its lost segment Y and each parity of |X| (the readings plain search refutes are
// registered as expected to fail).
//
// Vocabulary: o(G) = outcome class (M: Maker wins either start, B: Breaker wins either
// start, N: the starter wins, P: the starter loses); "Maker first" = Maker starts.
// N(y) = #{v : not v >= y}. Predecessor = lower cover. Disjoint chains are coloured
// from the top: the j-th element from the top (maximal: j = 1) is white iff
// j = |X| mod 2, black otherwise. Outcomes come from plain search by the definition
// (engine/positional/maker_breaker_plain.hpp: no simplification, no reductions).
#include <algorithm>
#include <bit>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>

#include "engine/positional/maker_breaker.hpp"
#include "engine/positional/maker_breaker_plain.hpp"
#include "enumerate/positional_families.hpp"
#include "enumerate/positional_games.hpp"
#include "verify/check_registry.hpp"
#include "verify/support/poset_instances.hpp"
#include "verify/support/positional_instances.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

// ---- §4: disjoint chains with singleton sets (L15, L16, T17, L22) -------------------

struct ChainGame {
  std::vector<int> heights;
  std::vector<int> chain_of, level;  // level from the bottom, 0-based
  bool white(int x, int n) const {
    const int j = heights[chain_of[x]] - level[x];  // from the top, maximal = 1
    return j % 2 == n % 2;
  }
};

// Every multiset of chain heights with total n (non-increasing heights).
void for_each_partition(int n, int max_part, std::vector<int>& parts, const std::function<void(const std::vector<int>&)>& f) {
  if (n == 0) return f(parts);
  for (int h = std::min(n, max_part); h >= 1; --h) {
    parts.push_back(h);
    for_each_partition(n - h, h, parts, f);
    parts.pop_back();
  }
}

// f(game, chains, winners mask) for every chain poset <= max_n and every nonempty set of winners.
void for_each_chain_game(int max_n, const std::function<void(const PositionalGame&, const ChainGame&, Mask)>& f) {
  for (int n = 1; n <= max_n; ++n) {
    std::vector<int> parts;
    for_each_partition(n, n, parts, [&](const std::vector<int>& heights) {
      ChainGame c{heights, {}, {}};
      for (int i = 0; i < int(heights.size()); ++i)
        for (int r = 0; r < heights[i]; ++r) c.chain_of.push_back(i), c.level.push_back(r);
      for (Mask w = 1; w < mask_bit(n); ++w) {
        std::vector<int> winners;
        for (Mask r = w; r; r &= r - 1) winners.push_back(std::countr_zero(r));
        f(games::chains_with_singletons(heights, winners), c, w);
      }
    });
  }
}

enum class ChainClaim { L15, L16, T17 };

CheckResult check_chains(const CheckOptions& o, ChainClaim claim, bool control) {
  Tally tally;
  for_each_chain_game(o.quick ? 6 : 8, [&](const PositionalGame& g, const ChainGame& c, Mask w) {
    const int n = g.size();
    bool minimal = false, white = false, two_chains = false, same_chain = false;
    int black_chain = -1;
    for (Mask r = w; r; r &= r - 1) {
      int x = std::countr_zero(r);
      minimal = minimal || c.level[x] == 0;
      if (c.white(x, n)) {
        white = true;
      } else {
        if (black_chain >= 0 && black_chain != c.chain_of[x]) two_chains = true;
        if (black_chain == c.chain_of[x]) same_chain = true;
        black_chain = c.chain_of[x];
      }
    }
    bool applies = true, predicted = true;
    switch (claim) {
      case ChainClaim::L15:  // {x} with x white => Maker wins (control: x black)
        applies = control ? (!white && w != 0) : white;
        break;
      case ChainClaim::L16:  // |X| odd, two black winners on different chains (control: one chain)
        applies = n % 2 == 1 && (control ? same_chain : two_chains);
        break;
      case ChainClaim::T17:  // iff (a) or (b) or (c); control: without (a)
        predicted = (minimal && !control) || white || (n % 2 == 1 && two_chains);
        break;
    }
    if (!applies) return;
    const bool wins = maker_first(g);
    tally.expect(wins == predicted, [&] {
      return game_counterexample(g, "predicted Maker wins: " + yes_no(predicted) + ", plain search: " + yes_no(wins));
    });
  });
  return tally.result(std::string("all disjoint-chain posets <= ") + (o.quick ? "6" : "8") +
                      " points, every nonempty set of singleton winning sets");
}

const Check kCheck_003_L15{
    .id = "003-L15", .source = "003 Lemma 15",
    .claim = "Disjoint chains with singleton sets: if {x} is winning for a white x, Maker (first) wins.",
    .scope = "all disjoint-chain posets <= 8 points, every set of winners",
    .oracle = "definition",
    .list_order = 120, .cost = 2,
    .run = [](const CheckOptions& o) { return check_chains(o, ChainClaim::L15, false); },
};

const Check kCheck_003_L16{
    .id = "003-L16", .source = "003 Lemma 16",
    .claim = "Disjoint chains with singleton sets, |X| odd, two black winners on different chains: Maker "
             "(first) wins.",
    .scope = "all disjoint-chain posets <= 8 points, every set of winners",
    .oracle = "definition",
    .list_order = 130, .cost = 2,
    .run = [](const CheckOptions& o) { return check_chains(o, ChainClaim::L16, false); },
};

const Check kCheck_003_T17{
    .id = "003-T17", .source = "003 Thm 17",
    .claim = "Disjoint chains, all sets singletons: Maker (first) wins iff (a) a winner is minimal, (b) a "
             "winner is white, or (c) |X| is odd and black winners lie on two different chains.",
    .scope = "all disjoint-chain posets <= 8 points, every set of winners",
    .oracle = "definition",
    .list_order = 140, .cost = 2,
    .run = [](const CheckOptions& o) { return check_chains(o, ChainClaim::T17, false); },
};

const Check kCheck_003_L15_ctl{
    .id = "003-L15-ctl", .source = "control for 003 Lemma 15",
    .claim = "As L15 for black winners.",
    .scope = "as L15",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2: 0<1 | {1}",
    .note = "must fail",
    .list_order = 370, .cost = 1,
    .run = [](const CheckOptions& o) { return check_chains(o, ChainClaim::L15, true); },
};

const Check kCheck_003_L16_ctl{
    .id = "003-L16-ctl", .source = "control for 003 Lemma 16",
    .claim = "As L16 with both black winners on one chain.",
    .scope = "as L16",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 5: 0<1 1<2 2<3 3<4 | {1} {3}",
    .note = "must fail",
    .list_order = 380, .cost = 1,
    .run = [](const CheckOptions& o) { return check_chains(o, ChainClaim::L16, true); },
};

const Check kCheck_003_T17_ctl{
    .id = "003-T17-ctl", .source = "control for 003 Thm 17",
    .claim = "As T17 without condition (a).",
    .scope = "as T17",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2: | {0}",
    .note = "must fail",
    .list_order = 390, .cost = 1,
    .run = [](const CheckOptions& o) { return check_chains(o, ChainClaim::T17, true); },
};

// Lemma 22: Y is a segment of x's chain whose definition the extraction lost; three
// readings are checked, each on games with |X| even and with |X| odd apart, because the
// colouring (and so what deleting Y does to the rest) depends on that parity.
// G' = G - Y with W kept when it misses Y, W - Y when W meets Y in white elements only,
// W dropped otherwise; hypothesis: no W made of white elements of Y.
enum class L22Reading { AboveX, AboveY, StrictlyAboveX };

const char* l22_reading_text(L22Reading r) {
  switch (r) {
    case L22Reading::AboveX: return "Y = {v >= x}";
    case L22Reading::AboveY: return "Y = {v >= y}";
    case L22Reading::StrictlyAboveX: return "Y = {v > x}";
  }
  return "?";
}

// The largest |X| of the full run for each parity (quick: one less).
int l22_max_points(const CheckOptions& o, bool odd) { return (odd ? 7 : 6) - (o.quick ? 1 : 0); }

CheckResult check_l22(const CheckOptions& o, L22Reading reading, bool odd) {
  Tally tally;
  const int y_from = reading == L22Reading::AboveY ? -1 : reading == L22Reading::AboveX ? 0 : 1;
  for (int n = odd ? 3 : 2; n <= l22_max_points(o, odd); n += 2) {
    std::vector<int> parts;
    for_each_partition(n, n, parts, [&](const std::vector<int>& heights) {
      ChainGame c{heights, {}, {}};
      for (int i = 0; i < int(heights.size()); ++i)
        for (int r = 0; r < heights[i]; ++r) c.chain_of.push_back(i), c.level.push_back(r);
      const PositionalGame base = games::chains_with_singletons(heights, {});
      std::vector<Mask> candidates;  // extra sets: size 1 or 2
      for (int a = 0; a < n; ++a) {
        candidates.push_back(mask_bit(a));
        for (int b = a + 1; b < n; ++b) candidates.push_back(mask_bit(a) | mask_bit(b));
      }
      for (int x = 0; x < n; ++x) {
        if (c.level[x] == 0 || c.white(x, n)) continue;
        Mask y_set = 0, white_y = 0;  // Y and its white elements (levels from level[x] + y_from up)
        for (int v = 0; v < n; ++v)
          if (c.chain_of[v] == c.chain_of[x] && c.level[v] >= c.level[x] + y_from) {
            y_set |= mask_bit(v);
            if (c.white(v, n)) white_y |= mask_bit(v);
          }
        if (y_set == 0) continue;  // x on top and Y = {v > x}: G' = G says nothing
        std::vector<int> keep, index(n, -1);
        for (int v = 0; v < n; ++v)
          if (!(y_set >> v & 1)) index[v] = int(keep.size()), keep.push_back(v);
        const Poset reduced = base.poset.induced(keep);
        auto test = [&](std::vector<Mask> sets) {
          sets.push_back(mask_bit(x));
          std::sort(sets.begin(), sets.end());
          sets.erase(std::unique(sets.begin(), sets.end()), sets.end());
          std::set<Mask> reduced_sets;
          for (Mask w : sets) {
            if ((w & ~white_y) == 0) return;  // outside the hypothesis
            if ((w & y_set & ~white_y) != 0) continue;
            Mask left = 0;
            for (Mask r = w & ~y_set; r; r &= r - 1) left |= mask_bit(index[std::countr_zero(r)]);
            reduced_sets.insert(left);
          }
          const PositionalGame g = games::game_of_masks(base.poset, sets);
          const PositionalGame h = games::game_of_masks(reduced, {reduced_sets.begin(), reduced_sets.end()});
          const bool a = maker_first(g), b = maker_first(h);
          tally.expect(a == b, [&] {
            return game_counterexample(g, "x = " + to_string(x) + ": Maker wins first " + yes_no(a) + ", in G' = " +
                                              h.to_text() + " " + yes_no(b));
          });
        };
        test({});
        for (std::size_t i = 0; i < candidates.size(); ++i) {
          test({candidates[i]});
          for (std::size_t j = i + 1; j < candidates.size(); ++j) test({candidates[i], candidates[j]});
        }
      }
    });
  }
  return tally.result(std::string(l22_reading_text(reading)) + ", |X| " + (odd ? "odd" : "even") +
                      ": disjoint chains of " + (odd ? "3, 5" : "2, 4") +
                      (l22_max_points(o, odd) > 5 ? (odd ? ", 7" : ", 6") : "") +
                      " points, each nonminimal black {x}, with up to 2 more sets of size <= 2");
}

// One reading of Y and one parity of |X|: the six declarations differ only in these.
// `counterexample`: the smallest failure of a refuted reading, "" for one that holds.
Check l22_check(L22Reading reading, const char* id_reading, bool odd, int list_order, std::string counterexample) {
  const std::string y = l22_reading_text(reading), parity = odd ? "odd" : "even";
  Check c;
  c.id = std::string("003-L22-") + id_reading + "-" + parity;
  c.source = "003 Lemma 22 (reading " + y + ", |X| " + parity + ")";
  c.claim = "Disjoint chains with |X| " + parity + ", {x} in F for a nonminimal black x, y its predecessor, " + y +
            " on x's chain: G' = G - Y keeping the sets that miss Y, W - Y for sets meeting Y in white elements "
            "only, dropping the rest. If no set consists of white elements of Y only, G and G' have the same "
            "outcome with Maker first.";
  c.scope = std::string("disjoint chains of ") + (odd ? "3, 5, 7" : "2, 4, 6") +
            " points, every nonminimal black x, with up to 2 more sets of size <= 2";
  c.oracle = "definition";
  c.expected = counterexample.empty();
  c.note = "Y's definition is lost in the extraction, so each reading is checked, for each parity of |X| apart: " +
           (c.expected ? std::string("this reading holds for this parity on every instance searched")
                       : "this reading is refuted for this parity; smallest failure: " + counterexample);
  c.expected_counterexample = std::move(counterexample);
  c.list_order = list_order;
  c.cost = 2;
  c.run = [reading, odd](const CheckOptions& o) { return check_l22(o, reading, odd); };
  return c;
}

const Check kCheck_003_L22_x_even = l22_check(L22Reading::AboveX, "x", false, 200, "poset 4: 0<1 | {1} {0,2}");
const Check kCheck_003_L22_x_odd = l22_check(L22Reading::AboveX, "x", true, 210, "poset 5: 0<1 1<2 | {1} {0,3}");
const Check kCheck_003_L22_y_even = l22_check(L22Reading::AboveY, "y", false, 220, "");
const Check kCheck_003_L22_y_odd = l22_check(L22Reading::AboveY, "y", true, 230, "poset 5: 0<1 1<2 3<4 | {1} {4}");
const Check kCheck_003_L22_gt_x_even = l22_check(L22Reading::StrictlyAboveX, "gt-x", false, 240, "");
const Check kCheck_003_L22_gt_x_odd =
    l22_check(L22Reading::StrictlyAboveX, "gt-x", true, 250, "poset 5: 0<1 1<2 3<4 | {1} {4}");

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_positional_chains_checks(std::vector<Check>& list) {
  list.push_back(kCheck_003_L15);
  list.push_back(kCheck_003_L16);
  list.push_back(kCheck_003_T17);
  list.push_back(kCheck_003_L15_ctl);
  list.push_back(kCheck_003_L16_ctl);
  list.push_back(kCheck_003_T17_ctl);
  list.push_back(kCheck_003_L22_x_even);
  list.push_back(kCheck_003_L22_x_odd);
  list.push_back(kCheck_003_L22_y_even);
  list.push_back(kCheck_003_L22_y_odd);
  list.push_back(kCheck_003_L22_gt_x_even);
  list.push_back(kCheck_003_L22_gt_x_odd);
}

}  // namespace posetlab::checks
