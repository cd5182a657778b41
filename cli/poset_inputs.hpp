#pragma once
// The input options of the commands that read posets serially (canonical, lookup): the
// files ('-' or none: standard input), --bottoms and --max-elements, read by
// engine/formats/poset_files.hpp's for_each_poset_in_files. Errors are the reader's: input, line
// and column, exit 2.
#include <string>
#include <vector>

#include "cli/option_limits.hpp"
#include "engine/formats/poset_files.hpp"

namespace posetlab::cli {

// The reader options a command takes from its flags.
struct PosetInputOptions {
  std::vector<std::string> files;
  ReaderOptions reader;
};

inline void add_poset_input_options(CLI::App& sub, PosetInputOptions& o) {
  sub.add_option("files", o.files, "Input files ('-' or none: standard input)");
  sub.add_option("--bottoms", o.reader.graph6_bottoms,
                 "graph6 input: the first N1 vertices are the bottoms (as nauty-genbg writes)")
      ->check(bottoms_limit());
  sub.add_option("--max-elements", o.reader.max_elements, "Refuse posets larger than this")
      ->check(max_elements_limit())
      ->capture_default_str();
}

}  // namespace posetlab::cli
