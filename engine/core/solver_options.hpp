#pragma once
// The options and work counters of the impartial solver (engine/impartial/solver.hpp), apart from
// the Solver class so that the kernels behind it (engine/impartial/grundy_kernel.hpp,
// engine/impartial/position_kernel.hpp) read them without including the facade they serve.
#include <cstddef>
#include <cstdint>

namespace posetlab {

class SharedTable;

struct SolverOptions {
  // Table shared by every Solver that names it (threads, instances of a stream). When
  // null the solver makes a private one of `private_table_slots` slots, which grows
  // between solves when it fills (engine/memo/solver_table.hpp).
  SharedTable* table = nullptr;
  std::size_t private_table_slots = std::size_t{1} << 20;
  // Connected components smaller than this are solved directly, never looked up: for
  // them a table probe (a likely cache miss) costs more than the search.
  int memo_min_elements = 5;
  // Components with at least this many elements are also keyed by their nauty
  // canonical form, so isomorphic sub-positions of different instances share work;
  // 0 turns it off. Off by default because it did not pay for itself where measured:
  // all 183 231 posets of 9 points took 1.72 s without it and 2.52 s from 7 elements
  // up; 300 random posets of 18-24 points 0.41 s without, 0.61-0.77 s with (thresholds
  // 7-14). The relative key already shares identically labeled copies; turn this on
  // for workloads rich in relabeled copies of expensive components.
  int canonical_min_elements = 0;
  // Solve the options of the root in parallel (OpenMP tasks) when it has this many
  // elements or more; 0 disables. Results never depend on it.
  int parallel_root_min_elements = 48;
};

// Work counters of a search: connected positions expanded (table misses), table
// lookups and hits.
struct SearchStats {
  std::uint64_t positions = 0;
  std::uint64_t lookups = 0;
  std::uint64_t hits = 0;
};

inline void add_search_stats(SearchStats& into, const SearchStats& s) {
  into.positions += s.positions;
  into.lookups += s.lookups;
  into.hits += s.hits;
}

}  // namespace posetlab
