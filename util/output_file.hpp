#pragma once
// Writing output so that every byte reaches its destination or the caller hears why.
// write_output_file: a regular file (or a new path) is written beside the target and
// renamed, so a reader never sees half of it; a device or pipe (/dev/stdout, a FIFO) is
// written in place and checked, never replaced; a directory is refused. Failures throw
// OutputFileError naming the file (the command line maps it to exit status 2).
// standard_output_error: after a command printed, whether standard output took it all
// (a full disk or `> /dev/full` must not pass for a success with lost output).
#include <stdexcept>
#include <string>

namespace posetlab {

// A file that could not be written: "cannot write PATH[: reason]".
class OutputFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Is `path` an existing file that is not a regular one (a device, FIFO or socket)?
bool is_special_file(const std::string& path);

// Writes `text` to `path` as a whole (see above); OutputFileError otherwise.
void write_output_file(const std::string& path, const std::string& text);

// Flushes std::cout and stdout; empty when both took every byte, else the message
// "cannot write standard output[: reason]".
std::string standard_output_error();

}  // namespace posetlab
