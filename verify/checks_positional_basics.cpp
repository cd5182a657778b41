// Checks of poset positional games (paper 003, Maker-Breaker unless stated): mid-game
// positions (Remark 1), P outcomes (§1.2), components without winning sets (Lemma 2),
// one set against its singletons (Remark 3), one winning singleton (Lemma 4, Thm 5 and
// its height bound), and the singletons of the non-minimal elements (Thm 7), each with a
// deliberately false control where a natural false variant exists.
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

// ---- R1, S1.2, L2, R3 ------------------------------------------------------------------

// The game left after a state, simplified as Remark 1 says (or, for the control, with
// the sets that hold Breaker elements kept and merely shrunk).
PositionalGame simplified(const PositionalGame& g, Mask a, Mask b, bool keep_dead_sets) {
  std::vector<int> rest, index(g.size(), -1);
  for (int x = 0; x < g.size(); ++x)
    if (!((a | b) >> x & 1)) index[x] = int(rest.size()), rest.push_back(x);
  std::set<std::vector<int>> sets;
  for (const auto& w : g.winning_sets) {
    std::vector<int> left;
    bool dead = false;
    for (int x : w) {
      if (b >> x & 1) dead = true;
      if (index[x] >= 0) left.push_back(index[x]);
    }
    if (dead && !keep_dead_sets) continue;
    if (!left.empty()) sets.insert(left);
  }
  return {g.poset.induced(rest), {sets.begin(), sets.end()}};
}

CheckResult check_r1(const CheckOptions& o, bool control) {
  Tally tally;
  auto test = [&](const PositionalGame& g) {
    for (bool start : {true, false})
      for_each_reachable_state(g, start, [&](Mask a, Mask b, bool maker_moves) {
        if (a == 0 && b == 0) return;
        const bool direct = plain_maker_wins_from(g, a, b, maker_moves);
        const PositionalGame s = simplified(g, a, b, control);
        const bool reduced = plain_maker_wins(s, maker_moves);
        tally.expect(direct == reduced, [&] {
          return game_counterexample(g, "after Maker " + set_text_of(a) + ", Breaker " + set_text_of(b) +
                                            ": Maker wins " + yes_no(direct) + ", in the simplified game " +
                                            s.to_text() + " " + yes_no(reduced));
        });
      });
  };
  for_each_small_game(o.quick ? 3 : 4, test);
  std::mt19937_64 rng(3001);
  for (int k = 0; k < (o.quick ? 20 : 200); ++k) test(games::random_game(6 + k % 2, 0.2, 1 + k % 4, 3, rng));
  return tally.result(o.quick ? "every reachable state of all games <= 3 points + 20 random (6-7 points)"
                              : "every reachable state of all games <= 4 points + 200 random (6-7 points)");
}

const Check kCheck_003_R1{
    .id = "003-R1", .source = "003 Remark 1",
    .claim = "A mid-game position has the outcome of the game left after deleting the claimed elements, the "
             "winning sets holding a Breaker element, and Maker's elements from the other sets (same player to "
             "move).",
    .scope = "every reachable state of all games <= 4 points and of random games",
    .oracle = "definition",
    .list_order = 10, .cost = 3,
    .run = [](const CheckOptions& o) { return check_r1(o, false); },
};

const Check kCheck_003_R1_ctl{
    .id = "003-R1-ctl", .source = "control for 003 Remark 1",
    .claim = "As R1 but keeping the sets that hold a Breaker element (shrunk).",
    .scope = "as R1",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2: | {0,1}",
    .note = "must fail: a dead set revives",
    .list_order = 290, .cost = 1,
    .run = [](const CheckOptions& o) { return check_r1(o, true); },
};

CheckResult check_s12(const CheckOptions& o, bool control) {
  Tally tally;
  int p_witness_size = -1;
  std::string p_witness;
  // Antichains: never P (control: the same claimed for every poset).
  for (int n = 0; n <= (o.quick ? 4 : 5); ++n)
    for (const Poset& p : control ? nauty_posets(n) : std::vector<Poset>{antichain_poset(n)})
      games::for_each_set_family(n, true, [&](const std::vector<Mask>& sets) {
        const PositionalGame g = games::game_of_masks(p, sets);
        const char out = plain_outcome(g);
        if (out == 'P' && p_witness_size < 0) p_witness_size = g.size(), p_witness = g.to_text();
        tally.expect(out != 'P', [&] { return game_counterexample(g, "outcome P"); });
      });
  // ... while some poset game is P.
  if (!control) {
    PositionalGame w{Poset::from_relations(2, std::vector<Relation>{{0, 1}}), {{1}}};
    for_each_small_game(3, [&](const PositionalGame& g) {
      if (p_witness_size < 0 && plain_outcome(g) == 'P') p_witness_size = g.size(), p_witness = g.to_text();
    });
    tally.expect(p_witness_size >= 0, [&] { return value_counterexample(0, "no P game", "no poset game <= 3 points is P"); });
  }
  return tally.result(std::string(control ? "all games" : "antichain games") + " <= " + (o.quick ? "4" : "5") +
                          " points (clutters)",
                      "smallest P poset game: " + p_witness);
}

