// Checks of poset games in general: the outcome is g != 0, the Sprague-Grundy sum,
// g <= |P| and the status test (000 Sec. 2); dual symmetry (001 Fact 1.5, Lemma 2.21),
// strategy stealing (001 Fact 1.6) and winning moves (001 Ex. 1.7).
//
// Notation as in docs/checks.md: P||Q or P+Q is the parallel union, C_v the v-chain.
// Values by plain search by the definition on every instance of <= 16 points
// (verify/support/value_oracle.hpp), by the solver beyond; the checks of the solver's own
// shortcuts take every value they compare from plain search.
#include <algorithm>
#include <cstdio>
#include <map>
#include <mutex>
#include <numeric>
#include <random>
#include <set>
#include <string>

#include "engine/core/canonical.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/impartial/mask_search.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/series_parallel.hpp"
#include "engine/impartial/solver.hpp"
#include "enumerate/families.hpp"
#include "results/store/store.hpp"
#include "verify/check_registry.hpp"
#include "verify/support/poset_instances.hpp"
#include "verify/support/two_level_instances.hpp"
#include "verify/support/value_oracle.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

std::string perm_text(const std::vector<int>& f) {
  std::string s = "f = (";
  for (std::size_t i = 0; i < f.size(); ++i) s += (i ? " " : "") + to_string(f[i]);
  return s + ")";
}

// ---- Section 2 -------------------------------------------------------------------

CheckResult check_o23(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  std::mt19937_64 rng(2303);
  std::vector<Poset> list = posets_up_to(o.quick ? 5 : 7);
  const int random = o.quick ? 50 : 1000;
  for (int k = 0; k < random; ++k) list.push_back(random_poset(8 + k % 9, 0.3, rng));
  for (const Poset& p : list) {
    // The outcome by the definition of winning (some move to a losing position), with
    // no Grundy values at all: the independent side of the observation.
    const bool wins = plain_first_player_wins(p);
    const int g = oracle.grundy(p);
    tally.expect(wins == (g != 0), [&] {
      return poset_counterexample(p, "g = " + to_string(g) + " but first player " + (wins ? "wins" : "loses"));
    });
  }
  return tally.result(o.quick ? "all posets <= 5 points + 50 random (8..16 points)"
                              : "all posets <= 7 points + 1000 random (8..16 points)",
                      oracle.note());
}

const Check kCheck_000_O2_3{
    .id = "000-O2.3", .source = "000 Obs. 2.3",
    .claim = "The first player wins the game on P (some move reaches a position the next player loses, by the "
             "definition, no Grundy values used) iff g(P) != 0.",
    .scope = "all posets <= 7 points, 1000 random posets",
    .oracle = "definition,engine",
    .list_order = 10, .cost = 2,
    .run = check_o23,
};

CheckResult check_t24(const CheckOptions& o) {
  Tally tally;
  // The solver splits components and XORs them: this theorem. Every value compared comes
  // from plain search by the definition; a pair whose union is past its reach is left out.
  ValueOracle oracle(tally, o.quick ? 1u << 14 : 1u << 18);
  std::mt19937_64 rng(204);
  const int pairs = o.quick ? 100 : 3000;
  int max_g = 0;
  for (int k = 0; k < pairs; ++k) {
    Poset a, b;
    if (k % 2 == 0) {
      a = random_poset(2 + k % 11, 0.35, rng);
      b = random_poset(2 + (k / 2) % 13, 0.25, rng);
    } else {
      a = set_system_to_poset(random_family(2 + k % 4, 1 + k % 7, 0.5, rng));
      b = set_system_to_poset(random_family(2 + (k / 3) % 4, 1 + (k / 5) % 7, 0.5, rng));
    }
    const Poset sum = Poset::parallel(a, b);
    const auto gs_by_definition = oracle.definition(sum);
    if (!gs_by_definition) continue;
    const int ga = *oracle.definition(a), gb = *oracle.definition(b), gs = *gs_by_definition;
    max_g = std::max(max_g, gs);
    tally.expect(gs == (ga ^ gb), [&] {
      return poset_counterexample(sum, "g(P1) = " + to_string(ga) + ", g(P2) = " + to_string(gb) + ": " +
                                           predicted(ga ^ gb, gs));
    });
  }
  return tally.result(to_string(pairs) + " random pairs (general posets 2..14 points, two-level families), those "
                      "whose union has at most " + to_string(o.quick ? 1u << 14 : 1u << 18) + " positions",
                      "largest g(P1||P2) seen: " + to_string(max_g) + "; " + oracle.note());
}

