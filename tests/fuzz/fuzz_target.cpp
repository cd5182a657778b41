// A libFuzzer target for one parser, chosen at build time by POSETLAB_FUZZ_PARSER (a
// name of posetlab::fuzz::Parser): built by tests/CMakeLists.txt once per parser when
// POSETLAB_FUZZ is ON, with clang (docs/fuzzing.md). The contract checked is the test
// suite's (parser_targets.hpp); a breach aborts with the reason, and libFuzzer saves the
// input as crash-*.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "parser_targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using posetlab::fuzz::Parser;
  const std::string input(reinterpret_cast<const char*>(data), size);
  const std::string problem = posetlab::fuzz::check_input(Parser::POSETLAB_FUZZ_PARSER, input);
  if (!problem.empty()) {
    std::fprintf(stderr, "posetlab fuzz (%s): %s\n", posetlab::fuzz::parser_name(Parser::POSETLAB_FUZZ_PARSER),
                 problem.c_str());
    std::abort();
  }
  return 0;
}
