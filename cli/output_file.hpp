#pragma once
// Writing a command's output file (--out, -o): every byte reaches the file or the command
// fails naming it. A regular file (or a new path) is written beside the target and
// renamed, so a reader never sees half of it; a device or pipe (/dev/stdout, a FIFO) is
// written in place and checked, never replaced; a directory is refused.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "engine/error.hpp"

namespace posetlab::cli {

// Is `path` an existing file that is not a regular one (a device, FIFO or socket)?
inline bool is_special_file(const std::string& path) {
  std::error_code ec;
  const auto st = std::filesystem::status(path, ec);
  return !ec && std::filesystem::exists(st) && !std::filesystem::is_regular_file(st) &&
         !std::filesystem::is_directory(st);
}

inline void write_output_file(const std::string& path, const std::string& text) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw UsageError("cannot write " + path + ": it is a directory");
  auto fail = [&](const std::string& file) {
    const int err = errno;
    throw UsageError("cannot write " + file + (err ? std::string(": ") + std::strerror(err) : std::string()));
  };
  if (is_special_file(path)) {
    errno = 0;
    std::ofstream f(path, std::ios::binary);
    if (!f || !(f << text) || !f.flush()) fail(path);
    f.close();
    if (f.fail()) fail(path);
    return;
  }
  const std::string tmp = path + ".tmp";
  {
    errno = 0;
    std::ofstream f(tmp, std::ios::binary);
    bool ok = f && (f << text) && f.flush();
    if (ok) {
      f.close();
      ok = !f.fail();
    }
    if (!ok) {
      const int err = errno;
      std::remove(tmp.c_str());
      errno = err;
      fail(path);
    }
  }
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::remove(tmp.c_str());
    throw UsageError("cannot write " + path + ": " + ec.message());
  }
}

}  // namespace posetlab::cli
