// Parsing of --shard R/M; see shard.hpp.
#include "results/jobs/shard.hpp"

#include <charconv>

#include "engine/core/error.hpp"

namespace posetlab {

Shard parse_shard(const std::string& text) {
  Shard s;
  auto slash = text.find('/');
  auto parse = [&](std::string_view part, int& out) {
    auto [p, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
    return ec == std::errc() && p == part.data() + part.size() && !part.empty();
  };
  std::string_view all(text);
  if (slash == std::string::npos || !parse(all.substr(0, slash), s.index) ||
      !parse(all.substr(slash + 1), s.count) || s.count < 1 || s.index < 0 || s.index >= s.count)
    throw UsageError("--shard wants R/M with 0 <= R < M (e.g. 0/2), got \"" + text + "\"");
  return s;
}

}  // namespace posetlab
