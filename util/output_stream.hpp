#pragma once
// A large output written piece by piece, with the guarantees of write_output_file
// (output_file.hpp): a regular file is written beside its target and renamed into place
// by commit(), so a reader never sees half of it and a writer dropped before commit()
// (an error, Ctrl-C caught as an exception) leaves no file; a device or pipe is written in
// place. Where the file system allows, the file beside the target has no name until
// commit() (O_TMPFILE), so even a process killed with SIGKILL leaves nothing behind. A failed write throws OutputFileError naming the file. (Standard output is the
// caller's: commands write it through std::cout and check it once at the end.)
#include <cstdio>
#include <string>
#include <string_view>

namespace posetlab {

class OutputStream {
 public:
  explicit OutputStream(std::string path);
  ~OutputStream();  // without commit(): closes and removes the partial file
  OutputStream(const OutputStream&) = delete;
  OutputStream& operator=(const OutputStream&) = delete;

  void write(std::string_view bytes);
  void commit();  // flushes, closes, renames into place; OutputFileError on failure
  const std::string& path() const { return path_; }

 private:
  [[noreturn]] void fail(int err);
  std::string path_, tmp_;  // tmp_ empty: written in place
  std::FILE* file_ = nullptr;
  bool owned_ = false;  // file_ is open and ours to close
  bool unnamed_ = false;  // file_ is an O_TMPFILE file, linked as tmp_ by commit()
};

}  // namespace posetlab
