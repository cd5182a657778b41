// Checks of paper 000 (Fenner, Gurjar, Korwar, Thierauf, "On Two-Level Poset Games"):
// Sprague-Grundy basics (Sec. 2), the zig-zag formulas (Thm 3.1), K(2,t) (Fig. 3), the
// twin reductions (Thm 3.2, 3.3 and the remark after 3.3), the count of isomorphism
// types on 3 bottoms (Sec. 3), and the parity-uniform formula (Def. 4.1, Thm 4.2,
// Cor. 4.3). Two controls (deliberately false variants) close the list.
#include <algorithm>
#include <cstdio>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <string>

#include "engine/canonical.hpp"
#include "engine/format_text.hpp"
#include "engine/solver.hpp"
#include "enumerate/families.hpp"
#include "engine/plain_grundy.hpp"
#include "verify/check_families.hpp"
#include "verify/check_posets.hpp"
#include "verify/check_registry.hpp"
#include "verify/value_oracle.hpp"
#include "results/store/store.hpp"

namespace posetlab::checks {
namespace {

using std::to_string;

int gval(ValueOracle& oracle, const Family& f) { return oracle.grundy(family_to_poset(f)); }

// g(N_i) by 000 Thm 3.1 (2); `with_one_mod_three` false gives the control's variant.
int n_formula(int i, bool with_one_mod_three) {
  const int q = 4 * (i / 3);
  return with_one_mod_three && i % 3 == 1 ? q + 2 : q;
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

const CheckDeclaration kCheck_000_O2_3{{
    .id = "000-O2.3", .source = "000 Obs. 2.3",
    .claim = "The first player wins the game on P (some move reaches a position the next player loses, by the "
             "definition, no Grundy values used) iff g(P) != 0.",
    .scope = "all posets <= 7 points, 1000 random posets",
    .oracle = "definition,engine",
    .list_order = 10, .cost = 2,
    .run = check_o23,
}};

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
      a = family_to_poset(random_family(2 + k % 4, 1 + k % 7, 0.5, rng));
      b = family_to_poset(random_family(2 + (k / 3) % 4, 1 + (k / 5) % 7, 0.5, rng));
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

const CheckDeclaration kCheck_000_T2_4{{
    .id = "000-T2.4", .source = "000 Thm 2.4 (Sprague-Grundy)",
    .claim = "For posets P1, P2 and their parallel union P1||P2 (disjoint, no comparabilities between them), "
             "g(P1||P2) = g(P1) XOR g(P2); the union is solved as one poset.",
    .scope = "3000 random pairs, those whose union plain search reaches",
    .oracle = "definition",
    .list_order = 20, .cost = 2,
    .run = check_t24,
}};

CheckResult check_s2_bound(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  for (const Poset& p : posets_up_to(o.quick ? 5 : 8)) {
    const int g = oracle.grundy(p);
    tally.expect(g <= p.size(), [&] { return poset_counterexample(p, "g = " + to_string(g) + " > |P|"); });
  }
  return tally.result(o.quick ? "all posets <= 5 points" : "all posets <= 8 points", oracle.note());
}

const CheckDeclaration kCheck_000_S2_bound{{
    .id = "000-S2-bound", .source = "000 Sec. 2",
    .claim = "g(P) <= |P| (a position has at most |P| options).",
    .scope = "all posets <= 8 points",
    .oracle = "definition,engine",
    .list_order = 30, .cost = 2,
    .run = check_s2_bound,
}};

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

const CheckDeclaration kCheck_000_S2_status{{
    .id = "000-S2-status", .source = "000 Sec. 2 (Cor. 2.5)",
    .claim = "g(P) is the unique v in {0..|P|} for which P||C_v (C_v the v-chain) is a second-player win.",
    .scope = "all posets <= 6 points",
    .oracle = "definition,engine",
    .list_order = 40, .cost = 2,
    .run = check_s2_status,
}};

// ---- Thm 3.1 and Fig. 3 ----------------------------------------------------------

int zigzag_limit(const CheckOptions& o) { return o.quick ? 30 : 300; }

// The control `swapped` checks each zig-zag against the other's formula.
CheckResult check_t31_m(const CheckOptions& o, bool swapped) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = zigzag_limit(o);
  for (int i = 0; i <= top; ++i) {
    const Family f = families::zigzag_m(i);
    const int g = gval(oracle, f), want = swapped ? 1 : i % 2 + 1;
    tally.expect(g == want, [&] { return family_counterexample(f, "M_" + to_string(i) + ": " + predicted(want, g)); });
  }
  return tally.result("M_i, i = 0.." + to_string(top), oracle.note());
}

const CheckDeclaration kCheck_000_T3_1_1{{
    .id = "000-T3.1(1)", .source = "000 Thm 3.1 (1)",
    .claim = "M_i (i tops, i+1 bottoms, top k above bottoms k and k+1; M_0 one point): g(M_i) = (i mod 2) + 1.",
    .scope = "i = 0..300",
    .oracle = "definition,engine",
    .list_order = 50, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t31_m(o, false); },
}};

const CheckDeclaration kCheck_000_T3_1_1_ctl{{
    .id = "000-T3.1(1)-ctl", .source = "control for 000 Thm 3.1 (1)",
    .claim = "CONTROL (deliberately false): g(M_i) = 1 for every i, i.e. W_i's value given to M_i.",
    .scope = "i = 0..300",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 2: {0,1}",
    .note = "must fail, first at M_1 = K(2,1) (g = 2)",
    .list_order = 200, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t31_m(o, true); },
}};

