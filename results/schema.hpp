#pragma once
// The posetlab database schema (documented in README.md): creation of a fresh
// file, the version check on every open, and the migrations between versions.
#include "results/sqlite_db.hpp"

namespace posetlab {

// PRAGMA user_version of the schema this build writes. Bump it only together with a
// migration step in schema.cpp.
inline constexpr int kSchemaVersion = 6;
// PRAGMA application_id of posetlab databases ("PSLB"), so a foreign SQLite file is
// refused instead of being written into.
inline constexpr int kApplicationId = 0x50534C42;

// Checks that `db` is a posetlab database this build understands and, when `writable`,
// creates the schema in an empty file and migrates an older one. Throws BadDatabaseError with a
// message naming the file for a non-SQLite or corrupt file, a foreign SQLite file, or a
// schema newer than this build.
void prepare_schema(Db& db, bool writable);

// The secondary indexes of two_level; creating them is idempotent. A bulk load into an
// empty table drops them first and recreates them at the end (far faster than
// maintaining them row by row). Throws DbError naming a class stored twice.
void create_two_level_indexes(Db& db);
void drop_two_level_indexes(Db& db);
bool has_two_level_key_index(Db& db);

}  // namespace posetlab
