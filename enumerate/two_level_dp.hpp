#pragma once
// The labeled dynamic program (docs/design.md §2) for two-level posets with b <= 5 bottoms.
//
// What: the Grundy value of every labeled family of nonempty subsets of [b] (isolated
// bottoms included in the poset), indexed by its position mask (set_family_perm.hpp),
// 2^(2^b - 1) bytes: 2 GiB for b = 5, 32 KiB for b = 4.
// Why this way: every option of a family is a smaller index of the same table or an
// entry of the table one size down, so one pass in increasing order fills it:
//   removing top S        -> G_b(F without S)
//   removing bottom x     -> G_(b-1)(pext(F, positions of the sets avoiding x))
// (the pext of those positions is the same family relabeled onto b - 1 bottoms, since
// deleting bit x keeps the order of set indices). The smaller tables are cache-resident.
// Parallel: the index is cut into chunks of its low 20 bits; a chunk depends only on
// chunks whose high part has one bit fewer, so chunks are processed level by level in
// the popcount of their high part, in parallel within a level. The pass streams through
// memory; results do not depend on the thread count.
#include <cstdint>
#include <memory>
#include <vector>

#include "enumerate/phase_progress.hpp"

namespace posetlab {

class LabeledGrundyTable {
 public:
  // How the pass computes (every way gives the same table; tests compare them), on the
  // code path cpu_path() (engine/core/cpu_paths.hpp):
  // Fastest: 16-bit option bitsets on the AVX-512 path (falling back to Wide for a table
  // with a value >= 16), 32-bit ones on the AVX2 path (falling back to Scalar for a value
  // >= 31); Wide: 64-bit bitsets on the AVX-512 path, Scalar elsewhere; Scalar: no SIMD.
  enum class Fill { Fastest, Wide, Scalar };
  // Builds the tables for 0..b bottoms. threads = 0: OpenMP's default.
  // `progress` hears the entries filled so far (of every table, 2^(2^b - 1) + ... in all).
  explicit LabeledGrundyTable(int bottoms, int threads = 0, Fill fill = Fill::Fastest,
                              const PhaseProgress& progress = {});
  ~LabeledGrundyTable();
  LabeledGrundyTable(const LabeledGrundyTable&) = delete;
  LabeledGrundyTable& operator=(const LabeledGrundyTable&) = delete;

  int bottoms() const { return b_; }
  // Grundy value of the poset with `bottoms()` bottoms and the family `mask` as tops.
  int value(std::uint64_t mask) const { return table_[b_][mask]; }
  // Bit v set iff some option of that poset has value v.
  std::uint64_t gset(std::uint64_t mask) const { return gset(b_, mask); }
  // The same for k <= bottoms() bottoms (the smaller tables are built on the way).
  int value(int k, std::uint64_t mask) const { return table_[k][mask]; }
  std::uint64_t gset(int k, std::uint64_t mask) const;
  std::size_t bytes() const;

 private:
  int b_;
  std::vector<std::uint8_t*> table_;  // table_[k]: 2^(2^k - 1) entries
  std::vector<std::size_t> sizes_;
};

}  // namespace posetlab
