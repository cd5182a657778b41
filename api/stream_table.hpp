#pragma once
// The table every thread of a solve stream shares, sized by --table-mb. Once full it
// replaces old positions by new ones, which keeps values exact but makes searches redo
// work; stderr says so once, after the batch in which it happened.
#include <cstddef>
#include <cstdint>
#include <iostream>

#include "engine/memo/shared_table.hpp"

namespace posetlab::api {

class StreamTable {
 public:
  explicit StreamTable(std::size_t table_mb)
      : table_(SharedTable::slots_for_bytes(table_mb ? table_mb << 20 : SharedTable::default_bytes())) {}

  SharedTable& get() { return table_; }

  // After a batch; `done` counts the instances solved so far.
  void after_batch(std::uint64_t done) {
    if (warned_ || table_.replaced() == 0) return;
    warned_ = true;
    std::cerr << "posetlab solve: the table (" << (table_.bytes() >> 20) << " MiB) filled within the first " << done
              << " instances; newer positions now replace older ones (values stay exact; --table-mb gives it more "
                 "memory)\n";
  }

  // For --stats.
  void print_stats(std::ostream& out) const {
    out << "table " << (table_.bytes() >> 20) << " MiB, " << table_.replaced() << " entries replaced";
  }

 private:
  SharedTable table_;
  bool warned_ = false;
};

}  // namespace posetlab::api
