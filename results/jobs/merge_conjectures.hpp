#pragma once
// The stored conjectures of one merge input (tables `conjectures` and
// `conjecture_history`, stored_conjectures.hpp) carried into the merged database.
// A conjecture is one (statement, about, condition); stored by several inputs it is kept
// once, with the earliest first_stated and what the inputs know best: refuted at the
// smallest size any input found, else tested on the most rows. Its history rows follow it
// under its merged id, each kept once (the same test recorded by two inputs is one row),
// their runs renumbered as the input's runs are.
#include <cstdint>
#include <string>

#include "results/store/sqlite_db.hpp"

namespace posetlab {

// `db` has the input attached as `src`; `run_offset` is added to its runs' ids. Returns
// the conjectures the input held (0 for an input from before stored conjectures).
std::uint64_t merge_input_conjectures(Db& db, std::int64_t run_offset);

}  // namespace posetlab
