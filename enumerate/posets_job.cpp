// All posets of a size as a job; see posets_job.hpp.
#include "enumerate/posets_job.hpp"

#include <omp.h>

#include <array>
#include <bit>
#include <cstdio>
#include <memory>

#include "engine/canonical.hpp"
#include "engine/error.hpp"
#include "engine/format_digraph6.hpp"
#include "engine/small_poset.hpp"
#include "enumerate/genposetg.hpp"
#include "engine/shared_table.hpp"
#include "engine/solver.hpp"

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

std::string canonical_digraph6(const Poset& p, const CanonicalLabeling& lab) {
  std::vector<int> inverse(p.size());
  for (int i = 0; i < p.size(); ++i) inverse[lab.order[i]] = i;
  return poset_to_digraph6(p.relabeled(inverse));
}

}  // namespace

std::string canonical_digraph6(const Poset& p) { return canonical_digraph6(p, canonical_labeling(p)); }

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

PosetRow describe_shape(const SmallPoset& s) {
  PosetRow r;
  r.size = s.k;
  r.height = levels(s, nullptr);
  r.width = poset_width(s);
  for (std::uint64_t rest = s.all(); rest; ++r.components) rest &= ~small_component(s, rest, __builtin_ctzll(rest));
  return r;
}

PosetRow describe_poset(const Poset& p, const SmallPoset& s) {
  PosetRow r = describe_shape(s);
  const int n = p.size();
  CanonicalLabeling lab = canonical_labeling(p);
  r.canonical = canonical_digraph6(p, lab);
  r.aut = static_cast<std::uint64_t>(lab.automorphisms + 0.5);
  for (int x = 0; x < n; ++x) {
    r.relations += std::popcount(s.up[x]);
    r.hasse_arcs += std::popcount(s.cover_up[x]);
  }
  std::array<int, 64> per{};
  levels(s, &per);
  for (int i = 0; i < r.height; ++i) r.levels += (i ? "," : "") + std::to_string(per[i]);
  r.n_free = is_n_free(s);
  return r;
}

PosetsJob::PosetsJob(PosetsSpec spec, bool full_rows) : spec_(spec), full_rows_(full_rows) {
  if (spec_.size < 1 || spec_.size > 12) throw UsageError("posets: --size must be 1..12");
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

void PosetsJob::run_unit(const WorkUnit& unit, const std::function<void(PosetRow&&)>& sink) const {
  int n = 0, part = 0, parts_n = 1;
  if (std::sscanf(unit.key.c_str(), "n=%d;part=%d/%d", &n, &part, &parts_n) != 3 || n != spec_.size ||
      parts_n != parts(n))
    throw UsageError("posets: bad unit key " + unit.key);
  const std::vector<std::string> lines = genposetg_lines(n, part, parts_n);
  std::vector<PosetRow> rows(lines.size());
  SharedTable table(std::size_t{1} << 18);  // one table for the unit's posets
  const int threads = spec_.threads > 0 ? spec_.threads : omp_get_max_threads();
  std::exception_ptr error;
#pragma omp parallel num_threads(threads)
  {
    SolverOptions options;
    options.table = &table;
    Solver solver(options);
#pragma omp for schedule(dynamic, 16)
    for (std::size_t i = 0; i < lines.size(); ++i) {
      try {
        const LineSource source{"nauty-genposetg", i + 1};
        const SmallPoset small = parse_digraph6_small(lines[i], source);
        PosetRow r = full_rows_ ? describe_poset(parse_digraph6(lines[i], source), small) : describe_shape(small);
        SolveResult s = solver.solve(small);
        r.grundy = s.grundy;
        for (int v : s.gset) r.gset |= std::uint64_t{1} << v;
        r.outcome = s.outcome();
        rows[i] = std::move(r);
      } catch (...) {
#pragma omp critical
        error = std::current_exception();
      }
    }
  }
  if (error) std::rethrow_exception(error);
  for (PosetRow& r : rows) sink(std::move(r));
}

}  // namespace posetlab
