// SQL functions of the two_level view; see two_level_sql.hpp.
#include "results/store/two_level_sql.hpp"

#include <string>
#include <vector>

#include "enumerate/two_level_invariants.hpp"
#include "results/store/sets_codec.hpp"

namespace posetlab {
namespace {

// Decodes (bottoms, sets) into `sets`; false after setting the result (NULL or error).
bool read_key(sqlite3_context* ctx, sqlite3_value** argv, int& bottoms, std::vector<std::uint64_t>& sets) {
  if (sqlite3_value_type(argv[0]) == SQLITE_NULL || sqlite3_value_type(argv[1]) == SQLITE_NULL) {
    sqlite3_result_null(ctx);
    return false;
  }
  const sqlite3_int64 b = sqlite3_value_int64(argv[0]);
  const int bytes = sqlite3_value_bytes(argv[1]);
  const int width = b <= 8 ? 1 : int((b + 7) / 8);
  if (sqlite3_value_type(argv[0]) != SQLITE_INTEGER || b < 0 || b > 64 || bytes % width) {
    sqlite3_result_error(ctx, "two_level: not a (bottoms, sets) key", -1);
    return false;
  }
  bottoms = int(b);
  const char* data = static_cast<const char*>(sqlite3_value_blob(argv[1]));
  sets = decode_sets(bottoms, std::string(data ? data : "", std::size_t(bytes)));
  return true;
}

void result_text(sqlite3_context* ctx, const std::string& s) {
  sqlite3_result_text(ctx, s.data(), int(s.size()), SQLITE_TRANSIENT);
}

void family_fn(sqlite3_context* ctx, int, sqlite3_value** argv) {
  int b = 0;
  std::vector<std::uint64_t> sets;
  if (!read_key(ctx, argv, b, sets)) return;
  std::string out;
  append_family_text(b, sets, out);
  result_text(ctx, out);
}

void top_parity_fn(sqlite3_context* ctx, int, sqlite3_value** argv) {
  int b = 0;
  std::vector<std::uint64_t> sets;
  if (!read_key(ctx, argv, b, sets)) return;
  sqlite3_result_text(ctx, to_string(top_parity_of(sets)), -1, SQLITE_STATIC);
}

void bottom_twins_fn(sqlite3_context* ctx, int, sqlite3_value** argv) {
  int b = 0;
  std::vector<std::uint64_t> sets;
  if (!read_key(ctx, argv, b, sets)) return;
  result_text(ctx, bottom_twin_profile(b, sets));
}

// The integer features of 000 §4, as SQL integers.
template <int (*F)(const std::vector<std::uint64_t>&)>
void count_fn(sqlite3_context* ctx, int, sqlite3_value** argv) {
  int b = 0;
  std::vector<std::uint64_t> sets;
  if (!read_key(ctx, argv, b, sets)) return;
  sqlite3_result_int(ctx, F(sets));
}

int odd_split_int(const std::vector<std::uint64_t>& sets) { return odd_split(sets) ? 1 : 0; }

void componentwise_fn(sqlite3_context* ctx, int, sqlite3_value** argv) {
  int b = 0;
  std::vector<std::uint64_t> sets;
  if (!read_key(ctx, argv, b, sets)) return;
  const int g = componentwise_theorem42(b, sets);
  if (g < 0)
    sqlite3_result_null(ctx);
  else
    sqlite3_result_int(ctx, g);
}

}  // namespace

void register_two_level_functions(Db& db) {
  const int flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS;
  struct Fn {
    const char* name;
    void (*fn)(sqlite3_context*, int, sqlite3_value**);
  };
  for (Fn f : {Fn{"two_level_family", family_fn}, Fn{"two_level_top_parity", top_parity_fn},
               Fn{"two_level_bottom_twins", bottom_twins_fn}, Fn{"two_level_odd_tops", count_fn<odd_degree_tops>},
               Fn{"two_level_odd_bottoms", count_fn<odd_degree_bottoms>},
               Fn{"two_level_odd_split", count_fn<odd_split_int>},
               Fn{"two_level_pu_components_value", componentwise_fn}}) {
    int rc = sqlite3_create_function_v2(db.handle(), f.name, 2, flags, nullptr, f.fn, nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK) db.fail(std::string("registering ") + f.name, rc);
  }
}

}  // namespace posetlab
