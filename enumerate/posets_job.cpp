// All posets of a size as a job; see posets_job.hpp.
#include "enumerate/posets_job.hpp"

#include <omp.h>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <memory>
#include <mutex>

#include "engine/core/canonical.hpp"
#include "engine/core/error.hpp"
#include "engine/core/small_poset.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/impartial/misere_small.hpp"
#include "enumerate/genposetg_batches.hpp"
#include "enumerate/poset_stream.hpp"

namespace posetlab {
namespace {

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

PosetRow describe_poset(const SmallPoset& s) {
  std::array<int, 64> per{};
  PosetRow r;
  r.size = s.k;
  r.height = poset_levels(s, &per);
  r.width = poset_width(s);
  r.components = poset_components(s);
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
  r.misere = misere_outcome_small(s);
  return r;
}

PosetsJob::PosetsJob(PosetsSpec spec) : spec_(spec) {
  if (spec_.size < 1 || spec_.size > kPosetsJobMaxSize)
    throw UsageError("posets: --size must be 1.." + std::to_string(kPosetsJobMaxSize));
}

int PosetsJob::parts(int n) { return n <= 6 ? 1 : 1 << (2 * (n - 6)); }

std::vector<WorkUnit> PosetsJob::units() const {
  std::vector<WorkUnit> out;
  const int n = spec_.size, k = parts(n);
  for (int x = 0; x < k; ++x)
    out.push_back({std::uint64_t(x), part_key_text({n, x, k}), std::max<std::uint64_t>(1, kPosetCounts[n] / std::uint64_t(k))});
  return out;
}

int PosetsJob::part_of(const WorkUnit& unit) const {
  const auto key = parse_part_key(unit.key);
  if (!key || key->n != spec_.size || key->parts != parts(key->n)) throw UsageError("posets: bad unit key " + unit.key);
  return key->part;
}

int PosetsJob::threads() const { return spec_.threads > 0 ? spec_.threads : omp_get_max_threads(); }

namespace {


// A poset from its arcs as parse_digraph6_small reads a line's: closed, and the covers
// kept of the arcs.
SmallPoset small_poset_from_arcs(int n, const std::uint64_t* arcs) {
  SmallPoset s = SmallPoset::from_covers(n, arcs);
  for (int x = 0; x < s.k; ++x) {
    std::uint64_t above_above = 0;
    for (std::uint64_t u = s.up[x]; u; u &= u - 1) above_above |= s.up[std::countr_zero(u)];
    s.cover_up[x] = s.up[x] & ~above_above;
  }
  return s;
}

// One thread's solver and the rows of the batch it is on. A poset of a batch of lines is
// read again from its line; one from the generator in process from its Hasse diagram,
// kept for the purpose (both as parse_digraph6_small reads a line).
struct RowWorker {
  explicit RowWorker(int part)
      : solver([this, part](const StreamPoset& v) {
          PosetRow r = describe_poset(
              lines.empty() ? small_poset_from_arcs(v.size, covers[v.line - first_line].data())
                            : parse_digraph6_small(lines[v.line - first_line], LineSource{kGenposetgSource, v.line}));
          r.grundy = v.grundy;
          r.gset = v.gset;
          r.outcome = v.grundy == 0 ? 'P' : 'N';
          r.part = part;
          rows.push_back(std::move(r));
        }) {}
  RowWorker(const RowWorker&) = delete;  // the solver points back at it
  RowWorker& operator=(const RowWorker&) = delete;
  // The batch's rows, in stream order, into `rows`.
  void solve(const LineBatch& batch) {
    first_line = batch.first_line;
    lines.clear();
    for_each_line(batch, [&](std::string_view text, std::uint64_t) { lines.push_back(text); });
    rows.clear();
    rows.reserve(lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i) solver.add(lines[i], first_line + i, kGenposetgSource);
    solver.flush();
  }
  void solve(const PosetBatch& batch) {
    first_line = batch.first_poset;
    lines.clear();
    covers.resize(batch.posets.count);
    rows.clear();
    rows.reserve(batch.posets.count);
    for_each_poset(batch, [&](int n, const std::uint64_t* rows_of, std::uint64_t number) {
      std::copy(rows_of, rows_of + n, covers[number - first_line].begin());
      solver.add_covers(n, rows_of, number);
    });
    solver.flush();
  }
  PosetStreamSolver solver;
  std::uint64_t first_line = 1;
  std::vector<std::string_view> lines;
  std::vector<std::array<std::uint64_t, GeneratedPosets::kStride>> covers;
  std::vector<PosetRow> rows;
};

}  // namespace

void PosetsJob::run_unit(const WorkUnit& unit, const std::function<void(PosetRow&&)>& sink) const {
  const int part = part_of(unit), threads = this->threads();
  std::vector<std::unique_ptr<RowWorker>> workers;
  for (int w = 0; w < std::max(threads, 1); ++w) workers.push_back(std::make_unique<RowWorker>(part));
  std::mutex mutex;
  std::map<std::uint64_t, std::vector<PosetRow>> done;  // by batch, for stream order
  auto solve = [&](int w, const auto& batch) {
    RowWorker& worker = *workers[std::size_t(w)];
    worker.solve(batch);
    std::lock_guard lock(mutex);
    done[batch.index] = std::move(worker.rows);
  };
  if (genposetg_route() == GenposetgRoute::InProcess)
    solve_generated_batches(spec_.size, part, parts(spec_.size), threads, solve);
  else
    solve_genposetg_batches(spec_.size, part, parts(spec_.size), threads, solve);
  for (auto& [index, rows] : done)
    for (PosetRow& r : rows) sink(std::move(r));
}

}  // namespace posetlab
