#include "engine/partizan/coloured_poset.hpp"

#include <deque>

#include "engine/core/error.hpp"

namespace posetlab {

int ColouredPoset::count(Colour c) const {
  int n = 0;
  for (Colour x : colour) n += x == c;
  return n;
}

std::string ColouredPoset::word() const {
  std::string w;
  for (Colour c : colour) w += colour_letter(c);
  return w;
}

std::uint64_t ColouredPoset::mask(Colour c) const {
  if (size() > 64) throw UsageError("colour mask of a poset with more than 64 elements");
  std::uint64_t m = 0;
  for (int i = 0; i < size(); ++i)
    if (colour[i] == c) m |= std::uint64_t{1} << i;
  return m;
}

std::string ColouredPoset::to_text() const {
  std::string plain = poset.to_text();  // "poset K: ..."
  std::size_t colon = plain.find(':');
  return plain.substr(0, colon) + " " + word() + plain.substr(colon);
}

ColouredPoset ColouredPoset::inverted() const {
  ColouredPoset q = *this;
  for (Colour& c : q.colour) c = opposite(c);
  return q;
}

ColouredPoset ColouredPoset::induced(const std::vector<int>& elements) const {
  ColouredPoset q{poset.induced(elements), {}};
  for (int x : elements) q.colour.push_back(colour[x]);
  return q;
}

ColouredPoset make_coloured(Poset p, std::string_view word) {
  if (int(word.size()) != p.size())
    throw UsageError("colour word '" + std::string(word) + "' has " + std::to_string(word.size()) +
                     " letters for a poset of " + std::to_string(p.size()) + " elements");
  ColouredPoset q{std::move(p), {}};
  for (char c : word) {
    if (c != 'B' && c != 'W') throw UsageError("colour word '" + std::string(word) + "': letters must be B or W");
    q.colour.push_back(c == 'B' ? Colour::Black : Colour::White);
  }
  return q;
}

std::vector<Colour> parse_colour_word(std::string_view word, int k, const LineSource& src, std::size_t column) {
  std::vector<Colour> colours;
  for (std::size_t i = 0; i < word.size(); ++i) {
    char c = word[i];
    if (c != 'B' && c != 'W')
      throw_input_error(src, column + i,
                        "expected colour B or W for element " + std::to_string(i) + ", found " +
                            describe_byte(static_cast<unsigned char>(c)));
    colours.push_back(c == 'B' ? Colour::Black : Colour::White);
  }
  if (int(word.size()) != k)
    throw_input_error(src, column,
                      "colour word has " + std::to_string(word.size()) + " letters, expected " + std::to_string(k) +
                          " (one B or W per element)");
  return colours;
}

std::optional<std::vector<Colour>> chess_colouring(const Poset& p, Colour bottom) {
  const int n = p.size();
  std::vector<int> side(n, -1);
  for (int start = 0; start < n; ++start) {
    if (side[start] >= 0) continue;
    side[start] = 0;
    std::deque<int> queue{start};
    while (!queue.empty()) {
      int x = queue.front();
      queue.pop_front();
      auto visit = [&](int y) {
        if (side[y] < 0) {
          side[y] = 1 - side[x];
          queue.push_back(y);
        }
        return side[y] != side[x];
      };
      for (int y : p.upper_covers(x))
        if (!visit(y)) return std::nullopt;
      for (int y : p.lower_covers(x))
        if (!visit(y)) return std::nullopt;
    }
  }
  std::vector<Colour> colours(n);
  for (int x = 0; x < n; ++x) colours[x] = side[x] == 0 ? bottom : opposite(bottom);
  return colours;
}

}  // namespace posetlab
