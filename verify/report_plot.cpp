// The plot makers' registry and the helper they share; see report_plot.hpp.
#include "verify/report_plot.hpp"

#include <string>

namespace posetlab::checks {
namespace {
std::vector<std::pair<std::string, PlotMaker>>& registered() {
  static std::vector<std::pair<std::string, PlotMaker>> makers;
  return makers;
}
}  // namespace

PlotRegistrar::PlotRegistrar(const char* table, PlotMaker make) { registered().emplace_back(table, make); }

const std::vector<std::pair<std::string, PlotMaker>>& plot_makers() { return registered(); }

bool table_has_rows(Db& db, const char* table) {
  Stmt t = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
  t.bind(1, table);
  if (!t.step()) return false;
  return db.query_int(std::string("SELECT EXISTS (SELECT 1 FROM ") + table + ")") != 0;
}

}  // namespace posetlab::checks