const Check kCheck_000_T2_4{
    .id = "000-T2.4", .source = "000 Thm 2.4 (Sprague-Grundy)",
    .claim = "For posets P1, P2 and their parallel union P1||P2 (disjoint, no comparabilities between them), "
             "g(P1||P2) = g(P1) XOR g(P2); the union is solved as one poset.",
    .scope = "3000 random pairs, those whose union plain search reaches",
    .oracle = "definition",
    .list_order = 20, .cost = 2,
    .run = check_t24,
};

CheckResult check_s2_bound(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  for (const Poset& p : posets_up_to(o.quick ? 5 : 8)) {
    const int g = oracle.grundy(p);
    tally.expect(g <= p.size(), [&] { return poset_counterexample(p, "g = " + to_string(g) + " > |P|"); });
  }
  return tally.result(o.quick ? "all posets <= 5 points" : "all posets <= 8 points", oracle.note());
}

const Check kCheck_000_S2_bound{
    .id = "000-S2-bound", .source = "000 Sec. 2",
    .claim = "g(P) <= |P| (a position has at most |P| options).",
    .scope = "all posets <= 8 points",
    .oracle = "definition,engine",
    .list_order = 30, .cost = 2,
    .run = check_s2_bound,
};

CheckResult check_s2_status(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  for (const Poset& p : posets_up_to(o.quick ? 4 : 6)) {
    const int g = oracle.grundy(p);
    std::vector<int> zeros;  // v with P || C_v a second-player win, solved as one poset
    for (int v = 0; v <= p.size(); ++v)
      if (oracle.grundy(Poset::parallel(p, chain_poset(v))) == 0) zeros.push_back(v);
    tally.expect(zeros.size() == 1 && zeros[0] == g, [&] {
      return poset_counterexample(p, "g = " + to_string(g) + ", v with P||C_v losing: " + set_text(zeros));
    });
  }
  return tally.result(o.quick ? "all posets <= 4 points, v = 0..|P|" : "all posets <= 6 points, v = 0..|P|",
                      oracle.note());
}

const Check kCheck_000_S2_status{
    .id = "000-S2-status", .source = "000 Sec. 2 (Cor. 2.5)",
    .claim = "g(P) is the unique v in {0..|P|} for which P||C_v (C_v the v-chain) is a second-player win.",
    .scope = "all posets <= 6 points",
    .oracle = "definition,engine",
    .list_order = 40, .cost = 2,
    .run = check_s2_status,
};

// ---- Dual symmetry: Fact 1.5 and Lemma 2.21 ---------------------------------------

struct Symmetric {
  Poset p;
  std::vector<std::vector<int>> involutions;
};

// Every poset up to `n` points with all its involutive automorphisms, then random
// posets built symmetric under a chosen involution (10..16 points, 0..4 fixed points).
std::vector<Symmetric> symmetric_instances(const CheckOptions& o) {
  std::vector<Symmetric> out;
  for (const Poset& p : posets_up_to(o.quick ? 6 : 8)) {
    auto inv = involutive_automorphisms(p);
    if (!inv.empty()) out.push_back({p, std::move(inv)});
  }
  std::mt19937_64 rng(105);
  const int random = o.quick ? 40 : 600;
  for (int k = 0; k < random; ++k) {
    const int fixed = k % 5, n = 10 + (k % 4) * 2 + (fixed % 2);
    std::vector<int> f;
    Poset p = random_symmetric_poset(n, fixed, 0.25, rng, f);
    out.push_back({std::move(p), {f}});
  }
  return out;
}

std::string symmetric_scope(const CheckOptions& o) {
  return std::string(o.quick ? "all posets <= 6 points" : "all posets <= 8 points") +
         " with every involutive automorphism f; " + (o.quick ? "40" : "600") +
         " random posets (10-17 points) symmetric under a chosen f";
}

std::vector<int> fixed_points(const std::vector<int>& f) {
  std::vector<int> out;
  for (int x = 0; x < int(f.size()); ++x)
    if (f[x] == x) out.push_back(x);
  return out;
}

// control: every such involution, fixed points or not (the hypothesis dropped).
CheckResult check_f15a(const CheckOptions& o, bool control) {
  Tally tally;
  ValueOracle values(tally, o);
  for (const Symmetric& s : symmetric_instances(o)) {
    const int g = values.grundy(s.p);
    for (const auto& f : s.involutions) {
      if (!control && !fixed_points(f).empty()) continue;
      tally.expect(g == 0, [&] { return poset_counterexample(s.p, perm_text(f) + " has no fixed point, g = " + to_string(g)); });
    }
  }
  return tally.result(symmetric_scope(o) + "; those f without fixed points", values.note());
}

