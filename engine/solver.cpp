// Solver facade: picks the 64-element mask path or the wide bitset path and turns
// option values into the value, g-set and winning moves. The search itself lives in
// engine/grundy_kernel.cpp.
#include "engine/solver.hpp"

#include <algorithm>

#include "engine/grundy_kernel.hpp"

namespace posetlab {

Solver::Solver(SolverOptions options) : options_(options) {
  if (options_.table) {
    table_ = options_.table;
  } else {
    owned_table_ = new SharedTable(options_.private_table_slots);
    table_ = owned_table_;
  }
}

Solver::~Solver() { delete owned_table_; }

namespace {
void add_stats(Solver::Stats& into, const Solver::Stats& from) {
  into.positions += from.positions;
  into.lookups += from.lookups;
  into.hits += from.hits;
}

DynBitset all_elements(const Poset& p) {
  DynBitset s(p.size());
  s.set_all();
  return s;
}
}  // namespace

int Solver::grundy(const Poset& p) {
  GrundyKernel kernel(*table_, options_, true);
  int g;
  if (p.size() <= 64) {
    SmallPoset small = SmallPoset::from_poset(p);
    g = kernel.small_value(small, small.all());
  } else {
    g = kernel.wide_value(p, all_elements(p));
  }
  add_stats(stats_, kernel.stats());
  return g;
}

SolveResult Solver::solve(const Poset& p, bool with_moves) {
  GrundyKernel kernel(*table_, options_, true);
  std::vector<int> values;
  if (p.size() <= 64) {
    SmallPoset small = SmallPoset::from_poset(p);
    values = kernel.small_option_values(small, small.all());
  } else {
    values = kernel.wide_option_values(p, all_elements(p));
  }
  add_stats(stats_, kernel.stats());
  SolveResult r;
  r.gset = values;
  std::sort(r.gset.begin(), r.gset.end());
  r.gset.erase(std::unique(r.gset.begin(), r.gset.end()), r.gset.end());
  while (std::binary_search(r.gset.begin(), r.gset.end(), r.grundy)) ++r.grundy;
  if (with_moves)
    for (int x = 0; x < p.size(); ++x)
      if (values[x] == 0) r.winning_moves.push_back(x);
  return r;
}

}  // namespace posetlab
