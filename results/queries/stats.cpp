// Database statistics; see stats.hpp. The Grundy columns are generated from the values
// present (g0, g1, ...), never from user text.
#include "results/queries/stats.hpp"

#include <algorithm>
#include <cstdint>

#include "results/jobs/checksum.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/jobs/table_descriptions.hpp"

namespace posetlab {
namespace {

// Job keys in the order a person reads them: runs of digits compare as numbers, so
// posets:size=2 comes before posets:size=10 (the collation numbers_as_numbers of stats' connection).
int natural_order(void*, int a_size, const void* a_data, int b_size, const void* b_data) {
  const char *a = static_cast<const char*>(a_data), *b = static_cast<const char*>(b_data);
  int i = 0, j = 0;
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  while (i < a_size && j < b_size) {
    if (digit(a[i]) && digit(b[j])) {
      while (i < a_size && a[i] == '0') ++i;  // leading zeros do not count
      while (j < b_size && b[j] == '0') ++j;
      int i_end = i, j_end = j;
      while (i_end < a_size && digit(a[i_end])) ++i_end;
      while (j_end < b_size && digit(b[j_end])) ++j_end;
      if (i_end - i != j_end - j) return (i_end - i) < (j_end - j) ? -1 : 1;  // fewer digits, smaller
      for (; i < i_end; ++i, ++j)
        if (a[i] != b[j]) return a[i] < b[j] ? -1 : 1;
      continue;
    }
    if (a[i] != b[j]) return (unsigned char)a[i] < (unsigned char)b[j] ? -1 : 1;
    ++i, ++j;
  }
  return (a_size - i) == (b_size - j) ? 0 : (a_size - i) < (b_size - j) ? -1 : 1;
}

void print_table_summary(Db& db, const TableDescription& t, const StatsOptions& o, std::ostream& out) {
  bool table = o.format == OutputFormat::Table;
  const std::string& v = t.value_column;
  std::int64_t lo = db.query_int("SELECT coalesce(min(" + v + "), 0) FROM " + t.table, 0);
  std::int64_t hi = db.query_int("SELECT coalesce(max(" + v + "), -1) FROM " + t.table, -1);
  const std::string& keys = o.by_tops ? t.fine_columns : t.size_column;
  // Each row stands for one object, or for `weight_column` of them in a table of counts.
  const std::string weight = t.weight_column.empty() ? "" : " * " + t.weight_column;
  const std::string counted = weight.empty() ? "count(*)" : "sum(" + t.weight_column + ")";
  std::string sql = "SELECT " + keys + ", " + counted + " AS " + t.label;
  if (!t.summary_columns.empty()) sql += ", " + t.summary_columns;
  for (char letter : t.value_letters)
    sql += ", sum((" + v + " = '" + letter + "')" + weight + ") AS " + t.value_prefix + letter;
  if (!t.value_letters.empty()) hi = lo - 1;  // no numeric columns
  for (std::int64_t g = lo; g <= hi; ++g)
    sql += ", sum((" + v + " = " + std::to_string(g) + ")" + weight + ") AS " + t.value_prefix + (g < 0 ? "m" : "") +
           std::to_string(g < 0 ? -g : g);
  const bool with_stored = !t.stored_sql.empty() && !o.by_tops;
  if (with_stored) {
    std::string stored;
    for (std::size_t at = 0; at < t.stored_sql.size(); ++at)
      if (t.stored_sql.compare(at, 6, "@count") == 0) stored += counted, at += 5;
      else stored += t.stored_sql[at];
    sql += ", " + stored + " AS stored";
  }
  sql += " FROM " + t.table + " GROUP BY " + keys + " ORDER BY " + keys;
  if (table) out << "\n" << t.table << " " << t.label << " per " << keys << " and " << (v == "grundy" ? "Grundy" : v) << " value\n";
  Stmt rows = db.prepare(sql);
  // The value columns go to pages that fit 100 columns, each repeating the size and counts.
  TableFit fit;
  const int value_count = int(t.value_letters.size()) + int(std::max<std::int64_t>(hi - lo + 1, 0));
  fit.leading_columns = rows.columns() - value_count - (with_stored ? 1 : 0);
  print_rows(rows, o.format, out, &fit);
}

void print_checksum(Db& db, const TableDescription& t, OutputFormat format, bool header, std::ostream& out) {
  TableChecksum c = table_checksum(db, t);
  if (format == OutputFormat::Table) out << (header ? "\n" : "") << t.table << " checksum " << c.hex << " (" << c.rows << " rows)\n";
  else if (format == OutputFormat::Csv) out << (header ? "table,rows,checksum\n" : "") << t.table << "," << c.rows << "," << c.hex << "\n";
  else out << "{\"table\":\"" << t.table << "\",\"rows\":" << c.rows << ",\"checksum\":\"" << c.hex << "\"}\n";
}

// Pages of each job table and of its indexes, from SQLite's dbstat table, read once (every
// page is visited: seconds for a GB), and each table's rows counted once.
void print_disk(Db& db, OutputFormat format, std::ostream& out) {
  std::string tables;
  int order = 0;
  for (const TableDescription* t : table_descriptions())
    if (has_kind_table(db, *t))
      tables += std::string(tables.empty() ? "" : " UNION ALL ") + "SELECT " + std::to_string(order++) + ", '" +
                t->stored_table() + "', (SELECT count(*) FROM " + t->stored_table() + ")";
  const std::string sql =
      "WITH pages AS (SELECT coalesce(i.tbl_name, d.name) AS tbl, sum(d.pgsize) AS bytes FROM dbstat d "
      "LEFT JOIN sqlite_schema i ON i.type = 'index' AND i.name = d.name GROUP BY tbl), "
      "tables(ord, name, rows) AS (" + tables + ") "
      "SELECT name AS \"table\", rows, coalesce(bytes, 0) AS bytes, round(coalesce(bytes, 0) / 1048576.0, 1) AS mib, "
      "CASE WHEN rows > 0 THEN round(bytes * 1.0 / rows, 1) END AS bytes_per_row "
      "FROM tables LEFT JOIN pages ON pages.tbl = tables.name ORDER BY ord";
  if (format == OutputFormat::Table) out << "\ndisk per job table (indexes included; file " << db.query_int("PRAGMA page_count") * db.query_int("PRAGMA page_size") << " bytes)\n";
  Stmt q = db.prepare(sql);
  print_rows(q, format, out);
}

}  // namespace

void print_stats(Store& store, const StatsOptions& o, std::ostream& out) {
  Db& db = store.db();
  bool table = o.format == OutputFormat::Table;
  if (table) out << "jobs in " << store.path() << "\n";
  sqlite3_create_collation_v2(db.handle(), "numbers_as_numbers", SQLITE_UTF8, nullptr, natural_order, nullptr);
  Stmt jobs = db.prepare(
      "SELECT j.job, count(u.ordinal) AS units_done, j.units AS units, coalesce(sum(u.rows), 0) AS rows, "
      "CASE WHEN count(u.ordinal) = j.units THEN 'complete' "
      "     WHEN EXISTS (SELECT 1 FROM locks l WHERE l.job = j.job) THEN 'running' "
      "     ELSE 'partial' END AS status, "
      "(SELECT max(r.ended_at) FROM runs r WHERE r.job = j.job) AS last_run "
      "FROM jobs j LEFT JOIN units u ON u.job = j.job GROUP BY j.job ORDER BY j.job COLLATE numbers_as_numbers");
  print_rows(jobs, o.format, out);

  // Every job kind's table that holds rows (an empty one would print a header alone).
  for (const TableDescription* t : table_descriptions())
    if (has_kind_table(db, *t) && db.query_int("SELECT count(*) FROM (SELECT 1 FROM " + t->table + " LIMIT 1)"))
      print_table_summary(db, *t, o, out);

  if (o.checksum) {
    bool first = true;
    for (const TableDescription* t : table_descriptions()) {
      print_checksum(db, *t, o.format, first, out);
      first = false;
    }
  }
  if (o.disk) print_disk(db, o.format, out);
}

}  // namespace posetlab
