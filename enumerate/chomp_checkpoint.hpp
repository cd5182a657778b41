#pragma once
// A checkpoint of the dense Chomp pass (engine/chomp/chomp_dense.hpp) between layers: the
// whole array of one box, so that a stopped pass (Ctrl-C, kill -9, a reboot) starts
// again after the last saved layer instead of from the first.
//
// File: one text line of at most 256 bytes, the array as it is in memory, then the
// escaped values (Grundy values of 255 and above) as 12-byte records, rank (8 bytes) and
// value (4 bytes), little-endian, ascending by rank:
//   posetlab-chomp-checkpoint 2 rows=R cols=C mode=outcome|grundy|last-row layers_done=K layers=L
//   positions=P bytes=B escaped=E checksum=HHHHHHHHHHHHHHHH
// The checksum (XXH3-64) covers the line up to " checksum=", the array and the records.
// Format 1 (no escaped field, no records) is still read. The file is written to PATH.tmp,
// fsynced, renamed over PATH and the folder fsynced: a stop during a write leaves the
// previous checkpoint whole.
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>

#include "engine/chomp/chomp_dense.hpp"

namespace posetlab {

// A checkpoint that cannot be read, written or used (a checksum that does not match,
// another box): the message names the file and what to do.
class ChompCheckpointError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct ChompCheckpointBox {
  int rows = 0, cols = 0;
  bool outcome_only = false;
  bool last_row = false;  // a last-row pass (ChompDenseOptions::last_row): bytes, no escaped values
};

// Writes `array` and `escaped` (layers 1..stats.layers_done complete) atomically to `path`.
void write_chomp_checkpoint(const std::string& path, const ChompCheckpointBox& box, const ChompDenseStats& stats,
                            std::span<const std::uint8_t> array, const ChompOverflow& escaped = {});

// Removes the checkpoint at `path` and a `.tmp` left by a write that was stopped, if any.
void remove_chomp_checkpoint(const std::string& path);

// Fills `array` and `escaped` from the checkpoint at `path` if there is one (nullopt: no
// file). Throws ChompCheckpointError for a file of another box or size, or whose checksum
// or records fail.
std::optional<ChompRestored> read_chomp_checkpoint(const std::string& path, const ChompCheckpointBox& box,
                                                   std::span<std::uint8_t> array, ChompOverflow* escaped = nullptr);

}  // namespace posetlab
