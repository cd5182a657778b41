#pragma once
// Opening an input file named on the command line: a directory or an unreadable path is
// an InputError naming it (exit 2), never an empty input read as success.
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "engine/core/error.hpp"

namespace posetlab {

inline void open_input_file(std::ifstream& stream, const std::string& file) {
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) throw InputError({file, 0, 0}, "is a directory, not an input file");
  errno = 0;
  stream.open(file);
  if (!stream)
    throw InputError({file, 0, 0}, std::string("cannot open") + (errno ? std::string(" (") + std::strerror(errno) + ")" : ""));
}

// A UTF-8 byte-order mark (EF BB BF), which some editors put at the start of a text file:
// removed from the file's first line, so that line reads as written.
inline void skip_utf8_bom(std::string& first_line) {
  if (first_line.rfind("\xEF\xBB\xBF", 0) == 0) first_line.erase(0, 3);
}

// After reading `in` to its end: a read error (not the end of the file) is an error too.
inline void check_read_to_end(const std::istream& in, const std::string& name) {
  if (in.bad()) throw InputError({name, 0, 0}, "read error");
}

}  // namespace posetlab
