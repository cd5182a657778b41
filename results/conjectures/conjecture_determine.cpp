// Is a target a function of features; see conjecture_determine.hpp.
#include "results/conjectures/conjecture_determine.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <cstdio>
#include <map>
#include <set>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture_sql.hpp"
#include "results/jobs/table_descriptions.hpp"
#include "util/json.hpp"

namespace posetlab {
namespace determine_detail {  // named: unity builds join anonymous namespaces of files

constexpr int kMaxFeatures = 8;

SqlCell read_cell(const Stmt& s, int col) {
  SqlCell c;
  c.type = s.type(col);
  switch (c.type) {
    case SQLITE_INTEGER: c.i = s.int64(col); break;
    case SQLITE_FLOAT: c.r = s.real(col); break;
    case SQLITE_TEXT: c.s = s.text(col); break;
    case SQLITE_BLOB: c.s = s.blob(col); break;
    default: break;
  }
  return c;
}

void bind_cell(Stmt& s, int i, const SqlCell& c) {
  switch (c.type) {
    case SQLITE_INTEGER: s.bind(i, c.i); break;
    case SQLITE_FLOAT: s.bind(i, c.r); break;
    case SQLITE_TEXT: s.bind(i, std::string_view(c.s)); break;
    case SQLITE_BLOB: s.bind_blob(i, c.s.data(), int(c.s.size())); break;
    default: s.bind_null(i);
  }
}

// SQLite's order of storage classes: NULL, numbers, text, blob.
int rank(int type) { return type == SQLITE_NULL ? 0 : type == SQLITE_TEXT ? 2 : type == SQLITE_BLOB ? 3 : 1; }
double number(const SqlCell& c) { return c.type == SQLITE_INTEGER ? double(c.i) : c.r; }

std::string where_text(const ConjectureTable& t, const std::string& size_sql, GuardedQuery& q,
                       const std::string& where, const std::vector<int>& sizes) {
  std::string in;
  for (int n : sizes) in += (in.empty() ? "" : ",") + std::to_string(n);
  q.text(" WHERE ");
  if (!t.base_where.empty()) q.text(t.base_where + " AND ");
  q.text("(" + size_sql + ") IN (" + in + ")");
  if (!where.empty()) q.text(" AND ").piece({"<where>", where});
  return in;
}

std::vector<std::int64_t> ints(const std::vector<SqlCell>& cells) {
  std::vector<std::int64_t> out;
  for (const SqlCell& c : cells) out.push_back(c.i);
  return out;
}

// The entries grouped by feature tuple: [begin, end) ranges of one tuple each.
std::vector<std::pair<std::size_t, std::size_t>> groups_of(const std::vector<DetermineEntry>& e) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (std::size_t i = 0; i < e.size();) {
    std::size_t j = i + 1;
    while (j < e.size() && e[j].features == e[i].features) ++j;
    out.emplace_back(i, j);
    i = j;
  }
  return out;
}

std::string in_list(const std::string& f, const std::vector<SqlCell>& values) {
  if (values.size() == 1) return f + " = " + values.front().sql();
  std::string s;
  for (const SqlCell& v : values) s += (s.empty() ? "" : ", ") + v.sql();
  return f + " IN (" + s + ")";
}

std::string operand(const std::string& f) {
  const bool plain = std::all_of(f.begin(), f.end(), [](unsigned char c) { return std::isalnum(c) || c == '_'; });
  return plain ? f : "(" + f + ")";
}

}  // namespace determine_detail

namespace dd = determine_detail;

std::string SqlCell::json() const {
  switch (type) {
    case SQLITE_INTEGER: return std::to_string(i);
    case SQLITE_FLOAT: {
      JsonObject o;
      o.add("v", r);
      const std::string j = o.str();
      return j.substr(5, j.size() - 6);
    }
    case SQLITE_TEXT: return json_string(s);
    case SQLITE_BLOB: {
      std::string hex;
      char buf[3];
      for (unsigned char c : s) {
        std::snprintf(buf, sizeof buf, "%02x", c);
        hex += buf;
      }
      return json_string(hex);
    }
    default: return "null";
  }
}

std::string SqlCell::sql() const {
  switch (type) {
    case SQLITE_INTEGER: return std::to_string(i);
    case SQLITE_FLOAT: {
      char buf[40];
      std::snprintf(buf, sizeof buf, "%.17g", r);
      return buf;
    }
    case SQLITE_TEXT: {
      std::string q = "'";
      for (char c : s) q += c == '\'' ? "''" : std::string(1, c);
      return q + "'";
    }
    case SQLITE_BLOB: {
      const std::string hex = json();  // "0a1b", quoted
      return "X'" + hex.substr(1, hex.size() - 2) + "'";
    }
    default: return "NULL";
  }
}

