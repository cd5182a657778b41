#pragma once
// The options commands share, in one place: --db PATH, the output format flags, --threads
// (one meaning everywhere: worker threads of this process, 0 or absent: all cores), the
// options every job shares (--shard, --resume, ...) and a job kind's own parameters,
// made from the kind's parameter table (results/jobs/job_registry.hpp) so the command line
// and the nightly job list take the same names, ranges and defaults. The ranges of the
// numeric options are option_limits.hpp's.
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cli/command.hpp"
#include "cli/option_limits.hpp"
#include "results/jobs/job_params.hpp"
#include "results/jobs/job_runner.hpp"
#include "results/store/store.hpp"
#include "results/store/table_printer.hpp"

namespace posetlab::cli {


inline void add_db_option(CLI::App& sub, std::string& path) {
  path = kDefaultDbPath;
  sub.add_option("--db", path, "Database file (relative to the current directory)")->capture_default_str();
}

struct FormatFlags {
  bool csv = false, json = false;
  OutputFormat format() const { return json ? OutputFormat::Json : csv ? OutputFormat::Csv : OutputFormat::Table; }
};

inline void add_format_flags(CLI::App& sub, FormatFlags& f) {
  auto* csv = sub.add_flag("--csv", f.csv, "Comma-separated values with a header line");
  sub.add_flag("--json", f.json, "JSON Lines: one object per row")->excludes(csv);
}

// --threads: worker threads of this process; `what` says what they work on, `zero` what 0 means.
inline CLI::Option* add_threads_option(CLI::App& app, int& threads, const std::string& what,
                                       const std::string& zero = "all cores") {
  return app.add_option("--threads", threads, "Worker threads of this process " + what + " (0: " + zero + ")")
      ->check(threads_limit());
}


// The options every job shares.
struct JobCli {
  std::string shard = "0/1", db;
  int threads = 0;
  bool resume = false, break_lock = false, quiet = false, json = false, yes = false;
  double commit_every = 1.0;
  std::string unit_costs;
  std::vector<std::string> skip_batches;
  std::uint64_t sample = 0, sample_seed = 0;

  JobOptions options() const {
    JobOptions jo;
    jo.shard = parse_shard(shard);
    jo.resume_only = resume;
    jo.break_lock = break_lock;
    jo.progress.enabled = !quiet;
    jo.commit_seconds = commit_every;
    jo.unit_costs = unit_costs;
    jo.skip_batches = skip_batches;
    jo.large_confirmed = yes;
    jo.sample_units = sample;
    jo.sample_seed = sample_seed;
    // The shared options as given, for runs.parameters (after the kind's own).
    jo.parameters = (shard != "0/1" ? " --shard " + shard : "") + (threads ? " --threads " + std::to_string(threads) : "") +
                    (resume ? " --resume" : "") + (unit_costs.empty() ? "" : " --unit-costs " + unit_costs);
    for (const std::string& b : skip_batches) jo.parameters += " --skip-batch " + b;
    if (sample) jo.parameters += " --sample " + std::to_string(sample) + " --sample-seed " + std::to_string(sample_seed);
    return jo;
  }
};

inline void add_job_options(CLI::App& app, JobCli& j) {
  app.add_option("--shard", j.shard, "Run only units with ordinal % M == R, as R/M (merge shards later)")
      ->capture_default_str();
  add_threads_option(app, j.threads, "running the job's units")->capture_default_str();
  add_db_option(app, j.db);
  app.add_flag("--resume", j.resume, "Only continue a job this database has seen (an error otherwise)");
  app.add_flag("--yes", j.yes, "Start the job even when it is estimated past an hour, 10 GB of disk or half the memory");
  app.add_flag("--break-lock", j.break_lock, "Take over the job from a holder on another host that is gone");
  app.add_flag("-q,--quiet", j.quiet, "Nothing on standard error but errors and an interrupted run's note");
  app.add_option("--commit-every", j.commit_every,
                 "Units ended within this many seconds share one commit; a kill loses at most that much finished "
                 "work (0: commit every unit)")
      ->check(seconds_limit(3600.0))
      ->capture_default_str();
  app.add_flag("--json", j.json, "Print the run's summary as one JSON object on stdout");
  app.add_option("--unit-costs", j.unit_costs,
                 "Weigh the units by the seconds they took in this database's run of the same job: under mpirun the "
                 "longest are handed out first, and the ETA follows time (results never change)")
      ->check(CLI::ExistingFile);
  app.add_option("--skip-batch", j.skip_batches,
                 "Do not run the units this summary batch file holds (posetlab batch write): they were computed "
                 "elsewhere; repeat for several files")
      ->check(CLI::ExistingFile);
  app.add_option("--sample", j.sample,
                 "Run only K of the job's units, drawn uniformly at random by --sample-seed (a measured sample of a "
                 "job too large to finish; `batch estimate` scales it up)");
  app.add_option("--sample-seed", j.sample_seed, "Seed of --sample's draw (SplitMix64; the same seed, the same units)")
      ->capture_default_str();
}

// A job kind's parameters as options of `app`; params() reads them once parsed.
class KindOptions {
 public:
  KindOptions(CLI::App& app, const JobKind& kind) : kind_(kind) {
    std::map<std::string, CLI::Option*> by_name;
    for (const JobParam& p : kind.params) {
      std::string& text = texts_[p.name];
      CLI::Option* o = nullptr;
      if (p.type == ParamType::Bool) {
        o = app.add_flag(p.option_name(), flags_[p.name], p.help_text());
      } else {
        o = app.add_option(p.option_name(), text, p.help_text());
        o->check(CLI::Validator([p](std::string& t) { return command_line_value_error(p, t); }, command_line_type(p)));
        o->type_name(p.type == ParamType::Int ? "INT" : "TEXT");
        if (p.fallback) o->default_str(std::to_string(p.fallback->a));
        if (p.required) o->required();
      }
      options_.emplace_back(p.name, o);
      by_name[p.name] = o;
    }
    for (const ParamGroup& g : kind.groups)
      if (g.exactly_one)
        for (const std::string& a : g.names)
          for (const std::string& b : g.names)
            if (a != b) by_name[a]->excludes(by_name[b]);
  }
  JobParams params(const JobCli& job) const {
    std::vector<std::pair<std::string, std::string>> given;
    for (const auto& [name, o] : options_)
      if (o->count()) given.emplace_back(name, texts_.at(name));
    JobParams p = command_line_params(kind_, given);
    p.threads = job.threads;
    p.progress = !job.quiet;
    return p;
  }
  const JobKind& kind() const { return kind_; }

 private:
  const JobKind& kind_;
  std::map<std::string, std::string> texts_;
  std::map<std::string, bool> flags_;  // flags' storage (their value is the option's count)
  std::vector<std::pair<std::string, CLI::Option*>> options_;
};

}  // namespace posetlab::cli
