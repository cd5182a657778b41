#pragma once
// Schema 14 adds posets.misere, the misere-play outcome the posets job now stores with each
// poset. Rows stored before have none; this step of the migration fills them (by the
// definition, engine/impartial/misere_small.hpp, from each row's canonical digraph6) and re-seals
// the unit checksums that covered them: a unit whose rows still match its stored checksum
// over the columns it was written with (every column but misere) gets the digest of its
// rows with the new column, so `stats --recheck` goes on verifying it; a unit that did not
// match keeps its checksum, and stays reported as damaged. Runs inside the migration's
// transaction, on a writable open.
#include "results/store/sqlite_db.hpp"

namespace posetlab {

void fill_posets_misere(Db& db);

}  // namespace posetlab
