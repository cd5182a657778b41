#include "enumerate/genposetg.hpp"

#include <sys/wait.h>

#include <cstdio>
#include <memory>
#include <stdexcept>

#include "engine/format_digraph6.hpp"
#include "engine/poset.hpp"

namespace posetlab {

const std::uint64_t kPosetCounts[13] = {1,    1,     2,      5,       16,       63,        318,
                                        2045, 16999, 183231, 2567284, 46749427, 1104891746};

std::uint64_t genposetg_part_views(int n, int part, int parts, const std::function<void(std::string_view)>& line) {
  if (n < 0 || n > 12) throw std::runtime_error("nauty-genposetg: n = " + std::to_string(n) + " out of range 0..12");
  if (n == 0) {  // genposetg starts at one point
    if (part == 0) line(poset_to_digraph6(Poset()));
    return part == 0 ? 1 : 0;
  }
  std::string cmd = "nauty-genposetg " + std::to_string(n) + " o";
  if (parts > 1) cmd += " m " + std::to_string(part) + " " + std::to_string(parts);
  cmd += " 2>/dev/null";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(cmd.c_str(), "r"), pclose);
  if (!pipe) throw std::runtime_error("cannot run `" + cmd + "`");
  std::uint64_t count = 0;
  std::string carried;  // a line cut by the end of a read
  char buf[1 << 16];
  std::size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, pipe.get())) > 0) {
    std::size_t start = 0;
    for (std::size_t i = 0; i < got; ++i) {
      if (buf[i] != '\n') continue;
      std::string_view piece(buf + start, i - start);
      if (!carried.empty()) {
        carried.append(piece);
        piece = carried;
      }
      if (!piece.empty()) line(piece), ++count;
      carried.clear();
      start = i + 1;
    }
    carried.append(buf + start, got - start);
  }
  if (!carried.empty()) line(carried), ++count;
  const int status = pclose(pipe.release());
  if (status != -1 && WIFSIGNALED(status))
    throw std::runtime_error("`" + cmd + "` was stopped by signal " + std::to_string(WTERMSIG(status)) + " after " +
                             std::to_string(count) + " posets");
  if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 127)
    throw std::runtime_error("`" + cmd + "` cannot run (is nauty installed?)");
  if (status != 0 || (parts == 1 && count != kPosetCounts[n]))
    throw std::runtime_error("`" + cmd + "` failed or gave " + std::to_string(count) + " posets" +
                             (parts == 1 ? ", expected " + std::to_string(kPosetCounts[n]) : std::string()));
  return count;
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
