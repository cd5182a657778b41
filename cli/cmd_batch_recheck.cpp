// `posetlab batch recheck`: units of a batch (or a database) computed again from scratch by
// plain search, their digests compared and their counts held against the count lines.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <unistd.h>
#include <vector>

#include "cli/batch_settings.hpp"
#include "cli/command.hpp"
#include "engine/core/error.hpp"
#include "results/jobs/summary_batch.hpp"
#include "results/store/store.hpp"
#include "results/tables/posets_summary.hpp"

namespace posetlab::cli {

int run_batch_recheck(const BatchSettings& s) {
  SummaryBatch batch;
  if (!s.files.empty()) {
    batch = sum_summary_batch_files(s.files);
  } else {
    Store store(s.db, Store::Access::ReadOnly);
    batch = summary_batch_of(store.db(), s.job, UnitRowsCheck::Trust);  // each drawn unit is computed again
  }
  const std::uint64_t seed = s.seed_given ? s.seed : std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
  const std::vector<BatchUnit> drawn = s.smallest ? smallest_units(batch, s.units) : draw_units(batch, s.units, seed);
  std::cerr << "batch recheck: " << drawn.size() << " of " << batch.units.size() << " units of " << batch.job
            << " by plain search (" << (s.smallest ? "the smallest" : "--seed " + std::to_string(seed)) << ")\n";
  const std::string scratch =
      (std::filesystem::temp_directory_path() / ("posetlab-recheck-" + std::to_string(::getpid()) + ".sqlite")).string();
  int differing = 0;
  std::vector<BatchCount> counts;
  for (const BatchUnit& u : drawn) {
    const RecheckedUnit r = recheck_summary_unit(batch, u, s.threads, scratch);
    counts.insert(counts.end(), r.counts.begin(), r.counts.end());
    char line[256];
    std::snprintf(line, sizeof line, "unit %llu (%s): %llu posets, %llu rows, %.1f s: %s\n",
                  (unsigned long long)u.ordinal, u.key.c_str(), (unsigned long long)r.posets,
                  (unsigned long long)r.rows, r.seconds, r.same() ? "same" : "DIFFERENT");
    std::cout << line << std::flush;
    if (!r.same()) {
      ++differing;
      std::cout << "  stored: " << u.rows << " rows, " << u.posets << " posets, digest " << u.digest << "\n"
                << "  now:    " << r.rows << " rows, " << r.posets << " posets, digest " << r.digest << "\n";
    }
  }
  std::cout << (differing ? "FAIL: " : "ok: ") << drawn.size() - std::size_t(differing) << " of " << drawn.size()
            << " units agree\n";
  // The recomputed counts against the count lines: within them, and equal when every unit was drawn.
  const std::vector<std::string> beyond = recheck_batch_counts(batch, drawn.size(), counts);
  for (std::size_t i = 0; i < beyond.size() && i < 10; ++i) std::cout << "  " << beyond[i] << "\n";
  if (beyond.size() > 10) std::cout << "  and " << beyond.size() - 10 << " more\n";
  const bool all = drawn.size() == batch.units.size();
  std::cout << (beyond.empty() ? "ok: " : "FAIL: ") << "the counts of the " << drawn.size() << " re-checked units "
            << (beyond.empty() ? (all ? "equal" : "fit within") : (all ? "differ from" : "exceed"))
            << " the count lines" << (all ? "" : " (which sum every unit)") << "\n";
  return differing || !beyond.empty() ? kExitFailed : kExitOk;
}

}  // namespace posetlab::cli
