#pragma once
// Stored rows and lists as JSON for the catalogue's API: a row is an object of its columns,
// integers and reals unquoted, NULL as null, texts as strings, as `posetlab query --json`
// writes them.
#include <string>
#include <vector>

#include "results/queries/lookup.hpp"
#include "util/json.hpp"

namespace posetlab::catalogue {

// One column's value in JSON.
inline std::string json_value(const StoredRow& row, std::size_t c) {
  if (row.types[c] == SQLITE_NULL) return "null";
  if (row.numeric(c)) return row.columns[c].second;
  return json_string(row.columns[c].second);
}

inline JsonObject row_json(const StoredRow& row) {
  JsonObject o;
  for (std::size_t c = 0; c < row.columns.size(); ++c) o.raw(row.columns[c].first, json_value(row, c));
  return o;
}

inline std::string json_array(const std::vector<std::string>& items_json) {
  std::string s = "[";
  for (std::size_t i = 0; i < items_json.size(); ++i) s += (i ? "," : "") + items_json[i];
  return s + "]";
}

inline std::string json_strings(const std::vector<std::string>& texts) {
  std::vector<std::string> items;
  for (const auto& t : texts) items.push_back(json_string(t));
  return json_array(items);
}

}  // namespace posetlab::catalogue
