// `conjecture determine` against brute force, in-process (so it runs under the sanitizers):
//   - closed forms (closed_forms.hpp): planted linear, xor and xor-with-products functions
//     on random tables must be recovered, and whenever a brute-force search over small
//     coefficients finds a linear or xor form, the fitter must find one of that kind;
//     a planted non-function of the parities must get no xor form;
//   - the miner on every two-level poset of b <= 3 bottoms, stored by the job: each
//     class's Grundy value by plain search on the definition and its degrees counted on
//     the poset, grouped by hand; the function table, the verdict, the smallest conflict
//     size and the counterexample pairs must agree; 000 Thm 4.2's formula must be recovered
//     on the parity-uniform classes and refuted as a function on all;
//   - the SQL features (two_level_sql.hpp) against their definitions on every class of
//     b <= 4, Def. 4.1 (ii) by trying every bipartition;
//   - the subclass search against brute force on a planted table.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <map>
#include <random>
#include <set>

#include "engine/core/error.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/two_level_invariants.hpp"
#include "enumerate/two_level_job.hpp"
#include "results/conjectures/closed_forms.hpp"
#include "results/conjectures/conjecture_determine.hpp"
#include "results/store/store.hpp"
#include "results/tables/two_level.hpp"
#include "tests/shell.hpp"
#include "tests/temp_dir.hpp"

namespace posetlab {
namespace determine_tests {  // named: the unity build joins anonymous namespaces of test files

std::vector<FunctionEntry> table_of(const std::vector<std::vector<std::int64_t>>& xs,
                                    const std::function<std::int64_t(const std::vector<std::int64_t>&)>& f) {
  std::vector<FunctionEntry> out;
  for (const auto& x : xs) out.push_back({x, f(x)});
  return out;
}

std::vector<std::vector<std::int64_t>> random_points(std::mt19937& rng, int k, int n, int lo, int hi) {
  std::uniform_int_distribution<int> d(lo, hi);
  std::set<std::vector<std::int64_t>> seen;
  while (int(seen.size()) < n) {
    std::vector<std::int64_t> x(static_cast<std::size_t>(k));
    for (auto& v : x) v = d(rng);
    seen.insert(x);
  }
  return {seen.begin(), seen.end()};
}

const ClosedForm* form_of(const std::vector<ClosedForm>& forms, const std::string& kind) {
  for (const ClosedForm& f : forms)
    if (f.kind == kind) return &f;
  return nullptr;
}

TEST(ClosedForms, RecoversPlantedLinearFunctions) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 40; ++trial) {
    const auto xs = random_points(rng, 3, 12, -5, 9);
    std::uniform_int_distribution<int> c(-4, 4);
    const std::int64_t a0 = c(rng), a1 = c(rng), a2 = c(rng), a3 = c(rng), q = 1 + trial % 3;
    // q*value = a0 + a.x exactly: build the values so that q divides.
    auto f = [&](const std::vector<std::int64_t>& x) { return a0 + a1 * x[0] + a2 * x[1] + a3 * x[2]; };
    std::vector<FunctionEntry> t;
    for (const auto& x : xs) t.push_back({x, f(x) * q});  // value = q*(a0 + a.x): linear with q = 1
    const auto forms = fit_closed_forms(t, {"x", "y", "z"}, "v");
    const bool constant = !a1 && !a2 && !a3;
    const ClosedForm* lin = form_of(forms, constant ? "constant" : "linear");
    ASSERT_NE(lin, nullptr) << trial;
    for (const auto& e : t) EXPECT_EQ(lin->evaluate(e.features), e.value);
    if (!constant) {
      EXPECT_EQ(lin->q, 1);
      EXPECT_EQ(lin->a, (std::vector<std::int64_t>{a1 * q, a2 * q, a3 * q}));  // 12 points in 3D: unique
    }
  }
  // A rational slope: v = (x + 1)/2 on odd x, written with integer coefficients.
  const auto t = table_of({{1}, {3}, {5}, {9}}, [](const auto& x) { return (x[0] + 1) / 2; });
  const auto forms = fit_closed_forms(t, {"x"}, "v");  // kept: form_of points into it
  const ClosedForm* lin = form_of(forms, "linear");
  ASSERT_NE(lin, nullptr);
  EXPECT_EQ(lin->expression, "2*v = x + 1");
  EXPECT_EQ(lin->q, 2);
}

