// Fitted bounds on a target column, ranked; see conjecture_bounds.hpp.
#include "results/conjectures/conjecture_bounds.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <tuple>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_file.hpp"
#include "results/conjectures/conjecture_sql.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/conjectures/exact_hull.hpp"
#include "results/conjectures/known_bounds.hpp"

namespace posetlab {
namespace {

constexpr double kBoundsEps = 1e-9;

// The rows of the complete sizes; rows [0, mined) are the mining rows.
struct BoundsRows {
  std::vector<int> size;
  std::vector<std::int64_t> target;
  std::vector<std::vector<std::int64_t>> inv;  // per invariant
  std::size_t mined = 0;
  // Per mining row, the sharpest known upper and lower bound (infinite when none).
  std::vector<double> known_upper, known_lower;
};

std::string bounds_name_shown(const std::string& sql) {
  return sql.find(' ') == std::string::npos ? sql : "(" + sql + ")";
}

// "q*T REL p.x + c" as `conjecture test` takes it.
std::string bounds_expression(const std::string& target, const std::string& rel, std::int64_t q,
                              const std::vector<std::string>& names, const std::vector<std::int64_t>& p, std::int64_t c) {
  std::string rhs;
  for (bool positive : {true, false})  // "2*height - size" rather than "-size + 2*height"
    for (std::size_t k = 0; k < p.size(); ++k) {
      if (!p[k] || (p[k] > 0) != positive) continue;
      const std::int64_t m = p[k] < 0 ? -p[k] : p[k];
      rhs += rhs.empty() ? (p[k] < 0 ? "-" : "") : (p[k] < 0 ? " - " : " + ");
      rhs += (m == 1 ? "" : std::to_string(m) + "*") + bounds_name_shown(names[k]);
    }
  if (rhs.empty()) rhs = std::to_string(c);
  else if (c) rhs += (c < 0 ? " - " : " + ") + std::to_string(c < 0 ? -c : c);
  return (q == 1 ? "" : std::to_string(q) + "*") + bounds_name_shown(target) + " " + rel + " " + rhs;
}

struct BoundCandidate {
  FittedBound b;
  std::vector<int> columns;  // invariant indices, parallel to b.p
  int direction = 0;         // +1 upper, -1 lower, 0 equality
  int complexity = 0;
  std::vector<char> tight;   // per mining row

