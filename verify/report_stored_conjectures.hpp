#pragma once
// The stored conjectures in the report's Conjectures section: what the last nightly's
// re-test changed (newly refuted, newly extended, new since the nightly before), from
// conjecture_history and its `runs` row, and the table of every stored conjecture with its
// status and the sizes it was tested on (results/conjectures/stored_conjectures.hpp).
#include <cstdint>
#include <string>
#include <vector>

#include "results/conjectures/stored_conjectures.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab::checks {

struct StoredConjecturesReport {
  std::vector<StoredConjecture> all;
  std::int64_t last_run = 0;  // runs.id of the last nightly re-test (0: none yet)
  std::string last_run_at;    // its start, UTC
  std::vector<ConjectureChange> last_changes;  // what it changed, by conjecture
  // When it changed nothing: the last re-test that changed something (0: none) and its changes.
  std::int64_t changed_run = 0;
  std::string changed_run_at;
  std::vector<ConjectureChange> changed_run_changes;
  bool empty() const { return all.empty() && last_run == 0; }
};

StoredConjecturesReport read_stored_conjectures_report(Db& db);

// Empty when nothing is stored and no nightly re-test ran.
std::string stored_conjectures_markdown(const StoredConjecturesReport& r);
std::string stored_conjectures_html(const StoredConjecturesReport& r);

}  // namespace posetlab::checks
