// Object pages' contents; see object_view.hpp.
#include "catalogue/object_view.hpp"

#include <algorithm>
#include <charconv>
#include <variant>

#include "api/solve.hpp"
#include "engine/chomp/chomp_dense.hpp"
#include "engine/core/error.hpp"
#include "engine/formats/poset_reader.hpp"
#include "catalogue/table_search.hpp"

namespace posetlab::catalogue {
namespace {

std::string field_text(const api::FieldValue& v) {
  return std::visit(
      [](const auto& x) -> std::string {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, std::int64_t>) return std::to_string(x);
        else if constexpr (std::is_same_v<T, bool>) return x ? "1" : "0";
        else if constexpr (std::is_same_v<T, std::string>) return x;
        else if constexpr (std::is_same_v<T, api::ExactDyadic>) return x.text;
        else {
          std::string s;
          for (std::size_t i = 0; i < x.size(); ++i) s += (i ? "," : "") + std::to_string(x[i]);
          return s.empty() ? "-" : s;
        }
      },
      v);
}

// One game kind's solver for the options of one object, each search within the budget.
class BudgetSolver {
 public:
  explicit BudgetSolver(const std::string& game) : kind_(api::game_registry().get(game)) {
    request_.limits.seconds = kSolveSeconds;
    solver_ = api::make_solver(kind_, request_);
  }
  // The answer, or nullopt when the search passed its budget.
  std::optional<api::Answer> solve(const std::string& line) {
    std::optional<ParsedPoset> parsed = PosetReader::parse_line(line, LineSource{"<catalogue>", 1}, ReaderOptions{});
    if (!parsed) return std::nullopt;
    return solve(std::move(*parsed));
  }
  // An uncoloured poset as it is: no text in between (the options of an impartial game).
  std::optional<api::Answer> solve(const Poset& poset) {
    ParsedPoset parsed;
    parsed.poset = poset;
    return solve(std::move(parsed));
  }

 private:
  std::optional<api::Answer> solve(ParsedPoset&& parsed) {
    try {
      return api::solve_within(*solver_, std::move(parsed), request_);
    } catch (const BoundError&) {
      solver_ = api::make_solver(kind_, request_);  // a stopped search may leave state behind
      return std::nullopt;
    }
  }

