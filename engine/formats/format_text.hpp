#pragma once
// The two text formats (docs/formats.md), one object per line.
//
//   poset K: a<b c<d<e ...
//     K elements 0..K-1. Each item is a chain of element ids joined by '<' (spaces
//     around '<' allowed); a<b<c means a<b and b<c. The order is the transitive
//     closure of all pairs; a cycle is an error naming it. A lone id is an error, so a
//     missing '<' is never read as an isolated point: isolated points are simply ids
//     that no pair mentions. K may be 0.
//   poset K WORD: a<b ...
//     A coloured poset: WORD has exactly K letters B or W, letter i the colour of
//     element i. A wrong length or another letter is an error at its column.
//   poset K [L0 L1 ...]: a<b ...     poset K WORD [L0 ...]: a<b ...
//     Labels: K words naming the elements in order (element i is Li), each of visible
//     characters other than [ ] : < " \ #, no two alike. They name moves in answers
//     (`solve --moves`: winning_labels) and leave the order as it is.
//   poset K: a<b ... | {0,2} {3}
//     A positional game (003): after '|', its winning sets, one {...} each, elements
//     comma separated. A set must be nonempty, its elements in range and distinct, and
//     no set may be listed twice; each is an error at its column. `|` alone: no sets.
//   family N: {0,1} {1,2} {}
//     A two-level poset with bottoms 0..N-1 and one {...} per top listing the bottoms
//     below it (comma separated, any order, no repeats; {} is a top with nothing below).
//
// The keyword, the count and ':' may be separated by spaces. Callers strip comments
// ('#' to end of line) first; these parsers see one line and report 1-based byte
// columns into it. Writers produce the canonical spelling: `poset K:` followed by the
// cover pairs in increasing order, `family N:` followed by the tops in stored order.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/format_common.hpp"
#include "engine/core/poset.hpp"
#include "engine/core/set_system.hpp"
#include "engine/partizan/coloured_poset.hpp"

namespace posetlab {

// A `poset` line with or without a colour word; colours is set for the coloured form.
struct PosetLine {
  Poset poset;
  std::optional<std::vector<Colour>> colours;
  std::optional<std::vector<std::vector<int>>> winning_sets;  // set for a game line (`| {..}`)
  std::optional<std::vector<std::string>> labels;              // set for a labelled line (`[..]`)
};
PosetLine parse_poset_line(std::string_view line, const LineSource& src = {},
                           int max_elements = kDefaultMaxElements);
// The order only (a colour word, if any, is checked and dropped).
Poset parse_poset_text(std::string_view line, const LineSource& src = {},
                       int max_elements = kDefaultMaxElements);
// A `poset K WORD:` line; a line without the word is an error at its ':'.
ColouredPoset parse_coloured_poset_text(std::string_view line, const LineSource& src = {},
                                        int max_elements = kDefaultMaxElements);
SetSystem parse_set_system_text(std::string_view line, const LineSource& src = {},
                         int max_elements = kDefaultMaxElements);

std::string poset_to_text(const Poset& p);  // same as p.to_text()
// A `poset K ...:` line with ` [L0 L1 ...]` put before its ':'.
std::string with_labels(std::string poset_line, const std::vector<std::string>& labels);
std::string set_system_to_text(const SetSystem& f);

}  // namespace posetlab
