// The two-level enumeration as a job of work units; see two_level_job.hpp.
//
// Plan: for every bottom count b the spec needs, one generation tree whose depth is
// the number of nonempty sets. A family with the empty set is its family without it
// plus one isolated top (value XOR 1), so it is produced in the same unit as that
// family. Each tree is cut into units: res/mod parts of the nodes at a split depth
// (keys name b, the path, the depth and the part), or for b = 5 on the dp path the
// subtrees of canonical prefixes, or for b = 6 with t >= 9 ranges of leaves of a cut
// into subtrees of about equal predicted size (orderly_frontier.hpp). Inside a unit the work is spread over threads and
// emitted in a fixed order: output never depends on the thread count.
//
// Paths (all give the same representative, see set_family_perm.hpp for b <= 6):
//   dp      b <= 5: orderly generation, values and g-sets from the labeled DP table;
//   orderly b <= 6: orderly generation, values from the sub-family DP;
//   nauty   any b:  canonical augmentation with nauty, values from the sub-family DP.
// Beyond the sub-family DP's reach (SubfamilyDp::applies) the values come from the
// solver, whose lock-free table the threads share, so classes reuse each other's positions.
#include "enumerate/two_level_job.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cmath>
#include <exception>
#include <limits>
#include <omp.h>
#include <string>

#include "engine/core/cancel.hpp"
#include "engine/core/error.hpp"
#include "engine/impartial/solver.hpp"
#include "engine/memo/shared_table.hpp"
#include "enumerate/orderly_frontier.hpp"
#include "enumerate/set_family_augment.hpp"
#include "enumerate/set_family_orderly.hpp"
#include "enumerate/set_family_perm.hpp"
#include "enumerate/two_level_dp.hpp"
#include "enumerate/two_level_invariants.hpp"
#include "enumerate/two_level_subfamily_dp.hpp"
#include "util/parallel_for.hpp"
#include "util/worker_pool.hpp"

