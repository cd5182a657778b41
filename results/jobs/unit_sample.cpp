// The seeded draw of a job's units; see unit_sample.hpp.
#include "results/jobs/unit_sample.hpp"

#include <string>
#include <unordered_map>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

// SplitMix64 (Steele, Lea and Flood 2014): a fixed, documented stream for a given seed.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  // Uniform in 0..range-1 (range >= 1), by rejection of the words past the last whole multiple.
  std::uint64_t below(std::uint64_t range) {
    const std::uint64_t reject_from = range * (~std::uint64_t(0) / range);
    std::uint64_t word;
    do word = next();
    while (word >= reject_from);
    return word % range;
  }

 private:
  std::uint64_t state_;
};

}  // namespace

std::set<std::uint64_t> sample_unit_ordinals(std::uint64_t units, std::uint64_t count, std::uint64_t seed) {
  if (count > units)
    throw UsageError("--sample " + std::to_string(count) + " is more than the job's " + std::to_string(units) + " units");
  // The shuffle touches at most 2K positions, so only the moved ones are kept (a position
  // not in the map holds its own ordinal): a sample of a huge job costs O(K).
  std::unordered_map<std::uint64_t, std::uint64_t> moved;
  auto at = [&](std::uint64_t i) {
    auto it = moved.find(i);
    return it == moved.end() ? i : it->second;
  };
  SplitMix64 random(seed);
  std::set<std::uint64_t> sample;
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::uint64_t j = i + random.below(units - i);
    const std::uint64_t picked = at(j);
    moved[j] = at(i);
    sample.insert(picked);
  }
  return sample;
}

}  // namespace posetlab
