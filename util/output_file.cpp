// Output files and standard output written in full or failing loudly (output_file.hpp).
#include "util/output_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace posetlab {

bool is_special_file(const std::string& path) {
  std::error_code ec;
  const auto st = std::filesystem::status(path, ec);
  return !ec && std::filesystem::exists(st) && !std::filesystem::is_regular_file(st) &&
         !std::filesystem::is_directory(st);
}

void write_output_file(const std::string& path, const std::string& text) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw OutputFileError("cannot write " + path + ": it is a directory");
  auto fail = [&](const std::string& file) {
    const int err = errno;
    throw OutputFileError("cannot write " + file + (err ? std::string(": ") + std::strerror(err) : std::string()));
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
    throw OutputFileError("cannot write " + path + ": " + ec.message());
  }
}

std::string standard_output_error() {
  errno = 0;
  std::cout.flush();
  const bool stream_failed = !std::cout;
  const int stream_errno = errno;
  errno = 0;
  const bool stdio_failed = std::fflush(stdout) != 0 || std::ferror(stdout);
  if (!stream_failed && !stdio_failed) return {};
  const int err = stdio_failed && errno ? errno : stream_errno;
  return std::string("cannot write standard output") + (err ? std::string(": ") + std::strerror(err) : "");
}

}  // namespace posetlab
