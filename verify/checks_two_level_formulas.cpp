// Checks of the closed forms for two-level posets (paper 000, Fenner, Gurjar, Korwar,
// Thierauf, "On Two-Level Poset Games"): the zig-zags M_i, N_i, W_i (Thm 3.1, and the
// g-set of N_i from its proof), K(2,t) (Fig. 3), and the parity-uniform formula
// (Def. 4.1, Thm 4.2, Cor. 4.3), each with a deliberately false control.
//
// Values by plain search by the definition on every instance of <= 16 points
// (verify/support/value_oracle.hpp), by the solver beyond; Def. 4.1 is tested by trying every
// bipartition, without values.
#include <algorithm>
#include <cstdio>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <string>

#include "engine/core/canonical.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/impartial/plain_grundy.hpp"
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

// g(N_i) by 000 Thm 3.1 (2); `with_one_mod_three` false gives the control's variant.
int n_formula(int i, bool with_one_mod_three) {
  const int q = 4 * (i / 3);
  return with_one_mod_three && i % 3 == 1 ? q + 2 : q;
}

// ---- Thm 3.1 and Fig. 3 ----------------------------------------------------------

int zigzag_limit(const CheckOptions& o) { return o.quick ? 30 : 300; }

// The control `swapped` checks each zig-zag against the other's formula.
CheckResult check_t31_m(const CheckOptions& o, bool swapped) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = zigzag_limit(o);
  for (int i = 0; i <= top; ++i) {
    const SetSystem f = families::zigzag_m(i);
    const int g = family_grundy(oracle, f), want = swapped ? 1 : i % 2 + 1;
    tally.expect(g == want, [&] { return family_counterexample(f, "M_" + to_string(i) + ": " + predicted(want, g)); });
  }
  return tally.result("M_i, i = 0.." + to_string(top), oracle.note());
}

const Check kCheck_000_T3_1_1{
    .id = "000-T3.1(1)", .source = "000 Thm 3.1 (1)",
    .claim = "M_i (i tops, i+1 bottoms, top k above bottoms k and k+1; M_0 one point): g(M_i) = (i mod 2) + 1.",
    .scope = "i = 0..300",
    .oracle = "definition,engine",
    .list_order = 50, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t31_m(o, false); },
};

const Check kCheck_000_T3_1_1_ctl{
    .id = "000-T3.1(1)-ctl", .source = "control for 000 Thm 3.1 (1)",
    .claim = "CONTROL (deliberately false): g(M_i) = 1 for every i, i.e. W_i's value given to M_i.",
    .scope = "i = 0..300",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 2: {0,1}",
    .note = "must fail, first at M_1 = K(2,1) (g = 2)",
    .list_order = 200, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t31_m(o, true); },
};

CheckResult check_t31_w(const CheckOptions& o, bool swapped) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = zigzag_limit(o);
  for (int i = 0; i <= top; ++i) {
    const SetSystem f = families::zigzag_w(i);
    const int g = family_grundy(oracle, f), want = swapped ? i % 2 + 1 : 1;
    tally.expect(g == want, [&] { return family_counterexample(f, "W_" + to_string(i) + ": " + predicted(want, g)); });
  }
  return tally.result("W_i, i = 0.." + to_string(top), oracle.note());
}

const Check kCheck_000_T3_1_3{
    .id = "000-T3.1(3)", .source = "000 Thm 3.1 (3)",
    .claim = "W_i (i bottoms, i+1 tops, zig-zag starting and ending with a top; W_0 one point): g(W_i) = 1.",
    .scope = "i = 0..300",
    .oracle = "definition,engine",
    .list_order = 80, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t31_w(o, false); },
};

const Check kCheck_000_T3_1_3_ctl{
    .id = "000-T3.1(3)-ctl", .source = "control for 000 Thm 3.1 (3)",
    .claim = "CONTROL (deliberately false): g(W_i) = (i mod 2) + 1, i.e. M_i's formula given to W_i.",
    .scope = "i = 0..300",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 1: {0} {0}",
    .note = "must fail, first at W_1 (one bottom below two tops, g = 1)",
    .list_order = 210, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t31_w(o, true); },
};

