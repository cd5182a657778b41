#pragma once
// The combinators of the catalogue (not, or, parallel, series: family_catalogue.hpp)
// applied to posets read from files, as `posetlab family not|or|parallel|series FILE...`
// does: `not` gives one member per poset read, named NOT_VARIANT(input:line); the others
// one member of all the posets read, whose total size is checked against max_elements as
// they are read. Files: '-' or none for standard input (engine/formats/poset_files.hpp).
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/formats/poset_reader.hpp"
#include "enumerate/family_catalogue.hpp"

namespace posetlab::catalogue {

// `reader` gives the input format, --bottoms and keep_going (its max_elements is
// o.max_elements); lines keep_going skipped are reported on `log`, one line per input.
void combine_files(const std::string& name, const std::vector<std::string>& files, ReaderOptions reader,
                   const FamilyOptions& o, const std::function<void(FamilyMember&&)>& out, std::ostream& log);

}  // namespace posetlab::catalogue
