// `posetlab canonical [FILE...]`: the canonical key of every poset read, the one the
// stored tables use (results/queries/lookup.hpp): the posets table's canonical digraph6 and, for
// two-level input, the two_level table's canonical family. Two inputs are isomorphic iff
// their keys are equal, so relabelled copies of one poset print the same line.
#include <iostream>
#include <memory>

#include "cli/poset_inputs.hpp"
#include "results/queries/lookup.hpp"

namespace posetlab::cli {
namespace {

struct CanonicalOptions {
  PosetInputOptions input;
  bool json = false;
};

int run_canonical(const CanonicalOptions& o) {
  for_each_poset_in_files(o.input.files, o.input.reader, [&](const ParsedPoset& parsed, const std::string& input) {
    std::cout << canonical_line(parsed, input, o.json) << "\n";
  });
  return kExitOk;
}

}  // namespace

CommandRun canonical_command(CLI::App& sub) {
  auto o = std::make_shared<CanonicalOptions>();
  add_poset_input_options(sub, o->input);
  sub.add_flag("--json", o->json, "JSON Lines: input, line, size, canonical[, two_level]");
  sub.footer(
      "Output: one line per poset, in input order: the digraph6 of its canonically labelled Hasse\n"
      "diagram (the posets table's `canonical` column), and for two-level input (`family` lines, graph6\n"
      "with --bottoms) a tab and the canonical `family` text (the two_level table's class).\n"
      "Examples:\n"
      "  printf 'poset 3: 0<1 0<2\\nposet 3: 1<0 2<0\\n' | posetlab canonical\n"
      "  posetlab canonical --json my_posets.txt\n"
      "  posetlab query \"SELECT * FROM posets WHERE canonical = '$(echo 'poset 2: 0<1' | posetlab canonical)'\"");
  return [o] { return run_canonical(*o); };
}

}  // namespace posetlab::cli
