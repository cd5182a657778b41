#pragma once
// The `sets` column of two_level: a canonical family's tops as bitmasks, each in
// ceil(b/8) bytes (at least one), big-endian, in the given ascending order, so that
// memcmp order of the blobs is the lexicographic order of the mask lists.
#include <cstdint>
#include <string>
#include <vector>

namespace posetlab {

std::string encode_sets(int bottoms, const std::vector<std::uint64_t>& sets);
std::vector<std::uint64_t> decode_sets(int bottoms, const std::string& blob);
// Appends the family text of decoded sets, "family 3: {0} {0,1}" (TwoLevelClass::family_text).
void append_family_text(int bottoms, const std::vector<std::uint64_t>& sets, std::string& out);

}  // namespace posetlab
