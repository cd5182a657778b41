#pragma once
// The ranges of the numeric options several commands share (--threads, --table-mb,
// --max-elements, --bottoms, --commit-every), in one place. Each is a CLI11 validator,
// so a value out of range is refused while the command line is parsed: before any
// memory is allocated, any thread started or any run recorded in a database, with a
// message naming the option and its range, and exit status 2. The ceilings themselves
// are engine/core/limits.hpp's, shared with the nightly job list.
#include <cmath>
#include <cstddef>
#include <string>

#include "cli/command.hpp"
#include "engine/core/limits.hpp"
#include "util/system_memory.hpp"

namespace posetlab::cli {

// An integer in [low, high]; `what` says what the value counts.
inline CLI::Validator integer_range(long long low, long long high, const std::string& what) {
  return CLI::Validator(
      [low, high, what](std::string& text) -> std::string {
        long long v = 0;
        std::size_t used = 0;
        try {
          v = std::stoll(text, &used);
        } catch (const std::exception&) {
          used = 0;
        }
        if (used == 0 || used != text.size() || v < low || v > high)
          return "'" + text + "' is not " + what + " from " + std::to_string(low) + " to " + std::to_string(high);
        return {};
      },
      "INT in [" + std::to_string(low) + " - " + std::to_string(high) + "]");
}

// --threads: 0 (all cores) to kMaxThreads.
inline CLI::Validator threads_limit() { return integer_range(0, kMaxThreads, "a thread count (0: all cores)"); }

// --memo-mb (also --table-mb): 0 (the default size) up to the machine's physical memory (util/system_memory.hpp).
inline CLI::Validator memo_mb_limit() {
  return integer_range(0, (long long)physical_memory_mb(), "a memo size in MiB (0: default; at most physical memory)");
}

// --max-elements: 1 to kMaxElementsCeiling.
inline CLI::Validator max_elements_limit() { return integer_range(1, kMaxElementsCeiling, "an element limit"); }

// --bottoms: 0 to `high` (graph6 input: kMaxElementsCeiling; two-level jobs: 64, bottoms
// being bit masks there).
inline CLI::Validator bottoms_limit(int high = kMaxElementsCeiling) { return integer_range(0, high, "a number of bottoms"); }

// A finite number of seconds in [0, high] (NaN and infinities refused).
inline CLI::Validator seconds_limit(double high) {
  return CLI::Validator(
      [high](std::string& text) -> std::string {
        double v = 0;
        std::size_t used = 0;
        try {
          v = std::stod(text, &used);
        } catch (const std::exception&) {
          used = 0;
        }
        if (used == 0 || used != text.size() || !std::isfinite(v) || v < 0 || v > high)
          return "'" + text + "' is not a number of seconds from 0 to " + std::to_string(int(high));
        return {};
      },
      "SECONDS in [0 - " + std::to_string(int(high)) + "]");
}

}  // namespace posetlab::cli