TEST(ClosedForms, RecoversPlantedNimSums) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 60; ++trial) {
    const auto xs = random_points(rng, 3, 60, 0, 7);
    std::set<std::int64_t> patterns;  // all 8 present: more patterns than the 7 coefficients of xor2
    for (const auto& x : xs) patterns.insert((x[0] & 1) | (x[1] & 1) << 1 | (x[2] & 1) << 2);
    ASSERT_EQ(patterns.size(), 8u);
    std::uniform_int_distribution<int> c(0, 7);
    const std::int64_t c0 = c(rng), a = c(rng), b = c(rng), d = c(rng), pair = trial % 2 ? c(rng) : 0;
    auto f = [&](const std::vector<std::int64_t>& x) {
      return c0 ^ (a * (x[0] & 1)) ^ (b * (x[1] & 1)) ^ (d * (x[2] & 1)) ^ (pair * (x[0] & x[1] & 1));
    };
    const auto t = table_of(xs, f);
    const auto forms = fit_closed_forms(t, {"x", "y", "z"}, "v");
    const ClosedForm* nim = form_of(forms, "xor");
    if (!nim) nim = form_of(forms, "xor2");
    if (!nim) nim = form_of(forms, "constant");
    ASSERT_NE(nim, nullptr) << trial;
    for (const auto& e : t) EXPECT_EQ(nim->evaluate(e.features), e.value);
    if (!pair) {
      EXPECT_EQ(form_of(forms, "xor2"), nullptr) << "a plain nim-sum needs no products";
    }
  }
  // 000 Cor. 4.3: g = b XOR 3t, as the miner writes it.
  const auto t = table_of({{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 3}, {5, 2}},
                          [](const auto& x) { return (x[0] & 1) ^ (3 * (x[1] & 1)); });
  const auto forms = fit_closed_forms(t, {"bottoms", "tops"}, "grundy");
  ASSERT_NE(form_of(forms, "xor"), nullptr);
  EXPECT_EQ(form_of(forms, "xor")->expression, "grundy = xor((bottoms % 2), 3*(tops % 2))");
}

TEST(ClosedForms, RefutesPlantedNonForms) {
  // Equal parities, different values: no nim-sum of parities can fit.
  const auto t = table_of({{0, 0}, {2, 0}, {1, 1}, {3, 1}}, [](const auto& x) { return x[0]; });
  const auto forms = fit_closed_forms(t, {"x", "y"}, "v");
  EXPECT_EQ(form_of(forms, "xor"), nullptr);
  EXPECT_EQ(form_of(forms, "xor2"), nullptr);
  ASSERT_NE(form_of(forms, "linear"), nullptr);  // v = x is linear
  // x*y on a grid: neither linear nor a nim-sum of parities.
  std::vector<std::vector<std::int64_t>> grid;
  for (int x = 0; x < 4; ++x)
    for (int y = 0; y < 4; ++y) grid.push_back({x, y});
  EXPECT_TRUE(fit_closed_forms(table_of(grid, [](const auto& x) { return x[0] * x[1]; }), {"x", "y"}, "v").empty());
}