namespace posetlab {
namespace {

constexpr int kMaxBottoms = kTwoLevelMaxBottoms;
// Classes per unit: a unit commits in one transaction, a few seconds of work.
constexpr double kOrderlyUnitClasses = 200000, kNautyUnitClasses = 50000;
// Orderly units walk their tree once down to a split depth with this many nodes per
// unit (at least, by estimate) and hand the nodes' subtrees to the threads.
constexpr double kRootsPerUnit = 32;
constexpr double kWalkShare = 0.1;
constexpr std::uint64_t kMaxParts = 4096;
// From this depth on, b = 6 is cut by predicted subtree sizes instead of res/mod parts:
// b = 6, t <= 10 in 229 parts took 13-130 s a part (one run, load 11-16), so 64 ranks
// reached 69.9% in the simulation; the cut's units differ 3x in rows (67-197k, sampled).
// Shallower b = 6 jobs keep their res/mod units (and their keys, which stored
// databases hold).
constexpr int kWeightedCutDepth = 9;
// ... up to this depth: the cut's leaves grow with t (t <= 12: 2.9M leaves, 3 s, 0.1 GB
// a process; t <= 63: 20M, 18 s, 1 GB), so deeper jobs (beyond 10^10 classes) keep
// the res/mod parts.
constexpr int kWeightedCutMaxDepth = 12;
// Its units: about half an orderly unit (100k predicted, 40-100k rows), so that 256
// ranks get a dozen units each, and a quarter of that for the last eighth, which
// costliest first hands out last, into the gaps (schedule_sim at 256 ranks: 87.6%
// with 200k units, 92.7% with 100k, both without the small last ones).
constexpr double kWeightedUnitClasses = 100000;

// While visit_unit runs a body of run_parallel: the visitor and the body's thread, so
// that emit() hands its classes on every kVisitBatch classes instead of holding a whole
// subtree's (the out vector keeps its capacity for the next ones).
struct TwoLevelVisitContext {
  const ClassVisitor* visit = nullptr;
  int thread = 0;
};
thread_local TwoLevelVisitContext two_level_visiting;
constexpr std::size_t kVisitBatch = 4096;

void hand_on_visited(std::vector<TwoLevelClass>& out) {
  for (const TwoLevelClass& c : out) (*two_level_visiting.visit)(two_level_visiting.thread, c);
  out.clear();
}

enum class Path { Dp, Orderly, Nauty };
// The nauty path's keys say "augment": its tree (which node a res/mod part holds) follows
// the upper filter's TopKeys, so its parts are not those of a tree cut by top sizes alone,
// and the runner's unit digest refuses to resume a job whose units were cut that way.
const char* path_name(Path p) { return p == Path::Dp ? "dp" : p == Path::Orderly ? "orderly" : "augment"; }

int effective_tops_max(const TwoLevelSpec& s) {
  int cap = s.size >= 0 ? s.size : (s.bottoms >= 0 && s.bottoms <= 30 ? (1 << s.bottoms) - 1 + (s.with_empty_top ? 1 : 0)
                                                                       : std::numeric_limits<int>::max());
  return s.tops_max < 0 ? cap : std::min(s.tops_max, cap);
}

void validate(const TwoLevelSpec& s) {
  if ((s.bottoms >= 0) == (s.size >= 0)) throw UsageError("two-level: give exactly one of --bottoms N and --size N");
  if (s.bottoms > kMaxBottoms) throw UsageError("two-level: --bottoms is limited to " + std::to_string(kMaxBottoms));
  if (s.size > kMaxBottoms) throw UsageError("two-level: --size is limited to " + std::to_string(kMaxBottoms));
  if (s.tops_min < 0) throw UsageError("two-level: --tops A:B needs A >= 0");
  if (s.tops_max >= 0 && s.tops_max < s.tops_min) throw UsageError("two-level: --tops A:B needs A <= B");
  if (s.tops_max < -1) throw UsageError("two-level: --tops A:B needs B >= 0");
  if (s.threads < 0) throw UsageError("two-level: --threads must be >= 0");
}

// log of the rough class count C(2^b - 1, s) / b! (labeled families over the group).
double estimate(int b, int s) {
  const double n = std::ldexp(1.0, b) - 1;
  if (s > n) return 0;
  return std::max(1.0, std::exp(std::lgamma(n + 1) - std::lgamma(s + 1) - std::lgamma(n - s + 1) - std::lgamma(b + 1)));
}

struct Plan {
  int b = 0;
  Path path = Path::Nauty;
  int max_depth = 0;               // deepest number of nonempty sets needed
  int split_depth = 0;
  std::uint64_t part = 0, parts = 1;
  // Orderly paths: the subtree below `root` adding positions below `limit` (the whole
  // tree: root 0, limit = every position).
  std::uint64_t root = 0, root_aut = 1;
  int limit = 0;
  // Weighted cut: leaves [first_leaf, last_leaf) of the job's frontier, and the
  // shallow classes when first_leaf == 0.
  bool weighted = false;
  std::size_t first_leaf = 0, last_leaf = 0;
};

class Job final : public TwoLevelJob {
 public:
  explicit Job(const TwoLevelSpec& spec) : spec_(spec) {
    validate(spec);
    tops_max_ = effective_tops_max(spec);
    const int b_lo = spec.bottoms >= 0 ? spec.bottoms : 0, b_hi = spec.bottoms >= 0 ? spec.bottoms : spec.size;
    for (int b = b_lo; b <= b_hi; ++b) plan_bottoms(b);
  }

  std::vector<WorkUnit> units() const override { return units_; }

  void prepare() override { prepare_reporting({}); }

  void prepare_reporting(const PhaseProgress& progress) override {
    if (!spec_.values) return;
    int dp_b = -1;
    bool solver = false;
    for (const auto& p : plans_) {
      if (p.path == Path::Dp) dp_b = std::max(dp_b, p.b);
      else solver = solver || needs_solver(p);
    }
    if (dp_b >= 0 && (!dp_ || dp_->bottoms() < dp_b)) 
      dp_ = std::make_unique<LabeledGrundyTable>(dp_b, spec_.threads, LabeledGrundyTable::Fill::Fastest, progress);
    if (solver && !table_) table_ = std::make_unique<SharedTable>(SharedTable::slots_for_bytes(SharedTable::default_bytes()));
  }

