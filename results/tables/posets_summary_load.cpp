// Loading a complete summary job from its batch files; see posets_summary_load.hpp.
#include "results/tables/posets_summary_load.hpp"

#include "engine/core/error.hpp"
#include "results/jobs/job_records.hpp"
#include "results/jobs/shard.hpp"

namespace posetlab {

std::uint64_t load_complete_summary(Db& db, const SummaryBatch& total, const std::vector<std::string>& files) {
  if (!total.complete())
    throw UsageError("batch load: the files hold " + std::to_string(total.units.size()) + " of " +
                     std::to_string(total.units_total) + " units of " + total.job +
                     "; only a whole job is loaded (batch sum must say COMPLETE)");
  const int n = total.size();
  Transaction tx(db);
  Stmt held = db.prepare(
      "SELECT (SELECT count(*) FROM posets_summary WHERE size = ?1) + (SELECT count(*) FROM posets WHERE size = ?1)");
  held.bind(1, n);
  held.step();
  if (held.int64(0) > 0)
    throw UsageError("batch load: the database already holds posets of size " + std::to_string(n) +
                     "; load into a database without them");
  std::string names;
  for (const std::string& f : files) names += " " + f;
  const std::int64_t run =
      insert_run(db, total.job, "batch-load", "batch load" + names, Shard(), 1, total.units.size(), 0);
  Stmt insert = db.prepare(
      "INSERT INTO posets_summary (size, part, grundy, height, width, components, outcome, posets) "
      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  for (const BatchCount& c : total.counts) {
    insert.bind(1, n).bind(2, kLoadedSummaryPart).bind(3, c.grundy).bind(4, c.height).bind(5, c.width);
    insert.bind(6, c.components).bind(7, std::string_view(&c.outcome, 1)).bind(8, std::int64_t(c.posets));
    insert.run();
  }
  close_run(db, run, "complete",
            "loaded " + std::to_string(total.counts.size()) + " count lines of " + std::to_string(total.units.size()) +
                " units (digest " + total.digest() + ") from sealed batch files",
            0, 0);
  tx.commit();
  return total.counts.size();
}

}  // namespace posetlab
