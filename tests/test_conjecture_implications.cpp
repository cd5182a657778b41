// `conjecture implications` against a brute-force evaluator: the rows of posets (1..7
// points) and two_level (1..7) read with plain SQL, every predicate evaluated in C++ on
// each row (the least element from the levels text, not from SQL; the misere outcome by
// plain search on the canonical poset, not from the misere column), and every support,
// equivalence, inclusion, almost-inclusion and sufficient condition recomputed by loops
// over the rows. Each counterexample shown must be a row of the smallest failing size on
// which A holds and B does not.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <functional>
#include <map>
#include <set>

#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/impartial/misere_plain.hpp"
#include "results/conjectures/conjecture_implications.hpp"
#include "results/store/store.hpp"
#include "tests/shell.hpp"
#include "tests/stored_tables_suite.hpp"

namespace posetlab {
namespace {

using testing::run_shell;

const int kImplicationsMaxSize = 7;

struct BruteRow {
  int size = 0;
  std::map<std::string, std::int64_t> v;
  std::string levels, text;
};

using BruteTest = std::function<bool(const BruteRow&)>;

class ConjectureImplicationsCli : public testing::StoredTablesSuite<ConjectureImplicationsCli> {
 public:
  static constexpr const char* kName = "implications";
  static std::vector<std::string> kinds() { return {"posets", "two-level"}; }
  static int max_size() { return kImplicationsMaxSize; }
};

std::vector<BruteRow> read_rows(Db& db, const std::string& sql, const std::vector<std::string>& ints, bool posets) {
  std::vector<BruteRow> rows;
  Stmt s = db.prepare(sql);
  while (s.step()) {
    BruteRow r;
    for (std::size_t i = 0; i < ints.size(); ++i) r.v[ints[i]] = s.int64(int(i));
    r.size = int(posets ? r.v["size"] : r.v["bottoms"] + r.v["tops"]);
    const std::string key = s.text(int(ints.size()));
    r.text = posets ? parse_digraph6(key).to_text() : key;
    if (posets) {
      r.levels = s.text(int(ints.size()) + 1);
      r.v["misere_wins"] = plain_misere_mover_wins(parse_digraph6(key));  // by the definition, not the column
    }
    rows.push_back(r);
  }
  return rows;
}

std::map<std::string, BruteTest> brute_predicates() {
  auto col = [](const char* c, std::int64_t x) { return [c, x](const BruteRow& r) { return r.v.at(c) == x; }; };
  return {
      {"P-position", col("grundy", 0)},
      {"N-position", [](const BruteRow& r) { return r.v.at("grundy") > 0; }},
      {"N-free", col("n_free", 1)},
      {"connected", col("components", 1)},
      {"least element", [](const BruteRow& r) { return r.levels == "1" || r.levels.rfind("1,", 0) == 0; }},
      {"antichain", col("height", 1)},
      {"chain", col("width", 1)},
      {"height <= 2", [](const BruteRow& r) { return r.v.at("height") <= 2; }},
      {"rigid", col("aut", 1)},
      {"even size", [](const BruteRow& r) { return r.size % 2 == 0; }},
      {"odd size", [](const BruteRow& r) { return r.size % 2 == 1; }},
      {"parity uniform", col("parity_uniform", 1)},
      {"no isolated bottom", col("isolated", 0)},
      {"even bottoms", [](const BruteRow& r) { return r.v.at("bottoms") % 2 == 0; }},
      {"more bottoms than tops", [](const BruteRow& r) { return r.v.at("bottoms") > r.v.at("tops"); }},
      {"P and N-free", [](const BruteRow& r) { return r.v.at("grundy") == 0 && r.v.at("n_free") == 1; }},
      {"one top", col("tops", 1)},
      {"misere P", col("misere_wins", 0)},
      {"misere N", col("misere_wins", 1)},
  };
}

// Every claim of `r` recomputed over `rows`.
void expect_brute_force_agrees(const ImplicationsResult& r, const std::vector<BruteRow>& rows) {
  const auto all = brute_predicates();
  const int k = int(r.predicates.size());
  std::vector<BruteTest> f;
  for (const auto& p : r.predicates) f.push_back(all.at(p.name));
  std::vector<std::uint64_t> support(k, 0);
  for (const auto& row : rows)
    for (int i = 0; i < k; ++i) support[i] += f[i](row);
  EXPECT_EQ(r.rows, rows.size());
  std::vector<int> always, never;
  for (int i = 0; i < k; ++i) {
    EXPECT_EQ(r.predicates[i].support, support[i]) << r.predicates[i].name;
    if (support[i] == rows.size()) always.push_back(i);
    if (support[i] == 0) never.push_back(i);
  }
  EXPECT_EQ(r.always, always);
  EXPECT_EQ(r.never, never);
  auto fails = [&](const std::vector<int>& a, int b) {
    std::uint64_t n = 0;
    for (const auto& row : rows)
      n += std::all_of(a.begin(), a.end(), [&](int i) { return f[i](row); }) && !f[b](row);
    return n;
  };
  auto trivial = [&](int i) { return support[i] == 0 || support[i] == rows.size(); };
  // Classes: the smallest index of each stands for it.
  std::vector<int> reps;
  std::vector<std::vector<int>> classes;
  std::vector<bool> placed(k, false);
  for (int i = 0; i < k; ++i) {
    if (trivial(i) || placed[i]) continue;
    reps.push_back(i);
    std::vector<int> cls = {i};
    for (int j = i + 1; j < k; ++j)
      if (!trivial(j) && !placed[j] && fails({i}, j) == 0 && fails({j}, i) == 0) cls.push_back(j), placed[j] = true;
    if (cls.size() > 1) classes.push_back(cls);
  }
  EXPECT_EQ(r.equivalences, classes);
  std::set<std::pair<int, int>> inclusions, near;
  for (int a : reps)
    for (int b : reps) {
      if (a == b) continue;
      const std::uint64_t n = fails({a}, b);
      bool through = false;
      for (int c : reps) through = through || (c != a && c != b && fails({a}, c) == 0 && fails({c}, b) == 0);
      if (n == 0 && !through) inclusions.insert({a, b});
      if (n > 0 && double(n) <= r.near * double(support[a])) near.insert({a, b});
    }
  std::set<std::pair<int, int>> got_inclusions, got_near;
  for (const auto& inc : r.inclusions) {
    got_inclusions.insert({inc.a.at(0), inc.b});
    EXPECT_EQ(inc.support, support[inc.a[0]]);
  }
  for (const auto& inc : r.near_inclusions) {
    got_near.insert({inc.a.at(0), inc.b});
    EXPECT_EQ(inc.counterexamples, fails(inc.a, inc.b));
    int smallest = 1 << 30;
    std::set<std::string> at_smallest;
    for (const auto& row : rows)
      if (f[inc.a[0]](row) && !f[inc.b](row)) smallest = std::min(smallest, row.size);
    for (const auto& row : rows)
      if (row.size == smallest && f[inc.a[0]](row) && !f[inc.b](row)) at_smallest.insert(row.text);
    EXPECT_EQ(inc.smallest_counterexample_size, smallest);
    EXPECT_TRUE(at_smallest.count(inc.counterexample)) << inc.counterexample;
  }
  EXPECT_EQ(got_inclusions, inclusions);
  EXPECT_EQ(got_near, near);
  // Sufficient conditions: one or two non-outcome class representatives => an outcome.
  std::set<std::pair<std::vector<int>, int>> sufficient, got_sufficient;
  for (int out = 0; out < k; ++out) {
    if (!r.predicates[out].outcome || trivial(out)) continue;
    for (int a : reps)
      for (int b : reps) {
        if (b < a || r.predicates[a].outcome || r.predicates[b].outcome) continue;
        if (a != b && (fails({a}, out) == 0 || fails({b}, out) == 0)) continue;
        const std::vector<int> cond = a == b ? std::vector<int>{a} : std::vector<int>{a, b};
        std::uint64_t s = 0;
        for (const auto& row : rows) s += std::all_of(cond.begin(), cond.end(), [&](int i) { return f[i](row); });
        if (s >= std::max<std::uint64_t>(r.min_support, 1) && fails(cond, out) == 0) sufficient.insert({cond, out});
      }
  }
  for (const auto& inc : r.sufficient) got_sufficient.insert({inc.a, inc.b});
  EXPECT_EQ(got_sufficient, sufficient);
}

TEST_F(ConjectureImplicationsCli, PosetsAgreeWithBruteForce) {
  Store store(db(), Store::Access::ReadOnly);
  const std::vector<BruteRow> rows =
      read_rows(store.db(), "SELECT size, grundy, n_free, components, height, width, aut, canonical, levels FROM posets",
                {"size", "grundy", "n_free", "components", "height", "width", "aut"}, true);
  for (std::uint64_t min_support : {1, 10}) {
    ImplicationOptions o;
    o.predicates = {"P and N-free: grundy = 0 AND n_free = 1"};
    o.min_support = min_support;
    o.near = 0.1;
    const ImplicationsResult r = conjecture_implications(store.db(), o);
    EXPECT_EQ(r.sizes.back(), kImplicationsMaxSize);
    EXPECT_FALSE(r.inclusions.empty());
    EXPECT_FALSE(r.sufficient.empty());
    expect_brute_force_agrees(r, rows);
  }
}

TEST_F(ConjectureImplicationsCli, TwoLevelAgreesWithBruteForce) {
  Store store(db(), Store::Access::ReadOnly);
  const std::vector<BruteRow> rows = read_rows(
      store.db(),
      "SELECT bottoms, tops, grundy, parity_uniform, components, isolated, aut, family FROM two_level "
      "WHERE has_empty_top = 0",
      {"bottoms", "tops", "grundy", "parity_uniform", "components", "isolated", "aut"}, false);
  ImplicationOptions o;
  o.table = "two_level";
  o.predicates = {"one top: tops = 1"};
  o.min_support = 3;
  const ImplicationsResult r = conjecture_implications(store.db(), o);
  EXPECT_FALSE(r.near_inclusions.empty());
  expect_brute_force_agrees(r, rows);
}

TEST_F(ConjectureImplicationsCli, CommandLineReportsAndRefusesBadInput) {
  const std::string base = std::string(POSETLAB_BINARY) + " conjecture implications --db " + db();
  const auto out = run_shell(base + " --size 1:5 2>&1");
  EXPECT_EQ(out.status, 0) << out.out;
  EXPECT_NE(out.out.find("least element => connected"), std::string::npos) << out.out;
  const auto json = run_shell(base + " --json --no-builtins --predicate 'chain: width = 1' --predicate 'grundy > 0' 2>&1");
  EXPECT_EQ(json.status, 0) << json.out;
  EXPECT_NE(json.out.find("{\"if\":[\"chain\"],\"then\":\"grundy > 0\""), std::string::npos) << json.out;
  const auto bad = run_shell(base + " --predicate 'heigth = 1' 2>&1");
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("no such column: heigth"), std::string::npos) << bad.out;
  const auto missing = run_shell(base + " --size " + std::to_string(kImplicationsMaxSize + 1) + " 2>&1");
  EXPECT_EQ(missing.status, 2);
}

}  // namespace
}  // namespace posetlab
