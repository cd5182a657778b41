#pragma once
// A deterministic mutator for text inputs: from a seed input and a random engine, a
// nearby input (a byte changed, inserted, deleted, a span repeated or cut, a number made
// huge or negative, bytes from the formats' own alphabet), so that the same seed gives the
// same sequence of inputs on every machine.
#include <cstdint>
#include <random>
#include <string>

namespace posetlab::fuzz {

inline std::string mutate(std::string s, std::mt19937_64& rng, int rounds = 3) {
  static const std::string alphabet = "0123456789<>{},:|&?~ \t\n#-.=BWposetfamily@_^`";
  static const char* const numbers[] = {"0", "1", "63", "64", "65", "4294967296", "18446744073709551620",
                                        "99999999999999999999999", "-1", "9"};
  auto pick = [&](std::size_t n) { return n ? std::size_t(rng() % n) : 0; };
  const int count = 1 + int(rng() % rounds);
  for (int i = 0; i < count; ++i) {
    const std::size_t at = pick(s.size() + 1);
    switch (rng() % 8) {
      case 0: if (!s.empty()) s[pick(s.size())] = alphabet[pick(alphabet.size())]; break;
      case 1: s.insert(s.begin() + at, alphabet[pick(alphabet.size())]); break;
      case 2: if (!s.empty()) s.erase(pick(s.size()), 1 + pick(3)); break;
      case 3: if (at < s.size()) s.insert(at, s.substr(at, 1 + pick(8))); break;
      case 4: s.resize(at); break;
      case 5: s.insert(at, numbers[pick(std::size(numbers))]); break;
      case 6: if (!s.empty()) s[pick(s.size())] = char(rng() & 0xff); break;
      default: {  // replace a digit run by another number
        const std::size_t d = s.find_first_of("0123456789", at);
        if (d == std::string::npos) break;
        std::size_t e = d;
        while (e < s.size() && s[e] >= '0' && s[e] <= '9') ++e;
        s.replace(d, e - d, numbers[pick(std::size(numbers))]);
      }
    }
  }
  return s;
}

}  // namespace posetlab::fuzz