// Brute force: every xor form with coefficients 0..3 and every linear form with
// coefficients -2..2 on two features; when one fits a random table on more points than it
// has coefficients to choose (its rank: 3 for xor unless a parity pattern is missing, 3 for
// linear unless the points are collinear), the fitter finds a form of that kind, and none
// on fewer.
TEST(ClosedForms, FindsAFormWheneverBruteForceDoes) {
  std::mt19937 rng(3);
  int xor_found = 0, linear_found = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const auto xs = random_points(rng, 2, 3 + trial % 4, 0, 3);
    std::uniform_int_distribution<int> v(0, 3);
    std::vector<FunctionEntry> t;
    std::uniform_int_distribution<int> small(-2, 2);
    const int pc = small(rng), pa = small(rng), pb = small(rng);  // every third table planted linear,
    const int xc = v(rng), xa = v(rng), xb = v(rng);                // every third a nim-sum
    for (const auto& x : xs)
      t.push_back({x, trial % 3 == 0   ? pc + pa * x[0] + pb * x[1]
                      : trial % 3 == 1 ? xc ^ (xa * (x[0] & 1)) ^ (xb * (x[1] & 1))
                                       : v(rng)});
    bool by_xor = false, by_linear = false, constant = true;
    for (const auto& e : t) constant &= e.value == t.front().value;
    for (int c = 0; c < 4 && !by_xor; ++c)
      for (int a = 0; a < 4 && !by_xor; ++a)
        for (int b = 0; b < 4 && !by_xor; ++b)
          by_xor = std::all_of(t.begin(), t.end(), [&](const FunctionEntry& e) {
            return (c ^ (a * (e.features[0] & 1)) ^ (b * (e.features[1] & 1))) == e.value;
          });
    for (int c = -2; c <= 2 && !by_linear; ++c)
      for (int a = -2; a <= 2 && !by_linear; ++a)
        for (int b = -2; b <= 2 && !by_linear; ++b)
          by_linear = std::all_of(t.begin(), t.end(),
                                  [&](const FunctionEntry& e) { return c + a * e.features[0] + b * e.features[1] == e.value; });
    const auto forms = fit_closed_forms(t, {"x", "y"}, "v");
    if (constant) {
      EXPECT_NE(form_of(forms, "constant"), nullptr);
      continue;
    }
    std::set<std::int64_t> patterns;
    for (const auto& e : t) patterns.insert((e.features[0] & 1) | (e.features[1] & 1) << 1);
    bool collinear = true;
    for (const auto& e : t)
      collinear = collinear && (t[1].features[0] - t[0].features[0]) * (e.features[1] - t[0].features[1]) ==
                                   (t[1].features[1] - t[0].features[1]) * (e.features[0] - t[0].features[0]);
    const bool xor_evident = patterns.size() == 4, linear_evident = t.size() > (collinear ? 2u : 3u);
    EXPECT_EQ(form_of(forms, "xor") != nullptr, by_xor && xor_evident) << trial;
    if (by_linear && linear_evident) {
      EXPECT_NE(form_of(forms, "linear"), nullptr) << trial;
    }
    if (form_of(forms, "linear")) {  // maybe with coefficients the brute force does not try
      EXPECT_TRUE(linear_evident) << trial;
    }
    by_xor = by_xor && xor_evident;
    by_linear = by_linear && linear_evident;
    xor_found += by_xor;
    linear_found += by_linear;
  }
  EXPECT_GT(xor_found, 5);  // the comparison met both kinds
  EXPECT_GT(linear_found, 5);
}

// One two-level class as the brute force sees it.
struct Class {
  int b = 0, t = 0, grundy = 0, odd_tops = 0, odd_bottoms = 0;
  bool odd_split = false, parity_uniform = false;
  std::string family;
};