  void run_unit(const WorkUnit& unit, const ClassSink& sink) override {
    if (unit.ordinal >= plans_.size() || units_[unit.ordinal].key != unit.key)
      throw UsageError("two-level: unit " + std::to_string(unit.ordinal) + " '" + unit.key + "' is not a unit of this job");
    const Plan& plan = plans_[unit.ordinal];
    const bool ready = !spec_.values || (plan.path == Path::Dp ? dp_ && dp_->bottoms() >= plan.b
                                                                : !needs_solver(plan) || table_);
    if (!ready) prepare();
    if (plan.path == Path::Nauty) run_nauty_unit(plan, sink);
    else run_orderly_unit(plan, sink);
  }

  void visit_unit(const WorkUnit& unit, const ClassVisitor& visit) override {
    struct Reset {
      const ClassVisitor*& v;
      ~Reset() { v = nullptr; }
    } reset{visitor_};
    visitor_ = &visit;
    // Only the classes above a split depth reach this sink, from this thread while no
    // worker runs; run_parallel hands the others to `visit` in the workers.
    run_unit(unit, [&](TwoLevelClass&& c) { visit(0, c); });
  }

  int worker_threads() const override { return threads(); }

 private:
  // Whether some class of the plan is beyond the sub-family DP (a plan's classes have at
  // most max_depth nonempty sets).
  static bool needs_solver(const Plan& p) { return p.path != Path::Dp && !SubfamilyDp::applies(p.b, p.max_depth); }

  bool t_ok(int b, int t) const {
    return t >= spec_.tops_min && t <= tops_max_ && (spec_.size < 0 || b + t == spec_.size);
  }
  bool plain_wanted(int b, int s) const { return s <= (1 << b) - 1 && t_ok(b, s); }
  bool empty_wanted(int b, int s) const { return spec_.with_empty_top && s <= (1 << b) - 1 && t_ok(b, s + 1); }

  void plan_bottoms(int b) {
    const int most = b <= 20 ? (1 << b) - 1 : std::numeric_limits<int>::max();
    const int deepest = std::min(most, tops_max_);
    int max_depth = -1;
    double total = 0;
    for (int s = 0; s <= deepest; ++s) {
      const int copies = int(plain_wanted(b, s)) + int(empty_wanted(b, s));
      if (copies) max_depth = s, total += copies * estimate(b, s);
    }
    if (max_depth < 0) return;
    Plan plan;
    plan.b = b;
    plan.max_depth = max_depth;
    if (spec_.use_fast_path && b <= 4) plan.path = Path::Dp;
    else if (spec_.use_fast_path && b == 5) plan.path = total >= 1e6 ? Path::Dp : Path::Orderly;
    else if (spec_.use_fast_path && b == 6) plan.path = Path::Orderly;
    if (plan.path == Path::Dp && b == 5) return plan_prefix_units(plan);
    if (plan.path == Path::Orderly && b == 6 && max_depth >= kWeightedCutDepth &&
        max_depth <= kWeightedCutMaxDepth) return plan_weighted_units(plan);
    if (plan.path != Path::Nauty) {
      plan.root_aut = std::uint64_t(PermTables::get(b).perm_count());
      plan.limit = PermTables::get(b).positions();
    }
    const double per_unit = plan.path == Path::Nauty ? kNautyUnitClasses : kOrderlyUnitClasses;
    auto split_depth_for = [&](std::uint64_t parts) {  // the first depth with kRootsPerUnit nodes a unit
      for (int d = 0; d <= max_depth; ++d)
        if (estimate(b, d) >= kRootsPerUnit * double(parts)) return d;
      return max_depth;
    };
    plan.parts = std::max<std::uint64_t>(1, std::min<std::uint64_t>(kMaxParts, std::uint64_t(std::ceil(total / per_unit))));
    plan.split_depth = split_depth_for(plan.parts);
    // Every unit walks the tree down to the split depth, which costs about as much as
    // generating the nodes there: fewer, larger units while those walks would exceed a
    // tenth of the work (b = 7, t <= 7: 354 units walking to depth 5 became 35 to depth 4).
    while (plan.parts > 1 && double(plan.parts) * estimate(b, plan.split_depth) > kWalkShare * total) {
      plan.parts = std::max<std::uint64_t>(1, std::uint64_t(kWalkShare * total / estimate(b, plan.split_depth)));
      plan.split_depth = split_depth_for(plan.parts);
    }
    for (std::uint64_t part = 0; part < plan.parts; ++part) {
      plan.part = part;
      WorkUnit u;
      u.ordinal = units_.size();
      u.key = "b=" + std::to_string(b) + ";path=" + path_name(plan.path) + ";depth=" + std::to_string(plan.split_depth) +
              ";part=" + std::to_string(part) + "/" + std::to_string(plan.parts);
      u.weight = std::max<std::uint64_t>(1, std::uint64_t(total / double(plan.parts)));
      units_.push_back(u);
      plans_.push_back(plan);
    }
  }

