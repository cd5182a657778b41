#pragma once
// The posets of the files named on a command line ('-' or none: standard input), one
// parsed line at a time, for the commands that read posets serially (canonical, lookup).
// Errors are the reader's: input, line and column, exit 2.
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "engine/input_file.hpp"
#include "cli/option_limits.hpp"
#include "engine/poset_reader.hpp"

namespace posetlab::cli {

// The reader options a command takes from its flags.
struct PosetInputOptions {
  std::vector<std::string> files;
  int bottoms = -1;
  int max_elements = kDefaultMaxElements;
};

inline void add_poset_input_options(CLI::App& sub, PosetInputOptions& o) {
  sub.add_option("files", o.files, "Input files ('-' or none: standard input)");
  sub.add_option("--bottoms", o.bottoms, "graph6 input: the first N1 vertices are the bottoms (as nauty-genbg writes)")
      ->check(bottoms_limit());
  sub.add_option("--max-elements", o.max_elements, "Refuse posets larger than this")
      ->check(max_elements_limit())
      ->capture_default_str();
}

// Calls f(parsed, input_name) for every poset read.
template <class F>
void for_each_poset(const PosetInputOptions& o, F&& f) {
  ReaderOptions options;
  options.graph6_bottoms = o.bottoms;
  options.max_elements = o.max_elements;
  const std::vector<std::string> files = o.files.empty() ? std::vector<std::string>{"-"} : o.files;
  for (const std::string& file : files) {
    std::ifstream stream;
    if (file != "-") open_input_file(stream, file);
    std::istream& in = file == "-" ? std::cin : stream;
    PosetReader reader(in, file == "-" ? "<stdin>" : file, options);
    while (auto parsed = reader.next()) f(*parsed, reader.input_name());
    check_read_to_end(in, reader.input_name());
  }
}

}  // namespace posetlab::cli
