#pragma once
// Input lines in batches for the solve branches that parse and solve each line in
// parallel and print answers in input order (api/solve_stream.cpp, behind `posetlab solve`).
#include <cstddef>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/error.hpp"
#include "engine/formats/input_file.hpp"

namespace posetlab::api {

struct LineItem {
  std::string raw;
  const std::string* input = nullptr;  // the file's name, owned by for_each_line_batch
  std::size_t line = 0;
  std::optional<InputError> error;
  std::optional<std::string> answer;  // the answer after its index; none for blank lines
  bool bound = false;                 // the error is a search stopped at a bound (exit 3)
};

// Reads every file ('-' or none: standard input) and hands its lines to
// solve_and_print(batch) `batch_size` at a time, the last batch possibly shorter. Item
// is LineItem or a struct with its raw, input and line.
template <class Item = LineItem, class SolveAndPrint>
void for_each_line_batch(const std::vector<std::string>& names, std::size_t batch_size, SolveAndPrint&& solve_and_print) {
  const std::vector<std::string> files = names.empty() ? std::vector<std::string>{"-"} : names;
  const std::string stdin_name = "<stdin>";
  std::vector<Item> batch;
  for (const std::string& file : files) {
    std::ifstream stream;
    std::istream* in = &std::cin;
    const std::string* name = &stdin_name;
    if (file != "-") {
      open_input_file(stream, file);
      in = &stream;
      name = &file;
    }
    std::size_t line = 0;
    for (std::string raw; std::getline(*in, raw);) {
      if (line == 0) skip_utf8_bom(raw);
      Item& item = batch.emplace_back();
      item.raw = std::move(raw), item.input = name, item.line = ++line;
      if (batch.size() >= batch_size) solve_and_print(batch);
    }
    check_read_to_end(*in, *name);
  }
  solve_and_print(batch);
}

// Prints a solved batch in input order ("index=N..." or JSON "{"index":N..."); under
// keep_going names each bad line on stderr as it comes and counts it, otherwise throws
// the first one; empties the batch.
struct AnswerPrinter {
  bool json = false, keep_going = false;
  std::size_t index = 0, skipped = 0;
  std::string last_skipped;
  std::size_t bounded = 0;  // lines stopped at a bound, skipped under keep_going
  std::string last_bounded;

  template <class Item>  // LineItem or a struct with its error, bound and answer
  void print(std::vector<Item>& batch) {
    for (const Item& item : batch) {
      if (item.error) {
        const SourcePosition& at = item.error->where();  // a bound names input:line only
        const std::string text = item.bound ? at.input + ":" + std::to_string(at.line) + ": " + item.error->message()
                                            : std::string(item.error->what());
        if (!keep_going) {
          std::cout.flush();  // everything before the bad line is answered
          if (item.bound) throw BoundError(text);
          throw *item.error;
        }
        ++(item.bound ? bounded : skipped);
        (item.bound ? last_bounded : last_skipped) = text;
        std::cout.flush();  // the answers before it come first when both go to one place
        std::cerr << "posetlab solve: skipped " << text << "\n";
        continue;
      }
      if (item.answer) std::cout << (json ? "{\"index\":" : "index=") << index++ << *item.answer;
    }
    std::cout.flush();
    batch.clear();
  }
  void report_skipped() const {
    if (skipped) std::cerr << "posetlab solve: skipped " << skipped << " bad line(s) (--keep-going), each named above\n";
    if (bounded)
      std::cerr << "posetlab solve: " << bounded << " line(s) stopped at a bound, no value (--keep-going), each named above\n";
  }
};

}  // namespace posetlab::api