const Check kCheck_003_S1_2{
    .id = "003-S1.2", .source = "003 §1.2",
    .claim = "Standard positional games (antichain posets) are never P; poset positional games can be.",
    .scope = "antichain games <= 5 points with every clutter; a P witness among all games <= 3 points",
    .oracle = "definition",
    .list_order = 20, .cost = 1,
    .run = [](const CheckOptions& o) { return check_s12(o, false); },
};

const Check kCheck_003_S1_2_ctl{
    .id = "003-S1.2-ctl", .source = "control for 003 §1.2",
    .claim = "Poset positional games are never P.",
    .scope = "all games <= 5 points",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2: 0<1 | {1}",
    .note = "must fail: poset 2: 0<1 | {1} is P",
    .list_order = 300, .cost = 1,
    .run = [](const CheckOptions& o) { return check_s12(o, true); },
};

CheckResult check_mb_l2(const CheckOptions& o, bool control) {
  Tally tally;
  std::vector<PositionalGame> g1s;
  for_each_small_game(o.quick ? 2 : 3, [&](const PositionalGame& g) { g1s.push_back(g); });
  for (const PositionalGame& g1 : g1s)
    for (int n2 = 0; n2 <= (o.quick ? 3 : 4); ++n2)
      for (const Poset& p2 : nauty_posets(n2)) {
        const PositionalGame g = game_union(g1, {p2, {}});
        const PositionalGame h = (n2 % 2 == 1 && !control) ? game_union(g1, {antichain_poset(1), {}}) : g1;
        const char og = plain_outcome(g), oh = plain_outcome(h);
        tally.expect(og == oh, [&] {
          return game_counterexample(g, std::string("outcome ") + og + ", with the set-free part " +
                                            (control ? "deleted" : "reduced by parity") + ": " + oh);
        });
      }
  return tally.result(o.quick ? "G1: all games <= 2 points, G2: all posets <= 3 points"
                              : "G1: all games <= 3 points, G2: all posets <= 4 points");
}

const Check kCheck_003_L2{
    .id = "003-L2", .source = "003 Lemma 2",
    .claim = "If G2 has no winning sets, G1 u G2 has the outcome (both starts) of G1 when |X2| is even and of "
             "G1 plus one isolated element when |X2| is odd.",
    .scope = "G1 all games <= 3 points, G2 all posets <= 4 points",
    .oracle = "definition",
    .list_order = 30, .cost = 1,
    .run = [](const CheckOptions& o) { return check_mb_l2(o, false); },
};

const Check kCheck_003_L2_ctl{
    .id = "003-L2-ctl", .source = "control for 003 Lemma 2",
    .claim = "A component without winning sets can always be deleted.",
    .scope = "as L2",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 3: 0<1 | {1}",
    .note = "must fail: parity matters",
    .list_order = 310, .cost = 1,
    .run = [](const CheckOptions& o) { return check_mb_l2(o, true); },
};

char swapped(char o) { return o == 'M' ? 'B' : o == 'B' ? 'M' : o; }

CheckResult check_r3(const CheckOptions& o, bool control) {
  Tally tally;
  for (int n = 1; n <= (o.quick ? 4 : 6); ++n)
    for (const Poset& p : nauty_posets(n))
      for (Mask w = 1; w < mask_bit(n); ++w) {
        const PositionalGame one = games::game_of_masks(p, {w});
        std::vector<Mask> singles;
        for (Mask r = w; r; r &= r - 1) singles.push_back(r & -r);
        const PositionalGame many = games::game_of_masks(p, singles);
        const char a = plain_outcome(one), b = plain_outcome(many);
        const char want = control ? a : swapped(a);
        tally.expect(b == want, [&] {
          return game_counterexample(one, std::string("outcome ") + a + "; with the singletons of W: " + b);
        });
      }
  return tally.result(o.quick ? "all posets <= 4 points, every nonempty W" : "all posets <= 6 points, every nonempty W");
}

const Check kCheck_003_R3{
    .id = "003-R3", .source = "003 Remark 3",
    .claim = "One winning set W and the |W| singletons of W have swapped outcomes: M <-> B, N and P fixed.",
    .scope = "all posets <= 6 points, every nonempty W",
    .oracle = "definition",
    .list_order = 40, .cost = 1,
    .run = [](const CheckOptions& o) { return check_r3(o, false); },
};

