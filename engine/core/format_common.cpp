#include "engine/core/format_common.hpp"

#include <algorithm>
#include <cstdio>
#include <map>

namespace posetlab {

std::optional<Format> parse_format_name(std::string_view name) {
  if (name == "auto") return Format::Auto;
  if (name == "text" || name == "poset" || name == "family") return Format::Text;
  if (name == "digraph6") return Format::Digraph6;
  if (name == "graph6") return Format::Graph6;
  return std::nullopt;
}

const char* format_name(Format f) {
  switch (f) {
    case Format::Auto: return "auto";
    case Format::Text: return "text";
    case Format::Digraph6: return "digraph6";
    case Format::Graph6: return "graph6";
  }
  return "?";
}

void throw_input_error(const LineSource& src, std::size_t column, const std::string& message) {
  throw InputError(SourcePosition{src.input, src.line, column}, message);
}

void check_element_limit(const LineSource& src, std::size_t column, long long elements, int max_elements,
                         std::string_view written) {
  if (elements > max_elements)
    throw_input_error(src, column,
                      "poset has " + (written.empty() ? std::to_string(elements) : std::string(written)) + " elements, more than the limit " +
                          std::to_string(max_elements) + " (--max-elements)");
}

Poset poset_from_located_relations(const LineSource& src, int n, std::span<const Relation> rel,
                                   std::span<const std::size_t> columns) {
  try {
    return Poset::from_relations(n, rel);
  } catch (const CycleError& e) {
    // Each consecutive pair of the cycle is one of the given relations; point at the
    // one written last, since that is where reading left to right the cycle closes.
    std::map<Relation, std::size_t> first_column;
    for (std::size_t i = 0; i < rel.size(); ++i) first_column.emplace(rel[i], columns[i]);
    const auto& c = e.cycle();
    std::size_t column = 1;
    for (std::size_t i = 0; i < c.size(); ++i) {
      auto it = first_column.find({c[i], c[(i + 1) % c.size()]});
      if (it != first_column.end()) column = std::max(column, it->second);
    }
    throw_input_error(src, column, e.what());
  }
}

std::string describe_byte(unsigned char c) {
  char buf[16];
  if (c >= 0x21 && c < 0x7f)
    std::snprintf(buf, sizeof buf, "0x%02x ('%c')", unsigned(c), char(c));
  else
    std::snprintf(buf, sizeof buf, "0x%02x", unsigned(c));
  return buf;
}

}  // namespace posetlab
