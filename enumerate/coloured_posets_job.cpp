#include "enumerate/coloured_posets_job.hpp"

#include <omp.h>

#include <cstdio>
#include <memory>

#include "engine/error.hpp"
#include "engine/format_digraph6.hpp"

namespace posetlab {
namespace {

constexpr std::uint64_t kPosets[] = {1, 1, 2, 5, 16, 63, 318, 2045, 16999, 183231};

// The digraph6 lines of one part of `nauty-genposetg n o m x y`.
std::vector<std::string> generator_part(int n, int part, int parts) {
  if (n == 0) return {poset_to_digraph6(Poset())};  // genposetg starts at one point
  std::string cmd = "nauty-genposetg " + std::to_string(n) + " o";
  if (parts > 1) cmd += " m " + std::to_string(part) + " " + std::to_string(parts);
  cmd += " 2>/dev/null";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(cmd.c_str(), "r"), pclose);
  if (!pipe) throw std::runtime_error("cannot run `" + cmd + "`");
  std::vector<std::string> lines;
  std::string current;
  char buf[1 << 16];
  std::size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, pipe.get())) > 0)
    for (std::size_t i = 0; i < got; ++i) {
      if (buf[i] != '\n') {
        current += buf[i];
      } else if (!current.empty()) {
        lines.push_back(std::move(current));
        current.clear();
      }
    }
  const int status = pclose(pipe.release());
  if (status != 0 || (parts == 1 && lines.size() != kPosets[n]))  // a whole stream has a known count
    throw std::runtime_error("`" + cmd + "` failed (is nauty installed?)");
  return lines;
}

}  // namespace

ColouredPosetsJob::ColouredPosetsJob(ColouredPosetsSpec spec) : spec_(spec) {
  if (spec_.size_max < 0 || spec_.size_max > 9) throw UsageError("coloured posets: --size must be 0..9");
}

int ColouredPosetsJob::parts(int n) { return n <= 6 ? 1 : n == 7 ? 4 : n == 8 ? 32 : 256; }

std::vector<WorkUnit> ColouredPosetsJob::units() const {
  std::vector<WorkUnit> out;
  for (int n = 0; n <= spec_.size_max; ++n)
    for (int x = 0; x < parts(n); ++x) {
      WorkUnit u;
      u.ordinal = out.size();
      u.key = "n=" + std::to_string(n) + ";part=" + std::to_string(x) + "/" + std::to_string(parts(n));
      u.weight = std::max<std::uint64_t>(1, (kPosets[n] << n) / std::uint64_t(parts(n)));
      out.push_back(u);
    }
  return out;
}

void ColouredPosetsJob::run_unit(const WorkUnit& unit, const std::function<void(ColouredPosetClass&&)>& sink) const {
  int n = 0, part = 0, parts_n = 1;
  if (std::sscanf(unit.key.c_str(), "n=%d;part=%d/%d", &n, &part, &parts_n) != 3 || parts_n != parts(n))
    throw UsageError("coloured posets: bad unit key " + unit.key);
  const std::vector<std::string> lines = generator_part(n, part, parts_n);
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
