#pragma once
// The subcommands, one line each, in the order `posetlab --help` lists them:
//   COMMAND(NAME, "name", "summary")
// NAME_command(CLI::App&) (cli/cmd_NAME.cpp) declares the subcommand's options and returns
// what runs it; "summary" is its line in `posetlab --help`. Expanded in cli/main.cpp;
// tests/doc_reference.py holds README.md's command table to these lines.
#define POSETLAB_COMMANDS(COMMAND) \
  COMMAND(batch, "batch", "Summary batch files: finished units of a posets summary job, added and re-checked") \
  COMMAND(canonical, "canonical", "Print the canonical key (as the stored tables key it) of each poset read") \
  COMMAND(chomp_box, "chomp-box", "Chomp boards of a rectangular box with two or more winning bites (checkpointed)") \
  COMMAND(chomp_periods, "chomp-periods", "3-row Chomp by its third row: stale rows, periods, starts, patterns") \
  COMMAND(chomp_rows, "chomp-rows", "Every P-position of 3- or 4-row Chomp up to a first row (b-file, list)") \
  COMMAND(conjecture, "conjecture", "Test a conjecture on the stored tables, or mine new ones") \
  COMMAND(enumerate, "enumerate", "Enumerate objects into the results database (checkpointed jobs)") \
  COMMAND(export, "export", "Write results in other programs' formats (b-files, tables as CSV)") \
  COMMAND(family, "family", "Write built-in posets (chains, zig-zags, K(b,t), Nim, Chomp, NOT, ...)") \
  COMMAND(find, "find", "Find stored rows of any table by an SQL filter, size, Grundy value, ...") \
  COMMAND(lookup, "lookup", "Print the stored rows of each poset read (any labelling), from any table") \
  COMMAND(merge, "merge", "Merge result databases (e.g. shards) into one, checking completeness") \
  COMMAND(nightly, "nightly", "Run the configured nightly jobs, skipping complete work") \
  COMMAND(query, "query", "Run read-only SQL on the results database") \
  COMMAND(report, "report", "Write the theorem-check report (Markdown and HTML) and plots of the stored tables") \
  COMMAND(serve, "serve", "Browse the tables in a web browser: search, a page per object, plots, checks") \
  COMMAND(show, "show", "Show a stored object or any poset: text with its stored values, key, DOT or SVG") \
  COMMAND(solve, "solve", "Grundy value, outcome or value of each game read, for every game kind") \
  COMMAND(stats, "stats", "Summarize the results database: jobs, classes per size and Grundy value") \
  COMMAND(verify, "verify", "Run the theorem checks of the papers against their oracles") \
  COMMAND(version, "version", "Print the posetlab version, git revision, CPU and code path")
