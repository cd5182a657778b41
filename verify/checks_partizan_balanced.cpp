// Checks of balanced element-removal games (paper 004 Def. 4.1): a balanced game's
// value (Prop. 4.2), chess-coloured trees and Young diagrams (Props. 4.3, 4.4), leaf and
// corner removal (Props. 4.11, 4.12), and Fig. 2's plane partitions and distributive
// lattices that are not balanced. Controls drop the chess colouring or the recursion.
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

// ---- Balanced games -------------------------------------------------------------

CheckResult check_p42(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 4 : 6;
  std::uint64_t balanced = 0;
  for (int n = 0; n <= top; ++n)
    for_each_coloured_poset(n, [&](const ColouredPoset& p) {
      for (PartizanGame g : {kPomax, kMinMax}) {
        PlainPartizanSolver s(p, g);
        // The control keeps only the second condition, at the start.
        if (control ? !balanced_here(s, s.start()) : !is_balanced(s)) continue;
        ++balanced;
        const Dyadic v = s.value(), want(white_minus_black(p, s.start()));
        bool options_ok = true;
        for (const PartizanMove& m : s.moves(s.start()))
          options_ok = options_ok && s.value(m.after) == v + Dyadic(m.mover == Colour::White ? -1 : 1);
        tally.expect(v == want && (control || options_ok), [&] {
          return coloured_counterexample(p, std::string(partizan_game_name(g)) + ": predicted #W - #B = " +
                                                want.to_string() + ", computed " + v.to_string() +
                                                (options_ok ? "" : "; an option does not differ by exactly 1"));
        });
      }
    });
  return tally.result(up_to_points("every coloured poset", top) + (control ? ", pomax and min-max, condition 2 at the start only"
                                                                   : ", pomax and min-max, those balanced"),
                      to_string(balanced) + " balanced games");
}

const Check kCheck_004_P4_2{
    .id = "004-P4.2", .source = "004 Prop. 4.2",
    .claim = "A balanced game (Def. 4.1: all options balanced; when all removable elements share a colour, at "
             "least half of the elements have it) has value #white - #black, and every option differs from it "
             "by exactly 1.",
    .scope = "all coloured posets <= 6 points, pomax and min-max removal",
    .oracle = "definition",
    .list_order = 30, .cost = 2,
    .run = [](const CheckOptions& o) { return check_p42(o, false); },
};

const Check kCheck_004_P4_2_root{
    .id = "004-P4.2-root", .source = "control for Prop. 4.2",
    .claim = "Control: condition 2 of Def. 4.1 at the start alone (options not required balanced) gives value "
             "#W - #B.",
    .scope = "all coloured posets <= 6 points",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 4 BBWW: 2<0 3<0",
    .note = "the recursion of Def. 4.1 is needed",
    .list_order = 240, .cost = 1,
    .run = [](const CheckOptions& o) { return check_p42(o, true); },
};

CheckResult check_p43(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 6 : (control ? 7 : 9);
  for (int n = 0; n <= top; ++n)
    for (const Poset& t : tree_posets(n)) {
      if (control) {
        for_each_colouring(t, [&](const ColouredPoset& p) {
          expect_balanced(tally, PlainPartizanSolver(p, kPomax), "tree, any colouring");
        });
        continue;
      }
      for (const ColouredPoset& p : chess_colourings(t)) {
        PlainPartizanSolver s(p, kPomax);
        expect_balanced(tally, s, "chess-coloured tree");
        const Dyadic v = s.value(), want(white_minus_black(p, s.start()));
        tally.expect(v == want, [&] {
          return coloured_counterexample(p, "predicted " + want.to_string() + ", computed " + v.to_string());
        });
      }
    }
  return tally.result(up_to_points(control ? "tree posets with every colouring," : "chess-coloured tree posets", top));
}

const Check kCheck_004_P4_3{
    .id = "004-P4.3", .source = "004 Prop. 4.3",
    .claim = "Pomax on a chess-coloured tree poset (root = minimum, every other element covers exactly one) is "
             "balanced, so its value is #W - #B.",
    .scope = "tree posets <= 9 points, both chess colourings",
    .oracle = "definition",
    .list_order = 40, .cost = 2,
    .run = [](const CheckOptions& o) { return check_p43(o, false); },
};

const Check kCheck_004_P4_3_any{
    .id = "004-P4.3-any", .source = "control for Prop. 4.3",
    .claim = "Control: tree posets with any colouring are balanced.",
    .scope = "tree posets <= 7 points",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 3 BBW: 0<1 1<2",
    .note = "the chess colouring is needed",
    .list_order = 250, .cost = 1,
    .run = [](const CheckOptions& o) { return check_p43(o, true); },
};

