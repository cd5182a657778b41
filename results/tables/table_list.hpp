#pragma once
// The list of the built-in tables and the job kinds that write them.
//
// Every program calls register_builtin_tables() once before it reads the job registry
// (results/jobs/job_registry.hpp): the command line, the Python module and the test
// runner do so at start. It puts the kinds into the registry in the order `enumerate
// --help`, the nightly messages and stats list them; calling it again does nothing.
//
// How to add a table: write its enumeration (enumerate/), then one file pair here,
// results/tables/NAME.{hpp,cpp}, holding everything about the table (its TableDescription with the
// facts the layers above read: conjectures, completeness, row text; its job kind with
// parameters and make_job; the writer; the wire form), and one line TABLE(NAME) below.
//
// The built-in tables, one line each, in the order of `enumerate --help`:
//   TABLE(NAME)  its job kind is added by `void add_NAME_kind(JobRegistry&)`,
//                defined in results/tables/NAME.cpp
// Expanded in table_list.cpp; tests/doc_reference.py holds README.md's command table to
// the job kinds these lines register.
#define POSETLAB_TABLES(TABLE) \
  TABLE(two_level)             \
  TABLE(coloured_posets)       \
  TABLE(posets)                \
  TABLE(mb_games)              \
  TABLE(chomp)

namespace posetlab {

void register_builtin_tables();

}  // namespace posetlab
