#pragma once
// The members of a built-in family (family_catalogue.hpp) written in the output formats
// of `posetlab family` (text, digraph6, graph6, dot, json), and that command's manual
// of the catalogue, so the command line only parses options and calls these.
#include <ostream>
#include <string>

#include "enumerate/family_catalogue.hpp"

namespace posetlab::catalogue {

class FamilyWriter {
 public:
  // `format`: text, digraph6, graph6, dot or json.
  FamilyWriter(std::ostream& out, std::string format) : out_(out), format_(std::move(format)) {}
  // One record (a line, or a dot graph); UsageError "family: ..." when the format cannot
  // carry the member (colours or winning sets in digraph6/graph6, graph6 of height > 2).
  void write(const FamilyMember& member);

 private:
  std::ostream& out_;
  std::string format_;
  long long index_ = 0;
};

// The families by section with their usage and summary, the output formats and examples:
// the footer of `posetlab family --help`.
std::string family_manual();

}  // namespace posetlab::catalogue
