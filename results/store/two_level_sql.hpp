#pragma once
// The SQL functions behind the two_level view (schema.cpp v7): the texts a user reads,
// derived from a class's stored key instead of stored beside it. Registered on every
// connection a Store opens; other SQLite clients read the stored columns in
// two_level_rows (the view needs these functions).
//   two_level_family(bottoms, sets)       'family 3: {0} {0,1}' (TwoLevelClass::family_text)
//   two_level_top_parity(bottoms, sets)   'odd' | 'even' | 'mixed' | 'none'
//   two_level_bottom_twins(bottoms, sets) '2,1' (bottom_twin_profile)
// and the features of 000 §4 that no stored column holds (two_level_invariants.hpp),
// for conjectures (`conjecture determine`) and queries; docs/schema.md lists them:
//   two_level_odd_tops(bottoms, sets)     tops of odd degree (odd_degree_tops)
//   two_level_odd_bottoms(bottoms, sets)  bottoms of odd degree (odd_degree_bottoms)
//   two_level_odd_split(bottoms, sets)    0/1, 000 Def. 4.1 (ii) alone (odd_split)
//   two_level_pu_components_value(bottoms, sets)  000 Thm 4.2 summed over the components
//                                         when each is parity-uniform, else NULL
//                                         (componentwise_theorem42)
// Functions, not columns: stored rows, unit checksums and `SELECT *` stay as they are.
// NULL arguments give NULL; a blob that is not a sets encoding is an SQL error.
#include "results/store/sqlite_db.hpp"

namespace posetlab {

void register_two_level_functions(Db& db);

}  // namespace posetlab
