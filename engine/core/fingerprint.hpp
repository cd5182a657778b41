#pragma once
// 128-bit XXH3 fingerprints of canonical or relative forms: the keys of the shared
// table. Each kind of form hashes a distinct domain tag first, so forms of different
// kinds never share a key.
#include <cstdint>
#include <xxhash.h>

namespace posetlab {

struct Fingerprint {
  std::uint64_t hi = 0, lo = 0;
  bool operator==(const Fingerprint&) const = default;
};

enum class KeyDomain : std::uint64_t {
  RelativeHasse = 0x52454c48,  // component's induced Hasse diagram, elements ranked by id
  Canonical = 0x43414e4f,      // nauty canonical form of the component's strict order
};

inline Fingerprint fingerprint(KeyDomain domain, const void* data, std::size_t bytes) {
  XXH128_hash_t h = XXH3_128bits_withSeed(data, bytes, static_cast<std::uint64_t>(domain));
  return {h.high64, h.low64};
}

}  // namespace posetlab
