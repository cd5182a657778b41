// The chomp table's units and rows; see chomp_job.hpp.
#include "enumerate/chomp_job.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "engine/core/error.hpp"
#include "enumerate/chomp_checkpointed_pass.hpp"
#include "util/system_memory.hpp"

namespace posetlab {

std::string ChompBoard::bites_text() const {
  std::string out;
  for (const auto& [r, c] : bites) out += (out.empty() ? "(" : " (") + std::to_string(r) + "," + std::to_string(c) + ")";
  return out.empty() ? "-" : out;
}

ChompJob::ChompJob(ChompSpec spec) : spec_(std::move(spec)) {
  if (spec_.max < 1 || spec_.max > kChompJobMaxBox)
    throw UsageError("chomp: --max must be 1.." + std::to_string(kChompJobMaxBox) + ", got " + std::to_string(spec_.max));
  if (spec_.grundy_max < 1 || spec_.grundy_max > kChompJobMaxBox)
    throw UsageError("chomp: --grundy-box must be 1.." + std::to_string(kChompJobMaxBox) + ", got " +
                     std::to_string(spec_.grundy_max));
  limit_ = spec_.max_bytes ? spec_.max_bytes : available_memory_bytes();
  // Refuse now rather than after the first units: the largest box of each pass the job runs.
  const int grundy_box = std::min(spec_.max, spec_.grundy_max);
  for (const auto& [box, outcome] : {std::pair{spec_.max, spec_.outcome_pass(spec_.max)}, std::pair{grundy_box, false}}) {
    if (!outcome && spec_.outcome) continue;  // no Grundy pass at all
    if (ChompDense::bytes_needed(box, box, outcome) > limit_)
      throw UsageError("chomp: " + ChompDense::memory_message(box, box, limit_, outcome) +
                       (spec_.max_bytes ? "" : " (the memory available now)"));
  }
}

std::string chomp_unit_key(int box) { return "box=" + std::to_string(box); }

std::optional<int> parse_chomp_unit_key(std::string_view key) {
  int n = 0;
  if (take_key_word(key, "box=") && take_key_number(key, n) && key.empty() && n >= 1 && n <= 9999) return n;
  return std::nullopt;
}

std::vector<WorkUnit> ChompJob::units() const {
  std::vector<WorkUnit> out;
  for (int n = spec_.max; n >= 1; --n) {
    WorkUnit u;
    u.ordinal = out.size();
    u.key = chomp_unit_key(n);
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
    if (!dense.outcome_only()) board.grundy = dense.board_grundy(a, b);
    board.bites = dense.board_winning_bites(a, b);
    out.push_back(std::move(board));
  }
  return out;
}

std::string ChompJob::checkpoint_path(int box, bool outcome) const {
  if (spec_.checkpoint_prefix.empty()) return {};
  return spec_.checkpoint_prefix + ".chomp-" + std::to_string(box) + "x" + std::to_string(box) +
         (outcome ? ".outcome" : ".grundy") + ".checkpoint";
}

void ChompJob::remove_checkpoints(int from_box, bool outcome) const {
  for (int m = from_box; m <= spec_.max && !spec_.checkpoint_prefix.empty(); ++m)
    remove_chomp_checkpoint(checkpoint_path(m, outcome));
}

std::shared_ptr<const ChompDense> ChompJob::run_pass(int n) const {
  ChompDenseOptions options;
  options.threads = spec_.threads;
  options.max_bytes = limit_;
  options.stop = spec_.stop;
  options.outcome_only = spec_.outcome_pass(n);
  // The largest box with a saved pass of this mode serves this unit as well as a new one would.
  const bool outcome = options.outcome_only;
  int box = n;
  for (int m = outcome ? spec_.max : std::min(spec_.max, spec_.grundy_max); m > n && !spec_.checkpoint_prefix.empty(); --m)
    if (std::filesystem::exists(checkpoint_path(m, outcome))) {
      box = m;
      break;
    }
  if (spec_.progress) options.progress = [&](const ChompDenseStats& s) { spec_.progress(box, s); };
  if (spec_.checkpoint_prefix.empty()) return noted(std::make_shared<const ChompDense>(box, box, options));

  ChompCheckpointing how;
  how.path = checkpoint_path(box, outcome);
  how.every_seconds = spec_.checkpoint_seconds;
  how.note = spec_.note;
  checkpoint_chomp_pass(options, ChompCheckpointBox{box, box, outcome}, how);
  return noted(std::make_shared<const ChompDense>(box, box, options));
}

std::shared_ptr<const ChompDense> ChompJob::noted(std::shared_ptr<const ChompDense> pass) const {
  // The largest value of the box is not a board's: say it, as no row keeps it.
  if (spec_.note && !pass->outcome_only())
    spec_.note("box " + std::to_string(pass->rows()) + " x " + std::to_string(pass->cols()) +
               ": Grundy pass done; the largest value of its positions is " +
               std::to_string(pass->stats().max_grundy) + " (" + std::to_string(pass->escaped_count()) +
               " positions at 255 or more)");
  return pass;
}

void ChompJob::run_unit(const WorkUnit& unit, const std::function<void(ChompBoard&&)>& sink) const {
  const std::optional<int> box = parse_chomp_unit_key(unit.key);
  if (!box || *box > spec_.max) throw UsageError("chomp: bad unit key " + unit.key);
  const int n = *box;
  const bool outcome = spec_.outcome_pass(n);
  if (!pass_ || pass_->rows() < n || pass_->outcome_only() != outcome) {
    pass_.reset();  // one array at a time
    pass_ = run_pass(n);
  }
  for (ChompBoard& board : chomp_boards(*pass_, n)) sink(std::move(board));
  // Once no later unit needs this pass, its checkpoints have served.
  if (n == 1 || spec_.outcome_pass(n - 1) != outcome) remove_checkpoints(n, outcome);
}

}  // namespace posetlab
