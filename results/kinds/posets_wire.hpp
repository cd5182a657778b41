#pragma once
// posets rows and coloured_posets classes on the wire between MPI ranks
// (mpi_runner.hpp), field by field with results/jobs/wire_codec.hpp.
// decode(encode(rows)) == rows; a truncated or malformed buffer throws.
#include <cstdint>
#include <vector>

#include "enumerate/coloured_posets_job.hpp"
#include "enumerate/posets_job.hpp"

namespace posetlab {

void encode_poset_rows(const std::vector<PosetRow>& rows, std::vector<std::uint8_t>& out);
std::vector<PosetRow> decode_poset_rows(const std::vector<std::uint8_t>& bytes);

void encode_coloured_rows(const std::vector<ColouredPosetClass>& rows, std::vector<std::uint8_t>& out);
std::vector<ColouredPosetClass> decode_coloured_rows(const std::vector<std::uint8_t>& bytes);

}  // namespace posetlab
