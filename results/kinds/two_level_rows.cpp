// Packing and inserting two_level rows; see two_level_rows.hpp.
#include "results/kinds/two_level_rows.hpp"

#include <algorithm>
#include <cstring>

namespace posetlab {


void TwoLevelRows::add(const TwoLevelClass& c) {
  PackedTwoLevelRow r;
  r.sets_at = static_cast<std::uint32_t>(bytes.size());
  bytes += encode_sets(c.bottoms, c.sets);
  r.sets_len = static_cast<std::uint32_t>(bytes.size() - r.sets_at);
  r.bottoms = c.bottoms;
  r.tops = c.tops;
  r.edges = c.edges;
  r.grundy = c.grundy;
  r.components = c.components;
  r.isolated = c.isolated;
  r.gset = c.gset;
  r.aut = c.aut;
  r.has_empty_top = c.has_empty_top;
  r.parity_uniform = c.parity_uniform;
  rows.push_back(r);
}

bool two_level_key_less(const TwoLevelClass& a, const TwoLevelClass& b) {
  if (a.bottoms != b.bottoms) return a.bottoms < b.bottoms;
  return std::lexicographical_compare(a.sets.begin(), a.sets.end(), b.sets.begin(), b.sets.end());
}

std::uint64_t two_level_key_prefix(const TwoLevelClass& c) {
  const int width = c.bottoms <= 8 ? 1 : (c.bottoms + 7) / 8;  // as sets_codec.hpp
  std::uint64_t key = std::uint64_t(c.bottoms & 0xff) << 56;
  int shift = 48;
  for (std::uint64_t set : c.sets)
    for (int j = width - 1; j >= 0; --j, shift -= 8) {
      if (shift < 0) return key;
      key |= ((set >> (8 * j)) & 0xff) << shift;
    }
  return key;
}

bool two_level_key_word(const TwoLevelClass& c, std::uint64_t& word) {
  if (c.bottoms > 6) return false;
  std::uint64_t w = 0;
  for (std::uint64_t s : c.sets) {
    if (s > 63) return false;
    w |= std::uint64_t{1} << (63 - s);
  }
  if (std::size_t(__builtin_popcountll(w)) != c.sets.size()) return false;  // a repeated set
  word = w;
  return true;
}

TwoLevelInserter::TwoLevelInserter(Db& db)
    : insert_(db, "two_level_rows", std::string("bottoms, sets, ") + kTwoLevelStoredValueColumns) {}

std::uint64_t TwoLevelInserter::insert(const TwoLevelRows& batch) {
  auto bind = [&](Stmt& s, int at, std::size_t i) {
    const PackedTwoLevelRow& r = batch.rows[i];
    // The batch outlives the step: the blob is not copied.
    s.bind(at + 1, r.bottoms).bind_static_blob(at + 2, batch.sets(r), static_cast<int>(r.sets_len));
    s.bind(at + 3, r.tops).bind(at + 4, r.edges).bind(at + 5, r.has_empty_top ? 1 : 0).bind(at + 6, r.grundy);
    s.bind(at + 7, static_cast<std::int64_t>(r.gset)).bind(at + 8, static_cast<std::int64_t>(r.aut));
    s.bind(at + 9, r.parity_uniform ? 1 : 0).bind(at + 10, r.components).bind(at + 11, r.isolated);
  };
  return insert_.put_rows(batch.rows.size(), bind, [&](std::size_t i) {
    const PackedTwoLevelRow& r = batch.rows[i];
    std::string family;
    append_family_text(r.bottoms, decode_sets(r.bottoms, std::string(batch.sets(r), r.sets_len)), family);
    return "class " + family + " is already stored with different values (grundy " + std::to_string(r.grundy) +
           " computed now)";
  });
}

bool TwoLevelInserter::insert(const TwoLevelClass& c) {
  TwoLevelRows one;
  one.add(c);
  return insert(one) == 1;
}

}  // namespace posetlab
