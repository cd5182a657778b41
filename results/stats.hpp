#pragma once
// `posetlab stats`: what a database holds. The jobs with their units done/total, the
// classes per number of bottoms (or per bottoms and tops) with their Grundy value
// distribution, and optionally the content checksum of two_level.
#include <ostream>

#include "results/store.hpp"
#include "results/table_printer.hpp"

namespace posetlab {

struct StatsOptions {
  bool by_tops = false;   // one row per (bottoms, tops) instead of per bottoms
  bool checksum = false;  // append the two_level content checksum
  OutputFormat format = OutputFormat::Table;
};

void print_stats(Store& store, const StatsOptions& options, std::ostream& out);

}  // namespace posetlab
