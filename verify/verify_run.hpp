#pragma once
// `posetlab verify` as a library call: select the checks (and the conjectures of a
// file), list them, or run them on worker threads, print one row per check (a table on
// stdout, or JSON Lines), record each in the `checks` table, and say whether every
// result was as expected. The command line only parses the options (cli/cmd_verify.cpp).
#include <string>
#include <vector>

namespace posetlab::checks {

struct VerifyOptions {
  std::vector<std::string> only;  // ids or id prefixes; empty: every check
  bool list = false, json = false, markdown = false, quick = false, no_db = false, quiet = false;
  std::string db, conjectures;
  int threads = 0;  // worker threads of this process (0: all cores)
};

// Lists or runs the checks; returns 0 when every result is as expected (or on a list),
// 1 otherwise. `parameters` is recorded with the run. Throws UsageError when no check
// matches `only`.
int run_verify(const VerifyOptions& options, const std::string& parameters);

// The `parameters` of a run with these options, as the command line gives them:
// "verify[ --only ID ...][ --quick][ --conjectures FILE]".
std::string verify_parameters(const VerifyOptions& options);

}  // namespace posetlab::checks
