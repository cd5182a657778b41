// `posetlab family NAME ARGS...`: writes the members of a built-in family (the catalogue:
// enumerate/family_catalogue.hpp), one record a line, so `posetlab family ... |
// posetlab solve` works. The combinators (not, or, parallel, series) read posets from
// the files named as ARGS (stdin when none, or '-') with the shared reader.
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "engine/error.hpp"
#include "engine/format_digraph6.hpp"
#include "engine/format_dot.hpp"
#include "engine/format_graph6.hpp"
#include "engine/format_text.hpp"
#include "engine/json.hpp"
#include "engine/poset_reader.hpp"
#include "engine/positional_game.hpp"
#include "enumerate/family_catalogue.hpp"

namespace posetlab::cli {
namespace {

using catalogue::FamilyMember;

struct Settings {
  std::string name;
  std::vector<std::string> args;
  std::string format = "text";
  bool json = false;
  std::string input_format = "auto";
  int bottoms = -1;
  bool keep_going = false;
  catalogue::FamilyOptions family;
};

[[noreturn]] void usage(const std::string& message) { throw UsageError("family: " + message); }

class Writer {
 public:
  explicit Writer(const Settings& s) : format_(s.json ? "json" : s.format) {}

  void write(const FamilyMember& g) {
    std::ostream& out = std::cout;
    if (g.winning_sets && (format_ == "digraph6" || format_ == "graph6"))
      usage(format_ + " cannot carry winning sets; " + g.name + " is a positional game (use text, json or dot)");
    if (g.colours && (format_ == "digraph6" || format_ == "graph6"))
      usage(format_ + " cannot carry colours; " + g.name + " is a coloured poset (use text, json or dot)");
    if (format_ == "text") {
      out << text(g) << '\n';
    } else if (format_ == "digraph6") {
      out << poset_to_digraph6(g.poset) << '\n';
    } else if (format_ == "graph6") {
      out << family_to_graph6(two_level(g)) << '\n';
    } else if (format_ == "dot") {
      if (g.family) {
        out << family_to_dot(*g.family, g.name);
      } else {
        DotOptions options;
        options.graph_name = g.name;
        if (g.colours)  // label each element with its id and colour letter
          for (int x = 0; x < g.poset.size(); ++x)
            options.labels.push_back(std::to_string(x) + colour_letter((*g.colours)[x]));
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

 private:
  static std::string text(const FamilyMember& g) {
    if (g.colours) return ColouredPoset{g.poset, *g.colours}.to_text();
    if (g.winning_sets) return PositionalGame{g.poset, *g.winning_sets}.to_text();
    return g.family ? family_to_text(*g.family) : g.poset.to_text();
  }
  static Family two_level(const FamilyMember& g) {
    if (g.family) return *g.family;
    if (auto f = poset_to_family(g.poset)) return *f;
    usage("graph6 output needs a two-level poset (height <= 2); " + g.name + " has height " +
          std::to_string(g.poset.height()));
  }
  std::string format_;
  long long index_ = 0;
};

// Reads every input (files named in args, stdin for none or '-'), calling f on each poset.
template <class F>
void read_inputs(const Settings& s, F&& f) {
  ReaderOptions options;
  options.format = *parse_format_name(s.input_format);
  options.graph6_bottoms = s.bottoms;
  options.keep_going = s.keep_going;
  options.max_elements = s.family.max_elements;
  std::vector<std::string> files = s.args.empty() ? std::vector<std::string>{"-"} : s.args;
  for (const std::string& file : files) {
    std::ifstream stream;
    if (file != "-") {
      stream.open(file);
      if (!stream) usage("cannot open input file '" + file + "'");
    }
    PosetReader reader(file == "-" ? std::cin : stream, file == "-" ? "<stdin>" : file, options);
    while (auto parsed = reader.next()) f(*parsed, reader.input_name());
    if (reader.skipped())
      std::cerr << "posetlab family: skipped " << reader.skipped() << " bad line(s) of " << reader.input_name()
                << "; last: " << reader.last_skipped_error() << "\n";
  }
}

int run_combinator(const Settings& s, Writer& writer) {
  if (s.name == "not") {
    read_inputs(s, [&](ParsedPoset& p, const std::string& input) {
      const std::string what = "NOT_" + s.family.variant + "(" + input + ":" + std::to_string(p.line) + ")";
      writer.write(catalogue::not_member({what, std::move(p.poset), {}, p.colours, p.winning_sets}, what, s.family));
    });
    return kExitOk;
  }
  std::vector<FamilyMember> parts;
  long long total = 0;
  read_inputs(s, [&](ParsedPoset& p, const std::string& input) {
    total += p.poset.size();
    catalogue::check_size(s.name + " of the posets read", total, s.family.max_elements);
    parts.push_back({input + ":" + std::to_string(p.line), std::move(p.poset), {}, p.colours, p.winning_sets});
  });
  writer.write(catalogue::combine(s.name, parts, s.family));
  return kExitOk;
}

std::string help_footer() {
  using catalogue::FamilySection;
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
    for (const auto& f : catalogue::family_catalogue())
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

CommandRegistrar registrar("family", "Write built-in posets (chains, zig-zags, K(b,t), Nim, Chomp, NOT, ...)", [](CLI::App& sub) {
  auto s = std::make_shared<Settings>();
  std::vector<std::string> names;
  for (const auto& f : catalogue::family_catalogue()) names.push_back(f.name);
  sub.add_option("name", s->name, "the family (see below)")->required()->check(CLI::IsMember(names));
  sub.add_option("args", s->args, "its arguments; for combinators, input files");
  sub.add_option("--format", s->format, "output format")
      ->check(CLI::IsMember({"text", "digraph6", "graph6", "dot", "json"}))
      ->capture_default_str();
  sub.add_flag("--json", s->json, "same as --format json");
  sub.add_option("--variant", s->family.variant, "NOT construction: literal (002 steps 1-5) or proof")
      ->check(CLI::IsMember({"literal", "proof"}))
      ->capture_default_str();
  sub.add_option("--input-format", s->input_format, "combinator input format")
      ->check(CLI::IsMember({"auto", "text", "digraph6", "graph6"}))
      ->capture_default_str();
  sub.add_option("--bottoms", s->bottoms, "graph6 input: the first N1 vertices are bottoms")
      ->check(CLI::NonNegativeNumber);
  sub.add_flag("--keep-going", s->keep_going, "skip bad input lines, reporting how many");
  sub.add_option("--assign", s->family.assign, "formula: values of x1..xn as a 0/1 string, e.g. 101");
  sub.add_option("--corner", s->family.corner, "coloured families: colour (B or W) of cell (0,0) / the root")
      ->capture_default_str();
  sub.add_option("--colours", s->family.colours, "coloured families: explicit colour word (B/W per element)");
  sub.add_option("--max-elements", s->family.max_elements, "refuse posets larger than this")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  sub.footer(help_footer());
  return [s] {
    Writer writer(*s);
    if (catalogue::is_combinator(s->name)) return run_combinator(*s, writer);
    catalogue::family(s->name, s->args, s->family, [&](FamilyMember&& m) { writer.write(m); });
    return kExitOk;
  };
});

}  // namespace
}  // namespace posetlab::cli
