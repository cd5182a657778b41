// Implementation of the RAII SQLite layer; see sqlite_db.hpp.
#include "results/store/sqlite_db.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>

namespace posetlab {

namespace {

// No write permission bit at all: the owner marked it read-only, which root's access()
// does not report (root may write anyway).
bool marked_read_only(const std::filesystem::path& p) {
  std::error_code ec;
  const auto perms = std::filesystem::status(p, ec).permissions();
  if (ec) return false;
  using P = std::filesystem::perms;
  return (perms & (P::owner_write | P::group_write | P::others_write)) == P::none;
}

bool wal_files_exist(const std::string& path) {
  std::error_code ec;
  return std::filesystem::exists(path + "-wal", ec) || std::filesystem::exists(path + "-shm", ec);
}

}  // namespace

bool location_writable(const std::string& path) {
  std::filesystem::path dir = std::filesystem::path(path).parent_path();
  if (dir.empty()) dir = ".";
  return access(dir.c_str(), W_OK) == 0 && access(path.c_str(), W_OK) == 0 && !marked_read_only(dir) &&
         !marked_read_only(path);
}

std::string immutable_uri(const std::string& path) {
  std::string uri = "file:";
  for (unsigned char c : path) {
    if (c == '%' || c == '?' || c == '#' || c < 0x21 || c >= 0x7f) {
      static const char* digits = "0123456789abcdef";
      uri += '%';
      uri += digits[c >> 4];
      uri += digits[c & 15];
    } else {
      uri += char(c);
    }
  }
  return uri + "?immutable=1";
}

Db::Db(const std::string& path, Mode mode, int busy_ms) : path_(path) {
  int flags = SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX;
  if (mode == Mode::ReadOnly || mode == Mode::ReadOnlyImmutable) flags |= SQLITE_OPEN_READONLY;
  else flags |= SQLITE_OPEN_READWRITE;
  if (mode == Mode::Create) flags |= SQLITE_OPEN_CREATE;
  // SQLite would happily treat a missing file as empty in read-only mode only to fail
  // later with a vaguer message; say what is wrong up front.
  if (mode != Mode::Create && !std::filesystem::exists(path))
    throw BadDatabaseError(path + ": no such database file");
  if (std::filesystem::is_directory(path)) throw BadDatabaseError(path + ": is a directory, not a database file");
  // A reader of a WAL database writes its -shm index beside it: in a location nobody may
  // write (an archive, a read-only mount) the file is opened as immutable instead.
  if (mode == Mode::ReadOnlyImmutable || (mode == Mode::ReadOnly && !location_writable(path)))
    immutable_ = true;
  std::error_code ec;
  if (immutable_ && std::filesystem::file_size(path + "-wal", ec) > 0 && !ec)
    std::cerr << "posetlab: note: " << path << " is read as immutable (its location is read-only), so the changes "
              << "still in " << path << "-wal are not seen; open it once where it can be written to fold them in\n";
  // A database that is written needs its folder writable (journal, -wal, -shm); on a
  // read-only file system SQLite says only "unable to open database file", or opens the
  // file read-only and fails at the first write.
  if (mode != Mode::ReadOnly && mode != Mode::ReadOnlyImmutable) {
    std::filesystem::path dir = std::filesystem::path(path).parent_path();
    if (dir.empty()) dir = ".";
    if (access(dir.c_str(), W_OK) != 0 && errno == EROFS)
      throw BadDatabaseError(path + ": cannot be written: " + dir.string() +
                             " is on a read-only file system (commands that only read it, such as query, stats "
                             "and lookup, can open it there; a job needs a copy where it can write)");
  }
  const bool wal_existed = wal_files_exist(path);
  const std::string name = immutable_ ? immutable_uri(path) : path;
  int rc = sqlite3_open_v2(name.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw DbError(path + ": cannot open database: " + msg, rc);
  }
  sqlite3_extended_result_codes(db_, 1);
  sqlite3_busy_timeout(db_, busy_ms);
  // fts3_tokenizer(NAME, POINTER) installs a code pointer; no connection needs it.
  sqlite3_db_config(db_, SQLITE_DBCONFIG_ENABLE_FTS3_TOKENIZER, 0, nullptr);
  if (flags & SQLITE_OPEN_READONLY) sqlite3_db_config(db_, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
  // A reader of a WAL database makes its -wal and -shm files and, unable to checkpoint,
  // leaves them on close; the destructor removes the ones this reader made.
  tidy_wal_on_close_ = mode == Mode::ReadOnly && !immutable_ && !wal_existed;
}

// Closing the last read-write connection to a database checkpoints its (empty) WAL and
// deletes -wal and -shm; while a job or another reader has it open, SQLite keeps them.
Db::~Db() {
  sqlite3_close_v2(db_);
  if (!tidy_wal_on_close_ || !wal_files_exist(path_)) return;
  sqlite3* tidy = nullptr;
  if (sqlite3_open_v2(path_.c_str(), &tidy, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) == SQLITE_OK) {
    sqlite3_busy_timeout(tidy, 100);
    sqlite3_exec(tidy, "SELECT count(*) FROM sqlite_schema", nullptr, nullptr, nullptr);
  }
  sqlite3_close(tidy);
}

void Db::fail(const std::string& what, int code) const {
  throw DbError(path_ + ": " + what + ": " + sqlite3_errmsg(db_), code);
}

void Db::exec(const std::string& sql) {
  char* err = nullptr;
  int rc = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err);
  if (rc != SQLITE_OK) {
    std::string msg = err ? err : sqlite3_errstr(rc);
    sqlite3_free(err);
    throw DbError(path_ + ": " + msg, rc);
  }
}

Stmt Db::prepare(std::string_view sql) { return Stmt(*this, sql); }

std::int64_t Db::query_int(const std::string& sql, std::int64_t if_none) {
  Stmt s(*this, sql);
  if (!s.step() || s.type(0) == SQLITE_NULL) return if_none;
  return s.int64(0);
}

bool Db::has_table(const std::string& name) {
  Stmt s(*this, "SELECT 1 FROM sqlite_schema WHERE type IN ('table', 'view') AND name = ?1");
  s.bind(1, name);
  return s.step();
}

Stmt::Stmt(Db& db, std::string_view sql) : db_(&db) {
  int rc = sqlite3_prepare_v3(db.handle(), sql.data(), static_cast<int>(sql.size()),
                              SQLITE_PREPARE_PERSISTENT, &s_, nullptr);
  if (rc != SQLITE_OK) db.fail("cannot prepare \"" + std::string(sql) + "\"", rc);
}

Stmt::~Stmt() { sqlite3_finalize(s_); }

Stmt::Stmt(Stmt&& other) noexcept
    : db_(other.db_), s_(other.s_), tap_(other.tap_), user_(std::move(other.user_)), user_seconds_(other.user_seconds_) {
  other.s_ = nullptr;
}

Stmt& Stmt::bind(int i, std::int64_t v) {
  if (tap_) tap_->bound(i, SQLITE_INTEGER, &v, sizeof v);
  int rc = sqlite3_bind_int64(s_, i, v);
  if (rc != SQLITE_OK) db_->fail("bind", rc);
  return *this;
}
Stmt& Stmt::bind(int i, double v) {
  if (tap_) tap_->bound(i, SQLITE_FLOAT, &v, sizeof v);
  int rc = sqlite3_bind_double(s_, i, v);
  if (rc != SQLITE_OK) db_->fail("bind", rc);
  return *this;
}
Stmt& Stmt::bind(int i, std::string_view text) {
  if (tap_) tap_->bound(i, SQLITE_TEXT, text.data(), text.size());
  int rc = sqlite3_bind_text(s_, i, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) db_->fail("bind", rc);
  return *this;
}
Stmt& Stmt::bind_blob(int i, const void* data, int bytes) {
  if (tap_) tap_->bound(i, SQLITE_BLOB, data, std::size_t(bytes));
  int rc = sqlite3_bind_blob(s_, i, data, bytes, SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) db_->fail("bind", rc);
  return *this;
}
Stmt& Stmt::bind_static(int i, std::string_view text) {
  if (tap_) tap_->bound(i, SQLITE_TEXT, text.data(), text.size());
  int rc = sqlite3_bind_text(s_, i, text.data(), static_cast<int>(text.size()), SQLITE_STATIC);
  if (rc != SQLITE_OK) db_->fail("bind", rc);
  return *this;
}
Stmt& Stmt::bind_static_blob(int i, const void* data, int bytes) {
  if (tap_) tap_->bound(i, SQLITE_BLOB, data, std::size_t(bytes));
  int rc = sqlite3_bind_blob(s_, i, data, bytes, SQLITE_STATIC);
  if (rc != SQLITE_OK) db_->fail("bind", rc);
  return *this;
}
Stmt& Stmt::bind_null(int i) {
  if (tap_) tap_->bound(i, SQLITE_NULL, nullptr, 0);
  int rc = sqlite3_bind_null(s_, i);
  if (rc != SQLITE_OK) db_->fail("bind", rc);
  return *this;
}

namespace {

// The progress handler of a bounded step: non-zero (interrupt) once past its deadline.
struct StepDeadline {
  std::chrono::steady_clock::time_point at;
  bool passed = false;
};
int past_deadline(void* user) {
  auto* d = static_cast<StepDeadline*>(user);
  d->passed = d->passed || std::chrono::steady_clock::now() >= d->at;
  return d->passed ? 1 : 0;
}

}  // namespace

bool Stmt::step_as_user_sql() {
  sqlite3* h = db_->handle();
  const auto start = std::chrono::steady_clock::now();
  StepDeadline deadline{start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                    std::chrono::duration<double>(std::max(0.0, user_->seconds - user_seconds_)))};
  const int length = sqlite3_limit(h, SQLITE_LIMIT_LENGTH, user_->max_bytes);
  sqlite3_progress_handler(h, 10000, past_deadline, &deadline);
  const int rc = sqlite3_step(s_);
  sqlite3_progress_handler(h, 0, nullptr, nullptr);
  sqlite3_limit(h, SQLITE_LIMIT_LENGTH, length);
  user_seconds_ += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  const std::string message = sqlite3_errmsg(h);
  sqlite3_reset(s_);
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%g", user_->seconds);
  if (deadline.passed)
    throw UsageError(user_->what + " ran past its time limit of " + seconds + " s; nothing was concluded");
  if (rc == SQLITE_TOOBIG || (rc & 0xff) == SQLITE_TOOBIG)
    throw UsageError(user_->what + " made a string or blob longer than its limit of " +
                     std::to_string(user_->max_bytes) + " bytes; nothing was concluded");
  throw UsageError(user_->what + " failed while it ran: " + message + "; nothing was concluded");
}

