#pragma once
// Subcommands: each is one line of cli/command_list.hpp and one file cli/cmd_NAME.cpp
// defining NAME_command; main.cpp adds them in the list's order, so adding a subcommand
// never touches main.cpp.
#include <CLI/CLI.hpp>
#include <functional>

#include "api/solve_stream.hpp"
#include "cli/command_list.hpp"

namespace posetlab::cli {

// Exit statuses (docs/design.md, "Exit statuses").
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;    // a check or job failed
inline constexpr int kExitBadInput = 2;  // bad usage or bad input
inline constexpr int kExitBound = api::kStreamBounded;  // a search stopped at --time-limit or --node-limit

// What runs a subcommand, returned by the function that declares its options on `sub`:
// NAME_command(CLI::App& sub), one per line of cli/command_list.hpp.
using CommandRun = std::function<int()>;

#define POSETLAB_DECLARE_COMMAND(NAME, command_name, summary) CommandRun NAME##_command(CLI::App& sub);
POSETLAB_COMMANDS(POSETLAB_DECLARE_COMMAND)
#undef POSETLAB_DECLARE_COMMAND

}  // namespace posetlab::cli