bool SqlCell::operator<(const SqlCell& o) const {
  const int a = dd::rank(type), b = dd::rank(o.type);
  if (a != b) return a < b;
  if (a == 1) {
    if (type == SQLITE_INTEGER && o.type == SQLITE_INTEGER) return i < o.i;
    return dd::number(*this) < dd::number(o);
  }
  return s < o.s;
}

std::string DetermineResult::verdict_line() const {
  std::string by;
  for (const std::string& f : features) by += (by.empty() ? "" : ", ") + f;
  if (sizes.empty()) return "no complete size to test on: the table holds no size completely";
  const std::string on = std::to_string(rows) + " " + object + "s, " + size_noun + " " + sizes_text(sizes);
  if (is_function)
    return target + " is a function of (" + by + ") on every " + object + " tested (" + on + "; " +
           std::to_string(groups) + " entries)";
  return target + " is not a function of (" + by + "): " + std::to_string(conflicting_groups) + " of " +
         std::to_string(groups) + " feature values hold two or more values of " + target + " (" +
         std::to_string(conflicting_objects) + " of " + on + ")";
}

std::vector<ClosedForm> entry_forms(const std::vector<DetermineEntry>& entries,
                                    const std::vector<std::string>& features, const std::string& target,
                                    std::string* why_not) {
  std::vector<FunctionEntry> fe;
  for (const DetermineEntry& e : entries) {
    for (const SqlCell& c : e.features)
      if (!c.integer()) {
        if (why_not) *why_not = "closed forms need integer features (a feature takes the value " + c.sql() + ")";
        return {};
      }
    if (!e.target.integer()) {
      if (why_not) *why_not = "closed forms need an integer target (it takes the value " + e.target.sql() + ")";
      return {};
    }
    fe.push_back({dd::ints(e.features), e.target.i});
  }
  if (why_not) why_not->clear();
  return fit_closed_forms(fe, features, target);
}

std::vector<DetermineSubclass> conflict_free_subclasses(const std::vector<DetermineEntry>& entries,
                                                        const std::vector<std::string>& features,
                                                        const std::string& target, int max) {
  const auto groups = dd::groups_of(entries);
  const std::size_t k = features.size();
  std::vector<bool> bad(groups.size());
  std::vector<std::uint64_t> weight(groups.size());
  for (std::size_t g = 0; g < groups.size(); ++g) {
    bad[g] = groups[g].second - groups[g].first > 1;
    for (std::size_t e = groups[g].first; e < groups[g].second; ++e) weight[g] += entries[e].support;
  }
  auto value = [&](std::size_t g, std::size_t i) -> const SqlCell& { return entries[groups[g].first].features[i]; };
  // Candidates: a condition and the groups it keeps (ascending indices).
  struct Candidate {
    std::string condition;
    std::vector<std::size_t> keep;
    std::uint64_t support = 0;
  };
  std::vector<Candidate> cands;
  auto add = [&](std::string cond, std::vector<std::size_t> keep) {
    if (keep.empty()) return;
    Candidate c{std::move(cond), std::move(keep), 0};
    for (std::size_t g : c.keep) c.support += weight[g];
    cands.push_back(std::move(c));
  };
  // One feature: its values meeting no conflicting group.
  for (std::size_t i = 0; i < k; ++i) {
    std::map<SqlCell, bool> clean;  // value -> meets no conflicting group
    for (std::size_t g = 0; g < groups.size(); ++g) {
      auto [it, fresh] = clean.emplace(value(g, i), !bad[g]);
      if (!fresh) it->second = it->second && !bad[g];
    }
    std::vector<SqlCell> good;
    for (const auto& [v, ok] : clean)
      if (ok && v.type != SQLITE_NULL) good.push_back(v);
    if (good.empty() || good.size() == clean.size()) continue;  // nothing, or everything (no conflict)
    std::vector<std::size_t> keep;
    for (std::size_t g = 0; g < groups.size(); ++g)
      if (std::binary_search(good.begin(), good.end(), value(g, i))) keep.push_back(g);
    add(dd::in_list(dd::operand(features[i]), good), std::move(keep));
  }
  // Two features: f_i fixed to v, f_j among the values that meet no conflicting group there.
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t j = 0; j < k; ++j) {
      if (i == j) continue;
      std::map<SqlCell, std::map<SqlCell, bool>> clean;
      for (std::size_t g = 0; g < groups.size(); ++g) {
        auto [it, fresh] = clean[value(g, i)].emplace(value(g, j), !bad[g]);
        if (!fresh) it->second = it->second && !bad[g];
      }
      for (const auto& [v, inner] : clean) {
        if (v.type == SQLITE_NULL) continue;
        std::vector<SqlCell> good;
        for (const auto& [w, ok] : inner)
          if (ok && w.type != SQLITE_NULL) good.push_back(w);
        if (good.empty() || good.size() == inner.size()) continue;  // f_i = v alone decides it
        std::vector<std::size_t> keep;
        for (std::size_t g = 0; g < groups.size(); ++g)
          if (value(g, i) == v && std::binary_search(good.begin(), good.end(), value(g, j))) keep.push_back(g);
        add(dd::operand(features[i]) + " = " + v.sql() + " AND " + dd::in_list(dd::operand(features[j]), good),
            std::move(keep));
      }
    }
  std::stable_sort(cands.begin(), cands.end(), [](const Candidate& a, const Candidate& b) {
    return a.support != b.support ? a.support > b.support : a.condition.size() < b.condition.size();
  });
  std::vector<DetermineSubclass> out;
  std::vector<const Candidate*> listed;
  for (const Candidate& c : cands) {
    if (max > 0 && int(out.size()) >= max) break;
    const bool inside = std::any_of(listed.begin(), listed.end(), [&](const Candidate* l) {
      return std::includes(l->keep.begin(), l->keep.end(), c.keep.begin(), c.keep.end());
    });
    if (inside) continue;
    listed.push_back(&c);
    std::vector<DetermineEntry> sub;
    for (std::size_t g : c.keep) sub.push_back(entries[groups[g].first]);
    DetermineSubclass s;
    s.condition = c.condition;
    s.support = c.support;
    s.entries = sub.size();
    s.forms = entry_forms(sub, features, target);
    out.push_back(std::move(s));
  }
  return out;
}

