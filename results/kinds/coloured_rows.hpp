#pragma once
// Rows of the coloured_posets table (schema version 2): the prepared insert used by the
// coloured-poset job, with the check that a class stored before has the same values.
#include "enumerate/coloured_posets_job.hpp"
#include "results/store/keyed_insert.hpp"

namespace posetlab {

class ColouredInserter {
 public:
  explicit ColouredInserter(Db& db);
  // Inserts `c` inside the caller's transaction. False when it was stored before with
  // identical values; ConflictError naming it when stored with different ones. The
  // pomax value must be an integer (004 Thm 3.1): anything else is a DbError, so a
  // wrong value never reaches the INTEGER column unseen.
  bool insert(const ColouredPosetClass& c);

 private:
  Db& db_;
  KeyedInsert insert_;
};

}  // namespace posetlab
