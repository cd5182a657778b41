#pragma once
// The posets of a list of input files ('-' or an empty list: standard input), read one
// parsed line at a time with the shared reader (poset_reader.hpp), for every front end
// that reads posets serially (`canonical`, `lookup`, the family combinators). Errors are
// the reader's: input, line and column; an unreadable file is an InputError naming it.
#include <fstream>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "engine/formats/input_file.hpp"
#include "engine/formats/poset_reader.hpp"

namespace posetlab {

// Calls each(parsed, input_name) for every poset read, in order, and after each input
// end(reader) when given (e.g. to report the lines keep_going skipped).
inline void for_each_poset_in_files(const std::vector<std::string>& files, const ReaderOptions& options,
                                    const std::function<void(ParsedPoset&, const std::string&)>& each,
                                    const std::function<void(const PosetReader&)>& end = {}) {
  const std::vector<std::string> inputs = files.empty() ? std::vector<std::string>{"-"} : files;
  for (const std::string& file : inputs) {
    std::ifstream stream;
    if (file != "-") open_input_file(stream, file);
    std::istream& in = file == "-" ? std::cin : stream;
    PosetReader reader(in, file == "-" ? "<stdin>" : file, options);
    while (auto parsed = reader.next()) each(*parsed, reader.input_name());
    check_read_to_end(in, reader.input_name());
    if (end) end(reader);
  }
}

}  // namespace posetlab