CheckResult check_t31_n(const CheckOptions& o, bool with_one_mod_three) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = zigzag_limit(o);
  for (int i = 0; i <= top; ++i) {
    const SetSystem f = families::zigzag_n(i);
    const int g = family_grundy(oracle, f), want = n_formula(i, with_one_mod_three);
    tally.expect(g == want, [&] { return family_counterexample(f, "N_" + to_string(i) + ": " + predicted(want, g)); });
  }
  return tally.result("N_i, i = 0.." + to_string(top), oracle.note());
}

const Check kCheck_000_T3_1_2{
    .id = "000-T3.1(2)", .source = "000 Thm 3.1 (2)",
    .claim = "N_i (i bottoms, i tops, top k above bottoms k and k+1, the last top above the last bottom; N_0 "
             "empty): g(N_i) = 4 floor(i/3) + 2 if i = 1 (mod 3), else 4 floor(i/3).",
    .scope = "i = 0..300",
    .oracle = "definition,engine",
    .list_order = 60, .cost = 2,
    .run = [](const CheckOptions& o) { return check_t31_n(o, true); },
};

const Check kCheck_000_T3_1_2_ctl{
    .id = "000-T3.1(2)-ctl", .source = "control for 000 Thm 3.1 (2)",
    .claim = "CONTROL (deliberately false): g(N_i) = 4 floor(i/3) for every i, i.e. Thm 3.1 (2) without its i = "
             "1 (mod 3) case.",
    .scope = "i = 0..300",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 1: {0}",
    .note = "must fail, first at N_1 (g = 2)",
    .list_order = 180, .cost = 2,
    .run = [](const CheckOptions& o) { return check_t31_n(o, false); },
};

CheckResult check_t31_n_gset(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = o.quick ? 20 : 300;
  for (int i = 0; i <= top; ++i) {
    const SetSystem f = families::zigzag_n(i);
    const std::vector<int> gset = oracle.gset(set_system_to_poset(f));
    const int q = 4 * (i / 3);
    std::vector<int> want;
    for (int v = 0; v < q; ++v) want.push_back(v);
    if (i % 3 == 1) want.insert(want.end(), {q, q + 1});
    if (i % 3 == 2) want.insert(want.end(), {q + 1, q + 2, q + 3});
    tally.expect(gset == want, [&] {
      return family_counterexample(f, "g-set(N_" + to_string(i) + "): predicted " + set_text(want) + ", computed " +
                                          set_text(gset));
    });
  }
  return tally.result("g-set of N_i, i = 0.." + to_string(top), oracle.note());
}

const Check kCheck_000_T3_1_2_gset{
    .id = "000-T3.1(2)-gset", .source = "000 Thm 3.1 (2), proof",
    .claim = "With q = 4 floor(i/3): g-set(N_i) = {0..q-1} u S_i, S_i = {} if i = 0, {q, q+1} if i = 1, {q+1, "
             "q+2, q+3} if i = 2 (mod 3).",
    .scope = "i = 0..300",
    .oracle = "definition,engine",
    .note = "the g-set is stated in the proof, not the theorem",
    .list_order = 70, .cost = 4,
    .run = check_t31_n_gset,
};

CheckResult check_fig3(const CheckOptions& o, bool control) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = o.quick ? 20 : 200;
  for (int t = 0; t <= top; ++t) {
    const SetSystem f = families::complete_bipartite(2, t);
    const int g = family_grundy(oracle, f), want = control ? t % 2 : 2 * (t % 2);
    tally.expect(g == want, [&] { return family_counterexample(f, "K(2," + to_string(t) + "): " + predicted(want, g)); });
  }
  return tally.result("K(2,t), t = 0.." + to_string(top), oracle.note());
}

const Check kCheck_000_Fig3{
    .id = "000-Fig3", .source = "000 Fig. 3",
    .claim = "K(2,t), 2 bottoms below each of t tops: g(K(2,t)) = 2 (t mod 2).",
    .scope = "t = 0..200",
    .oracle = "definition,engine",
    .list_order = 90, .cost = 1,
    .run = [](const CheckOptions& o) { return check_fig3(o, false); },
};

