#pragma once
// Running a program as a child process and waiting for it, for a command that hands
// part of its work to another process (`posetlab nightly` runs each `verify` line as
// `posetlab verify ...`, so theorem checks keep their own command and process).
#include <string>
#include <vector>

namespace posetlab {

// Runs `path` with `argv` (argv[0] included) after flushing standard output, so the
// child's lines come after this process's. Returns the child's exit status, 128 + the
// signal that ended it, 127 when the program could not be executed, or -1 when no child
// could be started.
int run_child_process(const std::string& path, std::vector<std::string> argv);

}  // namespace posetlab