// Degrees and Def. 4.1 on the poset itself: a top's degree is the number of elements
// below it, a bottom's the number above it; (ii) by trying every bipartition.
Class brute_class(const SetSystem& s, bool with_grundy) {
  const Poset p = two_level_poset(s.bottoms, [&] {
    std::vector<std::uint64_t> sets;
    for (const auto& top : s.tops) {
      std::uint64_t m = 0;
      for (int x : top) m |= std::uint64_t{1} << x;
      sets.push_back(m);
    }
    return sets;
  }());
  Class c;
  c.b = s.bottoms;
  c.t = int(s.tops.size());
  std::vector<int> top_degree;
  for (int y = c.b; y < p.size(); ++y) {
    int d = 0;
    for (int x = 0; x < p.size(); ++x) d += x != y && p.leq(x, y);
    top_degree.push_back(d);
    c.odd_tops += d % 2;
  }
  for (int x = 0; x < c.b; ++x) {
    int d = 0;
    for (int y = 0; y < p.size(); ++y) d += x != y && p.leq(x, y);
    c.odd_bottoms += d % 2;
  }
  for (unsigned side = 0; side < (1u << c.b) && !c.odd_split; ++side) {
    bool all = true;
    for (int y = c.b; y < p.size(); ++y) {
      int in = 0, out = 0;
      for (int x = 0; x < c.b; ++x)
        if (p.leq(x, y)) ++((side >> x & 1) ? in : out);
      all = all && (in % 2 || out % 2);
    }
    c.odd_split = all;
  }
  const bool same_parity = std::all_of(top_degree.begin(), top_degree.end(),
                                       [&](int d) { return d % 2 == top_degree.front() % 2; });
  c.parity_uniform = same_parity && c.odd_split;
  if (with_grundy) c.grundy = plain_grundy(p);
  return c;
}

class DetermineTwoLevel : public testing::TempDirTest {
 protected:
  void fill(int max_bottoms) {
    Store s(db("t.sqlite"), Store::Access::ReadWrite);
    for (int b = 0; b <= max_bottoms; ++b) {
      TwoLevelSpec spec;
      spec.bottoms = b;
      auto job = make_two_level_job(spec);
      JobOptions o;
      o.progress.enabled = false;
      run_two_level_job(s, *job, spec, o);
    }
  }
  std::vector<Class> classes(Db& d, bool with_grundy) {
    std::vector<Class> out;
    Stmt q = d.prepare(
        "SELECT family, grundy, two_level_odd_tops(bottoms, sets), two_level_odd_bottoms(bottoms, sets), "
        "two_level_odd_split(bottoms, sets), parity_uniform FROM two_level WHERE has_empty_top = 0");
    while (q.step()) {
      Class c = brute_class(parse_set_system_text(q.text(0)), with_grundy);
      c.family = q.text(0);
      EXPECT_EQ(q.int64(2), c.odd_tops) << c.family;
      EXPECT_EQ(q.int64(3), c.odd_bottoms) << c.family;
      EXPECT_EQ(q.int64(4), c.odd_split) << c.family;
      EXPECT_EQ(q.int64(5), c.parity_uniform) << c.family;
      if (with_grundy) {
        EXPECT_EQ(q.int64(1), c.grundy) << c.family;
      }
      c.grundy = int(q.int64(1));
      out.push_back(c);
    }
    return out;
  }
};

TEST_F(DetermineTwoLevel, FeaturesMatchTheirDefinitions) {
  fill(4);
  Store s(db("t.sqlite"), Store::Access::ReadOnly);
  const auto all = classes(s.db(), false);
  EXPECT_EQ(all.size(), 1u + 2 + 6 + 40 + 1992);  // A000612(0..4)
  EXPECT_TRUE(std::any_of(all.begin(), all.end(), [](const Class& c) { return c.odd_split && !c.parity_uniform; }))
      << "(ii) without (i) occurs: the feature is not parity_uniform again";
}

