// Implications between predicates on a stored table; see conjecture_implications.hpp.
#include "results/conjectures/conjecture_implications.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <sstream>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_sql.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "util/json.hpp"

namespace posetlab {
namespace {

// One group of rows: a size and which predicates hold on them (bit i: predicate i).
struct PredicatePattern {
  int size = 0;
  std::uint64_t mask = 0;
  std::uint64_t objects = 0;
};

class PatternCounts {
 public:
  explicit PatternCounts(std::vector<PredicatePattern> p) : patterns_(std::move(p)) {}
  // Objects on which every predicate of `all` holds.
  std::uint64_t support(std::uint64_t all) const {
    std::uint64_t s = 0;
    for (const auto& p : patterns_)
      if ((p.mask & all) == all) s += p.objects;
    return s;
  }
  // Objects on which `all` holds and predicate b does not, and the smallest size of one.
  std::pair<std::uint64_t, std::optional<int>> failures(std::uint64_t all, int b) const {
    std::uint64_t s = 0;
    std::optional<int> smallest;
    for (const auto& p : patterns_)
      if ((p.mask & all) == all && !(p.mask >> b & 1) && p.objects) {
        s += p.objects;
        if (!smallest || p.size < *smallest) smallest = p.size;
      }
    return {s, smallest};
  }

