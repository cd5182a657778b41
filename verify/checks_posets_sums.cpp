// Checks of series and parallel unions of poset games (paper 001): C_m + C_n
// (Ex. 1.3, 1.4), the Sprague-Grundy theorem (Prop. 2.26, Thm 2.28), the g-set rules of
// the Deuber-Thomassé algorithm (Fact 3.1, Lemma 3.2 and its consequences), and series
// unions not determined by values (Sec. 2.5).
//
// Notation as in docs/checks.md (paper 001): P/Q is P above Q (Poset::series(P, Q)),
// P+Q the parallel union, exists-game = first player wins (g != 0), forall-game =
// second player wins. Values by plain search by the definition wherever it is
// affordable (ValueOracle), the solver on the larger instances.
#include <algorithm>
#include <map>
#include <numeric>
#include <random>
#include <set>
#include <string>

#include "engine/impartial/mask_search.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "engine/impartial/series_parallel.hpp"
#include "engine/impartial/solver.hpp"
#include "enumerate/families.hpp"
#include "verify/check_registry.hpp"
#include "verify/support/poset_instances.hpp"
#include "verify/support/value_oracle.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

// ---- Unions --------------------------------------------------------------------------

CheckResult check_ex13(const CheckOptions& o) {
  Tally tally;
  ValueOracle values(tally, o);
  const int top = o.quick ? 10 : 40;
  for (int m = 0; m <= top; ++m)
    for (int n = 0; n <= top; ++n) {
      // (m + 1)(n + 1) positions: plain search by the definition reaches every one.
      const Poset p = Poset::parallel(chain_poset(m), chain_poset(n));
      const auto g = values.definition(p);
      if (!g) continue;
      tally.expect((*g == 0) == (m == n), [&] {
        return poset_counterexample(p, "C_" + to_string(m) + " + C_" + to_string(n) + ": g = " + to_string(*g));
      });
    }
  return tally.result("m, n = 0.." + to_string(top), values.note());
}

const Check kCheck_001_Ex1_3{
    .id = "001-Ex1.3", .source = "001 Ex. 1.3",
    .claim = "C_m + C_n (two chains side by side) is a forall-game iff m = n.",
    .scope = "m, n = 0..40",
    .oracle = "definition",
    .list_order = 10, .cost = 0.5,
    .run = check_ex13,
};

std::vector<Poset> pair_parts(const CheckOptions& o) { return posets_up_to(o.quick ? 3 : 4); }

std::string pair_scope(const CheckOptions& o) {
  return o.quick ? "all ordered pairs of posets <= 3 points + 50 random pairs"
                 : "all ordered pairs of posets <= 4 points (625) + 1000 random pairs (2-9 points each)";
}

// Calls f(P, Q) on every pair of small posets and on random pairs.
template <class F>
void for_pairs(const CheckOptions& o, unsigned seed, F f) {
  const auto parts = pair_parts(o);
  for (const Poset& p : parts)
    for (const Poset& q : parts) f(p, q);
  std::mt19937_64 rng(seed);
  const int random = o.quick ? 50 : 1000;
  for (int k = 0; k < random; ++k) f(random_poset(2 + k % 8, 0.3, rng), random_poset(2 + (k / 8) % 8, 0.3, rng));
}

// control: "iff P and Q are exists-games" (both, not either).
CheckResult check_ex14(const CheckOptions& o, bool control) {
  Tally tally;
  ValueOracle values(tally, o);
  for_pairs(o, 114, [&](const Poset& p, const Poset& q) {
    const Poset pq = Poset::series(p, q);
    const bool exists = values.grundy(pq) != 0;
    const bool either = control ? values.grundy(p) != 0 && values.grundy(q) != 0
                                : values.grundy(p) != 0 || values.grundy(q) != 0;
    tally.expect(exists == either, [&] {
      return poset_counterexample(pq, std::string("P/Q is ") + (exists ? "exists" : "forall") + " but P or Q: " +
                                          (either ? "yes" : "no"));
    });
  });
  return tally.result(pair_scope(o), values.note());
}

const Check kCheck_001_Ex1_4{
    .id = "001-Ex1.4", .source = "001 Ex. 1.4",
    .claim = "P/Q (P above Q) is an exists-game iff P or Q is an exists-game.",
    .scope = "pairs of small posets",
    .oracle = "definition,engine",
    .list_order = 20, .cost = 1,
    .run = [](const CheckOptions& o) { return check_ex14(o, false); },
};

const Check kCheck_001_Ex1_4_ctl{
    .id = "001-Ex1.4-ctl", .source = "control for 001 Ex. 1.4",
    .claim = "P/Q is an exists-game iff P and Q both are.",
    .scope = "as Ex1.4",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "poset 1:",
    .note = "must fail: either suffices",
    .list_order = 200, .cost = 1,
    .run = [](const CheckOptions& o) { return check_ex14(o, true); },
};

