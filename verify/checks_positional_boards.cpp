// Checks of poset positional games on boards and short chains (paper 003): Connect-k on
// m columns of height n (Cor. 18, Remark 19) and chains of height <= 2 with winning sets
// of size <= 2 (Thm 25, both parities of |X|), each with a control. Connect-k boards past
// 16 cells use the fast solver, which the tests hold equal to plain search.
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

// ---- Connect-k (C18, R19) ----------------------------------------------------------------

struct Board {
  int m, n, k;
};

// Outcome of a Connect-k game (plain search; the fast solver past 16 cells, where plain
// search would take minutes, cross-checked against plain search on every smaller one).
bool connect_maker_wins(const PositionalGame& g, bool maker_starts) {
  if (g.size() <= 16) return plain_maker_wins(g, maker_starts);
  MakerBreakerSolver solver;
  return solver.maker_wins(g, maker_starts);
}

CheckResult check_connect(const CheckOptions& o, bool odd_boards, bool maker_starts, bool top_set) {
  Tally tally;
  std::vector<Board> boards;
  for (int m = 1; m <= 5; ++m)
    for (int n = 1; n <= 5; ++n) {
      const bool odd = m % 2 == 1 && n % 2 == 1;
      if (odd != odd_boards || (!odd_boards && n < 2) || m * n > (o.quick ? 12 : 25) || (odd && n < 3)) continue;
      for (int k = 2; k <= m; ++k) boards.push_back({m, n, k});
    }
  std::string scope;
  for (const Board& b : boards) {
    const PositionalGame g = top_set ? games::connect_k_top_set(b.m, b.n, b.k) : games::connect_k(b.m, b.n, b.k);
    const bool wins = connect_maker_wins(g, maker_starts);
    scope += (scope.empty() ? "" : ", ") + to_string(b.m) + "x" + to_string(b.n) + " k=" + to_string(b.k);
    tally.expect(wins, [&] {
      return game_counterexample(g, "m = " + to_string(b.m) + ", n = " + to_string(b.n) + ", k = " + to_string(b.k) +
                                        ": Maker does not win " + (maker_starts ? "first" : "second"));
    });
  }
  return tally.result((top_set ? "the top-row set only; " : "all k-alignments; ") + scope);
}

const Check kCheck_003_C18{
    .id = "003-C18", .source = "003 Cor. 18",
    .claim = "Connect-k (m columns of height n, all k-alignments), 2 <= k <= m, m and n odd (n >= 3): Maker "
             "wins first.",
    .scope = "3x3, 3x5, 5x3, 5x5 boards, every k",
    .oracle = "definition,engine",
    .list_order = 150, .cost = 3,
    .run = [](const CheckOptions& o) { return check_connect(o, true, true, false); },
};

const Check kCheck_003_C18_top{
    .id = "003-C18-top", .source = "003 Cor. 18 (proof)",
    .claim = "The same with the single winning set of the k leftmost cells of the top row: Maker wins first.",
    .scope = "3x3, 3x5, 5x3, 5x5 boards, every k",
    .oracle = "definition,engine",
    .list_order = 160, .cost = 2,
    .run = [](const CheckOptions& o) { return check_connect(o, true, true, true); },
};

const Check kCheck_003_R19{
    .id = "003-R19", .source = "003 Remark 19",
    .claim = "Connect-k with mn even, n >= 2, k <= m: Maker wins playing second.",
    .scope = "boards m <= 5, 2 <= n <= 5, mn even, mn <= 25, every 2 <= k <= m",
    .oracle = "definition,engine",
    .list_order = 170, .cost = 3,
    .run = [](const CheckOptions& o) { return check_connect(o, false, false, false); },
};

const Check kCheck_003_R19_ctl{
    .id = "003-R19-ctl", .source = "control for 003 Remark 19",
    .claim = "As R19 on boards with m and n odd.",
    .scope = "as C18",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "poset 9: 0<1 1<2 3<4 4<5 6<7 7<8 | {2,5}",
    .note = "must fail: with m, n odd and the top-row set Maker does not always win second",
    .list_order = 400, .cost = 1,
    .run = [](const CheckOptions& o) { return check_connect(o, true, false, true); },
};

// ---- T25: chains of height <= 2, sets of size <= 2 --------------------------------------

