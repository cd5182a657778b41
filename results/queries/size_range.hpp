#pragma once
// The sizes a statement is about, as `--size` takes them: one size N ("9") or a range
// A:B ("1:9", both ends included). A claim "for every n <= N" needs every size 1..N
// stored completely, a claim "for n = 9" needs size 9 only: each stored size is judged
// complete on its own (value_counts.hpp, conjecture_tables.hpp), and a range asks for
// each of its sizes.
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace posetlab {

struct SizeRange {
  int lo = 0, hi = 0;  // lo <= hi
  bool contains(int n) const { return lo <= n && n <= hi; }
  std::string text() const;  // "9" or "1:9"
};

inline constexpr int kMaxSizeInRange = 1000;

// "N" or "A:B" with 0 <= A <= B <= kMaxSizeInRange; UsageError "<option>: ..." otherwise.
SizeRange parse_size_range(const std::string& text, const std::string& option = "--size");

// Ascending sizes as a reader says them: "9", "1..7", "1..7, 9, 11..12"; "" for none.
std::string sizes_text(const std::vector<int>& sizes);

// The sizes a statement covers: with a range, every size of it, each of which must be
// complete (in `complete`; else UsageError "<what> --size R: size n is not stored
// completely: <why(n)>"); without one, every complete size. `complete` ascending.
std::vector<int> sizes_in_range(const std::vector<int>& complete, const std::optional<SizeRange>& range,
                                const std::string& what, const std::function<std::string(int)>& why);

}  // namespace posetlab
