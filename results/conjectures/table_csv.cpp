// A stored table as CSV for other miners; see table_csv.hpp.
#include "results/conjectures/table_csv.hpp"

#include <set>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture_implications.hpp"
#include "results/conjectures/conjecture_sql.hpp"
#include "results/conjectures/conjecture_tables.hpp"

namespace posetlab {

std::string csv_field(const std::string& value) {
  if (value.find_first_of(",\"\r\n") == std::string::npos) return value;
  std::string out = "\"";
  for (char c : value) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

TableCsv table_csv(Db& db, const TableCsvOptions& o) {
  const ConjectureTable& t = conjecture_table(o.table);
  const SizeCompleteness sc = complete_sizes(db, t);
  TableCsv r;
  r.sizes = sizes_in_range(sc.complete, o.sizes, "export csv", [&](int n) { return sc.why_not(n); });
  if (r.sizes.empty())
    throw UsageError("export csv: table " + t.name + " holds no size completely" +
                     (sc.stop_note.empty() ? "" : " (" + sc.stop_note + ")"));
  const std::vector<std::string> columns = table_columns(db, t.name);
  const std::set<std::string> has(columns.begin(), columns.end());

  GuardedQuery q;
  q.text("SELECT " + t.size_sql);
  r.header.push_back("size");
  for (const char* key : {"canonical", "family", "poset", "colours", "sets", "count"})
    if (has.count(key)) q.text(std::string(", ") + key), r.header.push_back(key);
  std::set<std::string> named(r.header.begin(), r.header.end());
  for (const auto* list : {&t.targets, &t.invariants})
    for (const std::string& x : *list)
      if (x != t.size_sql && named.insert(x).second) q.text(", " + x), r.header.push_back(x);
  for (const Predicate& p : t.predicates) {
    q.text(", CASE WHEN (" + p.sql + ") THEN 1 ELSE 0 END");
    r.header.push_back(p.name);
  }
  q.text(" FROM " + t.name + " WHERE " + t.size_sql + " BETWEEN " + std::to_string(r.sizes.front()) + " AND " +
         std::to_string(r.sizes.back()));
  if (!t.base_where.empty()) q.text(" AND " + t.base_where);
  if (!o.where.empty()) q.text(" AND ").piece({"<where>", o.where});
  q.text(" ORDER BY 1");
  Stmt s = q.prepare(db, t.readable, t.name, columns);

  const std::set<int> wanted(r.sizes.begin(), r.sizes.end());
  std::string& out = r.text;
  for (std::size_t i = 0; i < r.header.size(); ++i) out += (i ? "," : "") + csv_field(r.header[i]);
  out += "\n";
  while (s.step()) {
    if (!wanted.count(int(s.int64(0)))) continue;
    ++r.rows;
    for (int i = 0; i < s.columns(); ++i) {
      if (i) out += ',';
      if (s.type(i) != SQLITE_NULL) out += csv_field(s.text(i));  // NULL: an empty field
    }
    out += "\n";
  }
  return r;
}

}  // namespace posetlab
