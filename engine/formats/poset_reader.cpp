#include "engine/formats/poset_reader.hpp"

#include <utility>

#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_graph6.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/formats/input_file.hpp"

namespace posetlab {
namespace {

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// Replaces leading blanks by nothing but keeps columns: returns the offset of the first
// non-blank byte and trims the comment and trailing blanks.
std::string_view content(std::string_view line, std::size_t& start) {
  std::size_t hash = line.find('#');
  if (hash != std::string_view::npos) line = line.substr(0, hash);
  while (!line.empty() && blank(line.back())) line.remove_suffix(1);
  start = 0;
  while (start < line.size() && blank(line[start])) ++start;
  return line;
}

// Parsers report columns within what they see; shift them back to the raw line.
template <class F>
auto at_offset(std::size_t offset, F&& parse) {
  try {
    return parse();
  } catch (const InputError& e) {
    SourcePosition where = e.where();
    where.column += offset;
    throw InputError(where, e.message());
  }
}

// The first word of a line, for messages ("found 'Poset'").
std::string first_word(std::string_view body) {
  std::size_t end = 0;
  while (end < body.size() && end < 24 && !blank(body[end]) && body[end] != ':') ++end;
  std::string word(body.substr(0, end));
  for (char& ch : word)
    if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7f) ch = '?';
  return word;
}

// graph6 lines consist of the bytes 63..126 only.
bool may_be_graph6(std::string_view body) {
  for (char ch : body)
    if (static_cast<unsigned char>(ch) < 63 || static_cast<unsigned char>(ch) > 126) return false;
  return !body.empty();
}

constexpr const char* kAcceptedLines =
    "accepted are 'poset K: a<b ...' (optionally 'poset K WORD: ...' with colours or "
    "'... | {sets}' with winning sets), 'family N: {..} ...', digraph6 ('&...', as "
    "nauty-genposetg writes) and graph6 with --bottoms N1 (as nauty-genbg writes)";

[[noreturn]] void unknown_line(const LineSource& src, std::string_view body, std::size_t column) {
  throw_input_error(src, column, "unrecognised line starting '" + first_word(body) + "': " + kAcceptedLines);
}

// A line of `family --json` is read through its "text" member, the record's own line:
// returns the offsets [begin, end) of that string's contents in `line`, whose first
// non-blank byte at `start` is '{'. Text lines hold no quote or backslash, so an escape there
// is refused rather than decoded (the columns of errors stay those of the raw line).
std::pair<std::size_t, std::size_t> json_text_member(std::string_view line, std::size_t start, const LineSource& src) {
  constexpr std::string_view key = "\"text\"";
  std::size_t at = start;
  for (;;) {  // the key, not a value spelled "text": the one a ':' follows
    at = line.find(key, at);
    if (at == std::string_view::npos)
      throw_input_error(src, start + 1,
                        "unrecognised line: a JSON object is read through its \"text\" member (as `posetlab "
                        "family --json` writes) and this one has none; " + std::string(kAcceptedLines));
    at += key.size();
    while (at < line.size() && blank(line[at])) ++at;
    if (at < line.size() && line[at] == ':') break;
  }
  ++at;
  while (at < line.size() && blank(line[at])) ++at;
  if (at >= line.size() || line[at] != '"')
    throw_input_error(src, at + 1, "expected a string as the value of \"text\"");
  const std::size_t begin = at + 1;
  const std::size_t end = line.find_first_of("\"\\", begin);
  if (end == std::string_view::npos) throw_input_error(src, begin, "unterminated string in \"text\"");
  if (line[end] == '\\') throw_input_error(src, end + 1, "an escape in \"text\": a poset's text line holds none");
  return {begin, end};
}

}  // namespace

PosetReader::PosetReader(std::istream& in, std::string input_name, ReaderOptions options)
    : in_(in), input_name_(std::move(input_name)), options_(options) {}

std::optional<ParsedPoset> PosetReader::parse_line(std::string_view raw, const LineSource& src,
                                                   const ReaderOptions& options) {
  std::size_t start = 0;
  std::string_view line = content(raw, start);
  if (start >= line.size()) return std::nullopt;
  if (line[start] == '{') {  // family --json; the raw line, as '#' may sit inside a JSON string
    const auto [begin, end] = json_text_member(raw, start, src);
    line = raw.substr(0, end), start = begin;
    if (start >= line.size()) throw_input_error(src, start + 1, "empty \"text\": no poset to read");
  }
  std::string_view body = line.substr(start);
  Format format = options.format;
  if (format == Format::Auto) {
    if (body.starts_with("poset") || body.starts_with("family"))
      format = Format::Text;
    else if (body.starts_with("&") || body.starts_with(">>digraph6<<"))
      format = Format::Digraph6;
    else if (options.graph6_bottoms >= 0 || body.starts_with(">>graph6<<") || body.starts_with(">>sparse6<<") ||
             body.starts_with(":") || may_be_graph6(body))
      format = Format::Graph6;
    else
      unknown_line(src, body, start + 1);
  }
  ParsedPoset out;
  out.line = src.line;
  at_offset(start, [&] {
    switch (format) {
      case Format::Text:
        if (!body.starts_with("poset") && !body.starts_with("family"))
          throw_input_error(src, 1, "expected 'poset' or 'family' starting a text line, found '" + first_word(body) + "'");
        if (body.starts_with("family")) {
          out.family = parse_set_system_text(body, src, options.max_elements);
          out.source_format = "family";
        } else {
          PosetLine parsed = parse_poset_line(body, src, options.max_elements);
          out.poset = std::move(parsed.poset);
          out.colours = std::move(parsed.colours);
          out.winning_sets = std::move(parsed.winning_sets);
          out.labels = std::move(parsed.labels);
          out.source_format = "poset";
        }
        break;
      case Format::Digraph6:
        out.poset = parse_digraph6(body, src, options.max_elements);
        out.source_format = "digraph6";
        break;
      case Format::Graph6:
      case Format::Auto:
        out.family = parse_graph6(body, options.graph6_bottoms, src, options.max_elements);
        out.source_format = "graph6";
        break;
    }
    return 0;
  });
  if (out.family) out.poset = set_system_to_poset(*out.family);
  return out;
}

std::string_view PosetReader::line_text(std::string_view raw) {
  std::size_t start = 0;
  const std::string_view line = content(raw, start);
  if (start < line.size() && line[start] == '{') {
    const auto [begin, end] = json_text_member(raw, start, LineSource{});
    return raw.substr(begin, end - begin);
  }
  return line.substr(start);
}

std::optional<ParsedPoset> PosetReader::next() {
  std::string raw;
  while (std::getline(in_, raw)) {
    if (++line_ == 1) skip_utf8_bom(raw);
    try {
      if (auto parsed = parse_line(raw, LineSource{input_name_, line_}, options_)) return parsed;
    } catch (const InputError& e) {
      if (!options_.keep_going) throw;
      ++skipped_;
      last_error_ = e.what();
    }
  }
  return std::nullopt;
}

}  // namespace posetlab
