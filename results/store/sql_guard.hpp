#pragma once
// What SQL written by a user may do on a read-only command's connection (`query`,
// conjecture expressions): one list of refused functions and one allow-list of PRAGMAs
// that only report, shared by every authorizer (sqlite3_set_authorizer) that checks it.
#include <string>

namespace posetlab {

// Functions never run for a user: loading code, files, and fts3_tokenizer (its one-
// argument form returns a code pointer, its two-argument form installs one).
bool is_forbidden_sql_function(const char* name);

// A PRAGMA that reads and changes nothing: `name` as SQLite's authorizer gives it, with
// `argument` (nullptr when none). Settings are allowed only as reads (`PRAGMA page_size`,
// not `PRAGMA page_size=1024`); the listing PRAGMAs take a table, index or count.
bool is_read_only_pragma(const char* name, const char* argument);

// The text of a denial, for a message clearer than SQLite's "not authorized".
std::string refused_pragma_text(const char* name, const char* argument);

// The authorizer rule for functions and PRAGMAs that every guarded connection shares:
// for SQLITE_FUNCTION and SQLITE_PRAGMA, true with `allowed` set (and `denied` the reason
// when not allowed); false for any other action, which the caller's own rule decides.
bool guard_function_or_pragma(int action, const char* a1, const char* a2, bool& allowed, std::string& denied);

}  // namespace posetlab
