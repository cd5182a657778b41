// Dense-table Grundy values of small posets; see dense_grundy.hpp.
#include "engine/dense_grundy.hpp"

#include <stdexcept>
#include <string>

#include "engine/mex.hpp"

namespace posetlab {
namespace {
constexpr std::uint8_t kUnknown = 0xFF;
}

int DenseGrundy::value(std::uint64_t d) {
  if (!d) return 0;
  std::uint8_t& known = value_[d];
  if (known != kUnknown) return known;
  std::uint64_t seen = 0;  // g(D) <= |D| <= 20 < 64
  for (std::uint64_t r = d; r; r &= r - 1) seen |= std::uint64_t{1} << value(d & ~up_closed_[__builtin_ctzll(r)]);
  known = static_cast<std::uint8_t>(mex_of_bits(&seen, 1));
  solved_.push_back(static_cast<std::uint32_t>(d));
  return known;
}

DenseGrundyResult DenseGrundy::solve(const SmallPoset& s) {
  if (s.k > kDenseMaxElements)
    throw std::invalid_argument("dense Grundy table takes at most " + std::to_string(kDenseMaxElements) +
                                " elements; this poset has " + std::to_string(s.k));
  const std::size_t need = std::size_t{1} << s.k;
  if (value_.size() < need) value_.assign(need, kUnknown);
  for (int x = 0; x < s.k; ++x) up_closed_[x] = s.up[x] | std::uint64_t{1} << x;
  DenseGrundyResult r;
  const std::uint64_t all = s.all();
  for (int x = 0; x < s.k; ++x) r.gset |= std::uint64_t{1} << value(all & ~up_closed_[x]);
  r.grundy = __builtin_ctzll(~r.gset);
  r.positions = solved_.size() + (s.k > 0 ? 1 : 0);
  for (std::uint32_t d : solved_) value_[d] = kUnknown;
  solved_.clear();
  return r;
}

}  // namespace posetlab