  // b = 5 on the DP path: one unit per canonical pattern of the top kPrefixBits
  // positions (the first sets in index order); measured on all of b = 5: 318 units,
  // at most 300k classes each (a res/mod split of the tree gave up to 1.3M), and no
  // shared traversal above the split.
  void plan_prefix_units(Plan plan) {
    constexpr int kPrefixBits = 12;
    const PermTables& perms = PermTables::get(plan.b);
    const int shift = perms.positions() - kPrefixBits;
    for (std::uint64_t p = 0; p < (std::uint64_t{1} << kPrefixBits); ++p) {
      const std::uint64_t root = p << shift;
      std::uint64_t aut = 1;
      if (std::popcount(root) > plan.max_depth || !perms.is_canonical(root, &aut)) continue;
      plan.root = root;
      plan.root_aut = aut;
      plan.limit = shift;
      plan.part = 0;
      plan.parts = 1;
      plan.split_depth = std::min(plan.max_depth, std::popcount(root) + 2);
      WorkUnit u;
      u.ordinal = units_.size();
      char hex[32];
      std::snprintf(hex, sizeof hex, "%03llx", static_cast<unsigned long long>(p));
      u.key = "b=" + std::to_string(plan.b) + ";path=dp;prefix=" + hex + "/" + std::to_string(kPrefixBits);
      // Weight: the labeled families of the unit's range over the group, roughly.
      u.weight = std::max<std::uint64_t>(1, (std::uint64_t{1} << shift) / std::max<std::uint64_t>(1, 120 / aut));
      units_.push_back(u);
      plans_.push_back(plan);
    }
  }

