#pragma once
// Shards as nauty's res/mod: shard R/M owns the units with ordinal % M == R. Shards of
// one M are disjoint and together complete; with M' a multiple of M, shard R/M is the
// union of the shards R + kM of M'. Units done elsewhere (`--skip-batch`, kept in
// summary batch files) belong to no shard of this run; with a sample (`--sample K`,
// unit_sample.hpp) only the drawn units do.
#include <cstdint>
#include <memory>
#include <set>
#include <string>

namespace posetlab {

struct Shard {
  Shard() = default;
  Shard(int r, int m) : index(r), count(m) {}
  int index = 0;  // R
  int count = 1;  // M
  std::shared_ptr<const std::set<std::uint64_t>> elsewhere;  // ordinals computed elsewhere
  std::shared_ptr<const std::set<std::uint64_t>> sample;     // when set, the only ordinals run
  std::uint64_t sample_from = 0;                              // the job's units the sample is drawn from
  bool owns(std::uint64_t ordinal) const {
    return ordinal % std::uint64_t(count) == std::uint64_t(index) && !(elsewhere && elsewhere->count(ordinal)) &&
           !(sample && !sample->count(ordinal));
  }
  bool whole() const { return count == 1 && !sample; }
  // The share of the job's units this shard runs, about (for estimates).
  double share() const {
    const double drawn = sample && sample_from ? double(sample->size()) / double(sample_from) : 1.0;
    return drawn / count;
  }
  std::string text() const { return std::to_string(index) + "/" + std::to_string(count); }
  // What a job's name is followed by in messages: "", " shard R/M", " (a sample of K units)".
  std::string label() const {
    std::string l = count == 1 ? "" : " shard " + text();
    if (sample) l += " (" + std::string(count == 1 ? "" : "of ") + "a sample of " + std::to_string(sample->size()) + " units)";
    return l;
  }
};

// Parses "R/M" with 0 <= R < M; throws UsageError otherwise.
Shard parse_shard(const std::string& text);

}  // namespace posetlab
