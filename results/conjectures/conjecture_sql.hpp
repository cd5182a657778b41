#pragma once
// Compiling a user's SQL expression (a conjecture, or its where clause) into a query on
// one table without letting it become anything else. Three walls, any one of which
// suffices for "the database is never changed":
//   1. shape: the expression is lexed (strings, quoted names, comments) and must keep its
//      parentheses balanced and hold no ';', so wrapped as "(\n EXPR \n)" it stays one
//      operand: it cannot close the wrapper, start a second statement, or comment out
//      the rest of the query;
//   2. an authorizer while preparing: reads of the chosen table (and the tables its view
//      reads) and built-in functions only; every other action (a write, ATTACH, PRAGMA,
//      a read of another table, load_extension) makes the prepare fail;
//   3. the connection is the read-only one of `posetlab query` (Store::Access::ReadOnly,
//      query_only), and the prepared statement must pass sqlite3_stmt_readonly.
// A failure is an InputError located in the expression itself: input "<expression>" or
// "<where>", line 1, the column SQLite's error offset points at (sqlite3_error_offset),
// followed by the table's column names.
// Running, the statement is bounded (UserSqlBounds, sqlite_db.hpp: an hour and 100 MB a
// value by default): an expression that runs past the time or makes a huge string, or
// fails at run time (integer overflow), is bad input, exit 2, never a refuted conjecture.
#include <string>
#include <vector>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

// The time and length bounds every guarded statement runs under (`what` is filled in
// per statement); tests lower them.
UserSqlBounds& user_sql_bounds();

// One piece of user SQL spliced into a query template.
struct UserSql {
  std::string name;  // "<expression>", "<where>"
  std::string text;
};

// The columns `table` (a table or view) has, in order.
std::vector<std::string> table_columns(Db& db, const std::string& table);

// Throws InputError when `piece` is not one balanced operand (unterminated string,
// quoted name or comment, a ')' with no '(', an unclosed '(', a ';').
void check_expression_shape(const UserSql& piece);

// Prepares `sql`, in which each piece stands wrapped as "(\n" + text + "\n)" (GuardedQuery
// builds it), under the authorizer allowing reads of `readable` tables only. `offsets[i]` is
// where pieces[i]'s text starts inside `sql`, to turn SQLite's error offset into a column of
// the piece. `columns` go into messages.
Stmt prepare_guarded(Db& db, const std::string& sql, const std::vector<UserSql>& pieces,
                     const std::vector<std::size_t>& offsets, const std::vector<std::string>& readable,
                     const std::string& table, const std::vector<std::string>& columns);

// Builds a query from template text and user pieces, text("SELECT ").piece(expr).text(" FROM t"),
// and prepares it guarded. Each piece is shape-checked as it is added.
class GuardedQuery {
 public:
  GuardedQuery& text(const std::string& s) {
    sql_ += s;
    return *this;
  }
  GuardedQuery& piece(const UserSql& p);
  Stmt prepare(Db& db, const std::vector<std::string>& readable, const std::string& table,
               const std::vector<std::string>& columns) const {
    return prepare_guarded(db, sql_, pieces_, offsets_, readable, table, columns);
  }
  const std::string& sql() const { return sql_; }

 private:
  std::string sql_;
  std::vector<UserSql> pieces_;
  std::vector<std::size_t> offsets_;
};

}  // namespace posetlab