// The poset: pairs b_i = 2i < t_i = 2i + 1 for i < pairs, then isolated c_j.
Poset height_two_chains(int pairs, int singles) {
  std::vector<Relation> rel;
  for (int i = 0; i < pairs; ++i) rel.emplace_back(2 * i, 2 * i + 1);
  return Poset::from_relations(2 * pairs + singles, rel);
}

// Thm 25 (odd |X|), conditions (1)-(5); the control drops (4).
bool t25_odd_predicts(int pairs, int n, const std::vector<Mask>& sets, bool control) {
  auto top = [&](int x) { return x < 2 * pairs && x % 2 == 1; };
  auto minimal = [&](int x) { return x < n && !top(x); };
  std::set<Mask> f(sets.begin(), sets.end());
  for (Mask w : sets) {
    const int a = std::countr_zero(w), b = std::popcount(w) == 2 ? 63 - std::countl_zero(w) : -1;
    if (b < 0 && minimal(a)) return true;                      // (1)
    if (b < 0 ? top(a) : top(a) && top(b)) return true;         // (5)
    if (b >= 0 && !control) {                                   // (4) {u, t_i}, u minimal, u != b_i
      if (top(b) && minimal(a) && a != b - 1) return true;
      if (top(a) && minimal(b) && b != a - 1) return true;
    }
  }
  for (int u = 0; u < n; ++u) {
    if (!minimal(u)) continue;
    std::vector<int> partners;
    for (int v = 0; v < n; ++v)
      if (v != u && f.count(mask_bit(u) | mask_bit(v))) partners.push_back(v);
    int minimal_partners = 0;
    for (int v : partners) minimal_partners += minimal(v);
    if (minimal_partners >= 2) return true;  // (2)
    if (u < 2 * pairs && u % 2 == 0 && f.count(mask_bit(u) | mask_bit(u + 1)) && minimal_partners >= 1) return true;  // (3)
  }
  return false;
}

// Thm 25 (even |X|): rules R1, R2 until stable; Maker wins iff a set remains (control: R1 only).
bool t25_even_predicts(int pairs, int n, std::vector<Mask> sets, bool control) {
  Mask alive = n == 64 ? ~Mask{0} : mask_bit(n) - 1;
  auto paired = [&](int b) { return b < 2 * pairs && b % 2 == 0 && (alive >> b & 1) && (alive >> (b + 1) & 1); };
  auto minimal = [&](int x) { return (alive >> x & 1) && !(x < 2 * pairs && x % 2 == 1 && (alive >> (x - 1) & 1)); };
  for (bool changed = true; changed && !sets.empty();) {
    changed = false;
    for (std::size_t i = 0; i < sets.size() && !changed; ++i) {  // R1
      const Mask w = sets[i];
      if (std::popcount(w) != 2) continue;
      bool disjoint = true;
      for (std::size_t j = 0; j < sets.size(); ++j) disjoint = disjoint && (j == i || (sets[j] & w) == 0);
      const int a = std::countr_zero(w), b = 63 - std::countl_zero(w);
      if (disjoint && ((minimal(a) && minimal(b)) || (paired(a) && b == a + 1))) {
        alive &= ~w;
        sets.erase(sets.begin() + i);
        changed = true;
      }
    }
    if (changed || control) continue;
    std::vector<int> bs;  // R2 over the current pairs
    for (int b = 0; b < 2 * pairs; b += 2)
      if (paired(b)) bs.push_back(b);
    for (Mask pick = 1; pick < mask_bit(int(bs.size())) && !changed; ++pick) {
      Mask bottoms = 0, tops = 0;
      for (int i = 0; i < int(bs.size()); ++i)
        if (pick >> i & 1) bottoms |= mask_bit(bs[i]), tops |= mask_bit(bs[i] + 1);
      bool holds = true;
      for (Mask w : sets) holds = holds && (!(w & bottoms) || (w & tops));
      if (!holds) continue;
      alive &= ~(bottoms | tops);
      std::erase_if(sets, [&](Mask w) { return (w & (bottoms | tops)) != 0; });
      changed = true;
    }
  }
  return !sets.empty();
}

