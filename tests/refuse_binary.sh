#!/bin/sh
# Stands in for the posetlab binary in the sanitized test build (tests/CMakeLists.txt). The
# tests that start the binary belong to suites named *Cli and run in the release pass only;
# one that starts it from another suite fails here, naming the rule.
echo "posetlab_tests: this test starts the posetlab binary, so its suite must be named *Cli" \
     "(such suites run in the release pass, not under the sanitizers)" >&2
exit 97
