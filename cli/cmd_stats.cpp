// `posetlab stats`: the jobs in a results database (units done/total, rows, status) and
// its two-level classes per number of bottoms (or bottoms and tops) and Grundy value.
#include <iostream>

#include "cli/options.hpp"
#include "results/stats.hpp"

namespace posetlab::cli {
namespace {

struct StatsCli {
  std::string db;
  FormatFlags format;
  StatsOptions stats;
};

CommandRegistrar registrar("stats", "Summarize the results database: jobs, classes per size and Grundy value",
                           [](CLI::App& sub) {
  auto o = std::make_shared<StatsCli>();
  add_db_option(sub, o->db);
  add_format_flags(sub, o->format);
  sub.add_flag("--tops", o->stats.by_tops, "One row per (bottoms, tops) instead of per bottoms");
  sub.add_flag("--checksum", o->stats.checksum,
               "Also print the content checksum of every job table (equal tables give equal checksums)");
  sub.add_flag("--disk", o->stats.disk, "Also print the bytes each job table takes on disk, indexes included");
  return [o] {
    Store store(o->db, Store::Access::ReadOnly);
    o->stats.format = o->format.format();
    print_stats(store, o->stats, std::cout);
    return kExitOk;
  };
});

}  // namespace
}  // namespace posetlab::cli
