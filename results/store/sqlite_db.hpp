#pragma once
// A thin RAII layer over the SQLite C API: one connection (Db) and its prepared
// statements (Stmt). Every failure becomes a DbError carrying SQLite's own message and
// the file name, so callers never check return codes. Nothing here knows the schema.
#include <sqlite3.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/core/error.hpp"

namespace posetlab {

// A database-level failure (I/O, corrupt file, constraint, lock). Exit status 1.
class DbError : public std::runtime_error {
 public:
  DbError(const std::string& message, int code = SQLITE_ERROR)
      : std::runtime_error(message), code_(code) {}
  int code() const { return code_; }  // the SQLite result code, extended where known

 private:
  int code_;
};

// A file that is not a database this build can use: missing, not SQLite, corrupt, another
// program's, or of a newer schema. Bad input, so exit status 2 (a UsageError).
class BadDatabaseError : public UsageError {
 public:
  using UsageError::UsageError;
};

class Stmt;

class Db {
 public:
  // ReadOnlyImmutable: read-only and SQLite's immutable=1 (no lock, no -wal or -shm file,
  // the file assumed unchanging: for archives). ReadOnly becomes it by itself when the
  // file or its directory is not writable (location_writable below). Otherwise a
  // ReadOnly connection that made the -wal and -shm files removes them when it closes,
  // unless another connection (a running job) still holds the database. Every connection
  // has fts3_tokenizer's two-argument form off; read-only ones run in defensive mode.
  enum class Mode { ReadOnly, ReadWrite, Create, ReadOnlyImmutable };
  // Opens `path`; every mode but Create requires the file to exist. Waits up to
  // `busy_ms` for locks held by other connections before failing.
  Db(const std::string& path, Mode mode, int busy_ms = 10000);
  ~Db();
  Db(const Db&) = delete;
  Db& operator=(const Db&) = delete;

  sqlite3* handle() const { return db_; }
  const std::string& path() const { return path_; }
  bool immutable() const { return immutable_; }

  // Runs one or more statements that return no rows of interest.
  void exec(const std::string& sql);
  Stmt prepare(std::string_view sql);
  std::int64_t query_int(const std::string& sql, std::int64_t if_none = 0);
  // Whether the main schema holds a table or view named `name` (an older file may lack
  // tables a later schema version adds).
  bool has_table(const std::string& name);
  std::int64_t changes() const { return sqlite3_changes64(db_); }

  // "path: message" from the connection's last error.
  [[noreturn]] void fail(const std::string& what, int code) const;

 private:
  sqlite3* db_ = nullptr;
  std::string path_;
  bool immutable_ = false;
  bool tidy_wal_on_close_ = false;  // a reader that made the -wal and -shm files
};

// Whether this process may write `path` and create files beside it, and their owner lets
// it: a file or folder without any write permission bit counts as read-only, for root too.
bool location_writable(const std::string& path);
// The SQLite URI opening `path` immutable (file:PATH?immutable=1, PATH percent-encoded).
std::string immutable_uri(const std::string& path);

// Sees every value bound to a statement it is attached to (Stmt::tap), as SQLite will
// store it: the unit checksums (unit_checksum.hpp) hash rows as they are inserted.
class BindTap {
 public:
  virtual ~BindTap() = default;
  // `type`: SQLITE_INTEGER, SQLITE_FLOAT, SQLITE_TEXT, SQLITE_BLOB or SQLITE_NULL;
  // `data`/`bytes`: the int64, the double, or the text or blob bytes.
  virtual void bound(int index, int type, const void* data, std::size_t bytes) = 0;
};

// Bounds on a statement that runs a user's SQL unattended (conjecture expressions, which
// `nightly` re-tests): each step may run `seconds` of the statement's time in all and make
// no string or blob longer than `max_bytes`; an error while it runs (past a bound, an
// integer overflow, a function refused at run time) is bad input, a UsageError naming
// `what` (exit 2), never a failed check.
struct UserSqlBounds {
  std::string what;  // "the expression \"...\""
  double seconds = 3600;
  int max_bytes = 100'000'000;
};

class Stmt {
 public:
  Stmt(Db& db, std::string_view sql);
  // Takes ownership of a statement prepared elsewhere on `db`.
  static Stmt adopt(Db& db, sqlite3_stmt* s) { return Stmt(db, s); }
  ~Stmt();
  Stmt(Stmt&& other) noexcept;
  Stmt& operator=(Stmt&&) = delete;
  Stmt(const Stmt&) = delete;

  // Binds count from 1, like SQLite.
  Stmt& bind(int i, std::int64_t v);
  Stmt& bind(int i, int v) { return bind(i, static_cast<std::int64_t>(v)); }
  Stmt& bind(int i, double v);
  Stmt& bind(int i, std::string_view text);
  Stmt& bind(int i, const char* text) { return bind(i, std::string_view(text)); }
  Stmt& bind_blob(int i, const void* data, int bytes);
  // No copy: `text` must stay unchanged until the statement is stepped and reset.
  Stmt& bind_static(int i, std::string_view text);
  Stmt& bind_static_blob(int i, const void* data, int bytes);
  Stmt& bind_null(int i);
  // The text, or NULL when there is none.
  Stmt& bind_text_or_null(int i, const std::optional<std::string>& text) {
    return text ? bind(i, std::string_view(*text)) : bind_null(i);
  }
  // Every later bind is also shown to `tap` (nullptr: none), which must outlive them.
  void tap(BindTap* tap) { tap_ = tap; }
  // Steps this statement under `bounds` (see UserSqlBounds).
  void bound_as_user_sql(UserSqlBounds bounds) { user_ = std::make_unique<UserSqlBounds>(std::move(bounds)); }

  // Advances to the next row; false when done. Throws on error.
  bool step();
  // Runs a statement that yields no rows, then resets it for reuse.
  void run();
  void reset();

  int columns() const { return sqlite3_column_count(s_); }
  int type(int col) const { return sqlite3_column_type(s_, col); }
  std::int64_t int64(int col) const { return sqlite3_column_int64(s_, col); }
  double real(int col) const { return sqlite3_column_double(s_, col); }
  std::string text(int col) const;
  std::string blob(int col) const;
  const char* name(int col) const { return sqlite3_column_name(s_, col); }
  bool readonly() const { return sqlite3_stmt_readonly(s_) != 0; }
  sqlite3_stmt* handle() const { return s_; }

 private:
  Stmt(Db& db, sqlite3_stmt* s) : db_(&db), s_(s) {}
  bool step_as_user_sql();
  Db* db_;
  sqlite3_stmt* s_ = nullptr;
  BindTap* tap_ = nullptr;
  std::unique_ptr<UserSqlBounds> user_;
  double user_seconds_ = 0;  // spent in steps so far
};

// RAII transaction: BEGIN (IMMEDIATE by default) on construction, ROLLBACK unless
// commit() was called.
class Transaction {
 public:
  explicit Transaction(Db& db, bool immediate = true);
  ~Transaction();
  void commit();

 private:
  Db& db_;
  bool open_ = true;
};

}  // namespace posetlab
