// two_level rows on the wire; see two_level_wire.hpp.
#include "results/kinds/two_level_wire.hpp"

#include "results/jobs/wire_codec.hpp"

namespace posetlab {
namespace {

int set_bytes(int bottoms) { return bottoms <= 8 ? 1 : (bottoms + 7) / 8; }

}  // namespace

void encode_two_level_rows(const TwoLevelRows& batch, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(batch.rows.size());
  for (const PackedTwoLevelRow& r : batch.rows) {
    w.varint(std::uint64_t(r.bottoms));
    w.varint(std::uint64_t(r.tops));
    w.varint(std::uint64_t(r.edges));
    w.string(std::string_view(batch.sets(r), r.sets_len));
    w.varint(r.aut);
    w.varint(std::uint64_t(r.grundy));
    w.varint(r.gset);
    w.varint(std::uint64_t(r.components));
    w.varint(std::uint64_t(r.isolated));
    w.byte(std::uint8_t(r.has_empty_top | r.parity_uniform << 1));
  }
}

TwoLevelRows decode_two_level_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "two_level rows");
  TwoLevelRows batch;
  batch.rows.resize(in.count());
  for (PackedTwoLevelRow& r : batch.rows) {
    r.bottoms = int(in.at_most(64));
    r.tops = int(in.at_most(kWireIntMax));
    r.edges = int(in.at_most(kWireIntMax));
    const std::string sets = in.string();
    if (sets.size() % set_bytes(r.bottoms)) in.fail("malformed sets");
    r.sets_at = static_cast<std::uint32_t>(batch.bytes.size());
    r.sets_len = static_cast<std::uint32_t>(sets.size());
    batch.bytes += sets;
    r.aut = in.varint();
    r.grundy = int(in.at_most(kWireIntMax));
    r.gset = in.varint();
    r.components = int(in.at_most(kWireIntMax));
    r.isolated = int(in.at_most(64));
    const std::uint8_t flags = in.byte();
    if (flags >> 2) in.fail("malformed flags");
    r.has_empty_top = flags & 1;
    r.parity_uniform = flags >> 1 & 1;
  }
  in.expect_end();
  return batch;
}

}  // namespace posetlab
