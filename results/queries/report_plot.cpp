// The helper the plot makers share; see report_plot.hpp.
#include "results/queries/report_plot.hpp"

#include <string>

namespace posetlab {

bool table_has_rows(Db& db, const char* table) {
  Stmt t = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
  t.bind(1, table);
  if (!t.step()) return false;
  return db.query_int(std::string("SELECT EXISTS (SELECT 1 FROM ") + table + ")") != 0;
}

}  // namespace posetlab
