#pragma once
// The job registry: every kind of job posetlab runs into its database, registered once,
// read by every layer that handles jobs (`enumerate <kind>` and its options, the nightly
// job list, stats, checksums, merge).
//
// Design. A job kind is one descriptor (JobKind below): its name (`enumerate NAME`, the
// first word of a nightly line), its parameters (ONE table of JobParam: name, type,
// range, default, help), the tables its jobs write (TableDescription, job.hpp: name,
// columns, key, and for a table no schema migration made, its CREATE statement), and
// one factory: make_job turns parsed parameters into the Job (job.hpp) whose units,
// rows, writer and wire form the runner drives. The parameter table is the only place a
// limit lives: the command line (cli/options.hpp builds the CLI11 options from it)
// and the nightly line (job_params.hpp, one key=value parser for every kind) check
// values against it with the same messages; the Job's own checks are library contracts.
// table_descriptions() is the concatenation of the kinds' tables in registration order, so
// stats, `stats --checksum` and merge see a new kind's table without another edit.
// The built-in kinds are listed in results/tables/table_list.hpp, one line each, and put in
// at start (job_registry() below).
//
// How to add a job kind:
//  1. Write its enumeration (enumerate/) and a Job for it (EnumerationTableJob gives the
//     key, units and batching; add a TableWriter and, for MPI, a wire form).
//  2. Write results/tables/NAME.{hpp,cpp} defining `void add_NAME_kind(JobRegistry&)`: its
//     TableDescription (with `create_sql`, CREATE TABLE IF NOT EXISTS, for a new table), its
//     parameters and make_job; call add().
//  3. Add one line TABLE(NAME) to results/tables/table_list.hpp.
//  `enumerate NAME`, its --help, the nightly line `NAME key=value ...`, stats, checksum,
//  merge and (with unit_scope) `stats --recheck` then handle it; a test registers a kind at run time with
//  job_registry().add(...) (tests/test_job_registry.cpp).
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "results/jobs/counting.hpp"
#include "results/jobs/job_estimate.hpp"
#include "results/jobs/job.hpp"
#include "results/jobs/unit_scope.hpp"

namespace posetlab {

enum class ParamType {
  Int,   // N (on a nightly line A..B as well when `line_range`: one job per value)
  Span,  // A:B or A, both ends in [low, high] (two-level's tops)
  Bool,  // yes|no on a nightly line; on a command line a flag that sets the other value
};

// One value of a parameter: a (and b for a Span); a Bool is a = 0 or 1.
struct ParamValue {
  int a = 0, b = 0;
};

struct JobParam {
  JobParam() = default;
  JobParam(std::string n, ParamType t, std::string h, int lo = 0, int hi = 0)
      : name(std::move(n)), type(t), help(std::move(h)), low(lo), high(hi) {}

  std::string name;  // the key on a nightly line; the option --NAME unless `option` is set
  ParamType type = ParamType::Int;
  std::string help;  // "{low}" and "{high}" stand for the range
  int low = 0, high = 0;
  // The value when not given on a command line (none: the kind sees it as absent; a Bool
  // always has one), and on a nightly line when that differs.
  std::optional<ParamValue> fallback, line_fallback;
  bool required = false;
  bool line_range = false;    // Int: A..B allowed on a nightly line
  std::optional<int> none;    // Int: a value below `low` a command line may give ("-1: none")
  std::string metavar = "N";  // in messages: "needs size=N"
  std::string option;         // the command-line option when not "--NAME" (a Bool: its flag)

  std::string option_name() const { return option.empty() ? "--" + name : option; }
  std::string help_text() const;  // help with the range put in
};

// Parameters of which exactly one (or at least one) must be given.
struct ParamGroup {
  std::vector<std::string> names;
  bool exactly_one = true;
};

// Parsed parameters of one job: every given value and every fallback.
class JobParams {
 public:
  int threads = 0;        // worker threads of this process (0: all cores)
  bool progress = false;  // a kind's own progress lines on stderr (the runner's are separate)

  bool given(const std::string& name) const { return given_.count(name) > 0; }
  bool has(const std::string& name) const { return values_.count(name) > 0; }
  int value(const std::string& name) const;  // throws std::logic_error for an absent one
  int value_or(const std::string& name, int absent) const { return has(name) ? value(name) : absent; }
  bool flag(const std::string& name) const { return value(name) != 0; }
  std::pair<int, int> span(const std::string& name) const;
  void set(const std::string& name, ParamValue v, bool given);

 private:
  std::map<std::string, ParamValue> values_;
  std::map<std::string, bool> given_;
};

struct JobKind {
  std::string name;     // "two-level": `enumerate NAME`, nightly lines, messages
  std::string summary;  // one line for `enumerate --help`
  std::string footer;   // `enumerate NAME --help`: what it stores, examples
  std::vector<JobParam> params;  // threads excluded: every kind takes it
  std::vector<ParamGroup> groups;
  std::vector<const TableDescription*> tables;  // the tables its jobs write, in stats order
  std::function<std::unique_ptr<Job>(const JobParams&)> make_job;
  // How a nightly summary names a line's job (default: the line's words, ranges expanded).
  std::function<std::string(const JobParams&)> line_text;
  // Optional: a run that counts instead of storing (`enumerate NAME --count-only`), and
  // the flag's help.
  std::function<CountingRun(const JobParams&)> make_count;
  std::string count_help;
  // Where the rows of unit `key` of a job (`job_kind` as the runs table records it, e.g.
  // posets-summary, and the job key) are, for `stats --recheck`; nullopt for a unit that is
  // not of this kind. Without it the kind's units are counted as unchecked.
  std::function<std::optional<UnitScope>(const std::string& job_kind, const std::string& job, const std::string& key)>
      unit_scope;
  // Optional: the job's time and disk before it starts (job_estimate.hpp); nullopt where
  // unknown. A job estimated past an hour, 10 GB of disk or half the memory runs only with --yes
  // (job_command.hpp, require_yes_when_large). Every built-in kind has one.
  std::function<std::optional<JobEstimate>(const JobParams&)> estimate;

  const JobParam* param(const std::string& wanted) const;  // null for an unknown name
};

class JobRegistry {
 public:
  // Refuses (std::logic_error) a kind without a name or make_job, a name or table taken.
  void add(JobKind kind);
  const std::deque<JobKind>& kinds() const { return kinds_; }  // a deque: references stay valid
  const JobKind* find(const std::string& name) const;
  // The kind named `name`; UsageError naming every kind otherwise.
  const JobKind& at(const std::string& name) const;
  std::string names() const;  // "two-level, posets, ..."
  const std::vector<const TableDescription*>& tables() const { return tables_; }

 private:
  std::deque<JobKind> kinds_;
  std::vector<const TableDescription*> tables_;
};

// The process's registry. Its built-in kinds are put in once, by fill_job_registry(), which
// results/tables/table_list.hpp's register_builtin_tables() calls; every program calls that
// first. Reading the registry before throws std::logic_error, so a program that forgot
// fails at once instead of seeing no tables.
JobRegistry& job_registry();
// Runs `add_builtins` on the process's registry the first time it is called, and only then.
void fill_job_registry(const std::function<void(JobRegistry&)>& add_builtins);

// The common parameter of every kind: threads=T / --threads T.
const JobParam& threads_param();

// For tables made by a kind (TableDescription::create_sql): create it in `db` if missing.
void create_kind_table(Db& db, const TableDescription& table);
// Whether `db` (or its attached `schema`) holds the table (always, for tables of the
// schema's migrations).
bool has_kind_table(Db& db, const TableDescription& table, const std::string& schema = "main");

}  // namespace posetlab
