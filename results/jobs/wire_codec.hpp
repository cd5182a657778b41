#pragma once
// The bytes of rows on the wire between MPI ranks (mpi_runner.hpp): unsigned varints,
// length-prefixed strings and raw bytes, written by WireWriter and read back by
// WireReader, which throws std::runtime_error naming the kind ("posets rows: ...") on a
// truncated or malformed buffer instead of reading past it. Each kind's *_wire.cpp
// writes its fields in a fixed order with these.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace posetlab {

// The largest value an int column takes on the wire (a row read back refuses more).
inline constexpr std::uint64_t kWireIntMax = ~0u >> 1;

class WireWriter {
 public:
  explicit WireWriter(std::vector<std::uint8_t>& out) : out_(out) {}
  void varint(std::uint64_t v) {
    while (v >= 0x80) {
      out_.push_back(std::uint8_t(v | 0x80));
      v >>= 7;
    }
    out_.push_back(std::uint8_t(v));
  }
  void byte(std::uint8_t b) { out_.push_back(b); }
  void string(std::string_view s) {
    varint(s.size());
    out_.insert(out_.end(), s.begin(), s.end());
  }

 private:
  std::vector<std::uint8_t>& out_;
};

class WireReader {
 public:
  // `what` names the rows in messages, e.g. "posets rows".
  WireReader(const std::vector<std::uint8_t>& bytes, std::string what) : b_(bytes), what_(std::move(what)) {}
  std::uint64_t varint() {
    std::uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      const std::uint8_t byte = next();
      v |= std::uint64_t(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return v;
    }
    fail("malformed number");
  }
  // A varint that must not exceed `limit` (sizes, counts, small fields).
  std::uint64_t at_most(std::uint64_t limit) {
    const std::uint64_t v = varint();
    if (v > limit) fail("field out of range");
    return v;
  }
  // A count of items of at least one byte each: never more than the bytes left.
  std::size_t count() { return std::size_t(at_most(b_.size() - at_)); }
  std::uint8_t byte() { return next(); }
  std::string string() {
    const std::size_t n = count();
    std::string s(b_.begin() + long(at_), b_.begin() + long(at_ + n));
    at_ += n;
    return s;
  }
  std::size_t left() const { return b_.size() - at_; }
  std::size_t position() const { return at_; }
  void skip(std::size_t n) {
    if (n > left()) fail("truncated message");
    at_ += n;
  }
  void expect_end() const {
    if (at_ != b_.size()) fail("trailing bytes");
  }
  [[noreturn]] void fail(const std::string& why) const { throw std::runtime_error(what_ + ": " + why); }

 private:
  std::uint8_t next() {
    if (at_ >= b_.size()) fail("truncated message");
    return b_[at_++];
  }
  const std::vector<std::uint8_t>& b_;
  std::string what_;
  std::size_t at_ = 0;
};

}  // namespace posetlab
