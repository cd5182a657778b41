// The test runner's main: the built-in tables go into the job registry first, as in every
// posetlab program (results/tables/table_list.hpp), then GoogleTest runs.
#include <gtest/gtest.h>

#include "results/tables/table_list.hpp"

int main(int argc, char** argv) {
  posetlab::register_builtin_tables();
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
