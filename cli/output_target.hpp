#pragma once
// Where a command that writes a large result puts it: a file, opened before the work so that
// a path that cannot be written fails first (exit 2), and renamed into place by commit(); or
// standard output ('-' or no path: written through std::cout and checked once at the end like
// every command's, exit 1).
#include <iostream>
#include <optional>
#include <string>

#include "util/output_stream.hpp"

namespace posetlab::cli {

class OutputTarget {
 public:
  explicit OutputTarget(const std::string& path) {
    if (!path.empty() && path != "-") file_.emplace(path);
  }
  void write(const std::string& text) {
    if (file_) file_->write(text);
    else std::cout << text;
  }
  void commit() {
    if (file_) file_->commit();
  }
  bool is_file() const { return file_.has_value(); }

 private:
  std::optional<OutputStream> file_;
};

}  // namespace posetlab::cli
