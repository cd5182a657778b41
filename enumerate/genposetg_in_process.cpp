// nauty's genposetg in this process; see genposetg_in_process.hpp.
#include "enumerate/genposetg_in_process.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "enumerate/genposetg.hpp"
#include "enumerate/genposetg_plugin.h"

#ifndef POSETLAB_GENPOSETG_IN_PROCESS
#define POSETLAB_GENPOSETG_IN_PROCESS 0  // cmake/genposetg_in_process.cmake found no source
#endif

#if POSETLAB_GENPOSETG_IN_PROCESS
// The generator's writable sections, renamed by cmake/genposetg_in_process.cmake; the
// linker defines their bounds. Weak: a section the compiler did not make is absent.
#define POSETLAB_SECTION_BOUNDS(id)                            \
  extern "C" char __start_posetlab_genposetg_##id[] __attribute__((weak)); \
  extern "C" char __stop_posetlab_genposetg_##id[] __attribute__((weak));
POSETLAB_SECTION_BOUNDS(data)
POSETLAB_SECTION_BOUNDS(data_rel)
POSETLAB_SECTION_BOUNDS(data_rel_local)
POSETLAB_SECTION_BOUNDS(bss)
#undef POSETLAB_SECTION_BOUNDS
#endif

namespace posetlab {

const std::uint8_t GeneratedPosets::kReversedByte[256] = {
#define POSETLAB_R2(b) b, b + 128, b + 64, b + 192
#define POSETLAB_R4(b) POSETLAB_R2(b), POSETLAB_R2(b + 32), POSETLAB_R2(b + 16), POSETLAB_R2(b + 48)
#define POSETLAB_R6(b) POSETLAB_R4(b), POSETLAB_R4(b + 8), POSETLAB_R4(b + 4), POSETLAB_R4(b + 12)
    POSETLAB_R6(0), POSETLAB_R6(2), POSETLAB_R6(1), POSETLAB_R6(3)
#undef POSETLAB_R6
#undef POSETLAB_R4
#undef POSETLAB_R2
};
static_assert(GeneratedPosets::kStride == POSETLAB_GENPOSETG_STRIDE);

bool genposetg_in_process_built() { return POSETLAB_GENPOSETG_IN_PROCESS != 0; }

const char* genposetg_route_name(GenposetgRoute route) {
  return route == GenposetgRoute::InProcess ? "in-process" : "pipe";
}

GenposetgRoute genposetg_route() {
  const char* chosen = std::getenv("POSETLAB_GENPOSETG");
  const std::string asked = chosen ? chosen : "";
  if (asked == "pipe") return GenposetgRoute::Pipe;
  if (asked == "in-process") {
    if (!genposetg_in_process_built())
      throw std::runtime_error(
          "POSETLAB_GENPOSETG=in-process: this posetlab was built without genposetg in process "
          "(run scripts/setup.sh, then CMake again)");
    return GenposetgRoute::InProcess;
  }
  if (!asked.empty() && asked != "auto")
    throw std::runtime_error("POSETLAB_GENPOSETG=" + asked + ": expected pipe, in-process or auto");
  if (genposetg_in_process_built()) return GenposetgRoute::InProcess;
  static std::once_flag said;
  std::call_once(said, [] {
    std::fputs(
        "posetlab: nauty-genposetg runs through a pipe: this binary was built without genposetg in process "
        "(run scripts/setup.sh, then CMake again)\n",
        stderr);
  });
  return GenposetgRoute::Pipe;
}

#if POSETLAB_GENPOSETG_IN_PROCESS
namespace {

// A writable section of the generator and its bytes as loaded.
struct Section {
  char* start;
  char* stop;
  std::vector<char> loaded;
};

class InProcessGenerator {
 public:
  static InProcessGenerator& instance() {
    static InProcessGenerator g;
    return g;
  }
  std::mutex mutex;  // one run at a time
  // Puts every section back as it was loaded.
  void restore() {
    for (Section& s : sections_)
      if (!s.loaded.empty()) std::memcpy(s.start, s.loaded.data(), s.loaded.size());
  }

