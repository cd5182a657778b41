// Solver facade: picks the 64-element mask path or the wide bitset path and turns
// option values into the value, g-set and winning moves. The search itself lives in
// engine/impartial/grundy_kernel.cpp.
#include "engine/impartial/solver.hpp"

#include <algorithm>

#include "engine/impartial/grundy_kernel.hpp"
#include "engine/impartial/impartial_policy.hpp"

namespace posetlab {

static_assert(Solver::tag == ImpartialPolicy::tag, "the facade names the tag its kernel stores under");

Solver::Solver(SolverOptions options)
    : options_(options), table_(options.table, options.private_table_slots) {}

Solver::~Solver() = default;

namespace {
// A deliberately wrong solver for one test build only (tests/CMakeLists.txt compiles
// this file again with POSETLAB_MUTANT_LEAST_ELEMENT into test_mutant_least_element):
// g XOR 1 for every poset with a least element, to show that verify catches a broken
// least-element rule. Release builds never define it.
// POSETLAB_MUTANT_COMPONENT_XOR (test_component_xor_mutant): g XOR 1 for every poset of
// two or more components, a broken Sprague-Grundy sum.
int as_built(const Poset& p, int g) {
#ifdef POSETLAB_MUTANT_LEAST_ELEMENT
  if (p.size() > 0 && p.minimal_elements().size() == 1) return g ^ 1;
#endif
#ifdef POSETLAB_MUTANT_COMPONENT_XOR
  if (p.components().size() >= 2) return g ^ 1;
#endif
  (void)p;
  return g;
}

DynBitset all_elements(const Poset& p) {
  DynBitset s(p.size());
  s.set_all();
  return s;
}

// Runs `on_small(kernel, small_poset, all)` or `on_wide(kernel, poset, all)` on the
// whole poset, whichever representation fits, and adds the kernel's statistics.
template <class OnSmall, class OnWide>
auto on_whole_poset(SharedTable& table, const SolverOptions& options, Solver::Stats& stats, const Poset& p,
                    OnSmall&& on_small, OnWide&& on_wide) {
  GrundyKernel kernel(table, options, true);
  auto result = [&] {
    if (p.size() <= 64) {
      SmallPoset small = SmallPoset::from_poset(p);
      return on_small(kernel, small, small.all());
    }
    return on_wide(kernel, p, all_elements(p));
  }();
  add_search_stats(stats, kernel.stats());
  return result;
}
}  // namespace

int Solver::grundy(const Poset& p) {
  return as_built(p, on_whole_poset(
      table_.for_next_solve(), options_, stats_, p,
      [](GrundyKernel& k, const SmallPoset& s, std::uint64_t all) { return k.small_value(s, all); },
      [](GrundyKernel& k, const Poset& q, const DynBitset& all) { return k.wide_value(q, all); }));
}

namespace {
SolveResult result_from_option_values(const std::vector<int>& values, bool with_moves) {
  SolveResult r;
  r.gset = values;
  std::sort(r.gset.begin(), r.gset.end());
  r.gset.erase(std::unique(r.gset.begin(), r.gset.end()), r.gset.end());
  while (std::binary_search(r.gset.begin(), r.gset.end(), r.grundy)) ++r.grundy;
  if (with_moves)
    for (int x = 0; x < int(values.size()); ++x)
      if (values[x] == 0) r.winning_moves.push_back(x);
  return r;
}
}  // namespace

SolveResult Solver::solve(const Poset& p, bool with_moves) {
  std::vector<int> values = on_whole_poset(
      table_.for_next_solve(), options_, stats_, p,
      [](GrundyKernel& k, const SmallPoset& s, std::uint64_t all) { return k.small_option_values(s, all); },
      [](GrundyKernel& k, const Poset& q, const DynBitset& all) { return k.wide_option_values(q, all); });
  SolveResult r = result_from_option_values(values, with_moves);
  r.grundy = as_built(p, r.grundy);
  return r;
}

SolveResult Solver::solve(const SmallPoset& p, bool with_moves) {
  GrundyKernel kernel(table_.for_next_solve(), options_, true);
  std::vector<int> values = kernel.small_option_values(p, p.all());
  add_search_stats(stats_, kernel.stats());
  return result_from_option_values(values, with_moves);
}

}  // namespace posetlab
