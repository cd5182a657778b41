#include "engine/formats/format_sixbit.hpp"

namespace posetlab::sixbit {
namespace {

bool valid(unsigned char c) { return c >= 63 && c <= 126; }

[[noreturn]] void invalid_char(std::string_view line, std::size_t pos, const LineSource& src, const char* format) {
  throw_input_error(src, pos + 1,
                    std::string("invalid ") + format + " character " +
                        describe_byte(static_cast<unsigned char>(line[pos])) + " (expected bytes 63..126)");
}

}  // namespace

void append_size(std::string& out, std::uint64_t n) {
  auto group = [&](int count) {
    for (int k = count - 1; k >= 0; --k) out += char(63 + ((n >> (6 * k)) & 63));
  };
  if (n <= 62) {
    out += char(63 + n);
  } else if (n <= 258047) {
    out += char(126);
    group(3);
  } else {
    out += char(126);
    out += char(126);
    group(6);
  }
}

void append_bits(std::string& out, const std::vector<bool>& bits) {
  for (std::size_t i = 0; i < bits.size(); i += 6) {
    unsigned v = 0;
    for (std::size_t k = 0; k < 6; ++k) v = (v << 1) | (i + k < bits.size() && bits[i + k] ? 1u : 0u);
    out += char(63 + v);
  }
}

std::uint64_t read_size(std::string_view line, std::size_t& pos, const LineSource& src, const char* format) {
  auto need = [&](std::size_t count) {
    for (std::size_t k = 0; k < count; ++k) {
      if (pos + k >= line.size())
        throw_input_error(src, pos + k + 1,
                          std::string("truncated ") + format + ": the vertex count needs " + std::to_string(count - k) +
                              " more bytes");
      if (!valid(static_cast<unsigned char>(line[pos + k]))) invalid_char(line, pos + k, src, format);
    }
  };
  auto take = [&](int count) {
    std::uint64_t n = 0;
    for (int k = 0; k < count; ++k) n = (n << 6) | std::uint64_t(static_cast<unsigned char>(line[pos++]) - 63);
    return n;
  };
  need(1);
  if (static_cast<unsigned char>(line[pos]) != 126) return take(1);
  ++pos;
  need(1);
  if (static_cast<unsigned char>(line[pos]) != 126) {
    need(3);
    return take(3);
  }
  ++pos;
  need(6);
  return take(6);
}

void check_bits(std::string_view line, std::size_t pos, std::uint64_t bit_count, const LineSource& src,
                const char* format) {
  const std::uint64_t bytes = (bit_count + 5) / 6;
  const std::uint64_t present = line.size() - pos;
  for (std::size_t k = pos; k < line.size() && k - pos < bytes; ++k)
    if (!valid(static_cast<unsigned char>(line[k]))) invalid_char(line, k, src, format);
  if (present < bytes)
    throw_input_error(src, line.size() + 1,
                      std::string("truncated ") + format + ": expected " + std::to_string(bytes - present) +
                          " more bytes");
  if (present > bytes)
    throw_input_error(src, pos + bytes + 1,
                      std::string("expected end of line after the ") + format + " data (" + std::to_string(bytes) +
                          " bytes for this vertex count), found " +
                          describe_byte(static_cast<unsigned char>(line[pos + bytes])));
}

}  // namespace posetlab::sixbit
