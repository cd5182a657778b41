// Checks of pomax games without blocking triples and on trees (paper 004): Lemma 4.6,
// Props. 4.7-4.10 (controls: with blocking triples), Fig. 4, Thm 5.2 and a step of its
// proof (ess P), and §8 (black-white games on trees are Hackenbush restrained, with a
// control dropping the colon principle).
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

// ---- Blocking triples: Lemma 4.6, Props. 4.7-4.10 ------------------------------

bool maxima_white(const ColouredPoset& p) {
  for (int m : p.poset.maximal_elements())
    if (p.colour[m] != Colour::White) return false;
  return true;
}

CheckResult check_l46(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 5 : 7;
  for (int n = 0; n <= top; ++n)
    for_each_coloured_poset(n, [&](const ColouredPoset& p) {
      if (!maxima_white(p) || (!control && !blocking_triples(p).empty())) return;
      std::string bad;
      for (auto [a, b] : p.poset.covers())
        if (p.colour[a] == Colour::Black && p.colour[b] == Colour::Black && bad.empty())
          bad = "black " + to_string(a) + " is covered by black " + to_string(b);
      tally.expect(bad.empty(), [&] { return coloured_counterexample(p, bad); });
    });
  return tally.result(up_to_points("every coloured poset", top) + (control ? " with all maxima white"
                                                                   : " with all maxima white and no blocking triple"));
}

const Check kCheck_004_L4_6{
    .id = "004-L4.6", .source = "004 Lemma 4.6",
    .claim = "A coloured poset without blocking triples whose maximal elements are all white has no black "
             "element covered by a black element.",
    .scope = "all coloured posets <= 7 points",
    .oracle = "definition",
    .list_order = 70, .cost = 2,
    .run = [](const CheckOptions& o) { return check_l46(o, false); },
};

const Check kCheck_004_L4_6_triples{
    .id = "004-L4.6-triples", .source = "control for Lemma 4.6",
    .claim = "Control: all maxima white alone implies no black covered by black.",
    .scope = "all coloured posets <= 7",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 3 BBW: 0<1 1<2",
    .note = "'without blocking triples' is needed",
    .list_order = 270, .cost = 1,
    .run = [](const CheckOptions& o) { return check_l46(o, true); },
};

// Balanced over every colouring without blocking triples (with them, for the control).
void balanced_without_triples(Tally& tally, const ColouredPoset& p, bool control, const PlainPartizanSolver& s,
                              const std::string& what) {
  if (blocking_triples(p).empty() == control) return;
  expect_balanced(tally, s, what);
}

CheckResult check_p47(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 6 : 8;
  for (int n = 0; n <= top; ++n)
    for (const Poset& t : tree_posets(n))
      for_each_colouring(t, [&](const ColouredPoset& p) {
        balanced_without_triples(tally, p, control, PlainPartizanSolver(p, kPomax), "tree poset");
      });
  return tally.result(up_to_points("tree posets", top) + ", every colouring " + (control ? "with" : "without") +
                      " a blocking triple");
}

const Check kCheck_004_P4_7{
    .id = "004-P4.7", .source = "004 Prop. 4.7",
    .claim = "Coloured tree posets without blocking triples are balanced.",
    .scope = "tree posets <= 8 points, every colouring",
    .oracle = "definition",
    .list_order = 80, .cost = 2,
    .run = [](const CheckOptions& o) { return check_p47(o, false); },
};

const Check kCheck_004_P4_7_triples{
    .id = "004-P4.7-triples", .source = "control for Prop. 4.7",
    .claim = "Control: coloured tree posets with blocking triples are balanced.",
    .scope = "tree posets <= 8",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 3 BBW: 0<1 1<2",
    .note = "'without blocking triples' is needed",
    .list_order = 280, .cost = 1,
    .run = [](const CheckOptions& o) { return check_p47(o, true); },
};

CheckResult check_p48(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 6 : 9;
  for (int n = 0; n <= top; ++n)
    for (const auto& rows : partitions(n))
      for_each_colouring(families::young_diagram(rows, Colour::Black).poset.poset, [&](const ColouredPoset& p) {
        balanced_without_triples(tally, p, control, PlainPartizanSolver(p, kPomax), "Young diagram " + shape_text(rows));
      });
  return tally.result("Young diagrams of <= " + to_string(top) + " cells, every colouring " +
                      (control ? "with" : "without") + " a blocking triple");
}

const Check kCheck_004_P4_8{
    .id = "004-P4.8", .source = "004 Prop. 4.8",
    .claim = "Coloured Young diagrams without blocking triples are balanced.",
    .scope = "Young diagrams <= 9 cells, every colouring",
    .oracle = "definition",
    .list_order = 90, .cost = 2,
    .run = [](const CheckOptions& o) { return check_p48(o, false); },
};