const Check kCheck_001_F1_5a{
    .id = "001-F1.5a", .source = "001 Fact 1.5 (first bullet)",
    .claim = "If f: P -> P satisfies f(f(x)) = x and (x <= y iff f(x) <= f(y)) and has no fixed point, P is a "
             "forall-game (g = 0).",
    .scope = "all posets <= 8 points, every such f; random symmetric posets",
    .oracle = "definition,engine",
    .list_order = 30, .cost = 3,
    .run = [](const CheckOptions& o) { return check_f15a(o, false); },
};

const Check kCheck_001_F1_5a_ctl{
    .id = "001-F1.5a-ctl", .source = "control for 001 Fact 1.5",
    .claim = "Every order automorphism f with f(f(x)) = x, fixed points allowed, makes P a forall-game.",
    .scope = "as F1.5a",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "poset 3:",
    .note = "must fail: a fixed point can be the winning move",
    .list_order = 210, .cost = 1,
    .run = [](const CheckOptions& o) { return check_f15a(o, true); },
};

CheckResult check_f15b(const CheckOptions& o) {
  Tally tally;
  ValueOracle values(tally, o);
  for (const Symmetric& s : symmetric_instances(o)) {
    const int g = values.grundy(s.p);
    for (const auto& f : s.involutions) {
      const auto fixed = fixed_points(f);
      bool has_min = false;
      for (int m : fixed) {
        bool below_all = true;
        for (int y : fixed) below_all = below_all && s.p.leq(m, y);
        has_min = has_min || below_all;
      }
      if (!has_min) continue;
      tally.expect(g != 0, [&] {
        return poset_counterexample(s.p, perm_text(f) + ": fixed points have a minimum, yet g = 0");
      });
    }
  }
  return tally.result(symmetric_scope(o) + "; those f whose fixed points have a minimum", values.note());
}

const Check kCheck_001_F1_5b{
    .id = "001-F1.5b", .source = "001 Fact 1.5 (second bullet)",
    .claim = "For f as in Fact 1.5, if the set of fixed points has a minimum (a fixed point below every other "
             "fixed point), P is an exists-game.",
    .scope = "all posets <= 8 points, every such f; random symmetric posets",
    .oracle = "definition,engine",
    .list_order = 40, .cost = 3,
    .run = check_f15b,
};

CheckResult check_l221(const CheckOptions& o, bool control) {
  Tally tally;
  ValueOracle values(tally, o);
  std::uint64_t down_sets = 0;
  for (const Symmetric& s : symmetric_instances(o)) {
    const int g = values.grundy(s.p);
    for (const auto& f : s.involutions) {
      const auto fixed = fixed_points(f);
      const bool down = is_down_set(s.p, fixed);
      if (down) ++down_sets;
      if (!control && !down) continue;
      const int gf = values.grundy(s.p.induced(fixed));
      tally.expect(g == gf, [&] {
        return poset_counterexample(s.p, perm_text(f) + ": fixed set " + set_text(fixed) + (down ? "" : " (not a down-set)") +
                                             ", g(P) = " + to_string(g) + ", g(F) = " + to_string(gf));
      });
    }
  }
  return tally.result(symmetric_scope(o) + (control ? "; every f" : "; those f whose fixed set is a down-set"),
                      to_string(down_sets) + " (P, f) with a down-set of fixed points; " + values.note());
}

const Check kCheck_001_L2_21{
    .id = "001-L2.21", .source = "001 Lemma 2.21",
    .claim = "For f as in Fact 1.5 let F be its fixed points as an induced subposet. If F is a down-set then P "
             "~ F, i.e. g(P) = g(F).",
    .scope = "all posets <= 8 points, every such f; random symmetric posets",
    .oracle = "definition,engine",
    .list_order = 70, .cost = 3,
    .run = [](const CheckOptions& o) { return check_l221(o, false); },
};

const Check kCheck_001_L2_21_ctl{
    .id = "001-L2.21-ctl", .source = "control for 001 Lemma 2.21",
    .claim = "CONTROL (deliberately false): Lemma 2.21 without its hypothesis, g(P) = g(F) for every involutive "
             "automorphism, whether or not F is a down-set.",
    .scope = "as 001-L2.21, every f",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "poset 3: 0<2 1<2",
    .note = "must fail: for Lambda_2 (two points below a third) the swap fixes only the top, g(P) = 2, g(F) = 1",
    .list_order = 190, .cost = 3,
    .run = [](const CheckOptions& o) { return check_l221(o, true); },
};

