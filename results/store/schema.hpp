#pragma once
// The posetlab database schema (documented in docs/schema.md): creation of a fresh
// file, the version check on every open, and the migrations between versions.
#include "results/store/sqlite_db.hpp"

namespace posetlab {

// PRAGMA user_version of the schema this build writes. Bump it only together with a
// migration step in schema.cpp.
inline constexpr int kSchemaVersion = 15;
// PRAGMA application_id of posetlab databases ("PSLB"), so a foreign SQLite file is
// refused instead of being written into.
inline constexpr int kApplicationId = 0x50534C42;

// Checks that `db` is a posetlab database this build understands and, when `writable`,
// creates the schema in an empty file and migrates an older one. Throws BadDatabaseError with a
// message naming the file for a non-SQLite or corrupt file, a foreign SQLite file, or a
// schema newer than this build.
void prepare_schema(Db& db, bool writable);

}  // namespace posetlab