const Check kCheck_004_P4_8_triples{
    .id = "004-P4.8-triples", .source = "control for Prop. 4.8",
    .claim = "Control: coloured Young diagrams with blocking triples are balanced.",
    .scope = "Young diagrams <= 9",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 3 BBW: 0<1 1<2",
    .note = "'without blocking triples' is needed",
    .list_order = 290, .cost = 1,
    .run = [](const CheckOptions& o) { return check_p48(o, true); },
};

CheckResult check_p49(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 5 : 8;
  for (int n = 0; n <= top; ++n)
    for (const Poset& f : forest_posets(n))
      for_each_colouring(f, [&](const ColouredPoset& p) {
        balanced_without_triples(tally, p, control, PlainPartizanSolver(p, kMinMax), "forest, min-max removal");
      });
  return tally.result(up_to_points("forest posets", top) + ", min-max removal, every colouring " +
                      (control ? "with" : "without") + " a blocking triple");
}

const Check kCheck_004_P4_9{
    .id = "004-P4.9", .source = "004 Prop. 4.9",
    .claim = "Min-max removal (maximal or minimal elements removable) on coloured forest posets without "
             "blocking triples is balanced.",
    .scope = "forest posets <= 8 points, every colouring",
    .oracle = "definition",
    .list_order = 100, .cost = 2,
    .run = [](const CheckOptions& o) { return check_p49(o, false); },
};

const Check kCheck_004_P4_9_triples{
    .id = "004-P4.9-triples", .source = "control for Prop. 4.9",
    .claim = "Control: min-max removal on forests with blocking triples is balanced.",
    .scope = "forest posets <= 8",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 5 BWWWB: 0<1 1<2 2<3 3<4",
    .note = "'without blocking triples' is needed",
    .list_order = 300, .cost = 1,
    .run = [](const CheckOptions& o) { return check_p49(o, true); },
};

CheckResult check_p410(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 6 : 8, box = o.quick ? 3 : 4;
  for (const auto& d : skew_shapes(top, box))
    for_each_colouring(d.poset.poset, [&](const ColouredPoset& p) {
      balanced_without_triples(tally, p, control, PlainPartizanSolver(p, kMinMax), "skew diagram, min-max removal");
    });
  return tally.result("skew Young diagrams in a " + to_string(box) + "x" + to_string(box) + " box with <= " +
                      to_string(top) + " cells, min-max removal, every colouring " + (control ? "with" : "without") +
                      " a blocking triple");
}

const Check kCheck_004_P4_10{
    .id = "004-P4.10", .source = "004 Prop. 4.10",
    .claim = "Min-max removal on coloured skew Young diagrams without blocking triples is balanced.",
    .scope = "skew diagrams in a 4x4 box with <= 8 cells, every colouring",
    .oracle = "definition",
    .list_order = 110, .cost = 2,
    .run = [](const CheckOptions& o) { return check_p410(o, false); },
};

const Check kCheck_004_P4_10_triples{
    .id = "004-P4.10-triples", .source = "control for Prop. 4.10",
    .claim = "Control: min-max removal on skew diagrams with blocking triples is balanced.",
    .scope = "skew diagrams <= 8 cells",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 6 BWWWWB: 0<1 0<2 1<3 2<3 2<4 3<5 4<5",
    .note = "'without blocking triples' is needed",
    .list_order = 310, .cost = 1,
    .run = [](const CheckOptions& o) { return check_p410(o, true); },
};

// ---- Tree posets: Fig. 4, Thm 5.2 and its proof ----------------------------------

CheckResult check_fig4(const CheckOptions&) {
  Tally tally;
  for (const char* word : {"BBBWBW", "WBBWBW"}) {  // element 0 at the bottom: ?, B, B, W, B, W
    ColouredPoset p = make_coloured(chain_poset(6), word);
    const Dyadic v = plain_partizan_value(p, kPomax);
    tally.expect(v == Dyadic(0), [&] { return coloured_counterexample(p, "predicted 0, computed " + v.to_string()); });
  }
  return tally.result("the chain W, B, W, B, B, ? (top to bottom) with either bottom colour");
}

const Check kCheck_004_Fig4{
    .id = "004-Fig4", .source = "004 Fig. 4, §5",
    .claim = "Pomax on the chain W, B, W, B, B, ? (top to bottom) is 0 whatever the bottom colour.",
    .scope = "both bottom colours",
    .oracle = "definition",
    .list_order = 140, .cost = 0.1,
    .run = check_fig4,
};

