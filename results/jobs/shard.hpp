#pragma once
// Shards as nauty's res/mod: shard R/M owns the units with ordinal % M == R. Shards of
// one M are disjoint and together complete; with M' a multiple of M, shard R/M is the
// union of the shards R + kM of M'. Units done elsewhere (`--skip-batch`, kept in
// summary batch files) belong to no shard of this run.
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
  bool owns(std::uint64_t ordinal) const {
    return ordinal % std::uint64_t(count) == std::uint64_t(index) && !(elsewhere && elsewhere->count(ordinal));
  }
  bool whole() const { return count == 1; }
  std::string text() const { return std::to_string(index) + "/" + std::to_string(count); }
};

// Parses "R/M" with 0 <= R < M; throws UsageError otherwise.
Shard parse_shard(const std::string& text);

}  // namespace posetlab
