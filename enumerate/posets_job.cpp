// All posets of a size as a job; see posets_job.hpp.
#include "enumerate/posets_job.hpp"

#include <omp.h>

#include <cstdio>
#include <memory>

#include "engine/canonical.hpp"
#include "engine/error.hpp"
#include "engine/format_digraph6.hpp"
#include "enumerate/genposetg.hpp"
#include "engine/shared_table.hpp"
#include "engine/solver.hpp"

namespace posetlab {


namespace {

std::vector<std::uint64_t> strict_up(const Poset& p) {
  std::vector<std::uint64_t> up(p.size());
  for (int x = 0; x < p.size(); ++x) up[x] = p.up(x).word(0) & ~(std::uint64_t{1} << x);
  return up;
}

int max_antichain(std::uint64_t candidates, const std::vector<std::uint64_t>& comparable) {
  if (!candidates) return 0;
  int v = __builtin_ctzll(candidates);
  std::uint64_t rest = candidates & ~(std::uint64_t{1} << v);
  int with = 1 + max_antichain(rest & ~comparable[v], comparable);
  if (!(comparable[v] & rest)) return with;  // v is free: taking it is optimal
  return std::max(with, max_antichain(rest, comparable));
}


std::string canonical_digraph6(const Poset& p, const CanonicalLabeling& lab) {
  std::vector<int> inverse(p.size());
  for (int i = 0; i < p.size(); ++i) inverse[lab.order[i]] = i;
  return poset_to_digraph6(p.relabeled(inverse));
}

}  // namespace

std::string canonical_digraph6(const Poset& p) { return canonical_digraph6(p, canonical_labeling(p)); }

int poset_width(const Poset& p) {
  std::vector<std::uint64_t> up = strict_up(p), comparable(p.size());
  for (int x = 0; x < p.size(); ++x)
    for (int y = 0; y < p.size(); ++y)
      if (up[x] >> y & 1) comparable[x] |= std::uint64_t{1} << y, comparable[y] |= std::uint64_t{1} << x;
  return max_antichain(p.size() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << p.size()) - 1, comparable);
}

bool is_n_free(const Poset& p) {
  const int n = p.size();
  std::vector<std::uint64_t> up = strict_up(p), down(n, 0), incomparable(n);
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < n; ++y)
      if (up[x] >> y & 1) down[y] |= std::uint64_t{1} << x;
  const std::uint64_t all = (std::uint64_t{1} << n) - 1;
  for (int x = 0; x < n; ++x) incomparable[x] = all & ~(up[x] | down[x] | std::uint64_t{1} << x);
  // An N: b < c, a < c, b < d, with a || b, c || d, a || d.
  for (int b = 0; b < n; ++b)
    for (std::uint64_t cs = up[b]; cs; cs &= cs - 1) {
      int c = __builtin_ctzll(cs);
      std::uint64_t as = down[c] & incomparable[b], ds = up[b] & incomparable[c];
      for (; as; as &= as - 1)
        if (ds & incomparable[__builtin_ctzll(as)]) return false;
    }
  return true;
}

PosetRow describe_shape(const Poset& p) {
  PosetRow r;
  r.size = p.size();
  r.height = p.height();
  r.width = poset_width(p);
  r.components = static_cast<int>(p.components().size());
  return r;
}

PosetRow describe_poset(const Poset& p) {
  PosetRow r = describe_shape(p);
  const int n = p.size();
  CanonicalLabeling lab = canonical_labeling(p);
  r.canonical = canonical_digraph6(p, lab);
  r.aut = static_cast<std::uint64_t>(lab.automorphisms + 0.5);
  std::vector<std::uint64_t> up = strict_up(p);
  std::vector<int> level(n, 0);
  for (int x = 0; x < n; ++x) {
    r.relations += __builtin_popcountll(up[x]);
    for (std::uint64_t ys = up[x]; ys; ys &= ys - 1) {
      int y = __builtin_ctzll(ys);
      bool covers = true;
      for (std::uint64_t zs = up[x]; zs; zs &= zs - 1)
        if (up[__builtin_ctzll(zs)] >> y & 1) covers = false;
      r.hasse_arcs += covers;
    }
  }
  // Levels by longest chain below: repeat relaxations (n <= 64, small).
  for (bool changed = true; changed;) {
    changed = false;
    for (int x = 0; x < n; ++x)
      for (std::uint64_t ys = up[x]; ys; ys &= ys - 1) {
        int y = __builtin_ctzll(ys);
        if (level[y] < level[x] + 1) level[y] = level[x] + 1, changed = true;
      }
  }
  std::vector<int> per(r.height, 0);
  for (int x = 0; x < n; ++x) ++per[level[x]];
  for (int i = 0; i < r.height; ++i) r.levels += (i ? "," : "") + std::to_string(per[i]);
  r.n_free = is_n_free(p);
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
        const Poset p = parse_digraph6(lines[i], LineSource{"nauty-genposetg", i + 1});
        PosetRow r = full_rows_ ? describe_poset(p) : describe_shape(p);
        SolveResult s = solver.solve(p);
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