  const api::GameKind& kind_;
  api::SolveRequest request_;
  std::unique_ptr<api::KindSolver> solver_;
};

std::string value_of(const std::optional<api::Answer>& a, std::string_view field) {
  if (!a) return {};
  const api::FieldValue* v = a->find(field);
  return v ? field_text(*v) : std::string();
}

std::string label_of(const CatalogueObject& o, int e) {
  return e < int(o.labels.size()) && !o.labels[e].empty() ? o.labels[e] : std::to_string(e);
}

// The elements left after taking x: everything not above x, in id order.
std::vector<int> left_after(const Poset& p, int x) {
  std::vector<int> keep;
  for (int y = 0; y < p.size(); ++y)
    if (!p.leq(x, y)) keep.push_back(y);
  return keep;
}

void impartial_values(ObjectView& v) {
  const Poset& p = v.object.poset;
  if (p.size() > kSolveElements) {
    v.notes.push_back("not solved on demand: more than " + std::to_string(kSolveElements) + " elements");
    return;
  }
  BudgetSolver normal("impartial"), misere("misere");
  const auto answer = normal.solve(p);
  if (!answer) {
    v.notes.push_back("not solved on demand: the search passed " + std::to_string(kSolveSeconds) + " s");
    return;
  }
  v.computed.push_back({"grundy", value_of(answer, "grundy")});
  v.computed.push_back({"outcome", value_of(answer, "outcome")});
  const auto mis = misere.solve(p);
  if (mis) v.computed.push_back({"misere", value_of(mis, "outcome")});
  else v.notes.push_back("misère outcome not computed: the search passed its time budget");
  std::vector<int> gset;
  for (int x = 0; x < p.size(); ++x) {
    const Poset child = p.induced(left_after(p, x));
    MoveOption o;
    o.move = label_of(v.object, x);
    o.element = x;
    o.position = child.to_text();
    o.key = posets_table_key(child);
    o.value = value_of(normal.solve(child), "grundy");
    o.winning = o.value == "0";
    o.link = "/object/posets/" + url_escape(o.key);
    if (!o.value.empty()) gset.push_back(std::stoi(o.value));
    if (o.winning) v.winning_moves.push_back(o.move);
    v.options.push_back(std::move(o));
  }
  std::sort(gset.begin(), gset.end());
  gset.erase(std::unique(gset.begin(), gset.end()), gset.end());
  std::string g;
  for (int x : gset) g += (g.empty() ? "" : ",") + std::to_string(x);
  v.computed.push_back({"gset", g.empty() ? "-" : g});
}

void coloured_values(ObjectView& v) {
  const Poset& p = v.object.poset;
  if (p.size() > kSolveElements) {
    v.notes.push_back("not solved on demand: more than " + std::to_string(kSolveElements) + " elements");
    return;
  }
  BudgetSolver bw("bw"), pomax("pomax");
  const auto value = bw.solve(v.object.solve_line);
  if (!value) {
    v.notes.push_back("not solved on demand: the search passed its time budget");
    return;
  }
  v.computed.push_back({"bw", value_of(value, "value")});
  v.computed.push_back({"bw outcome", value_of(value, "outcome")});
  if (const auto pm = pomax.solve(v.object.solve_line)) v.computed.push_back({"pomax", value_of(pm, "value")});
  // Black (Left) takes a black element, White (Right) a white one, with everything above it.
  std::vector<MoveOption> black, white;
  for (int x = 0; x < p.size(); ++x) {
    const std::vector<int> keep = left_after(p, x);
    const Poset child = p.induced(keep);
    std::string colours;
    for (int y : keep) colours += v.object.colours[y];
    std::string line = child.to_text();
    line.insert(line.find(':'), " " + colours);
    if (colours.empty()) line = "poset 0:";
    MoveOption o;
    o.move = std::to_string(x);
    o.element = x;
    o.player = v.object.colours[x] == 'B' ? "Black" : "White";
    o.position = line;
    o.value = value_of(bw.solve(line), "value");
    o.link = "/lookup?q=" + url_escape(line);
    (o.player == "Black" ? black : white).push_back(std::move(o));
  }
  // The mover's best options: Black wants the largest value, White the smallest.
  auto as_number = [](const std::string& s) {
    const auto slash = s.find('/');
    return slash == std::string::npos ? std::atof(s.c_str())
                                      : std::atof(s.substr(0, slash).c_str()) / std::atof(s.substr(slash + 1).c_str());
  };
  auto mark = [&](std::vector<MoveOption>& opts, bool largest) {
    double best = 0;
    bool any = false;
    for (const auto& o : opts)
      if (!o.value.empty()) {
        const double x = as_number(o.value);
        if (!any || (largest ? x > best : x < best)) best = x, any = true;
      }
    for (auto& o : opts)
      if (any && !o.value.empty() && as_number(o.value) == best) {
        o.winning = true;
        v.winning_moves.push_back(o.player + " " + o.move);
      }
  };
  mark(black, true);
  mark(white, false);
  for (auto* side : {&black, &white})
    for (auto& o : *side) v.options.push_back(std::move(o));
}

void maker_breaker_values(ObjectView& v) {
  if (v.object.poset.size() > kSolveElements) return;
  BudgetSolver mb("maker-breaker");
  const auto a = mb.solve(v.object.solve_line);
  if (!a) {
    v.notes.push_back("not solved on demand: the search passed its time budget");
    return;
  }
  v.computed.push_back({"outcome", value_of(a, "outcome")});
  v.notes.push_back("a move of a positional game claims an element: the poset stays, so no option list is drawn");
}

// Chomp positions: the dense pass over the diagram's own region.
void chomp_values(ObjectView& v, const std::vector<int>& rows) {
  const int a = int(rows.size()), b = rows.empty() ? 0 : rows[0];
  if (ChompDense::positions(a, b) > kChompPositions) {
    v.notes.push_back("options not computed on demand: the " + std::to_string(a) + " x " + std::to_string(b) +
                      " box has more than " + std::to_string(kChompPositions) + " positions");
    return;
  }
  ChompDenseOptions options;
  options.threads = 1;
  options.within = rows;
  const ChompDense pass(a, b, options);
  v.computed.push_back({"grundy", std::to_string(pass.grundy(rows))});
  v.computed.push_back({"outcome", pass.is_p(rows) ? "P" : "N"});
  for (int r = 0; r < a; ++r)
    for (int c = 0; c < rows[r]; ++c) {
      if (r == 0 && c == 0) continue;
      std::vector<int> child(rows.begin(), rows.end());
      for (int i = r; i < a; ++i) child[i] = std::min(child[i], c);
      while (!child.empty() && child.back() == 0) child.pop_back();
      MoveOption o;
      o.move = "(" + std::to_string(r) + "," + std::to_string(c) + ")";
      o.row = r, o.col = c;
      o.position = chomp_rows_text(child);
      o.value = std::to_string(pass.grundy(child));
      o.winning = pass.is_p(child);
      o.link = "/chomp?rows=" + o.position;
      if (o.winning) v.winning_moves.push_back(o.move);
      v.options.push_back(std::move(o));
    }
}

void compute(ObjectView& v) {
  switch (v.object.kind) {
    case ObjectKind::Poset:
    case ObjectKind::TwoLevel: impartial_values(v); break;
    case ObjectKind::Coloured: coloured_values(v); break;
    case ObjectKind::MakerBreaker: maker_breaker_values(v); break;
    case ObjectKind::Chomp: chomp_values(v, std::vector<int>(v.object.rows, v.object.cols)); break;
  }
}

}  // namespace

