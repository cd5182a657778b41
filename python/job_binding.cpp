// `Database.enumerate(kind, **params)` (python/posetlab/database.py): a job of any
// registered kind run into the database through the CLI's job machinery: its parameters
// read by the kind's table as `enumerate KIND --NAME VALUE` reads them, the job made by
// the kind, and run by the job runner (results/jobs/job_runner.hpp) with its checkpoints,
// lock and runs row. Ctrl-C asks the job to stop after the unit in progress (the committed
// units stay; rerunning continues) and raises KeyboardInterrupt.
#include <pybind11/stl.h>

#include "engine/core/limits.hpp"
#include "python/binding.hpp"
#include "python/interrupt.hpp"
#include "results/jobs/interrupt.hpp"
#include "results/jobs/job_command.hpp"
#include "results/jobs/job_params.hpp"
#include "results/jobs/job_runner.hpp"
#include "results/jobs/shard.hpp"

namespace py = pybind11;

namespace posetlab::python {
namespace {

// A keyword argument's name as the kind names its parameter (max_tops -> max-tops).
std::string job_param_name(const JobKind& kind, const std::string& name) {
  if (kind.param(name)) return name;
  std::string dashed = name;
  for (char& c : dashed)
    if (c == '_') c = '-';
  if (kind.param(dashed)) return dashed;
  std::string known;
  for (const JobParam& p : kind.params) known += (known.empty() ? "" : ", ") + p.name;
  throw UsageError("enumerate " + kind.name + ": no parameter " + name + " (it takes " + known + ")");
}

// The parameters as the command line gives them: a flag only when it differs from its fallback.
std::vector<std::pair<std::string, std::string>> job_param_texts(const JobKind& kind, const py::dict& params) {
  std::vector<std::pair<std::string, std::string>> given;
  for (const auto& [key, value] : params) {
    const std::string name = job_param_name(kind, key.cast<std::string>());
    const JobParam& p = *kind.param(name);
    if (p.type == ParamType::Bool) {
      if (!py::isinstance<py::bool_>(value)) throw UsageError("enumerate " + kind.name + ": " + name + " takes True or False");
      if (value.cast<bool>() != bool(p.fallback->a)) given.emplace_back(name, "yes");
    } else {
      given.emplace_back(name, py::str(value).cast<std::string>());
    }
  }
  return given;
}

py::dict job_report(const JobReport& r, const std::string& db, const Shard& shard) {
  py::dict d;
  d["job"] = r.job, d["db"] = db, d["shard"] = shard.text(), d["run"] = r.run;
  d["units"] = r.units_job, d["units_shard"] = r.units_shard, d["units_skipped"] = r.units_skipped;
  d["units_run"] = r.units_run, d["units_timed"] = r.units_timed;
  d["rows"] = r.rows, d["rows_new"] = r.rows_new, d["rows_job"] = r.rows_job;
  d["shard_complete"] = r.shard_complete, d["job_complete"] = r.job_complete;
  d["prepare_seconds"] = r.prepare_seconds, d["seconds"] = r.seconds;
  return d;
}

py::dict run_enumeration(const std::string& db, const std::string& kind_name, const py::dict& params, int threads,
                         const std::string& shard, bool progress, bool yes) {
  const JobKind& kind = job_registry().at(kind_name);
  JobParams job_params = command_line_params(kind, job_param_texts(kind, params));
  // One call runs one job and returns its one report: a range is a loop in Python.
  if (expand_command_line_range(kind, job_params).size() > 1)
    throw UsageError("enumerate " + kind.name + ": one value a call (a range A:B is the command line's; call enumerate " +
                     "once per value)");
  if (threads < 0 || threads > kMaxThreads)
    throw UsageError("threads must be in 0.." + std::to_string(kMaxThreads) + ", got " + std::to_string(threads));
  job_params.threads = threads;
  job_params.progress = progress;
  JobOptions options;
  options.shard = parse_shard(shard);
  options.progress.enabled = progress;
  options.parameters = params_as_options(kind, job_params) + (threads ? " --threads " + std::to_string(threads) : "") +
                       (shard != "0/1" ? " --shard " + shard : "") + " (Python)";
  options.large_confirmed = yes;
  std::unique_ptr<Job> job = kind.make_job(job_params);  // checks the parameters before the database is touched
  try {
    require_yes_when_large(kind, job_params, *job, options);  // the command line's guard
  } catch (const UsageError& e) {  // in Python's words
    std::string m = e.what();
    for (auto [cli, python] : {std::pair<std::string, std::string>{"--yes", "yes=True"}, {"--shard R/M", "shard=\"R/M\""}})
      if (const std::size_t at = m.find(cli); at != std::string::npos) m.replace(at, cli.size(), python);
    throw UsageError(m);
  }
  const JobReport r = run_interruptible(
      [&] {
        Store store(db, Store::Access::ReadWrite);
        return run_job(store, *job, options);
      },
      [] { set_interrupt_requested(true); }, [] { set_interrupt_requested(false); });
  return job_report(r, db, options.shard);
}

}  // namespace

void bind_jobs(py::module_& m) {
  m.def("run_enumeration", &run_enumeration, py::arg("db"), py::arg("kind"), py::arg("params"), py::arg("threads") = 0,
        py::arg("shard") = "0/1", py::arg("progress") = false, py::arg("yes") = false,
        "`posetlab enumerate KIND` into the database at db (Database.enumerate calls it): the report of "
        "`--json` as a dict; a job estimated past an hour, 10 GB of disk or half the memory needs yes=True");
  m.def(
      "create_database",
      [](const std::string& path) {
        py::gil_scoped_release release;
        Store store(path, Store::Access::ReadWrite);  // creates the file and its schema
      },
      py::arg("path"), "Creates a results database at path (and its folder) unless there is one");
  py::list kinds;
  for (const JobKind& k : job_registry().kinds()) kinds.append(k.name);
  m.attr("job_kinds") = kinds;
}

}  // namespace posetlab::python
