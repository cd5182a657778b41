#pragma once
// A FILE* writing into memory, for tests of code that prints to a stream (progress lines).
#include <cstdio>
#include <cstdlib>
#include <string>

namespace posetlab::testing {

struct MemoryCapture {
  char* buf = nullptr;
  std::size_t size = 0;
  std::FILE* f = open_memstream(&buf, &size);
  std::string text() {
    std::fflush(f);
    return std::string(buf, size);
  }
  ~MemoryCapture() {
    std::fclose(f);
    std::free(buf);
  }
};

}  // namespace posetlab::testing