  // b = 6 from kWeightedCutDepth: units of about kWeightedUnitClasses predicted classes,
  // each a range of leaves of one cut of the tree, whose subtrees are at most a 32nd
  // of an orderly unit (so a unit's threads share the work evenly). The cut is walked
  // once per process (0.6 s of CPU for t <= 10: 28k shallow nodes, 665k leaves).
  void plan_weighted_units(Plan plan) {
    std::vector<int> copies(plan.max_depth + 1);
    for (int s = 0; s <= plan.max_depth; ++s) copies[s] = int(plain_wanted(plan.b, s)) + int(empty_wanted(plan.b, s));
    const PermTables& perms = PermTables::get(plan.b);
    const std::uint64_t total = predicted_subtree(copies, 0, perms.positions(), std::uint64_t(perms.perm_count()));
    const std::uint64_t leaf_limit = std::max(total / kMaxParts, std::uint64_t(kOrderlyUnitClasses)) / std::uint64_t(kRootsPerUnit);
    frontier_ = orderly_frontier(plan.b, copies, leaf_limit);
    // The leaves' predictions add up to more than the root's (1.4x at t <= 10): at most
    // kMaxParts units of their sum, the last eighth of it in quarter units (which makes
    // 7/8 + 4/8 = 11/8 as many units as without the tail).
    std::uint64_t leaf_total = 0;
    for (const FrontierNode& n : frontier_.leaves) leaf_total = std::min(leaf_total, ~n.predicted) + n.predicted;
    const std::uint64_t target = std::max(std::uint64_t(kWeightedUnitClasses), leaf_total / kMaxParts / 8 * 11 + 11);
    const std::vector<LeafRange> ranges = group_leaves(frontier_.leaves, target, target / 4, leaf_total / 8);
    plan.weighted = true;
    plan.split_depth = 0;
    const std::string n = std::to_string(frontier_.leaves.size());
    for (const LeafRange& r : ranges) {
      plan.first_leaf = r.first;
      plan.last_leaf = r.last;
      WorkUnit u;
      u.ordinal = units_.size();
      u.key = "b=" + std::to_string(plan.b) + ";path=orderly;cut=weighted;leaves=" + std::to_string(r.first) + "-" +
              std::to_string(r.last) + "/" + n;
      u.weight = std::max<std::uint64_t>(1, r.predicted + (r.first == 0 ? frontier_.shallow.size() : 0));
      units_.push_back(u);
      plans_.push_back(plan);
    }
  }

  // The class of `sets` (nonempty, canonical, sorted) and, when wanted, its variant
  // with the empty top.
  void emit(int b, std::vector<std::uint64_t> sets, std::uint64_t aut, int grundy, std::uint64_t gset,
            std::vector<TwoLevelClass>& out) const {
    emit_classes(b, std::move(sets), aut, grundy, gset, out);
    if (two_level_visiting.visit && out.size() >= kVisitBatch) hand_on_visited(out);
  }

  void emit_classes(int b, std::vector<std::uint64_t> sets, std::uint64_t aut, int grundy, std::uint64_t gset,
                    std::vector<TwoLevelClass>& out) const {
    const int s = int(sets.size());
    TwoLevelClass c;
    c.bottoms = b;
    c.sets = std::move(sets);
    c.aut = aut;
    c.grundy = grundy;
    c.gset = gset;
    if (!spec_.values) {  // count only: the class, its tops and its group order
      c.tops = s;
      const bool plain = plain_wanted(b, s), empty = empty_wanted(b, s);
      if (plain && !empty) return out.push_back(std::move(c));
      if (plain) out.push_back(c);
      if (empty) {
        c.sets.insert(c.sets.begin(), 0);
        c.tops = s + 1;
        c.has_empty_top = true;
        out.push_back(std::move(c));
      }
      return;
    }
    if (empty_wanted(b, s)) {
      TwoLevelClass e = c;
      e.sets.insert(e.sets.begin(), 0);
      e.grundy = grundy ^ 1;
      // Options: the family itself, and every option of it plus the isolated top.
      const std::uint64_t even = 0x5555555555555555ull;
      e.gset = (std::uint64_t{1} << grundy) | ((gset & even) << 1) | ((gset >> 1) & even);
      fill_invariants(e);
      if (plain_wanted(b, s)) {
        fill_invariants(c);
        out.push_back(std::move(c));
      }
      out.push_back(std::move(e));
    } else if (plain_wanted(b, s)) {
      fill_invariants(c);
      out.push_back(std::move(c));
    }
  }

  bool wanted(int b, int s) const { return plain_wanted(b, s) || empty_wanted(b, s); }

