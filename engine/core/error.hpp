#pragma once
// Error types shared by every layer. Parse errors carry the input name, line and
// column so the CLI can print "input:line:col: message" and exit 2 (docs/design.md,
// "Exit statuses").
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace posetlab {

// Where in an input something went wrong; line and column count from 1.
struct SourcePosition {
  std::string input;   // file name, or "<stdin>"
  std::size_t line = 0;
  std::size_t column = 0;
};

// Bad input: malformed text, an impossible poset, an out-of-range id. Exit status 2.
// Line 0 means the input as a whole (it could not be opened or read): "input: message".
class InputError : public std::runtime_error {
 public:
  InputError(SourcePosition where, const std::string& message)
      : std::runtime_error(where.line == 0 ? where.input + ": " + message
                                           : where.input + ":" + std::to_string(where.line) + ":" +
                                                 std::to_string(where.column) + ": " + message),
        where_(std::move(where)), message_(message) {}
  const SourcePosition& where() const { return where_; }
  const std::string& message() const { return message_; }

 private:
  SourcePosition where_;
  std::string message_;
};

// Bad usage of a library call (an argument outside its documented range). Exit status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A search stopped at a bound the caller set (a time or position limit): no value, by
// design rather than by fault. Exit status 3.
class BoundError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A relation list whose transitive closure is not antisymmetric. `cycle` lists the
// elements in order; the relation holds cycle[i] < cycle[i+1] and back to cycle[0].
class CycleError : public std::runtime_error {
 public:
  explicit CycleError(std::vector<int> cycle)
      : std::runtime_error("relation has a cycle: " + describe(cycle)), cycle_(std::move(cycle)) {}
  const std::vector<int>& cycle() const { return cycle_; }
  static std::string describe(const std::vector<int>& cycle) {
    std::string s;
    for (int x : cycle) s += std::to_string(x) + "<";
    return s + (cycle.empty() ? std::string("?") : std::to_string(cycle.front()));
  }

 private:
  std::vector<int> cycle_;
};

}  // namespace posetlab
