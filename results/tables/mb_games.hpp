#pragma once
// The mb_games table: Maker-Breaker games on posets with their outcomes (schema version
// 5). One place for the table: its description, the `enumerate mb-games` job kind, the
// writer and the rows' wire form between MPI ranks.
#include <cstdint>
#include <string>
#include <vector>

#include "enumerate/mb_games_job.hpp"
#include "results/jobs/enumeration_table_job.hpp"

namespace posetlab {

const TableDescription& mb_games_table();

// Rows on the wire between MPI ranks (mpi_runner.hpp); a malformed buffer throws.
void encode_mb_game_rows(const std::vector<MbGameClass>& rows, std::vector<std::uint8_t>& out);
std::vector<MbGameClass> decode_mb_game_rows(const std::vector<std::uint8_t>& bytes);

class MbGamesTableJob : public EnumerationTableJob<MbGamesSpec, MbGamesJob, MbGameClass> {
 public:
  explicit MbGamesTableJob(MbGamesSpec spec)
      : EnumerationTableJob("mb-games", spec, {encode_mb_game_rows, decode_mb_game_rows}) {}
  const TableDescription& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_mb_games_job(Store& store, const MbGamesSpec& spec, const JobOptions& options);


}  // namespace posetlab
