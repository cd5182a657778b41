// `conjecture determine` printed for a reader and as JSON; see conjecture_determine.hpp.
#include <algorithm>
#include <sstream>

#include "results/conjectures/conjecture_determine.hpp"
#include "util/json.hpp"

namespace posetlab {
namespace determine_text_detail {  // named: unity builds join anonymous namespaces of files

std::string cells_text(const std::vector<SqlCell>& cells) {
  std::string s;
  for (const SqlCell& c : cells) s += (s.empty() ? "" : ", ") + c.sql();
  return s;
}

std::string cells_json(const std::vector<std::string>& names, const std::vector<SqlCell>& cells) {
  JsonObject o;
  for (std::size_t i = 0; i < names.size(); ++i) o.raw(names[i], cells[i].json());
  return o.str();
}

// An object as `conjecture test` prints a counterexample: its line, then its other
// columns after '#'.
std::string object_line(const ConjectureRow& c) {
  std::string s = c.text;
  if (!c.dot.empty()) {
    s += "  #";
    for (const auto& [name, value] : c.columns)
      if (!value.empty() && value[0] != '"') s += " " + name + "=" + value;
  }
  return s;
}

std::string forms_json(const std::vector<ClosedForm>& forms) {
  std::string s = "[";
  for (std::size_t i = 0; i < forms.size(); ++i) {
    JsonObject f;
    f.add("kind", forms[i].kind).add("expression", forms[i].expression);
    s += (i ? "," : "") + f.str();
  }
  return s + "]";
}

std::string object_json(const DetermineObject& o, const std::vector<std::string>& key_columns) {
  JsonObject row, key;
  for (const auto& [name, value] : o.row.columns) {
    row.raw(name, value);
    if (std::find(key_columns.begin(), key_columns.end(), name) != key_columns.end()) key.raw(name, value);
  }
  JsonObject out;
  out.raw("key", key.str()).raw("target", o.target.json()).add("size", o.row.size).add("object", o.row.text);
  out.raw("row", row.str());
  return out.str();
}

}  // namespace determine_text_detail

namespace dtd = determine_text_detail;

std::string determine_text(const DetermineResult& r) {
  std::ostringstream out;
  std::string by;
  for (const std::string& f : r.features) by += (by.empty() ? "" : ", ") + f;
  out << "Target: " << r.target << "\nFeatures: " << by << "\nTable: " << r.table;
  if (!r.where.empty()) out << ", rows where " << r.where;
  out << "\nSizes (" << r.size_noun << "): " << (r.sizes.empty() ? "none" : sizes_text(r.sizes)) << " (" << r.rows << " " << r.object
      << "s)\n";
  if (!r.partial_sizes.empty()) out << "Left out, stored only in part (no evidence either way): " << sizes_text(r.partial_sizes) << "\n";
  if (!r.stop_note.empty()) out << "First size not complete: " << r.stop_note << "\n";
  out << "\n" << r.verdict_line() << "\n";
  if (r.sizes.empty()) return out.str();
  if (r.is_function) {
    out << "\n" << by << " -> " << r.target << "  (support: " << r.object << "s; smallest size)\n";
    std::size_t shown = 0;
    for (const DetermineEntry& e : r.entries) {
      if (r.max_entries > 0 && shown >= std::size_t(r.max_entries)) break;
      out << "  " << dtd::cells_text(e.features) << " -> " << e.target.sql() << "  (" << e.support << "; "
          << e.smallest_size << ")\n";
      ++shown;
    }
    if (shown < r.entries.size()) out << "  ... " << r.entries.size() - shown << " more (--max 0 lists all)\n";
    if (!r.forms.empty()) {
      out << "\nClosed forms (each holds on every entry; test them with `conjecture test`):\n";
      for (const ClosedForm& f : r.forms) out << "  " << f.kind << ": " << f.expression << "\n";
    } else {
      out << "\nNo closed form (constant, linear, xor, xor with products) fits with fewer coefficients than points"
          << (r.forms_note.empty() ? "" : ": " + r.forms_note) << "\n";
    }
    return out.str();
  }
  if (!r.counterexamples.empty()) {
    out << "\nSmallest pair" << (r.counterexamples.size() > 1 ? "s" : "") << " with equal features and different "
        << r.target << ":\n";
    for (const DeterminePair& p : r.counterexamples) {
      out << "  " << by << " = " << dtd::cells_text(p.features) << " (" << p.size << " " << r.size_noun << "):\n";
      for (const DetermineObject* o : {&p.first, &p.second})
        out << "    " << r.target << " = " << o->target.sql() << ": " << dtd::object_line(o->row) << "\n";
    }
  }
  if (!r.subclasses.empty()) {
    out << "\nLargest subclasses on which " << r.target << " is a function of the features:\n";
    for (const DetermineSubclass& s : r.subclasses) {
      out << "  " << s.condition << "  (" << s.support << " of " << r.rows << " " << r.object << "s, " << s.entries
          << " entries)\n";
      for (const ClosedForm& f : s.forms) out << "      " << f.kind << ": " << f.expression << "\n";
    }
  }
  return out.str();
}

std::string determine_json(const DetermineResult& r) {
  JsonObject o;
  o.add("is_function", r.is_function).add("rows", r.rows).add("sizes", r.sizes).add("partial_sizes", r.partial_sizes);
  std::string features = "[";
  for (std::size_t i = 0; i < r.features.size(); ++i) features += (i ? "," : "") + json_string(r.features[i]);
  o.add("table", r.table).add("target", r.target).raw("features", features + "]").add("where", r.where);
  o.add("groups", std::uint64_t(r.groups)).add("conflicting_groups", std::uint64_t(r.conflicting_groups));
  o.add("conflicting_rows", r.conflicting_objects);
  std::string entries = "[";
  std::size_t shown = 0;
  for (const DetermineEntry& e : r.entries) {
    if (r.max_entries > 0 && shown >= std::size_t(r.max_entries)) break;
    JsonObject j;
    j.raw("features", dtd::cells_json(r.features, e.features)).raw("target", e.target.json());
    j.add("support", e.support).add("smallest_size", e.smallest_size);
    entries += (shown++ ? "," : "") + j.str();
  }
  o.raw("entries", entries + "]").add("entries_total", std::uint64_t(r.entries.size()));
  o.raw("forms", dtd::forms_json(r.forms)).add("forms_note", r.forms_note);
  std::string cx = "[";
  for (std::size_t i = 0; i < r.counterexamples.size(); ++i) {
    const DeterminePair& p = r.counterexamples[i];
    JsonObject j;
    j.raw("features", dtd::cells_json(r.features, p.features)).add("size", p.size);
    j.raw("objects", "[" + dtd::object_json(p.first, r.key_columns) + "," + dtd::object_json(p.second, r.key_columns) + "]");
    cx += (i ? "," : "") + j.str();
  }
  o.raw("counterexamples", cx + "]");
  std::string sub = "[";
  for (std::size_t i = 0; i < r.subclasses.size(); ++i) {
    JsonObject j;
    j.add("condition", r.subclasses[i].condition).add("support", r.subclasses[i].support);
    j.add("entries", std::uint64_t(r.subclasses[i].entries)).raw("forms", dtd::forms_json(r.subclasses[i].forms));
    sub += (i ? "," : "") + j.str();
  }
  o.raw("subclasses", sub + "]");
  return o.str();
}

}  // namespace posetlab