const Check kCheck_003_R3_ctl{
    .id = "003-R3-ctl", .source = "control for 003 Remark 3",
    .claim = "One set W and its singletons have the same outcome.",
    .scope = "as R3",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2: | {0,1}",
    .note = "must fail: M and B swap",
    .list_order = 320, .cost = 1,
    .run = [](const CheckOptions& o) { return check_r3(o, true); },
};

// ---- L4, T5, T7 -------------------------------------------------------------------

int n_of(const Poset& p, int y) { return p.size() - int(p.up(y).count()); }  // #{v : not v >= y}

CheckResult check_l4(const CheckOptions& o, bool control) {
  Tally tally;
  for (int n = 2; n <= (o.quick ? 5 : 6); ++n)
    for (const Poset& p : nauty_posets(n))
      for (int x = 0; x < n; ++x) {
        if (p.lower_covers(x).empty()) continue;
        const PositionalGame g{p, {{x}}};
        for_each_reachable_state(g, true, [&](Mask a, Mask b, bool maker_moves) {
          if (!maker_moves || ((a | b) >> x & 1)) return;  // whole rounds: Maker to move
          int open = 0, y = -1;
          for (int c : p.lower_covers(x))
            if (!((a | b) >> c & 1)) ++open, y = c;
          if (open != 1) return;
          const bool wins = plain_maker_wins_from(g, a, b, true);
          const bool predicted = (n_of(p, y) % 2 == 1) != control;
          tally.expect(wins == predicted, [&] {
            return game_counterexample(g, "after Maker " + set_text_of(a) + ", Breaker " + set_text_of(b) +
                                              ": y = " + to_string(y) + ", N(y) = " + to_string(n_of(p, y)) +
                                              ", Maker wins: " + yes_no(wins));
          });
        });
      }
  return tally.result(std::string("every whole-round state of F = {{x}} on all posets <= ") + (o.quick ? "5" : "6") +
                      " points with one open predecessor of x");
}

const Check kCheck_003_L4{
    .id = "003-L4", .source = "003 Lemma 4",
    .claim = "F = {{x}}: after whole rounds of a Maker-first game with x unclaimed and exactly one predecessor "
             "y of x unclaimed, Maker (to move) wins iff N(y) is odd.",
    .scope = "every such state of every poset <= 6 points",
    .oracle = "definition",
    .list_order = 50, .cost = 1,
    .run = [](const CheckOptions& o) { return check_l4(o, false); },
};

const Check kCheck_003_L4_ctl{
    .id = "003-L4-ctl", .source = "control for 003 Lemma 4",
    .claim = "As L4 with N(y) even.",
    .scope = "as L4",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2: 0<1 | {1}",
    .note = "must fail",
    .list_order = 330, .cost = 1,
    .run = [](const CheckOptions& o) { return check_l4(o, true); },
};

// 003 Thm 5's criterion for F = {{x}}, height <= 2, Maker first (strict: the control).
bool t5_predicts(const Poset& p, int x, bool strict) {
  if (p.lower_covers(x).empty()) return true;
  int odd = 0, even = 0;
  for (int y : p.lower_covers(x)) (n_of(p, y) % 2 ? odd : even)++;
  return strict ? odd > even : odd >= even;
}

CheckResult check_t5(const CheckOptions& o, bool control) {
  Tally tally;
  for (int n = 1; n <= (o.quick ? 5 : 7); ++n)
    for (const Poset& p : nauty_posets(n)) {
      if (p.height() > 2) continue;
      for (int x = 0; x < n; ++x) {
        const PositionalGame g{p, {{x}}};
        const bool wins = maker_first(g), predicted = t5_predicts(p, x, control);
        tally.expect(wins == predicted, [&] {
          return game_counterexample(g, "predicted Maker wins: " + yes_no(predicted) + ", plain search: " + yes_no(wins));
        });
      }
    }
  return tally.result(std::string("all posets of height <= 2 with <= ") + (o.quick ? "5" : "7") + " points, every x");
}

const Check kCheck_003_T5{
    .id = "003-T5", .source = "003 Thm 5",
    .claim = "Height <= 2, F = {{x}}, Maker first: Maker wins iff x is minimal or |Y_odd| >= |Y_even| "
             "(predecessors y of x by the parity of N(y)).",
    .scope = "all posets of height <= 2 with <= 7 points, every x",
    .oracle = "definition",
    .list_order = 60, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t5(o, false); },
};

const Check kCheck_003_T5_ctl{
    .id = "003-T5-ctl", .source = "control for 003 Thm 5",
    .claim = "As T5 with |Y_odd| > |Y_even| (strict).",
    .scope = "as T5",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 4: 2<0 2<1 3<0 | {0}",
    .note = "must fail on ties",
    .list_order = 340, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t5(o, true); },
};

