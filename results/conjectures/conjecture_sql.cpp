// Guarded compilation of user expressions; see conjecture_sql.hpp.
#include "results/conjectures/conjecture_sql.hpp"

#include <algorithm>
#include <cctype>

#include "engine/core/error.hpp"
#include "results/store/sql_guard.hpp"

namespace posetlab {
namespace {

std::string join(const std::vector<std::string>& v) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : ", ") + x;
  return s;
}

[[noreturn]] void fail_at(const UserSql& piece, std::size_t at, const std::string& message) {
  throw InputError({piece.name, 1, at + 1}, message + " in \"" + piece.text + "\"");
}

// What the authorizer saw denied, for a message clearer than SQLite's "not authorized".
struct Guard {
  const std::vector<std::string>* readable;
  std::string denied;
};

int authorize(void* user, int action, const char* a1, const char* a2, const char*, const char*) {
  auto* g = static_cast<Guard*>(user);
  if (bool allowed = false; guard_function_or_pragma(action, a1, a2, allowed, g->denied))
    return allowed ? SQLITE_OK : SQLITE_DENY;
  switch (action) {
    case SQLITE_SELECT:
    case SQLITE_RECURSIVE:
      return SQLITE_OK;
    case SQLITE_READ:
      if (a1 && std::find(g->readable->begin(), g->readable->end(), std::string(a1)) != g->readable->end())
        return SQLITE_OK;
      g->denied = std::string("a read of table ") + (a1 ? a1 : "?") + " (only the conjecture's table may be read)";
      return SQLITE_DENY;
    default:
      g->denied = "an action other than reading (SQLite authorizer action " + std::to_string(action) +
                  "): an expression may only read";
      return SQLITE_DENY;
  }
}

}  // namespace

UserSqlBounds& user_sql_bounds() {
  static UserSqlBounds bounds;
  return bounds;
}

std::vector<std::string> table_columns(Db& db, const std::string& table) {
  for (char c : table)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') throw UsageError("bad table name \"" + table + "\"");
  if (!db.has_table(table))
    throw UsageError(db.path() + " has no table " + table + " (run the job that fills it first)");
  Stmt s = db.prepare("SELECT * FROM " + table + " LIMIT 0");
  std::vector<std::string> out;
  for (int i = 0; i < s.columns(); ++i) out.push_back(s.name(i));
  return out;
}

void check_expression_shape(const UserSql& piece) {
  const std::string& t = piece.text;
  std::vector<std::size_t> open;
  bool any = false;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const char c = t[i];
    if (c == '\'' || c == '"' || c == '`' || c == '[') {
      const char close = c == '[' ? ']' : c;
      std::size_t j = i + 1;
      for (;; ++j) {
        if (j >= t.size()) fail_at(piece, i, std::string("unterminated ") + (c == '\'' ? "string" : "quoted name"));
        if (t[j] == close) {
          if (close != ']' && j + 1 < t.size() && t[j + 1] == close) {  // doubled quote inside
            ++j;
            continue;
          }
          break;
        }
      }
      i = j;
      any = true;
    } else if (c == '-' && i + 1 < t.size() && t[i + 1] == '-') {
      fail_at(piece, i, "'--' comments are not allowed in an expression");
    } else if (c == '/' && i + 1 < t.size() && t[i + 1] == '*') {
      const std::size_t end = t.find("*/", i + 2);
      if (end == std::string::npos) fail_at(piece, i, "unterminated comment");
      i = end + 1;
    } else if (c == '(') {
      open.push_back(i);
    } else if (c == ')') {
      if (open.empty()) fail_at(piece, i, "')' without a matching '('");
      open.pop_back();
    } else if (c == ';') {
      fail_at(piece, i, "';' is not allowed: one expression only");
    } else if (!std::isspace(static_cast<unsigned char>(c))) {
      any = true;
    }
  }
  if (!open.empty()) fail_at(piece, open.back(), "'(' is never closed");
  if (!any) fail_at(piece, 0, "empty expression");
}

GuardedQuery& GuardedQuery::piece(const UserSql& p) {
  check_expression_shape(p);
  sql_ += "(\n";
  offsets_.push_back(sql_.size());
  pieces_.push_back(p);
  sql_ += p.text + "\n)";
  return *this;
}

Stmt prepare_guarded(Db& db, const std::string& sql, const std::vector<UserSql>& pieces,
                     const std::vector<std::size_t>& offsets, const std::vector<std::string>& readable,
                     const std::string& table, const std::vector<std::string>& columns) {
  Guard guard{&readable, {}};
  sqlite3* h = db.handle();
  sqlite3_set_authorizer(h, authorize, &guard);
  sqlite3_stmt* s = nullptr;
  const char* tail = nullptr;
  const int rc = sqlite3_prepare_v2(h, sql.c_str(), int(sql.size()), &s, &tail);
  const int offset = rc == SQLITE_OK ? -1 : sqlite3_error_offset(h);
  const std::string message = rc == SQLITE_OK ? "" : sqlite3_errmsg(h);
  sqlite3_set_authorizer(h, nullptr, nullptr);
  const std::string known = " (columns of " + table + ": " + join(columns) + ")";
  if (rc != SQLITE_OK) {
    // The piece the offset falls in, else the first piece.
    std::size_t which = 0, at = 0;
    // An offset just past a piece (its wrapper's "\n)") means the piece ended too early.
    for (std::size_t i = 0; i < pieces.size(); ++i)
      if (offset >= 0 && std::size_t(offset) >= offsets[i] &&
          std::size_t(offset) <= offsets[i] + pieces[i].text.size() + 2) {
        which = i;
        at = std::min(std::size_t(offset) - offsets[i], pieces[i].text.size());
      }
    const std::string why = guard.denied.empty() ? message : "refused: " + guard.denied;
    if (pieces.empty()) throw UsageError(why);
    fail_at(pieces[which], at, why + known);
  }
  Stmt stmt = Stmt::adopt(db, s);
  UserSqlBounds bounds = user_sql_bounds();
  for (const UserSql& p : pieces)  // a piece may stand twice in a query: named once
    if (const std::string named = p.name + " \"" + p.text + "\""; bounds.what.find(named) == std::string::npos)
      bounds.what += (bounds.what.empty() ? "" : " with ") + named;
  stmt.bound_as_user_sql(std::move(bounds));
  if (tail && *tail) throw UsageError("expression left SQL after the query (nothing was run)");
  if (!stmt.readonly()) throw UsageError("expression would write to " + db.path() + " (nothing was run)");
  return stmt;
}

}  // namespace posetlab
