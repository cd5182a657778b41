// `posetlab family NAME ARGS...`: writes the members of a built-in family (the catalogue:
// enumerate/family_catalogue.hpp; the formats: enumerate/family_writer.hpp), one record a
// line, so `posetlab family ... | posetlab solve` works. The combinators (not, or, parallel, series) read posets from
// the files named as ARGS (stdin when none, or '-') with the shared reader.
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "engine/input_file.hpp"
#include "cli/option_limits.hpp"
#include "engine/error.hpp"
#include "engine/poset_reader.hpp"
#include "enumerate/family_writer.hpp"

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
      open_input_file(stream, file);
    }
    PosetReader reader(file == "-" ? std::cin : stream, file == "-" ? "<stdin>" : file, options);
    while (auto parsed = reader.next()) f(*parsed, reader.input_name());
    if (reader.skipped())
      std::cerr << "posetlab family: skipped " << reader.skipped() << " bad line(s) of " << reader.input_name()
                << "; last: " << reader.last_skipped_error() << "\n";
  }
}

int run_combinator(const Settings& s, catalogue::FamilyWriter& writer) {
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
      ->check(bottoms_limit());
  sub.add_flag("--keep-going", s->keep_going, "skip bad input lines, reporting how many");
  sub.add_option("--assign", s->family.assign, "formula: values of x1..xn as a 0/1 string, e.g. 101");
  sub.add_option("--corner", s->family.corner, "coloured families: colour (B or W) of cell (0,0) / the root")
      ->capture_default_str();
  sub.add_option("--colours", s->family.colours, "coloured families: explicit colour word (B/W per element)");
  sub.add_option("--max-elements", s->family.max_elements, "refuse posets larger than this")
      ->check(max_elements_limit())
      ->capture_default_str();
  sub.footer(catalogue::family_manual());
  return [s] {
    catalogue::FamilyWriter writer(std::cout, s->json ? "json" : s->format);
    if (catalogue::is_combinator(s->name)) return run_combinator(*s, writer);
    catalogue::family(s->name, s->args, s->family, [&](FamilyMember&& m) { writer.write(m); });
    return kExitOk;
  };
});

}  // namespace
}  // namespace posetlab::cli
