#pragma once
// The progress line of a long dense Chomp pass: positions valued, rate and ETA.
#include <cstdint>
#include <string>

#include "engine/chomp/chomp_dense.hpp"

namespace posetlab {

class ChompPassProgress {
 public:
  // "box R x C: P/T positions, N/s, ETA S s". The rate is this run's only, measured from
  // its first report of the box on: positions restored from a checkpoint, and the time
  // spent reading them, are not this run's work. No ETA until 10 s of measurement back it.
  std::string line(int rows, int cols, const ChompDenseStats& s);

 private:
  std::uint64_t total_ = 0;  // the box measured (its positions)
  double first_seconds_ = 0;
  std::uint64_t first_positions_ = 0;
};

}  // namespace posetlab
