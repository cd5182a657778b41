// The `sets` encoding; see sets_codec.hpp.
#include "results/store/sets_codec.hpp"

namespace posetlab {
namespace {
int bytes_per_set(int bottoms) { return bottoms <= 8 ? 1 : (bottoms + 7) / 8; }
}  // namespace

std::string encode_sets(int bottoms, const std::vector<std::uint64_t>& sets) {
  int w = bytes_per_set(bottoms);
  std::string out(sets.size() * w, '\0');
  for (std::size_t i = 0; i < sets.size(); ++i)
    for (int j = 0; j < w; ++j) out[i * w + j] = static_cast<char>(sets[i] >> (8 * (w - 1 - j)));
  return out;
}

std::vector<std::uint64_t> decode_sets(int bottoms, const std::string& blob) {
  int w = bytes_per_set(bottoms);
  std::vector<std::uint64_t> sets(blob.size() / w);
  for (std::size_t i = 0; i < sets.size(); ++i)
    for (int j = 0; j < w; ++j) sets[i] = sets[i] << 8 | static_cast<unsigned char>(blob[i * w + j]);
  return sets;
}

void append_family_text(int bottoms, const std::vector<std::uint64_t>& sets, std::string& out) {
  out += "family ";
  out += std::to_string(bottoms);
  out += ':';
  for (std::uint64_t m : sets) {
    out += " {";
    bool first = true;
    for (; m; m &= m - 1) {
      if (!first) out += ',';
      first = false;
      int i = __builtin_ctzll(m);
      if (i >= 10) out += char('0' + i / 10);
      out += char('0' + i % 10);
    }
    out += '}';
  }
}

}  // namespace posetlab
