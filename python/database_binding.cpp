// The compiled half of `posetlab.Database` (python/posetlab/database.py makes the
// DataFrames): a results database opened read-only, SQL run through the same read-only
// guard as `posetlab query` (results/queries/query.hpp), and the posets-table row of a poset
// found by its canonical key; a conjecture tested on a stored table (results/conjectures/conjecture.hpp,
// as `posetlab conjecture test --json`), conjectures mined about a column
// (results/conjectures/conjecture_mine.hpp), and the JSON of `conjecture facets`, `bounds`, `determine` and
// `implications` (database.py makes DataFrames of them). Rows are read with the GIL released,
// then converted.
#include <pybind11/stl.h>

#include <mutex>
#include <variant>

#include "enumerate/posets_job.hpp"
#include "python/binding.hpp"
#include "results/conjectures/conjecture.hpp"
#include "results/conjectures/conjecture_bounds.hpp"
#include "results/conjectures/conjecture_determine.hpp"
#include "results/conjectures/conjecture_facets.hpp"
#include "results/conjectures/conjecture_implications.hpp"
#include "results/conjectures/conjecture_mine.hpp"
#include "results/jobs/job_registry.hpp"
#include "results/queries/lookup.hpp"
#include "results/queries/query.hpp"
#include "results/store/store.hpp"
#include "results/tables/posets.hpp"

namespace py = pybind11;

namespace posetlab::python {
namespace {

struct Blob {
  std::string bytes;
};
using SqlValue = std::variant<std::monostate, std::int64_t, double, std::string, Blob>;

struct Table {
  std::vector<std::string> columns;
  std::vector<std::vector<SqlValue>> rows;
};

SqlValue cell(const Stmt& s, int col) {
  switch (s.type(col)) {
    case SQLITE_INTEGER: return s.int64(col);
    case SQLITE_FLOAT: return s.real(col);
    case SQLITE_TEXT: return s.text(col);
    case SQLITE_BLOB: return Blob{s.blob(col)};
    default: return std::monostate{};
  }
}

Table read_all(Stmt& s) {
  Table t;
  for (int c = 0; c < s.columns(); ++c) t.columns.push_back(s.name(c));
  while (s.step()) {
    std::vector<SqlValue> row;
    for (int c = 0; c < s.columns(); ++c) row.push_back(cell(s, c));
    t.rows.push_back(std::move(row));
  }
  return t;
}

py::object to_python(const SqlValue& c) {
  if (auto* i = std::get_if<std::int64_t>(&c)) return py::int_(*i);
  if (auto* d = std::get_if<double>(&c)) return py::float_(*d);
  if (auto* s = std::get_if<std::string>(&c)) return py::str(*s);
  if (auto* b = std::get_if<Blob>(&c)) return py::bytes(b->bytes);
  return py::none();
}

// Python's table=None arrives as "": the table the conjecture commands read without --table.
const std::string& table_or_default(const std::string& table) {
  return table.empty() ? default_conjecture_table() : table;
}

class ReadOnlyDatabase {
 public:
  explicit ReadOnlyDatabase(const std::string& path) : store_(path, Store::Access::ReadOnly) {}

  const std::string& path() const { return store_.path(); }

  // Every statement of `sql` runs; the columns and rows of the last one are returned.
  py::tuple query(const std::string& sql) {
    Table t;
    {
      py::gil_scoped_release release;
      std::lock_guard lock(mutex_);
      std::vector<Stmt> stmts = prepare_read_only(store_, sql);
      for (Stmt& s : stmts) t = read_all(s);
    }
    py::list rows;
    for (const auto& r : t.rows) {
      py::tuple row(r.size());
      for (std::size_t i = 0; i < r.size(); ++i) row[i] = to_python(r[i]);
      rows.append(std::move(row));
    }
    return py::make_tuple(t.columns, rows);
  }

