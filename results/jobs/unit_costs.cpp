#include "results/jobs/unit_costs.hpp"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "engine/core/error.hpp"
#include "results/store/sqlite_db.hpp"
#include "results/store/store.hpp"

namespace posetlab {

RecordedCosts with_recorded_costs(std::vector<WorkUnit> units, const std::string& job_key, const std::string& db_path) {
  std::unordered_map<std::string, double> seconds;
  {
    Store from(db_path, Store::Access::ReadOnly);
    Stmt s = from.db().prepare("SELECT key, seconds FROM units WHERE job = ?1");
    s.bind(1, job_key);
    while (s.step()) seconds[s.text(0)] = s.real(1);
  }
  if (seconds.empty())
    throw UsageError("--unit-costs " + db_path + ": no unit of job '" + job_key +
                     "' recorded there (run the same job into it first)");
  RecordedCosts r;
  double recorded_micros = 0, recorded_estimate = 0;
  for (const WorkUnit& u : units) {
    auto it = seconds.find(u.key);
    if (it == seconds.end()) continue;
    recorded_micros += std::max(1.0, it->second * 1e6);
    recorded_estimate += double(u.weight);
  }
  const double scale = recorded_estimate > 0 ? recorded_micros / recorded_estimate : 1.0;
  for (WorkUnit& u : units) {
    auto it = seconds.find(u.key);
    const double micros = it != seconds.end() ? it->second * 1e6 : double(u.weight) * scale;
    r.timed.push_back(it != seconds.end());
    u.weight = std::uint64_t(std::max(1.0, std::round(micros)));
  }
  r.units = std::move(units);
  return r;
}

}  // namespace posetlab