std::vector<std::string> split_features(const std::vector<std::string>& texts) {
  std::vector<std::string> out;
  auto push = [&](std::string f) {
    const std::size_t a = f.find_first_not_of(" \t"), b = f.find_last_not_of(" \t");
    if (a == std::string::npos) throw UsageError("--by: an empty feature in \"" + f + "\"");
    out.push_back(f.substr(a, b - a + 1));
  };
  for (const std::string& t : texts) {
    int depth = 0;
    char quote = 0;
    std::string cur;
    for (char c : t) {
      if (quote) {
        if (c == quote) quote = 0;
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '(') {
        ++depth;
      } else if (c == ')') {
        --depth;
      } else if (c == ',' && depth == 0) {
        push(cur);
        cur.clear();
        continue;
      }
      cur += c;
    }
    push(cur);
  }
  return out;
}

DetermineResult conjecture_determine(Db& db, const DetermineOptions& o) {
  check_option_range("--show", o.show, 0, 1'000'000);
  check_option_range("--max", o.max_entries, 0, 1'000'000);
  check_option_range("--subclasses", o.subclasses, 0, 1000);
  const ConjectureTable& t = conjecture_table(o.table);
  if (o.features.empty()) throw UsageError("conjecture determine: give the features with --by EXPR[,EXPR...]");
  if (int(o.features.size()) > dd::kMaxFeatures)
    throw UsageError("conjecture determine: --by takes at most " + std::to_string(dd::kMaxFeatures) + " features, not " +
                     std::to_string(o.features.size()));
  if (o.target.empty()) throw UsageError("conjecture determine: give the TARGET column or expression");
  const std::vector<std::string> columns = table_columns(db, t.name);
  DetermineResult r;
  r.table = t.name;
  r.target = o.target;
  r.where = o.where;
  r.features = o.features;
  r.object = t.object;
  r.size_noun = t.size_noun;
  std::string size_sql = t.size_sql;
  std::function<SizeCompleteness(Db&)> completeness = [&t](Db& d) { return complete_sizes(d, t); };
  if (!o.measure.empty()) {
    const auto m = std::find_if(t.measures.begin(), t.measures.end(),
                                [&](const ConjectureTable::Measure& x) { return x.name == o.measure; });
    if (m == t.measures.end()) {
      std::string known;
      for (const auto& x : t.measures) known += (known.empty() ? "" : ", ") + x.name;
      throw UsageError("--measure: table " + t.name + " has no measure \"" + o.measure + "\" (" +
                       (known.empty() ? "it has none besides its size" : "it has " + known) + ")");
    }
    size_sql = m->sql;
    r.size_noun = m->noun;
    completeness = m->completeness;
  }
  r.max_entries = o.max_entries;
  for (const TableDescription* d : table_descriptions())
    if (d->conjecture == &t) {
      std::string name;
      for (char c : d->key_columns + ",")
        if (c == ',') {
          if (!name.empty()) r.key_columns.push_back(name);
          name.clear();
        } else if (c != ' ') {
          name += c;
        }
    }

  const std::size_t k = o.features.size();
  auto build = [&](const std::vector<int>& sizes) {
    GuardedQuery q;
    q.text("SELECT ");
    for (std::size_t i = 0; i < k; ++i) q.piece({"<by " + std::to_string(i + 1) + ">", o.features[i]}).text(", ");
    q.piece({"<target>", o.target}).text(", total(" + t.weight_sql + "), min(" + size_sql + ") FROM " + t.name);
    dd::where_text(t, size_sql, q, o.where, sizes);
    std::string by;
    for (std::size_t i = 1; i <= k + 1; ++i) by += (by.empty() ? "" : ", ") + std::to_string(i);
    q.text(" GROUP BY " + by + " ORDER BY " + by);
    return q.prepare(db, t.readable, t.name, columns);
  };
  build({});  // the expressions compile before completeness is asked

  const SizeCompleteness sc = completeness(db);
  r.completeness = sc.rule;
  r.sizes = sizes_in_range(sc.complete, o.sizes, "conjecture determine", [&](int n) { return sc.why_not(n); });
  if (!o.sizes) r.stop_note = sc.stop_note;
  for (const auto& [n, why] : sc.incomplete)
    if (!o.sizes || o.sizes->contains(n)) r.partial_sizes.push_back(n);
  if (r.sizes.empty()) return r;

  Stmt q = build(r.sizes);
  while (q.step()) {
    DetermineEntry e;
    for (std::size_t i = 0; i < k; ++i) e.features.push_back(dd::read_cell(q, int(i)));
    e.target = dd::read_cell(q, int(k));
    e.support = std::uint64_t(q.real(int(k) + 1));
    e.smallest_size = int(q.int64(int(k) + 2));
    r.rows += e.support;
    r.entries.push_back(std::move(e));
  }
  const auto groups = dd::groups_of(r.entries);
  r.groups = groups.size();
  struct Conflict {
    int size, smaller;
    std::size_t a, b;  // entries
  };
  std::vector<Conflict> conflicts;
  for (const auto& [b, e] : groups) {
    if (e - b < 2) continue;
    ++r.conflicting_groups;
    for (std::size_t i = b; i < e; ++i) r.conflicting_objects += r.entries[i].support;
    std::vector<std::size_t> by_size;
    for (std::size_t i = b; i < e; ++i) by_size.push_back(i);
    std::stable_sort(by_size.begin(), by_size.end(),
                     [&](std::size_t x, std::size_t y) { return r.entries[x].smallest_size < r.entries[y].smallest_size; });
    const std::size_t x = std::min(by_size[0], by_size[1]), y = std::max(by_size[0], by_size[1]);
    conflicts.push_back({std::max(r.entries[x].smallest_size, r.entries[y].smallest_size),
                         std::min(r.entries[x].smallest_size, r.entries[y].smallest_size), x, y});
  }
  r.is_function = conflicts.empty();
  if (r.is_function) {
    r.forms = entry_forms(r.entries, o.features, o.target, &r.forms_note);
    return r;
  }
  std::stable_sort(conflicts.begin(), conflicts.end(), [](const Conflict& a, const Conflict& b) {
    return a.size != b.size ? a.size < b.size : a.smaller < b.smaller;
  });
  if (o.show > 0) {
    GuardedQuery row;
    row.text("SELECT * FROM " + t.name + " WHERE ");
    if (!t.base_where.empty()) row.text(t.base_where + " AND ");
    row.text("(" + size_sql + ") = ?1");
    if (!o.where.empty()) row.text(" AND ").piece({"<where>", o.where});
    for (std::size_t i = 0; i < k; ++i)
      row.text(" AND ").piece({"<by " + std::to_string(i + 1) + ">", o.features[i]}).text(" IS ?" + std::to_string(i + 2));
    row.text(" AND ").piece({"<target>", o.target}).text(" IS ?" + std::to_string(k + 2) + " LIMIT 1");
    Stmt s = row.prepare(db, t.readable, t.name, columns);
    auto fetch = [&](const DetermineEntry& e) {
      s.reset();
      s.bind(1, e.smallest_size);
      for (std::size_t i = 0; i < k; ++i) dd::bind_cell(s, int(i) + 2, e.features[i]);
      dd::bind_cell(s, int(k) + 2, e.target);
      if (!s.step()) throw std::logic_error("conjecture determine: a grouped row is gone");
      return DetermineObject{e.target, read_conjecture_row(t, s, e.smallest_size)};
    };
    for (const Conflict& c : conflicts) {
      if (int(r.counterexamples.size()) >= o.show) break;
      const DetermineEntry &a = r.entries[c.a], &b = r.entries[c.b];
      // The smaller object first.
      const bool swap = b.smallest_size < a.smallest_size;
      r.counterexamples.push_back({a.features, c.size, fetch(swap ? b : a), fetch(swap ? a : b)});
    }
  }
  if (o.subclasses > 0) r.subclasses = conflict_free_subclasses(r.entries, o.features, o.target, o.subclasses);
  return r;
}

}  // namespace posetlab