  // Values of the classes one thread produces: the labeled table on the dp path;
  // elsewhere the sub-family DP where it applies (100x faster than the solver where
  // both run, bench/bench_two_level_values.cpp: 3.3 against 430 us at b = 6, t = 8)
  // and the solver (created on first use, sharing the job's table) beyond.
  class Valuer {
   public:
    explicit Valuer(const Job& job) : job_(job) {}
    // `mask`: the position mask on the dp path (unused elsewhere). Zero when counting.
    SubfamilyValue value(const Plan& plan, std::uint64_t mask, const std::vector<std::uint64_t>& sets) {
      SubfamilyValue v;
      if (!job_.spec_.values) return v;
      if (plan.path == Path::Dp) {
        v.grundy = job_.dp_->value(plan.b, mask);
        v.gset = job_.dp_->gset(plan.b, mask);
      } else if (SubfamilyDp::applies(plan.b, sets.size())) {
        v = subfamily_.value(plan.b, sets);
      } else {
        if (!solver_) {
          SolverOptions o;
          o.table = job_.table_.get();
          o.parallel_root_min_elements = 0;  // the classes are the parallelism
          solver_ = std::make_unique<Solver>(o);
        }
        const SolveResult r = solver_->solve(two_level_poset(plan.b, sets));
        v.grundy = r.grundy;
        for (int g : r.gset) v.gset |= std::uint64_t{1} << g;
      }
      return v;
    }

   private:
    const Job& job_;
    SubfamilyDp subfamily_;
    std::unique_ptr<Solver> solver_;
  };

  int threads() const { return spec_.threads > 0 ? spec_.threads : omp_get_max_threads(); }

  // Runs body(i, valuer, out[i]) for i < n in parallel (one Valuer per thread) and then
  // sinks out[0], out[1], ... in order: the unit's rows never depend on the thread count.
  template <class Body>
  void run_parallel(std::size_t n, const ClassSink& sink, Body body) const {
    if (!pool_) pool_ = std::make_unique<WorkerPool>(threads());  // threads() or fewer
    std::vector<std::vector<TwoLevelClass>> out(n);  // out[i]: body i's classes, in order
    std::vector<std::unique_ptr<Valuer>> valuers(pool_->threads());
    parallel_for(*pool_, n, [&](std::size_t i, int thread) {
      if (!valuers[thread]) valuers[thread] = std::make_unique<Valuer>(*this);
      if (!visitor_) return body(i, *valuers[thread], out[i]);
      struct Leave {
        ~Leave() { two_level_visiting = {}; }
      } leave;
      two_level_visiting = {visitor_, thread};
      body(i, *valuers[thread], out[i]);
      hand_on_visited(out[i]);
      std::vector<TwoLevelClass>().swap(out[i]);
    });
    for (auto& v : out)
      for (auto& c : v) sink(std::move(c));
    // What the sink did not take is freed by every thread, not by this one alone.
    parallel_for(*pool_, n, [&](std::size_t i, int) { std::vector<TwoLevelClass>().swap(out[i]); });
  }

  void orderly_class(const Plan& plan, std::uint64_t mask, int s, std::uint64_t aut, Valuer& valuer,
                     std::vector<TwoLevelClass>& out) const {
    if (cancel_requested()) throw Cancelled();  // a job's stop (results/jobs/interrupt.hpp): every node polls
    if (!wanted(plan.b, s)) return;
    std::vector<std::uint64_t> sets = PermTables::get(plan.b).to_sets(mask);
    const SubfamilyValue v = valuer.value(plan, mask, sets);
    emit(plan.b, std::move(sets), aut, v.grundy, v.gset, out);
  }

  // Both paths: `walk` goes once down the unit's tree to the split depth, putting the
  // classes above it into `shallow` and this part's nodes at it into `roots` (the walk
  // is done once per unit, not per thread); then the roots' subtrees, `below`, run in
  // parallel.
  template <class Root, class Walk, class Below>
  void run_split_unit(const ClassSink& sink, Walk walk, Below below) const {
    std::vector<Root> roots;
    std::vector<TwoLevelClass> shallow;
    Valuer valuer(*this);
    walk(valuer, shallow, roots);
    for (auto& c : shallow) sink(std::move(c));
    run_parallel(roots.size(), sink,
                 [&](std::size_t i, Valuer& v, std::vector<TwoLevelClass>& out) { below(roots[i], v, out); });
  }

