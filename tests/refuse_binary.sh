#!/bin/sh
# Stands in for the posetlab binary in the sanitized test build (tests/CMakeLists.txt). The
# tests that start the binary belong to suites named *Cli and run in the release pass only;
# one that starts it here fails, naming the rule.
echo "posetlab_tests: the sanitized build does not start the posetlab binary; a test that starts it" \
     "belongs to a suite named *Cli, run by the release build's ctest" >&2
exit 97