// ess P as 004 describes it after Def. 5.1 (docs/checks.md, paper 004): P minus the down-closure of
// the bottoms of blocking triples; checked against the definition over up-sets.
std::vector<int> essential_by_bottoms(const ColouredPoset& p) {
  std::vector<char> gone(p.size(), 0);
  for (auto [x, y, z] : blocking_triples(p)) p.poset.down(x).for_each([&](std::size_t w) { gone[w] = 1; });
  std::vector<int> out;
  for (int x = 0; x < p.size(); ++x)
    if (!gone[x]) out.push_back(x);
  return out;
}

CheckResult check_t52(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 6 : (control ? 5 : 9);
  for (int n = 0; n <= top; ++n) {
    const std::vector<Poset> base = control ? nauty_posets(n) : tree_posets(n);
    for (const Poset& t : base) {
      if (control && families::is_tree_poset(t)) continue;
      for_each_colouring(t, [&](const ColouredPoset& p) {
        const std::vector<int> ess = essential_part(p);
        const ColouredPoset e = p.induced(ess);
        const Dyadic v = plain_partizan_value(p, kPomax), ve = plain_partizan_value(e, kPomax);
        const Dyadic formula(e.count(Colour::White) - e.count(Colour::Black));
        const bool same_ess = control || ess == essential_by_bottoms(p);
        tally.expect(v == ve && (control || v == formula) && same_ess, [&] {
          return coloured_counterexample(p, "Po(P) = " + v.to_string() + ", Po(ess P) = " + ve.to_string() +
                                                ", #W - #B of ess P = " + formula.to_string() +
                                                (same_ess ? "" : "; ess P by up-sets differs from P minus bottoms"));
        });
      });
    }
  }
  return tally.result(control ? "every non-tree poset <= " + to_string(top) + " points, every colouring"
                              : up_to_points("tree posets", top) + ", every colouring");
}

const Check kCheck_004_T5_2{
    .id = "004-T5.2", .source = "004 Thm 5.2, Def. 5.1",
    .claim = "For a coloured tree poset P, Po(P) = Po(ess P), ess P the largest up-set without a blocking "
             "triple (= P minus the down-closure of the triples' bottoms); so the value is #W - #B of ess P.",
    .scope = "tree posets <= 9 points, every colouring",
    .oracle = "definition",
    .list_order = 150, .cost = 3,
    .run = [](const CheckOptions& o) { return check_t52(o, false); },
};

const Check kCheck_004_T5_2_trees{
    .id = "004-T5.2-trees", .source = "control for Thm 5.2",
    .claim = "Control: Po(P) = Po(ess P) for coloured posets that are not trees.",
    .scope = "non-tree posets <= 5 points, every colouring",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 4 BWBW: 0<2 1<2 2<3",
    .note = "the tree hypothesis is needed",
    .list_order = 340, .cost = 1,
    .run = [](const CheckOptions& o) { return check_t52(o, true); },
};

// Connected components (comparability) of the subposet on `elements`.
std::vector<std::vector<int>> components_of(const ColouredPoset& p, const std::vector<int>& elements) {
  const ColouredPoset sub = p.induced(elements);
  std::vector<std::vector<int>> out;
  for (const auto& comp : sub.poset.components()) {
    std::vector<int> orig;
    for (int x : comp) orig.push_back(elements[x]);
    out.push_back(orig);
  }
  return out;
}

CheckResult check_t52_proof(const CheckOptions& o) {
  Tally tally;
  const int top = o.quick ? 6 : 9;
  std::uint64_t unicoloured = 0, but_theorem_holds = 0;
  for (int n = 0; n <= top; ++n)
    for (const Poset& t : tree_posets(n))
      for_each_colouring(t, [&](const ColouredPoset& p) {
        const std::vector<int> ess = essential_part(p);
        if (int(ess.size()) == p.size()) return;
        std::string bad;
        for (const auto& comp : components_of(p, ess)) {
          bool one = true;
          for (int x : comp) one = one && p.colour[x] == p.colour[comp[0]];
          if (one && bad.empty()) {
            bad = "component {";
            for (std::size_t i = 0; i < comp.size(); ++i) bad += (i ? "," : "") + to_string(comp[i]);
            bad += "} of ess P is all " + std::string(1, colour_letter(p.colour[comp[0]]));
          }
        }
        if (!bad.empty()) {
          ++unicoloured;
          const bool holds = plain_partizan_value(p, kPomax) == plain_partizan_value(p.induced(ess), kPomax);
          but_theorem_holds += holds;
          bad += holds ? " (Po(P) = Po(ess P) holds here all the same)" : " (and Po(P) != Po(ess P))";
        }
        tally.expect(bad.empty(), [&] {
          return coloured_counterexample(p, "ess P = {" + [&] {
            std::string s;
            for (std::size_t i = 0; i < ess.size(); ++i) s += (i ? "," : "") + to_string(ess[i]);
            return s;
          }() + "}: " + bad);
        });
      });
  return tally.result(up_to_points("tree posets", top) + ", every colouring with ess P != P",
                      to_string(unicoloured) + " with a unicoloured component of ess P; in " + to_string(but_theorem_holds) +
                          " of them Thm 5.2 holds all the same");
}