CheckResult check_t31_w(const CheckOptions& o, bool swapped) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = zigzag_limit(o);
  for (int i = 0; i <= top; ++i) {
    const Family f = families::zigzag_w(i);
    const int g = gval(oracle, f), want = swapped ? i % 2 + 1 : 1;
    tally.expect(g == want, [&] { return family_counterexample(f, "W_" + to_string(i) + ": " + predicted(want, g)); });
  }
  return tally.result("W_i, i = 0.." + to_string(top), oracle.note());
}

const CheckDeclaration kCheck_000_T3_1_3{{
    .id = "000-T3.1(3)", .source = "000 Thm 3.1 (3)",
    .claim = "W_i (i bottoms, i+1 tops, zig-zag starting and ending with a top; W_0 one point): g(W_i) = 1.",
    .scope = "i = 0..300",
    .oracle = "definition,engine",
    .list_order = 80, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t31_w(o, false); },
}};

const CheckDeclaration kCheck_000_T3_1_3_ctl{{
    .id = "000-T3.1(3)-ctl", .source = "control for 000 Thm 3.1 (3)",
    .claim = "CONTROL (deliberately false): g(W_i) = (i mod 2) + 1, i.e. M_i's formula given to W_i.",
    .scope = "i = 0..300",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 1: {0} {0}",
    .note = "must fail, first at W_1 (one bottom below two tops, g = 1)",
    .list_order = 210, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t31_w(o, true); },
}};

CheckResult check_t31_n(const CheckOptions& o, bool with_one_mod_three) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = zigzag_limit(o);
  for (int i = 0; i <= top; ++i) {
    const Family f = families::zigzag_n(i);
    const int g = gval(oracle, f), want = n_formula(i, with_one_mod_three);
    tally.expect(g == want, [&] { return family_counterexample(f, "N_" + to_string(i) + ": " + predicted(want, g)); });
  }
  return tally.result("N_i, i = 0.." + to_string(top), oracle.note());
}

const CheckDeclaration kCheck_000_T3_1_2{{
    .id = "000-T3.1(2)", .source = "000 Thm 3.1 (2)",
    .claim = "N_i (i bottoms, i tops, top k above bottoms k and k+1, the last top above the last bottom; N_0 "
             "empty): g(N_i) = 4 floor(i/3) + 2 if i = 1 (mod 3), else 4 floor(i/3).",
    .scope = "i = 0..300",
    .oracle = "definition,engine",
    .list_order = 60, .cost = 2,
    .run = [](const CheckOptions& o) { return check_t31_n(o, true); },
}};

const CheckDeclaration kCheck_000_T3_1_2_ctl{{
    .id = "000-T3.1(2)-ctl", .source = "control for 000 Thm 3.1 (2)",
    .claim = "CONTROL (deliberately false): g(N_i) = 4 floor(i/3) for every i, i.e. Thm 3.1 (2) without its i = "
             "1 (mod 3) case.",
    .scope = "i = 0..300",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 1: {0}",
    .note = "must fail, first at N_1 (g = 2)",
    .list_order = 180, .cost = 2,
    .run = [](const CheckOptions& o) { return check_t31_n(o, false); },
}};

