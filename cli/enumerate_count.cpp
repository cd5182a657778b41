// Counting run of the two-level enumeration; see enumerate_count.hpp.
#include "cli/enumerate_count.hpp"

#include <chrono>
#include <map>
#include <ostream>
#include <string>

#include "engine/json.hpp"
#include "results/interrupt.hpp"
#include "results/progress.hpp"

namespace posetlab::cli {
namespace {

__extension__ typedef unsigned __int128 Wide;  // b! for b <= 30 fits (the enumerator stops at 24)

std::string to_text(Wide v) {
  std::string s;
  do {
    s.insert(s.begin(), char('0' + int(v % 10)));
    v /= 10;
  } while (v);
  return s;
}

struct Tally {
  std::uint64_t classes = 0;
  Wide labeled = 0;
};

}  // namespace

bool count_two_level(TwoLevelJob& job, const CountOptions& options, std::ostream& out) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<WorkUnit> units;
  std::uint64_t weight = 0;
  for (const WorkUnit& u : job.units())
    if (options.shard.owns(u.ordinal)) units.push_back(u), weight += u.weight;
  Progress::Options po;
  po.enabled = options.progress;
  Progress progress("count", units.size(), weight, 0, 0, po);
  job.prepare();
  std::map<std::pair<int, int>, Tally> tally;  // (b, t) -> counts
  Wide factorial[65] = {1};
  for (int k = 1; k <= 64; ++k) factorial[k] = k <= 30 ? factorial[k - 1] * Wide(k) : 0;  // b <= 24 in practice
  for (const WorkUnit& u : units) {
    if (interrupt_requested()) return false;  // partial counts would read as complete ones
    std::uint64_t rows = 0;
    job.run_unit(u, [&](const TwoLevelClass& c) {
      Tally& t = tally[{c.bottoms, c.tops}];
      ++t.classes;
      t.labeled += factorial[c.bottoms] / Wide(c.aut);
      ++rows;
    });
    progress.add_rows(rows);
    progress.unit_done(u.weight);
  }
  progress.finish();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::uint64_t total = 0;
  for (const auto& [bt, t] : tally) total += t.classes;
  if (options.json) {
    std::string rows = "[";
    for (const auto& [bt, t] : tally) {
      if (rows.size() > 1) rows += ",";
      rows += "[" + std::to_string(bt.first) + "," + std::to_string(bt.second) + "," + std::to_string(t.classes) +
              "," + to_text(t.labeled) + "]";
    }
    rows += "]";
    JsonObject j;
    j.add("classes", total).add("shard", options.shard.text()).add("units", std::uint64_t(units.size()));
    j.add("seconds", seconds).raw("by_bottoms_tops", rows);
    out << j.str() << '\n';
    return true;
  }
  out << "bottoms tops classes labeled\n";
  for (const auto& [bt, t] : tally)
    out << bt.first << ' ' << bt.second << ' ' << t.classes << ' ' << to_text(t.labeled) << '\n';
  out << "total " << total << '\n';
  return true;
}

}  // namespace posetlab::cli
