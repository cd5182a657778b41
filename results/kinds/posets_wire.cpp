// posets and coloured_posets rows on the wire; see posets_wire.hpp.
#include "results/kinds/posets_wire.hpp"

#include "results/jobs/wire_codec.hpp"

namespace posetlab {
namespace {


Dyadic read_dyadic(WireReader& in) {
  const std::string text = in.string();
  const std::optional<Dyadic> d = Dyadic::parse(text);
  if (!d) in.fail("malformed number '" + text + "'");
  return *d;
}

}  // namespace

void encode_poset_rows(const std::vector<PosetRow>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const PosetRow& r : rows) {
    w.varint(std::uint64_t(r.size));
    w.varint(std::uint64_t(r.part));
    w.string(r.canonical);
    w.varint(std::uint64_t(r.relations));
    w.varint(std::uint64_t(r.hasse_arcs));
    w.varint(std::uint64_t(r.height));
    w.varint(std::uint64_t(r.width));
    w.string(r.levels);
    w.varint(std::uint64_t(r.components));
    w.varint(std::uint64_t(r.grundy));
    w.varint(r.gset);
    w.byte(std::uint8_t(r.outcome));
    w.varint(r.aut);
    w.byte(r.n_free ? 1 : 0);
    w.byte(std::uint8_t(r.misere));
  }
}

std::vector<PosetRow> decode_poset_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "posets rows");
  std::vector<PosetRow> rows(in.count());
  for (PosetRow& r : rows) {
    r.size = int(in.at_most(kWireIntMax));
    r.part = int(in.at_most(kWireIntMax));
    r.canonical = in.string();
    r.relations = int(in.at_most(kWireIntMax));
    r.hasse_arcs = int(in.at_most(kWireIntMax));
    r.height = int(in.at_most(kWireIntMax));
    r.width = int(in.at_most(kWireIntMax));
    r.levels = in.string();
    r.components = int(in.at_most(kWireIntMax));
    r.grundy = int(in.at_most(kWireIntMax));
    r.gset = in.varint();
    r.outcome = char(in.byte());
    if (r.outcome != 'P' && r.outcome != 'N') in.fail("malformed outcome");
    r.aut = in.varint();
    const std::uint8_t n_free = in.byte();
    if (n_free > 1) in.fail("malformed flag");
    r.n_free = n_free;
    r.misere = char(in.byte());
    if (r.misere != 'P' && r.misere != 'N') in.fail("malformed misere outcome");
  }
  in.expect_end();
  return rows;
}

void encode_coloured_rows(const std::vector<ColouredPosetClass>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const ColouredPosetClass& c : rows) {
    const ColouredPosetRow& r = c.row;
    w.string(c.poset);
    w.varint(std::uint64_t(r.size));
    w.varint(r.white);
    w.varint(std::uint64_t(r.blacks));
    w.varint(std::uint64_t(r.height));
    w.varint(std::uint64_t(r.width));
    w.varint(std::uint64_t(r.blocking_triples));
    w.byte(r.balanced ? 1 : 0);
    w.string(r.bw.to_string());
    w.string(r.pomax.to_string());
    w.varint(r.automorphisms);
  }
}

std::vector<ColouredPosetClass> decode_coloured_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "coloured_posets rows");
  std::vector<ColouredPosetClass> rows(in.count());
  for (ColouredPosetClass& c : rows) {
    ColouredPosetRow& r = c.row;
    c.poset = in.string();
    r.size = int(in.at_most(64));
    r.white = in.varint();
    r.blacks = int(in.at_most(64));
    r.height = int(in.at_most(64));
    r.width = int(in.at_most(64));
    r.blocking_triples = int(in.at_most(kWireIntMax));
    const std::uint8_t balanced = in.byte();
    if (balanced > 1) in.fail("malformed flag");
    r.balanced = balanced;
    r.bw = read_dyadic(in);
    r.pomax = read_dyadic(in);
    r.automorphisms = in.varint();
  }
  in.expect_end();
  return rows;
}

}  // namespace posetlab
