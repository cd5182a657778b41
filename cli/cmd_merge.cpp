// `posetlab merge A.sqlite B.sqlite ... -o OUT.sqlite`: combines result databases (the
// shards of a job, or any databases) into a new one, refusing incomplete jobs, units
// present twice and classes with two different values. OUT appears only when complete.
#include <iostream>

#include "cli/command.hpp"
#include "results/jobs/merge.hpp"

namespace posetlab::cli {
namespace {

struct MergeCli {
  std::vector<std::string> inputs;
  std::string output;
  MergeOptions options;
};

}  // namespace

CommandRun merge_command(CLI::App& sub) {
  auto o = std::make_shared<MergeCli>();
  sub.add_option("inputs", o->inputs, "Input databases")->required()->check(CLI::ExistingFile);
  sub.add_option("-o,--output", o->output, "The merged database to write")->required();
  sub.add_flag("--force", o->options.force, "Replace OUT if it exists");
  sub.add_flag("--allow-partial", o->options.allow_partial,
               "Accept jobs with missing units (units present twice are still refused)");
  sub.footer(
      "Example (a job split over two machines):\n"
      "  posetlab enumerate two-level --bottoms 5 --shard 0/2 --db shard0.sqlite\n"
      "  posetlab enumerate two-level --bottoms 5 --shard 1/2 --db shard1.sqlite\n"
      "  posetlab merge shard0.sqlite shard1.sqlite -o data/posetlab.sqlite");
  return [o] {
    const MergeReport r = merge_databases(o->inputs, o->output, o->options);
    std::cerr << merge_summary(r, o->inputs.size(), o->output);
    return kExitOk;
  };
}

}  // namespace posetlab::cli
