#pragma once
// Every poset on N points up to isomorphism, with its value and shape, as a job of
// work units (results/tables/posets.hpp stores it). Units are the parts of
// `nauty-genposetg N o m x y` (its own res/mod split): one run of the generator per unit,
// in process or through a pipe (enumerate/genposetg_in_process.hpp says which); the posets
// of a unit are solved in parallel batches of neighbouring posets, the values by
// enumerate/poset_stream.hpp, and emitted in stream order, so rows do not depend on
// threads.
// Known counts (A000112): 1, 1, 2, 5, 16, 63, 318, 2045, 16999, 183231, 2567284,
// 46749427, 1104891746 for N = 0..12.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/core/poset.hpp"
#include "engine/core/small_poset.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/poset_shape.hpp"
#include "enumerate/work_unit.hpp"

namespace posetlab {

// The largest size a job takes (the job list's and the command line's limit too), and the
// largest whose posets are stored one row each: N = 13 and 14 (3.4e10 and 1.3e12 posets)
// are summaries only.
inline constexpr int kPosetsJobMaxSize = 14;
inline constexpr int kPosetsStoredMaxSize = 12;

struct PosetsSpec {
  int size = -1;    // --size N, 1..kPosetsJobMaxSize
  int threads = 0;  // 0: OpenMP's default
  std::string canonical_key() const { return "size=" + std::to_string(size); }
};

// A row of the posets table.
struct PosetRow {
  int size = 0;
  int part = 0;                 // the unit (genposetg's part) that stores it: its key runs with the unit's
  std::string canonical;        // digraph6 of the canonically labelled Hasse diagram
  int relations = 0;            // comparable pairs x < y
  int hasse_arcs = 0;           // cover pairs
  int height = 0, width = 0;    // longest chain, largest antichain
  std::string levels;           // elements per level from the bottom (longest chain below), e.g. "3,2"
  int components = 0;           // of the comparability graph
  int grundy = 0;
  std::uint64_t gset = 0;       // bit v: some option has value v
  char outcome = 'P';           // P (second player wins) or N
  std::uint64_t aut = 1;        // automorphisms
  bool n_free = false;          // no induced N (a<c, b<c, b<d, other pairs incomparable)
  char misere = 'N';            // misere play (the player who cannot move wins): N or P
};

// The row of one poset from its mask form (its shape, canonical form and misere outcome;
// the normal-play values are filled in by the caller, from the stream solver).
PosetRow describe_poset(const SmallPoset& s);
// The digraph6 of p canonically labelled (nauty): the class key of the posets table.
// At most 64 elements.
std::string canonical_digraph6(const Poset& p);

class PosetsJob {
 public:
  // UsageError unless 1 <= size <= kPosetsJobMaxSize.
  explicit PosetsJob(PosetsSpec spec);
  std::vector<WorkUnit> units() const;
  void run_unit(const WorkUnit& unit, const std::function<void(PosetRow&&)>& sink) const;
  static int parts(int n);

  const PosetsSpec& spec() const { return spec_; }
  // The genposetg part a unit of this job stands for (UsageError for a key of another job).
  int part_of(const WorkUnit& unit) const;
  // The threads a unit runs on: spec().threads, or OpenMP's default for 0.
  int threads() const;

 private:
  PosetsSpec spec_;
};

}  // namespace posetlab