// Thm 4.2 component by component: NULL exactly when some component (found on the poset)
// fails Def. 4.1 by trying every bipartition, and otherwise g by plain search.
TEST_F(DetermineTwoLevel, ComponentwiseTheorem42IsTheValueWhereEveryComponentIsParityUniform) {
  fill(3);
  Store s(db("t.sqlite"), Store::Access::ReadOnly);
  Stmt q = s.db().prepare(
      "SELECT family, two_level_pu_components_value(bottoms, sets), parity_uniform FROM two_level "
      "WHERE has_empty_top = 0");
  int covered = 0, uniform = 0;
  while (q.step()) {
    const SetSystem sys = parse_set_system_text(q.text(0));
    // Components: bottoms joined through their tops.
    std::vector<int> root(std::size_t(sys.bottoms));
    for (int x = 0; x < sys.bottoms; ++x) root[std::size_t(x)] = x;
    std::function<int(int)> find = [&](int x) { return root[std::size_t(x)] == x ? x : root[std::size_t(x)] = find(root[std::size_t(x)]); };
    for (const auto& top : sys.tops)
      for (int x : top) root[std::size_t(find(x))] = find(top.front());
    std::map<int, SetSystem> parts;
    for (int x = 0; x < sys.bottoms; ++x) parts[find(x)].bottoms++;  // sizes only matter for b's parity
    std::map<int, std::map<int, int>> renumber;
    for (int x = 0; x < sys.bottoms; ++x) renumber[find(x)].emplace(x, int(renumber[find(x)].size()));
    for (const auto& top : sys.tops) {
      std::vector<int> t;
      for (int x : top) t.push_back(renumber[find(top.front())][x]);
      parts[find(top.front())].tops.push_back(t);
    }
    bool all_uniform = true;
    for (const auto& [r, part] : parts) all_uniform = all_uniform && brute_class(part, false).parity_uniform;
    const Class whole = brute_class(sys, true);
    EXPECT_EQ(q.type(1) != SQLITE_NULL, all_uniform) << q.text(0);
    if (all_uniform) {
      EXPECT_EQ(q.int64(1), whole.grundy) << q.text(0);
      ++covered;
    }
    uniform += int(q.int64(2));
  }
  EXPECT_GT(covered, uniform);  // more than the parity-uniform posets themselves
}

// Grouped by hand: (feature tuple) -> targets with their smallest b.
struct Grouped {
  std::map<std::vector<int>, std::map<int, int>> smallest;  // features -> target -> smallest b
};

Grouped group(const std::vector<Class>& cs, const std::function<bool(const Class&)>& where,
              const std::function<std::vector<int>(const Class&)>& features) {
  Grouped g;
  for (const Class& c : cs) {
    if (!where(c)) continue;
    auto [it, fresh] = g.smallest[features(c)].emplace(c.grundy, c.b);
    if (!fresh) it->second = std::min(it->second, c.b);
  }
  return g;
}

