// A combinator of the catalogue over posets read from files (family_combinator.hpp).
#include "enumerate/family_combinator.hpp"

#include "engine/formats/poset_files.hpp"

namespace posetlab::catalogue {

void combine_files(const std::string& name, const std::vector<std::string>& files, ReaderOptions reader,
                   const FamilyOptions& o, const std::function<void(FamilyMember&&)>& out, std::ostream& log) {
  reader.max_elements = o.max_elements;
  const auto report_skipped = [&](const PosetReader& r) {
    if (r.skipped())
      log << "posetlab family: skipped " << r.skipped() << " bad line(s) of " << r.input_name()
          << "; last: " << r.last_skipped_error() << "\n";
  };
  if (name == "not") {
    for_each_poset_in_files(
        files, reader,
        [&](ParsedPoset& p, const std::string& input) {
          const std::string what = "NOT_" + o.variant + "(" + input + ":" + std::to_string(p.line) + ")";
          out(not_member({what, std::move(p.poset), {}, p.colours, p.winning_sets}, what, o));
        },
        report_skipped);
    return;
  }
  std::vector<FamilyMember> parts;
  long long total = 0;
  for_each_poset_in_files(
      files, reader,
      [&](ParsedPoset& p, const std::string& input) {
        total += p.poset.size();
        check_size(name + " of the posets read", total, o.max_elements);
        parts.push_back(
            {input + ":" + std::to_string(p.line), std::move(p.poset), {}, p.colours, p.winning_sets, p.labels});
      },
      report_skipped);
  out(combine(name, parts, o));
}

}  // namespace posetlab::catalogue
