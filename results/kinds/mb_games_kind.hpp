#pragma once
// The Maker-Breaker games job kind (job_kind.hpp): enumerate/mb_games_job.hpp's units
// and rows into the mb_games table (schema version 5), through the runner every kind
// shares (transactional units, resume, shards, MPI ranks with results/kinds/mb_games_wire.hpp).
#include <string>

#include "enumerate/mb_games_job.hpp"
#include "results/jobs/enumeration_job_kind.hpp"
#include "results/kinds/mb_games_wire.hpp"

namespace posetlab {

class MbGamesJobKind : public EnumerationJobKind<MbGamesSpec, MbGamesJob, MbGameClass> {
 public:
  explicit MbGamesJobKind(MbGamesSpec spec)
      : EnumerationJobKind("mb-games", spec, {encode_mb_game_rows, decode_mb_game_rows}) {}
  const TableKind& table() const override;
  std::unique_ptr<TableWriter> writer(Db& db) const override;
};

JobReport run_mb_games_job(Store& store, const MbGamesSpec& spec, const JobOptions& options);

}  // namespace posetlab
