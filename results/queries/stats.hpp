#pragma once
// `posetlab stats`: what a database holds. The jobs with their units done/total; for
// every job kind's table (table_descriptions.hpp) with rows, its rows per size (two_level: per
// bottoms, or per bottoms and tops) with their Grundy value distribution; optionally
// the content checksum of every job table and the disk each one takes (SQLite's dbstat).
#include <ostream>

#include "results/store/store.hpp"
#include "results/store/table_printer.hpp"

namespace posetlab {

struct StatsOptions {
  bool by_tops = false;   // the finer grouping (TableDescription::fine_columns)
  bool checksum = false;  // append every job table's content checksum
  bool disk = false;      // append the bytes each job table takes, its indexes included
  OutputFormat format = OutputFormat::Table;
};

void print_stats(Store& store, const StatsOptions& options, std::ostream& out);

}  // namespace posetlab
