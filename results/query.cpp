// Read-only queries; see query.hpp.
#include "results/query.hpp"

#include <algorithm>
#include <vector>

#include "engine/error.hpp"

namespace posetlab {
namespace {

SourcePosition position(const std::string& sql, int offset) {
  SourcePosition p{"<query>", 1, 1};
  for (int i = 0; i < offset && i < int(sql.size()); ++i) {
    if (sql[i] == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

}  // namespace

std::vector<Stmt> prepare_read_only(Store& store, const std::string& sql) {
  sqlite3* db = store.db().handle();
  std::vector<Stmt> stmts;
  const char* begin = sql.c_str();
  const char* tail = begin;
  while (*tail) {
    sqlite3_stmt* s = nullptr;
    const char* here = tail;
    int rc = sqlite3_prepare_v2(db, here, -1, &s, &tail);
    if (rc != SQLITE_OK) {
      // SQLite knows the offending token for syntax errors; otherwise the statement's start.
      int off = sqlite3_error_offset(db);
      throw InputError(position(sql, int(here - begin) + std::max(off, 0)), sqlite3_errmsg(db));
    }
    if (!s) continue;  // whitespace or a comment
    stmts.push_back(Stmt::adopt(store.db(), s));
    if (!sqlite3_stmt_readonly(s))
      throw UsageError("query is read-only: refusing \"" + std::string(sqlite3_sql(s)) +
                       "\", which would change " + store.path() + " (nothing was run)");
  }
  if (stmts.empty()) throw UsageError("query: no SQL statement given");
  return stmts;
}

std::uint64_t run_query(Store& store, const std::string& sql, OutputFormat format, std::ostream& out) {
  std::vector<Stmt> stmts = prepare_read_only(store, sql);
  std::uint64_t rows = 0;
  for (std::size_t i = 0; i < stmts.size(); ++i) {
    if (i && format == OutputFormat::Table) out << '\n';
    rows += print_rows(stmts[i], format, out);
  }
  return rows;
}

}  // namespace posetlab