CheckResult check_t25(const CheckOptions& o, bool odd, bool control) {
  Tally tally;
  std::mt19937_64 rng(odd ? 3251 : 3252);
  auto test = [&](int pairs, int n, const std::vector<Mask>& sets) {
    const PositionalGame g = games::game_of_masks(height_two_chains(pairs, n - 2 * pairs), sets);
    const bool predicted = odd ? t25_odd_predicts(pairs, n, sets, control) : t25_even_predicts(pairs, n, sets, control);
    const bool wins = maker_first(g);
    tally.expect(wins == predicted, [&] {
      return game_counterexample(g, "predicted Maker wins first: " + yes_no(predicted) + ", plain search: " + yes_no(wins));
    });
  };
  const int exhaustive = o.quick ? 4 : 5, largest = o.quick ? 6 : 8;
  for (int n = 1; n <= largest; ++n) {
    if ((n % 2 == 1) != odd) continue;
    std::vector<Mask> candidates;
    for (int a = 0; a < n; ++a) {
      candidates.push_back(mask_bit(a));
      for (int b = a + 1; b < n; ++b) candidates.push_back(mask_bit(a) | mask_bit(b));
    }
    for (int pairs = 0; 2 * pairs <= n; ++pairs) {
      if (n <= exhaustive) {
        for (Mask pick = 0; pick < mask_bit(int(candidates.size())); ++pick) {
          std::vector<Mask> sets;
          for (int i = 0; i < int(candidates.size()); ++i)
            if (pick >> i & 1) sets.push_back(candidates[i]);
          test(pairs, n, sets);
        }
      } else {
        std::uniform_int_distribution<int> pick(0, int(candidates.size()) - 1), count(1, 5);
        for (int r = 0; r < (o.quick ? 100 : 1500); ++r) {
          std::set<Mask> sets;
          for (int c = count(rng); c > 0; --c) sets.insert(candidates[pick(rng)]);
          test(pairs, n, {sets.begin(), sets.end()});
        }
      }
    }
  }
  return tally.result(std::string("|X| ") + (odd ? "odd" : "even") + " <= " + to_string(largest) +
                      ": every family of sets of size <= 2 up to " + to_string(exhaustive) + " points, random beyond");
}

const Check kCheck_003_T25_odd{
    .id = "003-T25-odd", .source = "003 Thm 25 (|X| odd)",
    .claim = "Chains of height <= 2 (b_i < t_i, isolated c_j), sets of size <= 2, |X| odd: Maker (first) wins "
             "iff (1) {u}, u minimal; (2) {u,v}, {u,w}, u, v, w minimal; (3) {b_i,t_i}, {b_i,v}, v minimal; (4) "
             "{u,t_i}, u minimal, u != b_i; or (5) a set of tops only.",
    .scope = "every family up to 5 points, random ones up to 7",
    .oracle = "definition",
    .list_order = 180, .cost = 3,
    .run = [](const CheckOptions& o) { return check_t25(o, true, false); },
};

const Check kCheck_003_T25_even{
    .id = "003-T25-even", .source = "003 Thm 25 (|X| even)",
    .claim = "|X| even: apply R1 (a 2-set disjoint from the other sets, both elements minimal or b_i and t_i: "
             "delete them) and R2 (pairs I such that every set containing some b_i, i in I, contains some t_j, "
             "j in I: delete those pairs and the sets meeting them) until stable; Maker (first) wins iff a set "
             "remains.",
    .scope = "every family up to 4 points, random ones up to 8",
    .oracle = "definition",
    .list_order = 190, .cost = 3,
    .run = [](const CheckOptions& o) { return check_t25(o, false, false); },
};

const Check kCheck_003_T25_odd_ctl{
    .id = "003-T25-odd-ctl", .source = "control for 003 Thm 25",
    .claim = "As T25 (odd) without condition (4).",
    .scope = "as T25-odd",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 3: 0<1 | {1,2}",
    .note = "must fail",
    .list_order = 410, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t25(o, true, true); },
};

const Check kCheck_003_T25_even_ctl{
    .id = "003-T25-even-ctl", .source = "control for 003 Thm 25",
    .claim = "As T25 (even) with rule R1 only.",
    .scope = "as T25-even",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2: 0<1 | {1}",
    .note = "must fail",
    .list_order = 420, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t25(o, false, true); },
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_positional_boards_checks(std::vector<Check>& list) {
  list.push_back(kCheck_003_C18);
  list.push_back(kCheck_003_C18_top);
  list.push_back(kCheck_003_R19);
  list.push_back(kCheck_003_R19_ctl);
  list.push_back(kCheck_003_T25_odd);
  list.push_back(kCheck_003_T25_even);
  list.push_back(kCheck_003_T25_odd_ctl);
  list.push_back(kCheck_003_T25_even_ctl);
}

}  // namespace posetlab::checks
