// Progress lines of the dense Chomp pass; see chomp_pass_progress.hpp.
#include "enumerate/chomp_pass_progress.hpp"

namespace posetlab {

std::string ChompPassProgress::line(int rows, int cols, const ChompDenseStats& s) {
  if (s.total != total_ || s.positions < first_positions_) {  // a new box: measure afresh
    total_ = s.total;
    first_seconds_ = s.seconds;
    first_positions_ = s.positions;
  }
  const double seconds = s.seconds - first_seconds_;
  const double rate = seconds >= 10 ? double(s.positions - first_positions_) / seconds : 0;
  std::string out = "box " + std::to_string(rows) + " x " + std::to_string(cols) + ": " + std::to_string(s.positions) +
                    "/" + std::to_string(s.total) + " positions";
  if (rate > 0)
    out += ", " + std::to_string(std::uint64_t(rate)) + "/s, ETA " +
           std::to_string(std::uint64_t(double(s.total - s.positions) / rate)) + " s";
  else
    out += ", rate being measured";
  return out;
}

}  // namespace posetlab
