// Sequences from the stored tables and their b-files; see sequences.hpp.
#include "results/queries/sequences.hpp"

#include <algorithm>
#include <ctime>
#include <sstream>
#include <stdexcept>

#include "engine/core/error.hpp"
#include "posetlab_version.hpp"
#include "results/queries/chomp_sequences.hpp"

namespace posetlab {
namespace {

bool is_chomp(SequenceKind k) {
  return k == SequenceKind::ChompSquareBites || k == SequenceKind::ChompSquareGrundy ||
         k == SequenceKind::ChompTwoRowGrundy || k == SequenceKind::ChompThreeRowGrundy ||
         k == SequenceKind::ChompLargestGrundy || k == SequenceKind::ChompTriangleBites;
}

std::string definition(const SequenceSpec& s, const std::string& g) {
  const std::string who = s.population ? s.population->words : std::string();
  switch (s.kind) {
    case SequenceKind::ChompSquareBites:
      return "a(n) = number of winning first bites in Chomp on the n x n board (bites that leave a P-position)";
    case SequenceKind::ChompSquareGrundy: return "a(n) = Grundy value of Chomp on the n x n board";
    case SequenceKind::ChompTwoRowGrundy: return "a(n) = Grundy value of Chomp on the 2 x n board";
    case SequenceKind::ChompThreeRowGrundy: return "a(n) = Grundy value of Chomp on the 3 x n board";
    case SequenceKind::ChompLargestGrundy:
      return "a(n) = largest Grundy value of Chomp on a board a x b with a <= b <= n";
    case SequenceKind::ChompTriangleBites:
      return "triangle read by rows: T(b, a) = number of winning first bites in Chomp on the a x b board, "
             "1 <= a <= b (a(n) is the board with b(b-1)/2 + a = n)";
    case SequenceKind::PPositions:
      return "a(n) = number of " + who + " whose poset game is a P-position (Grundy value 0: the player to move loses)";
    case SequenceKind::WithValue: return "a(n) = number of " + who + " whose poset game has Grundy value " + g;
    case SequenceKind::Classes: return "a(n) = number of " + who;
  }
  return {};
}

}  // namespace

std::string utc_now_text() {
  std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

const std::vector<SequenceSpec>& sequence_specs() {
  static const std::vector<SequenceSpec> specs = [] {
    std::vector<SequenceSpec> v;
    for (const CountedPopulation* p : counted_populations()) {
      v.push_back({p->name + "-p", p, SequenceKind::PPositions, ""});
      v.push_back({p->name + "-grundy", p, SequenceKind::WithValue, ""});
      v.push_back({p->name + "-count", p, SequenceKind::Classes, p->oeis});
    }
    v.push_back({"chomp-square-bites", nullptr, SequenceKind::ChompSquareBites, ""});
    v.push_back({"chomp-square-grundy", nullptr, SequenceKind::ChompSquareGrundy, ""});
    v.push_back({"chomp-2xn-grundy", nullptr, SequenceKind::ChompTwoRowGrundy, ""});
    v.push_back({"chomp-3xn-grundy", nullptr, SequenceKind::ChompThreeRowGrundy, "A069001"});
    v.push_back({"chomp-max-grundy", nullptr, SequenceKind::ChompLargestGrundy, ""});
    v.push_back({"chomp-bites", nullptr, SequenceKind::ChompTriangleBites, ""});
    return v;
  }();
  return specs;
}

const SequenceSpec& find_sequence(const std::string& name) {
  std::string known;
  for (const auto& s : sequence_specs()) {
    if (s.name == name) return s;
    known += (known.empty() ? "" : ", ") + s.name;
  }
  throw UsageError("unknown sequence '" + name + "' (known: " + known + "; `--list` says what each counts)");
}

std::string sequence_summary(const SequenceSpec& spec) {
  std::string line = definition(spec, "g (--g G)");
  if (!spec.oeis.empty()) line += " (OEIS " + spec.oeis + ")";
  return line;
}

Sequence sequence_from_counts(const SequenceSpec& spec, std::optional<int> g, ValueCounts counts) {
  if (spec.kind == SequenceKind::WithValue && !g)
    throw UsageError("sequence " + spec.name + " needs --g G, the Grundy value to count");
  if (spec.kind != SequenceKind::WithValue && g)
    throw UsageError("sequence " + spec.name + " takes no --g (only the *-grundy sequences do)");
  if (g && *g < 0) throw UsageError("--g must be 0 or more, not " + std::to_string(*g));
  Sequence s;
  s.title = spec.name + (g ? " g=" + std::to_string(*g) : "");
  s.definition = definition(spec, g ? std::to_string(*g) : "");
  s.rules = "A move in a poset game takes a point together with every point above it; no move left loses.";
  for (const auto& [n, values] : counts.by_size) {
    std::uint64_t term = 0;
    switch (spec.kind) {
      case SequenceKind::PPositions: term = counts.with_value(n, 0); break;
      case SequenceKind::WithValue: term = counts.with_value(n, *g); break;
      case SequenceKind::Classes: term = counts.classes(n); break;
      default: throw std::logic_error("sequence " + spec.name + " is not counted by value");
    }
    s.terms.emplace_back(n, term);
  }
  s.counts = std::move(counts);
  return s;
}

namespace {

Sequence chomp_sequence(Db& db, const SequenceSpec& spec) {
  const ChompSequence which = spec.kind == SequenceKind::ChompSquareBites    ? ChompSequence::SquareBites
                              : spec.kind == SequenceKind::ChompSquareGrundy ? ChompSequence::SquareGrundy
                              : spec.kind == SequenceKind::ChompTwoRowGrundy ? ChompSequence::TwoRowGrundy
                              : spec.kind == SequenceKind::ChompThreeRowGrundy ? ChompSequence::ThreeRowGrundy
                              : spec.kind == SequenceKind::ChompLargestGrundy  ? ChompSequence::LargestGrundy
                                                                               : ChompSequence::TriangleBites;
  ChompTerms t = read_chomp_terms(db, which);
  Sequence s;
  s.title = spec.name;
  s.definition = definition(spec, "");
  s.rules = "Chomp: a bite takes a square with every square below and right of it; who eats the poisoned corner loses.";
  s.terms = std::move(t.terms);
  s.counts.table = "chomp table";
  s.counts.what = "Chomp boards";
  s.counts.completeness = "each term is one stored board (a row of the chomp table holds the whole board)";
  s.counts.last_complete = s.terms.empty() ? 0 : s.terms.back().first;
  s.counts.stop_note = std::move(t.stop_note);
  return s;
}

}  // namespace

Sequence compute_sequence(Db& db, const SequenceSpec& spec, std::optional<int> g) {
  if (g && *g < 0) throw UsageError("--g must be 0 or more, not " + std::to_string(*g));
  if (is_chomp(spec.kind)) {
    if (g) throw UsageError("sequence " + spec.name + " takes no --g (only the *-grundy sequences of posets do)");
    return chomp_sequence(db, spec);
  }
  if (!spec.population) throw std::logic_error("sequence " + spec.name + " has no population");
  return sequence_from_counts(spec, g, read_value_counts(db, *spec.population));
}

std::string bfile_text(const Sequence& s, const std::string& db_path) {
  std::ostringstream out;
  out << "# " << s.title << "\n# " << s.definition << ".\n";
  out << "# " << s.rules << "\n";
  if (!s.terms.empty())
    out << "# Terms n = " << s.terms.front().first << ".." << s.terms.back().first << " (offset "
        << s.terms.front().first << ").\n";
  out << "# Counted from the " << s.counts.table << " of " << db_path << " by posetlab " << kVersion << " (git "
      << kGitRevision << ") on " << utc_now_text() << ".\n";
  out << "# Only complete sizes are written: " << s.counts.completeness << ".\n";
  if (!s.counts.stop_note.empty()) out << "# Stopped after n = " << s.counts.last_complete << ": " << s.counts.stop_note << ".\n";
  for (const auto& [n, a] : s.terms) out << n << " " << a << "\n";
  return out.str();
}

std::string sequence_list() {
  std::string out;
  for (const auto& s : sequence_specs()) out += s.name + "\t" + sequence_summary(s) + "\n";
  return out;
}

Sequence bfile_sequence(Db& db, const SequenceSpec& spec, std::optional<int> g, const std::string& db_path,
                        const std::optional<SizeRange>& sizes) {
  Sequence s = compute_sequence(db, spec, g);
  std::vector<int> stored;
  for (const auto& [n, a] : s.terms) stored.push_back(n);
  auto why = [&](int n) {
    if (is_chomp(spec.kind)) return s.counts.stop_note.empty() ? "the chomp table is empty" : s.counts.stop_note;
    return s.counts.why_not(n);
  };
  std::vector<int> keep = sizes_in_range(stored, sizes, "export bfile", why);
  if (keep.empty())
    throw UsageError("export bfile: the " + s.counts.table + " of " + db_path + " holds no complete size" +
                     (s.counts.stop_note.empty() ? std::string(" (it is empty)") : ": " + s.counts.stop_note));
  if (!sizes) {
    // A b-file lists consecutive terms: the run from the first complete size; the note
    // says what ends it and which complete sizes lie beyond.
    std::size_t end = 1;
    while (end < keep.size() && keep[end] == keep[end - 1] + 1) ++end;
    const std::vector<int> beyond(keep.begin() + std::ptrdiff_t(end), keep.end());
    keep.resize(end);
    const int last = keep.back();
    // Chomp terms are consecutive already, their note says which board is missing.
    const bool more = !beyond.empty() || (!s.counts.incomplete.empty() && s.counts.incomplete.rbegin()->first > last);
    if (!is_chomp(spec.kind)) s.counts.stop_note = more ? s.counts.why_not(last + 1) : std::string();
    if (!beyond.empty())
      s.counts.stop_note += "; complete beyond it: n = " + sizes_text(beyond) + " (ask with --size)";
  } else {
    s.counts.stop_note.clear();  // exactly the sizes asked for
  }
  std::erase_if(s.terms, [&](const auto& t) { return !std::binary_search(keep.begin(), keep.end(), t.first); });
  s.counts.last_complete = s.terms.back().first;
  return s;
}

std::string bfile_note(const Sequence& s, const std::string& destination) {
  std::ostringstream out;
  out << "posetlab export: " << s.title << ", n = " << s.terms.front().first << ".." << s.terms.back().first
      << " -> " << destination << "\n";
  if (!s.counts.stop_note.empty())
    out << "posetlab export: stopped after n = " << s.counts.last_complete << ": " << s.counts.stop_note << "\n";
  return out.str();
}

}  // namespace posetlab