  void run_weighted_unit(const Plan& plan, const ClassSink& sink) const {
    const bool shallow = plan.first_leaf == 0;  // task 0 then lists the shallow classes
    const std::size_t leaves = plan.last_leaf - plan.first_leaf;
    run_parallel(leaves + (shallow ? 1 : 0), sink, [&](std::size_t i, Valuer& valuer, std::vector<TwoLevelClass>& out) {
      if (shallow && i == 0) {
        for (const FrontierNode& n : frontier_.shallow) orderly_class(plan, n.mask, n.depth, n.aut, valuer, out);
        return;
      }
      const FrontierNode& n = frontier_.leaves[plan.first_leaf + i - (shallow ? 1 : 0)];
      orderly_subtree(plan.b, n.mask, n.aut, n.low, plan.max_depth, TreeSplit{},
                      [&](std::uint64_t mask, int s, std::uint64_t aut) { orderly_class(plan, mask, s, aut, valuer, out); });
    });
  }

  void run_orderly_unit(const Plan& plan, const ClassSink& sink) const {
    if (plan.weighted) return run_weighted_unit(plan, sink);
    struct Root {
      std::uint64_t mask, aut;
      int low;
    };
    run_split_unit<Root>(
        sink,
        [&](Valuer& valuer, std::vector<TwoLevelClass>& shallow, std::vector<Root>& roots) {
          orderly_subtree(plan.b, plan.root, plan.root_aut, plan.limit, plan.split_depth,
                          TreeSplit::res_mod(plan.split_depth, plan.part, plan.parts),
                          [&](std::uint64_t mask, int s, std::uint64_t aut) {
                            if (s < plan.split_depth) return orderly_class(plan, mask, s, aut, valuer, shallow);
                            if (cancel_requested()) throw Cancelled();
                            roots.push_back({mask, aut, mask == plan.root ? plan.limit : std::countr_zero(mask)});
                          });
        },
        [&](const Root& root, Valuer& valuer, std::vector<TwoLevelClass>& out) {
          orderly_subtree(plan.b, root.mask, root.aut, root.low, plan.max_depth, TreeSplit{},
                          [&](std::uint64_t mask, int s, std::uint64_t aut) { orderly_class(plan, mask, s, aut, valuer, out); });
        });
  }

  // The nauty path's classes need nauty's canonical form when they are stored (b <= 6
  // has its own, max_canonical_sets).
  bool nauty_canonical(const Plan& plan) const { return spec_.values && plan.b > PermTables::kMaxBottoms; }

  void nauty_class(const Plan& plan, const AugmentedFamily& f, Valuer& valuer, std::vector<TwoLevelClass>& out) const {
    if (cancel_requested()) throw Cancelled();  // as orderly_class
    const int b = plan.b, s = int(f.sets->size());
    if (!wanted(b, s)) return;
    std::vector<std::uint64_t> rep = f.canonical;
    if (b <= PermTables::kMaxBottoms) rep = max_canonical_sets(b, *f.sets, nullptr);
    else if (!spec_.values) {  // counting: the generator's member of the class (no canonical form asked for)
      rep = *f.sets;
      std::sort(rep.begin(), rep.end());
    }
    const SubfamilyValue v = valuer.value(plan, 0, rep);
    emit(b, std::move(rep), f.aut, v.grundy, v.gset, out);
  }

  // A node of the augmentation tree is resumed from its sets alone (augment_subtree).
  void run_nauty_unit(const Plan& plan, const ClassSink& sink) const {
    using Root = std::vector<std::uint64_t>;
    run_split_unit<Root>(
        sink,
        [&](Valuer& valuer, std::vector<TwoLevelClass>& shallow, std::vector<Root>& roots) {
          augment_families(plan.b, plan.split_depth, TreeSplit::res_mod(plan.split_depth, plan.part, plan.parts),
                           [&](const AugmentedFamily& f) {
                             if (int(f.sets->size()) < plan.split_depth) return nauty_class(plan, f, valuer, shallow);
                             if (cancel_requested()) throw Cancelled();
                             roots.push_back(*f.sets);
                           },
                           nauty_canonical(plan));
        },
        [&](const Root& root, Valuer& valuer, std::vector<TwoLevelClass>& out) {
          augment_subtree(plan.b, root, plan.max_depth, [&](const AugmentedFamily& f) { nauty_class(plan, f, valuer, out); },
                          nauty_canonical(plan));
        });
  }

