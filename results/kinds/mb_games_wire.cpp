// mb_games classes on the wire; see mb_games_wire.hpp.
#include "results/kinds/mb_games_wire.hpp"

#include "engine/positional_game.hpp"
#include "results/jobs/wire_codec.hpp"

namespace posetlab {
namespace {

constexpr std::uint64_t kMaxPoints = 64;

bool is_outcome(char c) { return c == 'M' || c == 'B' || c == 'N' || c == 'P'; }

}  // namespace

void encode_mb_game_rows(const std::vector<MbGameClass>& rows, std::vector<std::uint8_t>& out) {
  WireWriter w(out);
  w.varint(rows.size());
  for (const MbGameClass& c : rows) {
    const MbGameRow& r = c.row;
    w.byte(c.families == MbFamilies::Clutters ? 0 : 1);
    w.string(c.poset);
    w.varint(std::uint64_t(r.size));
    w.varint(std::uint64_t(r.height));
    w.varint(r.sets.size());
    for (std::uint64_t s : r.sets) w.varint(s);
    w.byte(std::uint8_t(r.outcome));
    w.byte(std::uint8_t((r.maker_first ? 1 : 0) | (r.maker_second ? 2 : 0)));
    w.varint(r.automorphisms);
  }
}

std::vector<MbGameClass> decode_mb_game_rows(const std::vector<std::uint8_t>& bytes) {
  WireReader in(bytes, "mb-games rows");
  std::vector<MbGameClass> rows(in.count());
  for (MbGameClass& c : rows) {
    MbGameRow& r = c.row;
    const std::uint8_t families = in.byte();
    if (families > 1) in.fail("malformed family kind");
    c.families = families == 0 ? MbFamilies::Clutters : MbFamilies::Singletons;
    c.poset = in.string();
    r.size = int(in.at_most(kMaxPoints));
    r.height = int(in.at_most(kMaxPoints));
    r.sets.resize(in.count());
    const std::uint64_t points = r.size == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << r.size) - 1;
    for (std::uint64_t& s : r.sets) {
      s = in.varint();
      if (s == 0 || (s & ~points)) in.fail("winning set out of range");
    }
    r.outcome = char(in.byte());
    if (!is_outcome(r.outcome)) in.fail("malformed outcome");
    const std::uint8_t wins = in.byte();
    if (wins > 3) in.fail("malformed flags");
    r.maker_first = wins & 1, r.maker_second = wins & 2;
    if (outcome_class(r.maker_first, r.maker_second) != r.outcome) in.fail("outcome contradicts its flags");
    r.automorphisms = in.varint();
  }
  in.expect_end();
  return rows;
}

}  // namespace posetlab