// ---- Strategy stealing and winning moves --------------------------------------------

std::vector<Poset> general_instances(const CheckOptions& o, unsigned seed) {
  std::vector<Poset> list = posets_up_to(o.quick ? 6 : 8);
  std::mt19937_64 rng(seed);
  const int random = o.quick ? 40 : 800;
  for (int k = 0; k < random; ++k) list.push_back(random_poset(9 + k % 12, 0.15 + 0.05 * (k % 6), rng));
  return list;
}

std::string general_scope(const CheckOptions& o) {
  return o.quick ? "all posets <= 6 points + 40 random (9-20 points)" : "all posets <= 8 points + 800 random (9-20 points)";
}

// control: every point x, not only those comparable with every point.
CheckResult check_f16(const CheckOptions& o, bool control) {
  Tally tally;
  ValueOracle values(tally, o);
  for (const Poset& p : general_instances(o, 106)) {
    std::vector<int> arts = articulation_points(p);
    if (control) {
      arts.resize(p.size());
      std::iota(arts.begin(), arts.end(), 0);
    }
    if (p.empty() || arts.empty()) continue;
    const SolveResult r = values.solve(p);
    for (int x : arts) {
      bool below = false;
      for (int y : r.winning_moves) below = below || p.leq(y, x);
      tally.expect(r.grundy != 0 && below, [&] {
        return poset_counterexample(p, "articulation point " + to_string(x) + ": g = " + to_string(r.grundy) +
                                           ", winning moves " + set_text(r.winning_moves));
      });
    }
  }
  return tally.result(general_scope(o) + "; each (P, articulation point)", values.note());
}

const Check kCheck_001_F1_6{
    .id = "001-F1.6", .source = "001 Fact 1.6 and its proof",
    .claim = "If a nonempty P has an articulation point x (comparable with every point), P is an exists-game, "
             "and some winning first move y satisfies y <= x.",
    .scope = "all posets <= 8 points + random, each articulation point",
    .oracle = "definition,engine",
    .note = "the 'at or below x' part is read from the proof: a winning reply to x lies in P_x, below x",
    .list_order = 50, .cost = 2,
    .run = [](const CheckOptions& o) { return check_f16(o, false); },
};

const Check kCheck_001_F1_6_ctl{
    .id = "001-F1.6-ctl", .source = "control for 001 Fact 1.6",
    .claim = "Every point x of a nonempty P (comparable with every point or not) makes P an exists-game with a "
             "winning move at or below x.",
    .scope = "as F1.6",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "poset 2:",
    .note = "must fail: the articulation hypothesis is needed",
    .list_order = 220, .cost = 1,
    .run = [](const CheckOptions& o) { return check_f16(o, true); },
};

CheckResult check_ex17(const CheckOptions& o) {
  Tally tally;
  ValueOracle values(tally, o);
  for (const Poset& p : general_instances(o, 107)) {
    const SolveResult r = values.solve(p);
    bool antichain = true;
    for (int a : r.winning_moves)
      for (int b : r.winning_moves) antichain = antichain && (a == b || !p.comparable(a, b));
    tally.expect(antichain, [&] { return poset_counterexample(p, "winning moves " + set_text(r.winning_moves)); });
  }
  return tally.result(general_scope(o), values.note());
}

const Check kCheck_001_Ex1_7{
    .id = "001-Ex1.7", .source = "001 Ex. 1.7",
    .claim = "The winning first moves of any poset form an antichain.",
    .scope = "all posets <= 8 points + random",
    .oracle = "definition,engine",
    .list_order = 60, .cost = 2,
    .run = check_ex17,
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_posets_basics_checks(std::vector<Check>& list) {
  list.push_back(kCheck_000_O2_3);
  list.push_back(kCheck_000_T2_4);
  list.push_back(kCheck_000_S2_bound);
  list.push_back(kCheck_000_S2_status);
  list.push_back(kCheck_001_F1_5a);
  list.push_back(kCheck_001_F1_5a_ctl);
  list.push_back(kCheck_001_F1_5b);
  list.push_back(kCheck_001_L2_21);
  list.push_back(kCheck_001_L2_21_ctl);
  list.push_back(kCheck_001_F1_6);
  list.push_back(kCheck_001_F1_6_ctl);
  list.push_back(kCheck_001_Ex1_7);
}

}  // namespace posetlab::checks
