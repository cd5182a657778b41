#pragma once
// Subcommand registry: each cli/cmd_*.cpp registers itself with a static
// CommandRegistrar, so adding a subcommand never touches main.cpp.
#include <CLI/CLI.hpp>
#include <functional>
#include <string>
#include <vector>

#include "api/solve_stream.hpp"

namespace posetlab::cli {

// Exit statuses (docs/design.md, "Exit statuses").
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;    // a check or job failed
inline constexpr int kExitBadInput = 2;  // bad usage or bad input
inline constexpr int kExitBound = api::kStreamBounded;  // a search stopped at --time-limit or --node-limit

// Declares the subcommand's options on `sub` and returns the function that runs it.
using CommandSetup = std::function<std::function<int()>(CLI::App& sub)>;

struct CommandSpec {
  std::string name;
  std::string summary;
  CommandSetup setup;
};

std::vector<CommandSpec>& command_registry();

struct CommandRegistrar {
  CommandRegistrar(std::string name, std::string summary, CommandSetup setup) {
    command_registry().push_back({std::move(name), std::move(summary), std::move(setup)});
  }
};

}  // namespace posetlab::cli