 private:
  std::vector<PredicatePattern> patterns_;
};

std::uint64_t bits_of(const std::vector<int>& a) {
  std::uint64_t m = 0;
  for (int i : a) m |= std::uint64_t(1) << i;
  return m;
}

std::vector<PredicatePattern> read_patterns(Db& db, const ConjectureTable& t, const ImplicationOptions& o,
                                            const std::vector<Predicate>& preds, const std::set<int>& sizes) {
  GuardedQuery q;
  q.text("SELECT " + t.size_sql);
  for (const Predicate& p : preds)
    q.text(", CASE WHEN ").piece({"<predicate " + p.name + ">", p.sql}).text(" THEN 1 ELSE 0 END");
  q.text(", total(" + t.weight_sql + ") FROM " + t.name);
  if (!t.base_where.empty() || !o.where.empty()) {
    q.text(" WHERE ");
    if (!t.base_where.empty()) q.text(t.base_where + (o.where.empty() ? "" : " AND "));
    if (!o.where.empty()) q.piece({"<where>", o.where});
  }
  q.text(" GROUP BY 1");
  for (std::size_t i = 0; i < preds.size(); ++i) q.text(", " + std::to_string(i + 2));
  Stmt s = q.prepare(db, t.readable, t.name, table_columns(db, t.name));
  std::vector<PredicatePattern> out;
  while (s.step()) {
    PredicatePattern p;
    p.size = int(s.int64(0));
    if (!sizes.count(p.size)) continue;
    for (std::size_t i = 0; i < preds.size(); ++i)
      if (s.int64(int(i) + 1)) p.mask |= std::uint64_t(1) << i;
    p.objects = std::uint64_t(s.real(int(preds.size()) + 1));
    out.push_back(p);
  }
  return out;
}

std::string conjunction_sql(const std::vector<Predicate>& preds, const std::vector<int>& a, const std::string& where) {
  std::string s = where.empty() ? "" : "(" + where + ")";
  for (int i : a) s += (s.empty() ? "" : " AND ") + ("(" + preds[i].sql + ")");
  return s;
}

// The smallest counterexample of an inclusion that fails, as `conjecture test` finds it.
void find_counterexample(Db& db, const ImplicationsResult& r, const ImplicationOptions& o, Inclusion& inc) {
  if (!inc.smallest_counterexample_size) return;
  const int n = *inc.smallest_counterexample_size;
  const ConjectureResult c = test_conjecture(db, r.predicates[inc.b].sql, r.table,
                                             conjunction_sql(r.predicates, inc.a, o.where), 1, SizeRange{n, n});
  if (!c.counterexamples.empty()) inc.counterexample = c.counterexamples.front().text;
}

std::string names_of(const std::vector<Predicate>& preds, const std::vector<int>& a) {
  std::string s;
  for (int i : a) s += (s.empty() ? "" : " and ") + preds[i].name;
  return s;
}

}  // namespace

Predicate parse_predicate(const std::string& text) {
  const std::size_t colon = text.find(": ");
  if (colon != std::string::npos && colon > 0) {
    const std::string name = text.substr(0, colon);
    const bool plain = std::all_of(name.begin(), name.end(), [](unsigned char c) {
      return std::isalnum(c) || c == '_' || c == '-' || c == '.' || c == ' ' || c == '<' || c == '=' || c == '>';
    });
    if (plain) return {name, text.substr(colon + 2)};
  }
  return {text, text};
}

ImplicationsResult conjecture_implications(Db& db, const ImplicationOptions& o) {
  check_option_range("--near", o.near, 0, 1);
  check_option_range("--min-support", double(o.min_support), 0, 1e12);
  const ConjectureTable& t = conjecture_table(o.table);
  ImplicationsResult r;
  r.table = t.name;
  r.where = o.where;
  r.object = t.object;
  r.near = o.near;
  r.min_support = o.min_support;
  if (o.builtins) r.predicates = t.predicates;
  for (const std::string& text : o.predicates) r.predicates.push_back(parse_predicate(text));
  if (r.predicates.empty()) throw UsageError("conjecture implications: no predicate (give --predicate EXPR)");
  if (r.predicates.size() > 64) throw UsageError("conjecture implications: at most 64 predicates");
  const SizeCompleteness sc = complete_sizes(db, t);
  r.sizes = sizes_in_range(sc.complete, o.sizes, "conjecture implications", [&](int n) { return sc.why_not(n); });
  if (r.sizes.empty()) throw UsageError("conjecture implications: table " + t.name + " holds no size completely");
  const PatternCounts counts(read_patterns(db, t, o, r.predicates, std::set<int>(r.sizes.begin(), r.sizes.end())));
  r.rows = counts.support(0);
  const int k = int(r.predicates.size());
  for (int i = 0; i < k; ++i) {
    Predicate& p = r.predicates[i];
    p.support = counts.support(std::uint64_t(1) << i);
    if (p.support == r.rows) r.always.push_back(i);
    if (p.support == 0) r.never.push_back(i);
  }
  auto trivial = [&](int i) { return r.predicates[i].support == r.rows || r.predicates[i].support == 0; };
  auto implies = [&](const std::vector<int>& a, int b) { return counts.failures(bits_of(a), b).first == 0; };

  // Equivalence classes among the predicates that are neither always nor never true.
  std::vector<int> rep(k, -1), reps;
  for (int i = 0; i < k; ++i) {
    if (trivial(i) || rep[i] >= 0) continue;
    rep[i] = i;
    reps.push_back(i);
    std::vector<int> cls = {i};
    for (int j = i + 1; j < k; ++j)
      if (!trivial(j) && rep[j] < 0 && implies({i}, j) && implies({j}, i)) rep[j] = i, cls.push_back(j);
    if (cls.size() > 1) r.equivalences.push_back(cls);
  }
  for (int a : reps)
    for (int b : reps) {
      if (a == b) continue;
      const auto [fail, smallest] = counts.failures(bits_of({a}), b);
      Inclusion inc{{a}, b, r.predicates[a].support, fail, smallest, ""};
      if (fail == 0) {
        bool through = false;  // a => c => b for some other class c: left out
        for (int c : reps)
          through = through || (c != a && c != b && implies({a}, c) && implies({c}, b));
        if (!through) r.inclusions.push_back(inc);
      } else if (double(fail) <= o.near * double(inc.support)) {
        find_counterexample(db, r, o, inc);
        r.near_inclusions.push_back(inc);
      }
    }
  std::stable_sort(r.near_inclusions.begin(), r.near_inclusions.end(), [](const Inclusion& x, const Inclusion& y) {
    return double(x.counterexamples) / double(x.support) < double(y.counterexamples) / double(y.support);
  });

  // Sufficient conditions: one or two (classes of) predicates => an outcome predicate.
  std::vector<int> conditions;
  for (int i : reps)
    if (!r.predicates[i].outcome) conditions.push_back(i);
  for (int out = 0; out < k; ++out) {
    if (!r.predicates[out].outcome || trivial(out)) continue;
    for (std::size_t x = 0; x < conditions.size(); ++x)
      for (std::size_t y = x; y < conditions.size(); ++y) {
        const int a = conditions[x], b = conditions[y];
        if (x != y && (implies({a}, out) || implies({b}, out))) continue;  // a smaller condition suffices
        const std::vector<int> cond = x == y ? std::vector<int>{a} : std::vector<int>{a, b};
        const std::uint64_t support = counts.support(bits_of(cond));
        if (support >= std::max<std::uint64_t>(o.min_support, 1) && implies(cond, out))
          r.sufficient.push_back({cond, out, support, 0, std::nullopt, ""});
      }
  }
  std::stable_sort(r.sufficient.begin(), r.sufficient.end(),
                   [](const Inclusion& x, const Inclusion& y) { return x.support > y.support; });
  return r;
}

std::string implications_text(const ImplicationsResult& r) {
  std::ostringstream out;
  const auto& p = r.predicates;
  out << "Implications over " << r.table << (r.where.empty() ? "" : " where " + r.where) << ", n = "
      << sizes_text(r.sizes) << " (" << r.rows << " " << r.object << "s)\n\nPredicates (support: " << r.object
      << "s where true):\n";
  std::size_t width = 0;
  for (const auto& x : p) width = std::max(width, x.name.size());
  for (const auto& x : p)
    out << "  " << x.name << std::string(width + 2 - x.name.size(), ' ') << x.sql << "  [" << x.support << "]\n";
  auto list = [&](const char* title, const std::vector<int>& v) {
    if (v.empty()) return;
    out << "\n" << title << ": ";
    for (std::size_t i = 0; i < v.size(); ++i) out << (i ? ", " : "") << p[v[i]].name;
    out << "\n";
  };
  list("Always true", r.always);
  list("Never true", r.never);
  if (!r.equivalences.empty()) {
    out << "\nEquivalent (true on the same rows):\n";
    for (const auto& cls : r.equivalences) {
      out << " ";
      for (std::size_t i = 0; i < cls.size(); ++i) out << (i ? " <=> " : " ") << p[cls[i]].name;
      out << "  [" << p[cls[0]].support << "]\n";
    }
  }
  out << "\nInclusions (A => B on every row; those through a third predicate left out):\n";
  if (r.inclusions.empty()) out << "  none\n";
  for (const auto& inc : r.inclusions)
    out << "  " << names_of(p, inc.a) << " => " << p[inc.b].name << "  [" << inc.support << " of "
        << p[inc.b].support << "]\n";
  out << "\nAlmost inclusions (A => B failing on at most " << r.near * 100 << "% of A's rows):\n";
  if (r.near_inclusions.empty()) out << "  none\n";
  for (const auto& inc : r.near_inclusions)
    out << "  " << names_of(p, inc.a) << " => " << p[inc.b].name << "  fails on " << inc.counterexamples << " of "
        << inc.support << "; smallest counterexample: " << inc.counterexample << "\n";
  out << "\nSufficient conditions for an outcome (support at least " << r.min_support << "):\n";
  if (r.sufficient.empty()) out << "  none\n";
  for (const auto& inc : r.sufficient)
    out << "  " << names_of(p, inc.a) << " => " << p[inc.b].name << "  [" << inc.support << "]\n";
  return out.str();
}

std::string implications_json(const ImplicationsResult& r) {
  auto names = [&](const std::vector<int>& v) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + json_string(r.predicates[v[i]].name);
    return s + "]";
  };
  auto inclusions = [&](const std::vector<Inclusion>& v) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i) {
      JsonObject o;
      o.raw("if", names(v[i].a)).add("then", r.predicates[v[i].b].name).add("support", v[i].support);
      o.add("counterexamples", v[i].counterexamples);
      if (v[i].smallest_counterexample_size)
        o.add("smallest_counterexample_size", *v[i].smallest_counterexample_size).add("counterexample", v[i].counterexample);
      s += (i ? "," : "") + o.str();
    }
    return s + "]";
  };
  std::string preds = "[";
  for (std::size_t i = 0; i < r.predicates.size(); ++i) {
    JsonObject o;
    o.add("name", r.predicates[i].name).add("sql", r.predicates[i].sql).add("support", r.predicates[i].support);
    preds += (i ? "," : "") + o.str();
  }
  std::string eq = "[";
  for (std::size_t i = 0; i < r.equivalences.size(); ++i) eq += (i ? "," : "") + names(r.equivalences[i]);
  JsonObject o;
  o.add("table", r.table).add("where", r.where).add("sizes", r.sizes).add("rows", r.rows);
  o.raw("predicates", preds + "]").raw("always", names(r.always)).raw("never", names(r.never));
  o.raw("equivalences", eq + "]").raw("inclusions", inclusions(r.inclusions));
  o.raw("near_inclusions", inclusions(r.near_inclusions)).raw("sufficient_conditions", inclusions(r.sufficient));
  return o.str();
}

}  // namespace posetlab