const Check kCheck_000_Fig3_ctl{
    .id = "000-Fig3-ctl", .source = "control for 000 Fig. 3",
    .claim = "CONTROL (deliberately false): g(K(2,t)) = t mod 2.",
    .scope = "t = 0..200",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 2: {0,1}",
    .note = "must fail, first at K(2,1) (g = 2)",
    .list_order = 190, .cost = 1,
    .run = [](const CheckOptions& o) { return check_fig3(o, true); },
};

// ---- Def. 4.1, Thm 4.2, Cor. 4.3 ---------------------------------------------------

// The instances of Sec. 4: every class of families on b <= bmax bottoms, then random
// families with top twins and isolated bottoms, shaped to be parity-uniform often.
std::vector<SetSystem> section4_families(const CheckOptions& o) {
  std::vector<SetSystem> out;
  const int bmax = o.quick ? 3 : 4;
  for (int b = 0; b <= bmax; ++b)
    for (std::uint64_t m : family_class_masks(b)) out.push_back(family_from_mask(b, m));
  std::mt19937_64 rng(402);
  const int random = o.quick ? 100 : 2000;
  for (int k = 0; k < random; ++k) {
    const int b = 2 + k % 5, t = 1 + k % 9;
    SetSystem f = random_family(b, t, 0.5, rng);
    if (k % 3 == 0) {  // force even degrees meeting both halves of a random bipartition
      std::uniform_int_distribution<int> pick(0, b - 1);
      for (auto& top : f.tops) {
        std::vector<int> two = {pick(rng), pick(rng)};
        if (two[0] == two[1]) two[1] = (two[0] + 1) % b;
        std::sort(two.begin(), two.end());
        top = two;
      }
    } else if (k % 3 == 1) {  // force odd degrees
      for (auto& top : f.tops)
        if (top.size() % 2 == 0) {
          if (top.empty()) {
            top.push_back(k % b);
          } else {
            top.pop_back();
          }
        }
    }
    out.push_back(f);
  }
  return out;
}

std::string section4_scope(const CheckOptions& o) {
  return o.quick ? "every class of families on b <= 3 bottoms + 100 random families (2-6 bottoms, twins allowed)"
                 : "every class of families on b <= 4 bottoms (1992 for b = 4) + 2000 random families (2-6 bottoms, "
                   "twins allowed)";
}

int t42_formula(const SetSystem& f, int p) {
  const int b = f.bottoms % 2, t = int(f.tops.size() % 2);
  return b ^ (t * ((p < 0 ? 0 : p) ^ 2));
}

// The controls: Thm 4.2's even-tops formula b XOR 2t for every parity-uniform poset,
// and (`without_bipartition`) Thm 4.2 for every poset meeting Def. 4.1 (i) alone. The
// latter runs on the classes of families only (no random ones, no empty tops), so that
// its smallest counterexample is the same in the quick and the full run.
CheckResult check_t42_control(const CheckOptions& o, bool without_bipartition) {
  Tally tally;
  ValueOracle oracle(tally);
  std::vector<SetSystem> families;
  if (without_bipartition) {
    for (int b = 0; b <= (o.quick ? 3 : 4); ++b)
      for (std::uint64_t m : family_class_masks(b)) families.push_back(family_from_mask(b, m));
  } else {
    families = section4_families(o);
  }
  for (const SetSystem& f : families) {
    const ParityUniform pu = parity_uniform(f);
    int p = pu.p;
    if (without_bipartition) {
      if (pu.uniform || f.tops.empty()) continue;  // only the posets (ii) rules out
      p = int(f.tops[0].size() % 2);
      bool same = true;
      for (const auto& top : f.tops) same = same && int(top.size() % 2) == p;
      if (!same) continue;
    } else if (!pu.uniform) {
      continue;
    }
    const int g = family_grundy(oracle, f), want = without_bipartition ? t42_formula(f, p) : t42_formula(f, 0);
    tally.expect(g == want, [&] { return family_counterexample(f, "p = " + to_string(p) + ": " + predicted(want, g)); });
  }
  return tally.result(section4_scope(o) + (without_bipartition ? ", those meeting (i) but not (ii)" : ", the parity-uniform ones"),
                      oracle.note());
}

