#pragma once
// Reads posets from a stream, one per line, in any of the formats of docs/formats.md.
//
// Each line: '#' starts a comment, a trailing '\r' and surrounding blanks are ignored,
// and a line left empty is skipped. With Format::Auto the format is decided per line
// by its first non-blank characters: "poset" -> poset text, "family" -> family text,
// '&' or ">>digraph6<<" -> digraph6; graph6 (needs --bottoms N1) when graph6_bottoms is given or the line could be
// graph6 (bytes 63..126, a graph6/sparse6 header); a JSON object ('{', as `family --json`
// writes) by its "text" member, which is one of these lines; else an error listing the formats. A forced format: every line as it.
//
// Errors: every bad line throws InputError "input:line:column: message". With
// keep_going the line is skipped and counted instead (skipped()). next() returns
// nullopt at end of input; it never returns a partial poset.
#include <cstddef>
#include <istream>
#include <optional>
#include <string>

#include "engine/core/format_common.hpp"
#include "engine/core/poset.hpp"
#include "engine/core/set_system.hpp"
#include "engine/partizan/coloured_poset.hpp"

namespace posetlab {

struct ReaderOptions {
  Format format = Format::Auto;
  int graph6_bottoms = -1;  // --bottoms N1; -1: graph6 lines are refused
  bool keep_going = false;  // skip and count bad lines instead of throwing
  int max_elements = kDefaultMaxElements;
};

struct ParsedPoset {
  Poset poset;
  std::size_t line = 0;           // 1-based line of the input it came from
  std::optional<SetSystem> family;   // set when the input was two-level (family text or graph6)
  std::optional<std::vector<Colour>> colours;  // set for a coloured `poset K WORD:` line
  std::optional<std::vector<std::vector<int>>> winning_sets;  // set for a game `poset K: ... | {..}`
  std::optional<std::vector<std::string>> labels;  // set for a labelled `poset K [..]: ...` line
  std::string source_format;      // "poset", "family", "digraph6" or "graph6"
};

class PosetReader {
 public:
  PosetReader(std::istream& in, std::string input_name, ReaderOptions options = {});

  std::optional<ParsedPoset> next();
  std::size_t skipped() const { return skipped_; }
  const std::string& input_name() const { return input_name_; }
  // The last error skipped under keep_going (empty if none), for a summary line.
  const std::string& last_skipped_error() const { return last_error_; }

  // Parses one line (comment already allowed) as the reader would; nullopt if blank.
  static std::optional<ParsedPoset> parse_line(std::string_view line, const LineSource& src,
                                               const ReaderOptions& options);
  // The poset's own text in a line parse_line read: without its comment and surrounding
  // blanks, and for a JSON object its "text" member (`solve --echo` prints it).
  static std::string_view line_text(std::string_view line);

 private:
  std::istream& in_;
  std::string input_name_;
  ReaderOptions options_;
  std::size_t line_ = 0;
  std::size_t skipped_ = 0;
  std::string last_error_;
};

}  // namespace posetlab
