// Per-unit counts of the posets of a size; see posets_summary.hpp.
#include "enumerate/posets_summary.hpp"

#include <memory>

#include "enumerate/genposetg_batches.hpp"
#include "enumerate/poset_stream.hpp"

namespace posetlab {
namespace {


// One thread's solver and its counts, by ((grundy * side + height) * side + width) * side
// + components, each value in 0..N.
struct CountingWorker {
  explicit CountingWorker(int values)
      : side(values), counts(std::size_t(values) * values * values * values), solver([this](const StreamPoset& p) {
          ++counts[std::size_t(((p.grundy * this->side + p.height) * this->side + p.width) * this->side + p.components)];
        }) {}
  CountingWorker(const CountingWorker&) = delete;  // the solver points back at it
  CountingWorker& operator=(const CountingWorker&) = delete;
  int side;
  std::vector<std::uint64_t> counts;
  PosetStreamSolver solver;
};

}  // namespace

void PosetsSummaryJob::run_unit(const WorkUnit& unit, const std::function<void(PosetsSummaryRow&&)>& sink) const {
  const int n = posets_.spec().size, part = posets_.part_of(unit), threads = posets_.threads(), side = n + 1;
  std::vector<std::unique_ptr<CountingWorker>> workers;
  for (int w = 0; w < std::max(threads, 1); ++w) workers.push_back(std::make_unique<CountingWorker>(side));
  if (genposetg_route() == GenposetgRoute::InProcess) {
    solve_generated_batches(n, part, PosetsJob::parts(n), threads, [&](int w, const PosetBatch& batch) {
      CountingWorker& worker = *workers[std::size_t(w)];
      for_each_poset(batch, [&](int size, const std::uint64_t* covers, std::uint64_t number) {
        worker.solver.add_covers(size, covers, number);
      });
      worker.solver.flush();
    });
  } else {
    solve_genposetg_batches(n, part, PosetsJob::parts(n), threads, [&](int w, const LineBatch& batch) {
      CountingWorker& worker = *workers[std::size_t(w)];
      for_each_line(batch, [&](std::string_view text, std::uint64_t line) { worker.solver.add(text, line, kGenposetgSource); });
      worker.solver.flush();
    });
  }
  for (std::size_t w = 1; w < workers.size(); ++w)
    for (std::size_t key = 0; key < workers[0]->counts.size(); ++key) workers[0]->counts[key] += workers[w]->counts[key];
  // Keys in (grundy, height, width, components) order.
  const std::vector<std::uint64_t>& counts = workers[0]->counts;
  for (std::size_t key = 0; key < counts.size(); ++key) {
    if (!counts[key]) continue;
    PosetsSummaryRow row;
    row.size = n;
    row.part = static_cast<int>(unit.ordinal);
    row.components = int(key % side);
    row.width = int(key / side % side);
    row.height = int(key / side / side % side);
    row.grundy = int(key / side / side / side);
    row.outcome = row.grundy == 0 ? 'P' : 'N';
    row.posets = counts[key];
    sink(std::move(row));
  }
}

}  // namespace posetlab