const Check kCheck_000_T4_2_ctl{
    .id = "000-T4.2-ctl", .source = "control for 000 Thm 4.2 and Cor. 4.3",
    .claim = "CONTROL (deliberately false): every parity-uniform two-level poset has g = b XOR 2t, the "
             "even-tops formula of Thm 4.2 also for odd tops (Cor. 4.3 says b XOR 3t there).",
    .scope = "as 000-T4.2",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 1: {0}",
    .note = "must fail, first on the 2-chain (one bottom, one top: g = 2, formula 3)",
    .list_order = 230, .cost = 2,
    .run = [](const CheckOptions& o) { return check_t42_control(o, false); },
};

const Check kCheck_000_D4_1_ctl{
    .id = "000-D4.1-ctl", .source = "control for 000 Def. 4.1",
    .claim = "CONTROL (deliberately false): Thm 4.2's formula holds for every two-level poset whose tops all "
             "have degree parity p (Def. 4.1 (i)), without the bipartition of (ii).",
    .scope = "as 000-T4.2, the posets meeting (i) but not (ii)",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 3: {0,1} {0,2} {1,2}",
    .note = "must fail, first on the triangle (three tops over the pairs of three bottoms: g = 0, formula 3)",
    .list_order = 240, .cost = 2,
    .run = [](const CheckOptions& o) { return check_t42_control(o, true); },
};

CheckResult check_t42(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  std::uint64_t uniform_even = 0, uniform_odd = 0;
  for (const SetSystem& f : section4_families(o)) {
    const ParityUniform pu = parity_uniform(f);
    if (!pu.uniform) continue;
    (pu.p == 0 ? uniform_even : uniform_odd)++;
    const int g = family_grundy(oracle, f), want = t42_formula(f, pu.p);
    tally.expect(g == want, [&] {
      return family_counterexample(f, "parity-uniform, p = " + to_string(pu.p) + ": " + predicted(want, g));
    });
  }
  std::string scope = section4_scope(o) + ", the parity-uniform ones";
  std::string notes = to_string(uniform_even) + " with even tops, " + to_string(uniform_odd) + " with odd tops or none";
  std::string missing;
  // The stored two-level table, when there is one: its grundy column against the formula.
  if (o.tables) {
    try {
      Store& store = *o.tables;
      // The table's own parity_uniform flag selects the rows (a full b = 5 table has
      // millions); the definition is re-tested on each and disagreements are noted.
      Stmt q = store.db().prepare("SELECT family, grundy FROM two_level WHERE parity_uniform = 1");
      std::uint64_t rows = 0, disagree = 0;
      while (q.step()) {
        const SetSystem f = parse_set_system_text(q.text(0));
        const ParityUniform pu = parity_uniform(f);
        if (!pu.uniform) {  // the stored flag contradicts Def. 4.1: the table is wrong
          ++disagree;
          tally.fail(family_counterexample(f, "two_level row flagged parity_uniform fails Def. 4.1"));
          continue;
        }
        ++rows;
        const int g = int(q.int64(1)), want = t42_formula(f, pu.p);
        tally.expect(g == want, [&] { return family_counterexample(f, "two_level row: " + predicted(want, g)); });
      }
      if (disagree) notes += "; " + to_string(disagree) + " two_level rows flagged parity_uniform fail Def. 4.1 as tested here";
      scope += "; two_level table rows that are parity-uniform: " + to_string(rows);
      // A database was given, so its table is part of the claim's scope: no rows is no
      // evidence, never a pass and never a failure (NO DATA).
      if (rows == 0)
        missing = "the database has no parity-uniform two_level rows to check; fill them with "
                  "`posetlab enumerate two-level --bottoms 4`, or verify with --no-db";
    } catch (const std::exception& e) {
      scope += "; no two_level table (" + std::string(e.what()) + ")";
    }
  }
  CheckResult result = tally.result(scope, notes);
  result.missing_data = missing;
  return result;
}