CheckResult check_p226_t228(const CheckOptions& o) {
  Tally tally;
  ValueOracle values(tally, o);  // the sum solved as one poset, by the definition where affordable
  for_pairs(o, 226, [&](const Poset& p, const Poset& q) {
    const Poset sum = Poset::parallel(p, q);
    const int gp = values.grundy(p), gq = values.grundy(q), gs = values.grundy(sum);
    PlainSearch search(sum);  // win/lose by the definition alone, no values
    const bool wins = search.first_player_wins(search.all());
    tally.expect(gs == (gp ^ gq) && wins == (gs != 0), [&] {
      return poset_counterexample(sum, "g(G) = " + to_string(gp) + ", g(H) = " + to_string(gq) + ", g(G+H) = " +
                                           to_string(gs) + ", first player " + (wins ? "wins" : "loses"));
    });
  });
  return tally.result(pair_scope(o), values.note());
}

const Check kCheck_001_P2_26_T2_28{
    .id = "001-P2.26/T2.28", .source = "001 Prop. 2.26, Thm 2.28 (Sprague-Grundy)",
    .claim = "For posets G, H: G+H is a forall-game (no move to a losing position, by the definition) iff "
             "g(G+H) = 0, and g(G+H) = g(G) XOR g(H), the sum solved as one poset.",
    .scope = "pairs of small posets",
    .oracle = "definition,engine",
    .list_order = 130, .cost = 1,
    .run = check_p226_t228,
};

CheckResult check_f31(const CheckOptions& o) {
  Tally tally;
  ValueOracle values(tally, o);
  for_pairs(o, 131, [&](const Poset& p, const Poset& q) {
    const Poset sum = Poset::parallel(p, q);
    const GrundySet want = gset_parallel(values.solve(p).gset, values.solve(q).gset);
    const GrundySet got = values.solve(sum).gset;
    tally.expect(got == want, [&] {
      return poset_counterexample(sum, "g-set predicted " + set_text(want) + ", computed " + set_text(got));
    });
  });
  return tally.result(pair_scope(o), values.note());
}

const Check kCheck_001_F3_1{
    .id = "001-F3.1", .source = "001 Fact 3.1",
    .claim = "g-set(P+Q) = {g(P) XOR v : v in g-set(Q)} u {v XOR g(Q) : v in g-set(P)}.",
    .scope = "pairs of small posets",
    .oracle = "definition,engine",
    .list_order = 140, .cost = 1,
    .run = check_f31,
};

// control: the operands of the Grundy product swapped, g-set(Q) (.) g-set(P).
CheckResult check_l32(const CheckOptions& o, bool control) {
  Tally tally;
  ValueOracle values(tally, o);
  for_pairs(o, 132, [&](const Poset& p, const Poset& q) {
    const Poset pq = Poset::series(p, q);
    const GrundySet gp = values.solve(p).gset, gq = values.solve(q).gset;
    const GrundySet want = control ? gset_series(gq, gp) : gset_series(gp, gq);
    const GrundySet got = values.solve(pq).gset;
    tally.expect(got == want, [&] {
      return poset_counterexample(pq, "g-set(P/Q) predicted " + set_text(want) + ", computed " + set_text(got));
    });
  });
  return tally.result(pair_scope(o), values.note());
}

const Check kCheck_001_L3_2{
    .id = "001-L3.2", .source = "001 Lemma 3.2 (Deuber-Thomassé)",
    .claim = "g-set(P/Q) = g-set(P) (.) g-set(Q), where A (.) B = B u {mex_a(B) : a in A} and mex_a(B) is the "
             "a-th natural number (from 0) not in B.",
    .scope = "pairs of small posets",
    .oracle = "definition,engine",
    .list_order = 150, .cost = 1,
    .run = [](const CheckOptions& o) { return check_l32(o, false); },
};

const Check kCheck_001_L3_2_ctl{
    .id = "001-L3.2-ctl", .source = "control for 001 Lemma 3.2",
    .claim = "g-set(P/Q) = g-set(Q) (.) g-set(P): the operands of the Grundy product swapped.",
    .scope = "as L3.2",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "poset 3: 0<1 0<2",
    .note = "must fail: the product is not commutative",
    .list_order = 240, .cost = 1,
    .run = [](const CheckOptions& o) { return check_l32(o, true); },
};

CheckResult check_l32_cor(const CheckOptions& o) {
  Tally tally;
  ValueOracle values(tally, o);
  for_pairs(o, 133, [&](const Poset& p, const Poset& q) {
    const Poset pq = Poset::series(p, q);
    const int g = values.grundy(pq), gp = values.grundy(p), gq = values.grundy(q);
    tally.expect(g >= gp + gq, [&] {
      return poset_counterexample(pq, "g(P/Q) = " + to_string(g) + " < g(P) + g(Q) = " + to_string(gp + gq));
    });
  });
  return tally.result(pair_scope(o), values.note());
}

const Check kCheck_001_L3_2_cor{
    .id = "001-L3.2-cor", .source = "001 Sec. 3.1 (consequence of Lemma 3.2)",
    .claim = "g(P/Q) >= g(P) + g(Q).",
    .scope = "pairs of small posets",
    .oracle = "definition,engine",
    .list_order = 170, .cost = 1,
    .run = check_l32_cor,
};

