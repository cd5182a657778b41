#pragma once
// The SQL functions behind the two_level view (schema.cpp v7): the texts a user reads,
// derived from a class's stored key instead of stored beside it. Registered on every
// connection a Store opens; other SQLite clients read the stored columns in
// two_level_rows (the view needs these functions).
//   two_level_family(bottoms, sets)       'family 3: {0} {0,1}' (TwoLevelClass::family_text)
//   two_level_top_parity(bottoms, sets)   'odd' | 'even' | 'mixed' | 'none'
//   two_level_bottom_twins(bottoms, sets) '2,1' (bottom_twin_profile)
// NULL arguments give NULL; a blob that is not a sets encoding is an SQL error.
#include "results/store/sqlite_db.hpp"

namespace posetlab {

void register_two_level_functions(Db& db);

}  // namespace posetlab