const Check kCheck_000_T4_2{
    .id = "000-T4.2", .source = "000 Thm 4.2",
    .claim = "For a parity-uniform two-level poset with top degree parity p, b = |B| mod 2, t = |T| mod 2: g = "
             "b XOR t(p XOR 2), i.e. b XOR 2t for even tops and b XOR 3t for odd tops (b alone with no tops).",
    .scope = "every class on <= 4 bottoms + 2000 random; the two_level table when present",
    .oracle = "definition,engine",
    .list_order = 150, .cost = 2,
    .run = check_t42,
};

CheckResult check_c43(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  for (const SetSystem& f : section4_families(o)) {
    bool odd = true;
    for (const auto& top : f.tops) odd = odd && top.size() % 2 == 1;
    if (!odd) continue;
    const int g = family_grundy(oracle, f);
    const int want = (f.bottoms % 2) ^ (3 * int(f.tops.size() % 2));
    tally.expect(g == want, [&] { return family_counterexample(f, "all tops odd: " + predicted(want, g)); });
  }
  return tally.result(section4_scope(o) + ", those with every top of odd degree", oracle.note());
}

const Check kCheck_000_C4_3{
    .id = "000-C4.3", .source = "000 Cor. 4.3",
    .claim = "A two-level poset whose tops all have odd degree has g = b XOR 3t (b, t as in Thm 4.2).",
    .scope = "every class on <= 4 bottoms + 2000 random",
    .oracle = "definition,engine",
    .list_order = 160, .cost = 2,
    .run = check_c43,
};

CheckResult check_d41_moves(const CheckOptions& o) {
  Tally tally;
  for (const SetSystem& f : section4_families(o)) {
    const ParityUniform pu = parity_uniform(f);
    if (!pu.uniform) continue;
    auto check_option = [&](const SetSystem& g, const std::string& move) {
      const ParityUniform pg = parity_uniform(g);
      const bool ok = pg.uniform && (g.tops.empty() || pg.p == pu.p);
      tally.expect(ok, [&] {
        return family_counterexample(f, "after " + move + ": " + set_system_to_text(g) + " is not parity-uniform with p = " +
                                            to_string(pu.p));
      });
    };
    for (int k = 0; k < int(f.tops.size()); ++k) check_option(remove_tops(f, {k}), "removing top " + to_string(k));
    for (int x = 0; x < f.bottoms; ++x) {
      std::vector<int> above;
      for (int k = 0; k < int(f.tops.size()); ++k)
        if (std::find(f.tops[k].begin(), f.tops[k].end(), x) != f.tops[k].end()) above.push_back(k);
      check_option(remove_bottoms(remove_tops(f, above), {x}), "playing bottom " + to_string(x));
    }
  }
  return tally.result(section4_scope(o) + ", the parity-uniform ones, every move");
}

const Check kCheck_000_D4_1{
    .id = "000-D4.1", .source = "000 Def. 4.1 and the note after it",
    .claim = "Parity-uniform: (i) every top has degree parity p; (ii) some bipartition (B1, B2) of the bottoms "
             "has every top meeting B1 or B2 an odd number of times. Every move (a top, or a bottom with the "
             "tops above it) keeps a parity-uniform poset parity-uniform with the same p.",
    .scope = "every class on <= 4 bottoms + 2000 random",
    .oracle = "definition",
    .list_order = 140, .cost = 1,
    .run = check_d41_moves,
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_two_level_formulas_checks(std::vector<Check>& list) {
  list.push_back(kCheck_000_T3_1_1);
  list.push_back(kCheck_000_T3_1_1_ctl);
  list.push_back(kCheck_000_T3_1_3);
  list.push_back(kCheck_000_T3_1_3_ctl);
  list.push_back(kCheck_000_T3_1_2);
  list.push_back(kCheck_000_T3_1_2_ctl);
  list.push_back(kCheck_000_T3_1_2_gset);
  list.push_back(kCheck_000_Fig3);
  list.push_back(kCheck_000_Fig3_ctl);
  list.push_back(kCheck_000_T4_2_ctl);
  list.push_back(kCheck_000_D4_1_ctl);
  list.push_back(kCheck_000_T4_2);
  list.push_back(kCheck_000_C4_3);
  list.push_back(kCheck_000_D4_1);
}

}  // namespace posetlab::checks
