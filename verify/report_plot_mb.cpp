// The mb_games plot of the report: the share of each Maker-Breaker outcome class (M, B,
// N, P) among the stored games of each size, one panel per family and size.
#include <map>
#include <string>
#include <utility>

#include "results/queries/svg_plot.hpp"
#include "verify/report_plot.hpp"

namespace posetlab::checks {

namespace {

void add_mb_plots(Db& db, ReportPlots& out) {
  if (!table_has_rows(db, "mb_games")) {
    out.skipped.push_back("The mb_games table is empty (run `posetlab enumerate mb-games`).");
    return;
  }
  std::map<std::pair<std::string, int>, std::map<std::string, std::uint64_t>> counts;
  Stmt q = db.prepare("SELECT families, size, outcome, count(*) FROM mb_games GROUP BY families, size, outcome");
  while (q.step()) counts[{q.text(0), int(q.int64(1))}][q.text(2)] = std::uint64_t(q.int64(3));
  const std::string note = "games as stored in the mb_games table; a size a job did not finish shows in part";
  BarChart chart{"Maker-Breaker outcome classes per size", "outcome", "share of games", note, false, 4, {}};
  chart.shares = true;
  for (const auto& [key, outcomes] : counts) {
    BarPanel panel;
    std::uint64_t games = 0;
    for (const char* o : {"M", "B", "N", "P"}) {
      const auto it = outcomes.find(o);
      panel.bars.push_back({o, it == outcomes.end() ? 0 : it->second});
      games += panel.bars.back().value;
    }
    panel.title = key.first + ", n = " + std::to_string(key.second) + ": " + std::to_string(games) + " games";
    chart.panels.push_back(std::move(panel));
  }
  out.plots.push_back({"mb-outcomes",
                       "Share of each outcome class (M: Maker wins, B: Breaker wins, N: the starter wins, P: the "
                       "starter loses) among the Maker-Breaker games stored, per family of winning sets and size (" +
                           note + ").",
                       svg_bar_chart(chart)});
}

const PlotRegistrar mb_plots("mb_games", add_mb_plots);

}  // namespace
}  // namespace posetlab::checks
