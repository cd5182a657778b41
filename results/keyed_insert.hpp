#pragma once
// The insert every keyed (WITHOUT ROWID) job table does: store a row unless its key is
// there, and then insist the stored row has the same values (a unit run twice, or an
// overlapping job, must agree with what is stored; a difference is a ConflictError).
#include <functional>
#include <string>

#include "results/sqlite_db.hpp"

namespace posetlab {

class KeyedInsert {
 public:
  // `columns`: every column of the row, "a, b, c"; the binder binds them as ?1, ?2, ...
  KeyedInsert(Db& db, const std::string& table, const std::string& columns);
  // True when the row was new, false when an identical one was stored; throws
  // ConflictError with db path + ": " + describe_conflict() when the stored one differs.
  bool put(const std::function<void(Stmt&)>& bind, const std::function<std::string()>& describe_conflict);

 private:
  Db& db_;
  Stmt insert_, lookup_;
};

}  // namespace posetlab
