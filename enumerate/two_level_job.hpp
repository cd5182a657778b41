#pragma once
// The two-level enumeration as a job of deterministic work units, the seam between
// enumerate/ (which knows how to produce classes) and results/ (which owns jobs,
// checkpoints, shards and the database). A unit is the smallest piece of work that is
// committed atomically: results/ runs each unit not yet committed, writes its rows and
// its completion marker in one transaction, and skips committed units on resume.
//
// Known counts (test oracles; docs/design.md §2): classes with b = 0..5 bottoms, every t:
// 1, 2, 6, 40, 1992, 18 666 624; with the empty top also: 2, 4, 12, 80, 3984,
// 37 333 248. Per (b, t): `nauty-genbg -z -d0:1 -u b t` (`-z -u` with the empty top).
// Implementation and paths: enumerate/two_level_job.cpp.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "enumerate/phase_progress.hpp"
#include "enumerate/two_level_class.hpp"
#include "enumerate/work_unit.hpp"

namespace posetlab {

// Largest --bottoms and --size (the nauty path walks all 2^b subsets per node).
inline constexpr int kTwoLevelMaxBottoms = 24;

struct TwoLevelSpec {
  int bottoms = -1;             // --bottoms N (exactly N bottoms, isolated ones included)
  int size = -1;                // --size N (bottoms + tops = N); exactly one of the two is set
  int tops_min = 0;             // --tops A:B (inclusive); defaults to every possible t
  int tops_max = -1;
  bool with_empty_top = false;  // also the families containing the empty set
  int threads = 0;              // 0: OpenMP's default
  bool use_fast_path = true;    // the b <= 5 labeled DP / permutation tables where they apply
  bool values = true;           // false: count only (sets, tops and group orders; no values or invariants;
                                // beyond 6 bottoms the sets are the generator's member of the class)
  // A stable text form of the parameters that define the job's content (not threads,
  // not shards): the key under which results/ records the job.
  std::string canonical_key() const;
};

// The one home of the keys' reading. A spec back from its canonical_key() text
// ("bottoms=B;tops=A:C;empty-top=E" or "size=N;tops=A:C;empty-top=E"), strictly: nullopt
// unless the text is exactly the key of the spec it reads as (threads, fast path and
// values are not in the key and come back at their defaults).
std::optional<TwoLevelSpec> parse_two_level_canonical_key(std::string_view text);
// The bottoms B of a unit key ("b=B;path=..."), strictly: "b=", decimal digits without
// sign or leading zero, then ";"; nullopt otherwise.
std::optional<int> two_level_unit_bottoms(std::string_view key);

// Takes each class by rvalue: the runner moves it on to its writer thread, which frees
// it, instead of copying it in the serial part of a unit.
using ClassSink = std::function<void(TwoLevelClass&&)>;
// Sees a class from the worker thread `thread` that made it (thread < worker_threads()).
using ClassVisitor = std::function<void(int thread, const TwoLevelClass&)>;

class TwoLevelJob {
 public:
  virtual ~TwoLevelJob() = default;
  // Every unit of the job, in ordinal order. Deterministic for a given spec.
  virtual std::vector<WorkUnit> units() const = 0;
  // Work shared by all units (e.g. the b <= 5 DP table); called once before run_unit,
  // only when some unit remains to run.
  virtual void prepare() {}
  // The same, telling `progress` how far a long pass has got.
  virtual void prepare_reporting(const PhaseProgress& progress) { prepare(); }
  // Emits every class of the unit exactly once. May run in parallel inside, but calls
  // `sink` from one thread at a time. Classes of different units never repeat.
  virtual void run_unit(const WorkUnit& unit, const ClassSink& sink) = 0;
  // Calls `visit` for every class of the unit exactly once, from the unit's threads (at
  // most one call at a time per thread index), in no fixed order, and drops each class
  // after its call: a unit's classes are never held together (a unit of b = 8 at size 14
  // holds 3.5M, 0.7 GB; b = 7 at size 15, 15.6M). For tallies, whose result does not
  // depend on the order.
  // By default: run_unit's classes, each seen from thread 0.
  virtual void visit_unit(const WorkUnit& unit, const ClassVisitor& visit) {
    run_unit(unit, [&](TwoLevelClass&& c) { visit(0, c); });
  }
  // The thread indices visit_unit may use: 0 .. worker_threads() - 1.
  virtual int worker_threads() const { return 1; }
};

// Throws UsageError for an impossible spec (both or neither of bottoms/size, ranges).
std::unique_ptr<TwoLevelJob> make_two_level_job(const TwoLevelSpec& spec);

// The size of a job before it runs, from the rough class count C(2^b - 1, t) / b! the
// units are planned by (exact for none; within a small factor where b! acts freely):
// classes in all, those valued by the solver (beyond the sub-family DP and the labeled
// DP), and the labeled DP table's bytes when the job fills one.
struct TwoLevelJobSize {
  double classes = 0, solver_classes = 0, dp_bytes = 0;
};
TwoLevelJobSize estimate_two_level_job(const TwoLevelSpec& spec);

}  // namespace posetlab