CheckResult check_t5_height3(const CheckOptions& o) {
  // Thm 5's rule is for height <= 2; at height 3 a single singleton set is no longer
  // decided by it (a witness is searched).
  Tally tally;
  std::string witness;
  for (int n = 3; n <= (o.quick ? 5 : 6) && witness.empty(); ++n)
    for (const Poset& p : nauty_posets(n)) {
      if (p.height() != 3) continue;
      for (int x = 0; x < n && witness.empty(); ++x) {
        const PositionalGame g{p, {{x}}};
        if (maker_first(g) != t5_predicts(p, x, false)) witness = g.to_text();
      }
    }
  tally.expect(!witness.empty(), [&] { return value_counterexample(0, "no witness", "Thm 5's rule held on every height-3 game searched"); });
  return tally.result("posets of height 3 with <= 6 points, F = {{x}}", "height-3 game where Thm 5's rule fails: " + witness);
}

const Check kCheck_003_T5_h3{
    .id = "003-T5-h3", .source = "003 Thm 5 (its height-2 bound)",
    .claim = "Thm 5's rule (Maker, first, wins F = {{x}} iff x is minimal or |Y_odd| >= |Y_even|) does not "
             "decide every poset of height 3: some poset of height 3 and element x exist where plain search and "
             "the rule disagree.",
    .scope = "posets of height 3 with <= 6 points, F = {{x}}, until a witness is found",
    .oracle = "definition",
    .note = "an existence check (the witness is in the notes); it is not a check of Thm 9 (NP-hardness at "
            "height 3 with one winning set of size 1): the set-cover gadget's sizes and relations are lost in "
            "the extraction, so that reduction is neither built nor checked",
    .list_order = 100, .cost = 1,
    .run = check_t5_height3,
};

// 003 Thm 7 for F = {{t} : t nonminimal}, height <= 2, Maker first.
CheckResult check_t7(const CheckOptions& o, bool need_top) {
  Tally tally;
  for (int n = 1; n <= (o.quick ? 5 : 7); ++n)
    for (const Poset& p : nauty_posets(n)) {
      if (p.height() > 2 || (need_top && p.height() < 2)) continue;
      PositionalGame g{p, {}};
      bool some_top = false;
      for (int t = 0; t < n; ++t) {
        if (p.lower_covers(t).empty()) continue;
        g.winning_sets.push_back({t});
        int priv = 0, shared = 0;
        for (int y : p.lower_covers(t)) (p.upper_covers(y).size() == 1 ? priv : shared)++;
        some_top = some_top || priv <= shared;
      }
      const bool predicted = n % 2 == 1 || some_top, wins = maker_first(g);
      tally.expect(wins == predicted, [&] {
        return game_counterexample(g, "predicted Maker wins: " + yes_no(predicted) + ", plain search: " + yes_no(wins));
      });
    }
  return tally.result(std::string("all posets of height ") + (need_top ? "2" : "<= 2") + " with <= " +
                      (o.quick ? "5" : "7") + " points");
}

const Check kCheck_003_T7{
    .id = "003-T7", .source = "003 Thm 7 (as printed)",
    .claim = "Height <= 2, F = {{t} : t nonminimal}, Maker first: Maker wins iff |X| is odd or some t has "
             "#private(t) <= #nonprivate(t) among its predecessors (y is private for t when t is y's only upper "
             "cover).",
    .scope = "all posets of height <= 2 with <= 7 points",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 1: |",
    .note = "refuted as printed: an antichain of odd size (smallest: one point) has no nonminimal element, so F "
            "is empty and Breaker wins although |X| is odd; the theorem needs F nonempty (003-T7-h)",
    .list_order = 70, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t7(o, false); },
};

const Check kCheck_003_T7_h{
    .id = "003-T7-h", .source = "003 Thm 7 with F nonempty",
    .claim = "Thm 7 for posets of height exactly 2 (so F is nonempty).",
    .scope = "all posets of height 2 with <= 7 points",
    .oracle = "definition",
    .list_order = 80, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t7(o, true); },
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_positional_basics_checks(std::vector<Check>& list) {
  list.push_back(kCheck_003_R1);
  list.push_back(kCheck_003_R1_ctl);
  list.push_back(kCheck_003_S1_2);
  list.push_back(kCheck_003_S1_2_ctl);
  list.push_back(kCheck_003_L2);
  list.push_back(kCheck_003_L2_ctl);
  list.push_back(kCheck_003_R3);
  list.push_back(kCheck_003_R3_ctl);
  list.push_back(kCheck_003_L4);
  list.push_back(kCheck_003_L4_ctl);
  list.push_back(kCheck_003_T5);
  list.push_back(kCheck_003_T5_ctl);
  list.push_back(kCheck_003_T5_h3);
  list.push_back(kCheck_003_T7);
  list.push_back(kCheck_003_T7_h);
}

}  // namespace posetlab::checks
