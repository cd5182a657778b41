// `posetlab family NAME ARGS...`: writes the members of a built-in family (the catalogue:
// enumerate/family_catalogue.hpp; the formats: enumerate/family_writer.hpp), one record a
// line, so `posetlab family ... | posetlab solve` works. The combinators (not, or, parallel, series) read posets from
// the files named as ARGS (stdin when none, or '-'): enumerate/family_combinator.hpp.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/option_limits.hpp"
#include "engine/formats/poset_reader.hpp"
#include "enumerate/family_combinator.hpp"
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
  ReaderOptions reader;  // the combinators' input
  catalogue::FamilyOptions family;
};

}  // namespace

CommandRun family_command(CLI::App& sub) {
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
  sub.add_option("--bottoms", s->reader.graph6_bottoms, "graph6 input: the first N1 vertices are bottoms")
      ->check(bottoms_limit());
  sub.add_flag("--keep-going", s->reader.keep_going, "skip bad input lines, reporting how many");
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
    const auto write = [&](FamilyMember&& m) { writer.write(m); };
    s->reader.format = *parse_format_name(s->input_format);  // CLI11 checked the name
    if (catalogue::is_combinator(s->name)) catalogue::combine_files(s->name, s->args, s->reader, s->family, write, std::cerr);
    else catalogue::family(s->name, s->args, s->family, write);
    return kExitOk;
  };
}

}  // namespace posetlab::cli
