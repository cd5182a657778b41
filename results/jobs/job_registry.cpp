// The job registry; see job_registry.hpp.
#include "results/jobs/job_registry.hpp"

#include <atomic>
#include <mutex>
#include <stdexcept>

#include "engine/core/error.hpp"
#include "engine/core/limits.hpp"

namespace posetlab {

std::string JobParam::help_text() const {
  std::string out;
  for (std::size_t i = 0; i < help.size(); ++i) {
    if (help.compare(i, 5, "{low}") == 0) {
      out += std::to_string(low);
      i += 4;
    } else if (help.compare(i, 6, "{high}") == 0) {
      out += std::to_string(high);
      i += 5;
    } else {
      out += help[i];
    }
  }
  return out;
}

int JobParams::value(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) throw std::logic_error("job parameter " + name + " is absent");
  return it->second.a;
}

std::pair<int, int> JobParams::span(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) throw std::logic_error("job parameter " + name + " is absent");
  return {it->second.a, it->second.b};
}

void JobParams::set(const std::string& name, ParamValue v, bool given) {
  values_[name] = v;
  if (given) given_[name] = true;
  else given_.erase(name);
}

const JobParam* JobKind::param(const std::string& wanted) const {
  for (const JobParam& p : params)
    if (p.name == wanted) return &p;
  return nullptr;
}

void JobRegistry::add(JobKind kind) {
  if (kind.name.empty() || !kind.make_job) throw std::logic_error("a job kind needs a name and make_job");
  if (find(kind.name)) throw std::logic_error("job kind " + kind.name + " registered twice");
  for (const JobParam& p : kind.params)
    if (p.type == ParamType::Bool && !p.fallback) throw std::logic_error(kind.name + ": flag " + p.name + " needs a fallback");
  for (const TableDescription* t : kind.tables)
    for (const TableDescription* old : tables_)
      if (old->table == t->table) throw std::logic_error("table " + t->table + " registered twice");
  tables_.insert(tables_.end(), kind.tables.begin(), kind.tables.end());
  kinds_.push_back(std::move(kind));
}

const JobKind* JobRegistry::find(const std::string& name) const {
  for (const JobKind& k : kinds_)
    if (k.name == name) return &k;
  return nullptr;
}

const JobKind& JobRegistry::at(const std::string& name) const {
  if (const JobKind* k = find(name)) return *k;
  throw UsageError("no job kind \"" + name + "\" (" + names() + ")");
}

std::string JobRegistry::names() const {
  std::string out;
  for (const JobKind& k : kinds_) out += (out.empty() ? "" : ", ") + k.name;
  return out;
}

namespace {

JobRegistry& process_registry() {
  static JobRegistry registry;
  return registry;
}

std::once_flag builtins_filled;
std::atomic<bool> builtins_ready{false};

}  // namespace

void fill_job_registry(const std::function<void(JobRegistry&)>& add_builtins) {
  std::call_once(builtins_filled, [&] {
    add_builtins(process_registry());
    builtins_ready = true;
  });
}

JobRegistry& job_registry() {
  if (!builtins_ready)
    throw std::logic_error("the job registry was read before register_builtin_tables() (results/tables/table_list.hpp)");
  return process_registry();
}

const JobParam& threads_param() {
  static const JobParam p = [] {
    JobParam t;
    t.name = "threads";
    t.help = "Worker threads of this process (0: all cores)";
    t.low = 0;
    t.high = kMaxThreads;
    t.fallback = ParamValue{0, 0};
    t.metavar = "T";
    return t;
  }();
  return p;
}

void create_kind_table(Db& db, const TableDescription& table) {
  if (!table.create_sql.empty()) db.exec(table.create_sql);
}

bool has_kind_table(Db& db, const TableDescription& table, const std::string& schema) {
  if (table.create_sql.empty()) return true;
  Stmt s = db.prepare("SELECT count(*) FROM " + schema + ".sqlite_schema WHERE type IN ('table', 'view') AND name = ?1");
  s.bind(1, table.table);
  return s.step() && s.int64(0) > 0;
}

}  // namespace posetlab