TEST_F(DetermineTwoLevel, AgreesWithBruteForceOnEveryClassOfThreeBottoms) {
  fill(3);
  Store s(db("t.sqlite"), Store::Access::ReadOnly);
  const auto all = classes(s.db(), true);  // values by plain search
  ASSERT_EQ(all.size(), 1u + 2 + 6 + 40);

  struct DetermineCase {
    std::vector<std::string> by;
    std::string where;
    std::function<bool(const Class&)> keep;
    std::function<std::vector<int>(const Class&)> features;
  };
  const std::vector<DetermineCase> cases = {
      {{"bottoms % 2", "tops % 2"}, "two_level_odd_tops(bottoms, sets) = tops",
       [](const Class& c) { return c.odd_tops == c.t; }, [](const Class& c) { return std::vector{c.b % 2, c.t % 2}; }},
      {{"bottoms", "tops"}, "", [](const Class&) { return true; }, [](const Class& c) { return std::vector{c.b, c.t}; }},
      {{"bottoms % 2", "tops % 2", "two_level_odd_tops(bottoms, sets) % 2"}, "parity_uniform = 1",
       [](const Class& c) { return c.parity_uniform; },
       [](const Class& c) { return std::vector{c.b % 2, c.t % 2, c.odd_tops % 2}; }},
      {{"two_level_odd_bottoms(bottoms, sets)", "two_level_odd_split(bottoms, sets)"}, "",
       [](const Class&) { return true; }, [](const Class& c) { return std::vector{c.odd_bottoms, int(c.odd_split)}; }},
  };
  for (const DetermineCase& k : cases) {
    SCOPED_TRACE(k.by.front() + " where " + k.where);
    DetermineOptions o;
    o.table = "two_level";
    o.target = "grundy";
    o.features = k.by;
    o.where = k.where;
    o.measure = "bottoms";
    o.max_entries = 0;
    o.show = 1000;
    const DetermineResult r = conjecture_determine(s.db(), o);
    EXPECT_EQ(r.sizes, (std::vector<int>{0, 1, 2, 3}));
    const Grouped g = group(all, k.keep, k.features);
    bool function = true;
    int smallest_conflict = 1 << 20;
    std::size_t entries = 0, conflicts = 0;
    for (const auto& [f, targets] : g.smallest) {
      entries += targets.size();
      if (targets.size() < 2) continue;
      function = false;
      ++conflicts;
      std::vector<int> sizes;
      for (const auto& [v, b] : targets) sizes.push_back(b);
      std::sort(sizes.begin(), sizes.end());
      smallest_conflict = std::min(smallest_conflict, sizes[1]);
    }
    EXPECT_EQ(r.is_function, function);
    EXPECT_EQ(r.entries.size(), entries);
    EXPECT_EQ(r.conflicting_groups, conflicts);
    EXPECT_EQ(r.counterexamples.size(), conflicts);
    if (!function) {
      EXPECT_EQ(r.counterexamples.front().size, smallest_conflict);
    }
    int last = 0;
    for (const DeterminePair& p : r.counterexamples) {
      EXPECT_GE(p.size, last);  // smallest first
      last = p.size;
      const Class a = brute_class(parse_set_system_text(p.first.row.text), true);
      const Class b = brute_class(parse_set_system_text(p.second.row.text), true);
      EXPECT_EQ(k.features(a), k.features(b)) << p.first.row.text << " / " << p.second.row.text;
      EXPECT_NE(a.grundy, b.grundy);
      EXPECT_EQ(a.grundy, p.first.target.i);
      EXPECT_EQ(b.grundy, p.second.target.i);
      EXPECT_EQ(std::max(a.b, b.b), p.size);
    }
    if (!function) continue;
    for (const ClosedForm& f : r.forms)
        for (const DetermineEntry& e : r.entries) {
          std::vector<std::int64_t> x;
          for (const SqlCell& c : e.features) x.push_back(c.i);
          EXPECT_EQ(f.evaluate(x), e.target.i) << f.expression;
        }
  }
}

TEST_F(DetermineTwoLevel, RecoversTheorem42AndRefutesItOutsideItsClass) {
  fill(4);
  Store s(db("t.sqlite"), Store::Access::ReadOnly);
  DetermineOptions o;
  o.table = "two_level";
  o.target = "grundy";
  o.features = split_features({"bottoms, tops, top_parity = 'odd'"});
  ASSERT_EQ(o.features.size(), 3u);
  o.measure = "bottoms";
  o.where = "parity_uniform = 1";
  const DetermineResult pu = conjecture_determine(s.db(), o);
  ASSERT_TRUE(pu.is_function);
  const ClosedForm* f = form_of(pu.forms, "xor2");
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->expression, "grundy = xor((bottoms % 2), 2*(tops % 2), (tops % 2)*(top_parity = 'odd'))");
  o.where = "";
  const DetermineResult everyone = conjecture_determine(s.db(), o);
  EXPECT_FALSE(everyone.is_function);
  ASSERT_FALSE(everyone.counterexamples.empty());
  // On b <= 2 each (b, t, all tops odd) holds one value (the 9 classes by hand); b = 3 does not.
  EXPECT_EQ(everyone.counterexamples.front().size, 3);
  EXPECT_THROW(
      {
        o.measure = "height";
        conjecture_determine(s.db(), o);
      },
      UsageError);
}

