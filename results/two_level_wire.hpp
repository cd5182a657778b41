#pragma once
// two_level rows on the wire between MPI ranks (mpi_runner.hpp): a unit's classes in
// their order, every field, in a few bytes each (varints; sets as ceil(b/8)-byte
// masks). decode(encode(rows)) == rows; a truncated or malformed buffer throws.
#include <cstdint>
#include <vector>

#include "enumerate/two_level_class.hpp"

namespace posetlab {

void encode_two_level_rows(const std::vector<TwoLevelClass>& rows, std::vector<std::uint8_t>& out);
std::vector<TwoLevelClass> decode_two_level_rows(const std::vector<std::uint8_t>& bytes);

}  // namespace posetlab
