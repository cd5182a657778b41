#include "engine/formats/format_graph6.hpp"

#include "engine/formats/format_sixbit.hpp"

namespace posetlab {

SetSystem parse_graph6(std::string_view line, int bottoms, const LineSource& src, int max_elements) {
  std::size_t pos = 0;
  constexpr std::string_view header = ">>graph6<<";
  if (line.starts_with(header)) pos = header.size();
  if (line.substr(pos).starts_with(">>sparse6<<") || line.substr(pos).starts_with(":"))
    throw_input_error(src, pos + 1, "sparse6 is not supported; convert with `nauty-copyg -g`");
  if (bottoms < 0)
    throw_input_error(src, pos + 1,
                      "graph6 line read without a class size: pass --bottoms N1 (the first N1 vertices are "
                      "bottoms, as nauty-genbg writes them)");
  const std::size_t size_col = pos + 1;
  const std::uint64_t n = sixbit::read_size(line, pos, src, "graph6");
  check_element_limit(src, size_col, static_cast<long long>(n), max_elements);
  if (std::uint64_t(bottoms) > n)
    throw_input_error(src, size_col,
                      "--bottoms " + std::to_string(bottoms) + " is more than the graph's " + std::to_string(n) +
                          " vertices");
  sixbit::check_bits(line, pos, n * (n - (n > 0)) / 2, src, "graph6");
  SetSystem f;
  f.bottoms = bottoms;
  f.tops.assign(n - std::uint64_t(bottoms), {});
  std::uint64_t k = 0;
  for (std::uint64_t j = 1; j < n; ++j)
    for (std::uint64_t i = 0; i < j; ++i, ++k) {
      if (!sixbit::bit(line, pos, k)) continue;
      bool i_bottom = i < std::uint64_t(bottoms), j_bottom = j < std::uint64_t(bottoms);
      if (i_bottom == j_bottom)
        throw_input_error(src, sixbit::bit_column(pos, k),
                          "edge " + std::to_string(i) + "-" + std::to_string(j) + " joins two " +
                              (i_bottom ? "bottoms" : "tops") + " (--bottoms " + std::to_string(bottoms) +
                              "); a two-level poset has edges only between the classes");
      f.tops[j - bottoms].push_back(int(i));  // i < j, so i is the bottom; pushed in increasing order
    }
  return f;
}

std::string set_system_to_graph6(const SetSystem& f) {
  validate_set_system(f);
  const std::size_t n = std::size_t(f.size());
  std::string out;
  sixbit::append_size(out, n);
  std::vector<bool> bits(n * (n - (n > 0)) / 2, false);
  for (std::size_t t = 0; t < f.tops.size(); ++t) {
    std::size_t j = std::size_t(f.bottoms) + t;
    for (int b : f.tops[t]) bits[j * (j - 1) / 2 + std::size_t(b)] = true;
  }
  sixbit::append_bits(out, bits);
  return out;
}

}  // namespace posetlab
