#pragma once
// Schema 15 gives the `checks` table a column for each value of a check's result:
// expected, verdict, notes, counterexample_detail, counterexample_dot, missing_data and
// error. Up to schema 14 those values sat inside two texts, and this step of the migration
// splits them out of the rows stored before, once:
//   claim           "[expected false] " (expected-false checks), the claim and its note,
//                   then " [computed: NOTES]" when the check computed notes;
//   counterexample  the counterexample's text, "; " and its detail, then "\n--dot--\n" and
//                   its drawing; "missing: " and what was missing (status no-data), or
//                   "error: " and the error (status error).
// The verdict follows from the row where the row alone decides it. An expected-false row
// that failed was as expected only if it failed on the counterexample the check names,
// which only the check registry knows: its verdict stays NULL, and the report reads it as
// not recorded until `posetlab verify` runs that check again. A row that checked nothing
// gets the verdict no-instances and that status, never pass. Runs inside the migration's
// transaction, on a writable open.
#include "results/store/sqlite_db.hpp"

namespace posetlab {

void split_check_markers(Db& db);

}  // namespace posetlab
