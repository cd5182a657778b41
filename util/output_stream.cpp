// Output written piece by piece, in full or failing loudly (output_stream.hpp).
#include "util/output_stream.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "util/output_file.hpp"

namespace posetlab {

namespace {

// An unnamed file in the folder of `path` (O_TMPFILE), open for writing: a process killed
// before commit leaves nothing behind, where a named PATH.tmp would stay. -1 where the
// file system has no unnamed files (the caller falls back to PATH.tmp).
int unnamed_file_beside(const std::string& path) {
  std::string folder = std::filesystem::path(path).parent_path().string();
  if (folder.empty()) folder = ".";
  return ::open(folder.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
}

}  // namespace

OutputStream::OutputStream(std::string path) : path_(std::move(path)) {
  errno = 0;
  std::error_code ec;
  if (std::filesystem::is_directory(path_, ec)) throw OutputFileError("cannot write " + path_ + ": it is a directory");
  if (!is_special_file(path_)) {
    tmp_ = path_ + ".tmp";
    if (const int fd = unnamed_file_beside(path_); fd >= 0) {
      file_ = ::fdopen(fd, "wb");
      if (!file_) ::close(fd);
      unnamed_ = file_ != nullptr;
    }
  }
  if (!file_) file_ = std::fopen((tmp_.empty() ? path_ : tmp_).c_str(), "wb");
  if (!file_) fail(errno);
  owned_ = true;
}

OutputStream::~OutputStream() {
  if (owned_ && file_) std::fclose(file_);
  if (file_ && !tmp_.empty() && !unnamed_) std::remove(tmp_.c_str());
}

void OutputStream::fail(int err) {
  if (owned_ && file_) std::fclose(file_);
  if (!tmp_.empty() && !unnamed_) std::remove(tmp_.c_str());
  file_ = nullptr;
  throw OutputFileError("cannot write " + path_ + (err ? std::string(": ") + std::strerror(err) : std::string()));
}

void OutputStream::write(std::string_view bytes) {
  if (!file_) throw OutputFileError("cannot write " + path_ + ": the output is closed");
  errno = 0;
  if (std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size()) fail(errno);
}

void OutputStream::commit() {
  if (!file_) throw OutputFileError("cannot write " + path_ + ": the output is closed");
  errno = 0;
  if (std::fflush(file_) != 0 || std::ferror(file_)) fail(errno);
  if (unnamed_) {  // named only now, as PATH.tmp, then renamed over PATH below
    std::remove(tmp_.c_str());  // a PATH.tmp left by an older run would make the link fail
    const std::string self = "/proc/self/fd/" + std::to_string(::fileno(file_));
    if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, tmp_.c_str(), AT_SYMLINK_FOLLOW) != 0) {
      const int err = errno;
      unnamed_ = false;  // nothing named yet: nothing to remove but an old PATH.tmp
      tmp_.clear();
      fail(err);
    }
    unnamed_ = false;  // from here on PATH.tmp exists, and a failure removes it
  }
  if (owned_) {
    const int closed = std::fclose(file_);
    const int err = errno;
    owned_ = false;
    if (closed != 0) fail(err);
  }
  file_ = nullptr;
  if (tmp_.empty()) return;
  std::error_code ec;
  std::filesystem::rename(tmp_, path_, ec);
  if (ec) {
    std::remove(tmp_.c_str());
    throw OutputFileError("cannot write " + path_ + ": " + ec.message());
  }
}

}  // namespace posetlab