// Young diagrams: every partition of n <= top_cells and the squares up to side.
std::vector<std::vector<int>> young_shapes(int top_cells, int side) {
  std::vector<std::vector<int>> shapes;
  for (int n = 0; n <= top_cells; ++n)
    for (auto& s : partitions(n)) shapes.push_back(s);
  for (int r = 1; r <= side; ++r)
    for (int c = 1; c <= side; ++c)
      if (r * c > top_cells) shapes.push_back(std::vector<int>(r, c));
  return shapes;
}

CheckResult check_p44(const CheckOptions& o) {
  Tally tally;
  const int cells = o.quick ? 7 : 12, side = o.quick ? 4 : 8;
  for (const auto& rows : young_shapes(cells, side))
    for (Colour c : {Colour::Black, Colour::White}) {
      families::Diagram d = families::young_diagram(rows, c);
      PlainPartizanSolver s(d.poset, kPomax);
      expect_balanced(tally, s, "Young diagram " + shape_text(rows));
      const Dyadic v = s.value(), want(white_minus_black(d.poset, s.start()));
      tally.expect(v == want, [&] {
        return coloured_counterexample(d.poset, "Young diagram " + shape_text(rows) + ": predicted " + want.to_string() +
                                                    ", computed " + v.to_string());
      });
    }
  return tally.result("chess-coloured Young diagrams: every partition of <= " + to_string(cells) +
                      " cells and every rectangle up to " + to_string(side) + "x" + to_string(side));
}

const Check kCheck_004_P4_4{
    .id = "004-P4.4", .source = "004 Prop. 4.4",
    .claim = "Pomax on a chess-coloured Young diagram (a cell covers its left and upper neighbour) is balanced; "
             "value #W - #B.",
    .scope = "partitions of <= 12 cells, rectangles up to 8x8, both chess colourings",
    .oracle = "definition",
    .list_order = 50, .cost = 3,
    .run = check_p44,
};

CheckResult check_young_any_colouring(const CheckOptions& o) {
  Tally tally;
  for (int n = 0; n <= (o.quick ? 5 : 6); ++n)
    for (const auto& rows : partitions(n))
      for_each_colouring(families::young_diagram(rows, Colour::Black).poset.poset, [&](const ColouredPoset& p) {
        expect_balanced(tally, PlainPartizanSolver(p, kPomax), "Young diagram " + shape_text(rows));
      });
  return tally.result("Young diagrams of <= " + std::string(o.quick ? "5" : "6") + " cells, every colouring");
}

const Check kCheck_004_P4_4_any{
    .id = "004-P4.4-any", .source = "control for Prop. 4.4",
    .claim = "Control: Young diagrams with any colouring are balanced.",
    .scope = "Young diagrams <= 6 cells",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 3 BBW: 0<1 1<2",
    .note = "the chess colouring is needed",
    .list_order = 260, .cost = 0.5,
    .run = check_young_any_colouring,
};

// ---- Fig. 2: no extension to plane partitions and distributive lattices -------------

using Cell3 = std::tuple<int, int, int>;

// Every order ideal of N^3 with at most `top` cells (plane partitions), as cell sets.
std::vector<std::vector<Cell3>> plane_partitions(int top) {
  std::set<std::vector<Cell3>> seen{{}};
  std::vector<std::vector<Cell3>> frontier{{}}, all{{}};
  for (int size = 0; size < top; ++size) {
    std::vector<std::vector<Cell3>> next;
    for (const auto& ideal : frontier) {
      std::set<Cell3> in(ideal.begin(), ideal.end());
      auto present = [&](int r, int c, int k) { return r < 0 || c < 0 || k < 0 || in.count({r, c, k}); };
      std::set<Cell3> candidates{{0, 0, 0}};
      for (auto [r, c, k] : ideal) candidates.insert({{r + 1, c, k}, {r, c + 1, k}, {r, c, k + 1}});
      for (auto [r, c, k] : candidates) {
        if (in.count({r, c, k}) || !present(r - 1, c, k) || !present(r, c - 1, k) || !present(r, c, k - 1)) continue;
        auto grown = ideal;
        grown.emplace_back(r, c, k);
        std::sort(grown.begin(), grown.end());
        if (seen.insert(grown).second) next.push_back(grown);
      }
    }
    all.insert(all.end(), next.begin(), next.end());
    frontier = std::move(next);
  }
  return all;
}

ColouredPoset ideal_poset(const std::vector<Cell3>& cells, Colour corner) {
  std::map<Cell3, int> id;
  for (std::size_t i = 0; i < cells.size(); ++i) id[cells[i]] = int(i);
  std::vector<Relation> rel;
  for (auto [r, c, k] : cells)
    for (Cell3 next : {Cell3{r + 1, c, k}, Cell3{r, c + 1, k}, Cell3{r, c, k + 1}})
      if (auto it = id.find(next); it != id.end()) rel.emplace_back(id[{r, c, k}], it->second);
  ColouredPoset p{Poset::from_relations(int(cells.size()), rel), {}};
  for (auto [r, c, k] : cells) p.colour.push_back((r + c + k) % 2 == 0 ? corner : opposite(corner));
  return p;
}