CheckResult check_t31_n_gset(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = o.quick ? 20 : 300;
  for (int i = 0; i <= top; ++i) {
    const Family f = families::zigzag_n(i);
    const std::vector<int> gset = oracle.gset(family_to_poset(f));
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

const CheckDeclaration kCheck_000_T3_1_2_gset{{
    .id = "000-T3.1(2)-gset", .source = "000 Thm 3.1 (2), proof",
    .claim = "With q = 4 floor(i/3): g-set(N_i) = {0..q-1} u S_i, S_i = {} if i = 0, {q, q+1} if i = 1, {q+1, "
             "q+2, q+3} if i = 2 (mod 3).",
    .scope = "i = 0..300",
    .oracle = "definition,engine",
    .note = "the g-set is stated in the proof, not the theorem",
    .list_order = 70, .cost = 4,
    .run = check_t31_n_gset,
}};

CheckResult check_fig3(const CheckOptions& o, bool control) {
  Tally tally;
  ValueOracle oracle(tally);
  const int top = o.quick ? 20 : 200;
  for (int t = 0; t <= top; ++t) {
    const Family f = families::complete_bipartite(2, t);
    const int g = gval(oracle, f), want = control ? t % 2 : 2 * (t % 2);
    tally.expect(g == want, [&] { return family_counterexample(f, "K(2," + to_string(t) + "): " + predicted(want, g)); });
  }
  return tally.result("K(2,t), t = 0.." + to_string(top), oracle.note());
}

const CheckDeclaration kCheck_000_Fig3{{
    .id = "000-Fig3", .source = "000 Fig. 3",
    .claim = "K(2,t), 2 bottoms below each of t tops: g(K(2,t)) = 2 (t mod 2).",
    .scope = "t = 0..200",
    .oracle = "definition,engine",
    .list_order = 90, .cost = 1,
    .run = [](const CheckOptions& o) { return check_fig3(o, false); },
}};

const CheckDeclaration kCheck_000_Fig3_ctl{{
    .id = "000-Fig3-ctl", .source = "control for 000 Fig. 3",
    .claim = "CONTROL (deliberately false): g(K(2,t)) = t mod 2.",
    .scope = "t = 0..200",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 2: {0,1}",
    .note = "must fail, first at K(2,1) (g = 2)",
    .list_order = 190, .cost = 1,
    .run = [](const CheckOptions& o) { return check_fig3(o, true); },
}};

// ---- Thm 3.2, 3.3 and the remark -----------------------------------------------

// The base families for the twin checks: every class of families of distinct nonempty
// subsets of [b] for b <= bmax, and the same with one empty top added.
std::vector<Family> twin_bases(int bmax) {
  std::vector<Family> out;
  for (int b = 0; b <= bmax; ++b)
    for (std::uint64_t m : family_class_masks(b)) {
      out.push_back(family_from_mask(b, m));
      out.push_back(family_from_mask(b, m, true));
    }
  return out;
}

std::vector<int> subset_of(int b, unsigned bits) {
  std::vector<int> s;
  for (int j = 0; j < b; ++j)
    if (bits >> j & 1) s.push_back(j);
  return s;
}

// Every poset of height <= 2 on at most n points, read as a two-level family (an
// isolated point is a bottom under no top).
std::vector<Family> height_two_families(int n) {
  std::vector<Family> out;
  for (const Poset& p : posets_up_to(n))
    if (auto f = poset_to_family(p)) out.push_back(std::move(*f));
  return out;
}

// The same poset with each isolated bottom read as a top over nothing (B_0 empty).
Family isolated_as_tops(const Family& f) {
  std::vector<char> covered(f.bottoms, 0);
  for (const auto& top : f.tops)
    for (int x : top) covered[x] = 1;
  std::vector<int> isolated;
  for (int x = 0; x < f.bottoms; ++x)
    if (!covered[x]) isolated.push_back(x);
  Family out = remove_bottoms(f, isolated);
  out.tops.insert(out.tops.end(), isolated.size(), std::vector<int>{});
  return out;
}

// Compares g(P) with g(Q), Q being P with part of a twin class removed.
void compare_twin_removal(ValueOracle& oracle, Tally& tally, const Family& p, const Family& q, const std::string& what) {
  const int gp = gval(oracle, p), gq = gval(oracle, q);
  tally.expect(gp == gq, [&] {
    return family_counterexample(p, what + ": g(P) = " + to_string(gp) + ", g(P') = " + to_string(gq));
  });
}

// One instance of Thm 3.2: give `set` a class of `size` top twins in f, then compare
// with the class cut to size mod 2 (the control: with the whole class removed).
void top_twin_instance(ValueOracle& oracle, Tally& tally, const Family& f, const std::vector<int>& set, int size,
                       bool control = false) {
  const int have = int(top_twins(f, set).size());
  if (have > size) return;
  const Family p = add_top_twins(f, set, size - have);
  std::vector<int> cls = top_twins(p, set);
  if (!control) cls.resize(cls.size() - size % 2);  // remove all but |S| mod 2 of them
  const Family q = remove_tops(p, cls);
  const int gp = gval(oracle, p), gq = gval(oracle, q);
  tally.expect(gp == gq, [&] {
    return family_counterexample(p, "class of " + to_string(size) + " tops over " + set_text(set) +
                                        ": g(P) = " + to_string(gp) + ", g(P') = " + to_string(gq));
  });
}

// Thm 3.2 on every poset of height <= 2 on at most n points: every class of top twins
// (isolated points as the class over nothing), every even number of them removed (the
// control: the whole class).
void top_twins_everywhere(ValueOracle& oracle, Tally& tally, int n, bool control) {
  for (const Family& base : height_two_families(n)) {
    const Family f = isolated_as_tops(base);
    std::set<std::vector<int>> done;
    for (const auto& set : f.tops) {
      if (!done.insert(set).second) continue;
      const std::vector<int> cls = top_twins(f, set);
      const int s = int(cls.size());
      for (int removed = control ? s : 2; removed <= s; removed += 2)
        compare_twin_removal(oracle, tally, f, remove_tops(f, std::vector<int>(cls.begin(), cls.begin() + removed)),
                             to_string(removed) + " of " + to_string(s) + " tops over " + set_text(set) + " removed");
    }
  }
}

int height_two_points(const CheckOptions& o) { return o.quick ? 5 : 8; }

CheckResult check_t32(const CheckOptions& o, bool control) {
  Tally tally;
  ValueOracle oracle(tally);
  top_twins_everywhere(oracle, tally, height_two_points(o), control);
  const int bmax = o.quick ? 2 : 3;
  for (const Family& f : twin_bases(bmax))
    for (unsigned bits = 0; bits < (1u << f.bottoms); ++bits)
      for (int size = 1; size <= 5; ++size)
        top_twin_instance(oracle, tally, f, subset_of(f.bottoms, bits), size, control);
  std::mt19937_64 rng(302);
  const int random = o.quick ? 30 : 600;
  for (int k = 0; k < random; ++k) {
    const int b = 4 + k % 2;
    const Family f = random_family(b, 1 + k % 7, 0.5, rng);
    const std::vector<int> set = f.tops[k % f.tops.size()];
    top_twin_instance(oracle, tally, f, set, 2 + k % 4, control);
  }
  return tally.result("every poset of height <= 2 on <= " + to_string(height_two_points(o)) +
                      " points, every top twin class, every even number removed; every class of families on b <= " +
                      to_string(bmax) +
                      " bottoms (with/without an empty top), every B_0, |S| = 1..5; " + to_string(random) +
                      " random families on 4-5 bottoms",
                      oracle.note());
}

const CheckDeclaration kCheck_000_T3_2{{
    .id = "000-T3.2", .source = "000 Thm 3.2",
    .claim = "In a two-level poset let S be a set of tops all with the same set B_0 of bottoms below them (B_0 "
             "may be empty). Removing all but |S| mod 2 of them leaves g unchanged.",
    .scope = "every family class on <= 3 bottoms (and with an empty top), every B_0, |S| = 1..5; 600 random on "
             "4-5 bottoms",
    .oracle = "definition,engine",
    .list_order = 100, .cost = 3,
    .run = [](const CheckOptions& o) { return check_t32(o, false); },
}};

const CheckDeclaration kCheck_000_T3_2_ctl{{
    .id = "000-T3.2-ctl", .source = "control for 000 Thm 3.2",
    .claim = "CONTROL (deliberately false): removing ALL of a set S of tops with the same B_0 leaves g "
             "unchanged (Thm 3.2 keeps |S| mod 2 of them).",
    .scope = "as 000-T3.2",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 0: {}",
    .note = "must fail, first on one point (g = 1) against the empty poset",
    .list_order = 220, .cost = 3,
    .run = [](const CheckOptions& o) { return check_t32(o, true); },
}};

// One instance of Thm 3.3: make bottom x's twin class have `size` members, then remove two.
void bottom_twin_instance(ValueOracle& oracle, Tally& tally, const Family& f, int x, int size) {
  const int have = int(bottom_twins(f, x).size());
  if (have > size) return;
  const Family p = add_bottom_twins(f, x, size - have);
  const std::vector<int> cls = bottom_twins(p, x);
  const Family q = remove_bottoms(p, {cls[cls.size() - 1], cls[cls.size() - 2]});
  const int gp = gval(oracle, p), gq = gval(oracle, q);
  tally.expect(gp == gq, [&] {
    return family_counterexample(p, "class of " + to_string(size) + " bottom twins of " + to_string(x) +
                                        ": g(P) = " + to_string(gp) + ", g(P minus two) = " + to_string(gq));
  });
}

CheckResult check_t33(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  // Every poset of height <= 2 on at most 8 points (5 quick): every bottom twin class
  // of >= 3 (isolated points are the class under nothing) less two.
  for (const Family& f : height_two_families(height_two_points(o)))
    for (int x = 0; x < f.bottoms; ++x) {
      const std::vector<int> cls = bottom_twins(f, x);
      if (cls.size() < 3 || cls[0] != x) continue;
      compare_twin_removal(oracle, tally, f, remove_bottoms(f, {cls[cls.size() - 1], cls[cls.size() - 2]}),
                           "two of " + to_string(cls.size()) + " bottom twins of " + to_string(x) + " removed");
    }
  const int bmax = o.quick ? 2 : 3;
  for (const Family& f : twin_bases(bmax)) {
    for (int x = 0; x < f.bottoms; ++x)
      for (int size = 3; size <= 6; ++size) bottom_twin_instance(oracle, tally, f, x, size);
    // A new class of isolated bottoms (T_0 empty).
    Family g = f;
    g.bottoms++;
    for (int size = 3; size <= 5; ++size) bottom_twin_instance(oracle, tally, g, g.bottoms - 1, size);
  }
  std::mt19937_64 rng(303);
  const int random = o.quick ? 30 : 600;
  for (int k = 0; k < random; ++k) {
    const Family f = random_family(4 + k % 2, 1 + k % 8, 0.5, rng);
    bottom_twin_instance(oracle, tally, f, k % f.bottoms, 3 + k % 3);
  }
  return tally.result("every poset of height <= 2 on <= " + to_string(height_two_points(o)) +
                      " points, every bottom twin class of >= 3; every class of families on b <= " + to_string(bmax) +
                      " bottoms (with/without an empty top), every bottom, |S| = 3..6, plus a new isolated class; " +
                      to_string(random) + " random families on 4-5 bottoms",
                      oracle.note());
}

const CheckDeclaration kCheck_000_T3_3{{
    .id = "000-T3.3", .source = "000 Thm 3.3",
    .claim = "In a two-level poset let S be a set of >= 3 bottoms all below exactly the same set T_0 of tops. "
             "Removing two of them leaves g unchanged.",
    .scope = "every family class on <= 3 bottoms, every bottom class grown to 3..6; 600 random on 4-5 bottoms",
    .oracle = "definition,engine",
    .list_order = 110, .cost = 4,
    .run = check_t33,
}};

CheckResult check_t33_remark(const CheckOptions& o) {
  // Existence claim: some P with a bottom twin class of exactly 2 has g(P) != g(P
  // without the class). Instances are the candidates tried; no witness is a failure,
  // and so is a value on which the solver and the definition disagree.
  Tally disagreements;
  ValueOracle oracle(disagreements);
  std::uint64_t tried = 0, witnesses = 0;
  Family best;
  int best_gp = 0, best_gq = 0;
  for (const Family& f : twin_bases(o.quick ? 2 : 3))
    for (int x = 0; x < f.bottoms; ++x) {
      if (bottom_twins(f, x).size() != 1) continue;
      const Family p = add_bottom_twins(f, x, 1);
      const Family q = remove_bottoms(p, bottom_twins(p, x));
      const int gp = gval(oracle, p), gq = gval(oracle, q);
      ++tried;
      if (gp != gq) {
        ++witnesses;
        if (best.bottoms == 0 || p.size() < best.size()) best = p, best_gp = gp, best_gq = gq;
      }
    }
  if (witnesses == 0)
    disagreements.fail(value_counterexample(0, "no witness", "no P with |S| = 2 and g(P) != g(P - S) among " +
                                                                 to_string(tried) + " candidates"));
  CheckResult r = disagreements.result(
      "every class of families on b <= " + to_string(o.quick ? 2 : 3) + " bottoms, each singleton bottom class doubled",
      witnesses == 0 ? oracle.note()
                     : to_string(witnesses) + " witnesses; smallest " + family_to_text(best) + ": g = " +
                           to_string(best_gp) + ", with the class removed g = " + to_string(best_gq) + "; " +
                           oracle.note());
  r.instances = std::max<std::uint64_t>(tried, r.failures);
  return r;
}

const CheckDeclaration kCheck_000_T3_3_rem{{
    .id = "000-T3.3-rem", .source = "000 remark before Thm 3.3",
    .claim = "A bottom twin class of size 2 cannot in general be removed: some two-level P with a class S, |S| "
             "= 2, has g(P) != g(P - S). (Existence: a witness passes.)",
    .scope = "every family class on <= 3 bottoms",
    .oracle = "definition,engine",
    .list_order = 120, .cost = 1,
    .run = check_t33_remark,
}};

// ---- The count of isomorphism types on 3 bottoms ----------------------------------

// nauty-genbg's count (-u: counted, not printed) of bicoloured graphs with b first-class
// vertices and m second-class ones with distinct neighbourhoods (-z); `nonempty` adds
// -d0:1 (no isolated top). -1 when the program is missing or prints no count.
long long genbg_count(int b, int m, bool nonempty) {
  const std::string cmd = std::string("nauty-genbg -u -z ") + (nonempty ? "-d0:1 " : "") + to_string(b) + " " +
                          to_string(m) + " 2>&1";
  std::FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return -1;
  long long count = -1;
  char line[512];
  while (std::fgets(line, sizeof line, pipe))
    if (std::sscanf(line, ">Z %lld graphs", &count) == 1) continue;
  pclose(pipe);
  return count;
}

// Classes of families of distinct subsets of [b] (`nonempty`: without the empty set),
// summed over the number m of sets. Without the empty set, complementing a family within
// the 2^b - 1 nonempty subsets maps m sets to 2^b - 1 - m and commutes with relabeling,
// so the large m (slow for genbg, and over its 32 vertices at b = 5) are read off the
// small ones.
long long genbg_classes(int b, bool nonempty) {
  const int subsets = nonempty ? (1 << b) - 1 : 1 << b;
  long long total = 0;
  for (int m = 0; m <= subsets; ++m) {
    const long long c = nonempty && 2 * m > subsets ? genbg_count(b, subsets - m, true) : genbg_count(b, m, nonempty);
    if (c < 0) return -1;
    total += c;
  }
  return total;
}

// genbg_classes once per process: 000-S3-count and its literal reading both need it,
// and at b = 5 it is about a minute of nauty.
long long genbg_classes_once(int b, bool nonempty) {
  static std::mutex mutex;
  static std::map<std::pair<int, bool>, long long> counted;
  std::lock_guard lock(mutex);
  auto [it, fresh] = counted.try_emplace({b, nonempty}, 0);
  if (fresh) it->second = genbg_classes(b, nonempty);
  return it->second;
}

// The same counts by Burnside's lemma over S_b: the average over permutations of
// 2^(cycles on the subsets of [b]); the empty set is a cycle of its own.
long long burnside_classes(int b, bool nonempty) {
  std::vector<int> perm(b);
  for (int j = 0; j < b; ++j) perm[j] = j;
  long long sum = 0, perms = 0;
  do {
    std::vector<char> seen(1u << b, 0);
    int cycles = 0;
    for (unsigned s = 0; s < (1u << b); ++s) {
      if (seen[s]) continue;
      ++cycles;
      for (unsigned t = s; !seen[t];) {
        seen[t] = 1;
        unsigned image = 0;
        for (int j = 0; j < b; ++j)
          if (t >> j & 1) image |= 1u << perm[j];
        t = image;
      }
    }
    sum += 1ll << (cycles - (nonempty ? 1 : 0));
    ++perms;
  } while (std::next_permutation(perm.begin(), perm.end()));
  return sum / perms;
}

CheckResult check_s3_count(const CheckOptions& o, bool literal) {
  // The claim is about b = 3: the 2^(2^3) = 256 families of distinct subsets of [3] (the
  // empty set included) and the 128 without the empty set, classified under S_3. The
  // same count for every b <= 5 (<= 3 quick) tests the counting itself: classes by
  // trying all b! relabelings (b <= 4), by Burnside's lemma, and by nauty-genbg.
  Tally tally;
  const int bmax = o.quick ? 3 : 5;
  std::string notes;
  long long claim_all = -1, claim_nonempty = -1;
  for (int b = 1; b <= bmax; ++b) {
    std::vector<long long> all, nonempty;  // one count per method
    if (b <= 4) {
      std::set<std::pair<std::uint64_t, bool>> classes;
      const std::uint64_t families = std::uint64_t{1} << ((1 << b) - 1);
      for (std::uint64_t m = 0; m < families; ++m) classes.insert({canonical_mask(b, m), false});
      nonempty.push_back((long long)classes.size());
      for (std::uint64_t m = 0; m < families; ++m) classes.insert({canonical_mask(b, m), true});
      all.push_back((long long)classes.size());
      tally.pass(2 * families);
    }
    nonempty.push_back(burnside_classes(b, true));
    all.push_back(burnside_classes(b, false));
    nonempty.push_back(genbg_classes_once(b, true));
    if (b <= 4) all.push_back(genbg_classes_once(b, false));
    auto agree = [](const std::vector<long long>& v) { return std::count(v.begin(), v.end(), v[0]) == long(v.size()); };
    notes += (notes.empty() ? "" : "; ") + std::string("b = ") + to_string(b) + ": " + to_string(all[0]) + " / " +
             to_string(nonempty[0]);
    if (!agree(all) || !agree(nonempty)) {
      std::string counts;
      for (long long c : nonempty) counts += " " + to_string(c);
      counts += " (without the empty set);";
      for (long long c : all) counts += " " + to_string(c);
      tally.fail(value_counterexample(b, "classes of families of subsets of [" + to_string(b) + "]",
                                      "the methods disagree (enumeration, Burnside, nauty-genbg; -1: genbg missing):" +
                                          counts + " (all)"));
    }
    if (b == 3) claim_all = all[0], claim_nonempty = nonempty[0];
  }
  // Third method for b = 3: nauty canonical forms of the bicoloured graphs
  // (engine/canonical), with the orbit-sum test: sum over classes of 3!/|Aut| must
  // give back the labeled families.
  std::map<std::vector<std::uint64_t>, std::uint64_t> nauty_all, nauty_nonempty;
  for (unsigned m = 0; m < 256; ++m) {
    std::vector<std::uint64_t> sets;
    for (unsigned s = 0; s < 8; ++s)
      if (m >> s & 1) sets.push_back(s);
    const CanonicalFamily c = canonical_family(3, sets);
    nauty_all[c.sets] = c.automorphisms;
    if (!(m & 1)) nauty_nonempty[c.sets] = c.automorphisms;
  }
  auto orbit_sum = [](const auto& classes) {
    std::uint64_t total = 0;
    for (const auto& [sets, aut] : classes) total += 6 / aut;
    return total;
  };
  if ((long long)nauty_all.size() != claim_all || (long long)nauty_nonempty.size() != claim_nonempty ||
      orbit_sum(nauty_all) != 256 || orbit_sum(nauty_nonempty) != 128)
    tally.fail(value_counterexample(3, "nauty canonical forms of the families on [3]",
                                    to_string(nauty_all.size()) + " and " + to_string(nauty_nonempty.size()) +
                                        " classes, orbit sums " + to_string(orbit_sum(nauty_all)) + " and " +
                                        to_string(orbit_sum(nauty_nonempty))));
  const long long claimed_population = literal ? claim_all : claim_nonempty;
  if (claimed_population != 40)
    tally.fail(value_counterexample(
        3, literal ? "256 families of subsets of [3]" : "128 families of nonempty subsets of [3]",
        "claimed 40 isomorphism types; computed " + to_string(claimed_population) + " (all 256: " +
            to_string(claim_all) + ", nonempty only: " + to_string(claim_nonempty) + ")"));
  return tally.result("classes of families of distinct subsets of [b], b = 1.." + to_string(bmax) +
                          " (the claim: b = 3), with and without the empty set; methods: all b! relabelings (b <= 4), "
                          "Burnside, nauty-genbg -z [-d0:1] b m, nauty canonical forms (b = 3)",
                      "classes with / without the empty set: " + notes);
}

// cost: 1.5-3 minutes in nauty-genbg (b = 5)
const CheckDeclaration kCheck_000_S3_count{{
    .id = "000-S3-count", .source = "000 Sec. 3, after Thm 3.2",
    .claim = "Reconstructed reading: the extensional two-level posets on 3 bottoms whose tops are distinct "
             "nonempty subsets (128 families) fall into 40 isomorphism types under permutations of the bottoms. "
             "The printed '256' is 2^(2^3), which counts the empty set too.",
    .scope = "the families on [b], b = 1..5 (the claim: b = 3), peers nauty-genbg and nauty canonical forms",
    .oracle = "peer:nauty-genbg",
    .note = "the 256 families including the empty top form 80 classes, the 128 without it 40",
    .list_order = 130, .cost = 60,
    .run = [](const CheckOptions& o) { return check_s3_count(o, false); },
}};

// cost: 1.5-3 minutes in nauty-genbg (b = 5)
const CheckDeclaration kCheck_000_S3_count_literal{{
    .id = "000-S3-count-literal", .source = "000 Sec. 3, after Thm 3.2, as printed",
    .claim = "Literal reading: the 256 families of distinct subsets of [3] (the empty set allowed) fall into 40 "
             "isomorphism types.",
    .scope = "the families on [b], b = 1..5 (the claim: b = 3), peer nauty-genbg",
    .oracle = "peer:nauty-genbg", .expected = false,
    .expected_counterexample = "256 families of subsets of [3]",
    .note = "refuted as printed: the 256 families form 80 classes; 40 is the count without the empty set",
    .list_order = 170, .cost = 60,
    .run = [](const CheckOptions& o) { return check_s3_count(o, true); },
}};

// ---- Def. 4.1, Thm 4.2, Cor. 4.3 ---------------------------------------------------

// The instances of Sec. 4: every class of families on b <= bmax bottoms, then random
// families with top twins and isolated bottoms, shaped to be parity-uniform often.
std::vector<Family> section4_families(const CheckOptions& o) {
  std::vector<Family> out;
  const int bmax = o.quick ? 3 : 4;
  for (int b = 0; b <= bmax; ++b)
    for (std::uint64_t m : family_class_masks(b)) out.push_back(family_from_mask(b, m));
  std::mt19937_64 rng(402);
  const int random = o.quick ? 100 : 2000;
  for (int k = 0; k < random; ++k) {
    const int b = 2 + k % 5, t = 1 + k % 9;
    Family f = random_family(b, t, 0.5, rng);
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

int t42_formula(const Family& f, int p) {
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
  std::vector<Family> families;
  if (without_bipartition) {
    for (int b = 0; b <= (o.quick ? 3 : 4); ++b)
      for (std::uint64_t m : family_class_masks(b)) families.push_back(family_from_mask(b, m));
  } else {
    families = section4_families(o);
  }
  for (const Family& f : families) {
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
    const int g = gval(oracle, f), want = without_bipartition ? t42_formula(f, p) : t42_formula(f, 0);
    tally.expect(g == want, [&] { return family_counterexample(f, "p = " + to_string(p) + ": " + predicted(want, g)); });
  }
  return tally.result(section4_scope(o) + (without_bipartition ? ", those meeting (i) but not (ii)" : ", the parity-uniform ones"),
                      oracle.note());
}

const CheckDeclaration kCheck_000_T4_2_ctl{{
    .id = "000-T4.2-ctl", .source = "control for 000 Thm 4.2 and Cor. 4.3",
    .claim = "CONTROL (deliberately false): every parity-uniform two-level poset has g = b XOR 2t, the "
             "even-tops formula of Thm 4.2 also for odd tops (Cor. 4.3 says b XOR 3t there).",
    .scope = "as 000-T4.2",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 1: {0}",
    .note = "must fail, first on the 2-chain (one bottom, one top: g = 2, formula 3)",
    .list_order = 230, .cost = 2,
    .run = [](const CheckOptions& o) { return check_t42_control(o, false); },
}};

const CheckDeclaration kCheck_000_D4_1_ctl{{
    .id = "000-D4.1-ctl", .source = "control for 000 Def. 4.1",
    .claim = "CONTROL (deliberately false): Thm 4.2's formula holds for every two-level poset whose tops all "
             "have degree parity p (Def. 4.1 (i)), without the bipartition of (ii).",
    .scope = "as 000-T4.2, the posets meeting (i) but not (ii)",
    .oracle = "definition,engine", .expected = false,
    .expected_counterexample = "family 3: {0,1} {0,2} {1,2}",
    .note = "must fail, first on the triangle (three tops over the pairs of three bottoms: g = 0, formula 3)",
    .list_order = 240, .cost = 2,
    .run = [](const CheckOptions& o) { return check_t42_control(o, true); },
}};

CheckResult check_t42(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  std::uint64_t uniform_even = 0, uniform_odd = 0;
  for (const Family& f : section4_families(o)) {
    const ParityUniform pu = parity_uniform(f);
    if (!pu.uniform) continue;
    (pu.p == 0 ? uniform_even : uniform_odd)++;
    const int g = gval(oracle, f), want = t42_formula(f, pu.p);
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
        const Family f = parse_family_text(q.text(0));
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

const CheckDeclaration kCheck_000_T4_2{{
    .id = "000-T4.2", .source = "000 Thm 4.2",
    .claim = "For a parity-uniform two-level poset with top degree parity p, b = |B| mod 2, t = |T| mod 2: g = "
             "b XOR t(p XOR 2), i.e. b XOR 2t for even tops and b XOR 3t for odd tops (b alone with no tops).",
    .scope = "every class on <= 4 bottoms + 2000 random; the two_level table when present",
    .oracle = "definition,engine",
    .list_order = 150, .cost = 2,
    .run = check_t42,
}};

CheckResult check_c43(const CheckOptions& o) {
  Tally tally;
  ValueOracle oracle(tally);
  for (const Family& f : section4_families(o)) {
    bool odd = true;
    for (const auto& top : f.tops) odd = odd && top.size() % 2 == 1;
    if (!odd) continue;
    const int g = gval(oracle, f);
    const int want = (f.bottoms % 2) ^ (3 * int(f.tops.size() % 2));
    tally.expect(g == want, [&] { return family_counterexample(f, "all tops odd: " + predicted(want, g)); });
  }
  return tally.result(section4_scope(o) + ", those with every top of odd degree", oracle.note());
}

const CheckDeclaration kCheck_000_C4_3{{
    .id = "000-C4.3", .source = "000 Cor. 4.3",
    .claim = "A two-level poset whose tops all have odd degree has g = b XOR 3t (b, t as in Thm 4.2).",
    .scope = "every class on <= 4 bottoms + 2000 random",
    .oracle = "definition,engine",
    .list_order = 160, .cost = 2,
    .run = check_c43,
}};

CheckResult check_d41_moves(const CheckOptions& o) {
  Tally tally;
  for (const Family& f : section4_families(o)) {
    const ParityUniform pu = parity_uniform(f);
    if (!pu.uniform) continue;
    auto check_option = [&](const Family& g, const std::string& move) {
      const ParityUniform pg = parity_uniform(g);
      const bool ok = pg.uniform && (g.tops.empty() || pg.p == pu.p);
      tally.expect(ok, [&] {
        return family_counterexample(f, "after " + move + ": " + family_to_text(g) + " is not parity-uniform with p = " +
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

const CheckDeclaration kCheck_000_D4_1{{
    .id = "000-D4.1", .source = "000 Def. 4.1 and the note after it",
    .claim = "Parity-uniform: (i) every top has degree parity p; (ii) some bipartition (B1, B2) of the bottoms "
             "has every top meeting B1 or B2 an odd number of times. Every move (a top, or a bottom with the "
             "tops above it) keeps a parity-uniform poset parity-uniform with the same p.",
    .scope = "every class on <= 4 bottoms + 2000 random",
    .oracle = "definition",
    .list_order = 140, .cost = 1,
    .run = check_d41_moves,
}};

}  // namespace


}  // namespace posetlab::checks
