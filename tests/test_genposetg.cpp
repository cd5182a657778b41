// The nauty-genposetg reader (enumerate/genposetg.hpp): the published counts (A000112),
// chunks of whole lines, parts that add up to the whole stream, and a missing generator
// named as such whether or not stdbuf is there to start it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>

#include "enumerate/genposetg.hpp"

namespace posetlab {
namespace {

namespace fs = std::filesystem;

TEST(Genposetg, ChunksHoldWholeLinesAndThePublishedCounts) {
  for (int n = 0; n <= 8; ++n) {
    std::uint64_t lines = 0, chunks = 0;
    const std::uint64_t count = genposetg_part_chunks(n, 0, 1, [&](std::string_view text, std::uint64_t in_chunk) {
      ASSERT_FALSE(text.empty());
      ASSERT_EQ(text.back(), '\n');
      std::uint64_t newlines = 0;
      for (char c : text) newlines += c == '\n';
      ASSERT_EQ(newlines, in_chunk);
      lines += in_chunk, ++chunks;
    });
    EXPECT_EQ(count, kPosetCounts[n]) << n;
    EXPECT_EQ(lines, kPosetCounts[n]) << n;
    EXPECT_GE(chunks, 1u);
  }
}

TEST(Genposetg, PartsAddUpToTheWholeStream) {
  std::uint64_t total = 0;
  for (int part = 0; part < 64; ++part)
    total += genposetg_part_views(9, part, 64, [](std::string_view line) { ASSERT_EQ(line.substr(0, 2), "&H"); });
  EXPECT_EQ(total, kPosetCounts[9]);
}

// Runs `body` with PATH set to `path`, then puts PATH back.
template <class F>
void with_path(const std::string& path, F&& body) {
  const char* old = std::getenv("PATH");
  const std::string saved = old ? old : "";
  setenv("PATH", path.c_str(), 1);
  try {
    body();
  } catch (...) {
    setenv("PATH", saved.c_str(), 1);
    throw;
  }
  setenv("PATH", saved.c_str(), 1);
}

TEST(Genposetg, AMissingGeneratorIsNamed) {
  const fs::path dir = fs::temp_directory_path() / ("posetlab_genposetg_" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "empty");
  fs::create_directories(dir / "stdbuf_only");
  // n = 5: started directly; n = 10 (a whole stream of 2.5 million): through stdbuf if found.
  auto expect_named = [](const std::string& path, int n) {
    with_path(path, [n] {
      try {
        genposetg_part_views(n, 0, 1, [](std::string_view) {});
        FAIL() << "ran without a generator";
      } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("is nauty installed"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("nauty-genposetg " + std::to_string(n) + " o"), std::string::npos) << e.what();
      }
    });
  };
  expect_named((dir / "empty").string(), 5);
  expect_named((dir / "empty").string(), 10);
  const char* stdbuf_paths[] = {"/usr/bin/stdbuf", "/bin/stdbuf"};
  for (const char* stdbuf : stdbuf_paths)
    if (fs::exists(stdbuf)) {
      fs::create_symlink(stdbuf, dir / "stdbuf_only" / "stdbuf");
      expect_named((dir / "stdbuf_only").string(), 10);
      break;
    }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace posetlab
