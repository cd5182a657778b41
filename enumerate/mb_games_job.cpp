#include "enumerate/mb_games_job.hpp"

#include <omp.h>

#include <algorithm>
#include <exception>

#include "engine/core/error.hpp"
#include "engine/core/poset.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "enumerate/genposetg.hpp"

namespace posetlab {
namespace {
constexpr int kPosetsPerThreadInBlock = 64;
}  // namespace

std::string mb_games_unit_key(const MbGamesUnit& unit) {
  return std::string(mb_families_name(unit.families)) + ";n=" + std::to_string(unit.n);
}

std::optional<MbGamesUnit> parse_mb_games_unit_key(std::string_view key) {
  for (const MbFamilies f : {MbFamilies::Clutters, MbFamilies::Singletons}) {
    std::string_view rest = key;
    MbGamesUnit unit{f, 0};
    if (take_key_word(rest, mb_families_name(f)) && take_key_word(rest, ";n=") && take_key_number(rest, unit.n) &&
        rest.empty())
      return unit;
  }
  return std::nullopt;
}

MbGamesJob::MbGamesJob(MbGamesSpec spec) : spec_(spec) {
  if (spec_.clutters_max < -1 || spec_.clutters_max > kMbJobMaxClutters)
    throw UsageError("mb-games: --clutters must be 0.." + std::to_string(kMbJobMaxClutters));
  if (spec_.singletons_max < -1 || spec_.singletons_max > kMbJobMaxSingletons)
    throw UsageError("mb-games: --singletons must be 0.." + std::to_string(kMbJobMaxSingletons));
}

std::vector<WorkUnit> MbGamesJob::units() const {
  std::vector<WorkUnit> out;
  auto add = [&](MbFamilies f, int max, int weight_base) {
    for (int n = 0; n <= max; ++n) {
      WorkUnit u;
      u.ordinal = out.size();
      u.key = mb_games_unit_key({f, n});
      u.weight = std::uint64_t{1} << (weight_base * n / 2);
      out.push_back(u);
    }
  };
  add(MbFamilies::Clutters, spec_.clutters_max, 5);
  add(MbFamilies::Singletons, spec_.singletons_max, 4);
  return out;
}

void MbGamesJob::run_unit(const WorkUnit& unit, const std::function<void(MbGameClass&&)>& sink) const {
  const std::optional<MbGamesUnit> parsed = parse_mb_games_unit_key(unit.key);
  if (!parsed || parsed->n > (parsed->families == MbFamilies::Clutters ? spec_.clutters_max : spec_.singletons_max))
    throw UsageError("mb-games: bad unit key " + unit.key);
  const MbFamilies families = parsed->families;
  const int n = parsed->n;
  const std::vector<std::string> lines = genposetg_lines(n);
  const int threads = spec_.threads > 0 ? spec_.threads : omp_get_max_threads();
  // Posets are solved in blocks and each block's rows handed on before the next starts,
  // in generator order: memory stays at one block's rows (the 8-point singleton unit
  // has 3.4 million), whatever the unit's size.
  const std::size_t block = std::size_t(kPosetsPerThreadInBlock) * std::size_t(threads);
  std::vector<std::vector<MbGameClass>> rows(std::min(block, lines.size()));
  for (std::size_t first = 0; first < lines.size(); first += block) {
    const std::size_t count = std::min(block, lines.size() - first);
    std::exception_ptr error;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (std::size_t i = 0; i < count; ++i) {
      try {
        const std::size_t at = first + i;
        const Poset p = parse_digraph6(lines[at], LineSource{"nauty-genposetg", at + 1});
        mb_game_rows(p, families, [&](const MbGameRow& r) { rows[i].push_back({families, lines[at], r}); });
      } catch (...) {
#pragma omp critical
        error = std::current_exception();
      }
    }
    if (error) std::rethrow_exception(error);
    for (std::size_t i = 0; i < count; ++i) {
      for (auto& c : rows[i]) sink(std::move(c));
      rows[i].clear();
      rows[i].shrink_to_fit();
    }
  }
}

}  // namespace posetlab
