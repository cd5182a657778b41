#pragma once
// A poset whose elements are coloured black or white: the position of the partizan
// poset games (black-white, 001 §1.4; pomax and the element-removal games, 004).
//
// Text form (docs/formats.md): `poset K WORD: a<b ...` where WORD has exactly K letters
// B or W and letter i is the colour of element i. The colour says nothing about which
// player is Left: that is the game's convention (Black in 001, White in 004).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/format_common.hpp"
#include "engine/core/poset.hpp"

namespace posetlab {

enum class Colour : std::uint8_t { Black, White };

inline char colour_letter(Colour c) { return c == Colour::Black ? 'B' : 'W'; }
inline Colour opposite(Colour c) { return c == Colour::Black ? Colour::White : Colour::Black; }

struct ColouredPoset {
  Poset poset;
  std::vector<Colour> colour;  // colour[i] of element i; size() == poset.size()

  int size() const { return poset.size(); }
  int count(Colour c) const;
  std::string word() const;  // "BWW..."
  // Mask of the elements of colour c (size() <= 64).
  std::uint64_t mask(Colour c) const;

  // `poset K WORD: covers...` (cover pairs in increasing order, as Poset::to_text).
  std::string to_text() const;
  // The same poset with colours swapped (the negative of the game).
  ColouredPoset inverted() const;
  // The subposet on `elements` with their colours (element i of the result is elements[i]).
  ColouredPoset induced(const std::vector<int>& elements) const;

  bool operator==(const ColouredPoset& o) const = default;
};

// Builds one, checking that the word has exactly p.size() letters from {B, W}
// (UsageError otherwise).
ColouredPoset make_coloured(Poset p, std::string_view word);

// Reads a colour word for `k` elements starting at byte column `column` of the line:
// wrong length or a letter other than B/W is an InputError at the offending column.
std::vector<Colour> parse_colour_word(std::string_view word, int k, const LineSource& src, std::size_t column);

// Chess colouring: colour alternates along every cover (c(x) != c(y) when y covers x).
// In each connected component of the cover graph the element of least id gets `bottom`
// (for the families, whose element 0 is the bottom corner or root, that is the bottom
// colour); nullopt when the cover graph has an odd cycle.
std::optional<std::vector<Colour>> chess_colouring(const Poset& p, Colour bottom = Colour::Black);

}  // namespace posetlab
