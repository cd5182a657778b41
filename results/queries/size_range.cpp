// Sizes and size ranges of statements about stored tables; see size_range.hpp.
#include "results/queries/size_range.hpp"

#include <algorithm>
#include <cctype>

#include "engine/core/error.hpp"

namespace posetlab {
namespace {

// A size in 0..kMaxSizeInRange, digits only; nullopt otherwise.
std::optional<int> parse_size(const std::string& s) {
  if (s.empty() || s.size() > 4 || !std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); }))
    return std::nullopt;
  const int n = std::stoi(s);
  if (n > kMaxSizeInRange) return std::nullopt;
  return n;
}

}  // namespace

std::string SizeRange::text() const { return lo == hi ? std::to_string(lo) : std::to_string(lo) + ":" + std::to_string(hi); }

SizeRange parse_size_range(const std::string& text, const std::string& option) {
  const auto colon = text.find(':');
  const auto lo = parse_size(text.substr(0, colon));
  const auto hi = colon == std::string::npos ? lo : parse_size(text.substr(colon + 1));
  if (!lo || !hi || *lo > *hi)
    throw UsageError(option + ": expected a size N or a range A:B (A <= B, sizes 0 to " +
                     std::to_string(kMaxSizeInRange) + "), got \"" + text + "\"");
  return {*lo, *hi};
}

std::string sizes_text(const std::vector<int>& sizes) {
  std::string out;
  for (std::size_t i = 0; i < sizes.size();) {
    std::size_t j = i;
    while (j + 1 < sizes.size() && sizes[j + 1] == sizes[j] + 1) ++j;
    out += (out.empty() ? "" : ", ") + std::to_string(sizes[i]);
    if (j > i) out += ".." + std::to_string(sizes[j]);
    i = j + 1;
  }
  return out;
}

std::vector<int> sizes_in_range(const std::vector<int>& complete, const std::optional<SizeRange>& range,
                                const std::string& what, const std::function<std::string(int)>& why) {
  if (!range) return complete;
  std::vector<int> out;
  for (int n = range->lo; n <= range->hi; ++n) {
    if (!std::binary_search(complete.begin(), complete.end(), n))
      throw UsageError(what + " --size " + range->text() + ": size " + std::to_string(n) +
                       " is not stored completely: " + why(n));
    out.push_back(n);
  }
  return out;
}

}  // namespace posetlab
