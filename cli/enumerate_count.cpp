// Counting run of the two-level enumeration; see enumerate_count.hpp.
#include "cli/enumerate_count.hpp"

#include <chrono>
#include <ostream>
#include <string>
#include <vector>

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
  // tally[b][t]: the sink runs in the serial part of every unit, so it stays O(1).
  std::vector<std::vector<Tally>> tally;
  std::uint64_t factorial[21] = {1};  // b! for b <= 20 in 64 bits, wider beyond
  for (int k = 1; k <= 20; ++k) factorial[k] = factorial[k - 1] * std::uint64_t(k);
  auto labeled = [&](int b, std::uint64_t aut) -> Wide {
    if (b <= 20) return factorial[b] / aut;
    Wide f = factorial[20];
    for (int k = 21; k <= b; ++k) f *= Wide(k);
    return f / Wide(aut);
  };
  for (const WorkUnit& u : units) {
    if (interrupt_requested()) return false;  // partial counts would read as complete ones
    std::uint64_t rows = 0;
    job.run_unit(u, [&](const TwoLevelClass& c) {
      if (std::size_t(c.bottoms) >= tally.size()) tally.resize(c.bottoms + 1);
      auto& row = tally[c.bottoms];
      if (std::size_t(c.tops) >= row.size()) row.resize(c.tops + 1);
      Tally& t = row[c.tops];
      ++t.classes;
      t.labeled += labeled(c.bottoms, c.aut);
      ++rows;
    });
    progress.add_rows(rows);
    progress.unit_done(u.weight);
  }
  progress.finish();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::uint64_t total = 0;
  std::string rows;  // "[b,t,classes,labeled],..." for --json, "b t classes labeled\n..." otherwise
  for (std::size_t b = 0; b < tally.size(); ++b)
    for (std::size_t t = 0; t < tally[b].size(); ++t) {
      const Tally& k = tally[b][t];
      if (!k.classes) continue;
      total += k.classes;
      const char* sep = options.json ? "," : " ";
      if (options.json && !rows.empty()) rows += ",";
      rows += (options.json ? "[" : "") + std::to_string(b) + sep + std::to_string(t) + sep +
              std::to_string(k.classes) + sep + to_text(k.labeled) + (options.json ? "]" : "\n");
    }
  if (options.json) {
    JsonObject j;
    j.add("classes", total).add("shard", options.shard.text()).add("units", std::uint64_t(units.size()));
    j.add("seconds", seconds).raw("by_bottoms_tops", "[" + rows + "]");
    out << j.str() << '\n';
  } else {
    out << "bottoms tops classes labeled\n" << rows << "total " << total << '\n';
  }
  return true;
}

}  // namespace posetlab::cli
