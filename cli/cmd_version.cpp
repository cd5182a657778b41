// `posetlab version`: the version and git revision this binary was built from, the
// instruction set it was compiled for, the CPU it runs on and the code path in use
// (api/build_info.hpp).
#include <iostream>

#include "api/build_info.hpp"
#include "cli/command.hpp"

namespace posetlab::cli {

CommandRun version_command(CLI::App&) {
  return [] {
    std::cout << api::build_report();
    return kExitOk;
  };
}

}  // namespace posetlab::cli