bool Stmt::step() {
  if (user_) return step_as_user_sql();
  int rc = sqlite3_step(s_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  std::string msg = std::string("cannot run \"") + sqlite3_sql(s_) + "\": " + sqlite3_errmsg(db_->handle());
  sqlite3_reset(s_);
  throw DbError(db_->path() + ": " + msg, rc);
}

void Stmt::run() {
  while (step()) {
  }
  reset();
}

void Stmt::reset() {
  sqlite3_reset(s_);
  sqlite3_clear_bindings(s_);
}

std::string Stmt::text(int col) const {
  const unsigned char* p = sqlite3_column_text(s_, col);
  return p ? std::string(reinterpret_cast<const char*>(p), sqlite3_column_bytes(s_, col)) : std::string();
}

std::string Stmt::blob(int col) const {
  const void* p = sqlite3_column_blob(s_, col);
  return p ? std::string(static_cast<const char*>(p), sqlite3_column_bytes(s_, col)) : std::string();
}

Transaction::Transaction(Db& db, bool immediate) : db_(db) {
  db_.exec(immediate ? "BEGIN IMMEDIATE" : "BEGIN");
}

Transaction::~Transaction() {
  if (open_) sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  db_.exec("COMMIT");
  open_ = false;
}

}  // namespace posetlab
