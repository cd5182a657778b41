// The xor() SQL function; see xor_sql.hpp.
#include "results/store/xor_sql.hpp"

#include <string>

namespace posetlab {
namespace {

void xor_fn(sqlite3_context* ctx, int argc, sqlite3_value** argv) {
  sqlite3_int64 x = 0;
  for (int i = 0; i < argc; ++i) {
    if (sqlite3_value_type(argv[i]) == SQLITE_NULL) {
      sqlite3_result_null(ctx);
      return;
    }
    x ^= sqlite3_value_int64(argv[i]);
  }
  sqlite3_result_int64(ctx, x);
}

}  // namespace

void register_xor_function(Db& db) {
  const int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS;
  const int rc = sqlite3_create_function_v2(db.handle(), "xor", -1, flags, nullptr, xor_fn, nullptr, nullptr, nullptr);
  if (rc != SQLITE_OK) db.fail("registering xor", rc);
}

}  // namespace posetlab
