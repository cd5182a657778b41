// Conjecture tests on stored tables; see conjecture.hpp.
#include "results/conjectures/conjecture.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <sstream>

#include "util/json.hpp"
#include "results/conjectures/conjecture_sql.hpp"

namespace posetlab {
namespace {

// " WHERE base AND (where)" as a guarded query's tail, or nothing.
void add_filter(GuardedQuery& q, const ConjectureTable& t, const std::string& where, bool more) {
  const bool any = !t.base_where.empty() || !where.empty() || more;
  if (!any) return;
  q.text(" WHERE ");
  bool first = true;
  if (!t.base_where.empty()) {
    q.text(t.base_where);
    first = false;
  }
  if (!where.empty()) {
    q.text(first ? "" : " AND ").piece({"<where>", where});
    first = false;
  }
  if (more) q.text(first ? "" : " AND ");
}

// Per size of every row (the where clause inside the sums, so that a size whose rows it
// all leaves out is still seen, and reported partial when it is): objects tested,
// counterexamples (the expression false), unknown (the expression NULL).
Stmt per_size_query(Db& db, const ConjectureTable& t, const std::string& expr, const std::string& where) {
  GuardedQuery agg;
  const std::string& w = t.weight_sql;
  agg.text("SELECT " + t.size_sql + ", total(CASE WHEN ");
  if (where.empty())
    agg.text("1");
  else
    agg.piece({"<where>", where});
  agg.text(" THEN " + w + " ELSE 0 END), total(CASE WHEN ");
  if (!where.empty()) agg.piece({"<where>", where}).text(" AND ");
  agg.text("NOT (").piece({"<expression>", expr}).text(") THEN " + w + " ELSE 0 END), total(CASE WHEN ");
  if (!where.empty()) agg.piece({"<where>", where}).text(" AND ");
  agg.text("(").piece({"<expression>", expr}).text(") IS NULL THEN " + w + " ELSE 0 END)");
  agg.text(" FROM " + t.name);
  add_filter(agg, t, "", false);
  agg.text(" GROUP BY 1 ORDER BY 1");
  return agg.prepare(db, t.readable, t.name, table_columns(db, t.name));
}

}  // namespace

std::string ConjectureResult::verdict_line() const {
  if (sizes.empty() && !undecided_sizes.empty())
    return "undecided: the expression is NULL on rows of every complete size (give --where to leave them out)";
  if (sizes.empty()) return "no complete size to test on: the table holds no size completely";
  if (holds) {
    std::vector<int> tested;
    for (const auto& s : sizes) tested.push_back(s.size);
    const int first = tested.front(), last = tested.back();
    const bool run = last - first + 1 == int(tested.size());
    const std::string which = run && first <= 1 ? "at most " + std::to_string(last)
                              : first == last   ? std::to_string(last)
                              : run             ? std::to_string(first) + " to " + std::to_string(last)
                                                : "n";
    return "holds for every " + object + " with " + which + " " + size_noun +
           (run ? std::string() : ", n = " + sizes_text(tested)) + " (" + std::to_string(rows) + " rows)";
  }
  return "fails: smallest counterexample has " + std::to_string(*smallest_counterexample_size) + " " + size_noun;
}

void check_conjecture(Db& db, const std::string& expr, const std::string& table, const std::string& where) {
  per_size_query(db, conjecture_table(table), expr, where);
}

ConjectureResult test_conjecture(Db& db, const std::string& expr, const std::string& table_name,
                                 const std::string& where, int show, const std::optional<SizeRange>& size_range) {
  check_option_range("--show", show, 0, 1'000'000);
  const ConjectureTable& t = conjecture_table(table_name);
  const std::vector<std::string> columns = table_columns(db, t.name);
  ConjectureResult r;
  r.table = t.name;
  r.expr = expr;
  r.where = where;
  r.object = t.object;
  r.size_noun = t.size_noun;
  Stmt q = per_size_query(db, t, expr, where);

  // The cheap question first (the expression compiles), then completeness.
  const SizeCompleteness sc = complete_sizes(db, t);
  r.completeness = sc.rule;
  r.size_range = size_range;
  const std::vector<int> tested =
      sizes_in_range(sc.complete, size_range, "conjecture test", [&](int n) { return sc.why_not(n); });
  if (!size_range) r.stop_note = sc.stop_note;
  const std::set<int> complete(sc.complete.begin(), sc.complete.end()), wanted(tested.begin(), tested.end());
  std::map<int, ConjectureSizeResult> found;
  while (q.step()) {
    const int n = int(q.int64(0));
    if (size_range && !size_range->contains(n)) continue;  // not asked about
    if (!complete.count(n)) {
      r.partial_sizes.push_back(n);
      continue;
    }
    found[n] = {n, std::uint64_t(q.real(1)), std::uint64_t(q.real(2)), std::uint64_t(q.real(3))};
  }
  for (int n : tested) {
    ConjectureSizeResult s = found.count(n) ? found[n] : ConjectureSizeResult{n, 0, 0, 0};
    if (s.unknown && !s.counterexamples) {  // a false row refutes; an unknown one proves nothing
      r.undecided_sizes.push_back(s);
      continue;
    }
    r.rows += s.rows;
    if (s.counterexamples && !r.smallest_counterexample_size) r.smallest_counterexample_size = n;
    r.sizes.push_back(s);
  }
  r.holds = !r.sizes.empty() && !r.smallest_counterexample_size;  // no complete size proves nothing
  if (r.holds || show <= 0) return r;

  GuardedQuery cx;
  cx.text("SELECT * FROM " + t.name);
  add_filter(cx, t, where, true);
  cx.text(t.size_sql + " = ?1 AND NOT (").piece({"<expression>", expr}).text(") LIMIT ?2");
  Stmt c = cx.prepare(db, t.readable, t.name, columns);
  for (const auto& s : r.sizes) {
    if (!s.counterexamples) continue;
    const int left = show - int(r.counterexamples.size());
    if (left <= 0) break;
    c.reset();
    c.bind(1, s.size).bind(2, left);
    while (c.step()) r.counterexamples.push_back(read_conjecture_row(t, c, s.size));
  }
  return r;
}

std::string conjecture_json(const ConjectureResult& r) {
  JsonObject o;
  o.add("holds", r.holds).add("rows", r.rows);
  std::vector<int> sizes;
  for (const auto& s : r.sizes) sizes.push_back(s.size);
  std::vector<int> undecided;
  for (const auto& s : r.undecided_sizes) undecided.push_back(s.size);
  o.add("sizes", sizes).add("partial_sizes", r.partial_sizes).add("undecided_sizes", undecided);
  if (r.size_range)
    o.add("size_range", r.size_range->text());
  else
    o.raw("size_range", "null");
  if (r.smallest_counterexample_size)
    o.add("smallest_counterexample_size", *r.smallest_counterexample_size);
  else
    o.raw("smallest_counterexample_size", "null");
  std::string cxs = "[";
  for (std::size_t i = 0; i < r.counterexamples.size(); ++i) {
    JsonObject row;
    for (const auto& [name, value] : r.counterexamples[i].columns) row.raw(name, value);
    row.add("object", r.counterexamples[i].text);
    cxs += (i ? "," : "") + row.str();
  }
  o.raw("counterexamples", cxs + "]");
  std::string per = "[";
  for (std::size_t i = 0; i < r.sizes.size(); ++i) {
    JsonObject s;
    s.add("size", r.sizes[i].size).add("rows", r.sizes[i].rows).add("counterexamples", r.sizes[i].counterexamples);
    per += (i ? "," : "") + s.str();
  }
  o.raw("per_size", per + "]");
  o.add("table", r.table).add("expression", r.expr).add("where", r.where);
  return o.str();
}

std::string conjecture_text(const ConjectureResult& r) {
  std::ostringstream out;
  out << "Conjecture: " << r.expr << "\nTable: " << r.table;
  if (!r.where.empty()) out << ", rows where " << r.where;
  out << "\n\n";
  char line[96];
  std::snprintf(line, sizeof line, "%6s %12s %16s\n", "size", "rows", "counterexamples");
  out << line;
  for (const auto& s : r.sizes) {
    std::snprintf(line, sizeof line, "%6d %12llu %16llu\n", s.size, (unsigned long long)s.rows,
                  (unsigned long long)s.counterexamples);
    out << line;
  }
  if (!r.partial_sizes.empty()) {
    out << "Left out, stored only in part (no evidence either way): size";
    for (std::size_t i = 0; i < r.partial_sizes.size(); ++i) out << (i ? ", " : " ") << r.partial_sizes[i];
    out << "\n";
  }
  if (!r.undecided_sizes.empty()) {
    out << "Left out, the expression NULL on some rows (no evidence either way): size";
    for (std::size_t i = 0; i < r.undecided_sizes.size(); ++i)
      out << (i ? ", " : " ") << r.undecided_sizes[i].size << " (" << r.undecided_sizes[i].unknown << " of "
          << r.undecided_sizes[i].rows << " rows)";
    out << "\n";
  }
  if (!r.stop_note.empty()) out << "First size not complete: " << r.stop_note << "\n";
  out << "\n" << r.verdict_line() << "\n";
  if (!r.counterexamples.empty()) {
    out << "\nSmallest counterexample" << (r.counterexamples.size() > 1 ? "s" : "") << ":\n";
    for (const ConjectureRow& c : r.counterexamples) out << conjecture_row_line(c, r.expr + " " + r.where) << "\n";
  }
  return out.str();
}

}  // namespace posetlab
