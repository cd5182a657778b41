#pragma once
// nauty-genposetg as the source of every poset of a size up to isomorphism, read through a
// pipe one res/mod part at a time (docs/design.md §2): the generator is fast and exact, and a part is the
// natural unit of a job (parts of one M are disjoint and together complete). It is started
// directly (no shell), its stderr to /dev/null, in this process's group (Ctrl-C reaches it).
// The posets jobs take this route where genposetg is not compiled in, and it is the oracle
// of the one that is (enumerate/genposetg_in_process.hpp).
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace posetlab {

// The source name error messages give a generator line (LineSource).
inline constexpr const char* kGenposetgSource = "nauty-genposetg";

// Posets on N points up to isomorphism, N = 0..14 (OEIS A000112).
extern const std::uint64_t kPosetCounts[15];

// Hands each digraph6 line of part `part` of `parts` (`nauty-genposetg n o m part parts`;
// parts = 1: the whole stream) to `line`, in the generator's order, and returns how many
// there were. n = 0 gives the empty poset, which genposetg does not write. Throws
// std::runtime_error when the generator cannot run or fails, and when a whole stream does
// not hold A000112's count (a missing or broken nauty is never a silently short table).
std::uint64_t genposetg_part(int n, int part, int parts, const std::function<void(std::string&&)>& line);
// The same, each line seen in place (valid during the call only): no allocation per line.
std::uint64_t genposetg_part_views(int n, int part, int parts, const std::function<void(std::string_view)>& line);
// The same lines in chunks as read from the pipe (valid during the call only), each chunk
// whole lines, each line ended by '\n', `lines` of them: no work per line.
std::uint64_t genposetg_part_chunks(int n, int part, int parts,
                                    const std::function<void(std::string_view chunk, std::uint64_t lines)>& chunk);
// The same lines, collected.
std::vector<std::string> genposetg_lines(int n, int part = 0, int parts = 1);

}  // namespace posetlab
