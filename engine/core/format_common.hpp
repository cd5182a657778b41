#pragma once
// What every poset format shares: the input-format names, the element limit, and the
// helpers that turn a problem at a byte of a line into an InputError
// "input:line:column: message" (docs/formats.md). Columns count bytes from 1.
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/core/poset.hpp"

namespace posetlab {

// Largest poset a reader accepts unless told otherwise (--max-elements): large enough
// for every constructed family we use, small enough that garbage cannot exhaust memory.
inline constexpr int kDefaultMaxElements = 16384;

// Input formats. Auto detects per line (the rule: engine/formats/poset_reader.hpp).
// Text accepts both `poset` and `family` lines.
enum class Format { Auto, Text, Digraph6, Graph6 };
std::optional<Format> parse_format_name(std::string_view name);  // auto|text|digraph6|graph6
const char* format_name(Format f);

// The line being parsed: where errors point.
struct LineSource {
  std::string input = "<string>";
  std::size_t line = 1;
};

[[noreturn]] void throw_input_error(const LineSource& src, std::size_t column, const std::string& message);

// Throws the size-limit error at `column` when `elements` exceeds `max_elements`; the
// message shows `written` (the count as the input wrote it) when given, so a count too
// large for any integer type is shown as it is.
void check_element_limit(const LineSource& src, std::size_t column, long long elements, int max_elements,
                         std::string_view written = {});

// Poset::from_relations, with a cycle reported as an InputError naming the cycle at
// the column of the relation that closes it (the latest of the cycle's relations on
// the line). columns[i] is the column where relation rel[i] was written.
Poset poset_from_located_relations(const LineSource& src, int n, std::span<const Relation> rel,
                                   std::span<const std::size_t> columns);

// A byte for messages: 0x78 ('x'), or 0x1f when not printable.
std::string describe_byte(unsigned char c);

}  // namespace posetlab
