// The chomp table's units and rows; see chomp_job.hpp.
#include "enumerate/chomp_job.hpp"

#include <cstdio>

#include "engine/error.hpp"

namespace posetlab {

std::string ChompBoard::bites_text() const {
  std::string out;
  for (const auto& [r, c] : bites) out += (out.empty() ? "(" : " (") + std::to_string(r) + "," + std::to_string(c) + ")";
  return out.empty() ? "-" : out;
}

ChompJob::ChompJob(ChompSpec spec) : spec_(std::move(spec)) {
  if (spec_.max < 1 || spec_.max > kChompJobMaxBox)
    throw UsageError("chomp: --max must be 1.." + std::to_string(kChompJobMaxBox) + ", got " + std::to_string(spec_.max));
}

std::vector<WorkUnit> ChompJob::units() const {
  std::vector<WorkUnit> out;
  for (int n = spec_.max; n >= 1; --n) {
    WorkUnit u;
    u.ordinal = out.size();
    u.key = "box=" + std::to_string(n);
    u.weight = ChompDense::positions(n, n) * std::uint64_t(n);  // positions times moves, roughly
    out.push_back(u);
  }
  return out;
}

std::vector<ChompBoard> chomp_boards(const ChompDense& dense, int b) {
  std::vector<ChompBoard> out;
  for (int a = 1; a <= b && a <= dense.rows(); ++a) {
    ChompBoard board;
    board.a = a, board.b = b;
    board.grundy = dense.board_grundy(a, b);
    board.bites = dense.board_winning_bites(a, b);
    out.push_back(std::move(board));
  }
  return out;
}

void ChompJob::run_unit(const WorkUnit& unit, const std::function<void(ChompBoard&&)>& sink) const {
  int n = 0;
  char tail = 0;
  if (std::sscanf(unit.key.c_str(), "box=%d%c", &n, &tail) != 1 || n < 1 || n > spec_.max)
    throw UsageError("chomp: bad unit key " + unit.key);
  if (!pass_ || pass_->rows() < n) {
    pass_.reset();  // one array at a time
    ChompDenseOptions options;
    options.threads = spec_.threads;
    if (spec_.progress) options.progress = [&](const ChompDenseStats& s) { spec_.progress(n, s); };
    options.stop = spec_.stop;
    pass_ = std::make_shared<const ChompDense>(n, n, options);
  }
  for (ChompBoard& board : chomp_boards(*pass_, n)) sink(std::move(board));
}

}  // namespace posetlab
