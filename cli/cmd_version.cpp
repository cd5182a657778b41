// `posetlab version`: the version and git revision this binary was built from.
#include <iostream>

#include "cli/command.hpp"
#include "posetlab_version.hpp"

namespace posetlab::cli {
namespace {
CommandRegistrar registrar("version", "Print the posetlab version and git revision", [](CLI::App&) {
  return [] {
    std::cout << "posetlab " << kVersion << " (" << kGitRevision << ")\n";
    return kExitOk;
  };
});
}  // namespace
}  // namespace posetlab::cli
