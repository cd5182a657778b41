// All posets of a size as a job; see posets_job.hpp.
#include "enumerate/posets_job.hpp"

#include <omp.h>

#include <array>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <bit>
#include <cstdio>
#include <memory>

#include "engine/canonical.hpp"
#include "engine/dense_grundy.hpp"
#include "engine/error.hpp"
#include "engine/format_digraph6.hpp"
#include "engine/small_poset.hpp"
#include "enumerate/genposetg.hpp"

namespace posetlab {
namespace {

int max_antichain(std::uint64_t candidates, const SmallPoset& s) {
  if (!candidates) return 0;
  int v = __builtin_ctzll(candidates);
  std::uint64_t rest = candidates & ~(std::uint64_t{1} << v);
  int with = 1 + max_antichain(rest & ~s.comparable(v), s);
  if (!(s.comparable(v) & rest)) return with;  // v is free: taking it is optimal
  return std::max(with, max_antichain(rest, s));
}

// Peels off the minimal elements until none is left: element x goes in level L when the
// longest chain below it has L elements. Returns the height; `sizes` (if given) gets the
// elements per level.
int levels(const SmallPoset& s, std::array<int, 64>* sizes) {
  int height = 0;
  for (std::uint64_t rest = s.all(); rest; ++height) {
    std::uint64_t minimal = 0;
    for (std::uint64_t xs = rest; xs; xs &= xs - 1)
      if (!(s.down[__builtin_ctzll(xs)] & rest)) minimal |= xs & -xs;
    if (sizes) (*sizes)[height] = std::popcount(minimal);
    rest &= ~minimal;
  }
  return height;
}

std::string canonical_digraph6(const SmallPoset& s, const CanonicalLabeling& lab) {
  std::array<int, 64> position{};
  for (int i = 0; i < s.k; ++i) position[lab.order[i]] = i;
  return small_poset_to_digraph6(s, position.data());
}

}  // namespace

std::string canonical_digraph6(const Poset& p) {
  const SmallPoset s = SmallPoset::from_poset(p);
  return canonical_digraph6(s, canonical_labeling(s));
}

int poset_width(const SmallPoset& s) { return max_antichain(s.all(), s); }

bool is_n_free(const SmallPoset& s) {
  const int n = s.k;
  // An N: b < c, a < c, b < d, with a || b, c || d, a || d.
  auto incomparable = [&](int x) { return s.all() & ~(s.comparable(x) | std::uint64_t{1} << x); };
  for (int b = 0; b < n; ++b)
    for (std::uint64_t cs = s.up[b]; cs; cs &= cs - 1) {
      int c = __builtin_ctzll(cs);
      std::uint64_t as = s.down[c] & incomparable(b), ds = s.up[b] & incomparable(c);
      for (; as; as &= as - 1)
        if (ds & incomparable(__builtin_ctzll(as))) return false;
    }
  return true;
}

namespace {

// The shape, and the elements per level into `per_level` when given (one peeling for both).
PosetRow describe_shape(const SmallPoset& s, std::array<int, 64>* per_level) {
  PosetRow r;
  r.size = s.k;
  r.height = levels(s, per_level);
  r.width = poset_width(s);
  for (std::uint64_t rest = s.all(); rest; ++r.components) rest &= ~small_component(s, rest, __builtin_ctzll(rest));
  return r;
}

}  // namespace

PosetRow describe_shape(const SmallPoset& s) { return describe_shape(s, nullptr); }

PosetRow describe_poset(const SmallPoset& s) {
  std::array<int, 64> per{};
  PosetRow r = describe_shape(s, &per);
  const int n = s.k;
  const CanonicalLabeling lab = canonical_labeling(s);
  r.canonical = canonical_digraph6(s, lab);
  r.aut = static_cast<std::uint64_t>(lab.automorphisms + 0.5);
  for (int x = 0; x < n; ++x) {
    r.relations += std::popcount(s.up[x]);
    r.hasse_arcs += std::popcount(s.cover_up[x]);
  }
  for (int i = 0; i < r.height; ++i) r.levels += (i ? "," : "") + std::to_string(per[i]);
  r.n_free = is_n_free(s);
  return r;
}

PosetsJob::PosetsJob(PosetsSpec spec, bool full_rows) : spec_(spec), full_rows_(full_rows) {
  if (spec_.size < 1 || spec_.size > kPosetsJobMaxSize)
    throw UsageError("posets: --size must be 1.." + std::to_string(kPosetsJobMaxSize));
}

int PosetsJob::parts(int n) { return n <= 6 ? 1 : 1 << (2 * (n - 6)); }

std::vector<WorkUnit> PosetsJob::units() const {
  std::vector<WorkUnit> out;
  const int n = spec_.size, k = parts(n);
  for (int x = 0; x < k; ++x)
    out.push_back({std::uint64_t(x), "n=" + std::to_string(n) + ";part=" + std::to_string(x) + "/" + std::to_string(k),
                   std::max<std::uint64_t>(1, kPosetCounts[n] / std::uint64_t(k))});
  return out;
}

namespace {

// A run of a unit's lines, solved by one thread while the generator goes on writing;
// batches keep stream order, so the rows do not depend on the thread count.
struct LineBatch {
  std::uint64_t first_line = 1;  // in the unit's stream, for error messages
  std::string text;              // the lines, each ended by '\n'
  std::vector<PosetRow> rows;
};

constexpr std::size_t kBatchLines = 2048;

void solve_batch(LineBatch& batch, bool full_rows, int part) {
  DenseGrundy values;
  std::string_view rest = batch.text;
  for (std::uint64_t line = batch.first_line; !rest.empty(); ++line) {
    const std::size_t end = rest.find('\n');
    const std::string_view text = rest.substr(0, end);
    rest.remove_prefix(end + 1);
    const LineSource source{"nauty-genposetg", line};
    const SmallPoset small = parse_digraph6_small(text, source);
    PosetRow r = full_rows ? describe_poset(small) : describe_shape(small);
    const DenseGrundyResult g = values.solve(small);
    r.grundy = g.grundy;
    r.gset = g.gset;
    r.outcome = g.grundy == 0 ? 'P' : 'N';
    r.part = part;
    batch.rows.push_back(std::move(r));
  }
}

}  // namespace

void PosetsJob::run_unit(const WorkUnit& unit, const std::function<void(PosetRow&&)>& sink) const {
  int n = 0, part = 0, parts_n = 1;
  if (std::sscanf(unit.key.c_str(), "n=%d;part=%d/%d", &n, &part, &parts_n) != 3 || n != spec_.size ||
      parts_n != parts(n))
    throw UsageError("posets: bad unit key " + unit.key);
  // This thread reads the generator's pipe and queues batches; `threads - 1` others solve
  // them, and this one joins them once the pipe is drained. Plain threads blocking on a
  // condition variable, not an OpenMP team: idle OpenMP threads spin, and here they
  // would spin against the generator for the same two cores.
  std::vector<std::unique_ptr<LineBatch>> batches;
  std::deque<LineBatch*> ready;
  bool reading = true;
  std::mutex mutex;
  std::condition_variable queued;
  std::exception_ptr error;
  auto keep_error = [&] {
    std::lock_guard lock(mutex);
    if (!error) error = std::current_exception();
  };
  auto solve_queued = [&] {
    for (;;) {
      LineBatch* batch;
      {
        std::unique_lock lock(mutex);
        queued.wait(lock, [&] { return !ready.empty() || !reading; });
        if (ready.empty()) return;
        batch = ready.front();
        ready.pop_front();
      }
      try {
        solve_batch(*batch, full_rows_, part);
      } catch (...) {
        keep_error();
      }
    }
  };
  const int threads = spec_.threads > 0 ? spec_.threads : omp_get_max_threads();
  std::vector<std::thread> solvers;
  for (int i = 1; i < threads; ++i) solvers.emplace_back(solve_queued);
  try {
    auto current = std::make_unique<LineBatch>();
    std::uint64_t lines = 0, in_current = 0;
    auto hand_out = [&] {
      {
        std::lock_guard lock(mutex);
        ready.push_back(current.get());
        batches.push_back(std::move(current));
      }
      queued.notify_one();
      current = std::make_unique<LineBatch>();
      current->first_line = lines + 1;
      in_current = 0;
    };
    genposetg_part_views(n, part, parts_n, [&](std::string_view line) {
      current->text.append(line);
      current->text += '\n';
      ++lines;
      if (++in_current == kBatchLines) hand_out();
    });
    if (in_current) hand_out();
  } catch (...) {
    keep_error();
  }
  {
    std::lock_guard lock(mutex);
    reading = false;
  }
  queued.notify_all();
  solve_queued();
  for (std::thread& t : solvers) t.join();
  if (error) std::rethrow_exception(error);
  for (auto& batch : batches)
    for (PosetRow& r : batch->rows) sink(std::move(r));
}

}  // namespace posetlab
