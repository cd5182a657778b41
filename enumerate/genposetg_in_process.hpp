#pragma once
// nauty's genposetg run inside this process: the posets of a part handed over in memory as
// their Hasse diagrams, in the order and labelling of `nauty-genposetg N o m part parts`,
// with no digraph6 text and no pipe (two thirds of the pipe's cost a poset were text and
// pipes; bench/RESULTS.md, "All posets"). cmake/genposetg_in_process.cmake compiles it from
// Debian's source package with enumerate/genposetg_plugin.c; a build without that source
// has only the pipe (enumerate/genposetg.hpp), and genposetg_route() says which one runs.
//
// genposetg keeps its state in static variables, as a program that runs once: its
// sections are restored to their loaded state before each run, and runs in one process
// take turns (a second thread waits). So a process has one generator; the posets of a
// part go to several threads as batches (enumerate/genposetg_batches.hpp).
#include <cstddef>
#include <cstdint>
#include <functional>

namespace posetlab {

// Posets on n points, count of them, poset i as rows[i * kStride .. i * kStride + n - 1]
// (the rest unused): row x the elements covering x, element y as bit 0x8000 >> y (nauty's
// order of bits).
struct GeneratedPosets {
  static constexpr std::size_t kStride = 16;
  int n = 0;
  std::size_t count = 0;
  const std::uint16_t* rows = nullptr;
  const std::uint16_t* poset(std::size_t i) const { return rows + i * kStride; }
  // A row with element y as bit y (lowest first).
  static std::uint64_t lowest_first(std::uint16_t row) {
    return std::uint64_t(kReversedByte[row >> 8]) | std::uint64_t(kReversedByte[row & 0xff]) << 8;
  }

 private:
  static const std::uint8_t kReversedByte[256];
};

// Whether this binary holds the generator.
bool genposetg_in_process_built();

// How the posets jobs get their posets: in process where built, else through the pipe.
// The environment variable POSETLAB_GENPOSETG=pipe chooses the pipe, =in-process insists on
// the generator in process (std::runtime_error where it is not built), unset or =auto
// takes the default. The first call of a process that falls back to the pipe says so on
// stderr, once; std::runtime_error for any other value of the variable.
enum class GenposetgRoute { Pipe, InProcess };
GenposetgRoute genposetg_route();
const char* genposetg_route_name(GenposetgRoute route);

// Runs genposetg on part `part` of `parts` of the posets on n points (n = 0..14; parts = 1:
// all of them) and hands them to `batch` on this thread, in the generator's order, at most
// `batch_posets` at a time (valid during the call); returns how many there were. n = 0
// gives the empty poset, which genposetg does not make. std::runtime_error when the
// generator is not built or fails, and when a whole stream does not hold A000112(n); an
// exception of `batch` stops the generator and is rethrown.
std::uint64_t genposetg_part_in_process(int n, int part, int parts, std::size_t batch_posets,
                                        const std::function<void(const GeneratedPosets&)>& batch);

}  // namespace posetlab