  TwoLevelSpec spec_;
  int tops_max_ = 0;
  std::vector<WorkUnit> units_;
  std::vector<Plan> plans_;
  OrderlyFrontier frontier_;  // the weighted cut's tree (only b = 6 uses it)
  std::unique_ptr<LabeledGrundyTable> dp_;
  std::unique_ptr<SharedTable> table_;
  mutable std::unique_ptr<WorkerPool> pool_;  // the units' threads, made on first use
  const ClassVisitor* visitor_ = nullptr;       // set by visit_unit while it runs
};

}  // namespace

std::string TwoLevelSpec::canonical_key() const {
  validate(*this);
  std::string key = bottoms >= 0 ? "bottoms=" + std::to_string(bottoms) : "size=" + std::to_string(size);
  key += ";tops=" + std::to_string(tops_min) + ":" + std::to_string(effective_tops_max(*this));
  key += with_empty_top ? ";empty-top=1" : ";empty-top=0";
  return key;
}

std::optional<TwoLevelSpec> parse_two_level_canonical_key(std::string_view text) {
  const std::string key(text);
  TwoLevelSpec s;
  int empty = 0;
  char tail = 0;
  if (std::sscanf(key.c_str(), "bottoms=%d;tops=%d:%d;empty-top=%d%c", &s.bottoms, &s.tops_min, &s.tops_max, &empty,
                  &tail) != 4 &&
      std::sscanf(key.c_str(), "size=%d;tops=%d:%d;empty-top=%d%c", &s.size, &s.tops_min, &s.tops_max, &empty, &tail) !=
          4)
    return std::nullopt;
  s.with_empty_top = empty != 0;
  try {
    if (s.canonical_key() != key) return std::nullopt;  // not the key this spec writes
  } catch (const std::exception&) {
    return std::nullopt;  // no valid spec reads so
  }
  return s;
}

std::optional<int> two_level_unit_bottoms(std::string_view key) {
  int b = 0;
  if (take_key_word(key, "b=") && take_key_number(key, b) && take_key_word(key, ";") && b <= 99) return b;
  return std::nullopt;
}

std::unique_ptr<TwoLevelJob> make_two_level_job(const TwoLevelSpec& spec) { return std::make_unique<Job>(spec); }

TwoLevelJobSize estimate_two_level_job(const TwoLevelSpec& spec) {
  validate(spec);
  const int tops_max = effective_tops_max(spec);
  const int b_lo = spec.bottoms >= 0 ? spec.bottoms : 0, b_hi = spec.bottoms >= 0 ? spec.bottoms : spec.size;
  auto t_ok = [&](int b, int t) { return t >= spec.tops_min && t <= tops_max && (spec.size < 0 || b + t == spec.size); };
  TwoLevelJobSize out;
  for (int b = b_lo; b <= b_hi; ++b) {
    const int most = b <= 20 ? (1 << b) - 1 : std::numeric_limits<int>::max();
    double total = 0;
    for (int s = 0; s <= std::min(most, tops_max); ++s) {
      const int copies = int(t_ok(b, s)) + int(spec.with_empty_top && t_ok(b, s + 1));
      if (!copies) continue;
      const double classes = copies * estimate(b, s);
      total += classes;
      if (spec.values && (!spec.use_fast_path || b > 5) && !SubfamilyDp::applies(b, std::size_t(s)))
        out.solver_classes += classes;
    }
    out.classes += total;
    // The plan's rule: the labeled DP of b <= 4 always, of b = 5 from a million classes.
    if (spec.values && spec.use_fast_path && total > 0 && (b <= 4 || (b == 5 && total >= 1e6)))
      out.dp_bytes = std::max(out.dp_bytes, std::ldexp(1.0, (1 << b) - 1) * 1.07);  // and the smaller tables
  }
  return out;
}

}  // namespace posetlab