  // The posets-table row of p's class as {column: value}, None when not stored (as for
  // every poset of more than 64 elements: the posets job stores at most 64).
  py::object lookup(const GamePoset& g) {
    if (g.order.size() > 64) return py::none();
    std::vector<StoredRow> rows;
    {
      py::gil_scoped_release release;
      std::lock_guard lock(mutex_);
      // The posets table's own lookup (results/tables/posets.cpp); a database without that
      // table stores no poset.
      if (has_kind_table(store_.db(), posets_table())) {
        const std::optional<SetSystem> no_family;
        const std::optional<std::vector<Colour>> no_colours;
        posets_table().lookup->rows(store_.db(), LookupQuery{g.order, no_family, no_colours}, rows);
      }
    }
    if (rows.empty()) return py::none();
    py::dict row;
    const StoredRow& r = rows.front();
    for (std::size_t i = 0; i < r.columns.size(); ++i) {
      const std::string& text = r.columns[i].second;
      py::object value = r.types[i] == SQLITE_INTEGER ? py::object(py::int_(std::stoll(text)))
                         : r.types[i] == SQLITE_FLOAT ? py::object(py::float_(std::stod(text)))
                         : r.types[i] == SQLITE_NULL  ? py::object(py::none())
                                                      : py::object(py::str(text));
      row[py::str(r.columns[i].first)] = value;
    }
    return row;
  }

