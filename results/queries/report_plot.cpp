// The helper the plot makers share; see report_plot.hpp.
#include "results/queries/report_plot.hpp"

#include <string>

namespace posetlab {

bool table_has_rows(Db& db, const char* table) {
  if (!db.has_table(table)) return false;
  return db.query_int(std::string("SELECT EXISTS (SELECT 1 FROM ") + table + ")") != 0;
}

}  // namespace posetlab