// The two-dimensional distributive lattices: the cover-preserving sublattices of a
// product of two chains, i.e. the cell regions between two monotone lattice paths from
// the minimum (0, 0) to the maximum. Row r holds the columns a_r..b_r with a and b
// weakly increasing and a_(r+1) <= b_r. (Skew Young diagrams with one minimal and one
// maximal cell are only the rectangles; these regions lean the other way.) Every
// region of at most `top` cells within a box x box square, both chess colourings.
std::vector<families::Diagram> planar_distributive_lattices(int top, int box) {
  std::vector<families::Diagram> out;
  std::vector<Cell> cells;
  std::function<void(int, int, int)> rec = [&](int row, int prev_a, int prev_b) {
    if (row > 0)
      for (Colour corner : {Colour::Black, Colour::White}) out.push_back(families::cell_diagram(cells, corner));
    if (row == box) return;
    for (int a = row == 0 ? 0 : prev_a; a <= (row == 0 ? 0 : prev_b); ++a)
      for (int b = std::max(a, prev_b); b < box; ++b) {
        if (int(cells.size()) + b - a + 1 > top) break;
        for (int c = a; c <= b; ++c) cells.push_back({row, c});
        rec(row + 1, a, b);
        cells.resize(cells.size() - (b - a + 1));
      }
  };
  rec(0, 0, 0);
  return out;
}

// Counts the examples (chess coloured, all maxima white, more black than white) and
// keeps the smallest with its pomax value; a found example is one passing instance.
struct Fig2Search {
  std::uint64_t searched = 0, found = 0;
  std::string smallest;
  int smallest_size = 1 << 20;
  void consider(const ColouredPoset& p) {
    ++searched;
    bool maxima_white = true;
    for (int m : p.poset.maximal_elements()) maxima_white = maxima_white && p.colour[m] == Colour::White;
    if (!maxima_white || p.count(Colour::Black) <= p.count(Colour::White)) return;
    ++found;
    if (p.size() >= smallest_size) return;
    smallest_size = p.size();
    const Dyadic v = plain_partizan_value(p, kPomax);
    smallest = p.to_text() + " (#W - #B = " + to_string(p.count(Colour::White) - p.count(Colour::Black)) +
               ", pomax value " + v.to_string() + ")";
  }
};

CheckResult check_fig2(const CheckOptions& o) {
  Fig2Search pp, dl;
  const int top = o.quick ? 13 : 15;  // the smallest plane partition example has 13 cells
  for (const auto& ideal : plane_partitions(top))
    for (Colour c : {Colour::Black, Colour::White}) pp.consider(ideal_poset(ideal, c));
  for (const auto& d : planar_distributive_lattices(top, o.quick ? 4 : 5)) dl.consider(d.poset);
  CheckResult r;
  r.instances = pp.searched + dl.searched;
  r.scope = "chess-coloured plane partitions and two-dimensional distributive lattices of <= " + to_string(top) + " cells";
  r.notes = to_string(pp.found) + " plane partitions and " + to_string(dl.found) +
            " distributive lattices with all maxima white and more black; smallest plane partition: " +
            (pp.smallest.empty() ? "none" : pp.smallest) + "; smallest lattice: " + (dl.smallest.empty() ? "none" : dl.smallest);
  if (pp.found == 0 || dl.found == 0) {
    r.failures = 1;
    r.counterexample = value_counterexample(0, "no example", pp.found == 0 ? "no plane partition found" : "no lattice found");
  }
  return r;
}

const Check kCheck_004_Fig2{
    .id = "004-Fig2", .source = "004 Fig. 2",
    .claim = "Props. 4.3/4.4 do not extend: there are chess-coloured plane-partition posets (ideals of a "
             "product of three chains) and two-dimensional distributive lattices whose maxima are all white but "
             "which have more black than white elements (hence are not balanced).",
    .scope = "plane partitions of <= 15 cells and planar distributive lattices of <= 15 cells",
    .oracle = "definition",
    .note = "the figure itself was lost in extraction; the check searches for the smallest such posets and "
            "reports them with their pomax values",
    .list_order = 60, .cost = 2,
    .run = check_fig2,
};

// ---- Leaf and corner removal: Props. 4.11, 4.12 ------------------------------------

