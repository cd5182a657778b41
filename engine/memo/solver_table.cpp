#include "engine/memo/solver_table.hpp"

#include <algorithm>

#include "engine/memo/shared_table.hpp"

namespace posetlab {

SolverTable::SolverTable(SharedTable* shared, std::size_t private_slots, std::size_t largest_slots)
    : table_(shared),
      largest_slots_(largest_slots ? largest_slots : SharedTable::slots_for_bytes(SharedTable::default_bytes())) {
  if (!table_) {
    owned_ = std::make_unique<SharedTable>(private_slots);
    table_ = owned_.get();
  }
}

SolverTable::~SolverTable() = default;

SharedTable& SolverTable::for_next_solve() {
  if (!owned_ || owned_->replaced() == 0 || owned_->capacity() >= largest_slots_) return *table_;
  // The old entries cannot move: a slot keeps too few bits of its key to find its new
  // home. Losing them costs one solve some reuse; a small table costs every later solve.
  owned_ = std::make_unique<SharedTable>(std::min(largest_slots_, owned_->capacity() * 4));
  table_ = owned_.get();
  return *table_;
}

}  // namespace posetlab
