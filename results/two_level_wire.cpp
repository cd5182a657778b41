// two_level rows on the wire; see two_level_wire.hpp.
#include "results/two_level_wire.hpp"

#include <stdexcept>
#include <string>

namespace posetlab {
namespace {

void put_varint(std::uint64_t v, std::vector<std::uint8_t>& out) {
  while (v >= 0x80) {
    out.push_back(std::uint8_t(v | 0x80));
    v >>= 7;
  }
  out.push_back(std::uint8_t(v));
}

struct In {
  const std::vector<std::uint8_t>& b;
  std::size_t at = 0;
  std::uint64_t varint() {
    std::uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (at >= b.size()) throw std::runtime_error("two_level rows: truncated message");
      const std::uint8_t byte = b[at++];
      v |= std::uint64_t(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return v;
    }
    throw std::runtime_error("two_level rows: malformed number");
  }
  int small(std::uint64_t limit) {
    const std::uint64_t v = varint();
    if (v > limit) throw std::runtime_error("two_level rows: field out of range");
    return int(v);
  }
};

int set_bytes(int bottoms) { return bottoms <= 8 ? 1 : (bottoms + 7) / 8; }

}  // namespace

void encode_two_level_rows(const std::vector<TwoLevelClass>& rows, std::vector<std::uint8_t>& out) {
  put_varint(rows.size(), out);
  for (const TwoLevelClass& c : rows) {
    put_varint(std::uint64_t(c.bottoms), out);
    put_varint(std::uint64_t(c.tops), out);
    put_varint(std::uint64_t(c.edges), out);
    put_varint(c.sets.size(), out);
    const int w = set_bytes(c.bottoms);
    for (std::uint64_t s : c.sets)
      for (int j = 0; j < w; ++j) out.push_back(std::uint8_t(s >> (8 * j)));
    put_varint(c.aut, out);
    put_varint(std::uint64_t(c.grundy), out);
    put_varint(c.gset, out);
    put_varint(std::uint64_t(c.components), out);
    put_varint(std::uint64_t(c.isolated), out);
    out.push_back(std::uint8_t(c.has_empty_top | c.parity_uniform << 1 | int(c.top_parity) << 2));
    put_varint(c.bottom_twins.size(), out);
    out.insert(out.end(), c.bottom_twins.begin(), c.bottom_twins.end());
  }
}

std::vector<TwoLevelClass> decode_two_level_rows(const std::vector<std::uint8_t>& bytes) {
  In in{bytes};
  std::vector<TwoLevelClass> rows(in.small(bytes.size()));
  for (TwoLevelClass& c : rows) {
    c.bottoms = in.small(64);
    c.tops = in.small(~0u >> 1);
    c.edges = in.small(~0u >> 1);
    c.sets.resize(in.small(bytes.size()));
    const int w = set_bytes(c.bottoms);
    if (in.at + c.sets.size() * w > bytes.size()) throw std::runtime_error("two_level rows: truncated message");
    for (std::uint64_t& s : c.sets) {
      s = 0;
      for (int j = 0; j < w; ++j) s |= std::uint64_t(bytes[in.at++]) << (8 * j);
    }
    c.aut = in.varint();
    c.grundy = in.small(~0u >> 1);
    c.gset = in.varint();
    c.components = in.small(~0u >> 1);
    c.isolated = in.small(64);
    if (in.at >= bytes.size()) throw std::runtime_error("two_level rows: truncated message");
    const std::uint8_t flags = bytes[in.at++];
    if (flags >> 4) throw std::runtime_error("two_level rows: malformed flags");
    c.has_empty_top = flags & 1;
    c.parity_uniform = flags >> 1 & 1;
    c.top_parity = TopParity(flags >> 2 & 3);
    const std::size_t n = in.small(bytes.size());
    if (in.at + n > bytes.size()) throw std::runtime_error("two_level rows: truncated message");
    c.bottom_twins.assign(bytes.begin() + long(in.at), bytes.begin() + long(in.at + n));
    in.at += n;
  }
  if (in.at != bytes.size()) throw std::runtime_error("two_level rows: trailing bytes");
  return rows;
}

}  // namespace posetlab
