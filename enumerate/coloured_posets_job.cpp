#include "enumerate/coloured_posets_job.hpp"

#include <omp.h>

#include <cstdio>
#include <memory>

#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "enumerate/genposetg.hpp"

namespace posetlab {
namespace {



}  // namespace

ColouredPosetsJob::ColouredPosetsJob(ColouredPosetsSpec spec) : spec_(spec) {
  if (spec_.size_max < 0 || spec_.size_max > kColouredJobMaxSize)
    throw UsageError("coloured posets: --size must be 0.." + std::to_string(kColouredJobMaxSize));
}

int ColouredPosetsJob::parts(int n) { return n <= 6 ? 1 : n == 7 ? 4 : n == 8 ? 32 : 256; }

std::vector<WorkUnit> ColouredPosetsJob::units() const {
  std::vector<WorkUnit> out;
  for (int n = 0; n <= spec_.size_max; ++n)
    for (int x = 0; x < parts(n); ++x) {
      WorkUnit u;
      u.ordinal = out.size();
      u.key = part_key_text({n, x, parts(n)});
      u.weight = std::max<std::uint64_t>(1, (kPosetCounts[n] << n) / std::uint64_t(parts(n)));
      out.push_back(u);
    }
  return out;
}

void ColouredPosetsJob::run_unit(const WorkUnit& unit, const std::function<void(ColouredPosetClass&&)>& sink) const {
  const auto key = parse_part_key(unit.key);
  if (!key || key->n > spec_.size_max || key->parts != parts(key->n))
    throw UsageError("coloured posets: bad unit key " + unit.key);
  const int n = key->n, part = key->part, parts_n = key->parts;
  const std::vector<std::string> lines = genposetg_lines(n, part, parts_n);
  std::vector<std::vector<ColouredPosetClass>> rows(lines.size());
  const int threads = spec_.threads > 0 ? spec_.threads : omp_get_max_threads();
  std::exception_ptr error;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
  for (std::size_t i = 0; i < lines.size(); ++i) {
    try {
      const Poset p = parse_digraph6(lines[i], LineSource{"nauty-genposetg", i + 1});
      std::vector<std::uint64_t> up(n);
      for (int x = 0; x < n; ++x) up[x] = p.up(x).word(0) & ~(std::uint64_t{1} << x);
      coloured_rows(n, up.data(), [&](const ColouredPosetRow& r) { rows[i].push_back({lines[i], r}); });
    } catch (...) {
#pragma omp critical
      error = std::current_exception();
    }
  }
  if (error) std::rethrow_exception(error);
  for (auto& per_poset : rows)
    for (auto& c : per_poset) sink(std::move(c));
}

}  // namespace posetlab
