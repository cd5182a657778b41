// Output written piece by piece, in full or failing loudly (output_stream.hpp).
#include "util/output_stream.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "util/output_file.hpp"

namespace posetlab {

OutputStream::OutputStream(std::string path) : path_(std::move(path)) {
  errno = 0;
  std::error_code ec;
  if (std::filesystem::is_directory(path_, ec)) throw OutputFileError("cannot write " + path_ + ": it is a directory");
  if (!is_special_file(path_)) tmp_ = path_ + ".tmp";
  file_ = std::fopen((tmp_.empty() ? path_ : tmp_).c_str(), "wb");
  if (!file_) fail(errno);
  owned_ = true;
}

OutputStream::~OutputStream() {
  if (owned_ && file_) std::fclose(file_);
  if (file_ && !tmp_.empty()) std::remove(tmp_.c_str());
}

void OutputStream::fail(int err) {
  if (owned_ && file_) std::fclose(file_);
  if (!tmp_.empty()) std::remove(tmp_.c_str());
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
