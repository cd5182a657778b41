// Reads coloured posets, solves each by plain search, prints value, Left's colour and
// the outcome in input order.
#include "cli/solve_partizan.hpp"

#include <fstream>
#include <iostream>

#include "cli/command.hpp"
#include "engine/json.hpp"
#include "engine/partizan_plain.hpp"
#include "engine/poset_reader.hpp"

namespace posetlab::cli {

int run_solve_partizan(const PartizanSolveOptions& o) {
  const PartizanGame game = *parse_partizan_game_name(o.game);
  const std::string left(1, colour_letter(left_colour(game)));
  ReaderOptions reader_options;
  reader_options.format = Format::Text;
  reader_options.keep_going = o.keep_going;
  reader_options.max_elements = 64;
  std::size_t index = 0, skipped = 0;
  std::string last_skipped;
  const std::vector<std::string> files = o.files.empty() ? std::vector<std::string>{"-"} : o.files;
  for (const std::string& file : files) {
    std::ifstream stream;
    if (file != "-") {
      stream.open(file);
      if (!stream) throw InputError({file, 0, 0}, "cannot open file");
    }
    PosetReader reader(file == "-" ? std::cin : stream, file == "-" ? "<stdin>" : file, reader_options);
    while (true) {
      std::optional<ParsedPoset> parsed;
      try {
        parsed = reader.next();
        if (!parsed) break;
        if (!parsed->colours)
          throw InputError({reader.input_name(), parsed->line, 1},
                           "--game " + o.game + " needs a coloured poset `poset K WORD: ...` (WORD: B/W per element)");
      } catch (const InputError& e) {
        if (!o.keep_going) throw;
        ++skipped;
        last_skipped = e.what();
        continue;
      }
      const ColouredPoset p{std::move(parsed->poset), std::move(*parsed->colours)};
      const Dyadic v = plain_partizan_value(p, game);
      const std::string outcome = v.sign() > 0 ? "L" : v.sign() < 0 ? "R" : "P";
      if (o.json) {
        JsonObject j;
        j.add("index", index).add("input", reader.input_name()).add("line", parsed->line);
        j.add("elements", p.size()).add("value", v.to_string()).add("left", left).add("outcome", outcome);
        std::cout << j.str() << '\n';
      } else {
        std::cout << "index=" << index << " elements=" << p.size() << " value=" << v.to_string() << " left=" << left
                  << " outcome=" << outcome << '\n';
      }
      ++index;
    }
    skipped += reader.skipped();
    if (reader.skipped()) last_skipped = reader.last_skipped_error();
  }
  if (skipped)
    std::cerr << "posetlab solve: skipped " << skipped << " bad line(s) (--keep-going); last: " << last_skipped << "\n";
  return kExitOk;
}

}  // namespace posetlab::cli
