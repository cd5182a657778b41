// Finding stored rows; see find_rows.hpp.
#include "results/conjectures/find_rows.hpp"

#include <algorithm>
#include <tuple>
#include <vector>

#include "engine/core/error.hpp"
#include "results/conjectures/conjecture_sql.hpp"
#include "results/conjectures/conjecture_tables.hpp"
#include "results/store/table_printer.hpp"

namespace posetlab {
namespace {

// A typed filter: its option, the column it reads and the closed range it asks for.
struct TypedFilter {
  const char* option;
  const char* column;
  std::int64_t lo, hi;
};

std::vector<TypedFilter> typed_filters(const FindFilters& f) {
  std::vector<TypedFilter> out;
  for (auto [range, option, column] : {std::tuple{&f.bottoms, "--bottoms", "bottoms"}, {&f.tops, "--tops", "tops"}})
    if (*range) out.push_back({option, column, (*range)->lo, (*range)->hi});
  for (auto [value, option, column] : {std::tuple{&f.grundy, "--grundy", "grundy"},
                                       {&f.parity_uniform, "--parity-uniform", "parity_uniform"},
                                       {&f.has_empty_top, "--empty-top", "has_empty_top"},
                                       {&f.components, "--components", "components"}})
    if (*value) out.push_back({option, column, **value, **value});
  return out;
}

// The rows' order: the primary key of the first table the expression may read whose key
// columns `columns` all show (a view shows its table's key), so that SQLite walks the
// key instead of sorting the match; empty when there is none.
std::vector<std::string> key_order(Db& db, const ConjectureTable& t, const std::vector<std::string>& columns) {
  for (const std::string& table : t.readable) {
    Stmt s = db.prepare("SELECT name FROM pragma_table_info(?1) WHERE pk > 0 ORDER BY pk");
    s.bind(1, table);
    std::vector<std::string> key;
    while (s.step()) key.push_back(s.text(0));
    const bool shown = std::all_of(key.begin(), key.end(), [&](const std::string& c) {
      return std::find(columns.begin(), columns.end(), c) != columns.end();
    });
    if (!key.empty() && shown) return key;
  }
  return {};
}

}  // namespace

std::string find_table(const FindFilters& f) {
  if (!f.table.empty()) return f.table;
  const bool two_level = f.bottoms || f.tops || f.parity_uniform || f.has_empty_top;
  return two_level ? "two_level" : default_conjecture_table();
}

std::uint64_t find_rows(Store& store, const FindFilters& f, FindOutput output, std::ostream& out) {
  if (f.limit < 0) throw UsageError("--limit must be >= 0 (0: no limit)");
  for (auto [v, name] : {std::pair{f.parity_uniform, "--parity-uniform"}, {f.has_empty_top, "--empty-top"}})
    if (v && *v != 0 && *v != 1) throw UsageError(std::string(name) + " takes 0 or 1");
  const ConjectureTable& t = conjecture_table(find_table(f));
  if (output == FindOutput::Dot && !t.describe)
    throw UsageError("--dot: the rows of " + t.name + " are not drawn (no poset per row); give --csv, --json or --aligned");
  Db& db = store.db();
  const std::vector<std::string> columns = table_columns(db, t.name);

  GuardedQuery q;
  q.text("SELECT * FROM " + t.name + " WHERE 1");
  std::vector<std::int64_t> binds;
  auto range = [&](const std::string& sql, std::int64_t lo, std::int64_t hi) {
    binds.push_back(lo), binds.push_back(hi);
    q.text(" AND (" + sql + ") BETWEEN ?" + std::to_string(binds.size() - 1) + " AND ?" + std::to_string(binds.size()));
  };
  if (f.size) range(t.size_sql, f.size->lo, f.size->hi);
  for (const TypedFilter& filter : typed_filters(f)) {
    if (std::find(columns.begin(), columns.end(), filter.column) == columns.end())
      throw UsageError(std::string(filter.option) + ": table " + t.name + " has no column " + filter.column +
                       " (give --table, or --where over its columns)");
    range(filter.column, filter.lo, filter.hi);
  }
  if (!f.where.empty()) q.text(" AND ").piece({"<where>", f.where});
  const std::vector<std::string> key = key_order(db, t, columns);
  q.text(" ORDER BY ");
  if (key.empty()) q.text(t.size_sql);
  for (std::size_t i = 0; i < key.size(); ++i) q.text((i ? ", " : "") + key[i]);
  binds.push_back(f.limit == 0 ? -1 : f.limit);
  q.text(" LIMIT ?" + std::to_string(binds.size()));
  Stmt s = q.prepare(db, t.readable, t.name, columns);
  for (std::size_t i = 0; i < binds.size(); ++i) s.bind(int(i + 1), binds[i]);

  switch (output) {
    case FindOutput::Table: return print_rows(s, OutputFormat::Table, out);
    case FindOutput::Csv: return print_rows(s, OutputFormat::Csv, out);
    case FindOutput::Json: return print_rows(s, OutputFormat::Json, out);
    default: break;
  }
  std::uint64_t n = 0;
  while (s.step()) {
    ++n;
    const ConjectureRow row = read_conjecture_row(t, s, 0);  // the size is not shown
    if (output == FindOutput::Lines)
      out << conjecture_row_line(row, f.where) << '\n';
    else
      out << "// " << conjecture_row_line(row, f.where) << '\n' << row.dot << '\n';
  }
  return n;
}

}  // namespace posetlab
