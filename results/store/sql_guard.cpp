// The shared lists of what user SQL may call; see sql_guard.hpp.
#include "results/store/sql_guard.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace posetlab {
namespace {

std::string lower_sql_name(const char* name) {
  std::string n = name ? name : "";
  std::transform(n.begin(), n.end(), n.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return n;
}

// PRAGMAs whose argument names what to list (a table, an index, a schema) or bounds a check.
constexpr std::array<std::string_view, 10> kListingPragmas = {
    "table_info", "table_xinfo", "table_list",      "index_list",      "index_info",
    "index_xinfo", "foreign_key_list", "foreign_key_check", "integrity_check", "quick_check"};
// PRAGMAs read without an argument (with one they would set something).
constexpr std::array<std::string_view, 18> kReadOnlySettings = {
    "database_list", "collation_list", "function_list", "module_list",   "pragma_list",
    "compile_options", "page_count",  "page_size",     "freelist_count", "max_page_count",
    "schema_version", "user_version", "application_id", "data_version",  "encoding",
    "auto_vacuum",    "cache_size",   "query_only"};

bool listed(std::string_view name, auto const& list) {
  return std::find(list.begin(), list.end(), name) != list.end();
}

}  // namespace

bool is_forbidden_sql_function(const char* name) {
  const std::string n = lower_sql_name(name);
  return n == "load_extension" || n == "readfile" || n == "writefile" || n == "edit" || n == "fts3_tokenizer";
}

bool is_read_only_pragma(const char* name, const char* argument) {
  const std::string n = lower_sql_name(name);
  if (listed(n, kListingPragmas)) return true;
  return !argument && listed(n, kReadOnlySettings);
}

std::string refused_pragma_text(const char* name, const char* argument) {
  return std::string("PRAGMA ") + (name ? name : "?") + (argument ? std::string("=") + argument : "") +
         " (only PRAGMAs that report, without setting anything, are allowed)";
}

bool guard_function_or_pragma(int action, const char* a1, const char* a2, bool& allowed, std::string& denied) {
  if (action == SQLITE_FUNCTION) {
    allowed = !is_forbidden_sql_function(a2);
    if (!allowed) denied = std::string("the function ") + a2 + "()";
    return true;
  }
  if (action == SQLITE_PRAGMA) {
    allowed = is_read_only_pragma(a1, a2);
    if (!allowed) denied = refused_pragma_text(a1, a2);
    return true;
  }
  return false;
}

}  // namespace posetlab
