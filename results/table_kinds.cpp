// The job kinds' tables; see table_kinds.hpp.
#include "results/table_kinds.hpp"

#include "engine/error.hpp"
#include "results/job_registry.hpp"

namespace posetlab {

const std::vector<const TableKind*>& table_kinds() { return job_registry().tables(); }

const TableKind& table_kind(const std::string& name) {
  for (const TableKind* t : table_kinds())
    if (t->table == name) return *t;
  throw DbError("unknown job table \"" + name + "\"");
}

std::vector<std::string> split_columns(const std::string& columns) {
  std::vector<std::string> out;
  std::string word;
  for (char c : columns + ",") {
    if (c == ',') {
      if (!word.empty()) out.push_back(word);
      word.clear();
    } else if (c != ' ') {
      word += c;
    }
  }
  return out;
}

}  // namespace posetlab