std::optional<ObjectView> stored_object_view(Db& db, const CatalogueTable& table, const std::string& key) {
  const KeyMatch m = table.match(key);
  Stmt s = db.prepare("SELECT * FROM \"" + table.table + "\" WHERE " + m.where);
  bind_params(s, m.params);
  std::vector<StoredRow> rows;
  collect_stored_rows(s, table.table, rows);
  if (rows.empty()) return std::nullopt;
  ObjectView v;
  v.table = table.table;
  v.key = table.key_of(rows.front());
  v.row = rows.front();
  v.object = table.object_of(rows.front());
  compute(v);
  return v;
}

ObjectView computed_object_view(const CatalogueObject& object) {
  ObjectView v;
  v.object = object;
  compute(v);
  return v;
}

ObjectView chomp_position_view(const std::vector<int>& rows) {
  ObjectView v;
  v.object.kind = ObjectKind::Chomp;
  v.object.rows = int(rows.size());
  v.object.cols = rows.empty() ? 0 : rows[0];
  v.key = chomp_rows_text(rows);
  v.object.solve_line = "chomp position " + v.key;
  chomp_values(v, rows);
  return v;
}

std::vector<int> parse_chomp_rows(const std::string& text) {
  std::vector<int> rows;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = text.find(',', start);
    if (comma == std::string::npos) comma = text.size();
    int x = 0;
    const auto r = std::from_chars(text.data() + start, text.data() + comma, x);
    if (r.ec != std::errc() || r.ptr != text.data() + comma || x < 1 || x > 64)
      throw BadKey("a Chomp position is its row lengths, from 1 to 64, e.g. 8,8,5; got '" + text + "'");
    if (!rows.empty() && x > rows.back())
      throw BadKey("the row lengths of a Chomp position never grow downwards; got '" + text + "'");
    rows.push_back(x);
    if (rows.size() > 64) throw BadKey("a Chomp position has at most 64 rows");
    start = comma + 1;
  }
  return rows;
}

std::string chomp_rows_text(const std::vector<int>& rows) {
  std::string s;
  for (int x : rows) s += (s.empty() ? "" : ",") + std::to_string(x);
  return s;
}

}  // namespace posetlab::catalogue