CheckResult check_p411(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 6 : (control ? 7 : 9);  // tree_posets filters nauty's posets: 9 is cheap, 10 not
  for (int n = 0; n <= top; ++n)
    for (const Poset& t : tree_posets(n)) {  // every tree graph, as the cover graph of a rooted tree
      if (control) {
        for_each_colouring(t, [&](const ColouredPoset& p) {
          expect_balanced(tally, PlainPartizanSolver(p, PartizanGame::LeafRemoval), "leaf removal, any colouring");
        });
      } else {
        for (const ColouredPoset& p : chess_colourings(t))
          expect_balanced(tally, PlainPartizanSolver(p, PartizanGame::LeafRemoval), "leaf removal, chess colouring");
      }
    }
  return tally.result(up_to_points(control ? "trees, every colouring," : "chess-coloured trees", top) + ", leaf removal");
}

const Check kCheck_004_P4_11{
    .id = "004-P4.11", .source = "004 Prop. 4.11",
    .claim = "Leaf removal (vertices of degree <= 1 removable) on a chess-coloured tree is balanced.",
    .scope = "trees <= 9 vertices, both chess colourings",
    .oracle = "definition",
    .list_order = 120, .cost = 1,
    .run = [](const CheckOptions& o) { return check_p411(o, false); },
};

const Check kCheck_004_P4_11_any{
    .id = "004-P4.11-any", .source = "control for Prop. 4.11",
    .claim = "Control: leaf removal on trees with any colouring is balanced.",
    .scope = "trees <= 7 vertices",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 5 BBWWW: 2<0 3<1 4<2 4<3",
    .note = "the chess colouring is needed",
    .list_order = 320, .cost = 1,
    .run = [](const CheckOptions& o) { return check_p411(o, true); },
};

CheckResult check_p412(const CheckOptions& o, bool control) {
  Tally tally;
  const int top = o.quick ? 3 : 4;
  std::uint64_t positions = 0;
  for (int side = 1; side <= (control ? 3 : top); ++side) {
    std::vector<int> rows(side, side);
    families::Diagram d = families::young_diagram(rows, Colour::Black);
    auto run = [&](const ColouredPoset& p) {
      PlainPartizanSolver s(p, PartizanGame::CornerRemoval, d.cells);
      // Every truncated square diagram is a position of the n x n game, so balance of the
      // square covers them all.
      expect_balanced(tally, s, "corner removal on a " + to_string(side) + "x" + to_string(side) + " array");
      if (!control) for_each_reachable(s, [&](std::uint64_t) { ++positions; });
    };
    if (control) {
      for_each_colouring(d.poset.poset, run);
    } else {
      run(d.poset);
      run(d.poset.inverted());
    }
  }
  return tally.result(control ? "every colouring of the n x n arrays, n <= 3"
                              : "both chess colourings of the n x n arrays, n <= " + to_string(top) +
                                    " (every truncated square diagram is one of their positions)",
                      control ? "" : to_string(positions) + " truncated diagrams reached");
}

const Check kCheck_004_P4_12{
    .id = "004-P4.12", .source = "004 Prop. 4.12",
    .claim = "Corner removal (a cell with <= 1 neighbour in its row and <= 1 in its column) on a chess-coloured "
             "truncated square diagram is balanced.",
    .scope = "n x n arrays, n <= 4, both chess colourings, and so every truncated diagram of them",
    .oracle = "definition",
    .list_order = 130, .cost = 2,
    .run = [](const CheckOptions& o) { return check_p412(o, false); },
};

const Check kCheck_004_P4_12_any{
    .id = "004-P4.12-any", .source = "control for Prop. 4.12",
    .claim = "Control: corner removal on square arrays with any colouring is balanced.",
    .scope = "n x n, n <= 3",
    .oracle = "definition", .expected = false,
    .expected_counterexample = "poset 9 BWBWWWBWB: 0<1 0<3 1<2 1<4 2<5 3<4 3<6 4<5 4<7 5<8 6<7 7<8",
    .note = "the chess colouring is needed",
    .list_order = 330, .cost = 1,
    .run = [](const CheckOptions& o) { return check_p412(o, true); },
};

}  // namespace

// This file's checks, one line each (verify/check_list.hpp lists the files).
void add_partizan_balanced_checks(std::vector<Check>& list) {
  list.push_back(kCheck_004_P4_2);
  list.push_back(kCheck_004_P4_2_root);
  list.push_back(kCheck_004_P4_3);
  list.push_back(kCheck_004_P4_3_any);
  list.push_back(kCheck_004_P4_4);
  list.push_back(kCheck_004_P4_4_any);
  list.push_back(kCheck_004_Fig2);
  list.push_back(kCheck_004_P4_11);
  list.push_back(kCheck_004_P4_11_any);
  list.push_back(kCheck_004_P4_12);
  list.push_back(kCheck_004_P4_12_any);
}

}  // namespace posetlab::checks
