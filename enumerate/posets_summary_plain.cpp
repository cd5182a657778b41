// Posets summary rows by the definitions; see posets_summary_plain.hpp.
#include "enumerate/posets_summary_plain.hpp"

#include <omp.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "engine/formats/format_digraph6.hpp"
#include "engine/impartial/plain_grundy.hpp"
#include "enumerate/genposetg.hpp"
#include "enumerate/posets_job.hpp"

namespace posetlab {

int plain_width(const Poset& p) {
  const int n = p.size();
  if (n > 24) throw std::invalid_argument("plain_width: at most 24 elements (2^n subsets)");
  std::vector<std::uint32_t> comparable(std::size_t(n), 0);
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b)
      if (a != b && p.comparable(a, b)) comparable[std::size_t(a)] |= std::uint32_t{1} << b;
  int best = 0;
  for (std::uint32_t s = 1; s < (std::uint32_t{1} << n); ++s) {
    const int size = std::popcount(s);
    if (size <= best) continue;
    bool antichain = true;
    for (std::uint32_t rest = s; rest && antichain; rest &= rest - 1)
      antichain = !(comparable[std::size_t(std::countr_zero(rest))] & s);
    if (antichain) best = size;
  }
  return best;
}

std::vector<PosetsSummaryRow> plain_posets_summary_unit(int n, int part, int threads) {
  std::vector<std::string> lines;
  genposetg_part(n, part, PosetsJob::parts(n), [&](std::string&& line) { lines.push_back(std::move(line)); });
  const int side = n + 1;
  const std::size_t cells = std::size_t(side) * side * side * side;
  std::vector<std::vector<std::uint64_t>> counts(std::size_t(std::max(threads, 1)), std::vector<std::uint64_t>(cells));
#pragma omp parallel for schedule(dynamic, 256) num_threads(std::max(threads, 1))
  for (std::int64_t i = 0; i < std::int64_t(lines.size()); ++i) {
    const Poset p = parse_digraph6(lines[std::size_t(i)], LineSource{kGenposetgSource, std::size_t(i) + 1});
    const int grundy = plain_grundy(p), height = p.height(), width = plain_width(p);
    const int components = int(p.components().size());
    ++counts[std::size_t(omp_get_thread_num())][std::size_t(((grundy * side + height) * side + width) * side + components)];
  }
  std::vector<PosetsSummaryRow> rows;
  for (std::size_t key = 0; key < cells; ++key) {
    std::uint64_t total = 0;
    for (const auto& c : counts) total += c[key];
    if (!total) continue;
    PosetsSummaryRow r;
    r.size = n;
    r.part = part;
    r.components = int(key % side);
    r.width = int(key / side % side);
    r.height = int(key / side / side % side);
    r.grundy = int(key / side / side / side);
    r.outcome = r.grundy == 0 ? 'P' : 'N';
    r.posets = total;
    rows.push_back(r);
  }
  return rows;
}

}  // namespace posetlab
