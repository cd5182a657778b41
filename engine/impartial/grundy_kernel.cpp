#include "engine/impartial/grundy_kernel.hpp"

#include <algorithm>
#include <bit>
#include <omp.h>

#include "engine/core/cancel.hpp"
#include "engine/impartial/impartial_policy.hpp"
#include "engine/impartial/option_loop.hpp"

namespace posetlab {
GrundyKernel::GrundyKernel(SharedTable& table, const SolverOptions& options, bool top_level)
    : table_(table), options_(options), parallel_allowed_(top_level) {}

bool GrundyKernel::parallel_now(int elements) const {
  return options_pay_for_threads(parallel_allowed_, depth_, options_, elements);
}

// Values of `count` options; in parallel (one kernel per thread, shared table) when this
// is a top-level component big enough to pay for it.
template <class OptionValue>
std::vector<int> GrundyKernel::solve_options(int count, int elements, OptionValue&& option_value) {
  return value_options<int>(
      *this, depth_, stats_, parallel_now(elements), count, [&] { return GrundyKernel(table_, options_, false); },
      [](const GrundyKernel& k) -> const SearchStats& { return k.stats_; }, option_value);
}

bool GrundyKernel::lookup(const Fingerprint& key, int& value) {
  ++stats_.lookups;
  std::uint32_t v;
  if (!table_.find(key, v)) return false;
  ++stats_.hits;
  value = int(v);
  return true;
}

void GrundyKernel::store(const Fingerprint& key, int value) { table_.insert(key, std::uint32_t(value)); }

// ---- up to 64 elements: the seam ---------------------------------------------------

template <class F>
auto GrundyKernel::on_small(const SmallPoset& p, F&& f) {
  const ImpartialPolicy policy{p};
  ImpartialPolicy::Kernel k(policy, table_, options_, parallel_allowed_ && depth_ == 0);
  auto result = f(policy, k);
  add_search_stats(stats_, k.stats());
  return result;
}

int GrundyKernel::small_value(const SmallPoset& p, std::uint64_t s) {
  return on_small(p, [&](const ImpartialPolicy&, ImpartialPolicy::Kernel& k) { return k.value(s); });
}

std::vector<int> GrundyKernel::small_option_values(const SmallPoset& p, std::uint64_t s) {
  return on_small(p, [&](const ImpartialPolicy& policy, ImpartialPolicy::Kernel& k) { return policy.option_values(k, s); });
}

// ---- wide path -------------------------------------------------------------------

std::vector<GrundyKernel::WideComponent> GrundyKernel::wide_components(const Poset& p, const DynBitset& s) {
  // Search the Hasse diagram inside s; each component is collected as a bitset, so its
  // members come out sorted by a word scan instead of a sort.
  std::vector<WideComponent> comps;
  DynBitset remaining = s;
  std::vector<int> stack;
  for (std::size_t start = remaining.find_first(); start < remaining.size(); start = remaining.find_next(start)) {
    WideComponent comp{DynBitset(s.size()), {}};
    comp.bits.set(start);
    remaining.reset(start);
    stack.assign(1, int(start));
    while (!stack.empty()) {
      int v = stack.back();
      stack.pop_back();
      for (const auto* adjacent : {&p.upper_covers(v), &p.lower_covers(v)})
        for (int w : *adjacent)
          if (remaining.test(w)) {
            remaining.reset(w);
            comp.bits.set(w);
            stack.push_back(w);
          }
    }
    comp.bits.for_each([&](std::size_t x) { comp.members.push_back(int(x)); });
    comps.push_back(std::move(comp));
  }
  return comps;
}

int GrundyKernel::wide_value(const Poset& p, const DynBitset& s) {
  int g = 0;
  // USES: 000-T2.4, 001-P2.26/T2.28
  for (auto& comp : wide_components(p, s)) g ^= wide_connected(p, std::move(comp.bits), std::move(comp.members));
  return g;
}

namespace {
bool has_lower_cover_in(const Poset& p, int x, const DynBitset& bits) {
  for (int y : p.lower_covers(x))
    if (bits.test(y)) return true;
  return false;
}
}  // namespace

int GrundyKernel::wide_connected(const Poset& p, DynBitset bits, std::vector<int> members) {
  int bonus = 0;
  if (members.size() > 64) {
    std::vector<int> minimal;
    for (int x : members)
      if (!has_lower_cover_in(p, x, bits)) minimal.push_back(x);
    bool peeled = false;
    // Peel least elements; after removing the only minimal element m, the new minimal
    // elements are among m's upper covers.
    while (minimal.size() == 1) {
      int m = minimal[0];
      bits.reset(m);
      ++bonus;  // USES: 002-L1
      peeled = true;
      minimal.clear();
      for (int u : p.upper_covers(m))
        if (bits.test(u) && !has_lower_cover_in(p, u, bits)) minimal.push_back(u);
    }
    if (peeled) {
      members.clear();
      bits.for_each([&](std::size_t x) { members.push_back(int(x)); });
      if (members.empty()) return bonus;
      if (wide_components(p, bits).size() > 1) return bonus + wide_value(p, bits);
    }
  }
  if (members.size() <= 64) return bonus + wide_small_component(p, members, bits);

  if (rank_of_.size() < std::size_t(p.size())) rank_of_.assign(p.size(), 0);
  for (std::size_t i = 0; i < members.size(); ++i) rank_of_[members[i]] = int(i);
  std::vector<std::uint32_t> form{std::uint32_t(members.size())};
  for (int x : members) {
    std::size_t at = form.size();
    form.push_back(0);
    for (int y : p.upper_covers(x))
      if (bits.test(y)) {
        form.push_back(std::uint32_t(rank_of_[y]));
        ++form[at];
      }
  }
  const Fingerprint relative =
      kind_fingerprint(ImpartialPolicy::tag, KeyDomain::RelativeHasse, form.data(), form.size() * sizeof(std::uint32_t));
  int v;
  if (lookup(relative, v)) return bonus + v;
  throw_if_cancelled();
  ++stats_.positions;
  std::vector<int> values = solve_options(int(members.size()), int(members.size()), [&](GrundyKernel& k, int i) {
    DynBitset option = bits;
    option.and_not(p.up(members[i]));
    return k.wide_value(p, option);
  });
  v = mex_of_values(values);
  store(relative, v);
  return bonus + v;
}

int GrundyKernel::wide_small_component(const Poset& p, const std::vector<int>& members, const DynBitset& bits) {
  const int k = int(members.size());
  if (rank_of_.size() < std::size_t(p.size())) rank_of_.assign(p.size(), 0);
  for (int i = 0; i < k; ++i) rank_of_[members[i]] = i;
  std::uint64_t cover_up[64];
  for (int i = 0; i < k; ++i) {
    cover_up[i] = 0;
    for (int y : p.upper_covers(members[i]))
      if (bits.test(y)) cover_up[i] |= std::uint64_t{1} << rank_of_[y];
  }
  // Same bytes as small_relative_key of the converted poset: one key space for both paths.
  std::uint64_t form[65];
  form[0] = std::uint64_t(k);
  std::copy(cover_up, cover_up + k, form + 1);
  int v;
  if (lookup(kind_fingerprint(ImpartialPolicy::tag, KeyDomain::RelativeHasse, form, sizeof(std::uint64_t) * (k + 1)), v))
    return v;
  SmallPoset small = SmallPoset::from_covers(k, cover_up);
  return on_small(small, [&](const ImpartialPolicy& policy, ImpartialPolicy::Kernel& seam) {
    return policy.connected(seam, small.all());
  });
}

std::vector<int> GrundyKernel::wide_option_values(const Poset& p, const DynBitset& s) {
  std::vector<int> xs;
  s.for_each([&](std::size_t x) { xs.push_back(int(x)); });
  return solve_options(int(xs.size()), int(xs.size()), [&](GrundyKernel& k, int i) {
    DynBitset option = s;
    option.and_not(p.up(xs[i]));
    return k.wide_value(p, option);
  });
}

}  // namespace posetlab
