// A child process run to its end (child_process.hpp).
#include "util/child_process.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <iostream>

namespace posetlab {

int run_child_process(const std::string& path, std::vector<std::string> argv) {
  std::vector<char*> args;
  for (auto& a : argv) args.push_back(a.data());
  args.push_back(nullptr);
  std::cout.flush();
  const pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    execv(path.c_str(), args.data());
    _exit(127);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

}  // namespace posetlab
