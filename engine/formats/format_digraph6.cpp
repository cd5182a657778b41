#include "engine/formats/format_digraph6.hpp"

#include <array>
#include <bit>

#include "engine/core/error.hpp"
#include "engine/formats/format_sixbit.hpp"

namespace posetlab {

Poset parse_digraph6(std::string_view line, const LineSource& src, int max_elements) {
  std::size_t pos = 0;
  constexpr std::string_view header = ">>digraph6<<";
  if (line.starts_with(header)) pos = header.size();
  if (pos >= line.size() || line[pos] != '&')
    throw_input_error(src, pos + 1,
                      "expected '&' starting a digraph6 line, found " +
                          (pos >= line.size() ? std::string("end of line")
                                              : describe_byte(static_cast<unsigned char>(line[pos]))));
  ++pos;
  const std::size_t size_col = pos + 1;
  const std::uint64_t n = sixbit::read_size(line, pos, src, "digraph6");
  check_element_limit(src, size_col, static_cast<long long>(n), max_elements);
  sixbit::check_bits(line, pos, n * n, src, "digraph6");
  std::vector<Relation> rel;
  std::vector<std::size_t> columns;
  for (std::uint64_t i = 0; i < n * n; ++i)
    if (sixbit::bit(line, pos, i)) {
      if (i / n == i % n)  // a loop x->x would say x < x
        throw_input_error(src, sixbit::bit_column(pos, i),
                          "arc " + std::to_string(i / n) + "->" + std::to_string(i / n) +
                              ": no element is less than itself (a strict order is irreflexive)");
      rel.emplace_back(int(i / n), int(i % n));
      columns.push_back(sixbit::bit_column(pos, i));
    }
  return poset_from_located_relations(src, int(n), rel, columns);
}

namespace {

// The 6 bits of a data byte's value, lowest first: bit i of the result is bit i of the
// byte's group in R(x) (the group is written most significant bit first).
constexpr int kDecodeMaxVertices = 32;

constexpr std::array<std::uint8_t, 64> kReversed6 = [] {
  std::array<std::uint8_t, 64> t{};
  for (unsigned v = 0; v < 64; ++v)
    for (unsigned b = 0; b < 6; ++b) t[v] |= std::uint8_t(((v >> b) & 1u) << (5 - b));
  return t;
}();

}  // namespace

int decode_digraph6_arcs(std::string_view line, std::uint64_t* arcs) {
  std::size_t pos = line.starts_with(">>digraph6<<") ? 12 : 0;
  if (line.size() < pos + 2 || line[pos] != '&') return -1;
  const int n = static_cast<unsigned char>(line[pos + 1]) - 63;
  if (n < 0 || n > kDecodeMaxVertices) return -1;
  pos += 2;
  const std::size_t bytes = (std::size_t(n) * std::size_t(n) + 5) / 6;
  if (line.size() - pos != bytes) return -1;
  // R(x) in 60-bit words, ten bytes a word: bit i of the matrix at bit i % 60 of word
  // i / 60. A byte outside 63..126 leaves a bit above the low 6 in `bad`.
  const auto* data = reinterpret_cast<const unsigned char*>(line.data()) + pos;
  std::array<std::uint64_t, (kDecodeMaxVertices * kDecodeMaxVertices + 59) / 60 + 1> words;
  unsigned bad = 0;
  std::size_t w = 0, k = 0;
  for (; k + 10 <= bytes; k += 10, ++w) {
    std::uint64_t word = 0;
    for (int j = 0; j < 10; ++j) {
      const unsigned c = data[k + j] - 63u;
      bad |= c;
      word |= std::uint64_t(kReversed6[c & 63]) << (6 * j);
    }
    words[w] = word;
  }
  std::uint64_t last = 0;
  for (int j = 0; k + j < bytes; ++j) {
    const unsigned c = data[k + j] - 63u;
    bad |= c;
    last |= std::uint64_t(kReversed6[c & 63]) << (6 * j);
  }
  words[w] = last;
  words[w + 1] = 0;
  if (bad > 63) return -1;
  const std::uint64_t row_mask = (std::uint64_t{1} << n) - 1;
  std::uint64_t loops = 0;
  for (int x = 0; x < n; ++x) {
    const std::size_t at = std::size_t(x) * std::size_t(n), word = at / 60, shift = at % 60;
    arcs[x] = ((words[word] >> shift) | (words[word + 1] << (60 - shift))) & row_mask;
    loops |= arcs[x] & std::uint64_t{1} << x;
  }
  return loops ? -1 : n;  // a loop x->x: parse_digraph6 names it
}

SmallPoset parse_digraph6_small(std::string_view line, const LineSource& src) {
  std::array<std::uint64_t, 64> arcs{};
  const int n = decode_digraph6_arcs(line, arcs.data());
  if (n >= 0) {
    try {
      SmallPoset s = SmallPoset::from_covers(n, arcs.data());
      // The arcs may include non-covers (any relation is read and closed): keep only
      // the covers, y in up(x) and in no up(z) for z in up(x).
      for (int x = 0; x < s.k; ++x) {
        std::uint64_t above_above = 0;
        for (std::uint64_t u = s.up[x]; u; u &= u - 1) above_above |= s.up[std::countr_zero(u)];
        s.cover_up[x] = s.up[x] & ~above_above;
      }
      return s;
    } catch (const UsageError&) {  // a cycle: parse_digraph6 names it
    }
  }
  const Poset p = parse_digraph6(line, src);  // throws the error this line deserves
  if (p.size() > 64) throw UsageError("parse_digraph6_small: " + std::to_string(p.size()) + " elements, more than 64");
  return SmallPoset::from_poset(p);
}

void Digraph6LastRow::set(int n, const std::uint64_t* rows) {
  if (n < 1 || n > kDecodeMaxVertices) throw UsageError("Digraph6LastRow: " + std::to_string(n) + " vertices");
  const std::size_t un = std::size_t(n), start = (un - 1) * un;  // the last row's first bit
  // The matrix in 60-bit words as decode_digraph6_arcs reads it (the last row empty),
  // then the bytes up to and with the one where the last row starts.
  std::array<std::uint64_t, (kDecodeMaxVertices * kDecodeMaxVertices + 59) / 60 + 1> words{};
  for (std::size_t x = 0; x + 1 < un; ++x) {
    const std::size_t at = x * un, word = at / 60, shift = at % 60;
    const std::uint64_t row = rows[x] & ((std::uint64_t{1} << n) - 1);
    words[word] |= (row << shift) & ((std::uint64_t{1} << 60) - 1);
    words[word + 1] |= row >> (60 - shift);
  }
  auto byte = [&](std::size_t k) { return unsigned(kReversed6[(words[k / 10] >> (6 * (k % 10))) & 63]); };
  n_ = n;
  line_size_ = 2 + (un * un + 5) / 6;
  fixed_.assign(1, '&');
  fixed_ += char(63 + n);
  for (std::size_t k = 0; k < start / 6; ++k) fixed_ += char(63 + byte(k));
  shared_bits_ = unsigned(start % 6);
  shared_mask_ = (1u << shared_bits_) - 1;
  shared_ = kReversed6[byte(start / 6)] & shared_mask_;
}

bool Digraph6LastRow::match(std::string_view line, std::uint64_t& last) const {
  if (line.size() != line_size_ || line.compare(0, fixed_.size(), fixed_) != 0) return false;
  // The bytes from the one where the last row starts, lowest bit first.
  std::uint64_t tail = 0;
  unsigned bad = 0;
  for (std::size_t k = fixed_.size(), j = 0; k < line.size(); ++k, ++j) {
    const unsigned c = static_cast<unsigned char>(line[k]) - 63u;
    bad |= c;
    tail |= std::uint64_t(kReversed6[c & 63]) << (6 * j);
  }
  if (bad > 63 || (tail & shared_mask_) != shared_) return false;
  last = (tail >> shared_bits_) & ((std::uint64_t{1} << n_) - 1);
  return !(last >> (n_ - 1) & 1);  // a loop: not a well-formed poset line
}

std::string poset_to_digraph6(const Poset& p) {
  const std::size_t n = std::size_t(p.size());
  std::string out = "&";
  sixbit::append_size(out, n);
  std::vector<bool> bits(n * n, false);
  for (auto [a, b] : p.covers()) bits[std::size_t(a) * n + std::size_t(b)] = true;
  sixbit::append_bits(out, bits);
  return out;
}

std::string small_poset_to_digraph6(const SmallPoset& s, const int* position) {
  const std::size_t n = std::size_t(s.k);
  std::string out = "&";
  sixbit::append_size(out, n);
  std::vector<bool> bits(n * n, false);
  for (int x = 0; x < s.k; ++x)
    for (std::uint64_t r = s.cover_up[x]; r; r &= r - 1)
      bits[std::size_t(position[x]) * n + std::size_t(position[std::countr_zero(r)])] = true;
  sixbit::append_bits(out, bits);
  return out;
}

}  // namespace posetlab
