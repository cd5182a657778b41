#pragma once
// mb_games classes (Maker-Breaker games, enumerate/mb_games_job.hpp) on the wire between
// MPI ranks (mpi_runner.hpp), field by field with results/jobs/wire_codec.hpp.
// decode(encode(rows)) == rows; a truncated or malformed buffer throws.
#include <cstdint>
#include <vector>

#include "enumerate/mb_games_job.hpp"

namespace posetlab {

void encode_mb_game_rows(const std::vector<MbGameClass>& rows, std::vector<std::uint8_t>& out);
std::vector<MbGameClass> decode_mb_game_rows(const std::vector<std::uint8_t>& bytes);

}  // namespace posetlab
