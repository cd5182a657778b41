// Read-only queries; see query.hpp.
#include "results/queries/query.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/formats/input_file.hpp"
#include "results/store/sql_guard.hpp"

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

// What the query authorizer refused, for a message clearer than SQLite's "not authorized".
struct QueryGuard {
  std::string denied;
};

// Reads, read-only PRAGMAs and safe functions pass; writes are refused after preparing
// (sqlite3_stmt_readonly), with the statement named.
int authorize_query(void* user, int action, const char* a1, const char* a2, const char*, const char*) {
  auto* g = static_cast<QueryGuard*>(user);
  if (bool allowed = false; guard_function_or_pragma(action, a1, a2, allowed, g->denied))
    return allowed ? SQLITE_OK : SQLITE_DENY;
  switch (action) {
    case SQLITE_ATTACH:
    case SQLITE_DETACH:
      g->denied = "ATTACH and DETACH in SQL; attach a database with --attach NAME=PATH";
      return SQLITE_DENY;
    default:
      return SQLITE_OK;
  }
}

// The authorizer on `db` for the life of the scope.
class QueryAuthorizer {
 public:
  QueryAuthorizer(sqlite3* db, QueryGuard& guard) : db_(db) { sqlite3_set_authorizer(db, authorize_query, &guard); }
  ~QueryAuthorizer() { sqlite3_set_authorizer(db_, nullptr, nullptr); }
  QueryAuthorizer(const QueryAuthorizer&) = delete;
  QueryAuthorizer& operator=(const QueryAuthorizer&) = delete;

 private:
  sqlite3* db_;
};

}  // namespace

std::vector<Stmt> prepare_read_only(Store& store, const std::string& sql) {
  sqlite3* db = store.db().handle();
  QueryGuard guard;
  QueryAuthorizer authorizer(db, guard);
  std::vector<Stmt> stmts;
  const char* begin = sql.c_str();
  const char* tail = begin;
  while (*tail) {
    sqlite3_stmt* s = nullptr;
    const char* here = tail;
    int rc = sqlite3_prepare_v2(db, here, -1, &s, &tail);
    if (rc != SQLITE_OK && !guard.denied.empty())
      throw UsageError("query is read-only: refusing " + guard.denied + " (nothing was run)");
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

void attach_read_only(Store& store, const std::string& name, const std::string& path) {
  const bool identifier = !name.empty() && !std::isdigit(static_cast<unsigned char>(name[0])) &&
                          std::all_of(name.begin(), name.end(), [](char c) {
                            return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
                          });
  if (!identifier || name == "main" || name == "temp")
    throw UsageError("--attach NAME=PATH: NAME must be a plain identifier other than main and temp, got '" + name + "'");
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) throw UsageError("--attach " + name + "=" + path + ": no such database file");
  std::string uri = immutable_uri(path);
  if (location_writable(path)) uri = uri.substr(0, uri.size() - std::string("immutable=1").size()) + "mode=ro";
  Stmt s = store.db().prepare("ATTACH DATABASE ? AS \"" + name + "\"");
  s.bind(1, uri);
  s.step();
  // SQLite opens attached files lazily: read the schema now, so a file that is not a
  // database fails here with its name.
  store.db().exec("SELECT count(*) FROM \"" + name + "\".sqlite_master");
}

std::uint64_t print_tables(Store& store, OutputFormat format, std::ostream& out) {
  std::vector<std::string> schemas;
  {
    Stmt s = store.db().prepare("SELECT name FROM pragma_database_list WHERE name <> 'temp' ORDER BY seq");
    while (s.step()) schemas.push_back(s.text(0));
  }
  std::string sql;
  for (const std::string& schema : schemas) {
    if (!sql.empty()) sql += " UNION ALL ";
    sql += "SELECT '" + schema + "' AS schema, name, type FROM \"" + schema +
           "\".sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'";
  }
  Stmt s = store.db().prepare("SELECT * FROM (" + sql + ") ORDER BY schema <> 'main', schema, name");
  return print_rows(s, format, out);
}

std::uint64_t print_columns(Store& store, const std::string& table, OutputFormat format, std::ostream& out) {
  std::string schema = "main", name = table;
  if (auto dot = table.find('.'); dot != std::string::npos) schema = table.substr(0, dot), name = table.substr(dot + 1);
  Stmt s = store.db().prepare(
      "SELECT name, type, \"notnull\" AS not_null, pk AS primary_key FROM pragma_table_info(?, ?) ORDER BY cid");
  s.bind(1, name).bind(2, schema);
  std::ostringstream rows;
  const std::uint64_t n = print_rows(s, format, rows);
  if (n == 0) throw UsageError("query --columns: no table or view '" + table + "' (see query --tables)");
  out << rows.str();
  return n;
}

void attach_read_only(Store& store, const std::string& name_and_path) {
  const auto eq = name_and_path.find('=');
  if (eq == std::string::npos) throw UsageError("--attach wants NAME=PATH, got '" + name_and_path + "'");
  attach_read_only(store, name_and_path.substr(0, eq), name_and_path.substr(eq + 1));
}

std::string query_sql_text(const std::string& sql, const std::string& file) {
  const auto read_all = [](std::istream& in, const std::string& name) {
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    check_read_to_end(in, name);
    return text;
  };
  std::string text = sql;
  if (!file.empty()) {
    if (!sql.empty()) throw UsageError("query: give the SQL as an argument or with --file, not both");
    if (file == "-") {
      text = read_all(std::cin, "<stdin>");
    } else {
      std::ifstream f;
      open_input_file(f, file);
      text = read_all(f, file);
    }
  } else if (sql == "-") {
    text = read_all(std::cin, "<stdin>");
  }
  if (text.empty()) throw UsageError("query: no SQL given (an argument, '-' for standard input, or --file PATH)");
  return text;
}

}  // namespace posetlab
