// Part keys of work units; see work_unit.hpp.
#include "enumerate/work_unit.hpp"

#include <charconv>

namespace posetlab {

// Reads a decimal int at the front of `text` (no sign, no leading zero but "0" itself).
bool take_key_number(std::string_view& text, int& value) {
  if (text.empty() || (text[0] == '0' && text.size() > 1 && text[1] >= '0' && text[1] <= '9')) return false;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr == text.data() || value < 0) return false;
  text.remove_prefix(std::size_t(ptr - text.data()));
  return true;
}

bool take_key_word(std::string_view& text, std::string_view word) {
  if (text.substr(0, word.size()) != word) return false;
  text.remove_prefix(word.size());
  return true;
}

std::string part_key_text(const PartKey& key) {
  return "n=" + std::to_string(key.n) + ";part=" + std::to_string(key.part) + "/" + std::to_string(key.parts);
}

std::optional<PartKey> parse_part_key(std::string_view text) {
  PartKey k;
  if (take_key_word(text, "n=") && take_key_number(text, k.n) && take_key_word(text, ";part=") &&
      take_key_number(text, k.part) && take_key_word(text, "/") && take_key_number(text, k.parts) &&
      text.empty() && k.part < k.parts)
    return k;
  return std::nullopt;
}

}  // namespace posetlab