const Check kCheck_004_T5_2_proof{
    .id = "004-T5.2-proof", .source = "004 proof of Thm 5.2",
    .claim = "Proof step: when ess P != P for a coloured tree poset P, no connected component of ess P is "
             "unicoloured.",
    .scope = "tree posets <= 9 points, every colouring with ess P != P",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 4 BBWW: 2<0 3<1 3<2",
    .note = "refuted as printed: the smallest counterexample is poset 4 BBWW: 2<0 3<1 3<2 (white root 3 below "
            "black 1 and white 2, black 0 above 2): the blocking triple 3<2<0 makes ess P = {0,1,2}, whose "
            "component {1} is all black. Thm 5.2 itself holds on every tree checked (004-T5.2), so the proof "
            "needs another argument for unicoloured components, not the theorem",
    .list_order = 180, .cost = 2,
    .run = check_t52_proof,
};

// ---- §8: partizan poset games on trees are Hackenbush restrained ------------------

// Black-white values of every coloured forest poset against the colon principle; the
// control counts every edge as +-1 (Hackenbush values without the colon principle).
CheckResult check_s8(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 5 : 8;
  for (int n = 0; n <= top; ++n)
    for (const Poset& f : forest_posets(n))
      for_each_colouring(f, [&](const ColouredPoset& p) {
        const Dyadic v = plain_partizan_value(p, PartizanGame::BlackWhite);
        const Dyadic want = control ? Dyadic(p.count(Colour::Black) - p.count(Colour::White))
                                    : hackenbush_forest_value(p, Colour::Black);
        tally.expect(v == want, [&] {
          return coloured_counterexample(p, "black-white value " + v.to_string() + ", " +
                                                (control ? "#B - #W " : "Hackenbush ") + want.to_string());
        });
      });
  return tally.result(up_to_points("forest posets", top) + ", every colouring, black-white game (Black = Left)");
}

const Check kCheck_004_S8{
    .id = "004-S8", .source = "004 §8",
    .claim = "The partizan (black-white) poset game on a coloured tree poset is Hackenbush restrained on the "
             "same tree: its value follows the colon principle (a Left edge under value v is worth (v + "
             "n)/2^(n-1), n the least positive integer with v + n > 1; trees add).",
    .scope = "forest posets <= 8 points, every colouring",
    .oracle = "definition",
    .note = "004 states it in passing; engine/partizan/hackenbush.hpp uses it as an oracle",
    .list_order = 210, .cost = 1,
    .run = [](const CheckOptions& o) { return check_s8(o, false); },
};

const Check kCheck_004_S8_signs{
    .id = "004-S8-signs", .source = "control for §8",
    .claim = "Control: a coloured forest's black-white value is #black - #white (each edge +-1).",
    .scope = "forest posets <= 8 points",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 2 BW: 0<1",
    .note = "the colon principle is needed: {0 | 1} = 1/2",
    .list_order = 220, .cost = 0.5,
    .run = [](const CheckOptions& o) { return check_s8(o, true); },
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_partizan_trees_checks(std::vector<Check>& list) {
  list.push_back(kCheck_004_L4_6);
  list.push_back(kCheck_004_L4_6_triples);
  list.push_back(kCheck_004_P4_7);
  list.push_back(kCheck_004_P4_7_triples);
  list.push_back(kCheck_004_P4_8);
  list.push_back(kCheck_004_P4_8_triples);
  list.push_back(kCheck_004_P4_9);
  list.push_back(kCheck_004_P4_9_triples);
  list.push_back(kCheck_004_P4_10);
  list.push_back(kCheck_004_P4_10_triples);
  list.push_back(kCheck_004_Fig4);
  list.push_back(kCheck_004_T5_2);
  list.push_back(kCheck_004_T5_2_trees);
  list.push_back(kCheck_004_T5_2_proof);
  list.push_back(kCheck_004_S8);
  list.push_back(kCheck_004_S8_signs);
}

}  // namespace posetlab::checks
