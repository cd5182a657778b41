#pragma once
// The conjectures of a conjectures file (results/conjectures/conjecture_file.hpp) as checks, so that
// `verify --conjectures FILE` runs, prints, records and reports them exactly like the
// papers' claims: id "conjecture:NAME", instances = the rows tested on the complete
// sizes, failures = the counterexamples, the smallest one with its drawing. Each reads
// the read-only store verify hands its checks (CheckOptions::tables).
#include <string>
#include <vector>

#include "verify/check_registry.hpp"

namespace posetlab::checks {

inline constexpr const char* kConjectureIdPrefix = "conjecture:";
// A known-false conjecture's note names its expected counterexample for the reader of the
// report: "... (NOTE; expected counterexample: OBJECT)". The verdict is stored as a column;
// nothing reads the note back.
inline constexpr const char* kConjectureExpectKey = "expected counterexample: ";

// The checks of `path`'s conjectures whose id matches `only` (select_checks' rule; empty:
// all). Throws InputError for a malformed file; with `db` (an existing database), also for
// an expression or where clause that does not compile there, at its line and column in
// the file, before any check runs.
std::vector<Check> conjecture_checks(const std::string& path, const std::vector<std::string>& only = {},
                                     const std::string& db = {});

}  // namespace posetlab::checks
