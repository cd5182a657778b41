// The two-level enumeration as a job of work units; see two_level_job.hpp.
//
// Plan: for every bottom count b the spec needs, one generation tree whose depth is
// the number of nonempty sets. A family with the empty set is its family without it
// plus one isolated top (value XOR 1), so it is produced in the same unit as that
// family. Each tree is cut by res/mod at a fixed depth into `parts` units (keys name
// b, the path, the depth and the part), and each unit into a fixed number of tasks run
// in parallel and emitted in task order: output never depends on the thread count.
//
// Paths (all give the same representative, see set_family_perm.hpp for b <= 6):
//   dp      b <= 5: orderly generation, values and g-sets from the labeled DP table;
//   orderly b <= 6: orderly generation, values from the solver;
//   nauty   any b:  canonical augmentation with nauty, values from the solver.
// The solver paths share one lock-free table, so classes reuse each other's positions.
#include "enumerate/two_level_job.hpp"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cmath>
#include <exception>
#include <limits>
#include <omp.h>
#include <string>

#include "engine/error.hpp"
#include "engine/shared_table.hpp"
#include "engine/solver.hpp"
#include "enumerate/set_family_augment.hpp"
#include "enumerate/set_family_orderly.hpp"
#include "enumerate/set_family_perm.hpp"
#include "enumerate/two_level_dp.hpp"
#include "enumerate/two_level_invariants.hpp"

namespace posetlab {
namespace {

constexpr int kMaxBottoms = 24;   // the nauty path walks all 2^b subsets per node
constexpr int kTasks = 8;         // parallel tasks per unit (fixed: output order)
constexpr double kDpUnitClasses = 200000, kSolverUnitClasses = 20000;
constexpr std::uint64_t kMaxParts = 4096;

enum class Path { Dp, Orderly, Nauty };
const char* path_name(Path p) { return p == Path::Dp ? "dp" : p == Path::Orderly ? "orderly" : "nauty"; }

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

  void prepare() override {
    int dp_b = -1;
    bool solver = false;
    for (const auto& p : plans_) {
      if (p.path == Path::Dp) dp_b = std::max(dp_b, p.b);
      else solver = true;
    }
    if (dp_b >= 0 && (!dp_ || dp_->bottoms() < dp_b)) dp_ = std::make_unique<LabeledGrundyTable>(dp_b, spec_.threads);
    if (solver && !table_) table_ = std::make_unique<SharedTable>(SharedTable::slots_for_bytes(SharedTable::default_bytes()));
  }

  void run_unit(const WorkUnit& unit, const ClassSink& sink) override {
    if (unit.ordinal >= plans_.size() || units_[unit.ordinal].key != unit.key)
      throw UsageError("two-level: unit " + std::to_string(unit.ordinal) + " '" + unit.key + "' is not a unit of this job");
    const Plan& plan = plans_[unit.ordinal];
    if ((plan.path == Path::Dp && (!dp_ || dp_->bottoms() < plan.b)) || (plan.path != Path::Dp && !table_)) prepare();
    std::vector<std::vector<TwoLevelClass>> out(kTasks);
    std::vector<std::exception_ptr> errors(kTasks);
    const int threads = spec_.threads > 0 ? spec_.threads : omp_get_max_threads();
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (int task = 0; task < kTasks; ++task) {
      try {
        run_task(plan, task, out[task]);
      } catch (...) {
        errors[task] = std::current_exception();
      }
    }
    for (auto& e : errors)
      if (e) std::rethrow_exception(e);
    for (const auto& v : out)
      for (const auto& c : v) sink(c);
  }

 private:
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
    if (plan.path != Path::Nauty) {
      plan.root_aut = std::uint64_t(PermTables::get(b).perm_count());
      plan.limit = PermTables::get(b).positions();
    }
    const double per_unit = plan.path == Path::Dp ? kDpUnitClasses : kSolverUnitClasses;
    const std::uint64_t parts = std::min<std::uint64_t>(kMaxParts, std::uint64_t(std::ceil(total / per_unit)));
    plan.parts = std::max<std::uint64_t>(1, parts);
    plan.split_depth = max_depth;
    for (int d = 0; d <= max_depth; ++d)
      if (estimate(b, d) >= 8.0 * double(plan.parts * kTasks)) {
        plan.split_depth = d;
        break;
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

  // The class of `sets` (nonempty, canonical, sorted) and, when wanted, its variant
  // with the empty top.
  void emit(int b, std::vector<std::uint64_t> sets, std::uint64_t aut, int grundy, std::uint64_t gset,
            std::vector<TwoLevelClass>& out) const {
    const int s = int(sets.size());
    TwoLevelClass c;
    c.bottoms = b;
    c.sets = std::move(sets);
    c.aut = aut;
    c.grundy = grundy;
    c.gset = gset;
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

  void run_task(const Plan& plan, int task, std::vector<TwoLevelClass>& out) const {
    const int b = plan.b;
    const TreeSplit split = TreeSplit::res_mod(plan.split_depth, plan.part, plan.parts, std::uint64_t(task), kTasks);
    std::unique_ptr<Solver> solver;
    if (plan.path != Path::Dp) {
      SolverOptions o;
      o.table = table_.get();
      o.parallel_root_min_elements = 0;  // the tasks are the parallelism
      solver = std::make_unique<Solver>(o);
    }
    auto solve = [&](const std::vector<std::uint64_t>& sets, int& g, std::uint64_t& gs) {
      SolveResult r = solver->solve(two_level_poset(b, sets));
      g = r.grundy;
      gs = 0;
      for (int v : r.gset) gs |= std::uint64_t{1} << v;
    };
    if (plan.path == Path::Nauty) {
      augment_families(b, plan.max_depth, split, [&](const AugmentedFamily& f) {
        const int s = int(f.sets->size());
        if (!wanted(b, s)) return;
        std::vector<std::uint64_t> rep = f.canonical;
        if (b <= PermTables::kMaxBottoms) rep = max_canonical_sets(b, *f.sets, nullptr);
        int g;
        std::uint64_t gs;
        solve(rep, g, gs);
        emit(b, std::move(rep), f.aut, g, gs, out);
      });
      return;
    }
    const PermTables& perms = PermTables::get(b);
    orderly_subtree(b, plan.root, plan.root_aut, plan.limit, plan.max_depth, split, [&](std::uint64_t mask, int s, std::uint64_t aut) {
      if (!wanted(b, s)) return;
      std::vector<std::uint64_t> sets = perms.to_sets(mask);
      int g;
      std::uint64_t gs;
      if (plan.path == Path::Dp) {
        g = dp_->value(b, mask);
        gs = dp_->gset(b, mask);
      } else {
        solve(sets, g, gs);
      }
      emit(b, std::move(sets), aut, g, gs, out);
    });
  }

  TwoLevelSpec spec_;
  int tops_max_ = 0;
  std::vector<WorkUnit> units_;
  std::vector<Plan> plans_;
  std::unique_ptr<LabeledGrundyTable> dp_;
  std::unique_ptr<SharedTable> table_;
};

}  // namespace

std::string TwoLevelSpec::canonical_key() const {
  validate(*this);
  std::string key = bottoms >= 0 ? "bottoms=" + std::to_string(bottoms) : "size=" + std::to_string(size);
  key += ";tops=" + std::to_string(tops_min) + ":" + std::to_string(effective_tops_max(*this));
  key += with_empty_top ? ";empty-top=1" : ";empty-top=0";
  return key;
}

std::unique_ptr<TwoLevelJob> make_two_level_job(const TwoLevelSpec& spec) { return std::make_unique<Job>(spec); }

}  // namespace posetlab
