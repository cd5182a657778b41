#pragma once
// two_level rows on the wire between MPI ranks (mpi_runner.hpp): a batch of stored rows
// (two_level_rows.hpp) in their order, every field, in a few bytes each (varints; the
// sets blob as stored). decode(encode(rows)) == rows; a truncated or malformed buffer
// throws.
#include <cstdint>
#include <vector>

#include "results/kinds/two_level_rows.hpp"

namespace posetlab {

void encode_two_level_rows(const TwoLevelRows& batch, std::vector<std::uint8_t>& out);
TwoLevelRows decode_two_level_rows(const std::vector<std::uint8_t>& bytes);

}  // namespace posetlab