TEST(DetermineSubclasses, MatchBruteForceOnAPlantedTable) {
  // Features (x, y), target planted: a function of (x, y) except where x = 2 (two values
  // there) and at (0, 3).
  std::vector<DetermineEntry> e;
  auto cell = [](std::int64_t v) {
    SqlCell c;
    c.type = 1;
    c.i = v;
    return c;
  };
  for (int x = 0; x < 4; ++x)
    for (int y = 0; y < 4; ++y) {
      const std::uint64_t w = std::uint64_t(1 + x + y);
      e.push_back({{cell(x), cell(y)}, cell(x ^ y), w, 1});
      if (x == 2 || (x == 0 && y == 3)) e.push_back({{cell(x), cell(y)}, cell(9), 1, 2});
    }
  std::sort(e.begin(), e.end(), [](const DetermineEntry& a, const DetermineEntry& b) {
    return a.features != b.features ? a.features < b.features : a.target < b.target;
  });
  const auto subs = conflict_free_subclasses(e, {"x", "y"}, "v", 0);
  // By hand: x alone keeps {1, 3} (weights 14 + 22); y alone never avoids x = 2; x = 0
  // keeps y in {0, 1, 2}; each y keeps the x's without a conflict there, and y = 3's
  // (x in {1, 3}) lies inside x IN (1, 3), so it is left out.
  const std::vector<std::pair<std::string, std::uint64_t>> want = {{"x IN (1, 3)", 36},
                                                                   {"y = 2 AND x IN (0, 1, 3)", 13},
                                                                   {"y = 1 AND x IN (0, 1, 3)", 10},
                                                                   {"y = 0 AND x IN (0, 1, 3)", 7},
                                                                   {"x = 0 AND y IN (0, 1, 2)", 6}};
  ASSERT_EQ(subs.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(subs[i].condition, want[i].first);
    EXPECT_EQ(subs[i].support, want[i].second);
    const ClosedForm* f = form_of(subs[i].forms, "xor");  // v = x XOR y is no nim-sum of parities...
    if (f) ADD_FAILURE() << "unexpected nim-sum of parities " << f->expression;
  }
  EXPECT_EQ(conflict_free_subclasses(e, {"x", "y"}, "v", 2).size(), 2u);
}

// The command: exit status 0 for a function, 1 for none, 2 for a bad feature located in
// it; --json with is_function and the pairs' keys, features and targets.
class DetermineCli : public testing::TempDirTest {};

TEST_F(DetermineCli, ExitStatusJsonAndErrors) {
  const std::string bin = POSETLAB_BINARY, d = " --db " + db("c.sqlite");
  for (int b = 0; b <= 3; ++b)
    ASSERT_EQ(testing::run_shell(bin + " enumerate two-level -q --bottoms " + std::to_string(b) + d).status, 0);
  const std::string det = bin + " conjecture determine grundy --table two_level --measure bottoms" + d;
  auto yes = testing::run_shell(det + " --by \"bottoms % 2, tops % 2\" --where \"top_parity = 'odd'\" --json");
  EXPECT_EQ(yes.status, 0) << yes.out;
  EXPECT_NE(yes.out.find("\"is_function\":true"), std::string::npos) << yes.out;
  EXPECT_NE(yes.out.find("grundy = xor((bottoms % 2), 3*(tops % 2))"), std::string::npos) << yes.out;
  auto no = testing::run_shell(det + " --by bottoms --by tops --show 1 --json");
  EXPECT_EQ(no.status, 1) << no.out;
  for (const char* key : {"\"is_function\":false", "\"counterexamples\":[{\"features\":{\"bottoms\":", "\"key\":{\"bottoms\":",
                          "\"sets\":", "\"target\":"})
    EXPECT_NE(no.out.find(key), std::string::npos) << key << "\n" << no.out;
  auto bad = testing::run_shell(det + " --by \"bottoms, nosuch + 1\" 2>&1");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("<by 2>:1:"), std::string::npos) << bad.out;
  auto measure = testing::run_shell(bin + " conjecture determine grundy --table two_level --by bottoms --measure height" +
                                    d + " 2>&1");
  EXPECT_EQ(measure.status, 2);
  EXPECT_NE(measure.out.find("has no measure \"height\" (it has bottoms)"), std::string::npos) << measure.out;
}

}  // namespace determine_tests
}  // namespace posetlab
