#pragma once
// The byte layer shared by nauty's graph6 and digraph6 (nauty's formats.txt):
// every byte carries 6 bits as the printable character 63 + value (63..126).
//
//   N(n): 0 <= n <= 62:            one byte n+63.
//         63 <= n <= 258047:       126, then n as 18 bits in 3 bytes, big-endian.
//         258048 <= n < 2^36:      126 126, then n as 36 bits in 6 bytes.
//   R(x): a bit vector, padded with zeros on the right to a multiple of 6, cut into
//         6-bit groups, each group read most significant bit first.
//
// Readers here never allocate according to a size they have not checked against the
// bytes actually present, so garbage cannot make them exhaust memory.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/format_common.hpp"

namespace posetlab::sixbit {

// Appends N(n).
void append_size(std::string& out, std::uint64_t n);
// Appends R(bits).
void append_bits(std::string& out, const std::vector<bool>& bits);

// Reads N(n) starting at byte `pos` of `line`, advancing pos; `format` names the
// format in messages. Throws InputError for bytes outside 63..126 or a cut-off size.
std::uint64_t read_size(std::string_view line, std::size_t& pos, const LineSource& src, const char* format);

// Checks that line[pos..] holds exactly the ceil(bit_count/6) bytes of R(x), all valid;
// throws "truncated FORMAT: expected K more bytes", "invalid FORMAT character ..." or
// "expected end of line after the FORMAT data".
void check_bits(std::string_view line, std::size_t pos, std::uint64_t bit_count, const LineSource& src,
                const char* format);

// Bit i of the R(x) data starting at byte `pos` (check_bits first).
inline bool bit(std::string_view line, std::size_t pos, std::uint64_t i) {
  unsigned v = static_cast<unsigned char>(line[pos + i / 6]) - 63u;
  return (v >> (5 - i % 6)) & 1u;
}
// 1-based column of the byte holding bit i.
inline std::size_t bit_column(std::size_t pos, std::uint64_t i) { return pos + std::size_t(i / 6) + 1; }

}  // namespace posetlab::sixbit
