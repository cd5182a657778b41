// The compiled half of `posetlab.Database` (python/posetlab/database.py makes the
// DataFrames): a results database opened read-only, SQL run through the same read-only
// guard as `posetlab query` (results/query.hpp), and the posets-table row of a poset
// found by its canonical key. Rows are read with the GIL released, then converted.
#include <pybind11/stl.h>

#include <mutex>
#include <variant>

#include "enumerate/posets_job.hpp"
#include "python/binding.hpp"
#include "results/query.hpp"
#include "results/store.hpp"

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

  // The posets-table row of p's class as {column: value}, None when not stored.
  py::object lookup(const GamePoset& g) {
    const std::string key = canonical_digraph6(g.order);
    Table t;
    {
      py::gil_scoped_release release;
      std::lock_guard lock(mutex_);
      // A database without a posets table stores no poset.
      if (store_.db().query_int("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'posets'") > 0) {
        Stmt s = store_.db().prepare("SELECT * FROM posets WHERE size = ?1 AND canonical = ?2");
        s.bind(1, g.order.size()).bind(2, key);
        t = read_all(s);
      }
    }
    if (t.rows.empty()) return py::none();
    py::dict row;
    for (std::size_t i = 0; i < t.columns.size(); ++i) row[py::str(t.columns[i])] = to_python(t.rows[0][i]);
    return row;
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
      .def("lookup", &ReadOnlyDatabase::lookup, py::arg("p"));
}

}  // namespace posetlab::python
