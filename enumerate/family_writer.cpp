// Writing family members; see family_writer.hpp.
#include "enumerate/family_writer.hpp"

#include "engine/core/error.hpp"
#include "engine/formats/format_digraph6.hpp"
#include "engine/formats/format_dot.hpp"
#include "engine/formats/format_graph6.hpp"
#include "engine/formats/format_text.hpp"
#include "engine/positional/positional_game.hpp"
#include "enumerate/family_errors.hpp"
#include "util/json.hpp"

namespace posetlab::catalogue {
namespace {

std::string unlabelled_text(const FamilyMember& g) {
  if (g.colours) return ColouredPoset{g.poset, *g.colours}.to_text();
  if (g.winning_sets) return PositionalGame{g.poset, *g.winning_sets}.to_text();
  return g.family ? set_system_to_text(*g.family) : g.poset.to_text();
}

// A labelled member's `poset` line carries its labels (`poset K [L0 ...]:`).
std::string text(const FamilyMember& g) {
  return g.labels && !g.family ? with_labels(unlabelled_text(g), *g.labels) : unlabelled_text(g);
}

SetSystem two_level(const FamilyMember& g) {
  if (g.family) return *g.family;
  if (auto f = poset_to_set_system(g.poset)) return *f;
  usage("graph6 output needs a two-level poset (height <= 2); " + g.name + " has height " +
        std::to_string(g.poset.height()));
}

}  // namespace

void FamilyWriter::write(const FamilyMember& g) {
  std::ostream& out = out_;
  if (g.winning_sets && (format_ == "digraph6" || format_ == "graph6"))
    usage(format_ + " cannot carry winning sets; " + g.name + " is a positional game (use text, json or dot)");
  if (g.colours && (format_ == "digraph6" || format_ == "graph6"))
    usage(format_ + " cannot carry colours; " + g.name + " is a coloured poset (use text, json or dot)");
  if (format_ == "text") {
    out << text(g) << '\n';
  } else if (format_ == "digraph6") {
    out << poset_to_digraph6(g.poset) << '\n';
  } else if (format_ == "graph6") {
    out << set_system_to_graph6(two_level(g)) << '\n';
  } else if (format_ == "dot") {
    if (g.family) {
      out << set_system_to_dot(*g.family, g.name);
    } else {
      DotOptions options;
      options.graph_name = g.name;
      if (g.colours || g.labels)  // each element by its label (or id) and colour letter
        for (int x = 0; x < g.poset.size(); ++x)
          options.labels.push_back((g.labels ? (*g.labels)[std::size_t(x)] : std::to_string(x)) +
                                   (g.colours ? std::string(1, colour_letter((*g.colours)[x])) : ""));
      out << poset_to_dot(g.poset, options);
    }
  } else {
    JsonObject o;
    o.add("index", index_).add("name", g.name).add("elements", g.poset.size());
    o.add("covers", g.poset.cover_count()).add("height", g.poset.height());
    o.add("components", g.poset.components().size());
    if (g.family) o.add("bottoms", g.family->bottoms).add("tops", g.family->tops.size());
    if (g.winning_sets) o.add("sets", g.winning_sets->size());
    if (g.colours) {
      ColouredPoset c{g.poset, *g.colours};
      o.add("colours", c.word()).add("blacks", c.count(Colour::Black)).add("whites", c.count(Colour::White));
    }
    o.add("text", text(g));
    out << o.str() << '\n';
  }
  ++index_;
}

std::string family_manual() {
  std::string s;
  auto line = [&](const std::string& head, const std::string& text) {
    s += "  " + head + std::string(head.size() < 24 ? 24 - head.size() : 1, ' ') + text + "\n";
  };
  const std::pair<FamilySection, const char*> sections[] = {
      {FamilySection::Numeric, "\nFamilies (numeric arguments take a value N or an inclusive range A:B):\n"},
      {FamilySection::Coloured,
       "\nColoured families (one argument; --corner B|W colours cell (0,0) or the root, --colours WORD\n"
       "replaces the chess colouring):\n"},
      {FamilySection::Game, "\nPositional games of 003 (text `poset K: ... | {winning sets}`, for solve --game maker-breaker):\n"},
      {FamilySection::Combinator,
       "\nCombinators (read posets from FILE... or stdin, any input format; parallel, series and or keep\n"
       "colours and winning sets):\n"},
      {FamilySection::Formula, "\nFormulas (002 Sec. 3.2; syntax in enumerate/formula.hpp):\n"}};
  for (const auto& [section, head] : sections) {
    s += head;
    for (const auto& f : family_catalogue())
      if (f.section == section) line(f.name + " " + f.usage, f.summary);
  }
  s +=
      "\nOutput: one record a line (text: `poset K: ...`, or `family N: ...` for two-level families;\n"
      "digraph6 as nauty writes it; graph6 only for two-level posets, bottoms first; json: one\n"
      "object a line with index, name, elements, covers, height, components, text, and bottoms\n"
      "and tops for two-level families);\n"
      "dot writes one Hasse diagram per poset.\n"
      "\nExamples:\n"
      "  posetlab family zigzag N 0:30 | posetlab solve\n"
      "  posetlab family zigzag M 5\n"
      "  posetlab family chain 5000 --format digraph6\n"
      "  posetlab family kbt 2 0:8 --format graph6\n"
      "  posetlab family nim 1 2 3\n"
      "  posetlab family chomp 8 10 --json\n"
      "  posetlab family divisors 360 --format dot | dot -Tpdf > div360.pdf\n"
      "  nauty-genposetg 4 o | posetlab family not --variant proof\n"
      "  posetlab family zigzag N 2:3 | posetlab family or\n"
      "  posetlab family formula \"(x1 | !x2) & x3\" --assign 101 | posetlab solve\n"
      "  posetlab family young 10x10 | posetlab solve --game pomax\n"
      "  posetlab family connect-k 5 4 4 | posetlab solve --game maker-breaker\n"
      "  posetlab family pomax-sat \"(x1 | x2 | !x3) & (!x1 | x2 | x3)\" --format dot\n"
      "\nExit status: 0 ok, 2 bad usage or bad input.\n";
  return s;
}

}  // namespace posetlab::catalogue
