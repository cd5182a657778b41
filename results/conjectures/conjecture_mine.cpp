// Mining conjectures from a stored table; see conjecture_mine.hpp.
#include "results/conjectures/conjecture_mine.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <sstream>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture_sql.hpp"

namespace posetlab {
namespace {

// The rows of the complete sizes, column by column.
struct Data {
  std::vector<int> size;
  std::vector<std::int64_t> target;
  std::vector<std::string> inv_names, prop_names;
  std::vector<std::vector<std::int64_t>> inv;
  std::vector<std::vector<char>> prop;
  std::size_t mined = 0;  // rows [0, mined) are the mining rows (sizes <= mine_up_to)
};

std::string shown(const std::string& sql) { return sql.find(' ') == std::string::npos ? sql : "(" + sql + ")"; }

std::string term(std::int64_t p, const std::string& name, bool first) {
  std::string s = first ? (p < 0 ? "-" : "") : (p < 0 ? " - " : " + ");
  const std::int64_t a = p < 0 ? -p : p;
  return s + (a == 1 ? "" : std::to_string(a) + "*") + shown(name);
}

std::int64_t mod(std::int64_t v, int m) { return ((v % m) + m) % m; }

struct Candidate {
  Proposal p;
  std::function<int(const Data&, std::size_t)> status;  // -1 does not apply, 0 fails, 1 holds
  // Bounds only: +1 upper, -1 lower, and the bound's value on a row (target scale).
  int direction = 0;
  std::function<double(const Data&, std::size_t)> value;
  int complexity = 0;
};

// q*target (<=|>=) sum p_k * inv_k + c, with c the tightest the mining rows allow.
std::optional<Candidate> linear_bound(const Data& d, int direction, std::int64_t q,
                                      const std::vector<std::pair<int, std::int64_t>>& terms) {
  auto lhs_minus_rhs = [terms, q](const Data& rows, std::size_t i) {
    std::int64_t v = q * rows.target[i];
    for (const auto& [k, p] : terms) v -= p * rows.inv[k][i];
    return v;
  };
  std::int64_t c = direction > 0 ? std::numeric_limits<std::int64_t>::min() : std::numeric_limits<std::int64_t>::max();
  for (std::size_t i = 0; i < d.mined; ++i)
    c = direction > 0 ? std::max(c, lhs_minus_rhs(d, i)) : std::min(c, lhs_minus_rhs(d, i));
  Candidate k;
  k.direction = direction;
  std::set<int> tight_sizes;
  for (std::size_t i = 0; i < d.mined; ++i)
    if (lhs_minus_rhs(d, i) == c) ++k.p.touch, tight_sizes.insert(d.size[i]);
  // Tight on fewer than three sizes: an accident of the largest mined sizes, not a pattern.
  if (tight_sizes.size() < 3) return std::nullopt;
  k.p.support = d.mined;
  k.p.kind = terms.size() == 1 ? (direction > 0 ? "upper bound" : "lower bound") : "pair bound";
  std::string rhs;
  for (const auto& [idx, p] : terms) rhs += term(p, d.inv_names[idx], rhs.empty());
  if (c) rhs += (c < 0 ? " - " : " + ") + std::to_string(c < 0 ? -c : c);
  k.p.expr = (q == 1 ? std::string() : std::to_string(q) + "*") + "@T" + (direction > 0 ? " <= " : " >= ") + rhs;
  k.status = [lhs_minus_rhs, c, direction](const Data& rows, std::size_t i) {
    const std::int64_t v = lhs_minus_rhs(rows, i);
    return int(direction > 0 ? v <= c : v >= c);
  };
  k.value = [terms, q, c](const Data& rows, std::size_t i) {
    double v = double(c);
    for (const auto& [idx, p] : terms) v += double(p) * double(rows.inv[idx][i]);
    return v / double(q);
  };
  k.complexity = int(terms.size()) * 100 + int(q) * 10;
  for (const auto& t : terms) k.complexity += int(std::abs(t.second));
  return k;
}

void bounds(const Data& d, std::vector<Candidate>& out) {
  const int k = int(d.inv.size());
  for (int dir : {1, -1}) {
    for (int x = 0; x < k; ++x)
      for (std::int64_t q = 1; q <= 4; ++q)
        for (std::int64_t p = -3 * q; p <= 3 * q; ++p)
          if (p && std::gcd(p, q) == 1)
            if (auto c = linear_bound(d, dir, q, {{x, p}})) out.push_back(std::move(*c));
    for (int x = 0; x < k; ++x)
      for (int y = x + 1; y < k; ++y)
        for (std::int64_t q = 1; q <= 2; ++q)
          for (std::int64_t p = -2; p <= 2; ++p)
            for (std::int64_t r = -2; r <= 2; ++r)
              if (p && r && std::gcd(std::gcd(p, r), q) == 1)
                if (auto c = linear_bound(d, dir, q, {{x, p}, {y, r}})) out.push_back(std::move(*c));
  }
}

// Dalmatian: in rank order, keep a bound only if it is strictly sharper than every bound
// kept so far (and the trivial bound target >= its least value) on some mining row.
std::vector<Candidate> dalmatian(const Data& d, std::vector<Candidate> all) {
  std::sort(all.begin(), all.end(), [](const Candidate& a, const Candidate& b) {
    return std::make_tuple(-std::int64_t(a.p.touch), a.complexity, a.p.expr) <
           std::make_tuple(-std::int64_t(b.p.touch), b.complexity, b.p.expr);
  });
  const double least = d.mined ? double(*std::min_element(d.target.begin(), d.target.begin() + d.mined)) : 0;
  std::vector<double> upper(d.mined, std::numeric_limits<double>::infinity()), lower(d.mined, least);
  std::vector<Candidate> kept;
  for (auto& c : all) {
    auto& best = c.direction > 0 ? upper : lower;
    bool sharper = false;
    for (std::size_t i = 0; i < d.mined && !sharper; ++i) {
      const double v = c.value(d, i);
      sharper = c.direction > 0 ? v < best[i] - 1e-9 : v > best[i] + 1e-9;
    }
    if (!sharper) continue;
    for (std::size_t i = 0; i < d.mined; ++i) {
      const double v = c.value(d, i);
      best[i] = c.direction > 0 ? std::min(best[i], v) : std::max(best[i], v);
    }
    kept.push_back(std::move(c));
  }
  return kept;
}

bool all_nonnegative(const std::vector<std::int64_t>& v) {
  return std::all_of(v.begin(), v.end(), [](std::int64_t x) { return x >= 0; });
}

// target % m = (x + c) % m, or = c; larger moduli first, a pattern implied by a kept one
// (same x, modulus dividing the kept one's) skipped. Returns the kept (x, m) pairs (x = -1
// for constants) so implications can skip what is implied.
std::set<std::pair<int, int>> modular(const Data& d, std::vector<Candidate>& out) {
  std::set<std::pair<int, int>> kept;
  if (!all_nonnegative(d.target)) return kept;
  for (int m : {4, 3, 2}) {
    for (int x = -1; x < int(d.inv.size()); ++x) {
      if (x >= 0 && !all_nonnegative(d.inv[x])) continue;
      if (m == 2 && kept.count({x, 4})) continue;
      for (int c = 0; c < m; ++c) {
        bool ok = true;
        for (std::size_t i = 0; i < d.mined && ok; ++i)
          ok = mod(d.target[i], m) == mod((x >= 0 ? d.inv[x][i] : 0) + c, m);
        if (!ok) continue;
        Candidate k;
        k.p.kind = "modular";
        k.p.expr =
            "@T % " + std::to_string(m) + " = " +
            (x < 0 ? std::to_string(c)
                   : "(" + shown(d.inv_names[x]) + (c ? " + " + std::to_string(c) : "") + ") % " + std::to_string(m));
        k.p.touch = k.p.support = d.mined;
        k.status = [x, m, c](const Data& rows, std::size_t i) {
          return int(mod(rows.target[i], m) == mod((x >= 0 ? rows.inv[x][i] : 0) + c, m));
        };
        kept.insert({x, m});
        out.push_back(std::move(k));
        break;
      }
    }
  }
  return kept;
}

// P => conclusion, for each property P holding on some but not all mining rows of at
// least two sizes.
void implications(const Data& d, const std::set<std::pair<int, int>>& patterns, std::vector<Candidate>& out) {
  struct Conclusion {
    std::string expr;
    std::function<bool(const Data&, std::size_t)> ok;
    int strength;  // 0: an equality (implies the rest); 1: independent; 2: parity
    int x = -1;
  };
  std::vector<Conclusion> conclusions;
  // SQL's % keeps the sign of its left side; abs() makes the parity tests mean what mod() does.
  auto parity = [](const std::string& name, const std::vector<std::int64_t>& values) {
    return (all_nonnegative(values) ? name : "abs(" + name + ")") + " % 2";
  };
  const std::string target_parity = parity("@T", d.target);
  conclusions.push_back({"@T = 0", [](const Data& rows, std::size_t i) { return rows.target[i] == 0; }, 0});
  for (int x = 0; x < int(d.inv.size()); ++x) {
    conclusions.push_back({"@T = " + shown(d.inv_names[x]),
                           [x](const Data& rows, std::size_t i) { return rows.target[i] == rows.inv[x][i]; }, 0, x});
    conclusions.push_back({"@T = " + parity(shown(d.inv_names[x]), d.inv[x]),
                           [x](const Data& rows, std::size_t i) { return rows.target[i] == mod(rows.inv[x][i], 2); }, 0,
                           x});
  }
  conclusions.push_back({"@T > 0", [](const Data& rows, std::size_t i) { return rows.target[i] > 0; }, 1});
  conclusions.push_back({"@T <= 1", [](const Data& rows, std::size_t i) { return rows.target[i] <= 1; }, 1});
  for (int x = 0; x < int(d.inv.size()); ++x)
    conclusions.push_back(
        {target_parity + " = " + parity(shown(d.inv_names[x]), d.inv[x]),
         [x](const Data& rows, std::size_t i) { return mod(rows.target[i], 2) == mod(rows.inv[x][i], 2); }, 2, x});
  for (std::size_t p = 0; p < d.prop.size(); ++p) {
    std::uint64_t support = 0;
    std::set<int> sizes;
    for (std::size_t i = 0; i < d.mined; ++i)
      if (d.prop[p][i]) ++support, sizes.insert(d.size[i]);
    if (support < 3 || sizes.size() < 2 || support == d.mined) continue;
    bool have_equality = false, have_parity = false;
    for (const Conclusion& c : conclusions) {
      if (have_equality || (c.strength == 2 && have_parity)) continue;  // an equality implies the rest
      if (c.strength == 2 && (patterns.count({c.x, 2}) || patterns.count({c.x, 4}))) continue;
      bool ok = true;
      for (std::size_t i = 0; i < d.mined && ok; ++i) ok = !d.prop[p][i] || c.ok(d, i);
      if (!ok) continue;
      have_equality |= c.strength == 0;
      have_parity |= c.strength == 2;
      Candidate k;
      k.p.kind = "implication";
      k.p.expr = c.expr;
      k.p.where = d.prop_names[p];
      k.p.touch = k.p.support = support;
      auto rule = c.ok;
      k.status = [rule, p](const Data& rows, std::size_t i) { return rows.prop[p][i] ? int(rule(rows, i)) : -1; };
      out.push_back(std::move(k));
    }
  }
}

std::string and_where(const std::string& a, const std::string& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  return "(" + a + ") AND (" + b + ")";
}

}  // namespace

bool Proposal::survives() const {
  return std::all_of(held_back.begin(), held_back.end(), [](const HeldBackCheck& h) { return h.survives; });
}

MineResult mine_conjectures(Db& db, const MineOptions& o) {
  check_option_range("--max", o.max_proposals, 0, 1'000'000);
  check_option_range("--mine-up-to", o.mine_up_to, -1, kMaxSizeInRange);  // -1: the default
  const ConjectureTable& t = conjecture_table(o.table);
  const std::string target = o.target.empty() ? t.targets.front() : o.target;
  if (std::find(t.targets.begin(), t.targets.end(), target) == t.targets.end() &&
      std::find(t.invariants.begin(), t.invariants.end(), target) == t.invariants.end()) {
    std::string known;
    for (const auto& s : t.targets) known += (known.empty() ? "" : ", ") + s;
    for (const auto& s : t.invariants) known += ", " + s;
    throw UsageError("--target " + target + ": not an integer column of " + t.name + " (choose from " + known + ")");
  }
  const std::vector<std::string> columns = table_columns(db, t.name);
  MineResult r;
  r.table = t.name;
  r.target = target;
  r.where = o.where;
  const SizeCompleteness sc = complete_sizes(db, t);
  r.completeness = sc.rule;
  MinedSizes split = split_mined_sizes(sc, t.name, o.mine_up_to, "conjecture mine", "mine");
  r.mined_sizes = std::move(split.mined);
  r.held_sizes = std::move(split.held);
  const int up_to = split.up_to;

  Data d;
  GuardedQuery q;
  q.text("SELECT " + t.size_sql + ", " + target);
  for (const auto& x : t.invariants)
    if (x != target) d.inv_names.push_back(x), q.text(", " + x);
  for (const auto& p : t.properties) d.prop_names.push_back(p), q.text(", coalesce(" + p + ", 0) != 0");
  q.text(" FROM " + t.name + " WHERE " + t.size_sql + " <= " + std::to_string(sc.complete.back()));
  if (!t.base_where.empty()) q.text(" AND " + t.base_where);
  if (!o.where.empty()) q.text(" AND ").piece({"<where>", o.where});
  q.text(" ORDER BY 1");
  Stmt s = q.prepare(db, t.readable, t.name, columns);
  const std::set<int> complete(sc.complete.begin(), sc.complete.end());
  d.inv.resize(d.inv_names.size());
  d.prop.resize(d.prop_names.size());
  std::vector<bool> has_null(d.inv_names.size(), false);
  while (s.step()) {
    const int n = int(s.int64(0));
    if (!complete.count(n) || s.type(1) == SQLITE_NULL) continue;
    d.size.push_back(n);
    d.target.push_back(s.int64(1));
    for (std::size_t k = 0; k < d.inv.size(); ++k) {
      has_null[k] = has_null[k] || s.type(int(2 + k)) == SQLITE_NULL;
      d.inv[k].push_back(s.int64(int(2 + k)));
    }
    for (std::size_t k = 0; k < d.prop.size(); ++k) d.prop[k].push_back(char(s.int64(int(2 + d.inv.size() + k))));
    if (n <= up_to) ++d.mined;
  }
  // An invariant unknown on some row cannot bound anything.
  for (std::size_t k = d.inv.size(); k-- > 0;)
    if (has_null[k]) {
      d.inv.erase(d.inv.begin() + k);
      d.inv_names.erase(d.inv_names.begin() + k);
    }
  r.mined_rows = d.mined;

  std::vector<Candidate> all, kept;
  bounds(d, all);
  kept = dalmatian(d, std::move(all));
  const auto patterns = modular(d, kept);
  implications(d, patterns, kept);
  std::sort(kept.begin(), kept.end(), [](const Candidate& a, const Candidate& b) {
    return std::make_tuple(-std::int64_t(a.p.touch), a.p.kind, a.p.expr, a.p.where) <
           std::make_tuple(-std::int64_t(b.p.touch), b.p.kind, b.p.expr, b.p.where);
  });
  if (o.max_proposals > 0 && int(kept.size()) > o.max_proposals) kept.resize(std::size_t(o.max_proposals));

  for (Candidate& c : kept) {
    auto put = [&](std::string& e) {
      for (std::size_t at; (at = e.find("@T")) != std::string::npos;) e.replace(at, 2, target);
    };
    put(c.p.expr);
    for (int n : r.held_sizes) {
      HeldBackCheck h{n, 0, true, {}};
      for (std::size_t i = d.mined; i < d.size.size(); ++i) {
        if (d.size[i] != n) continue;
        const int st = c.status(d, i);
        if (st < 0) continue;
        ++h.rows;
        h.survives = h.survives && st == 1;
      }
      c.p.held_back.push_back(h);
    }
    if (!c.p.survives()) {
      // The smallest counterexample, through SQL on the stored table.
      const ConjectureResult t2 = test_conjecture(db, c.p.expr, t.name, and_where(o.where, c.p.where), 1);
      for (auto& h : c.p.held_back)
        if (t2.smallest_counterexample_size && h.size == *t2.smallest_counterexample_size &&
            !t2.counterexamples.empty())
          h.counterexample = t2.counterexamples.front().text;
    }
    r.proposals.push_back(std::move(c.p));
  }
  return r;
}

std::string mine_text(const MineResult& r) {
  std::ostringstream out;
  auto range = [](const std::vector<int>& v) {
    if (v.empty()) return std::string("none");
    return v.size() == 1 ? std::to_string(v.front()) : std::to_string(v.front()) + ".." + std::to_string(v.back());
  };
  out << "Mining " << r.target << " on " << r.table << (r.where.empty() ? "" : " where " + r.where) << ": sizes "
      << range(r.mined_sizes) << " (" << r.mined_rows << " rows); held back: " << range(r.held_sizes) << "\n";
  out << "Each proposal holds on every mined row; touch = rows meeting it with equality (bounds) or rows it "
         "applies to (patterns, rules).\n\n";
  int i = 0;
  for (const Proposal& p : r.proposals) {
    ++i;
    out << (i < 10 ? " " : "") << i << ". " << p.expr;
    if (!p.where.empty()) out << "   [where " << p.where << "]";
    out << "\n      " << p.kind << ", touch " << p.touch << " of " << p.support;
    for (const HeldBackCheck& h : p.held_back) {
      out << "; size " << h.size << ": " << (h.survives ? "survives" : "REFUTED") << " (" << h.rows << " rows)";
      if (!h.counterexample.empty()) out << ", counterexample " << h.counterexample;
    }
    out << "\n";
  }
  if (r.proposals.empty()) out << "no proposal holds on the mined sizes\n";
  std::uint64_t survive = 0;
  for (const Proposal& p : r.proposals) survive += p.survives();
  out << "\n" << r.proposals.size() << " proposals, " << survive << " survive every held-back size\n";
  return out.str();
}

}  // namespace posetlab
