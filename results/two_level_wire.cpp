// two_level rows on the wire; see two_level_wire.hpp.
#include "results/two_level_wire.hpp"

#include "results/wire_codec.hpp"

namespace posetlab {
namespace {

int set_bytes(int bottoms) { return bottoms <= 8 ? 1 : (bottoms + 7) / 8; }
constexpr std::uint64_t kIntMax = ~0u >> 1;

}  // namespace

void encode_two_level_rows(const std::vector<TwoLevelClass>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const TwoLevelClass& c : rows) {
    w.varint(std::uint64_t(c.bottoms));
    w.varint(std::uint64_t(c.tops));
    w.varint(std::uint64_t(c.edges));
    w.varint(c.sets.size());
    const int width = set_bytes(c.bottoms);
    for (std::uint64_t s : c.sets)
      for (int j = 0; j < width; ++j) w.byte(std::uint8_t(s >> (8 * j)));
    w.varint(c.aut);
    w.varint(std::uint64_t(c.grundy));
    w.varint(c.gset);
    w.varint(std::uint64_t(c.components));
    w.varint(std::uint64_t(c.isolated));
    w.byte(std::uint8_t(c.has_empty_top | c.parity_uniform << 1 | int(c.top_parity) << 2));
    w.string(c.bottom_twins);
  }
}

std::vector<TwoLevelClass> decode_two_level_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "two_level rows");
  std::vector<TwoLevelClass> rows(in.count());
  for (TwoLevelClass& c : rows) {
    c.bottoms = int(in.at_most(64));
    c.tops = int(in.at_most(kIntMax));
    c.edges = int(in.at_most(kIntMax));
    c.sets.resize(in.count());
    const int width = set_bytes(c.bottoms);
    if (c.sets.size() * width > in.left()) in.fail("truncated message");
    for (std::uint64_t& s : c.sets) {
      s = 0;
      for (int j = 0; j < width; ++j) s |= std::uint64_t(in.byte()) << (8 * j);
    }
    c.aut = in.varint();
    c.grundy = int(in.at_most(kIntMax));
    c.gset = in.varint();
    c.components = int(in.at_most(kIntMax));
    c.isolated = int(in.at_most(64));
    const std::uint8_t flags = in.byte();
    if (flags >> 4) in.fail("malformed flags");
    c.has_empty_top = flags & 1;
    c.parity_uniform = flags >> 1 & 1;
    c.top_parity = TopParity(flags >> 2 & 3);
    c.bottom_twins = in.string();
  }
  in.expect_end();
  return rows;
}

}  // namespace posetlab
