#pragma once
// What this build is and where it runs: the version and git revision it was built from,
// the instruction set it was compiled for, the CPU, its features and the code paths
// (engine/core/cpu_paths.hpp). `posetlab version` prints it; any front end can show the same.
#include <string>

namespace posetlab::api {

// Lines "posetlab VERSION (REV)", "compiled for: ...", "cpu: ...", "cpu features: ...",
// "code paths: ..." (each marked when this CPU lacks it) and "code path in use: ...".
std::string build_report();

}  // namespace posetlab::api
