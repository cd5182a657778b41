#pragma once
// Running a shell command from a test: nauty's generators as peers, and the posetlab
// binary end to end (POSETLAB_BINARY, set by tests/CMakeLists.txt).
#include <sys/wait.h>

#include <cstdio>
#include <string>

namespace posetlab::testing {

struct ShellResult {
  int status = -1;  // exit status, -1 if the command could not run or did not exit
  std::string out;  // standard output (add 2>&1 to the command for standard error too)
};

inline ShellResult run_shell(const std::string& command) {
  ShellResult r;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return r;
  char buf[1 << 14];
  std::size_t got;
  while ((got = fread(buf, 1, sizeof buf, pipe)) > 0) r.out.append(buf, got);
  int status = pclose(pipe);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

#ifdef POSETLAB_BINARY
// The posetlab binary with `args`, standard error merged into the output, and `input`
// (printf-escaped: "\\n" for a newline) on standard input when given.
inline ShellResult posetlab(const std::string& args, const std::string& input = "") {
  std::string cmd = std::string(POSETLAB_BINARY) + " " + args + " 2>&1";
  if (!input.empty()) cmd = "printf '" + input + "' | " + cmd;
  return run_shell(cmd);
}
#endif

}  // namespace posetlab::testing
