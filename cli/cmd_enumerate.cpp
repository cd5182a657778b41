// `posetlab enumerate <kind>`: a job of any registered kind (results/jobs/job_registry.hpp)
// as a checkpointed job into the results database (results/jobs/job_command.hpp), or with
// --count-only, for kinds that can count, a counting run (results/jobs/counting.hpp). One
// subcommand per kind, its options made from the kind's parameter table.
#include <iostream>
#include <memory>
#include <vector>

#include "cli/options.hpp"
#include "results/jobs/job_command.hpp"
#include "results/jobs/job_params.hpp"

namespace posetlab::cli {
namespace {

struct KindCommand {
  CLI::App* app = nullptr;
  std::unique_ptr<KindOptions> kind;
  JobCli job;
  bool count_only = false;
};

// A range (`--size 1:9`) runs one job per size, in order.
int run(const KindCommand& c) {
  const std::vector<JobParams> jobs = expand_command_line_range(c.kind->kind(), c.kind->params(c.job));
  if (c.count_only) {
    for (const JobParams& params : jobs)
      if (const int status = count_job_command(c.kind->kind(), params, {parse_shard(c.job.shard), !c.job.quiet, c.job.json}))
        return status;
    return 0;
  }
  return run_job_commands(c.kind->kind(), jobs, c.job.options(), c.job.db, c.job.json);
}

}  // namespace

CommandRun enumerate_command(CLI::App& sub) {
  sub.require_subcommand(1);
  auto commands = std::make_shared<std::vector<std::unique_ptr<KindCommand>>>();
  std::string names;
  for (const JobKind& kind : job_registry().kinds()) {
    auto c = std::make_unique<KindCommand>();
    c->app = sub.add_subcommand(kind.name, kind.summary);
    c->kind = std::make_unique<KindOptions>(*c->app, kind);
    add_job_options(*c->app, c->job);
    if (kind.make_count) c->app->add_flag("--count-only", c->count_only, kind.count_help);
    c->app->footer(kind.footer);
    names += (names.empty() ? "" : &kind == &job_registry().kinds().back() ? " or " : ", ") + kind.name;
    commands->push_back(std::move(c));
  }
  return [commands, names]() -> int {
    for (const auto& c : *commands)
      if (c->app->parsed()) return run(*c);
    throw UsageError("enumerate: name what to enumerate (" + names + ")");
  };
}

}  // namespace posetlab::cli
