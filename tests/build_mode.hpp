#pragma once
// Whether this test binary runs under AddressSanitizer + UBSan (scripts/test.sh sets
// POSETLAB_SANITIZED for that pass). The heaviest exact tests take smaller instances there:
// the sanitizer pass looks for memory errors, which the same code paths show on smaller
// inputs, while the release pass keeps the full sizes. (Tests that start the binary, kill
// tests among them, are not in that pass at all: tests/CMakeLists.txt.)
#include <cstdlib>

namespace posetlab::testing {

inline const bool kUnderSanitizers = std::getenv("POSETLAB_SANITIZED") != nullptr;

// `full` in the release pass, `sanitized` under the sanitizers.
inline int size_for_build(int full, int sanitized) { return kUnderSanitizers ? sanitized : full; }

}  // namespace posetlab::testing