  // q*T - p.x - c on row i.
  std::int64_t slack(const BoundsRows& d, std::size_t i) const {
    std::int64_t v = b.q * d.target[i] - b.c;
    for (std::size_t k = 0; k < columns.size(); ++k) v -= b.p[k] * d.inv[columns[k]][i];
    return v;
  }
  bool holds(const BoundsRows& d, std::size_t i) const {
    const std::int64_t s = slack(d, i);
    return direction > 0 ? s <= 0 : direction < 0 ? s >= 0 : s == 0;
  }
  double value(const BoundsRows& d, std::size_t i) const {  // the bound on T
    double v = double(b.c);
    for (std::size_t k = 0; k < columns.size(); ++k) v += double(b.p[k]) * double(d.inv[columns[k]][i]);
    return v / double(b.q);
  }
};

// Every facet (and equality) of the hull of (target, invariants in `cols`) with a nonzero
// target coefficient and a nonzero coefficient on each invariant of `cols`.
void fit_subset(const BoundsRows& d, const std::vector<int>& cols, const std::vector<std::string>& names,
                const std::string& target, std::int64_t max_coefficient, std::vector<BoundCandidate>& out) {
  std::set<IntPoint> distinct;
  for (std::size_t i = 0; i < d.mined; ++i) {
    IntPoint pt{d.target[i]};
    for (int k : cols) pt.push_back(d.inv[k][i]);
    distinct.insert(pt);
  }
  const ExactHull hull = exact_hull(std::vector<IntPoint>(distinct.begin(), distinct.end()));
  auto take = [&](const HullConstraint& h, bool equality) {
    if (h.a[0] == 0) return;
    for (std::size_t k = 0; k < h.a.size(); ++k)
      if (h.a[k] == 0 ? k > 0 : max_coefficient > 0 && (h.a[k] > max_coefficient || -h.a[k] > max_coefficient))
        return;
    BoundCandidate c;
    c.columns = cols;
    // a0*T + a.x <= b (or =): upper when a0 > 0, lower when a0 < 0.
    const std::int64_t sign = h.a[0] > 0 ? 1 : -1;
    c.direction = equality ? 0 : int(sign);
    c.b.q = sign * h.a[0];
    for (std::size_t k = 1; k < h.a.size(); ++k) c.b.p.push_back(-sign * h.a[k]);
    c.b.c = sign * h.b;
    c.b.kind = equality ? "equality" : sign > 0 ? "upper bound" : "lower bound";
    std::vector<std::string> used;
    for (int k : cols) used.push_back(names[k]);
    c.b.invariants = used;
    c.b.expr = bounds_expression(target, equality ? "=" : sign > 0 ? "<=" : ">=", c.b.q, used, c.b.p, c.b.c);
    c.complexity = int(cols.size()) * 1000 + int(c.b.q) * 10;
    for (std::int64_t x : c.b.p) c.complexity += int(x < 0 ? -x : x);
    out.push_back(std::move(c));
  };
  for (const HullConstraint& h : hull.equalities) take(h, true);
  for (const HullConstraint& h : hull.facets) take(h, false);
}

// Touch, tight sizes and significance; false when the bound is tight on too few sizes.
bool measure_bound(const BoundsRows& d, BoundCandidate& c, std::size_t sizes_needed) {
  c.tight.assign(d.mined, 0);
  std::set<int> tight_sizes;
  for (std::size_t i = 0; i < d.mined; ++i)
    if (c.slack(d, i) == 0) c.tight[i] = 1, ++c.b.touch, tight_sizes.insert(d.size[i]);
  if (tight_sizes.size() < sizes_needed) return false;
  c.b.support = d.mined;
  for (std::size_t i = 0; i < d.mined; ++i) {
    const double v = c.value(d, i);
    const bool upper = c.direction >= 0 && v < d.known_upper[i] - kBoundsEps;
    const bool lower = c.direction <= 0 && v > d.known_lower[i] + kBoundsEps;
    c.b.significance += upper || lower;
  }
  return true;
}

// The Dalmatian rule in rank order, and coverage.
std::vector<BoundCandidate> rank_and_keep_bounds(const BoundsRows& d, std::vector<BoundCandidate> all, bool dalmatian) {
  std::sort(all.begin(), all.end(), [](const BoundCandidate& a, const BoundCandidate& b) {
    return std::make_tuple(-std::int64_t(a.b.touch), -std::int64_t(a.b.significance), a.complexity, a.b.expr) <
           std::make_tuple(-std::int64_t(b.b.touch), -std::int64_t(b.b.significance), b.complexity, b.b.expr);
  });
  std::vector<double> upper = d.known_upper, lower = d.known_lower;
  if (d.mined) {  // the constant bounds: the least and largest target of the mined rows
    const auto [lo, hi] = std::minmax_element(d.target.begin(), d.target.begin() + std::ptrdiff_t(d.mined));
    for (std::size_t i = 0; i < d.mined; ++i) {
      upper[i] = std::min(upper[i], double(*hi));
      lower[i] = std::max(lower[i], double(*lo));
    }
  }
  std::vector<char> covered(d.mined, 0);
  std::vector<BoundCandidate> kept;
  for (BoundCandidate& c : all) {
    bool sharper = false;
    for (std::size_t i = 0; i < d.mined && !sharper; ++i) {
      const double v = c.value(d, i);
      sharper = (c.direction >= 0 && v < upper[i] - kBoundsEps) || (c.direction <= 0 && v > lower[i] + kBoundsEps);
    }
    if (!sharper && dalmatian) continue;
    for (std::size_t i = 0; i < d.mined; ++i) {
      const double v = c.value(d, i);
      if (c.direction >= 0) upper[i] = std::min(upper[i], v);
      if (c.direction <= 0) lower[i] = std::max(lower[i], v);
      if (c.tight[i] && !covered[i]) covered[i] = 1, ++c.b.coverage;
    }
    kept.push_back(std::move(c));
  }
  return kept;
}

std::string bounds_trim(const std::string& s) {
  const auto a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

// The known bounds: built-in, stored (open, about this table, claimed for the same rows),
// conjectures files (the same), the user's.
std::vector<KnownBoundUse> gather_known(Db& db, const BoundsOptions& o, const ConjectureTable& t,
                                        const std::string& target) {
  std::vector<KnownBoundUse> all;
  if (o.builtin_known) {
    for (const auto& [bounded, s] : t.known_bounds)
      if (bounded == target) all.push_back({s, "built-in", 0, ""});
    if (db.has_table("conjectures")) {
      Stmt s = db.prepare("SELECT id, statement FROM conjectures WHERE about = ?1 AND condition = ?2 AND status = 'open' "
                          "ORDER BY id");
      s.bind(1, t.name).bind(2, bounds_trim(o.where));
      while (s.step()) all.push_back({s.text(1), "stored #" + std::to_string(s.int64(0)), 0, ""});
    }
  }
  for (const std::string& file : o.known_files)
    for (const ConjectureLine& line : read_conjectures_file(file))
      if (line.table == t.name && bounds_trim(line.where) == bounds_trim(o.where) && !line.expected_false)
        all.push_back({line.expr, file + ":" + std::to_string(line.line), 0, ""});
  for (const std::string& s : o.known) all.push_back({s, "--known", 0, ""});
  return all;
}

}  // namespace

bool FittedBound::survives() const {
  return std::all_of(held_back.begin(), held_back.end(), [](const HeldBackCheck& h) { return h.survives; });
}

BoundsResult conjecture_bounds(Db& db, const BoundsOptions& o) {
  check_option_range("--max", o.max_bounds, 0, 1'000'000);
  check_option_range("--max-coefficient", double(o.max_coefficient), 0, 1'000'000);
  check_option_range("--mine-up-to", o.mine_up_to, -1, kMaxSizeInRange);  // -1: the default
  const ConjectureTable& t = conjecture_table(o.table);
  const std::string target = o.target.empty() ? t.targets.front() : o.target;
  if (o.max_terms < 1 || o.max_terms > 3) throw UsageError("--terms must be 1, 2 or 3");
  std::vector<std::string> names;
  for (const std::string& x : o.invariants.empty() ? t.invariants : o.invariants)
    if (x != target && std::find(names.begin(), names.end(), x) == names.end()) names.push_back(x);
  if (names.empty()) throw UsageError("--invariants: give at least one column other than the target " + target);
  BoundsResult r;
  r.table = t.name;
  r.target = target;
  r.where = o.where;
  const SizeCompleteness sc = complete_sizes(db, t);
  r.completeness = sc.rule;
  MinedSizes split = split_mined_sizes(sc, t.name, o.mine_up_to, "conjecture bounds", "fit");
  r.mined_sizes = std::move(split.mined);
  r.held_sizes = std::move(split.held);
  const int up_to = split.up_to;

  // Known bounds that compile and mention the target; the user's must.
  const std::vector<std::string> columns = table_columns(db, t.name);
  std::vector<KnownBoundSql> known_sql;
  std::vector<std::size_t> known_index;  // into r.known
  r.known = gather_known(db, o, t, target);
  for (std::size_t k = 0; k < r.known.size(); ++k) {
    KnownBoundUse& u = r.known[k];
    const bool users = u.source == "--known";
    std::string why;
    auto sql = known_bound_sql(u.statement, target, u.source, why);
    if (!sql) {
      if (users) throw UsageError("--known \"" + u.statement + "\": " + why);
      u.skipped = why;
      continue;
    }
    try {
      GuardedQuery probe;
      probe.text("SELECT ").piece({"<known bound>", sql->at0}).text(" FROM " + t.name + " LIMIT 0");
      probe.prepare(db, t.readable, t.name, columns);
    } catch (const InputError& e) {
      if (users) throw InputError({"--known \"" + u.statement + "\"", 0, 0}, e.message());
      u.skipped = "does not compile";
      continue;
    }
    known_sql.push_back(*sql);
    known_index.push_back(k);
  }

  GuardedQuery q;
  q.text("SELECT " + t.size_sql + ", " + target);
  for (const std::string& x : names) q.text(", ").piece({"<invariant>", x});
  for (const KnownBoundSql& k : known_sql)
    q.text(", ").piece({"<known bound>", k.at0}).text(", ").piece({"<known bound>", k.at1}).text(", ").piece(
        {"<known bound>", k.at2});
  q.text(" FROM " + t.name + " WHERE " + t.size_sql + " <= " + std::to_string(sc.complete.back()));
  if (!t.base_where.empty()) q.text(" AND " + t.base_where);
  if (!o.where.empty()) q.text(" AND ").piece({"<where>", o.where});
  q.text(" ORDER BY 1");
  Stmt s = q.prepare(db, t.readable, t.name, columns);

  BoundsRows d;
  d.inv.resize(names.size());
  std::vector<bool> has_null(names.size(), false);
  std::vector<int> known_direction(known_sql.size(), 0);
  std::vector<bool> known_mixed(known_sql.size(), false);
  std::vector<std::vector<std::optional<KnownBoundValue>>> known_values(known_sql.size());
  const std::set<int> complete(sc.complete.begin(), sc.complete.end());
  const int first_known = int(2 + names.size());
  while (s.step()) {
    const int n = int(s.int64(0));
    if (!complete.count(n) || s.type(1) == SQLITE_NULL) continue;
    if (s.type(1) != SQLITE_INTEGER) throw UsageError("--target " + target + ": not an integer column");
    d.size.push_back(n);
    d.target.push_back(s.int64(1));
    for (std::size_t k = 0; k < names.size(); ++k) {
      const int type = s.type(int(2 + k));
      if (type != SQLITE_INTEGER && type != SQLITE_NULL)
        throw UsageError("invariant " + names[k] + " is not an integer on every row of " + t.name);
      has_null[k] = has_null[k] || type == SQLITE_NULL;
      d.inv[k].push_back(s.int64(int(2 + k)));
    }
    if (n > up_to) continue;
    ++d.mined;
    for (std::size_t k = 0; k < known_sql.size(); ++k) {
      const int col = first_known + int(3 * k);
      std::optional<KnownBoundValue> v;
      if (s.type(col) != SQLITE_NULL && s.type(col + 1) != SQLITE_NULL && s.type(col + 2) != SQLITE_NULL)
        v = known_bound_value(s.real(col), s.real(col + 1), s.real(col + 2), known_sql[k].strict);
      if (v && known_direction[k] && v->direction != known_direction[k]) known_mixed[k] = true;
      if (v && !known_direction[k]) known_direction[k] = v->direction;
      known_values[k].push_back(v);
    }
  }
  r.mined_rows = d.mined;
  d.known_upper.assign(d.mined, std::numeric_limits<double>::infinity());
  d.known_lower.assign(d.mined, -std::numeric_limits<double>::infinity());
  for (std::size_t k = 0; k < known_sql.size(); ++k) {
    KnownBoundUse& u = r.known[known_index[k]];
    if (known_mixed[k] || !known_direction[k]) {
      u.skipped = known_mixed[k] ? "an upper bound on some rows, a lower one on others"
                                 : "says nothing about " + target + " on these rows";
      continue;
    }
    u.direction = known_direction[k];
    for (std::size_t i = 0; i < d.mined; ++i) {
      if (!known_values[k][i]) continue;
      const double v = known_values[k][i]->value;
      if (u.direction > 0) d.known_upper[i] = std::min(d.known_upper[i], v);
      else d.known_lower[i] = std::max(d.known_lower[i], v);
    }
  }

  // Invariants unknown on some row cannot bound anything.
  std::vector<int> usable;
  for (std::size_t k = 0; k < names.size(); ++k)
    if (!has_null[k]) usable.push_back(int(k));
  std::vector<BoundCandidate> fitted;
  std::set<std::string> seen;
  const std::size_t sizes_needed = std::min<std::size_t>(3, r.mined_sizes.size());
  const int terms = std::min<int>(o.max_terms, int(usable.size()));
  // Every subset of 1..terms usable invariants, in lexicographic order.
  std::vector<int> pick;
  std::function<void(std::size_t)> each = [&](std::size_t from) {
    if (!pick.empty()) {
      std::vector<BoundCandidate> found;
      fit_subset(d, pick, names, target, o.max_coefficient, found);
      for (BoundCandidate& c : found)
        if (seen.insert(c.b.expr).second && measure_bound(d, c, sizes_needed)) fitted.push_back(std::move(c));
    }
    if (int(pick.size()) == terms) return;
    for (std::size_t k = from; k < usable.size(); ++k) {
      pick.push_back(usable[k]);
      each(k + 1);
      pick.pop_back();
    }
  };
  each(0);
  r.fitted = fitted.size();
  std::vector<BoundCandidate> kept = rank_and_keep_bounds(d, std::move(fitted), o.dalmatian);
  if (o.max_bounds > 0 && int(kept.size()) > o.max_bounds) kept.resize(std::size_t(o.max_bounds));

  for (BoundCandidate& c : kept) {
    for (int n : r.held_sizes) {
      HeldBackCheck h{n, 0, true, {}};
      for (std::size_t i = d.mined; i < d.size.size(); ++i)
        if (d.size[i] == n) ++h.rows, h.survives = h.survives && c.holds(d, i);
      c.b.held_back.push_back(h);
    }
    if (!c.b.survives()) {
      const ConjectureResult t2 = test_conjecture(db, c.b.expr, t.name, o.where, 1);
      for (HeldBackCheck& h : c.b.held_back)
        if (t2.smallest_counterexample_size && h.size == *t2.smallest_counterexample_size &&
            !t2.counterexamples.empty())
          h.counterexample = t2.counterexamples.front().text;
    }
    r.bounds.push_back(std::move(c.b));
  }
  return r;
}

}  // namespace posetlab
