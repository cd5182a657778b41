#pragma once
// A job's work unit: the smallest piece of work committed atomically (results/jobs/job.hpp),
// and the one home of the part key "n=N;part=X/K" that the enumerations split by nauty's
// res/mod parts (posets, coloured posets) write and read.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace posetlab {

struct WorkUnit {
  std::uint64_t ordinal = 0;  // 0..unit_count-1; shard R/M takes ordinal % M == R
  std::string key;            // stable, human-readable, e.g. "b=5;t=7" or "b=5;hi=0x3a"
  std::uint64_t weight = 1;   // rough relative cost, for progress and ETA
};

// Part X of K of size N.
struct PartKey {
  int n = 0, part = 0, parts = 1;
};

// The tokens every strict key reader takes from the front of `text`, advancing it: a
// decimal int (no sign, no leading zero but "0" itself), and a literal word. False, with
// `text` as it was or partly read, when the front is not one.
bool take_key_number(std::string_view& text, int& value);
bool take_key_word(std::string_view& text, std::string_view word);

std::string part_key_text(const PartKey& key);  // "n=N;part=X/K"
// Strict: exactly "n=N;part=X/K" in decimal digits (no signs, blanks or leading zeros),
// with 0 <= X < K; nullopt otherwise.
std::optional<PartKey> parse_part_key(std::string_view text);

}  // namespace posetlab
