#pragma once
// `posetlab batch load`: a size of all posets computed elsewhere, in parts, brought into a
// database from its sealed batch files, so that `conjecture test`, `bounds` and `facets`,
// `export bfile`, `stats` and the catalogue see it as they see a size computed here.
//
// Only a whole job is loaded: the files must add up to every unit and A000112(N) posets
// (`batch sum` COMPLETE). Their count lines, summed over the units, become posets_summary
// rows of part -1, a part no job has (a unit's rows stay the job's: -1 stands for "every
// unit, summed in the batch files"). A `runs` row of kind batch-load names the files and
// the units' summed digest, so the rows can be traced to the sealed files that vouch for
// them. A size the database already holds in any form is refused: the loaded counts never
// mix with rows of units.
#include <cstdint>
#include <string>
#include <vector>

#include "results/jobs/summary_batch.hpp"
#include "results/store/sqlite_db.hpp"

namespace posetlab {

inline constexpr std::int64_t kLoadedSummaryPart = -1;

// Stores `total` (the sum of the sealed files named in `files`); returns the count lines
// stored. UsageError when the sum is not COMPLETE or the size is already held.
std::uint64_t load_complete_summary(Db& db, const SummaryBatch& total, const std::vector<std::string>& files);

}  // namespace posetlab
