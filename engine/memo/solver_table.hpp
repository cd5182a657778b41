#pragma once
// The table a solver keeps its sub-results in: the caller's shared table, or a private
// one the solver owns. A full table replaces old entries by new ones, and a search whose
// positions do not fit redoes sub-searches it has lost (measured before tables replaced
// entries: the 68-element games of verify 002-AND-ctl went from 0.2 s to 62 s each once
// earlier games had filled a 1 M-slot private table). So before each top-level solve, a
// private table that replaced entries is swapped for one four times as large, up to
// `largest_slots`. A shared table is its owner's to size (--table-mb).
#include <cstddef>
#include <memory>

namespace posetlab {

class SharedTable;  // engine/memo/shared_table.hpp: kept out of solver.hpp's includers

class SolverTable {
 public:
  // `largest_slots` 0: as many as SharedTable::default_bytes() holds.
  SolverTable(SharedTable* shared, std::size_t private_slots, std::size_t largest_slots = 0);
  ~SolverTable();

  // The table for the next top-level solve; call it when no search is using the table.
  SharedTable& for_next_solve();
  SharedTable& get() { return *table_; }
  bool is_private() const { return owned_ != nullptr; }

 private:
  SharedTable* table_;
  std::unique_ptr<SharedTable> owned_;
  std::size_t largest_slots_;
};

}  // namespace posetlab
