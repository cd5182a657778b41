#include "enumerate/genposetg.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iterator>
#include <stdexcept>

#include "engine/core/poset.hpp"
#include "engine/formats/format_digraph6.hpp"

extern char** environ;

namespace posetlab {

const std::uint64_t kPosetCounts[15] = {1,     1,      2,       5,        16,         63,          318,          2045,
                                        16999, 183231, 2567284, 46749427, 1104891746, 33823827452, 1338193159771};

namespace {

// The generator's process and the read end of its stdout; the destructor (an error on
// the way) closes the pipe, so the generator stops at its next write, and reaps it.
// `buffered`: started through coreutils' stdbuf where there is one, with a 1 MiB stdout
// buffer. Its stdio would write the pipe 4 KiB at a time; on a large part those writes
// cost more than stdbuf's own start (bench/RESULTS.md, "All posets").
class Generator {
 public:
  Generator(const std::vector<std::string>& args, bool buffered) : command_(args[0]) {
    for (std::size_t i = 1; i < args.size(); ++i) command_ += " " + args[i];
    int failed = ENOENT;
    if (buffered) {
      std::vector<std::string> with_stdbuf = {"stdbuf", "--output=1M"};
      with_stdbuf.insert(with_stdbuf.end(), args.begin(), args.end());
      failed = spawn(with_stdbuf);
    }
    if (failed == ENOENT) failed = spawn(args);
    if (failed) throw std::runtime_error("`" + command_ + "` cannot run (is nauty installed?): " + std::strerror(failed));
    fcntl(fd_, F_SETPIPE_SZ, 1 << 20);  // fewer switches between writer and reader; a hint only
  }
  Generator(const Generator&) = delete;
  Generator& operator=(const Generator&) = delete;
  ~Generator() {
    if (fd_ >= 0) close(fd_);
    if (pid_ > 0) waitpid(pid_, nullptr, 0);
  }
  const std::string& command() const { return command_; }
  // Up to `size` bytes, fewer only at the end of the output; 0 at the end.
  std::size_t read_some(char* into, std::size_t size) {
    std::size_t got = 0;
    while (got < size) {
      const ssize_t r = read(fd_, into + got, size - got);
      if (r == 0) break;
      if (r < 0) {
        if (errno == EINTR) continue;
        throw std::runtime_error("reading `" + command_ + "`: " + std::strerror(errno));
      }
      got += std::size_t(r);
    }
    return got;
  }
  // Closes the pipe and waits; the wait status.
  int finish() {
    close(fd_);
    fd_ = -1;
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0)
      if (errno != EINTR) throw std::runtime_error("waiting for `" + command_ + "`: " + std::strerror(errno));
    pid_ = -1;
    return status;
  }

 private:
  // Starts `args` with stdout into a new pipe (its read end to fd_) and stderr to
  // /dev/null; 0 or the error number.
  int spawn(const std::vector<std::string>& args) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return errno;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    const int failed = posix_spawnp(&pid_, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(fds[1]);
    if (failed) {
      close(fds[0]);
      pid_ = -1;
      return failed;
    }
    fd_ = fds[0];
    return 0;
  }

  std::string command_;
  pid_t pid_ = -1;
  int fd_ = -1;
};

}  // namespace

std::uint64_t genposetg_part_chunks(int n, int part, int parts,
                                    const std::function<void(std::string_view chunk, std::uint64_t lines)>& chunk) {
  constexpr int kMaxN = int(std::size(kPosetCounts)) - 1;
  if (n < 0 || n > kMaxN)
    throw std::runtime_error("nauty-genposetg: n = " + std::to_string(n) + " out of range 0.." + std::to_string(kMaxN));
  if (n == 0) {  // genposetg starts at one point
    if (part != 0) return 0;
    chunk(poset_to_digraph6(Poset()) + "\n", 1);
    return 1;
  }
  std::vector<std::string> args = {"nauty-genposetg", std::to_string(n), "o"};
  if (parts > 1) args.insert(args.end(), {"m", std::to_string(part), std::to_string(parts)});
  // stdbuf saves about 0.05 us a poset and costs one more program start (some ms): a
  // gain from parts of about 10^5 posets up (N = 12's parts, whole streams from N = 10).
  constexpr std::uint64_t kBufferedFrom = 100000;
  Generator gen(args, kPosetCounts[n] / std::uint64_t(std::max(parts, 1)) >= kBufferedFrom);
  std::uint64_t count = 0;
  std::vector<char> buffer(std::size_t{1} << 18);
  std::size_t kept = 0;  // bytes of a line cut by the end of a read, at the front
  for (;;) {
    if (kept == buffer.size()) buffer.resize(2 * buffer.size());  // a line longer than the buffer
    const std::size_t got = gen.read_some(buffer.data() + kept, buffer.size() - kept);
    std::size_t end = kept + got;
    if (got == 0) {
      if (kept == 0) break;
      buffer[end++] = '\n';  // the output ends without one
    }
    std::size_t whole = end;  // up to and with the last '\n'
    while (whole > 0 && buffer[whole - 1] != '\n') --whole;
    if (whole > 0) {
      const std::string_view text(buffer.data(), whole);
      const std::uint64_t lines = std::uint64_t(std::count(text.begin(), text.end(), '\n'));
      chunk(text, lines);
      count += lines;
    }
    kept = end - whole;
    std::memmove(buffer.data(), buffer.data() + whole, kept);
  }
  const int status = gen.finish();
  const std::string& cmd = gen.command();
  if (WIFEXITED(status) && (WEXITSTATUS(status) == 126 || WEXITSTATUS(status) == 127))  // stdbuf found no generator
    throw std::runtime_error("`" + cmd + "` cannot run (is nauty installed?)");
  if (WIFSIGNALED(status))
    throw std::runtime_error("`" + cmd + "` was stopped by signal " + std::to_string(WTERMSIG(status)) + " after " +
                             std::to_string(count) + " posets");
  if (status != 0 || (parts == 1 && count != kPosetCounts[n]))
    throw std::runtime_error("`" + cmd + "` failed or gave " + std::to_string(count) + " posets" +
                             (parts == 1 ? ", expected " + std::to_string(kPosetCounts[n]) : std::string()));
  return count;
}

std::uint64_t genposetg_part_views(int n, int part, int parts, const std::function<void(std::string_view)>& line) {
  return genposetg_part_chunks(n, part, parts, [&](std::string_view text, std::uint64_t) {
    while (!text.empty()) {
      const std::size_t end = text.find('\n');
      if (end > 0) line(text.substr(0, end));
      text.remove_prefix(end + 1);
    }
  });
}

std::uint64_t genposetg_part(int n, int part, int parts, const std::function<void(std::string&&)>& line) {
  return genposetg_part_views(n, part, parts, [&](std::string_view l) { line(std::string(l)); });
}

std::vector<std::string> genposetg_lines(int n, int part, int parts) {
  std::vector<std::string> lines;
  genposetg_part(n, part, parts, [&](std::string&& l) { lines.push_back(std::move(l)); });
  return lines;
}

}  // namespace posetlab
