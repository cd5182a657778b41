#include "engine/format_digraph6.hpp"

#include <array>
#include <bit>

#include "engine/error.hpp"
#include "engine/format_sixbit.hpp"

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

SmallPoset parse_digraph6_small(std::string_view line, const LineSource& src) {
  std::size_t pos = 0;
  if (line.starts_with(">>digraph6<<")) pos = 12;
  if (pos < line.size() && line[pos] == '&' && pos + 1 < line.size()) {
    ++pos;
    const std::uint64_t n = sixbit::read_size(line, pos, src, "digraph6");
    if (n <= 64) {
      sixbit::check_bits(line, pos, n * n, src, "digraph6");
      std::array<std::uint64_t, 64> arcs{};
      bool loop = false;  // parse_digraph6 names it
      for (std::uint64_t i = 0; i < n * n; ++i)
        if (sixbit::bit(line, pos, i)) {
          loop = loop || i / n == i % n;
          arcs[i / n] |= std::uint64_t{1} << (i % n);
        }
      try {
        if (!loop) {
          SmallPoset s = SmallPoset::from_covers(int(n), arcs.data());
          // The arcs may include non-covers (any relation is read and closed): keep only
          // the covers, y in up(x) and in no up(z) for z in up(x).
          for (int x = 0; x < s.k; ++x) {
            std::uint64_t above_above = 0;
            for (std::uint64_t u = s.up[x]; u; u &= u - 1) above_above |= s.up[std::countr_zero(u)];
            s.cover_up[x] = s.up[x] & ~above_above;
          }
          return s;
        }
      } catch (const UsageError&) {  // a cycle: parse_digraph6 names it
      }
    }
  }
  const Poset p = parse_digraph6(line, src);  // throws the error this line deserves
  if (p.size() > 64) throw UsageError("parse_digraph6_small: " + std::to_string(p.size()) + " elements, more than 64");
  return SmallPoset::from_poset(p);
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