 private:
  // Before any run: the sections as loaded.
  InProcessGenerator() {
    sections_ = {{__start_posetlab_genposetg_data, __stop_posetlab_genposetg_data, {}},
                 {__start_posetlab_genposetg_data_rel, __stop_posetlab_genposetg_data_rel, {}},
                 {__start_posetlab_genposetg_data_rel_local, __stop_posetlab_genposetg_data_rel_local, {}},
                 {__start_posetlab_genposetg_bss, __stop_posetlab_genposetg_bss, {}}};
    for (Section& s : sections_)
      if (s.start && s.stop > s.start) s.loaded.assign(s.start, s.stop);
  }
  std::vector<Section> sections_;
};

// What the generator's sink calls back into when its buffer is full.
struct GeneratedFeed {
  const std::function<void(const GeneratedPosets&)>* batch;
  std::vector<std::uint16_t> rows;
  posetlab_genposetg_sink sink{};
  std::uint64_t posets = 0;
  std::exception_ptr error;

  bool hand_over() {
    if (!sink.count) return true;
    try {
      (*batch)(GeneratedPosets{sink.n, sink.count, rows.data()});
    } catch (...) {
      error = std::current_exception();
      return false;
    }
    posets += sink.count;
    sink.count = 0;
    return true;
  }
  static int full(void* context) { return static_cast<GeneratedFeed*>(context)->hand_over() ? 0 : 1; }
};

}  // namespace
#endif

std::uint64_t genposetg_part_in_process(int n, int part, int parts, std::size_t batch_posets,
                                        const std::function<void(const GeneratedPosets&)>& batch) {
  constexpr int kMaxN = int(std::size(kPosetCounts)) - 1;
  if (n < 0 || n > kMaxN)
    throw std::runtime_error("genposetg: n = " + std::to_string(n) + " out of range 0.." + std::to_string(kMaxN));
#if POSETLAB_GENPOSETG_IN_PROCESS
  if (n == 0) {  // genposetg starts at one point
    if (part != 0) return 0;
    batch(GeneratedPosets{0, 1, nullptr});
    return 1;
  }
  std::vector<std::string> args = {"genposetg", std::to_string(n), "o", "q"};
  if (parts > 1) args.insert(args.end(), {"m", std::to_string(part), std::to_string(parts)});
  std::string command = "genposetg (in process)";
  for (std::size_t i = 1; i < args.size(); ++i) command += " " + args[i];
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);

  GeneratedFeed feed;
  feed.batch = &batch;
  batch_posets = std::max<std::size_t>(batch_posets, 1);
  feed.rows.resize(batch_posets * GeneratedPosets::kStride);
  feed.sink = {feed.rows.data(), batch_posets, 0, n, &GeneratedFeed::full, &feed};
  std::array<char, 1024> message{};
  int status;
  {
    InProcessGenerator& gen = InProcessGenerator::instance();
    std::lock_guard lock(gen.mutex);
    gen.restore();
    status = posetlab_genposetg_run(int(argv.size()) - 1, argv.data(), &feed.sink, message.data(), message.size());
  }
  if (feed.error) std::rethrow_exception(feed.error);
  if (status == 0 && !feed.hand_over()) std::rethrow_exception(feed.error);
  if (status != 0)
    throw std::runtime_error("`" + command + "` failed (status " + std::to_string(status) + ") after " +
                             std::to_string(feed.posets) + " posets: " + message.data());
  if (parts == 1 && feed.posets != kPosetCounts[n])
    throw std::runtime_error("`" + command + "` gave " + std::to_string(feed.posets) + " posets, expected " +
                             std::to_string(kPosetCounts[n]));
  return feed.posets;
#else
  (void)part, (void)parts, (void)batch_posets, (void)batch;
  throw std::runtime_error("genposetg in process: not built (run scripts/setup.sh, then CMake again)");
#endif
}

}  // namespace posetlab