  // The names of the tables and views, sorted (SQLite's own left out).
  std::vector<std::string> tables() {
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    Stmt s = store_.db().prepare(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name");
    std::vector<std::string> out;
    while (s.step()) out.push_back(s.text(0));
    return out;
  }

  // The columns of a table or view, in its order; UsageError naming the tables for another name.
  std::vector<std::string> columns(const std::string& table) {
    std::vector<std::string> out;
    {
      py::gil_scoped_release release;
      std::lock_guard lock(mutex_);
      Stmt s = store_.db().prepare("SELECT name FROM pragma_table_info(?1)");
      s.bind(1, table);
      while (s.step()) out.push_back(s.text(0));
    }
    if (out.empty()) {
      std::string names;
      for (const std::string& t : tables()) names += (names.empty() ? "" : ", ") + t;
      throw UsageError("columns: no table or view named \"" + table + "\" in " + path() + " (it has " + names + ")");
    }
    return out;
  }

  // The JSON object of `posetlab conjecture test --json` (database.py decodes it), so the
  // two report the same fields with the same values.
  std::string conjecture(const std::string& expr, const std::string& table, const std::string& where, int show,
                         const std::string& size) {
    const std::optional<SizeRange> sizes = size.empty() ? std::nullopt : std::optional(parse_size_range(size));
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    return conjecture_json(test_conjecture(store_.db(), expr, table_or_default(table), where, show, sizes));
  }

  // `posetlab conjecture facets|bounds|implications --json`, the same text.
  std::string facets(const FacetOptions& o) {
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    return facets_json(conjecture_facets(store_.db(), o));
  }
  std::string bounds(const BoundsOptions& o) {
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    return bounds_json(conjecture_bounds(store_.db(), o));
  }
  std::string determine(const DetermineOptions& o) {
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    return determine_json(conjecture_determine(store_.db(), o));
  }
  std::string implications(const ImplicationOptions& o) {
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    return implications_json(conjecture_implications(store_.db(), o));
  }

  // `posetlab conjecture mine`: the ranked proposals, each a dict.
  py::dict mine(const MineOptions& options) {
    MineResult r;
    {
      py::gil_scoped_release release;
      std::lock_guard lock(mutex_);
      r = mine_conjectures(store_.db(), options);
    }
    py::list proposals;
    for (const Proposal& p : r.proposals) {
      py::list held;
      for (const HeldBackCheck& h : p.held_back) {
        py::dict c;
        c["size"] = h.size;
        c["rows"] = h.rows;
        c["survives"] = h.survives;
        c["counterexample"] = h.counterexample.empty() ? py::object(py::none()) : py::object(py::str(h.counterexample));
        held.append(std::move(c));
      }
      py::dict d;
      d["kind"] = p.kind;
      d["expression"] = p.expr;
      d["where"] = p.where;
      d["touch"] = p.touch;
      d["support"] = p.support;
      d["survives"] = p.survives();
      d["held_back"] = std::move(held);
      proposals.append(std::move(d));
    }
    py::dict out;
    out["table"] = r.table;
    out["target"] = r.target;
    out["where"] = r.where;
    out["mined_sizes"] = r.mined_sizes;
    out["held_sizes"] = r.held_sizes;
    out["mined_rows"] = r.mined_rows;
    out["proposals"] = std::move(proposals);
    return out;
  }

 private:
  Store store_;
  std::mutex mutex_;
};

}  // namespace

void bind_database(py::module_& m) {
  py::class_<ReadOnlyDatabase>(m, "DatabaseConnection")
      .def(py::init<const std::string&>(), py::arg("path"))
      .def_property_readonly("path", &ReadOnlyDatabase::path)
      .def("query", &ReadOnlyDatabase::query, py::arg("sql"))
      .def("lookup", &ReadOnlyDatabase::lookup, py::arg("p"))
      .def("tables", &ReadOnlyDatabase::tables)
      .def("columns", &ReadOnlyDatabase::columns, py::arg("table"))
      .def("conjecture", &ReadOnlyDatabase::conjecture, py::arg("expr"), py::arg("table"), py::arg("where"),
           py::arg("show"), py::arg("size"))
      .def(
          "mine",
          [](ReadOnlyDatabase& db, const std::string& target, const std::string& table, const std::string& where,
             int mine_up_to, int max) {
            MineOptions o;
            o.target = target;
            o.table = table_or_default(table);
            o.where = where;
            o.mine_up_to = mine_up_to;
            o.max_proposals = max;
            return db.mine(o);
          },
          py::arg("target"), py::arg("table"), py::arg("where"), py::arg("mine_up_to"), py::arg("max"))
      .def(
          "facets",
          [](ReadOnlyDatabase& db, const std::vector<std::string>& columns, const std::string& table,
             const std::string& where, const std::string& size, bool all_sizes) {
            FacetOptions o;
            o.columns = columns;
            o.table = table_or_default(table);
            o.where = where;
            if (!size.empty()) o.sizes = parse_size_range(size);
            o.all_sizes = all_sizes;
            return db.facets(o);
          },
          py::arg("columns"), py::arg("table"), py::arg("where"), py::arg("size"), py::arg("all_sizes"))
      .def(
          "bounds",
          [](ReadOnlyDatabase& db, const std::string& target, const std::string& table, const std::string& where,
             const std::vector<std::string>& invariants, int terms, int mine_up_to,
             const std::vector<std::string>& known, const std::vector<std::string>& known_files, bool builtins,
             bool dalmatian, int max, std::int64_t max_coefficient) {
            BoundsOptions o;
            o.max_coefficient = max_coefficient;
            o.target = target;
            o.table = table_or_default(table);
            o.where = where;
            o.invariants = invariants;
            o.max_terms = terms;
            o.mine_up_to = mine_up_to;
            o.known = known;
            o.known_files = known_files;
            o.builtin_known = builtins;
            o.dalmatian = dalmatian;
            o.max_bounds = max;
            return db.bounds(o);
          },
          py::arg("target"), py::arg("table"), py::arg("where"), py::arg("invariants"), py::arg("terms"),
          py::arg("mine_up_to"), py::arg("known"), py::arg("known_files"), py::arg("builtins"), py::arg("dalmatian"),
          py::arg("max"), py::arg("max_coefficient"))
      .def(
          "determine",
          [](ReadOnlyDatabase& db, const std::string& target, const std::vector<std::string>& by,
             const std::string& table, const std::string& where, const std::string& size, const std::string& measure,
             int show, int max, int subclasses) {
            DetermineOptions o;
            o.target = target;
            o.features = split_features(by);
            o.table = table_or_default(table);
            o.where = where;
            if (!size.empty()) o.sizes = parse_size_range(size);
            o.measure = measure;
            o.show = show;
            o.max_entries = max;
            o.subclasses = subclasses;
            return db.determine(o);
          },
          py::arg("target"), py::arg("by"), py::arg("table"), py::arg("where"), py::arg("size"), py::arg("measure"),
          py::arg("show"), py::arg("max"), py::arg("subclasses"))
      .def(
          "implications",
          [](ReadOnlyDatabase& db, const std::string& table, const std::string& where, const std::string& size,
             const std::vector<std::string>& predicates, bool builtins, double near, std::uint64_t min_support) {
            ImplicationOptions o;
            o.table = table_or_default(table);
            o.where = where;
            if (!size.empty()) o.sizes = parse_size_range(size);
            o.predicates = predicates;
            o.builtins = builtins;
            o.near = near;
            o.min_support = min_support;
            return db.implications(o);
          },
          py::arg("table"), py::arg("where"), py::arg("size"), py::arg("predicates"), py::arg("builtins"),
          py::arg("near"), py::arg("min_support"));
}

}  // namespace posetlab::python
