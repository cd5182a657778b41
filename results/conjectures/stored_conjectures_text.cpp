// Stored conjectures for a reader: `conjecture list` (text and JSON) and the lines that
// say what a test changed; see stored_conjectures.hpp.
#include <algorithm>
#include <sstream>

#include "results/conjectures/stored_conjectures.hpp"
#include "results/queries/size_range.hpp"
#include "util/json.hpp"

namespace posetlab {

std::string StoredConjecture::readable() const {
  return statement + (where.empty() ? "" : " [where " + where + "]") + (table == default_conjecture_table() ? "" : " (" + table + ")");
}

std::vector<ConjectureChange> merge_conjecture_changes(const std::vector<ConjectureChange>& changes) {
  std::vector<ConjectureChange> merged;
  for (const ConjectureChange& c : changes) {
    const bool test = c.event == "extended" || c.event == "refuted";
    auto same = std::find_if(merged.begin(), merged.end(), [&](const ConjectureChange& m) {
      return test && m.id == c.id && (m.event == "extended" || m.event == "refuted");
    });
    if (same == merged.end()) {
      merged.push_back(c);
      continue;
    }
    std::vector<int> sizes = same->sizes;
    sizes.insert(sizes.end(), c.sizes.begin(), c.sizes.end());
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    if (c.refuted_size && (!same->refuted_size || *c.refuted_size < *same->refuted_size)) {
      same->event = "refuted";
      same->refuted_size = c.refuted_size;
      same->detail = c.detail;
    }
    same->sizes = sizes;
  }
  auto rank = [](const ConjectureChange& c) {
    return c.event == "refuted" ? 0 : c.event == "extended" ? 1 : c.event == "new" ? 2 : 3;
  };
  std::stable_sort(merged.begin(), merged.end(), [&](const ConjectureChange& a, const ConjectureChange& b) {
    return std::pair(rank(a), a.id) < std::pair(rank(b), b.id);
  });
  return merged;
}

std::string conjecture_change_line(const ConjectureChange& c) {
  std::string line = c.event + std::string(c.event.size() < 9 ? 9 - c.event.size() : 1, ' ') + " #" +
                     std::to_string(c.id) + " " + c.conjecture;
  if (c.event == "error") return line + ": " + c.detail;
  if (c.event == "new") return line + " (" + c.detail + ")";
  if (c.refuted_size)
    return line + ": fails at " + std::to_string(*c.refuted_size) + " points (tested " + sizes_text(c.sizes) +
           "), smallest counterexample " + c.detail;
  return line + (c.sizes.empty() ? ": no complete size to test on" : ": holds on " + sizes_text(c.sizes));
}

std::string conjecture_changes_summary(const std::vector<ConjectureChange>& changes) {
  if (changes.empty()) return "nothing new to test";
  std::string out;
  for (const char* event : {"refuted", "extended", "new", "error"}) {
    const auto n = std::count_if(changes.begin(), changes.end(), [&](const auto& c) { return c.event == event; });
    if (n) out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + event;
  }
  return out;
}

std::string stored_conjectures_text(const std::vector<StoredConjecture>& all) {
  if (all.empty()) return "no stored conjecture (store one with `posetlab conjecture store EXPR`)\n";
  std::vector<std::vector<std::string>> rows = {{"id", "status", "tested", "rows", "refuted at", "conjecture"}};
  for (const StoredConjecture& c : all)
    rows.push_back({std::to_string(c.id), c.status(), c.sizes_tested.empty() ? "-" : sizes_text(c.sizes_tested),
                    std::to_string(c.rows_tested), c.refuted_size ? std::to_string(*c.refuted_size) : "-",
                    c.readable()});
  std::vector<std::size_t> width(rows.front().size(), 0);
  for (const auto& r : rows)
    for (std::size_t i = 0; i < r.size(); ++i) width[i] = std::max(width[i], r[i].size());
  std::ostringstream out;
  for (const auto& r : rows) {
    std::string line;
    for (std::size_t i = 0; i < r.size(); ++i) {
      const std::string pad(width[i] - r[i].size(), ' ');
      const bool number = i == 0 || i == 3;  // right-aligned
      line += (i ? "  " : "") + (number ? pad + r[i] : i + 1 < r.size() ? r[i] + pad : r[i]);
    }
    out << line << "\n";
  }
  for (const StoredConjecture& c : all)
    if (c.refuted()) out << "#" << c.id << " smallest counterexample: " << c.counterexample << "\n";
  return out.str();
}

std::string stored_conjectures_json(const std::vector<StoredConjecture>& all) {
  std::string out = "[";
  for (std::size_t i = 0; i < all.size(); ++i) {
    const StoredConjecture& c = all[i];
    JsonObject o;
    o.add("id", c.id).add("statement", c.statement).add("table", c.table).add("where", c.where);
    o.add("note", c.note).add("source", c.source).add("first_stated", c.first_stated);
    o.add("sizes_tested", c.sizes_tested).add("sizes_text", sizes_text(c.sizes_tested));
    o.add("rows_tested", c.rows_tested).add("status", c.status());
    if (c.refuted_size)
      o.add("refuted_size", *c.refuted_size).add("counterexample", c.counterexample);
    else
      o.raw("refuted_size", "null").raw("counterexample", "null");
    if (c.last_tested.empty())
      o.raw("last_tested", "null");
    else
      o.add("last_tested", c.last_tested);
    out += (i ? "," : "") + o.str();
  }
  return out + "]";
}

}  // namespace posetlab