CheckResult check_l32_mex(const CheckOptions& o) {
  Tally tally;
  const int bits = o.quick ? 5 : 8;
  for (unsigned a = 0; a < (1u << bits); ++a)
    for (unsigned b = 0; b < (1u << bits); ++b) {
      GrundySet A, B;
      for (int v = 0; v < bits; ++v) {
        if (a >> v & 1) A.push_back(v);
        if (b >> v & 1) B.push_back(v);
      }
      const int lhs = mex_of_sorted(gset_series(A, B)), rhs = nth_missing(B, mex_of_sorted(A));
      tally.expect(lhs == rhs, [&] {
        return value_counterexample(int(A.size() + B.size()), "A = " + set_text(A) + ", B = " + set_text(B),
                                    "mex(A (.) B) = " + to_string(lhs) + ", mex_{mex A}(B) = " + to_string(rhs));
      });
    }
  return tally.result("all A, B subsets of {0.." + to_string(bits - 1) + "}");
}

const Check kCheck_001_L3_2_mex{
    .id = "001-L3.2-mex", .source = "001 Sec. 3.1, note after the Grundy product",
    .claim = "mex(A (.) B) = mex_{mex A}(B) for finite sets A, B of naturals.",
    .scope = "all A, B within {0..7}",
    .oracle = "formula",
    .list_order = 160, .cost = 0.5,
    .run = check_l32_mex,
};

CheckResult check_s25(const CheckOptions& o) {
  // Existence: pairs (P, Q) and (P', Q') with g(P) = g(P'), g(Q) = g(Q') but
  // g(P/Q) != g(P'/Q'). Every ordered pair of small posets is keyed by (g(P), g(Q)).
  Tally disagreements;  // the solver against the definition; the existence claim itself is below
  ValueOracle values(disagreements, o);
  const auto parts = posets_up_to(o.quick ? 4 : 5);
  std::vector<int> g(parts.size());
  for (std::size_t i = 0; i < parts.size(); ++i) g[i] = values.grundy(parts[i]);
  struct Seen {
    std::size_t p, q;
    int value;
  };
  std::map<std::pair<int, int>, std::vector<Seen>> by_key;
  std::uint64_t tried = 0;
  std::string witness;
  int witness_size = 1 << 30;
  for (std::size_t a = 0; a < parts.size(); ++a)
    for (std::size_t b = 0; b < parts.size(); ++b) {
      if (parts[a].empty() || parts[b].empty()) continue;  // P/empty = P says nothing
      const int v = values.grundy(Poset::series(parts[a], parts[b]));
      ++tried;
      auto& seen = by_key[{g[a], g[b]}];
      for (const Seen& s : seen) {
        const int size = parts[a].size() + parts[b].size() + parts[s.p].size() + parts[s.q].size();
        if (s.value == v || size >= witness_size) continue;
        witness_size = size;
        witness = "P = " + parts[s.p].to_text() + ", Q = " + parts[s.q].to_text() + " and P' = " + parts[a].to_text() +
                  ", Q' = " + parts[b].to_text() + ": g(P) = g(P') = " + to_string(g[a]) + ", g(Q) = g(Q') = " +
                  to_string(g[b]) + ", but g(P/Q) = " + to_string(s.value) + " and g(P'/Q') = " + to_string(v);
      }
      if (seen.size() < 64) seen.push_back({a, b, v});
    }
  CheckResult r;
  r.instances = tried;
  r.scope = std::string("ordered pairs (P, Q) of nonempty posets <= ") + (o.quick ? "4" : "5") + " points";
  if (disagreements.failures()) {
    const CheckResult d = disagreements.result("");
    r.failures = d.failures;
    r.counterexample = d.counterexample;
  } else if (witness.empty()) {
    r.failures = 1;
    r.counterexample = value_counterexample(0, "no witness", "g(P/Q) was a function of g(P), g(Q) on every pair");
  }
  r.notes = (witness.empty() ? "" : "smallest witness: " + witness + "; ") + values.note();
  return r;
}

const Check kCheck_001_S2_5{
    .id = "001-S2.5", .source = "001 Sec. 2.5, after Fact 2.30",
    .claim = "g(P/Q) is not a function of g(P) and g(Q): some P, P' with g(P) = g(P') and some Q have g(P/Q) != "
             "g(P'/Q). (Existence: a witness passes.)",
    .scope = "pairs of posets <= 5 points",
    .oracle = "definition,engine",
    .list_order = 120, .cost = 0.5,
    .run = check_s25,
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_posets_sums_checks(std::vector<Check>& list) {
  list.push_back(kCheck_001_Ex1_3);
  list.push_back(kCheck_001_Ex1_4);
  list.push_back(kCheck_001_Ex1_4_ctl);
  list.push_back(kCheck_001_P2_26_T2_28);
  list.push_back(kCheck_001_F3_1);
  list.push_back(kCheck_001_L3_2);
  list.push_back(kCheck_001_L3_2_ctl);
  list.push_back(kCheck_001_L3_2_cor);
  list.push_back(kCheck_001_L3_2_mex);
  list.push_back(kCheck_001_S2_5);
}

}  // namespace posetlab::checks
